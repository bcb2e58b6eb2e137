import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.js';
import { loginChallenges, users } from '#server/db/schema.js';
import { fieldError } from '#server/envelope.js';
import { assertUnderFailureLimit, recordFailure } from './failure-limit.js';
import { userSubject } from './one-time-codes.js';
import { revokeUserTokens } from './tokens.js';
import { stepIsFresh, stepOf } from './totp.js';
import { CODE_INVALID } from '#shared/messages.js';

/** Wording shared by the two-factor operations and the second step of sign-in (a wrong code: CODE_INVALID). */
export const REUSED_TOTP = 'This code has already been used. Please wait for the next code from your authenticator app.';

/**
 * The time step of a current authenticator code (±1 step), or a 422 on `code`. Wrong codes count towards the
 * account's hourly limit of authenticator failures (its own counter), which is checked first.
 */
export async function currentStep(db: Db, userId: number, secret: string, code: string, now: Date): Promise<number> {
  await assertUnderFailureLimit(db, userSubject(userId), 'totp', now);
  const step = stepOf(secret, code, now);
  if (step === null) {
    await recordFailure(db, userSubject(userId), 'totp', now, userId);
    throw fieldError('code', CODE_INVALID);
  }
  return step;
}

/** A valid code whose time step was already used (or lost to a concurrent request): counted and refused. */
export async function refuseReusedCode(db: Db, userId: number, now: Date): Promise<never> {
  await recordFailure(db, userSubject(userId), 'totp', now, userId);
  throw fieldError('code', REUSED_TOTP);
}

/**
 * Turns two-factor on (`enable`) or off for the signed-in `user` with a current authenticator code. On: the code's
 * time step is recorded. Off: the secret is forgotten, so the next set-up shows a fresh one. Either way one
 * conditional UPDATE applies the change only if the state is still the expected one and the step was not used yet;
 * otherwise the code counts as reused. Like a password change, a switch ends every other session of the account
 * (`keepTokenId`, the session making the request, stays) and every sign-in still waiting for its second step, in the
 * same transaction: a session opened under the old factors does not outlive them (issue 23).
 */
export async function switchTwoFactor(
  request: FastifyRequest,
  user: Pick<typeof users.$inferSelect, 'id' | 'tfaEnabled' | 'tfaSecret'>,
  code: string,
  enable: boolean,
  keepTokenId: number,
): Promise<void> {
  const { database, now: clock } = request.server.ctx;
  const db = database.db;
  const now = clock();
  if (enable && user.tfaEnabled) throw fieldError('code', 'Two-factor authentication is already enabled.');
  if (!enable && !user.tfaEnabled) throw fieldError('code', 'Two-factor authentication is not enabled.');
  if (!user.tfaSecret) {
    throw fieldError('code', enable ? 'Open the two-factor page first to get your secret key, then enter a code.' : 'Two-factor authentication is not enabled.');
  }
  const step = await currentStep(db, user.id, user.tfaSecret, code, now);
  const secret = user.tfaSecret;
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(enable ? { tfaEnabled: true, tfaLastStep: step, updatedAt: now } : { tfaEnabled: false, tfaSecret: null, tfaLastStep: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, !enable), eq(users.tfaSecret, secret), stepIsFresh(step)))
      .returning({ id: users.id });
    if (!rows.length) return false;
    await revokeUserTokens(tx, user.id, now, keepTokenId);
    await tx.update(loginChallenges).set({ usedAt: now }).where(and(eq(loginChallenges.userId, user.id), isNull(loginChallenges.usedAt)));
    return true;
  });
  if (!changed) await refuseReusedCode(db, user.id, now);
  const event = enable ? 'two_factor_enabled' : 'two_factor_disabled';
  request.log.info({ event, user_id: user.id }, `two-factor authentication ${enable ? 'enabled' : 'disabled'}; other sessions revoked`);
}
