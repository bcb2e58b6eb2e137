import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { databaseKinds, lastCodeFor, mailsTo } from '#server/testing/test-support.js';
import { account, PASSWORD, securityApp } from '#server/testing/security.js';

/**
 * Issue 8, findings 3–5: attempt limits per account (in the database, whatever the client address), separate
 * counters per factor, and answers that do not tell existing accounts from unknown ones.
 */
const kinds = await databaseKinds();

/** A clock that moves only when told (answers that name seconds left are then comparable between two runs). */
function frozenClock() {
  let t = Date.now();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

describe('finding 3: forwarded addresses are trusted only from configured proxies', () => {
  it('TRUST_PROXY defaults to trusting nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
  });
});

describe.each(kinds)('attempt limits and enumeration on %s', (kind) => {
  let app: FastifyInstance;
  const clock = frozenClock();
  beforeAll(async () => {
    app = await securityApp(kind, { AUTH_RATE_LIMIT: '100000' }, {}, { now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
  });
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress, headers });
  const login = (id: string, password: string, remoteAddress?: string) => post('/auth/login', { username_or_email: id, password }, remoteAddress);

  describe('finding 3: password guessing per account', () => {
    it('a private peer cannot pick its client address with X-Forwarded-For (per-IP limit holds)', async () => {
      const limited = await securityApp(kind, { AUTH_RATE_LIMIT: '2' });
      try {
        const codes = [];
        for (let i = 0; i < 3; i++) {
          const res = await limited.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` }, payload: { username_or_email: 'nobody@example.com', password: 'Wrong#Pass1' } });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([401, 401, 429]);
      } finally {
        await limited.close();
      }
    });

    it('at most 100 failed sign-ins per account and hour from any number of addresses; the owner is told once', async () => {
      clock.advance(2 * 3600_000);
      const { user } = await account(app);
      const answers = [];
      for (let i = 0; i < 110; i++) answers.push(await login(i % 2 ? user.email : user.username, 'Wrong#Pass1', `198.51.100.${i + 1}`));
      expect(answers.slice(0, 100).map((a) => a.statusCode)).toEqual(Array(100).fill(401));
      expect(answers.slice(100).map((a) => a.statusCode)).toEqual(Array(10).fill(429));
      const blocked = answers[100]!.json();
      expect(blocked).toEqual({ code: 429, message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/) });
      expect(Number(answers[100]!.headers['retry-after'])).toBeGreaterThan(3000);
      // even the right password waits
      expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
      const warnings = (await mailsTo(app, user.email)).filter((m) => /sign-in attempts/.test(m.subject));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.text).toContain('100');

      clock.advance(3600_000 + 1000);
      expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('unknown identifiers are counted the same way, with the same answer', async () => {
      clock.advance(2 * 3600_000);
      const ghost = `ghost.${kind}@example.com`;
      const answers = [];
      for (let i = 0; i < 101; i++) answers.push(await login(ghost, 'Wrong#Pass1', `203.0.113.${(i % 250) + 1}`));
      expect(answers.slice(0, 100).every((a) => a.statusCode === 401)).toBe(true);
      expect(answers[100]!.statusCode).toBe(429);
      expect(answers[100]!.json().message).toMatch(/^Too many failed sign-in attempts\./);
    });
  });

  describe('finding 4: e-mail code guessing never locks out password or authenticator sign-in', () => {
    it('105 wrong reset codes from a stranger: the owner still signs in with password + authenticator', async () => {
      clock.advance(2 * 3600_000);
      const secret = new Secret({ size: 20 }).base32;
      const { user } = await account(app, { tfaEnabled: true, tfaSecret: secret });
      expect((await post('/auth/forgot', { type: 'email', value: user.email })).statusCode).toBe(200);
      const real = await lastCodeFor(app, user.email);
      const wrong = real === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 105; i++) answers.push(await post('/auth/verify', { email: user.email, code: wrong }, `192.0.2.${(i % 250) + 1}`));
      expect(answers.every((a) => a.statusCode === 422)).toBe(true);

      const first = await login(user.email, PASSWORD);
      expect(first.statusCode).toBe(200);
      const challenge = first.json().data.challenge as string;
      const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });
      const second = await post('/auth/login/2fa', { challenge, code });
      expect(second.statusCode, second.body).toBe(200);
    });

    it('tries against a dead code change nothing: a fresh code still works after 100 tries on a dead one', async () => {
      clock.advance(2 * 3600_000);
      const { user } = await account(app);
      await post('/auth/forgot', { type: 'email', value: user.email });
      const real = await lastCodeFor(app, user.email);
      const wrong = real === '000000' ? '111111' : '000000';
      for (let i = 0; i < 100; i++) await post('/auth/verify', { email: user.email, code: wrong });
      clock.advance(61_000);
      await post('/auth/forgot', { type: 'email', value: user.email });
      const fresh = await post('/auth/verify', { email: user.email, code: await lastCodeFor(app, user.email) });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    it('wrong authenticator codes have their own counter: they do not block e-mail codes', async () => {
      clock.advance(2 * 3600_000);
      const { user, token } = await account(app, { emailVerifiedAt: null });
      const tfa = await app.inject({ method: 'GET', url: '/api/v1/profile/tfa', headers: { authorization: `Bearer ${token}` } });
      expect(tfa.statusCode).toBe(200);
      for (let i = 0; i < 100; i++) {
        await app.inject({ method: 'PATCH', url: '/api/v1/profile/tfa/enable', headers: { authorization: `Bearer ${token}` }, payload: { code: String(100000 + i) } });
      }
      const blocked = await app.inject({ method: 'PATCH', url: '/api/v1/profile/tfa/enable', headers: { authorization: `Bearer ${token}` }, payload: { code: '123456' } });
      expect(blocked.statusCode).toBe(429);
      expect((await post('/auth/send-otp', { email: user.email })).statusCode).toBe(200);
      const verified = await post('/auth/verify-otp', { email: user.email, otp: await lastCodeFor(app, user.email) });
      expect(verified.statusCode, verified.body).toBe(200);
    });
  });

  describe('finding 5: the same status and message for existing and unknown accounts', () => {
    /** Runs the same request sequence for an existing and an unknown identifier; answers must be identical. */
    async function sameAnswers(steps: (id: string, round: number) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }[]>, existing: string, unknown: string) {
      const a = await steps(existing, 0);
      const b = await steps(unknown, 0);
      expect(b.map((r) => [r.statusCode, r.body, r.headers['retry-after']])).toEqual(a.map((r) => [r.statusCode, r.body, r.headers['retry-after']]));
      return a;
    }

    it('password reset code check (verify): wrong codes, dead codes and the hourly limit look the same', async () => {
      clock.advance(2 * 3600_000);
      const { user } = await account(app);
      const ghost = `ghost.verify.${kind}@example.com`;
      const answers = await sameAnswers(
        async (email) => {
          const out = [];
          for (let round = 0; round < 21; round++) {
            out.push(await post('/auth/forgot', { type: 'email', value: email }));
            for (let i = 0; i < 6; i++) out.push(await post('/auth/verify', { email, code: '000000' === (await codeOr(email)) ? '111111' : '000000' }));
            clock.advance(61_000);
          }
          return out;
        },
        user.email,
        ghost,
      );
      const messages = new Set(answers.map((a) => JSON.parse(a.body).message as string));
      expect(messages).toContain('This code was entered wrongly too many times. Please request a new code.');
      expect([...messages].some((m) => /^Too many failed attempts/.test(m))).toBe(true);
    });

    it('e-mail verification (verify-otp) and resend (send-otp) look the same', async () => {
      clock.advance(2 * 3600_000);
      const { user } = await account(app, { emailVerifiedAt: null });
      const ghost = `ghost.otp.${kind}@example.com`;
      await sameAnswers(
        async (email) => {
          const out = [await post('/auth/send-otp', { email }), await post('/auth/send-otp', { email })];
          for (let i = 0; i < 6; i++) out.push(await post('/auth/verify-otp', { email, otp: '000000' === (await codeOr(email)) ? '111111' : '000000' }));
          clock.advance(61_000);
          return out;
        },
        user.email,
        ghost,
      );
    });

    it('sign-in with a wrong password looks the same', async () => {
      clock.advance(2 * 3600_000);
      const { user } = await account(app);
      await sameAnswers(async (id) => [await login(id, 'Wrong#Pass1'), await login(id, 'Wrong#Pass2')], user.email, `ghost.login.${kind}@example.com`);
    });

    async function codeOr(email: string) {
      try {
        return await lastCodeFor(app, email);
      } catch {
        return '';
      }
    }
  });
});
