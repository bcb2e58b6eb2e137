import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { loginChallenges, passwordResetTokens, users } from '#server/db/schema.js';
import { fieldError, ok } from '#server/envelope.js';
import { enqueueMail } from '#server/lib/outbox.js';
import { sha256 } from '#server/lib/tokens.js';
import { hashPassword } from '#server/lib/passwords.js';
import { revokeUserTokens } from '#server/lib/tokens.js';
import { passwordChangedMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/**
 * Sets the new password, ends every session of the account and spends the reset token, in one transaction.
 * Two-factor authentication stays as it was: the next sign-in still asks for the authenticator code.
 */
export const resetPassword = defineHandler(
  'resetPassword',
  async (request) => {
    const { password, code } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    const live = and(eq(passwordResetTokens.tokenHash, sha256(code)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

    const [pending] = await db.select().from(passwordResetTokens).where(live).limit(1);
    if (!pending) throw fieldError('code', RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password);

    const done = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, pending.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (!claimed.length) return false;
      await tx
        .update(users)
        // The reset code reached the mailbox: that proves the address, as a verification code would.
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(eq(users.id, pending.userId));
      await revokeUserTokens(tx, pending.userId, now);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, pending.userId), isNull(passwordResetTokens.usedAt)));
      await tx
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.userId, pending.userId), isNull(loginChallenges.usedAt)));
      const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, pending.userId));
      if (user) {
        await enqueueMail(tx, { to: user.email, ...passwordChangedMail({ publicUrl: config.publicUrl, firstname: user.firstname, how: 'reset' }) }, { key: `password-reset:${pending.id}` });
      }
      return true;
    });
    if (!done) throw fieldError('code', RESET_LINK_INVALID);

    request.log.info({ event: 'password_reset', user_id: pending.userId }, 'password reset; every session revoked');
    request.server.mail.wake();
    return ok('Your password has been reset. Please log in with your new password.', null);
  },
  { rateLimit: 'auth' },
);
