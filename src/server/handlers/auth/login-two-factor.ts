import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { loginChallenges, users } from '#server/db/schema.js';
import { ApiError, fieldError, ok } from '#server/envelope.js';
import { findUserById, logSignIn, startSession } from '#server/lib/accounts.js';
import { sha256 } from '#server/lib/tokens.js';
import { assertUnderFailureLimit, recordFailure } from '#server/lib/failure-limit.js';
import { userSubject } from '#server/lib/one-time-codes.js';
import { stepIsFresh, stepOf } from '#server/lib/totp.js';
import { defineHandler } from '#server/handlers/define.js';
import { REUSED_TOTP } from '#server/lib/authenticator-code.js';
import { CODE_INVALID } from '#shared/messages.js';

export const CHALLENGE_EXPIRED = 'Your sign-in attempt has expired. Please log in again.';
export const MAX_CHALLENGE_TRIES = 5;

export const loginTwoFactor = defineHandler(
  'loginTwoFactor',
  async (request) => {
    const { challenge, code } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    const challengeHash = sha256(challenge);
    const live = and(eq(loginChallenges.challengeHash, challengeHash), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now));

    const [pending] = await db.select().from(loginChallenges).where(live).limit(1);
    const user = pending ? await findUserById(db, pending.userId) : null;
    if (!pending || !user || !user.tfaEnabled || !user.tfaSecret) {
      logSignIn(request, { method: 'second_factor', identifier: user?.username ?? '(unknown challenge)', outcome: 'failure', reason: 'challenge_expired', userId: user?.id });
      throw new ApiError(401, CHALLENGE_EXPIRED);
    }
    await assertUnderFailureLimit(db, userSubject(user.id), 'totp', now);
    const secret = user.tfaSecret;

    const outcome = await db.transaction(async (tx) => {
      // One try per request, taken atomically: a challenge allows 5 codes at most, then it is dead.
      const [taken] = await tx
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(and(live, lt(loginChallenges.attempts, MAX_CHALLENGE_TRIES)))
        .returning();
      if (!taken) return { kind: 'expired' as const };
      const step = stepOf(secret, code, now);
      if (step === null) {
        await recordFailure(tx, userSubject(user.id), 'totp', now, user.id);
        return { kind: 'wrong' as const };
      }
      const [fresh] = await tx
        .update(users)
        .set({ tfaLastStep: step })
        .where(and(eq(users.id, user.id), eq(users.tfaEnabled, true), stepIsFresh(step)))
        .returning();
      if (!fresh) {
        await recordFailure(tx, userSubject(user.id), 'totp', now, user.id);
        return { kind: 'reused' as const };
      }
      const claimed = await tx
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.id, taken.id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      if (!claimed.length) return { kind: 'expired' as const };
      return { kind: 'ok' as const, session: await startSession(tx, fresh, { remember: taken.remember, now, publicUrl: config.publicUrl }) };
    });

    switch (outcome.kind) {
      case 'ok':
        logSignIn(request, { method: 'second_factor', identifier: user.username, outcome: 'success', reason: 'authenticator_code', userId: user.id });
        return ok(`Login successful. Welcome back, ${user.firstname}!`, outcome.session);
      case 'expired':
        logSignIn(request, { method: 'second_factor', identifier: user.username, outcome: 'failure', reason: 'challenge_exhausted', userId: user.id });
        throw new ApiError(401, CHALLENGE_EXPIRED);
      case 'reused':
        logSignIn(request, { method: 'second_factor', identifier: user.username, outcome: 'failure', reason: 'code_reused', userId: user.id });
        throw fieldError('code', REUSED_TOTP);
      case 'wrong':
        logSignIn(request, { method: 'second_factor', identifier: user.username, outcome: 'failure', reason: 'wrong_code', userId: user.id });
        throw fieldError('code', CODE_INVALID);
    }
  },
  { rateLimit: 'auth' },
);
