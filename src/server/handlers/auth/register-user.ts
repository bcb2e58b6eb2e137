import { randomInt } from 'node:crypto';
import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ApiError, created, invalidFields, type FieldErrors } from '#server/envelope.js';
import { findUserByEmail, lowerEq, uniqueViolation, userView } from '#server/lib/accounts.js';
import { codeMailOptions, decoySubject, issueCode, userSubject } from '#server/lib/one-time-codes.js';
import { enqueueMail } from '#server/lib/outbox.js';
import { hashPassword } from '#server/lib/passwords.js';
import { signUpAttemptMail, verificationCodeMail } from '#server/mail/templates.js';
import { defineHandler, type OperationRequest } from '#server/handlers/define.js';
import { theRow } from '#server/db/rows.js';

const USERNAME_TAKEN = 'The username has already been taken.';
const REFERRAL_UNKNOWN = 'This referral code is not valid. Please check the link you were given.';

/** 10 digits, starting with 2 (as the account numbers customers already know). */
const newAccountNumber = () => `2${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
/** Up to 5 letters of the username and 4 digits, e.g. CHIDI1024. */
const newReferralCode = (username: string) =>
  `${(username.replace(/[^A-Za-z0-9]/g, '').toUpperCase() + 'ELC').slice(0, 5)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

type UserRow = typeof users.$inferSelect;
type Body = OperationRequest<'registerUser'>['body'];

/**
 * Sign-up never says which e-mail addresses have accounts (issue 23; forgot-password and resend-code do not either).
 * For a taken address the answer is the one a new account gets — same status, message and shape, with a plausible
 * user (an id drawn from the same sequence, a random account number and referral code) — after the same password
 * hashing, and the owner is e-mailed instead of an account being made: a verified owner is told that someone tried
 * to sign up with the address (one mail an hour at most), an unverified one gets a fresh verification code, exactly
 * as a resend would give. The code rows are the ones verifyOtp and sendOtp then use (the owner's, or the address's
 * decoy), so the next steps answer alike too. A taken username is still refused (see docs/security.md).
 */
async function answerTakenAddress(request: OperationRequest<'registerUser'>, body: Body, owner: UserRow, referredBy: number | null) {
  const { database, config, now: clock } = request.server.ctx;
  const now = clock();
  const pending = owner.emailVerifiedAt === null;
  const id = await database.db.transaction(async (tx) => {
    // An id drawn from the users' own sequence, so that it sits among real ones (failed inserts leave gaps too).
    const result: unknown = await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`);
    const [row] = ((result as { rows?: unknown[] }).rows ?? result) as { id: string | number }[];
    const subject = pending ? userSubject(owner.id) : decoySubject(`email:${owner.email}`);
    const issued = await issueCode(tx, { purpose: 'verify_email', subject, userId: pending ? owner.id : null, now });
    if (pending && 'code' in issued) {
      await enqueueMail(
        tx,
        { to: owner.email, ...verificationCodeMail({ publicUrl: config.publicUrl, firstname: owner.firstname, email: owner.email, code: issued.code }) },
        codeMailOptions('verify_email', subject, now),
      );
    } else if (!pending) {
      const hour = Math.floor(now.getTime() / 3_600_000);
      await enqueueMail(tx, { to: owner.email, ...signUpAttemptMail({ publicUrl: config.publicUrl, firstname: owner.firstname }) }, { key: `sign-up-attempt:${owner.id}:${hour}` });
    }
    return Number(row!.id);
  });
  request.log.info({ event: 'sign_up_taken_address', user_id: owner.id, pending }, 'sign-up with a taken address; the owner was e-mailed');
  request.server.mail.wake();
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
  return created(`Account created successfully. We have sent a verification code to ${body.email}.`, { email: body.email, user: userView(user, config.publicUrl) });
}

export const registerUser = defineHandler(
  'registerUser',
  async (request) => {
    const body = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;

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
    const now = clock();
    const takenBy = async () => (addressTaken ? await findUserByEmail(db, body.email) : null);
    const owner = await takenBy();
    if (owner) return answerTakenAddress(request, body, owner, referredBy);

    // A random account number or referral code may collide: retry the whole transaction with new ones.
    for (let attempt = 1; ; attempt++) {
      try {
        const { user } = await db.transaction(async (tx) => {
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
            { to: user.email, ...verificationCodeMail({ publicUrl: config.publicUrl, firstname: user.firstname, email: user.email, code: issued.code }) },
            codeMailOptions('verify_email', userSubject(user.id), now),
          );
          return { user };
        });
        request.log.info({ event: 'account_created', user_id: user.id, referred_by: referredBy }, 'account created');
        request.server.mail.wake();
        return created(`Account created successfully. We have sent a verification code to ${user.email}.`, {
          email: user.email,
          user: userView(user, config.publicUrl),
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        // Someone took the username or e-mail address between the check and the insert.
        if (constraint === 'users_username_lower_idx') throw new ApiError(422, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
        if (constraint === 'users_email_lower_idx') {
          const raced = await findUserByEmail(db, body.email);
          if (raced) return answerTakenAddress(request, body, raced, referredBy);
        }
        if (constraint === null || attempt >= 5) throw err;
      }
    }
  },
  { rateLimit: 'auth' },
);
