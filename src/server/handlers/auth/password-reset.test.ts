import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema.js';
import { injectOp, lastCodeFor, mailsTo, signedIn } from '#server/testing/test-support.js';
import { accountsApp, kinds } from './auth-test-support.js';

/**
 * Resetting a password through app.inject(): the same answer whether or not the account exists; code → reset token →
 * new password, each once, within their minutes; every session ends.
 */
describe.each(kinds)('accounts on %s', (kind) => {
  const accounts = accountsApp(kind);
  const { clock, login, me } = accounts;
  let app: FastifyInstance;
  let seq: number;
  beforeEach(() => {
    ({ app, seq } = accounts.state);
  });

  describe('password reset', () => {
    const forgot = (type: 'email' | 'username', value: string) => injectOp(app, 'forgotPassword', { body: { type, value } });

    it('answers the same whether or not the account exists, and only e-mails real accounts', async () => {
      clock.advance(61_000);
      const { body } = await signedIn(app);
      const answers = [
        await forgot('email', body.email),
        await forgot('email', `nobody.${seq}@example.com`),
        await forgot('username', `nobody_${seq}`),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      expect(answers[2]!.json()).toEqual(answers[0]!.json());
      expect(answers[0]!.json().message).toBe('If an account matches the details you entered, we have sent a password reset code to its email address.');
      expect((await mailsTo(app, `nobody.${seq}@example.com`)).length).toBe(0);
      expect((await mailsTo(app, body.email))[0]!.subject).toMatch(/password reset code/);

      // Same lock for both within 60 s.
      const again = [await forgot('email', body.email), await forgot('email', `nobody.${seq}@example.com`)];
      expect(again.map((a) => a.statusCode)).toEqual([429, 429]);
      expect(again[1]!.json()).toEqual(again[0]!.json());

      // Loose timing: both do one lookup and one write; the e-mail goes out after the answer.
      clock.advance(61_000);
      const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      for (let i = 0; i < 5; i++) {
        for (const which of ['known', 'unknown'] as const) {
          const t0 = performance.now();
          await forgot('email', which === 'known' ? body.email : `nobody${i}.${seq}@example.com`);
          times[which].push(performance.now() - t0);
          clock.advance(61_000);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      expect(Math.abs(median(times.known)! - median(times.unknown)!)).toBeLessThan(Math.max(50, 2 * median(times.unknown)!));
    });

    it('code → reset token → new password; every session ends; code and token work once', async () => {
      clock.advance(61_000);
      const { body, user, token: before } = await signedIn(app);
      expect((await forgot('username', body.username.toUpperCase())).statusCode).toBe(200);
      const code = await lastCodeFor(app, body.email);

      const wrong = await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: code === '000000' ? '111111' : '000000' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toEqual({ code: ['The code is invalid or has expired.'] });
      const ok = await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } });
      expect(ok.statusCode).toBe(200);
      const resetToken = ok.json().data.code as string;
      expect(resetToken.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(resetToken, 'hex').length).toBeGreaterThanOrEqual(16);
      const [stored] = await app.ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(stored!.tokenHash).not.toBe(resetToken);
      expect((await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } })).statusCode).toBe(422);

      const mismatch = await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start8', code: resetToken } });
      expect(mismatch.json().error).toEqual({ password_confirmation: ['Your passwords do not match.'] });
      const reset = await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: resetToken } });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe('Your password has been reset. Please log in with your new password.');
      expect((await me(before)).statusCode).toBe(401);
      expect((await login(body.email)).statusCode).toBe(401);
      expect((await login(body.email, 'Fresh#Start9')).statusCode).toBe(200);

      const replay = await injectOp(app, 'resetPassword', { body: { password: 'Other#Pass10', password_confirmation: 'Other#Pass10', code: resetToken } });
      expect(replay.statusCode).toBe(422);
      expect(replay.json()).toEqual({
        code: 422,
        message: 'This password reset link is invalid or has expired.',
        error: { code: ['This password reset link is invalid or has expired.'] },
      });
    });

    it('the reset code expires after 10 minutes and the reset token after 15', async () => {
      clock.advance(61_000);
      const { body } = await signedIn(app);
      await forgot('email', body.email);
      const code = await lastCodeFor(app, body.email);
      clock.advance(10 * 60_000 + 1000);
      expect((await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } })).statusCode).toBe(422);

      await forgot('email', body.email);
      const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
      clock.advance(15 * 60_000 + 1000);
      expect((await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: token } })).statusCode).toBe(422);
    });
  });

  if (kind === 'postgresql') {
    describe('races (PostgreSQL: real concurrency)', () => {
      it('a reset token used twice at once resets once', async () => {
        clock.advance(61_000);
        const { body, user } = await signedIn(app);
        await injectOp(app, 'forgotPassword', { body: { type: 'email', value: body.email } });
        const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
        const results = await Promise.all(
          ['First#Pass1', 'Second#Pass2'].map((p) => injectOp(app, 'resetPassword', { body: { password: p, password_confirmation: p, code: token } })),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
        const used = await app.ctx.database.db
          .select()
          .from(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, user.id)));
        expect(used.every((t) => t.usedAt !== null)).toBe(true);
      });
    });
  }
});
