import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
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
 * The account a money row belongs to: the books outlive the account, so deleting a user with money rows is refused
 * (docs/decisions/034-ledger-accounts-and-journals.md); closure is a soft close, never a DELETE.
 */
const moneyOwnerId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });

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
    /** Available balance in kobo; moved only by lib/ledger/ledger.ts, always the sum of the account's ledger entries. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Number of the account's ledger entries, kept by lib/ledger/ledger.ts (pages and the dashboard count without a scan). */
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account was closed (docs/decisions/054-closing-an-account.md): the row stays as the pseudonym the money
     * records point at, every identifying column erased (username = the pseudonym C-XXXXXXXX, e-mail
     * <pseudonym>@closed.invalid), so the e-mail, phone and username can open a new account. Null while open.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
 * Failed attempts, counted per subject and counter (lib/identity/failure-limit.ts): wrong passwords, wrong e-mail codes and
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
 * The append-only ledger (lib/ledger/ledger.ts writes it; a trigger refuses any UPDATE). `amount` is the positive magnitude,
 * `trx_type` its sign; `post_balance` = the previous entry's post balance ± amount = the account's balance after it.
 * `cause_kind`/`cause_id` name what caused the entry (a deposit, a commission, …).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: moneyOwnerId(),
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
    /** The balanced journal this wallet line belongs to (its counter lines are in ledger_lines). */
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_journal_seq')`),
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
    // Money given back moves once per request, and is given back once (docs/decisions/049-money-given-back.md).
    uniqueIndex('transactions_money_back_idx')
      .on(t.causeKind, t.causeId)
      .where(sql`${t.causeKind} in ('money_back', 'money_back_return')`),
    // A commission reaches a wallet once: credited at settlement before ADR 071, released once after (ADR 071).
    uniqueIndex('transactions_commission_idx').on(t.causeId).where(sql`${t.causeKind} = 'commission'`),
    // A suspense item is assigned to a wallet once (docs/decisions/053-the-books.md).
    uniqueIndex('transactions_suspense_idx').on(t.causeId).where(sql`${t.causeKind} = 'suspense'`),
    // The books of a day or a month read its lines by time (EXPLAIN in ADR 053: a sequential scan without it).
    index('transactions_created_at_idx').on(t.createdAt),
    // Where the money goes: an account's lines of the last 12 weeks (docs/decisions/060-where-the-money-goes.md).
    index('transactions_user_created_idx').on(t.userId, t.createdAt),
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
    userId: moneyOwnerId(),
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
    /**
     * The paying card's fingerprint, keyed-hashed (lib/payments/payments.ts cardHashOf: HMAC-SHA256 under CARD_HASH_KEY of the
     * gateway and Paystack's authorization signature or Flutterwave's card digits), written by the winning settlement;
     * null when the gateway named no card (bank transfer, USSD). The self-referral rule compares them (ADR 040).
     */
    cardHash: text('card_hash'),
    /** The sponsor link it was paid through (a top-up by someone else, lib/payments/sponsor-links.ts); null for the customer's own. */
    sponsorLinkId: integer('sponsor_link_id').references(() => sponsorLinks.id, { onDelete: 'restrict' }),
    /** The sponsor's name and e-mail as they gave them on /pay/<code> (a visitor's personal data, data-map.ts). */
    sponsorName: text('sponsor_name'),
    sponsorEmail: text('sponsor_email'),
    /**
     * How the money came: 'checkout' (the gateway's hosted checkout, our DEP- reference) or 'bank_transfer' (a transfer
     * to the customer's own account number, virtual_accounts; its reference is the gateway's transfer reference, ADR 056).
     */
    channel: text('channel').notNull().default('checkout').$type<'checkout' | 'bank_transfer'>(),
  },
  (t) => [
    uniqueIndex('deposits_reference_idx').on(t.reference),
    index('deposits_sponsor_link_idx').on(t.sponsorLinkId).where(sql`${t.sponsorLinkId} is not null`),
    check('deposits_sponsor_named', sql`${t.sponsorLinkId} is null or (${t.sponsorName} is not null and ${t.sponsorEmail} is not null)`),
    check('deposits_channel', sql`${t.channel} in ('checkout', 'bank_transfer')`),
    uniqueIndex('deposits_trx_idx').on(t.trx),
    index('deposits_user_id_idx').on(t.userId, t.id),
    index('deposits_pending_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    check('deposits_status', sql`${t.status} in ('Pending', 'Success', 'Failed')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_charge_not_negative', sql`${t.charge} >= 0`),
  ],
);

/**
 * Pay-by-link (docs/decisions/057-sponsor-pay-by-link.md): a customer's link that lets someone else — a sponsor, a
 * parent — top up their balance at /pay/<code> without an account. The code is 128+ random bits (base64url, 24
 * characters); it only lets money in, and the public page shows the first name and a masked account number.
 */
export const sponsorLinks = pgTable(
  'sponsor_links',
  {
    id: serial('id').primaryKey(),
    userId: moneyOwnerId(),
    code: text('code').notNull(),
    /** A suggested amount in kobo, or null (the sponsor chooses). */
    suggestedAmount: kobo('suggested_amount'),
    note: text('note'),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sponsor_links_code_idx').on(t.code),
    index('sponsor_links_user_idx').on(t.userId, t.id),
    check('sponsor_links_suggested_positive', sql`${t.suggestedAmount} is null or ${t.suggestedAmount} > 0`),
  ],
);

/** Referral commissions paid (one per deposit, referrer and level), each with its ledger credit. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    userId: moneyOwnerId(),
    fromUserId: moneyOwnerId('from_user_id'),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    /** Percent in hundredths (500 = 5 %). */
    percentBp: integer('percent_bp').notNull(),
    amount: kobo('amount').notNull(),
    type: text('type').notNull().default('deposit'),
    createdAt: createdAt(),
    /**
     * docs/decisions/071-referral-credit-earned-by-spending.md: `credited` (paid to the wallet when the top-up settled,
     * before ADR 071; never changed), `held` (booked to referral_held, not spendable), `earned` (released to
     * the wallet: `earned` kobo, the rest of `amount` void), `void` (its top-up was refunded: nothing released).
     */
    status: text('status').notNull().default('credited').$type<CommissionStatus>(),
    /** Kobo released to the wallet when it became earned (≤ amount); null otherwise. */
    earned: kobo('earned'),
    /** When it left `held` (earned or void). */
    settledAt: tstz('settled_at'),
  },
  (t) => [
    uniqueIndex('commissions_deposit_user_level_idx').on(t.depositId, t.userId, t.level),
    index('commissions_user_idx').on(t.userId, t.id),
    // The release job's work list: held commissions by the referred customer whose spending earns them.
    index('commissions_held_idx').on(t.fromUserId, t.id).where(sql`${t.status} = 'held'`),
    check('commissions_status', sql`${t.status} in ('credited', 'held', 'earned', 'void')`),
    check('commissions_earned_shape', sql`(${t.status} = 'earned') = (${t.earned} is not null) and (${t.earned} is null or (${t.earned} > 0 and ${t.earned} <= ${t.amount}))`),
  ],
);

export type CommissionStatus = 'credited' | 'held' | 'earned' | 'void';

/** Journal ids: every line of one money movement (wallet lines in transactions, counter lines in ledger_lines). */
export const ledgerJournalSeq = pgSequence('ledger_journal_seq');

export type LedgerAccountKind =
  | 'gateway_clearing'
  | 'gateway_charges'
  | 'hub_revenue'
  | 'card_fees'
  | 'referral_commissions'
  | 'referral_held'
  | 'adjustments'
  | 'refunds_payable'
  | 'management_use'
  | 'management_allowance'
  | 'suspense';

/**
 * The system accounts of the ledger (docs/decisions/034-ledger-accounts-and-journals.md), by code: `gateway_clearing:<gateway>`,
 * `hub_revenue:<service centre id>`, `card_fees`, `gateway_charges`, `referral_commissions`, `adjustments`,
 * `refunds_payable`, `referral_held` (commissions held until earned, ADR 071), `management_use:<management card id>` and `management_allowance` (ADR 046), `suspense` (money
 * received that matches no payment, until finance assigns or returns it; ADR 049). A customer's wallet is their users row (balance, lock) with its lines in transactions. Created by
 * the migration or on first use by the SQL function ledger_account(code); never deleted (trigger).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull().$type<LedgerAccountKind>(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_idx').on(t.code),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('gateway_clearing', 'gateway_charges', 'hub_revenue', 'card_fees', 'referral_commissions', 'referral_held', 'adjustments', 'refunds_payable', 'management_use', 'management_allowance', 'suspense')`,
    ),
  ],
);

/**
 * The counter lines of the journals (append-only: triggers refuse UPDATE and DELETE). `amount` is signed kobo, + when
 * the account gains (as a wallet's '+'); a journal's wallet lines (transactions) and these lines sum to zero.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: kobo('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_lines_journal_idx').on(t.journalId),
    index('ledger_lines_account_idx').on(t.accountId, t.id),
    // The books of a day or a month (ADR 053).
    index('ledger_lines_created_at_idx').on(t.createdAt),
    check('ledger_lines_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Journals with no wallet line (docs/decisions/040-…): a system-only movement such as a card fee paid through a
 * gateway (gateway clearing → card fees), posted by the SQL function `ledger_post_system`. Its cause is unique, so a
 * cause is booked once whoever retries it. Append-only (triggers). A wallet journal's cause is its transactions row.
 */
export const ledgerSystemJournals = pgTable(
  'ledger_system_journals',
  {
    journalId: bigint('journal_id', { mode: 'number' }).primaryKey(),
    causeKind: text('cause_kind').notNull(),
    causeId: integer('cause_id').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_system_journals_cause_idx').on(t.causeKind, t.causeId)],
);

// ---------------------------------------------------------------- operations (audit trail, durable mail outbox)

/** Who can act, recorded in audit_events.actor_kind: operators (npm run ops) today; staff, customers, hubs, jobs later. */
export const ACTOR_KINDS = ['operator', 'staff', 'customer', 'hub', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * The audit trail (docs/decisions/033-one-audit-trail.md): one row per change made by someone on someone's behalf,
 * written by lib/platform/audit.ts `audit()` in the same transaction as the change. Append-only: triggers refuse UPDATE,
 * DELETE and TRUNCATE. Details hold ids, never e-mail addresses or other contact data (the data map,
 * db/data-map.ts, classifies this table).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull().defaultNow(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    /** The actor's id in its own table (staff user, customer, hub); null for an operator of the CLI (a label only). */
    actorId: text('actor_id'),
    /** Who, readably: the operator's --as / OPS_ACTOR / user@host, a staff member's username, "customer 42". */
    actorLabel: text('actor_label').notNull(),
    /** A dotted name: `<target kind>.<verb>`, e.g. card_request.advance, hub_key.issue. */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    /** Correlates the events of one request or one command run. */
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_target_idx').on(t.targetKind, t.targetId),
    check('audit_events_actor_kind', sql`${t.actorKind} in ('operator', 'staff', 'customer', 'hub', 'system')`),
    check('audit_events_action_dotted', sql`${t.action} ~ '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$'`),
  ],
);

/**
 * The durable mail outbox (lib/platform/outbox.ts): a mail decided inside a database transaction is a row of that
 * transaction, delivered by whichever server instance claims it first (a lease), retried with back-off, at least
 * once; `key` makes one event queue one mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: createdAt(),
    /** Due from this time (back-off after a failure; a claim's lease end while an instance sends it). */
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    /** Worthless after this time (a one-time code's expiry): deleted unsent instead of delivered late. */
    discardAfter: tstz('discard_after'),
  },
  (t) => [uniqueIndex('mail_outbox_key_idx').on(t.key), index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// ====================================================================================================================
// Cards and hubs (issue 11, docs/decisions/020-cards-and-hubs.md). Reference data (locations, service centres, fees,
// machines) is seeded by this block's migration and managed afterwards by operator commands (src/server/ops/cards.ts, src/server/ops/hubs.ts).
// ====================================================================================================================

/** Cities where cards are collected and hubs run. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('locations_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Service centres: the laundry hubs of a location (a hub's machines and keys hang off it). */
export const serviceCenters = pgTable(
  'service_centers',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_centers_location_name_idx').on(t.locationId, sql`lower(${t.name})`)],
);

/** The card fees, global (one row, id 1): card fee and delivery fee in kobo. */
export const cardFees = pgTable(
  'card_fees',
  {
    id: integer('id').primaryKey(),
    cardFee: kobo('card_fee').notNull(),
    deliveryFee: kobo('delivery_fee').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('card_fees_single_row', sql`${t.id} = 1`), check('card_fees_not_negative', sql`${t.cardFee} >= 0 and ${t.deliveryFee} >= 0`)],
);

/** `management`: issued to an attendant as a management card (management_cards); never linked to a customer. */
export type CardStatus = 'in_stock' | 'linked' | 'frozen' | 'retired' | 'management';

/**
 * The card inventory. `linked` cards have a holder; a frozen card keeps its holder (history) but pays nothing.
 * At most one linked card per account (partial unique index).
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    status: text('status').notNull().default('in_stock').$type<CardStatus>(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: tstz('linked_at'),
    frozenAt: tstz('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cards_number_idx').on(t.number),
    uniqueIndex('cards_one_linked_per_user_idx').on(t.userId).where(sql`${t.status} = 'linked'`),
    index('cards_user_idx').on(t.userId),
    check('cards_status', sql`${t.status} in ('in_stock', 'linked', 'frozen', 'retired', 'management')`),
    check('cards_linked_has_holder', sql`${t.status} <> 'linked' or ${t.userId} is not null`),
  ],
);

export type CardStage = 'awaiting_payment' | 'paid' | 'preparing' | 'ready' | 'delivered' | 'cancelled';

/**
 * Card requests: a payment like a deposit (reference CRD-…, gateway or `balance`, Pending → Success | Failed, settled
 * exactly once) plus the fulfilment stage and its times, and the card assigned when it is ready.
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: serial('id').primaryKey(),
    userId: moneyOwnerId(),
    trx: text('trx').notNull(),
    reference: text('reference').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    serviceCenterId: integer('service_center_id')
      .notNull()
      .references(() => serviceCenters.id),
    methodCode: text('method_code').notNull(),
    cardFee: kobo('card_fee').notNull(),
    deliveryFee: kobo('delivery_fee').notNull(),
    charge: kobo('charge').notNull().default(0),
    currency: text('currency').notNull().default('NGN'),
    status: text('status').notNull().default('Pending').$type<'Pending' | 'Success' | 'Failed'>(),
    stage: text('stage').notNull().default('awaiting_payment').$type<CardStage>(),
    gatewayId: text('gateway_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
    completedAt: tstz('completed_at'),
    checkedAt: tstz('checked_at'),
    preparingAt: tstz('preparing_at'),
    readyAt: tstz('ready_at'),
    deliveredAt: tstz('delivered_at'),
    cardId: integer('card_id').references(() => cards.id),
    /** The paying card's keyed hash, as deposits.card_hash (a gateway payment; null from the balance or without a card). */
    cardHash: text('card_hash'),
  },
  (t) => [
    uniqueIndex('card_requests_reference_idx').on(t.reference),
    uniqueIndex('card_requests_trx_idx').on(t.trx),
    index('card_requests_user_idx').on(t.userId, t.id),
    index('card_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'Pending'`),
    check('card_requests_status', sql`${t.status} in ('Pending', 'Success', 'Failed')`),
    check('card_requests_stage', sql`${t.stage} in ('awaiting_payment', 'paid', 'preparing', 'ready', 'delivered', 'cancelled')`),
  ],
);

/** Hub keys: only the SHA-256 of the random key is stored; `prefix` (its first characters) identifies it to operators. */
export const hubKeys = pgTable(
  'hub_keys',
  {
    id: serial('id').primaryKey(),
    serviceCenterId: integer('service_center_id')
      .notNull()
      .references(() => serviceCenters.id),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('hub_keys_hash_idx').on(t.keyHash), index('hub_keys_center_idx').on(t.serviceCenterId)],
);

export type MachineState = 'free' | 'in_use' | 'out_of_order';

/**
 * A hub's washers and dryers with their price per cycle and last reported state. A hub charge may name its own
 * amount (a programme that costs more or less), but never more than the greater of its price and `max_charge`
 * (docs/decisions/039-hub-charge-caps-and-card-numbers.md).
 */
export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    serviceCenterId: integer('service_center_id')
      .notNull()
      .references(() => serviceCenters.id),
    code: text('code').notNull(),
    kind: text('kind').notNull().$type<'washer' | 'dryer'>(),
    name: text('name').notNull(),
    price: kobo('price').notNull(),
    /** The most one cycle may be charged (kobo) when above the price, set by an operator; null: the price is the most. */
    maxCharge: kobo('max_charge'),
    state: text('state').notNull().default('free').$type<MachineState>(),
    minutesLeft: integer('minutes_left'),
    reportedAt: tstz('reported_at'),
    createdAt: createdAt(),
    /**
     * How many times the machine went from busy (in use, out of order) to free: each transition is one "machine free"
     * alert event, keyed by this number (docs/decisions/059-customer-alerts-and-web-push.md).
     */
    freeTransitions: integer('free_transitions').notNull().default(0),
  },
  (t) => [
    uniqueIndex('machines_center_code_idx').on(t.serviceCenterId, t.code),
    check('machines_kind', sql`${t.kind} in ('washer', 'dryer')`),
    check('machines_state', sql`${t.state} in ('free', 'in_use', 'out_of_order')`),
    check('machines_price_positive', sql`${t.price} > 0`),
    check('machines_max_charge_positive', sql`${t.maxCharge} is null or ${t.maxCharge} > 0`),
  ],
);

/**
 * Every cycle a hub asked to charge, with the answer it got (status + body): unique per (hub, cycle_id), so a retry
 * answers the first result and a cycle is never debited twice.
 */
export const hubCharges = pgTable(
  'hub_charges',
  {
    id: serial('id').primaryKey(),
    serviceCenterId: integer('service_center_id')
      .notNull()
      .references(() => serviceCenters.id),
    cycleId: text('cycle_id').notNull(),
    cardNumber: text('card_number').notNull(),
    cardId: integer('card_id').references(() => cards.id),
    machineId: integer('machine_id').references(() => machines.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: kobo('amount'),
    trx: text('trx'),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    /** Set when the card was a management card (docs/decisions/046-management-cards.md): a free start, or its refusal. */
    managementCardId: integer('management_card_id').references(() => managementCards.id),
  },
  (t) => [
    uniqueIndex('hub_charges_cycle_idx').on(t.serviceCenterId, t.cycleId),
    index('hub_charges_user_idx').on(t.userId),
    // The console's hub charges by day and its hubs' "today" and "last seen" (docs/decisions/047-staff-hubs.md).
    index('hub_charges_center_created_idx').on(t.serviceCenterId, t.createdAt),
    index('hub_charges_management_idx').on(t.managementCardId, t.createdAt).where(sql`${t.managementCardId} is not null`),
  ],
);

export type ManagementCardStatus = 'active' | 'revoked';

/**
 * Management cards (docs/decisions/046-management-cards.md): a card of the inventory (status `management`) issued to a
 * named attendant — not a customer account; optionally a staff member — valid at some hubs (service centres). A hub
 * charge with it at one of its hubs is a free start: no wallet moves, no hub revenue; a system journal books the
 * start's price to its own account `management_use:<id>` against `management_allowance`. It never holds a balance.
 */
export const managementCards = pgTable(
  'management_cards',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    attendantName: text('attendant_name').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    serviceCenterIds: integer('service_center_ids').array().notNull(),
    status: text('status').$type<ManagementCardStatus>().notNull().default('active'),
    revokedAt: tstz('revoked_at'),
    revokeReason: text('revoke_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('management_cards_card_idx').on(t.cardId),
    check('management_cards_status', sql`${t.status} in ('active', 'revoked')`),
    check('management_cards_hubs', sql`cardinality(${t.serviceCenterIds}) >= 1`),
    check('management_cards_revoked_at', sql`(${t.status} = 'revoked') = (${t.revokedAt} is not null)`),
  ],
);

// ==================================================================================================================
// Support tickets (issue 12, branch support-api): tickets, their messages and the messages' attachments.
// Avatars need no table: users.image holds the avatar's stored name.
// ==================================================================================================================

/**
 * A support ticket of one customer. `number` is the random unique 6-digit number customers see and use in URLs.
 * Status: Open (new) → Answered (support replied) / Replied (customer replied) → Close (closed, no more replies).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: ownerId(),
    subject: text('subject').notNull(),
    priority: text('priority').notNull().$type<'High' | 'Medium' | 'Low'>(),
    status: text('status').notNull().default('Open').$type<'Open' | 'Answered' | 'Replied' | 'Close'>(),
    /** The customer's transaction this ticket reports ("Report this transaction"), null when none. */
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Time of the latest reply (either side) after the first message; null until somebody replies. */
    lastReplyAt: tstz('last_reply_at'),
    /** Time of the latest activity (creation or any message): the list is sorted by it. */
    activeAt: tstz('active_at').notNull().defaultNow(),
    /** The staff member the ticket is assigned to on the support desk (docs/decisions/043-support-desk-and-audit-log.md); null: unassigned. */
    assigneeStaffId: integer('assignee_staff_id').references((): AnyPgColumn => staffMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tickets_number_idx').on(t.number),
    index('tickets_assignee_idx').on(t.assigneeStaffId),
    index('tickets_user_active_idx').on(t.userId, t.activeAt),
    index('tickets_status_idx').on(t.status, t.activeAt),
    check('tickets_status', sql`${t.status} in ('Open', 'Answered', 'Replied', 'Close')`),
    check('tickets_priority', sql`${t.priority} in ('High', 'Medium', 'Low')`),
    check('tickets_number_six_digits', sql`${t.number} ~ '^[0-9]{6}$'`),
  ],
);

/** A message of a ticket: written by the customer or by support (`sender`), with the name shown on it. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull().$type<'customer' | 'support'>(),
    senderName: text('sender_name').notNull(),
    /** Who ran the operator command (support messages), for the record; null for the customer's messages. */
    operator: text('operator'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id), check('ticket_messages_sender', sql`${t.sender} in ('customer', 'support')`)],
);

/** A file attached to a ticket message, stored under a server-chosen key (lib/storage.ts). */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The original file name, sanitised (lib/uploads.ts). */
    name: text('name').notNull(),
    /** Media type decided from the content at upload. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_message_idx').on(t.messageId), uniqueIndex('ticket_attachments_key_idx').on(t.storageKey), check('ticket_attachments_size_positive', sql`${t.size} > 0`)],
);

/**
 * Periodic jobs run once across all instances (lib/platform/jobs.ts): one row per job; an instance runs the job only when it
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

// ====================================================================================================================
// Staff (issue 24, docs/decisions/041-staff-accounts.md): accounts separate from customers, with their own sessions,
// sign-in challenges and invitations. A customer token is looked up in auth_tokens only, a staff token in
// staff_sessions only: one can never stand for the other.
// ====================================================================================================================

/** The roles a staff member may hold (one or more; lib/identity/principal.ts STAFF_ROLES). */
export const STAFF_ROLE_NAMES = ['support', 'fulfilment', 'finance', 'admin'] as const;
export type StaffStatus = 'invited' | 'active' | 'deactivated';

/**
 * Staff members. `invited` until the set-up link is used (no password, no TOTP yet: they cannot sign in), then
 * `active` with an argon2id password hash and a TOTP secret (stored as the customers' is, users.tfa_secret);
 * `deactivated` ends every session and refuses sign-in. Optionally scoped to some locations and service centres
 * (empty lists: everywhere).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Set by the member when accepting the invitation ('' until then). */
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    tfaSecret: text('tfa_secret'),
    /** The last TOTP time step accepted (a step is never accepted twice). */
    tfaLastStep: integer('tfa_last_step'),
    roles: text('roles').array().notNull().$type<(typeof STAFF_ROLE_NAMES)[number][]>(),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    serviceCenterIds: integer('service_center_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status').$type<StaffStatus>().notNull().default('invited'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    activatedAt: tstz('activated_at'),
    deactivatedAt: tstz('deactivated_at'),
  },
  (t) => [
    uniqueIndex('staff_members_email_lower_idx').on(sql`lower(${t.email})`),
    check('staff_members_status', sql`${t.status} in ('invited', 'active', 'deactivated')`),
    check('staff_members_roles', sql`cardinality(${t.roles}) >= 1 and ${t.roles} <@ array['support', 'fulfilment', 'finance', 'admin']::text[]`),
    check('staff_members_active_has_credentials', sql`${t.status} <> 'active' or (${t.passwordHash} is not null and ${t.tfaSecret} is not null)`),
  ],
);

/** The staff member a row belongs to; the row goes with the member. */
const staffOwnerId = () =>
  integer('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' });

/**
 * Set-up links (`npm run ops -- staff:invite`, inviteStaffMember): 256 random bits, only the SHA-256 stored, 24 hours,
 * single use, 5 tries of the authenticator code that confirms the set-up. `tfa_secret` is the secret the invitee is
 * shown and confirms; it becomes staff_members.tfa_secret on acceptance. A new invitation of the member replaces it.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    staffId: staffOwnerId(),
    tokenHash: text('token_hash').notNull(),
    tfaSecret: text('tfa_secret').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Who invited: a staff member's id, or null for an operator of the command line (audit_events says who). */
    invitedBy: integer('invited_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_hash_idx').on(t.tokenHash), index('staff_invites_staff_idx').on(t.staffId)],
);

/**
 * Staff sessions: only the SHA-256 of the random token is stored. A session ends 30 minutes after its last use (idle),
 * 12 hours after it started (`expires_at`, absolute), when revoked (sign-out), or when its member is deactivated.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: staffOwnerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('staff_sessions_hash_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Second-factor challenges of staff sign-ins whose password was right (5 minutes, single use, 5 tries). */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: serial('id').primaryKey(),
    staffId: staffOwnerId(),
    challengeHash: text('challenge_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_login_challenges_hash_idx').on(t.challengeHash), index('staff_login_challenges_staff_idx').on(t.staffId)],
);

export type MoneyBackKind = 'refund' | 'reversal' | 'adjustment';
/**
 * awaiting_approval (four eyes, above the threshold) → rejected | done (adjustment, reversal) | submitting (a refund
 * approved or below the threshold, not yet accepted by its gateway) → pending → processing → processed | failed, with
 * needs_attention (Paystack: the customer's bank details are needed) between.
 */
export type MoneyBackStatus = 'awaiting_approval' | 'rejected' | 'done' | 'submitting' | 'pending' | 'processing' | 'needs_attention' | 'processed' | 'failed';

/**
 * Money given back (docs/decisions/049-money-given-back.md): a refund of a top-up through its gateway, the reversal of
 * a hub charge whose cycle did not run, or a staff adjustment (credit or debit). One row per request, whatever its
 * fate; its money moves as ledger journals whose cause is this row: the wallet line (`money_back`, id) once, and, when
 * a refund is rejected or finally fails, the compensating credit (`money_back_return`, id) once — both enforced by the
 * unique index on transactions' cause. Nothing here is deleted; statuses only move forward.
 */
export const moneyBacks = pgTable(
  'money_backs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MoneyBackKind>().notNull(),
    /** RFD- / REV- / ADJ-YYYYMMDD-XXXXXXXX: what customers, staff and the gateway (a refund's merchant note) see. */
    reference: text('reference').notNull(),
    userId: moneyOwnerId(),
    /** '+' gives the customer money (reversal, adjustment credit), '-' takes it (refund, adjustment debit). */
    direction: text('direction').$type<'+' | '-'>().notNull(),
    amount: kobo('amount').notNull(),
    /** The refunded top-up. */
    depositId: integer('deposit_id').references(() => deposits.id, { onDelete: 'restrict' }),
    /** The reversed hub charge (one reversal per charge). */
    hubChargeId: integer('hub_charge_id').references(() => hubCharges.id, { onDelete: 'restrict' }),
    /** The wallet entry it compensates (a reversal's charge line), shown as "Reversal of <trx>". */
    compensatesTrx: text('compensates_trx'),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** Who asked: a staff member, or the hub that reported a failed cycle (service centre), or null for an operator of the command line. */
    requestedBy: integer('requested_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    requestedByHub: integer('requested_by_hub').references(() => serviceCenters.id, { onDelete: 'restrict' }),
    /** The requester's idempotency key: a double click or a retry finds the first request. */
    requestKey: text('request_key'),
    status: text('status').$type<MoneyBackStatus>().notNull(),
    /** The second person of four eyes: who approved or rejected, when and (rejection) why. */
    decidedBy: integer('decided_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    decidedAt: tstz('decided_at'),
    decisionReason: text('decision_reason'),
    /** The gateway of a refund (its deposit's method) and the gateway's refund id and own wording of the status. */
    gateway: text('gateway'),
    gatewayRefundId: text('gateway_refund_id'),
    gatewayStatus: text('gateway_status'),
    /** Needs-attention: the last 4 digits of the bank account given to the gateway (the number itself is not kept). */
    bankAccountLast4: text('bank_account_last4'),
    /**
     * A closing customer's own bank account for the part of the balance no top-up can take back (ADR 054): "<bank
     * code> <NUBAN>", held only until finance decides the payout (approval = paid by bank transfer), then erased;
     * bank_account_last4 keeps the proof.
     */
    payoutAccount: text('payout_account'),
    /** The wallet entry that moved the money, and the compensating credit of a rejected or failed refund. */
    trx: text('trx'),
    returnTrx: text('return_trx'),
    failureReason: text('failure_reason'),
    /**
     * Why the request waits (waited) for a second person, in words, when it does (ADR 069): above the per-request
     * threshold, or past a daily total of money moved without a second person (per customer, per member); null when it
     * was done at once.
     */
    approvalNeededBecause: text('approval_needed_because'),
    /**
     * Done at once by its requester — a staff member or the command line — without a second person (ADR 069): what the
     * daily totals add up. False for a request that waited (approved or not), a reversal, a closure's rows.
     */
    movedAlone: boolean('moved_alone').notNull().default(false),
    /**
     * A refund's sending to its gateway (lib/money-back/refunds.ts): how many times it was claimed for sending (a second claim asks
     * the gateway for a refund of its reference before sending again) and until when the current claim holds.
     */
    submitAttempts: integer('submit_attempts').notNull().default(0),
    submitLockedUntil: tstz('submit_locked_until'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('money_backs_reference_idx').on(t.reference),
    uniqueIndex('money_backs_request_key_idx').on(t.requestKey),
    uniqueIndex('money_backs_reversal_idx').on(t.hubChargeId).where(sql`${t.kind} = 'reversal'`),
    uniqueIndex('money_backs_gateway_refund_idx').on(t.gateway, t.gatewayRefundId),
    index('money_backs_user_idx').on(t.userId, t.id),
    index('money_backs_deposit_idx').on(t.depositId).where(sql`${t.depositId} is not null`),
    index('money_backs_status_idx').on(t.status, t.id),
    // The daily totals of a requester (ADR 069): what one member moved today without a second person.
    index('money_backs_moved_alone_idx').on(t.requestedBy, t.createdAt).where(sql`${t.movedAlone}`),
    index('money_backs_ticket_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    check('money_backs_kind', sql`${t.kind} in ('refund', 'reversal', 'adjustment')`),
    check('money_backs_direction', sql`${t.direction} in ('+', '-')`),
    check('money_backs_amount_positive', sql`${t.amount} > 0`),
    check(
      'money_backs_status',
      sql`${t.status} in ('awaiting_approval', 'rejected', 'done', 'submitting', 'pending', 'processing', 'needs_attention', 'processed', 'failed')`,
    ),
    check('money_backs_refund_shape', sql`${t.kind} <> 'refund' or (${t.direction} = '-' and ${t.depositId} is not null and ${t.gateway} is not null)`),
    check('money_backs_reversal_shape', sql`${t.kind} <> 'reversal' or (${t.direction} = '+' and ${t.hubChargeId} is not null)`),
    check('money_backs_not_self_approved', sql`${t.decidedBy} is null or ${t.requestedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

/**
 * waiting (entered and resolved, for a second person) → sending (approved; the gateway is being asked) → sent | refused
 * (the gateway did not take them); waiting → rejected (with a reason; someone may enter details again).
 */
export type RefundBankDetailsStatus = 'waiting' | 'sending' | 'sent' | 'rejected' | 'refused';

/**
 * A customer's bank account entered for a refund its gateway holds in needs-attention (docs/decisions/070-…): resolved
 * with the gateway's account-name lookup when entered, sent to the gateway only after a DIFFERENT finance or admin member
 * approved it. The number itself waits sealed (AES-256-GCM, BANK_DETAILS_KEY, lib/platform/sealed.ts) only while waiting or
 * sending, and is erased once sent, refused or rejected (a CHECK makes that a database fact); the last 4 digits, the
 * bank and the name the bank gave stay as the proof of where the money went. One open entry per refund (unique index).
 */
export const refundBankDetails = pgTable(
  'refund_bank_details',
  {
    id: serial('id').primaryKey(),
    moneyBackId: integer('money_back_id')
      .notNull()
      .references(() => moneyBacks.id, { onDelete: 'restrict' }),
    userId: moneyOwnerId(),
    gateway: text('gateway').notNull(),
    /** The bank's code as the gateway lists banks (058), its name, and the gateway's own id of it (Paystack's bank_id). */
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    gatewayBankId: text('gateway_bank_id'),
    accountLast4: text('account_last4').notNull(),
    /** The name the bank holds for the account (the gateway's resolve answer), shown next to the customer's. */
    accountName: text('account_name').notNull(),
    /** The sealed NUBAN (v1.<iv>.<ciphertext>.<tag>, base64url): only while waiting or sending. */
    accountNumberSealed: text('account_number_sealed'),
    status: text('status').$type<RefundBankDetailsStatus>().notNull(),
    enteredBy: integer('entered_by')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    /** Who approved (sending, sent, refused) or rejected it, when, and (rejected, refused) why. */
    decidedBy: integer('decided_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    decidedAt: tstz('decided_at'),
    decisionReason: text('decision_reason'),
    /** The approver's claim on the gateway call (a dead approver's claim expires and another approval may send it). */
    sendingUntil: tstz('sending_until'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_bank_details_open_idx').on(t.moneyBackId).where(sql`${t.status} in ('waiting', 'sending')`),
    index('refund_bank_details_refund_idx').on(t.moneyBackId, t.id),
    index('refund_bank_details_user_idx').on(t.userId),
    check('refund_bank_details_status', sql`${t.status} in ('waiting', 'sending', 'sent', 'rejected', 'refused')`),
    check('refund_bank_details_sealed_only_open', sql`${t.accountNumberSealed} is null or ${t.status} in ('waiting', 'sending')`),
    check('refund_bank_details_not_self_approved', sql`${t.decidedBy} is null or ${t.status} = 'rejected' or ${t.decidedBy} <> ${t.enteredBy}`),
  ],
);

// ---------------------------------------------------------------- the books: suspense and reconciliation (ADR 053)

export type SuspenseStatus = 'open' | 'assigned' | 'returned';

/**
 * Money a gateway received that matches no payment (docs/decisions/053-the-books.md): a success for a payment already
 * Failed, an amount or currency mismatch, later a transfer to an unknown account. One row per gateway transaction
 * (unique gateway + gateway_ref), booked gateway_clearing:<gateway> → suspense by a system journal (cause
 * ('suspense', id)) when it is in Naira. Finance assigns it to a customer (wallet credit against suspense, cause
 * ('suspense', id), once) or marks it returned (suspense → gateway clearing, cause ('suspense_return', id)). Never
 * deleted; open → assigned | returned, once.
 */
export const suspenseItems = pgTable(
  'suspense_items',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    /** The gateway's own id of the transaction (else our reference): one item per gateway transaction. */
    gatewayRef: text('gateway_ref').notNull(),
    /** Our payment reference it came under, when it named one. */
    reference: text('reference'),
    /** What the gateway received, in minor units of `currency`. */
    amount: kobo('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<SuspenseStatus>().notNull().default('open'),
    /** The system journal that booked it into suspense (null when not in Naira: nothing to book, return it). */
    journalId: bigint('journal_id', { mode: 'number' }),
    /** Assigned: the customer credited and the wallet entry; returned: the gateway's refund reference. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    trx: text('trx'),
    returnReference: text('return_reference'),
    resolutionReason: text('resolution_reason'),
    resolvedBy: integer('resolved_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    resolvedByLabel: text('resolved_by_label'),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suspense_items_gateway_ref_idx').on(t.gateway, t.gatewayRef),
    index('suspense_items_status_idx').on(t.status, t.id),
    check('suspense_items_status', sql`${t.status} in ('open', 'assigned', 'returned')`),
    check('suspense_items_amount_positive', sql`${t.amount} > 0`),
    check('suspense_items_assigned_shape', sql`${t.status} <> 'assigned' or (${t.userId} is not null and ${t.trx} is not null)`),
    check('suspense_items_returned_shape', sql`${t.status} <> 'returned' or ${t.returnReference} is not null`),
  ],
);

/** A reconciliation of one Lagos day's top-ups against what each gateway says (ADR 053); mismatches below. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** The Lagos day reconciled, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** job (the daily run), ops (`ops reconcile`), staff (the console). */
    trigger: text('trigger').$type<'job' | 'ops' | 'staff'>().notNull(),
    actorLabel: text('actor_label').notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    checked: integer('checked').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    /** Payments the gateway could not tell about (unreachable): not a mismatch, asked again by the next run. */
    unavailable: integer('unavailable').notNull().default(0),
    error: text('error'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('reconciliation_runs_day_idx').on(t.day, t.id),
    // The daily job reconciles a day once, whichever instance runs it.
    uniqueIndex('reconciliation_runs_job_day_idx').on(t.day).where(sql`${t.trigger} = 'job'`),
    check('reconciliation_runs_status', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

export type MismatchKind = 'amount' | 'currency' | 'status' | 'unknown_at_gateway' | 'ours_success_theirs_failed' | 'theirs_success_ours_failed';

export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'restrict' }),
    gateway: text('gateway').notNull(),
    depositId: integer('deposit_id').references(() => deposits.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    kind: text('kind').$type<MismatchKind>().notNull(),
    /** Our side and theirs, readably (status and amount). */
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reconciliation_mismatches_run_idx').on(t.runId, t.id)],
);

// ---------------------------------------------------------------- "Download my data" (issue 26, docs/decisions/055)

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';

/**
 * A customer's request for an archive of their data (lib/privacy/data-export.ts): queued at the request, claimed by one
 * instance (locked_by until locked_until, extended while it writes; a claim past its end is taken over by another
 * instance, so a restart loses nothing), the zip written to storage under exports/<random>.zip, ready for 24 hours
 * (expires_at), then deleted from storage by the expiry job (status expired). The id is random (128 bits): it is the
 * archive's name in URLs, and another customer's id answers 404.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    /** 0–100, the share of rows and files written. */
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: tstz('locked_until'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    readyAt: tstz('ready_at'),
    expiresAt: tstz('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_status_idx').on(t.status, t.createdAt),
    check('data_exports_status', sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'expired')`),
    check('data_exports_progress', sql`${t.progress} between 0 and 100`),
  ],
);

// ---------------------------------------------------------------- Top-ups by bank transfer (issue 27, docs/decisions/056)

/**
 * pending → assigned | failed; validating (ADR 061: Paystack checks the customer's BVN and bank account before it
 * assigns a number) → pending → assigned, or → failed; closed for a closed customer account.
 */
export type VirtualAccountStatus = 'validating' | 'pending' | 'assigned' | 'failed' | 'closed';

/**
 * A customer's own account number for top-ups by bank transfer (docs/decisions/056-bank-transfer-accounts.md): a
 * Paystack dedicated virtual account or a Flutterwave static virtual account. pending: asked, the gateway assigns it
 * later (Paystack's dedicatedaccount.assign.* events); assigned: transfers to it credit the customer; failed: the gateway
 * refused (the customer may ask again); closed: transfers to it go to suspense. No identity number (BVN) is stored.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    gateway: text('gateway').notNull(),
    /** Our reference of the account (VA-YYYYMMDD-XXXXXXXX): Flutterwave's tx_ref of every transfer to it. */
    reference: text('reference').notNull(),
    status: text('status').$type<VirtualAccountStatus>().notNull().default('pending'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** Paystack's customer code (CUS_…); Flutterwave's order_ref. */
    gatewayCustomerCode: text('gateway_customer_code'),
    /** Why the gateway refused it (its own words), for the customer's message and support. */
    failureReason: text('failure_reason'),
    /**
     * The bank account the customer's identity was checked with (ADR 061), no more than the screen shows back: the
     * bank's name and the account number's last 4 digits. The BVN and the full number are passed through, never stored.
     */
    identityBankName: text('identity_bank_name'),
    identityAccountLast4: text('identity_account_last4'),
    createdAt: createdAt(),
    assignedAt: tstz('assigned_at'),
  },
  (t) => [
    uniqueIndex('virtual_accounts_user_gateway_idx').on(t.userId, t.gateway),
    uniqueIndex('virtual_accounts_reference_idx').on(t.reference),
    uniqueIndex('virtual_accounts_number_idx').on(t.gateway, t.accountNumber),
    index('virtual_accounts_customer_code_idx').on(t.gateway, t.gatewayCustomerCode),
    check('virtual_accounts_status', sql`${t.status} in ('validating', 'pending', 'assigned', 'failed', 'closed')`),
    check('virtual_accounts_identity_last4', sql`${t.identityAccountLast4} is null or ${t.identityAccountLast4} ~ '^[0-9]{4}$'`),
  ],
);

// ====================================================================================================================
// Customer alerts: e-mail and web push (issue 28, docs/decisions/059-customer-alerts-and-web-push.md).
// ====================================================================================================================

/** The events a customer may be alerted about (lib/notifications/notifications.ts NOTIFICATION_EVENTS). */
export type NotificationEvent = 'cycle_done' | 'machine_free' | 'topup_credited' | 'low_balance' | 'card_ready' | 'support_reply' | 'money_back';
export type NotificationChannels = Partial<Record<NotificationEvent, { email?: boolean; push?: boolean }>>;

/** A customer's alert choices: per event and channel (unset: the default), the low-balance threshold, followed hubs. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<NotificationChannels>().notNull().default({}),
  /** Kobo; null: no low-balance alert. */
  lowBalanceKobo: kobo('low_balance_kobo'),
  /** Hubs (service centres) whose machines turning free the customer wants to hear about. */
  followedHubIds: integer('followed_hub_ids').array().notNull().default(sql`'{}'::integer[]`),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** One browser's (device's) web push subscription; removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label the customer recognises the device by ("Chrome on Android"), from the client. */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: tstz('last_sent_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The push outbox: one row per (event, device), claimed and sent like mail_outbox rows (lib/notifications/push.ts deliverDuePush).
 * The payload is the service worker's {title, body, url}.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<{ title: string; body: string; url: string }>().notNull(),
    createdAt: createdAt(),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    discardAfter: tstz('discard_after'),
  },
  (t) => [uniqueIndex('push_outbox_key_idx').on(t.key), index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
