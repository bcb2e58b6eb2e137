import { randomInt } from 'node:crypto';
import { or } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ApiError, created, invalidFields, type FieldErrors } from '#server/envelope.js';
import { lowerEq, uniqueViolation, userView } from '#server/lib/accounts.js';
import { codeMailOptions, issueCode, userSubject } from '#server/lib/one-time-codes.js';
import { enqueueMail } from '#server/lib/outbox.js';
import { hashPassword } from '#server/lib/passwords.js';
import { verificationCodeMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';
import { theRow } from '#server/db/rows.js';

const USERNAME_TAKEN = 'The username has already been taken.';
const EMAIL_TAKEN = 'The email has already been taken.';
const REFERRAL_UNKNOWN = 'This referral code is not valid. Please check the link you were given.';

/** 10 digits, starting with 2 (as the account numbers customers already know). */
const newAccountNumber = () => `2${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
/** Up to 5 letters of the username and 4 digits, e.g. CHIDI1024. */
const newReferralCode = (username: string) =>
  `${(username.replace(/[^A-Za-z0-9]/g, '').toUpperCase() + 'ELC').slice(0, 5)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

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
    if (existing.some((u) => u.email.toLowerCase() === body.email.toLowerCase())) errors.email = [EMAIL_TAKEN];

    let referredBy: number | null = null;
    const referral = body.referral_code?.trim();
    if (referral) {
      const [referrer] = await db.select({ id: users.id }).from(users).where(lowerEq(users.referralCode, referral)).limit(1);
      if (referrer) referredBy = referrer.id;
      else errors.referral_code = [REFERRAL_UNKNOWN];
    }
    if (Object.keys(errors).length) throw invalidFields(errors);

    const passwordHash = await hashPassword(body.password);
    const now = clock();

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
        if (constraint === 'users_email_lower_idx') throw new ApiError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
        if (constraint === null || attempt >= 5) throw err;
      }
    }
  },
  { rateLimit: 'auth' },
);
