import { loginChallenges } from '#server/db/schema.js';
import { ApiError, ok } from '#server/envelope.js';
import { findUserByLogin, logSignIn, startSession } from '#server/lib/accounts.js';
import { newSecretToken, sha256 } from '#server/lib/tokens.js';
import { verifyPassword } from '#server/lib/passwords.js';
import { assertUnderFailureLimit, MAX_FAILURES_PER_HOUR, recordFailure } from '#server/lib/failure-limit.js';
import { decoySubject, userSubject } from '#server/lib/one-time-codes.js';
import { signInLimitMail } from '#server/mail/templates.js';
import { enqueueMail } from '#server/lib/outbox.js';
import { defineHandler } from '#server/handlers/define.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const NOT_VERIFIED = 'Your account is not verified. Please verify your email address.';
export const CHALLENGE_MS = 5 * 60_000;

/**
 * Unknown account and wrong password get the same 401 after the same work (a dummy hash is verified when there is
 * no account). Only the right password learns that the address is unverified or that a second factor is needed.
 * At most 100 failed sign-ins per account (or unknown identifier) and hour, whatever the client address, counted in
 * the database (lib/failure-limit.ts); the owner is e-mailed once when the limit trips.
 */
export const login = defineHandler(
  'login',
  async (request) => {
    const { username_or_email: identifier, password, remember = false } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;

    const user = await findUserByLogin(db, identifier);
    const subject = user ? userSubject(user.id) : decoySubject(`login:${identifier}`);
    try {
      await assertUnderFailureLimit(db, subject, 'password', clock());
    } catch (err) {
      logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: 'too_many_failures', userId: user?.id });
      throw err;
    }
    const passwordOk = await verifyPassword(user?.passwordHash, password);
    if (!user || !passwordOk) {
      const tripped = await recordFailure(db, subject, 'password', clock(), user?.id);
      logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: user ? 'wrong_password' : 'unknown_account', userId: user?.id });
      if (user && tripped) {
        request.log.warn({ event: 'sign_in_limit_reached', user_id: user.id }, 'sign-in failure limit reached; owner notified');
        const at = clock();
        await enqueueMail(
          db,
          { to: user.email, ...signInLimitMail({ publicUrl: config.publicUrl, firstname: user.firstname, failures: MAX_FAILURES_PER_HOUR, minutes: 60 }) },
          // The limit trips once per hour at most: one mail per account and hour, whichever instance saw the 100th failure.
          { key: `sign-in-limit:${user.id}:${Math.floor(at.getTime() / 3_600_000)}` },
        );
        request.server.mail.wake();
      }
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    if (!user.emailVerifiedAt) {
      logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: 'email_not_verified', userId: user.id });
      // The password matched: the caller may learn the address, which the verification step needs.
      throw new ApiError(403, NOT_VERIFIED, undefined, {}, { email: user.email });
    }
    const now = clock();
    if (user.tfaEnabled) {
      const challenge = newSecretToken('tfa_');
      await db.insert(loginChallenges).values({
        userId: user.id,
        challengeHash: sha256(challenge),
        remember,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        createdAt: now,
      });
      logSignIn(request, { method: 'password', identifier, outcome: 'second_factor_required', reason: 'two_factor_enabled', userId: user.id });
      return ok('Enter the 6-digit code from your authenticator app.', { tfa_required: true, challenge });
    }
    const session = await startSession(db, user, { remember, now, publicUrl: config.publicUrl });
    logSignIn(request, { method: 'password', identifier, outcome: 'success', reason: remember ? 'password_remember' : 'password', userId: user.id });
    return ok(`Login successful. Welcome back, ${user.firstname}!`, session);
  },
  { rateLimit: 'auth' },
);
