import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './api-client';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';
import { NetworkError } from './api-errors';
import { rememberDevice, rememberedDevice } from './push-device';
import { createQueryClient } from './query-client';
import { getSession } from './session';
import { startSession } from './session-updates';
import { fakeNotifier, jsonResponse, makeUser } from '#web/testing/fixtures';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return respond(input);
  });
  const notify = fakeNotifier();
  const navigate = vi.fn();
  const queryClient = createQueryClient({ retry: false, notify });
  const api = createApi({ queryClient, fetch: fetch as unknown as typeof globalThis.fetch, notify, navigate });
  return { api, fetch, requests, notify, navigate, queryClient };
}

const ME = { code: 200, message: 'Profile retrieved successfully.', data: makeUser() };

describe('API client middleware', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer token when logged in, and none when logged out', async () => {
    const { api, requests } = setup(() => jsonResponse(ME));
    await api.client.GET('/dashboard/me');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();

    startSession(makeUser({ token: 'abc.def' }));
    await api.client.GET('/dashboard/me');
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(requests[1]!.url).toMatch(/\/api\/v1\/dashboard\/me$/);
  });

  it('on body code 401 logs the user out, clears the cache, toasts the message and goes to /login', async () => {
    const { api, notify, navigate, queryClient } = setup(() =>
      jsonResponse({ code: 401, message: 'Unauthenticated. Please log in again.' }, 401),
    );
    startSession(makeUser());
    sessionStorage.setItem('something-else', 'x');
    queryClient.setQueryData(['get', '/dashboard'], { code: 200, message: 'ok', data: {} });

    const { error } = await api.client.GET('/dashboard/me');

    expect(error).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    expect(getSession()).toEqual({ logged_in: false, user: null });
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(notify.error).toHaveBeenCalledWith('Unauthenticated. Please log in again.');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 of a remembered session wipes both places: the device and the tab, staff entries kept (ADR 062)', async () => {
    const { api, navigate } = setup(() => jsonResponse({ code: 401, message: 'Unauthenticated. Please log in again.' }, 401));
    startSession(makeUser({ token: 'remembered' }), { expiresIn: 3600 }, true);
    localStorage.setItem('e-laundry-query-cache:1', '{"clientState":{}}');
    sessionStorage.setItem('otp-sent:ada@example.com', '{"value":1}');
    sessionStorage.setItem('staff:session', '{"value":{}}');

    await api.client.GET('/dashboard/me');

    expect(getSession().logged_in).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)).toEqual(['staff:session']);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('treats an envelope code 401 as a failure even when the HTTP status said 200', async () => {
    const { api, notify, navigate } = setup(() => jsonResponse({ code: 401, message: 'Token expired' }, 200));
    startSession(makeUser());
    const { data, error } = await api.client.GET('/dashboard/me');
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: 401, message: 'Token expired' });
    expect(getSession().logged_in).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Token expired');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('toasts a 401 of an unauthenticated call (wrong password) without navigating', async () => {
    const { api, notify, navigate } = setup(() =>
      jsonResponse({ code: 401, message: 'These credentials do not match our records.' }, 401),
    );
    const { error } = await api.client.POST('/auth/login', {
      body: { username_or_email: 'a@example.com', password: 'secret1', remember: false },
    });
    expect(error).toMatchObject({ code: 401 });
    expect(notify.error).toHaveBeenCalledWith('These credentials do not match our records.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the message of a body code 500 with the generic one', async () => {
    const { api } = setup(() => jsonResponse({ code: 500, message: 'SQLSTATE[42S22]: column not found' }, 500));
    startSession(makeUser());
    const { error } = await api.client.GET('/dashboard/me');
    expect(error).toEqual({ code: 500, message: GENERIC_ERROR });
    expect(GENERIC_ERROR).toBe('Something went wrong, Please try again!');
  });

  it('turns an error with an EMPTY body into an error envelope with a message', async () => {
    const { api } = setup(() => new Response(null, { status: 503 }));
    const { data, error, response } = await api.client.GET('/dashboard/me');
    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(error).toEqual({ code: 503, message: expect.stringMatching(/temporarily unavailable/i) });
  });

  it('turns a non-JSON error body (a proxy page) into an error envelope', async () => {
    const { api } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const { error } = await api.client.GET('/dashboard/me');
    expect(error).toEqual({ code: 502, message: expect.any(String) });
    expect((error as { message: string }).message.length).toBeGreaterThan(10);
  });

  it('makes an empty-body failure reject the mutation instead of resolving it as a success', async () => {
    const { api, queryClient, notify } = setup(() => new Response('', { status: 500 }));
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => api.$api.useMutation('post', '/auth/login'), { wrapper });

    await act(async () => {
      await expect(
        result.current.mutateAsync({ body: { username_or_email: 'a@example.com', password: 'secret1', remember: false } }),
      ).rejects.toEqual({ code: 500, message: GENERIC_ERROR });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isSuccess).toBe(false);
    // The MutationCache shows the error once; no success toast.
    expect(notify.error).toHaveBeenCalledWith(GENERIC_ERROR);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('passes successful answers through untouched', async () => {
    const { api } = setup(() => jsonResponse(ME));
    startSession(makeUser());
    const { data, error } = await api.client.GET('/dashboard/me');
    expect(error).toBeUndefined();
    expect(data).toEqual(ME);
  });

  it('shows a clear toast when the network fails and rejects with a NetworkError', async () => {
    const { api, notify } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.client.GET('/dashboard/me')).rejects.toBeInstanceOf(NetworkError);
    expect(notify.error).toHaveBeenCalledWith(NETWORK_ERROR);
  });

  it('logout calls POST /auth/logout best-effort, then clears everything and goes to /login', async () => {
    const { api, requests, notify, navigate, queryClient } = setup(() => new Response(null, { status: 500 }));
    startSession(makeUser({ token: 'tok' }));
    queryClient.setQueryData(['get', '/dashboard/me'], ME);

    await api.logout();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toMatch(/\/api\/v1\/auth\/logout$/);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(getSession()).toEqual({ logged_in: false, user: null });
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('logout of a remembered session leaves nothing of the customer on the device', async () => {
    const { api, requests } = setup(() => jsonResponse({ code: 200, message: 'Logged out.' }));
    startSession(makeUser({ token: 'remembered' }), { expiresIn: 3600 }, true);
    localStorage.setItem('e-laundry-query-cache:1', '{"clientState":{}}');
    await api.logout();
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer remembered');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('logout first takes this browser\'s push device off the account (while the token works), quietly, then signs out', async () => {
    const { api, requests, notify } = setup((request) =>
      request.method === 'DELETE' ? jsonResponse({ code: 404, message: 'Device not found.' }, 404) : jsonResponse({ code: 200, message: 'Logged out.' }),
    );
    startSession(makeUser({ token: 'tok' }));
    rememberDevice({ id: 7, endpoint: 'https://push.example/sub/1' });
    await api.logout();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('Authorization')}`)).toEqual([
      'DELETE /api/v1/profile/notifications/devices/7 Bearer tok',
      'POST /api/v1/auth/logout Bearer tok',
    ]);
    // A device already gone (404) is no error to the customer signing out.
    expect(notify.error).not.toHaveBeenCalled();
    expect(rememberedDevice()).toBeNull();
  });

  it('logout still signs out locally when the network is down', async () => {
    const { api, notify, navigate } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    startSession(makeUser());
    await api.logout();
    expect(getSession().logged_in).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
