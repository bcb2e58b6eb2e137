import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { dataMap } from '#server/db/data-map.js';
import {
  authFailures,
  authTokens,
  cardRequests,
  cards,
  dataExports,
  deposits,
  loginChallenges,
  mailOutbox,
  moneyBacks,
  newsletterSubscribers,
  notificationPreferences,
  oneTimeCodes,
  passwordResetTokens,
  publicMessages,
  pushOutbox,
  refundBankDetails,
  pushSubscriptions,
  sponsorLinks,
  ticketAttachments,
  ticketMessages,
  tickets,
  users,
  virtualAccounts,
} from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { accountClosedMail } from '#server/mail/templates.js';
import { formatKobo } from '#shared/money.js';
import { avatarKey } from '#server/lib/identity/avatars.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { ACCOUNTS, lockWallet, post } from '#server/lib/ledger/ledger.js';
import { balanceSplit } from '#server/lib/ledger/referral-credit.js';
import { money } from '#server/lib/platform/money.js';
import { refundableOf } from '#server/lib/money-back/money-back.js';
import { detailOf } from '#server/lib/money-back/holds-and-returns.js';
import { PREFIXES, type MoneyBackRow } from '#server/lib/money-back/money-back-row.js';
import { userSubject } from '#server/lib/identity/one-time-codes.js';
import { CLOSED_EMAIL_DOMAIN, enqueueMail } from '#server/lib/platform/outbox.js';
import { newReference } from '#server/lib/payments/payments.js';
import type { Storage } from '#server/lib/platform/storage.js';

/**
 * Closing a customer account (issue 26, docs/decisions/054-closing-an-account.md). One transaction, under the
 * customer's wallet lock (the first lock, as every money movement): the remaining balance is paid back (refund
 * requests against the top-ups, newest first, and a bank payout for the rest — all awaiting finance's approval) or
 * given up (an explicit adjustment debit), so the balance is 0; the confirmation e-mail is queued while the address is
 * still known; then every session ends, the card is frozen, pending card requests are cancelled, open tickets are
 * closed, and the personal data is erased as the personal-data map (db/data-map.ts) says — rows of `delete_rows`
 * tables deleted, `erase` columns of kept rows blanked or replaced by the pseudonym. Money records stay under the
 * pseudonym (the users row is never deleted: money tables reference it ON DELETE RESTRICT). Stored files (avatar,
 * ticket attachments) are deleted after the commit. Never a fee.
 */

export const CONFIRMATION_WORD = 'CLOSE';

export const CLOSURE_MESSAGES = {
  wrongPassword: 'The password is incorrect.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  confirmation: `Type ${CONFIRMATION_WORD} to confirm.`,
  choice: 'Choose what happens to your balance: have it paid back to you, or give it up.',
  bankRequired: 'Give the bank account (10-digit NUBAN and bank) to pay the rest of your balance to.',
  alreadyClosed: 'This account is already closed.',
  notFound: 'No customer with this id.',
} as const;

export const CLOSED_DONE = 'Your account is closed. We have sent a confirmation to your e-mail address.';

/** What the closure screen says will happen (also the contract's example wording). */
export const WHAT_HAPPENS = {
  erased: [
    'Your name, e-mail address, phone number and address',
    'Your profile picture',
    'Your support tickets’ messages and attachments',
    'Your sign-in sessions, codes and two-factor set-up',
  ],
  kept: [
    'Your top-ups, payments, laundry charges, refunds and referral commissions are kept for 6 years, as Nigerian law requires for accounting records (CAMA 2020 s.375; CBN AML/CFT rules), under a code that no longer names you.',
  ],
  ended: ['You are signed out everywhere', 'Your laundry card is frozen', 'Card requests not yet paid are cancelled', 'Open support tickets are closed'],
} as const;

export type BalanceChoice = 'pay_back' | 'give_up';

export interface BankAccountInput {
  accountNumber: string;
  bankCode: string;
}

export interface ClosureInput {
  userId: number;
  /** Required when the balance is not zero. */
  balance?: BalanceChoice | null;
  bankAccount?: BankAccountInput | null;
  /** Who closes it: the customer themself, or staff on the customer's written request (with the reason). */
  by: { kind: 'customer' } | { kind: 'staff'; reason: string } | { kind: 'operator'; reason: string };
}

export interface ClosureServices {
  publicUrl: string;
  storage: Pick<Storage, 'delete'>;
}

const PSEUDONYM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** C-XXXXXXXX: eight characters of the unambiguous alphabet. A username cannot contain "-", so it never meets one. */
export function newPseudonym(): string {
  let out = 'C-';
  for (let i = 0; i < 8; i++) out += PSEUDONYM_ALPHABET[randomInt(PSEUDONYM_ALPHABET.length)];
  return out;
}
export const pseudonymLabel = (pseudonym: string) => `Closed account ${pseudonym}`;
export const CLOSED_FIRSTNAME = 'Closed account';
/** Not an Argon2 hash: no password ever verifies against it. */
export const CLOSED_PASSWORD_HASH = '!closed';

/**
 * What each `erase` column of users becomes (the data map's users columns with erasure 'erase'; the closure test
 * checks this list is exactly those). The username, e-mail and referral code become the pseudonym, so the unique
 * indexes leave the old values free for a new account.
 */
export const USER_ERASURE = (pseudonym: string) =>
  ({
    username: pseudonym,
    email: `${pseudonym.toLowerCase()}@${CLOSED_EMAIL_DOMAIN}`,
    firstname: CLOSED_FIRSTNAME,
    lastname: pseudonym,
    country_name: '',
    country: '',
    mobile: '',
    mobile_code: '',
    password_hash: CLOSED_PASSWORD_HASH,
    image: null,
    referral_code: pseudonym,
    address_country: '',
    address_city: '',
    address_line: '',
    address_zip: '',
    tfa_secret: null,
    tfa_enabled: false,
    tfa_last_step: null,
  }) satisfies Record<string, string | boolean | null>;

type Person = { id: number; email: string };

/**
 * How the person's rows of each customer `delete_rows` table are deleted (the map's `findBy`). The closure test checks
 * that this covers exactly the map's customer tables with erasure 'delete_rows' and that none holds a row after.
 */
export const ROW_ERASERS: Record<string, (tx: Tx, p: Person, keepMailKey: string) => Promise<unknown>> = {
  auth_tokens: (tx, p) => tx.delete(authTokens).where(eq(authTokens.userId, p.id)),
  one_time_codes: (tx, p) => tx.delete(oneTimeCodes).where(or(eq(oneTimeCodes.userId, p.id), eq(oneTimeCodes.subject, userSubject(p.id)))),
  password_reset_tokens: (tx, p) => tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, p.id)),
  login_challenges: (tx, p) => tx.delete(loginChallenges).where(eq(loginChallenges.userId, p.id)),
  auth_failures: (tx, p) => tx.delete(authFailures).where(or(eq(authFailures.userId, p.id), eq(authFailures.subject, userSubject(p.id)))),
  public_messages: (tx, p) => tx.delete(publicMessages).where(sql`lower(${publicMessages.email}) = lower(${p.email})`),
  newsletter_subscribers: (tx, p) => tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${p.email})`),
  // The closure's own confirmation stays until it is sent (then lib/platform/jobs.ts cleanUp deletes it).
  mail_outbox: (tx, p, keep) => tx.delete(mailOutbox).where(and(sql`lower(${mailOutbox.to}) = lower(${p.email})`, sql`${mailOutbox.key} is distinct from ${keep}`)),
  // The archives' files go after the commit with the other files (see closeAccount); a build still running finds its
  // row gone and deletes what it wrote (lib/privacy/data-export.ts).
  data_exports: (tx, p) => tx.delete(dataExports).where(eq(dataExports.userId, p.id)),
  // Alerts (ADR 059): the choices, every device's subscription and what waits to be pushed to them.
  push_outbox: (tx, p) => tx.delete(pushOutbox).where(inArray(pushOutbox.subscriptionId, tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.id)))),
  push_subscriptions: (tx, p) => tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, p.id)),
  notification_preferences: (tx, p) => tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, p.id)),
  ticket_attachments: (tx, p) =>
    tx.delete(ticketAttachments).where(
      inArray(
        ticketAttachments.messageId,
        tx.select({ id: ticketMessages.id }).from(ticketMessages).innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId)).where(eq(tickets.userId, p.id)),
      ),
    ),
};

/** The customer tables the map says closure deletes rows of (staff-only tables are not a customer's). */
export const customerDeleteTables = () =>
  Object.entries(dataMap)
    .filter(([, rule]) => rule.erasure === 'delete_rows' && rule.subjects.includes('customer'))
    .map(([name]) => name);

export interface PlannedRefund {
  depositId: number;
  reference: string;
  gateway: string;
  createdAt: Date;
  amount: number;
}

/** The balance's way back: refunds of the top-ups (newest first, each capped at what it can still refund) and the rest. */
export async function planPayBack(ex: Executor, userId: number, balance: number): Promise<{ refunds: PlannedRefund[]; rest: number }> {
  const refunds: PlannedRefund[] = [];
  let rest = balance;
  if (rest <= 0) return { refunds, rest: 0 };
  const tops = await ex
    .select({ id: deposits.id, reference: deposits.reference, amount: deposits.amount, gateway: deposits.methodCode, createdAt: deposits.createdAt })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'Success')))
    .orderBy(desc(deposits.id))
    .limit(200);
  for (const d of tops) {
    if (rest <= 0) break;
    const refundable = await refundableOf(ex, d.id, d.amount);
    const take = Math.min(refundable, rest);
    if (take <= 0) continue;
    refunds.push({ depositId: d.id, reference: d.reference, gateway: d.gateway, createdAt: d.createdAt, amount: take });
    rest -= take;
  }
  return { refunds, rest };
}

export interface ClosurePreview {
  balance: string;
  referral_credit: string;
  confirmation_word: string;
  refundable_top_ups: { reference: string; gateway: string; date: string; amount: string }[];
  to_bank_account: string;
  erased: string[];
  kept: string[];
  ended: string[];
}

/** What closing would do now (the customer's screen). */
export async function closurePreview(db: Db, userId: number): Promise<ClosurePreview> {
  const [user] = await db.select({ balance: users.balance }).from(users).where(and(eq(users.id, userId), isNull(users.closedAt)));
  if (!user) throw new ApiError(404, CLOSURE_MESSAGES.notFound);
  const split = await balanceSplit(db, userId);
  const plan = await planPayBack(db, userId, split.cash);
  return {
    balance: money(user.balance),
    referral_credit: money(split.credit),
    confirmation_word: CONFIRMATION_WORD,
    refundable_top_ups: plan.refunds.map((r) => ({ reference: r.reference, gateway: r.gateway, date: r.createdAt.toISOString(), amount: money(r.amount) })),
    to_bank_account: money(plan.rest),
    erased: [...WHAT_HAPPENS.erased],
    kept: [...WHAT_HAPPENS.kept],
    ended: [...WHAT_HAPPENS.ended],
  };
}

export interface ClosureResult {
  pseudonym: string;
  balance: number;
  choice: BalanceChoice | null;
  refunds: { reference: string; amount: number }[];
  payout: { reference: string; amount: number } | null;
  /** The referral credit given up at closure (laundry credit only, ADR 071), part of `forfeited`. */
  referralCredit: number;
  forfeited: number;
  sessionsEnded: number;
}

/** What finance reads in a closure pay-back's reason about referral credit (ADR 071): none of it is ever paid out. */
export const referralNote = (kept: { reference: string; amount: number } | null) =>
  kept
    ? `Referral credit ${formatKobo(kept.amount)} of the balance was kept back, not paid out (${kept.reference}): none of this is referral credit.`
    : 'None of this is referral credit.';

export const NUBAN = /^[0-9]{10}$/;
export const BANK_CODE = /^[0-9]{3,6}$/;

/** Closes the account (see the module comment). Throws the contract's 404 / 409 / 422 answers; nothing changes then. */
export async function closeAccount(db: Db, ctx: AuditContext, input: ClosureInput, s: ClosureServices, now: Date): Promise<ClosureResult> {
  const pseudonym = newPseudonym();
  const mailKey = `account-closed:${input.userId}`;
  const { result, files } = await db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!user) throw new ApiError(404, CLOSURE_MESSAGES.notFound);
    if (user.closedAt) throw new ApiError(409, CLOSURE_MESSAGES.alreadyClosed);
    const balance = user.balance;
    // Referral credit is laundry credit only (ADR 071): never paid back as money; only the cash part is the customer's
    // choice. With nothing but referral credit left there is nothing to choose.
    const split = await balanceSplit(tx, user.id);
    const choice = split.cash > 0 || (balance > 0 && input.balance === 'give_up') ? (input.balance ?? null) : null;
    if (split.cash > 0 && !choice) throw fieldError('balance', CLOSURE_MESSAGES.choice);

    const staffReason = input.by.kind === 'customer' ? null : input.by.reason;
    const why = staffReason ? `Account closure (written request: ${staffReason.slice(0, 200)})` : 'Account closure';
    const refunds: ClosureResult['refunds'] = [];
    let payout: ClosureResult['payout'] = null;
    let forfeited = 0;
    let creditKept: { reference: string; amount: number } | null = null;
    let keptRow: MoneyBackRow | null = null;
    const insertMoneyBack = async (values: Partial<typeof moneyBacks.$inferInsert> & Pick<typeof moneyBacks.$inferInsert, 'kind' | 'amount' | 'reason' | 'status'>) => {
      const [row] = await tx
        .insert(moneyBacks)
        .values({ reference: newReference(PREFIXES[values.kind], now), userId: user.id, direction: '-', createdAt: now, updatedAt: now, ...values })
        .returning();
      return row as MoneyBackRow;
    };
    const debit = async (row: MoneyBackRow, counter: string, depositReference?: string) => {
      const posted = await post(tx, {
        userId: user.id,
        amount: row.amount,
        type: '-',
        detail: detailOf(row, depositReference),
        remark: row.kind === 'refund' ? 'refund' : 'adjustment',
        cause: { kind: 'money_back', id: row.id },
        counter,
      });
      await tx.update(moneyBacks).set({ trx: posted.trx }).where(eq(moneyBacks.id, row.id));
    };

    if (choice !== 'give_up' && split.credit > 0) {
      // Given up at once, before the pay-back rows are written, so their reasons can name it for finance.
      const row = await insertMoneyBack({
        kind: 'adjustment',
        amount: split.credit,
        reason: `${why}: referral credit ${formatKobo(split.credit)} is laundry credit only and is not paid out`,
        status: 'done',
        completedAt: now,
      });
      creditKept = { reference: row.reference, amount: split.credit };
      keptRow = row;
    }
    if (choice === 'pay_back') {
      const plan = await planPayBack(tx, user.id, split.cash);
      if (plan.rest > 0) {
        const bank = input.bankAccount;
        if (!bank) throw fieldError('bank_account', CLOSURE_MESSAGES.bankRequired);
        if (!NUBAN.test(bank.accountNumber)) throw fieldError('bank_account.account_number', 'The account number must be 10 digits (NUBAN).');
        if (!BANK_CODE.test(bank.bankCode)) throw fieldError('bank_account.bank_code', 'Choose your bank.');
      }
      // Finance approves every one, whatever the amount (ADR 054): the customer is leaving and cannot be asked later.
      for (const r of plan.refunds) {
        const row = await insertMoneyBack({ kind: 'refund', amount: r.amount, depositId: r.depositId, reason: `${why}: balance paid back. ${referralNote(creditKept)}`, status: 'awaiting_approval', gateway: r.gateway });
        await debit(row, ACCOUNTS.refundsPayable, r.reference);
        refunds.push({ reference: row.reference, amount: r.amount });
      }
      if (plan.rest > 0) {
        const bank = input.bankAccount!;
        const last4 = bank.accountNumber.slice(-4);
        const row = await insertMoneyBack({
          kind: 'adjustment',
          amount: plan.rest,
          reason: `${why}: rest of the balance to be paid by bank transfer to the customer's account ****${last4} (bank ${bank.bankCode}). ${referralNote(creditKept)}`,
          status: 'awaiting_approval',
          bankAccountLast4: last4,
          payoutAccount: `${bank.bankCode} ${bank.accountNumber}`,
        });
        await debit(row, ACCOUNTS.adjustments); // as every adjustment's (a rejection gives it back against the same account)
        payout = { reference: row.reference, amount: plan.rest };
      }
    } else if (choice === 'give_up') {
      const row = await insertMoneyBack({ kind: 'adjustment', amount: balance, reason: `${why}: the customer gave up the remaining balance`, status: 'done', completedAt: now });
      await debit(row, ACCOUNTS.adjustments);
      forfeited = balance;
    }
    // The referral credit's debit last (a debit takes cash first when the split is read again): back to the programme.
    if (keptRow) {
      await debit(keptRow, ACCOUNTS.referralCommissions);
      forfeited += keptRow.amount;
    }

    // The confirmation, while the address is still known (the outbox sends it after the commit).
    const creditLine = creditKept ? ` ${formatKobo(creditKept.amount)} of it was referral credit, which is laundry credit only and is not paid back.` : '';
    const balanceLine =
      balance === 0
        ? 'There was nothing to pay back.'
        : choice === 'give_up'
          ? 'You chose to give it up; it was not paid back.'
          : split.cash === 0
            ? `It was referral credit, which is laundry credit only and is not paid back.`
            : `It will be paid back to you free of charge once our finance team approves it (refunds to the card or account that paid, and a bank transfer for the rest).${creditLine}`;
    await enqueueMail(
      tx,
      { to: user.email, ...accountClosedMail({ publicUrl: s.publicUrl, firstname: user.firstname, accountNumber: user.accountNumber, balance: formatKobo(balance), balanceLine, byStaff: input.by.kind !== 'customer' }) },
      { key: mailKey },
    );

    // Files to delete after the commit.
    const attachments = await tx
      .select({ key: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(eq(tickets.userId, user.id));
    const archives = await tx.select({ key: dataExports.storageKey }).from(dataExports).where(and(eq(dataExports.userId, user.id), isNotNull(dataExports.storageKey)));
    const files = [...attachments.map((a) => a.key), ...archives.map((a) => a.key!), ...(user.image ? [avatarKey(user.image)] : [])];

    const sessions = await tx.select({ n: sql<number>`count(*)::int` }).from(authTokens).where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt), sql`${authTokens.expiresAt} > ${now.toISOString()}::timestamptz`));
    const person = { id: user.id, email: user.email };
    for (const table of customerDeleteTables()) {
      const eraser = ROW_ERASERS[table];
      if (!eraser) throw new Error(`account closure: no eraser for ${table} (db/data-map.ts says delete_rows)`);
      await eraser(tx, person, mailKey);
    }

    const frozen = await tx.update(cards).set({ status: 'frozen', frozenAt: now }).where(and(eq(cards.userId, user.id), eq(cards.status, 'linked'))).returning({ id: cards.id });
    const cancelled = await tx
      .update(cardRequests)
      .set({ status: 'Failed', failureReason: 'Cancelled: the account was closed.', completedAt: now })
      .where(and(eq(cardRequests.userId, user.id), eq(cardRequests.status, 'Pending')))
      .returning({ id: cardRequests.id });
    const own = tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, user.id));
    const closedTickets = await tx
      .update(tickets)
      .set({ status: 'Close' })
      .where(and(eq(tickets.userId, user.id), ne(tickets.status, 'Close')))
      .returning({ id: tickets.id });
    await tx.update(tickets).set({ subject: '(erased)' }).where(eq(tickets.userId, user.id));
    // The account number stays known as closed (a later transfer to it is booked to suspense, ADR 056); its name goes.
    await tx.update(virtualAccounts).set({ status: 'closed', accountName: null, identityBankName: null, identityAccountLast4: null }).where(eq(virtualAccounts.userId, user.id));
    // A bank account waiting for a second person's approval (ADR 070): its sealed number goes; the entry ends rejected.
    await tx
      .update(refundBankDetails)
      .set({ status: sql`case when ${refundBankDetails.status} = 'waiting' then 'rejected' else ${refundBankDetails.status} end`, decisionReason: sql`case when ${refundBankDetails.status} = 'waiting' then 'The account was closed.' else ${refundBankDetails.decisionReason} end`, accountNumberSealed: null })
      .where(and(eq(refundBankDetails.userId, user.id), isNotNull(refundBankDetails.accountNumberSealed)));
    // Sponsor links stay (deposits paid through them point at them) but no longer open, and their note is erased.
    await tx.update(sponsorLinks).set({ note: null, revokedAt: sql`coalesce(${sponsorLinks.revokedAt}, ${now.toISOString()}::timestamptz)` }).where(eq(sponsorLinks.userId, user.id));
    await tx.update(ticketMessages).set({ message: '', senderName: '' }).where(inArray(ticketMessages.ticketId, own));

    const e = USER_ERASURE(pseudonym);
    await tx
      .update(users)
      .set({
        username: e.username,
        email: e.email,
        firstname: e.firstname,
        lastname: e.lastname,
        countryName: e.country_name,
        country: e.country,
        mobile: e.mobile,
        mobileCode: e.mobile_code,
        passwordHash: e.password_hash,
        image: e.image,
        referralCode: e.referral_code,
        addressCountry: e.address_country,
        addressCity: e.address_city,
        addressLine: e.address_line,
        addressZip: e.address_zip,
        tfaSecret: e.tfa_secret,
        tfaEnabled: e.tfa_enabled,
        tfaLastStep: e.tfa_last_step,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const [after] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, user.id));
    if (after!.balance !== 0) throw new Error(`account closure: balance ${after!.balance} left on account ${user.id}`);

    await audit(tx, ctx, {
      action: 'customer.account_closed',
      target: { kind: 'customer', id: user.id },
      details: {
        user_id: user.id,
        pseudonym,
        by: input.by.kind,
        reason: staffReason,
        balance,
        choice,
        refunds: refunds.map((r) => r.reference),
        payout: payout?.reference ?? null,
        forfeited,
        referral_credit_not_paid_out: creditKept?.reference ?? null,
        cards_frozen: frozen.length,
        card_requests_cancelled: cancelled.length,
        tickets_closed: closedTickets.length,
        sessions_ended: sessions[0]?.n ?? 0,
        files_deleted: files.length,
      },
    });
    const result: ClosureResult = { pseudonym, balance, choice, refunds, payout, forfeited, referralCredit: creditKept?.amount ?? 0, sessionsEnded: sessions[0]?.n ?? 0 };
    return { result, files };
  });
  // After the commit: a failed delete leaves an orphan object no row names (never a row naming a missing file).
  for (const key of files) await s.storage.delete(key).catch(() => undefined);
  return result;
}

/** The contract's AccountClosed / StaffCustomerClosed money fields of a closure. */
export const closedView = (r: ClosureResult) => ({
  balance: money(r.balance),
  choice: r.choice,
  refunds: r.refunds.map((x) => ({ reference: x.reference, amount: money(x.amount) })),
  payout: r.payout ? { reference: r.payout.reference, amount: money(r.payout.amount) } : null,
  forfeited: money(r.forfeited),
});
