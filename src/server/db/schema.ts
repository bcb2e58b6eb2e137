import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Database schema (Drizzle). Migrations in ./migrations are generated from this file with
 * `npx drizzle-kit generate` and applied on start (src/server/db/client.ts). A refactoring of this file must leave
 * `npx drizzle-kit generate` with "No schema changes".
 */

/** A timestamp with time zone (every time column here is one). */
const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
const createdAt = () => tstz('created_at').notNull().defaultNow();
/** The account a row belongs to; the row goes when the account goes. */
const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A secret handed to one account (bearer token, reset token, sign-in challenge): only its SHA-256 is stored, in
 * `hashColumn`, looked up by that hash (unique) and listed per account.
 */
function accountSecret<H extends string>(table: string, hashColumn: H) {
  return {
    columns: {
      id: serial('id').primaryKey(),
      userId: ownerId(),
      expiresAt: tstz('expires_at').notNull(),
      createdAt: createdAt(),
    },
    hash: () => text(hashColumn).notNull(),
    indexes: (hash: AnyPgColumn, userId: AnyPgColumn) => [
      uniqueIndex(`${table}_hash_idx`).on(hash),
      index(`${table}_user_idx`).on(userId),
    ],
  };
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** The country NAME (the registration payload's `country_code` carries the name). */
    countryName: text('country_name').notNull().default(''),
    /** Two-letter country code. */
    country: text('country').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    mobileCode: text('mobile_code').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Stored avatar file name under DATA_DIR/uploads, null when none ("N/A" in the API). */
    image: text('image'),
    accountNumber: text('account_number').notNull(),
    referralCode: text('referral_code').notNull(),
    referredBy: integer('referred_by'),
    addressCountry: text('address_country').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressLine: text('address_line').notNull().default(''),
    addressZip: text('address_zip').notNull().default(''),
    tfaSecret: text('tfa_secret'),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    /** The last TOTP time step accepted for this user: a step is never accepted twice (replay). */
    tfaLastStep: integer('tfa_last_step'),
    /** Available balance in kobo; moved only by lib/ledger.ts, always the sum of the account's ledger entries. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Number of the account's ledger entries, kept by lib/ledger.ts (pages and the dashboard count without a scan). */
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_account_number_idx').on(t.accountNumber),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    check('users_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** Bearer tokens: only a SHA-256 of the random token is stored; revocation sets revoked_at. */
const authToken = accountSecret('auth_tokens', 'token_hash');
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...authToken.columns,
    tokenHash: authToken.hash(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => authToken.indexes(t.tokenHash, t.userId),
);

/**
 * Six-digit one-time codes (e-mail verification, password reset). Only an HMAC of the code is stored, keyed by a
 * per-code salt. One live code per (purpose, subject): a resend replaces it. `subject` is `u:<user id>` for an
 * account, or `x:<sha256 of the identifier>` for an address that matches no account (a decoy row, never
 * verifiable, so that answers and resend locks do not reveal which addresses have accounts).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull().$type<'verify_email' | 'reset_password'>(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Tries used on this code (right or wrong); at 5 the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_codes_purpose_subject_idx').on(t.purpose, t.subject), index('one_time_codes_user_idx').on(t.userId)],
);

/** Reset tokens handed out by verifyResetToken (the /reset-password/{code} link): SHA-256 stored, single use. */
const resetToken = accountSecret('password_reset_tokens', 'token_hash');
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  { ...resetToken.columns, tokenHash: resetToken.hash(), usedAt: tstz('used_at') },
  (t) => resetToken.indexes(t.tokenHash, t.userId),
);

/** Second-factor challenges of a sign-in whose password was right (5 minutes, single use, attempt-limited). */
const challenge = accountSecret('login_challenges', 'challenge_hash');
export const loginChallenges = pgTable(
  'login_challenges',
  {
    ...challenge.columns,
    challengeHash: challenge.hash(),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
  },
  (t) => challenge.indexes(t.challengeHash, t.userId),
);

/**
 * Failed attempts, counted per subject and counter (lib/failure-limit.ts): wrong passwords, wrong e-mail codes and
 * wrong authenticator codes each have their own hourly limit. `subject` is `u:<user id>` for an account, or
 * `x:<sha256 of the identifier>` for an identifier that matches no account (counted the same way, so that the
 * limit does not reveal which accounts exist). `user_id` is set for accounts only.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_user_time_idx').on(t.userId, t.createdAt), index('auth_failures_subject_kind_time_idx').on(t.subject, t.kind, t.createdAt)],
);

/** Messages of the public site's forms: the Contact Us page ("contact") and the Services page ("enquiry"). */
export const publicMessages = pgTable(
  'public_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().$type<'contact' | 'enquiry'>(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    message: text('message').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_messages_created_idx').on(t.createdAt)],
);

/** Newsletter list: one row per address (case-insensitive). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Kobo amount column (integer money; the API shows Money strings). */
const kobo = (name: string) => bigint(name, { mode: 'number' });

/**
 * The append-only ledger (lib/ledger.ts writes it; a trigger refuses any UPDATE). `amount` is the positive magnitude,
 * `trx_type` its sign; `post_balance` = the previous entry's post balance ± amount = the account's balance after it.
 * `cause_kind`/`cause_id` name what caused the entry (a deposit, a commission, …).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    trx: text('trx').notNull(),
    detail: text('detail').notNull(),
    amount: kobo('amount').notNull(),
    charge: kobo('charge').notNull().default(0),
    trxType: text('trx_type').notNull().$type<'+' | '-'>(),
    postBalance: kobo('post_balance').notNull(),
    remark: text('remark').notNull(),
    causeKind: text('cause_kind').notNull(),
    causeId: integer('cause_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_trx_idx').on(t.trx),
    index('transactions_user_id_idx').on(t.userId, t.id),
    // Latest credits / debits of the dashboard: without it, an account with no debits scans its whole ledger.
    index('transactions_user_type_id_idx').on(t.userId, t.trxType, t.id),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    check('transactions_charge_not_negative', sql`${t.charge} >= 0`),
    check('transactions_post_balance_not_negative', sql`${t.postBalance} >= 0`),
    check('transactions_trx_type', sql`${t.trxType} in ('+', '-')`),
  ],
);

/**
 * Top-ups through a payment gateway. `amount` (credited) and `charge` in kobo; the customer pays amount + charge.
 * Pending → Success (credited once, by a conditional UPDATE in the ledger's transaction) or Failed.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    trx: text('trx').notNull(),
    reference: text('reference').notNull(),
    methodCode: text('method_code').notNull(),
    amount: kobo('amount').notNull(),
    charge: kobo('charge').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status').notNull().default('Pending').$type<'Pending' | 'Success' | 'Failed'>(),
    /** The gateway's own id of the payment (Paystack transaction id, Flutterwave transaction_id). */
    gatewayId: text('gateway_id'),
    /** Why it failed (the gateway's status or the verification mismatch), for support. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
    /** Last time the gateway was asked about it (the re-verification job spaces its questions). */
    checkedAt: tstz('checked_at'),
  },
  (t) => [
    uniqueIndex('deposits_reference_idx').on(t.reference),
    uniqueIndex('deposits_trx_idx').on(t.trx),
    index('deposits_user_id_idx').on(t.userId, t.id),
    index('deposits_pending_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    check('deposits_status', sql`${t.status} in ('Pending', 'Success', 'Failed')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_charge_not_negative', sql`${t.charge} >= 0`),
  ],
);

/** Referral commissions paid (one per deposit, referrer and level), each with its ledger credit. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** Percent in hundredths (500 = 5 %). */
    percentBp: integer('percent_bp').notNull(),
    amount: kobo('amount').notNull(),
    type: text('type').notNull().default('deposit'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('commissions_deposit_user_level_idx').on(t.depositId, t.userId, t.level), index('commissions_user_idx').on(t.userId, t.id)],
);

// ---------------------------------------------------------------- operations (ops commands, durable mail outbox)

/** Every operator command that changed data: who ran it, what, and when (src/server/ops/). */
export const opsLog = pgTable(
  'ops_log',
  {
    id: serial('id').primaryKey(),
    at: createdAt(),
    actor: text('actor').notNull(),
    command: text('command').notNull(),
    /** The command line after the command name, as given. */
    args: text('args').notNull(),
    /** What changed, in one line. */
    summary: text('summary').notNull(),
  },
  (t) => [index('ops_log_at_idx').on(t.at)],
);

/**
 * The durable mail outbox (lib/outbox.ts): a mail decided inside a database transaction is a row of that
 * transaction, delivered by whichever server instance claims it first (a lease), retried with back-off, at least
 * once; `key` makes one event queue one mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: createdAt(),
    /** Due from this time (back-off after a failure; a claim's lease end while an instance sends it). */
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('mail_outbox_key_idx').on(t.key), index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * Periodic jobs run once across all instances (lib/jobs.ts): one row per job; an instance runs the job only when it
 * wins the conditional upsert (the period has passed and no live claim), so N instances make one run per period.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: tstz('started_at').notNull(),
  /** The claim's end: another instance may take the job over after it (the claimant died). */
  lockedUntil: tstz('locked_until'),
  lockedBy: text('locked_by'),
  finishedAt: tstz('finished_at'),
  /** Last successful end (the job-lag metric). */
  succeededAt: tstz('succeeded_at'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
