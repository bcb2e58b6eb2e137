import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { authTokens } from '#server/db/schema.js';
import { injectOp, lastCodeFor, mailsTo, signedIn } from '#server/testing/test-support.js';
import { accountsApp, kinds, PASSWORD } from './auth-test-support.js';

/**
 * Signing in through app.inject(): the same answer for an unknown account and a wrong password, sessions (remember me,
 * tokens stored hashed, logout), a password change, and the log of every attempt.
 */
describe.each(kinds)('accounts on %s', (kind) => {
  const accounts = accountsApp(kind);
  const { clock, logs, login, me } = accounts;
  let app: FastifyInstance;
  let seq: number;
  beforeEach(() => {
    ({ app, seq } = accounts.state);
  });

  describe('sign-in and sessions', () => {
    it('an unknown account and a wrong password get the same answer after similar work', async () => {
      const { body } = await signedIn(app);
      const unknown = await login(`ghost.${seq}@example.com`);
      const wrong = await login(body.email, 'Wrong#Password1');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ code: 401, message: 'These credentials do not match our records.' });
      expect(wrong.json()).toEqual(unknown.json());

      // Loose timing check: both paths verify an argon2 hash, so neither is several times faster.
      const times: Record<'unknown' | 'wrong', number[]> = { unknown: [], wrong: [] };
      for (let i = 0; i < 5; i++) {
        for (const which of ['unknown', 'wrong'] as const) {
          const t0 = performance.now();
          await login(which === 'unknown' ? `ghost${i}.${seq}@example.com` : body.email, 'Wrong#Password1');
          times[which].push(performance.now() - t0);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const ratio = median(times.unknown)! / median(times.wrong)!;
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
    });

    it('"remember me" gives a 30-day session, otherwise 1 day', async () => {
      const { body } = await signedIn(app);
      const t = clock.now().getTime();
      const short = (await login(body.username)).json().data;
      const long = (await login(body.username, PASSWORD, true)).json().data;
      expect(Math.abs(new Date(short.expires_at).getTime() - (t + 86_400_000))).toBeLessThan(60_000);
      expect(Math.abs(new Date(long.expires_at).getTime() - (t + 30 * 86_400_000))).toBeLessThan(60_000);

      clock.advance(86_400_000 + 60_000);
      expect((await me(short.token)).statusCode).toBe(401);
      expect((await me(long.token)).statusCode).toBe(200);
      clock.advance(29 * 86_400_000);
      expect((await me(long.token)).statusCode).toBe(401);
    });

    it('tokens are random, stored hashed, and logout revokes only the presented one', async () => {
      const { body, user } = await signedIn(app);
      const a = (await login(body.email)).json().data.token as string;
      const b = (await login(body.email)).json().data.token as string;
      expect(a).not.toBe(b);
      expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
      const rows = await app.ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(rows.every((r) => r.tokenHash !== a && r.tokenHash !== b)).toBe(true);

      const out = await injectOp(app, 'logout', { token: a });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ code: 200, message: 'You have been logged out successfully.', data: null });
      const after = await me(a);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe(401);
      expect((await injectOp(app, 'logout', { token: a })).statusCode).toBe(401);
      expect((await me(b)).statusCode).toBe(200);
    });

    it('changing the password needs the current one and ends the other sessions only', async () => {
      const { body, token: other } = await signedIn(app);
      const current = (await login(body.email)).json().data.token as string;
      const wrong = await injectOp(app, 'changePassword', { body: { old_password: 'Not#MyPassword', password: 'Wash&Dry2027', password_confirmation: 'Wash&Dry2027' }, token: current });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: 422, message: 'The current password is incorrect.', error: { old_password: ['The current password is incorrect.'] } });
      expect((await me(other)).statusCode).toBe(200);

      const res = await injectOp(app, 'changePassword', { body: { old_password: PASSWORD, password: 'Wash&Dry2027', password_confirmation: 'Wash&Dry2027' }, token: current });
      expect(res.statusCode).toBe(200);
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(body.email)).statusCode).toBe(401);
      expect((await login(body.email, 'Wash&Dry2027')).statusCode).toBe(200);
      const [notice] = await mailsTo(app, body.email);
      expect(notice!.subject).toMatch(/password was changed/);
    });

    it('logs every sign-in attempt with identifier, outcome and reason, never secrets', async () => {
      const { body } = await signedIn(app);
      await login(body.username, 'Wrong#Password1');
      await login(`ghost.${seq}@example.com`, 'Wrong#Password1');
      const ok = await login(body.username);
      const signIns = logs.lines.filter((l) => l.event === 'sign_in');
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.username, outcome: 'failure', reason: 'wrong_password', level: 40 }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: `ghost.${seq}@example.com`, outcome: 'failure', reason: 'unknown_account' }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.username, outcome: 'success', level: 30 }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.email, method: 'email_code', outcome: 'success' }));
      await app.inject({ method: 'GET', url: '/reset-password/b6f1c8e2a9d4473f8e0c5a7b2d9e4f13', headers: { accept: 'text/html' } });
      expect(logs.lines).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ url: '/reset-password/[redacted]' }) }));
      const all = JSON.stringify(logs.lines);
      expect(all).not.toContain('b6f1c8e2a9d4473f8e0c5a7b2d9e4f13');
      expect(all).not.toContain(PASSWORD);
      expect(all).not.toContain('Wrong#Password1');
      expect(all).not.toContain(ok.json().data.token);
      expect(all).not.toContain(await lastCodeFor(app, body.email));
    });
  });

});
