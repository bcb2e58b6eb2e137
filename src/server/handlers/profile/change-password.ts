import { and, eq, isNull } from 'drizzle-orm';
import { loginChallenges, passwordResetTokens, users } from '#server/db/schema.js';
import { fieldError, ok } from '#server/envelope.js';
import { hashPassword, verifyPassword } from '#server/lib/identity/passwords.js';
import { revokeUserTokens } from '#server/lib/identity/tokens.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { passwordChangedMail } from '#server/mail/templates.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Checks the current password, sets the new one and ends every other session (this one stays signed in). */
export const changePassword = defineHandler(
  'changePassword',
  async (request) => {
    const { old_password, password } = request.body;
    const { user, tokenId } = customerOf(request);
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    if (!(await verifyPassword(user.passwordHash, old_password))) {
      request.log.warn({ event: 'password_change_rejected', user_id: user.id, reason: 'wrong_current_password' }, 'password change rejected');
      throw fieldError('old_password', 'The current password is incorrect.');
    }
    const passwordHash = await hashPassword(password);
    const now = clock();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await revokeUserTokens(tx, user.id, now, tokenId);
      await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.update(loginChallenges).set({ usedAt: now }).where(and(eq(loginChallenges.userId, user.id), isNull(loginChallenges.usedAt)));
      await enqueueMail(
        tx,
        { to: user.email, ...passwordChangedMail({ publicUrl: config.publicUrl, firstname: user.firstname, how: 'changed' }) },
        { key: `password-changed:${user.id}:${now.getTime()}` },
      );
    });
    request.log.info({ event: 'password_changed', user_id: user.id }, 'password changed; other sessions revoked');
    request.server.mail.wake();
    return ok('Your password has been changed successfully.', null);
  },
  { rateLimit: 'auth' },
);
