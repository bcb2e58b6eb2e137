import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { authFailures } from '#server/db/schema.js';
import { injectOp, lastCodeFor, signedIn } from '#server/testing/test-support.js';
import { accountsApp, kinds, PASSWORD } from './auth-test-support.js';

/**
 * Two-factor authentication (TOTP) through app.inject(): set-up, enabling, the challenge at sign-in, expiry, a reset
 * that does not bypass it, disabling, and wrong codes counted towards the hourly limit.
 */
describe.each(kinds)('accounts on %s', (kind) => {
  const accounts = accountsApp(kind);
  const { clock, login, me } = accounts;
  let app: FastifyInstance;
  beforeEach(() => {
    ({ app } = accounts.state);
  });

  describe('two-factor authentication (TOTP)', () => {
    const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const codeAt = (secret: string, offsetMs = 0) => totp(secret).generate({ timestamp: clock.now().getTime() + offsetMs });

    async function withTwoFactor() {
      const account = await signedIn(app);
      const setup = (await injectOp(app, 'getTwoFactorSetup', { token: account.token })).json().data;
      const enabled = await injectOp(app, 'enableTwoFactor', { body: { code: codeAt(setup.secret) }, token: account.token });
      expect(enabled.statusCode, enabled.body).toBe(200);
      return { ...account, secret: setup.secret as string };
    }

    it('set-up gives an otpauth URI and keeps the same pending secret until enabled', async () => {
      const { body, token } = await signedIn(app);
      const first = await injectOp(app, 'getTwoFactorSetup', { token });
      expect(first.statusCode).toBe(200);
      const data = first.json().data;
      expect(data.tfa_enabled).toBe(false);
      expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(data.qrcode);
      expect(uri.protocol).toBe('otpauth:');
      expect(decodeURIComponent(uri.pathname)).toBe(`/e-laundry:${body.email}`);
      expect(uri.searchParams.get('issuer')).toBe('e-laundry');
      expect(uri.searchParams.get('secret')).toBe(data.secret);
      expect((await injectOp(app, 'getTwoFactorSetup', { token })).json().data.secret).toBe(data.secret);
    });

    it('enabling needs a current code; a used time step is never accepted twice', async () => {
      const { token } = await signedIn(app);
      const { secret } = (await injectOp(app, 'getTwoFactorSetup', { token })).json().data;
      const wrong = await injectOp(app, 'enableTwoFactor', { body: { code: codeAt(secret, -5 * 60_000) }, token });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: 422, message: 'The code is invalid or has expired.', error: { code: ['The code is invalid or has expired.'] } });

      const code = codeAt(secret);
      expect((await injectOp(app, 'enableTwoFactor', { body: { code }, token })).statusCode).toBe(200);
      expect((await me(token)).json().data.tfa_enabled).toBe(true);
      // Once enabled the key is never shown again: a stolen session cannot copy it.
      const shown = (await injectOp(app, 'getTwoFactorSetup', { token })).json();
      expect(shown.data).toEqual({ qrcode: null, secret: null, tfa_enabled: true });
      const replay = await injectOp(app, 'disableTwoFactor', { body: { code }, token });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().message).toMatch(/already been used/);
      // An earlier step inside the window is refused too: steps only move forward.
      expect((await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret, -30_000) }, token })).statusCode).toBe(422);
      expect((await me(token)).json().data.tfa_enabled).toBe(true);
    });

    it('sign-in asks for the second factor: challenge, then code → session; challenges are single use', async () => {
      const { body, secret } = await withTwoFactor();
      const first = await login(body.email, PASSWORD, true);
      expect(first.statusCode).toBe(200);
      const { data } = first.json();
      expect(data).toEqual({ tfa_required: true, challenge: expect.stringMatching(/^tfa_[0-9a-f]{64}$/) });
      expect(data.token).toBeUndefined();

      // The code used to enable is spent.
      const reused = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(reused.statusCode).toBe(422);
      clock.advance(30_000);
      const ok = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ token_type: 'Bearer', user: { tfa_enabled: true } });
      expect(new Date(ok.json().data.expires_at).getTime() - clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
      expect((await me(ok.json().data.token)).statusCode).toBe(200);

      clock.advance(30_000);
      const again = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ code: 401, message: 'Your sign-in attempt has expired. Please log in again.' });
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge: 'tfa_nonsense', code: '123456' } })).json().code).toBe(401);
    });

    it('a challenge expires after 5 minutes and dies after 5 wrong codes', async () => {
      const { body, secret } = await withTwoFactor();
      const expiring = (await login(body.email)).json().data.challenge;
      clock.advance(5 * 60_000 + 1000);
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge: expiring, code: codeAt(secret) } })).statusCode).toBe(401);

      const challenge = (await login(body.email)).json().data.challenge;
      for (let i = 0; i < 5; i++) {
        expect((await injectOp(app, 'loginTwoFactor', { body: { challenge, code: codeAt(secret, -10 * 60_000 - i * 30_000) } })).statusCode).toBe(422);
      }
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge, code: codeAt(secret, 30_000) } })).statusCode).toBe(401);
    });

    it('a password reset does not bypass two-factor authentication', async () => {
      clock.advance(61_000);
      const { body } = await withTwoFactor();
      await injectOp(app, 'forgotPassword', { body: { type: 'email', value: body.email } });
      const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
      expect((await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: token } })).statusCode).toBe(200);
      const res = await login(body.email, 'Fresh#Start9');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tfa_required).toBe(true);
      expect(res.json().data.token).toBeUndefined();
    });

    it('disabling needs a current code and forgets the secret; sign-in is then one step', async () => {
      const { body, token, secret } = await withTwoFactor();
      clock.advance(30_000);
      const off = await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret) }, token });
      expect(off.statusCode).toBe(200);
      expect(off.json().message).toBe('Two-factor authentication has been disabled.');
      const setup = (await injectOp(app, 'getTwoFactorSetup', { token })).json().data;
      expect(setup.tfa_enabled).toBe(false);
      expect(setup.secret).not.toBe(secret);
      expect((await login(body.email)).json().data.token).toEqual(expect.any(String));
      expect((await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(setup.secret) }, token })).statusCode).toBe(422);
    });

    it('wrong authenticator codes count towards the 100 failures an hour', async () => {
      const { user, token, secret } = await withTwoFactor();
      const now = clock.now();
      await app.ctx.database.db
        .insert(authFailures)
        .values(Array.from({ length: 100 }, () => ({ userId: user.id, subject: `u:${user.id}`, kind: 'totp', createdAt: now })));
      clock.advance(30_000);
      const res = await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret) }, token });
      expect(res.statusCode).toBe(429);
      // The 100 failures were recorded 30 s ago: the limit lifts when they age out, 3570 s from now.
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3560);
      expect(retryAfter).toBeLessThanOrEqual(3570);
      expect(res.json()).toEqual({ code: 429, message: 'Too many failed attempts on this account. Please try again in 60 minutes.' });
    });
  });
});
