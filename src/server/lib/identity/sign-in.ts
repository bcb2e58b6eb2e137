import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '#generated/api';
import type { Db, Tx } from '#server/db/client.js';
import { loginChallenges, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { signInLimitMail, type MailContent } from '#server/mail/templates.js';
import { CODE_INVALID } from '#shared/messages.js';
import { findUserById, findUserByLogin, logSignIn, startSession, type UserRow } from './accounts.js';
import { REUSED_TOTP } from './authenticator-code.js';
import { assertUnderFailureLimit, MAX_FAILURES_PER_HOUR, recordFailure } from './failure-limit.js';
import { decoySubject, userSubject } from './one-time-codes.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { verifyPassword } from './passwords.js';
import { newSecretToken, sha256 } from './tokens.js';
import { stepIsFresh, stepOf } from './totp.js';

/**
 * Signing in with a password and, when the account has two-factor on, an authenticator code
 * (docs/decisions/032-principals-and-roles-in-the-contract.md). The rules are the same for every kind of account;
 * what differs — where accounts, challenges and sessions live, what is refused after the right password, the mail
 * when the limit trips — is an `AccountKind`. Customers are `customerSignIn` below; staff get their own kind.
 *
 *   - Unknown account and wrong password get the same 401 after the same work (a dummy hash is verified when there
 *     is no account). Only the right password learns that the account is refused (an unverified address) or that a
 *     second factor is needed.
 *   - At most 100 failed sign-ins per account (or unknown identifier) and hour, whatever the client address, counted
 *     in the database (lib/identity/failure-limit.ts); the owner is e-mailed once when the limit trips.
 *   - A challenge lives 5 minutes and allows 5 codes; a code's time step is used once (no replay); wrong and replayed
 *     codes count against the account's authenticator limit.
 *   - Every attempt is logged (lib/identity/accounts.ts logSignIn): who as typed, the outcome and why. Never a secret.
 */

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const CHALLENGE_EXPIRED = 'Your sign-in attempt has expired. Please log in again.';
export const CHALLENGE_MS = 5 * 60_000;
export const MAX_CHALLENGE_TRIES = 5;

/** What sign-in needs of an account, whatever its kind. */
export interface SignInAccount {
  id: number;
  username: string;
  email: string;
  firstname: string;
  passwordHash: string;
  tfaEnabled: boolean;
  tfaSecret: string | null;
}

/** A pending second-factor challenge (only its hash is stored). */
export interface PendingChallenge {
  id: number;
  accountId: number;
  remember: boolean;
}

/** Where one kind of account keeps its accounts, failure subjects, challenges and sessions. */
export interface AccountKind<A extends SignInAccount, S> {
  /** The account a sign-in identifier (as typed) names, or null. */
  find(db: Db, identifier: string): Promise<A | null>;
  findById(db: Db, id: number): Promise<A | null>;
  /** Failure-limit subjects: of an account, and of an unknown identifier (a decoy, so both are limited alike). */
  subject(account: A): string;
  decoySubject(identifier: string): string;
  /** `auth_failures.user_id` of the account's failures (null for a kind that is not a customer). */
  failureOwner(account: A): number | null;
  /** After the right password: the refusal of an account that may not sign in yet (and the reason logged), or null. */
  refusal(account: A): { error: ApiError; reason: string } | null;
  /** The mail to the owner when the sign-in limit trips, and its outbox key (one mail per account and hour). */
  limitMail(account: A, opts: { publicUrl: string; failures: number; minutes: number }): MailContent;
  limitMailKey(account: A): string;
  challenges: {
    create(db: Db, account: A, challenge: { hash: string; remember: boolean; expiresAt: Date; now: Date }): Promise<void>;
    /** The live (unused, unexpired) challenge of this hash. */
    findLive(db: Db, hash: string, now: Date): Promise<PendingChallenge | null>;
    /** Takes one try on the live challenge atomically; null when it is dead or out of tries. */
    takeTry(tx: Tx, hash: string, now: Date, maxTries: number): Promise<PendingChallenge | null>;
    /** Marks the challenge used; false when another request used it first. */
    claim(tx: Tx, id: number, now: Date): Promise<boolean>;
  };
  /** Records the authenticator code's time step as used; the account as now stored, or null for a replayed step. */
  claimStep(tx: Tx, account: A, step: number): Promise<A | null>;
  startSession(db: Db | Tx, account: A, opts: { remember: boolean; now: Date; publicUrl: string }): Promise<S>;
}

export type PasswordSignIn<A, S> = { kind: 'session'; account: A; session: S } | { kind: 'challenge'; account: A; challenge: string };

/** The first step: identifier and password. A session, or a challenge for the second factor; else it throws the answer. */
export async function signInWithPassword<A extends SignInAccount, S>(
  request: FastifyRequest,
  kind: AccountKind<A, S>,
  attempt: { identifier: string; password: string; remember: boolean },
): Promise<PasswordSignIn<A, S>> {
  const { identifier, password, remember } = attempt;
  const { database, config, now: clock } = request.server.ctx;
  const db = database.db;

  const account = await kind.find(db, identifier);
  const subject = account ? kind.subject(account) : kind.decoySubject(identifier);
  try {
    await assertUnderFailureLimit(db, subject, 'password', clock());
  } catch (err) {
    logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: 'too_many_failures', userId: account?.id });
    throw err;
  }
  const passwordOk = await verifyPassword(account?.passwordHash, password);
  if (!account || !passwordOk) {
    const tripped = await recordFailure(db, subject, 'password', clock(), account ? kind.failureOwner(account) : undefined);
    logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: account ? 'wrong_password' : 'unknown_account', userId: account?.id });
    if (account && tripped) {
      request.log.warn({ event: 'sign_in_limit_reached', user_id: account.id }, 'sign-in failure limit reached; owner notified');
      const at = clock();
      await enqueueMail(
        db,
        { to: account.email, ...kind.limitMail(account, { publicUrl: config.publicUrl, failures: MAX_FAILURES_PER_HOUR, minutes: 60 }) },
        // The limit trips once per hour at most: one mail per account and hour, whichever instance saw the 100th failure.
        { key: `${kind.limitMailKey(account)}:${Math.floor(at.getTime() / 3_600_000)}` },
      );
      request.server.mail.wake();
    }
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  const refusal = kind.refusal(account);
  if (refusal) {
    logSignIn(request, { method: 'password', identifier, outcome: 'failure', reason: refusal.reason, userId: account.id });
    throw refusal.error;
  }
  const now = clock();
  if (account.tfaEnabled) {
    const challenge = newSecretToken('tfa_');
    await kind.challenges.create(db, account, { hash: sha256(challenge), remember, expiresAt: new Date(now.getTime() + CHALLENGE_MS), now });
    logSignIn(request, { method: 'password', identifier, outcome: 'second_factor_required', reason: 'two_factor_enabled', userId: account.id });
    return { kind: 'challenge', account, challenge };
  }
  const session = await kind.startSession(db, account, { remember, now, publicUrl: config.publicUrl });
  logSignIn(request, { method: 'password', identifier, outcome: 'success', reason: remember ? 'password_remember' : 'password', userId: account.id });
  return { kind: 'session', account, session };
}

/** The second step: the challenge of the first and an authenticator code. The session; else it throws the answer. */
export async function signInWithSecondFactor<A extends SignInAccount, S>(
  request: FastifyRequest,
  kind: AccountKind<A, S>,
  attempt: { challenge: string; code: string },
): Promise<{ account: A; session: S }> {
  const { database, config, now: clock } = request.server.ctx;
  const db = database.db;
  const now = clock();
  const challengeHash = sha256(attempt.challenge);

  const pending = await kind.challenges.findLive(db, challengeHash, now);
  const account = pending ? await kind.findById(db, pending.accountId) : null;
  if (!pending || !account || !account.tfaEnabled || !account.tfaSecret) {
    logSignIn(request, { method: 'second_factor', identifier: account?.username ?? '(unknown challenge)', outcome: 'failure', reason: 'challenge_expired', userId: account?.id });
    throw new ApiError(401, CHALLENGE_EXPIRED);
  }
  const subject = kind.subject(account);
  await assertUnderFailureLimit(db, subject, 'totp', now);
  const secret = account.tfaSecret;
  const owner = kind.failureOwner(account);

  const outcome = await db.transaction(async (tx) => {
    // One try per request, taken atomically: a challenge allows 5 codes at most, then it is dead.
    const taken = await kind.challenges.takeTry(tx, challengeHash, now, MAX_CHALLENGE_TRIES);
    if (!taken) return { kind: 'expired' as const };
    const step = stepOf(secret, attempt.code, now);
    if (step === null) {
      await recordFailure(tx, subject, 'totp', now, owner);
      return { kind: 'wrong' as const };
    }
    const fresh = await kind.claimStep(tx, account, step);
    if (!fresh) {
      await recordFailure(tx, subject, 'totp', now, owner);
      return { kind: 'reused' as const };
    }
    if (!(await kind.challenges.claim(tx, taken.id, now))) return { kind: 'expired' as const };
    return { kind: 'ok' as const, session: await kind.startSession(tx, fresh, { remember: taken.remember, now, publicUrl: config.publicUrl }) };
  });

  const log = (outcome: 'success' | 'failure', reason: string) =>
    logSignIn(request, { method: 'second_factor', identifier: account.username, outcome, reason, userId: account.id });
  switch (outcome.kind) {
    case 'ok':
      log('success', 'authenticator_code');
      return { account, session: outcome.session };
    case 'expired':
      log('failure', 'challenge_exhausted');
      throw new ApiError(401, CHALLENGE_EXPIRED);
    case 'reused':
      log('failure', 'code_reused');
      throw fieldError('code', REUSED_TOTP);
    case 'wrong':
      log('failure', 'wrong_code');
      throw fieldError('code', CODE_INVALID);
  }
}

// ---------------------------------------------------------------- customers

export const NOT_VERIFIED = 'Your account is not verified. Please verify your email address.';

type AuthSession = components['schemas']['AuthSession'];

/** Customers: `users`, `login_challenges`, bearer sessions in `auth_tokens`; an unverified address is refused (403). */
export const customerSignIn: AccountKind<UserRow, AuthSession> = {
  find: findUserByLogin,
  findById: findUserById,
  subject: (user) => userSubject(user.id),
  decoySubject: (identifier) => decoySubject(`login:${identifier}`),
  failureOwner: (user) => user.id,
  // The password matched: the caller may learn the address, which the verification step needs.
  refusal: (user) =>
    user.emailVerifiedAt ? null : { error: new ApiError(403, NOT_VERIFIED, undefined, {}, { email: user.email }), reason: 'email_not_verified' },
  limitMail: (user, opts) => signInLimitMail({ ...opts, firstname: user.firstname }),
  limitMailKey: (user) => `sign-in-limit:${user.id}`,
  challenges: {
    async create(db, user, { hash, remember, expiresAt, now }) {
      await db.insert(loginChallenges).values({ userId: user.id, challengeHash: hash, remember, expiresAt, createdAt: now });
    },
    async findLive(db, hash, now) {
      const [row] = await db.select().from(loginChallenges).where(liveChallenge(hash, now)).limit(1);
      return row ? { id: row.id, accountId: row.userId, remember: row.remember } : null;
    },
    async takeTry(tx, hash, now, maxTries) {
      const [taken] = await tx
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(and(liveChallenge(hash, now), lt(loginChallenges.attempts, maxTries)))
        .returning();
      return taken ? { id: taken.id, accountId: taken.userId, remember: taken.remember } : null;
    },
    async claim(tx, id, now) {
      const claimed = await tx
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      return claimed.length > 0;
    },
  },
  async claimStep(tx, user, step) {
    const [fresh] = await tx
      .update(users)
      .set({ tfaLastStep: step })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, true), stepIsFresh(step)))
      .returning();
    return fresh ?? null;
  },
  startSession,
};

const liveChallenge = (hash: string, now: Date) =>
  and(eq(loginChallenges.challengeHash, hash), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now));
