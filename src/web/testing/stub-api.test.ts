import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from './render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubApi', () => {
  it('answers a contract route, path parameters included, and records the call', async () => {
    const ticket = { code: 200 as const, message: 'Ticket', data: null };
    const calls = stubApi({
      'GET /tickets/{ticket}': () => jsonResponse(ticket),
      'POST /auth/send-otp': { code: 200, message: 'A new verification code has been sent to your email address.', data: null },
    });
    const res = await fetch(new Request('http://localhost/api/v1/tickets/12'));
    expect(await res.json()).toEqual(ticket);
    await fetch(new Request('http://localhost/api/v1/auth/send-otp', { method: 'POST', body: JSON.stringify({ email: 'a@b.co' }) }));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/tickets/12', body: undefined },
      { method: 'POST', path: '/auth/send-otp', body: { email: 'a@b.co' } },
    ]);
  });

  it('fails loudly on a call it was not given', async () => {
    stubApi({});
    await expect(fetch(new Request('http://localhost/api/v1/tickets/12/reply', { method: 'POST' }))).rejects.toThrow(
      'unexpected call POST /tickets/12/reply',
    );
  });
});
