import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Db } from '#server/db/client.js';
import { theRow } from '#server/db/rows.js';
import { users } from '#server/db/schema.js';
import { ApiError, invalidFields, type FieldErrors } from '#server/envelope.js';
import { signUpAttemptMail, verificationCodeMail } from '#server/mail/templates.js';
import { enqueueMail, enqueueMailOrRehearse } from '#server/lib/platform/outbox.js';
import { findUserByEmail, lowerEq, startSession, uniqueViolation, type SignInOutcome, type UserRow } from './accounts.js';
import { assertUnderFailureLimit, recordFailure } from './failure-limit.js';
import { checkCode, codeMailOptions, decoySubject, issueCode, userSubject, type CheckResult, type IssueResult } from './one-time-codes.js';
import { hashPassword } from './passwords.js';

/**
 * Customer sign-up (registerUser), a new verification code (sendOtp) and the verification that signs in (verifyOtp).
 * None of them says which e-mail addresses have accounts (issue 23): a taken, unknown or already verified address
 * gets the same answer after the same work, on the owner's code row or the address's decoy (one-time-codes.ts).
 * The handlers log, wake the outbox and answer; every query, decoy and mail is here.
 */

type RegisterRequest = components['schemas']['RegisterRequest'];
type AuthSession = components['schemas']['AuthSession'];

export const USERNAME_TAKEN = 'The username has already been taken.';
export const REFERRAL_UNKNOWN = 'This referral code is not valid. Please check the link you were given.';

/** 10 digits, starting with 2 (as the account numbers customers already know). */
const newAccountNumber = () => `2${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
/** Up to 5 letters of the username and 4 digits, e.g. CHIDI1024. */
const newReferralCode = (username: string) =>
  `${(username.replace(/[^A-Za-z0-9]/g, '').toUpperCase() + 'ELC').slice(0, 5)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/**
 * What sign-up did: made an account (`created`), or answered a taken address (`taken`: the owner was e-mailed and
 * `user` is the plausible stand-in the answer shows). Either way the answer is built from `user` alone.
 */
export type SignUp = { taken: false; user: UserRow; referredBy: number | null } | { taken: true; user: UserRow; owner: UserRow; pending: boolean };

/**
 * Sign-up never says which e-mail addresses have accounts (issue 23; forgot-password and resend-code do not either).
 * For a taken address the answer is the one a new account gets — same status, message and shape, with a plausible
 * user (an id drawn from the same sequence, a random account number and referral code) — after the same password
 * hashing, and the owner is e-mailed instead of an account being made: a verified owner is told that someone tried
 * to sign up with the address (one mail an hour at most), an unverified one gets a fresh verification code, exactly
 * as a resend would give. The code rows are the ones verifyOtp and sendOtp then use (the owner's, or the address's
 * decoy), so the next steps answer alike too. A taken username is still refused (see docs/security/accounts.md, 6.3.8).
 */
async function answerTakenAddress(db: Db, body: RegisterRequest, owner: UserRow, referredBy: number | null, opts: { now: Date; publicUrl: string }): Promise<SignUp> {
  const { now, publicUrl } = opts;
  const pending = owner.emailVerifiedAt === null;
  const id = await db.transaction(async (tx) => {
    // An id drawn from the users' own sequence, so that it sits among real ones (failed inserts leave gaps too).
    const result: unknown = await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`);
    const [row] = ((result as { rows?: unknown[] }).rows ?? result) as { id: string | number }[];
    const subject = pending ? userSubject(owner.id) : decoySubject(`email:${owner.email}`);
    const issued = await issueCode(tx, { purpose: 'verify_email', subject, userId: pending ? owner.id : null, now });
    if (pending && 'code' in issued) {
      await enqueueMail(
        tx,
        { to: owner.email, ...verificationCodeMail({ publicUrl, firstname: owner.firstname, email: owner.email, code: issued.code }) },
        codeMailOptions('verify_email', subject, now),
      );
    } else if (!pending) {
      const hour = Math.floor(now.getTime() / 3_600_000);
      await enqueueMail(tx, { to: owner.email, ...signUpAttemptMail({ publicUrl, firstname: owner.firstname }) }, { key: `sign-up-attempt:${owner.id}:${hour}` });
    }
    return Number(row!.id);
  });
  const user: UserRow = {
    ...owner,
    id,
    username: body.username,
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    countryName: body.country_code,
    mobile: body.mobile,
    mobileCode: body.mobile_code ?? '',
    image: null,
    tfaEnabled: false,
    emailVerifiedAt: null,
    accountNumber: newAccountNumber(),
    referralCode: newReferralCode(body.username),
    referredBy,
    addressCountry: body.country_code,
    addressCity: '',
    addressLine: '',
    addressZip: '',
  };
  return { taken: true, user, owner, pending };
}

/**
 * Makes an unverified customer account and queues its verification code, or — for a taken address — answers as if
 * it had (answerTakenAddress). A taken username or an unknown referral code is a 422 on its field.
 */
export async function signUp(db: Db, body: RegisterRequest, opts: { now: Date; publicUrl: string }): Promise<SignUp> {
  const { now, publicUrl } = opts;
  const errors: FieldErrors = {};
  const existing = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(lowerEq(users.username, body.username), lowerEq(users.email, body.email)));
  if (existing.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) errors.username = [USERNAME_TAKEN];
  const addressTaken = existing.some((u) => u.email.toLowerCase() === body.email.toLowerCase());

  let referredBy: number | null = null;
  const referral = body.referral_code?.trim();
  if (referral) {
    // Only a verified account refers (every real referral link is shown to a signed-in, so verified, customer):
    // the referral code of an answer to a taken address is then refused exactly like a new, unverified account's.
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(lowerEq(users.referralCode, referral), isNotNull(users.emailVerifiedAt), isNull(users.closedAt)))
      .limit(1);
    if (referrer) referredBy = referrer.id;
    else errors.referral_code = [REFERRAL_UNKNOWN];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);

  // Hashed whether or not the address is taken, so that both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  const takenBy = async () => (addressTaken ? await findUserByEmail(db, body.email) : null);
  const owner = await takenBy();
  if (owner) return answerTakenAddress(db, body, owner, referredBy, opts);

  // A random account number or referral code may collide: retry the whole transaction with new ones.
  for (let attempt = 1; ; attempt++) {
    try {
      const user = await db.transaction(async (tx) => {
        const user = theRow(
          await tx
            .insert(users)
            .values({
              username: body.username,
              email: body.email,
              firstname: body.firstname,
              lastname: body.lastname,
              countryName: body.country_code,
              country: body.country ?? '',
              mobile: body.mobile,
              mobileCode: body.mobile_code ?? '',
              passwordHash,
              accountNumber: newAccountNumber(),
              referralCode: newReferralCode(body.username),
              referredBy,
              addressCountry: body.country_code,
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
          'user',
        );
        const issued = await issueCode(tx, { purpose: 'verify_email', subject: userSubject(user.id), userId: user.id, now });
        if (!('code' in issued)) throw new Error('a new account cannot have a resend lock');
        await enqueueMail(
          tx,
          { to: user.email, ...verificationCodeMail({ publicUrl, firstname: user.firstname, email: user.email, code: issued.code }) },
          codeMailOptions('verify_email', userSubject(user.id), now),
        );
        return user;
      });
      return { taken: false, user, referredBy };
    } catch (err) {
      const constraint = uniqueViolation(err);
      // Someone took the username or e-mail address between the check and the insert.
      if (constraint === 'users_username_lower_idx') throw new ApiError(422, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
      if (constraint === 'users_email_lower_idx') {
        const raced = await findUserByEmail(db, body.email);
        if (raced) return answerTakenAddress(db, body, raced, referredBy, opts);
      }
      if (constraint === null || attempt >= 5) throw err;
    }
  }
}

/**
 * A new verification code for an unverified account (replacing the old one), at most one a minute. Unknown and
 * already verified addresses get the same answer, the same lock (a decoy row) and the same database work, but no e-mail.
 * The code and its e-mail commit together; an unknown address does the same work without a mail (ADR 028).
 */
export async function resendVerificationCode(db: Db, email: string, opts: { now: Date; publicUrl: string }): Promise<IssueResult> {
  const { now, publicUrl } = opts;
  const user = await findUserByEmail(db, email);
  const pending = user && !user.emailVerifiedAt ? user : null;
  const subject = pending ? userSubject(pending.id) : decoySubject(`email:${email}`);
  return db.transaction(async (tx) => {
    const issued = await issueCode(tx, { purpose: 'verify_email', subject, userId: pending?.id ?? null, now });
    if ('code' in issued) {
      const to = { email: pending?.email ?? email, firstname: pending?.firstname ?? 'Customer' };
      await enqueueMailOrRehearse(
        tx,
        { to: to.email, ...verificationCodeMail({ publicUrl, firstname: to.firstname, email: to.email, code: issued.code }) },
        { ...codeMailOptions('verify_email', subject, now), real: Boolean(pending) },
      );
    }
    return issued;
  });
}

/** What verifyEmail did, with what the sign-in log line says of it (lib/identity/accounts.ts logSignIn). */
export type EmailVerification = { log: { outcome: SignInOutcome; reason: string; userId: number | undefined } } & (
  | { result: 'ok'; session: AuthSession }
  | { result: Exclude<CheckResult, 'ok'> }
);

/** Verifies the e-mail address with the code and signs the user in, in one transaction (the code works once). */
export async function verifyEmail(db: Db, input: { email: string; otp: string }, opts: { now: Date; publicUrl: string }): Promise<EmailVerification> {
  const { email, otp } = input;
  const { now, publicUrl } = opts;
  const user = await findUserByEmail(db, email);
  // Unknown and already verified addresses take the same path on their decoy (send-otp issues decoy codes):
  // same queries, same tries, same limit, same answers.
  const pending = user && !user.emailVerifiedAt ? user : null;
  const subject = pending ? userSubject(pending.id) : decoySubject(`email:${email}`);
  await assertUnderFailureLimit(db, subject, 'email_code', now);

  const outcome = await db.transaction(async (tx) => {
    const result = await checkCode(tx, { purpose: 'verify_email', subject, code: otp, now });
    if (result === 'wrong' || result === 'exhausted') await recordFailure(tx, subject, 'verify_email', now, pending?.id);
    if (result !== 'ok' || !pending) return { result: result === 'ok' ? ('invalid' as const) : result };
    const verified = theRow(await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, pending.id)).returning(), 'user');
    return { result, session: await startSession(tx, verified, { remember: false, now, publicUrl }) };
  });
  if (outcome.result !== 'ok') {
    const reason = pending ? `code_${outcome.result}` : user ? 'already_verified' : 'unknown_account';
    return { result: outcome.result, log: { outcome: 'failure', reason, userId: user?.id } };
  }
  return { result: 'ok', session: outcome.session!, log: { outcome: 'success', reason: 'email_verified', userId: pending?.id } };
}
