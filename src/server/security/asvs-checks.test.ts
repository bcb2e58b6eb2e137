import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.js';
import { injectOp, lastCodeFor, newPerson, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * ASVS 5.0.0 requirements that docs/security.md listed as met but no test asserted: no default accounts (6.3.2), no
 * CORS (3.4.2), the charset of answers (4.1.1), TRACE (13.4.4), repeated query parameters (15.3.7), prototype-poisoning JSON (1.5.2, 15.3.6), and passwords taken
 * exactly as typed, of any composition and up to 128 characters (6.2.5, 6.2.8, 6.2.9). PGlite only: each is a rule
 * of the request pipeline or of sign-up, not of the database.
 */
describe('ASVS checks without a test elsewhere (docs/security.md)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('a freshly migrated database has no account at all (6.3.2)', async () => {
    const [row] = await app.ctx.database.db.select({ n: count() }).from(users);
    expect(row!.n).toBe(0);
  });

  it('no CORS: another origin gets no Access-Control-Allow-Origin, and a preflight is not answered (3.4.2)', async () => {
    const origin = 'https://evil.example';
    const simple = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin } });
    expect(simple.statusCode).toBe(200);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.statusCode).toBe(404);
    for (const res of [simple, preflight]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('envelopes, successes and errors alike, say charset=utf-8 (4.1.1)', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  it('TRACE is not answered: the 404 envelope, nothing echoed (13.4.4)', async () => {
    const res = await app.inject({ method: 'TRACE', url: '/api/v1/health', headers: { 'x-echo-me': 'secret' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'No such endpoint: TRACE /api/v1/health' });
    expect(res.body).not.toContain('secret');
  });

  it('a query parameter sent twice fails its schema instead of picking one (15.3.7)', async () => {
    const { token } = await signedIn(app);
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/transactions?page=2', headers })).statusCode).toBe(200);
    const twice = await app.inject({ method: 'GET', url: '/api/v1/transactions?page=1&page=2', headers });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 422, error: { page: ['Page must be a number'] } });
  });

  it('JSON with __proto__ or constructor.prototype keys is refused before validation (1.5.2, 15.3.6)', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"username_or_email":"a","password":"secret1"}', '{"constructor":{"prototype":{"admin":true}},"username_or_email":"a","password":"secret1"}']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a password of 128 characters of any composition works exactly as typed: not trimmed, not case-folded (6.2.5, 6.2.8, 6.2.9)', async () => {
    const password = ` ${'ab ÷ 12 '.repeat(15)}Zz9 é  `.slice(0, 128);
    expect(password).toHaveLength(128);
    const person = newPerson({ password, password_confirmation: password });
    expect((await injectOp(app, 'registerUser', { body: person })).statusCode).toBe(201);
    const otp = await lastCodeFor(app, person.email);
    expect((await injectOp(app, 'verifyOtp', { body: { email: person.email, otp } })).statusCode).toBe(200);

    const login = (pw: string) => injectOp(app, 'login', { body: { username_or_email: person.username, password: pw } });
    expect((await login(password)).statusCode).toBe(200);
    for (const altered of [password.trim(), password.toUpperCase(), password.slice(0, 72)]) {
      expect((await login(altered)).statusCode, JSON.stringify(altered)).toBe(401);
    }
    // Digits only: no composition rule refuses it.
    const digits = newPerson({ password: '12345678', password_confirmation: '12345678' });
    expect((await injectOp(app, 'registerUser', { body: digits })).statusCode).toBe(201);
  });
});
