import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import type { BoundHandler } from '#server/handlers/define.js';
import { builtHandlers } from '#server/handlers/registry.js';
import { databaseKinds, mailsTo, multipart, PNG_1PX } from '#server/testing/test-support.js';
import { account, expectSecurityHeaders, PASSWORD, securityApp } from '#server/testing/security.js';

/**
 * Issue 8 (hardening), the request pipeline: one describe per finding, each failing on the code before the fix.
 * Findings 3–5 (attempt limits, enumeration) are in accounts.test.ts; 7 (slow clients, 431) in transport.test.ts.
 */
const kinds = await databaseKinds();

const contact = (over: Record<string, unknown> = {}) => ({
  username: 'Tunde Adeyemi',
  email: 'tunde.adeyemi@example.com',
  phone: '+2348021234567',
  subject: 'Hub at Akoka?',
  message: 'Is there a hub at the University of Lagos?',
  ...over,
});
const registration = (n: string, over: Record<string, unknown> = {}) => ({
  firstname: 'Chidinma',
  lastname: 'Okafor',
  username: `chidinma_${n}`,
  email: `chidinma.${n}@example.com`,
  country_code: 'Nigeria',
  mobile: '8031234567',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});

/** An avatar upload handler that holds its request (and the bytes it received) until released. */
function holdingAvatarHandler() {
  const held: FastifyRequest[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler: BoundHandler = {
    operationId: 'uploadAvatar',
    handler: async (request) => {
      held.push(request);
      await gate;
      throw new ApiError(501, 'uploadAvatar is not available yet: this part of the API has not been built.');
    },
  };
  return { held, release, handler };
}

describe.each(kinds)('request pipeline hardening on %s', (kind) => {
  let app: FastifyInstance;
  const avatar = holdingAvatarHandler();
  beforeAll(async () => {
    app = await securityApp(
      kind,
      { AUTH_RATE_LIMIT: '100000', FORMS_RATE_LIMIT: '100000' },
      { uploadMemoryLimit: 1024 * 1024 },
      { handlers: [...builtHandlers, avatar.handler] },
    );
  });
  afterAll(async () => {
    avatar.release();
    await app?.close();
  });

  describe('finding 1: body types — only the media types the contract declares, always validated', () => {
    it('a JSON operation sent as multipart is refused with 415 before any handler runs', async () => {
      const n = `mp${kind}`;
      const body = multipart(Object.entries(registration(n, { email: 'a@x.ng, b@y.ng', password: '1', password_confirmation: '1' })).map(([name, value]) => ({ name, value: String(value) })));
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', ...body });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 415, message: 'This operation accepts application/json only.' });
      expect(await app.ctx.database.db.select().from(users).where(eq(users.username, `chidinma_${n}`))).toHaveLength(0);
      expect(await mailsTo(app, 'a@x.ng')).toHaveLength(0);
    });

    it('text/plain and form-encoded bodies (cross-site form posts) are refused with 415', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': type }, payload: JSON.stringify({ username_or_email: 'x', password: 'y' }) });
        expect(res.statusCode, type).toBe(415);
        expect(res.json(), type).toEqual({ code: 415, message: 'This operation accepts application/json only.' });
      }
    });

    it('a multipart operation refuses JSON with 415', async () => {
      const { token } = await account(app);
      const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', headers: { authorization: `Bearer ${token}` }, payload: { subject: 'a', priority: 'High', message: 'b' } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 415, message: 'This operation accepts multipart/form-data only.' });
    });

    it('a required body that is missing is a 422 in the envelope, not a 500', async () => {
      for (const headers of [{}, { 'content-type': 'application/json' }]) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ code: 422, message: 'The request body is required.', error: { body: ['The request body is required.'] } });
      }
    });

    it('JSON with a charset parameter is still accepted and validated', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify({ username_or_email: '' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toHaveProperty('password');
    });

    it('a body sent to an operation that takes none is refused with 415', async () => {
      const { token } = await account(app);
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, payload: 'hello' });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe(415);
    });
  });

  describe('finding 2: control characters, lone surrogates and invalid UTF-8 never reach the database', () => {
    it('a NUL byte in a registration name is a 422 on that field', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(`nul${kind}`, { firstname: 'Chi\u0000dinma' }) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 422, message: 'First Name must not contain control characters', error: { firstname: ['First Name must not contain control characters'] } });
    });

    it('NUL in the sign-in identifier is a 422, not a database error', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username_or_email: 'ngozi\u0000', password: PASSWORD } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error)).toEqual(['username_or_email']);
    });

    it('public forms: C0 characters refused, except tab and newline in the multi-line message', async () => {
      const ok = await app.inject({ method: 'POST', url: '/api/v1/public/contact', payload: contact({ message: 'Line one\n\tLine two\r\nLine three' }) });
      expect(ok.statusCode, ok.body).toBe(201);
      for (const [field, value] of [
        ['message', 'bell \u0007'],
        ['message', 'escape \u001b[31m'],
        ['message', 'del \u007f'],
        ['subject', 'two\nlines'],
        ['username', 'tab\there'],
        ['phone', '+234802\u00001234567'],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/public/contact', payload: contact({ [field]: value }) });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
        expect(Object.keys(res.json().error), field).toEqual([field]);
      }
    });

    it('a lone surrogate (\\ud800) is a 422 on its field', async () => {
      const payload = JSON.stringify(registration(`sur${kind}`)).replace('"Okafor"', '"Oka\\ud800for"');
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ lastname: ['Last Name must not contain control characters'] });
    });

    it('a body that is not valid UTF-8 (an overlong NUL, C0 80) is a 400 and creates nothing', async () => {
      const n = `utf${kind}`;
      const json = Buffer.from(JSON.stringify(registration(n, { firstname: 'Chi@@dinma' })));
      const at = json.indexOf('@@');
      json[at] = 0xc0;
      json[at + 1] = 0x80;
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: json });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid UTF-8.' });
      expect(await app.ctx.database.db.select().from(users).where(eq(users.username, `chidinma_${n}`))).toHaveLength(0);
    });
  });

  describe('finding 6: uploads only where declared, after authentication, within a memory bound', () => {
    const big = () => multipart([{ name: 'avatar', file: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' }]);

    it('an anonymous 6 MB upload to a protected operation is refused with 401 from the headers', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...big() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    });

    it('multipart to an operation that does not declare it (sign-in) is refused with 415', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', ...big() });
      expect(res.statusCode).toBe(415);
    });

    it('a signed-in upload is validated against the multipart schema', async () => {
      const { token } = await account(app);
      const body = multipart([{ name: 'message', value: 'Hello' }, { name: 'attachments', file: PNG_1PX, filename: 'a.png', type: 'image/png' }]);
      const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ subject: ['Subject is required'], priority: ['Priority is required'] });
    });

    it('concurrent uploads share one memory budget: over it, 503 with Retry-After; released when answered', async () => {
      const { token } = await account(app);
      const file = (size: number) => {
        const body = multipart([{ name: 'avatar', file: Buffer.alloc(size, 7), filename: 'me.png', type: 'image/png' }]);
        return app.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
      };
      const first = file(700 * 1024);
      while (avatar.held.length === 0) await new Promise((r) => setTimeout(r, 10));
      expect(avatar.held[0]?.uploads[0]?.data.length).toBe(700 * 1024);
      const second = await file(700 * 1024);
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBeDefined();
      expect(second.json()).toEqual({ code: 503, message: 'The server is receiving too many uploads right now. Please try again in a minute.' });
      avatar.release();
      expect((await first).statusCode).toBe(501);
      expect((await file(700 * 1024)).statusCode).toBe(501);
    });

    // Issue 22: a file under a part name the operation does not declare was dropped silently (the ticket created).
    it('a file under an unknown part name is a 400 naming the accepted parts, on every multipart operation; nothing is created', async () => {
      const { token, user } = await account(app);
      const cases = [
        { url: '/api/v1/tickets', fields: [{ name: 'subject', value: 'Dryer' }, { name: 'priority', value: 'High' }, { name: 'message', value: 'Cold' }], accepts: '"attachments"' },
        { url: '/api/v1/tickets/123456/reply', fields: [{ name: 'message', value: 'Still cold' }], accepts: '"file[]"' },
        { url: '/api/v1/profile/avatar', fields: [], accepts: '"avatar"' },
      ];
      for (const { url, fields, accepts } of cases) {
        const body = multipart([...fields, { name: 'upload', file: PNG_1PX, filename: 'receipt.png', type: 'image/png' }]);
        const res = await app.inject({ method: 'POST', url, ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: 400, message: `The file part "upload" is not accepted here. Send files as ${accepts}.` });
      }
      expect(await app.ctx.database.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(0);
    });

    it('a file over 5 MB is a 413 that names the limit', async () => {
      const { token } = await account(app);
      const body = multipart([{ name: 'attachments', file: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' }]);
      const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
      // the budget (1 MB in this app) or the per-file limit, whichever the bytes reach first
      expect([413, 503]).toContain(res.statusCode);
    });
  });

  describe('finding 8: the dev mailbox answers only a loopback Host from a loopback peer', () => {
    it('refuses another Host name (DNS rebinding) even from this machine', async () => {
      for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox']) {
        for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example']) {
          const res = await app.inject({ method: 'GET', url, headers: { host } });
          expect(res.statusCode, `${url} ${host}`).toBe(403);
          expect(res.json()).toEqual({ code: 403, message: 'The dev mailbox answers only on this machine (loopback).' });
        }
        for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
          expect((await app.inject({ method: 'GET', url, headers: { host } })).statusCode, `${url} ${host}`).toBe(200);
        }
      }
    });

    it('ignores X-Forwarded-For and X-Forwarded-Host, even when proxies are trusted', async () => {
      const trusting = await securityApp(kind, { TRUST_PROXY: 'true' });
      try {
        const spoofed = await trusting.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(spoofed.statusCode).toBe(403);
        const host = await trusting.inject({ method: 'GET', url: '/api/v1/dev/mailbox', headers: { host: 'evil.example', 'x-forwarded-host': 'localhost' } });
        expect(host.statusCode).toBe(403);
      } finally {
        await trusting.close();
      }
    });
  });

  describe('finding 9: Cache-Control: no-store on answers with tokens or personal data', () => {
    it('sign-in, the 2FA set-up secret and every authenticated answer', async () => {
      const { user, token } = await account(app);
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username_or_email: user.email, password: PASSWORD } });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      for (const url of ['/api/v1/dashboard/me', '/api/v1/profile/tfa']) {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const denied = await app.inject({ method: 'GET', url: '/api/v1/dashboard/me' });
      expect(denied.headers['cache-control']).toBe('no-store');
    });
  });

  describe('finding 10: every error answers the envelope with the security headers', () => {
    it('a malformed URL (FST_ERR_BAD_URL)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/tickets/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The request address is malformed.' });
      expectSecurityHeaders(res.headers);
    });

    it('invalid JSON', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username_or_email":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
      expectSecurityHeaders(res.headers);
    });

    it('a JSON body over the limit names the real limit (1 MB)', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/public/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(contact({ message: 'x'.repeat(1024 * 1024) })) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, message: 'The request body is too large (at most 1 MB).' });
      expectSecurityHeaders(res.headers);
    });

    it('an unknown API path and an unknown method', async () => {
      for (const [method, url] of [['GET', '/api/v1/nope'], ['DELETE', '/api/v1/health']] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 404, message: `No such endpoint: ${method} ${url}` });
        expectSecurityHeaders(res.headers);
      }
    });

    it('Permissions-Policy always; HSTS only when PUBLIC_URL is https', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const https = await securityApp(kind, { PUBLIC_URL: 'https://e-laundry.ng' });
      try {
        const secure = await https.inject({ method: 'GET', url: '/api/v1/health' });
        expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const missing = await https.inject({ method: 'GET', url: '/api/v1/nope' });
        expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await https.close();
      }
    });
  });
});
