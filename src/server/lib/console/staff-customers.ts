import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { authTokens, cardRequests, cards, deposits, loginChallenges, tickets, users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { twoFactorResetMail } from '#server/mail/templates.js';
import type { PaymentServices } from '#server/lib/payments/payments.js';
import type { StaffScope } from '#server/lib/identity/principal.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { CUSTOMER_NOT_FOUND, customerIdentity, findUserById, type UserRow } from '#server/lib/identity/accounts.js';
import { cardRequestsPage, cardView, currentCard } from '#server/lib/cards-hubs/cards.js';
import { normaliseCardNumber } from '#server/lib/cards-hubs/card-numbers.js';
import { depositsPage, transactionsPage } from '#server/lib/ledger/money-views.js';
import { hubChargeMarks } from '#server/lib/cards-hubs/reversals.js';
import { money } from '#server/lib/platform/money.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { centreInScopeSql } from '#server/lib/identity/staff-scope.js';
import { ticketsPage } from '#server/lib/support/tickets.js';

/**
 * The staff console's Customers section (docs/decisions/044-staff-customers.md): search, a customer's page and its
 * paged lists, ending a customer's sessions and resetting their two-factor. Customers belong to no service centre, so
 * any staff member with a read role sees any customer; only the card requests list follows the member's scope. The
 * lists reuse the customer side's view builders (transactionsPage, depositsPage, cardRequestsPage, ticketsPage).
 */

export const CUSTOMERS_PER_PAGE = 15;
export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on for this customer.';

type Summary = components['schemas']['StaffCustomerSummary'];
type Customer = components['schemas']['StaffCustomer'];

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

/**
 * The national significant number of a phone number typed in a Nigerian form — `0803 123 4567`, `+234 803 123 4567`,
 * `2348031234567`, `(803) 123-4567` → `8031234567` — or null when `q` is not a phone number. Other countries' numbers
 * come back as their digits.
 */
export function phoneDigits(q: string): { national: string | null; digits: string } | null {
  if (!/^\+?[\d\s\-().]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  const ng = /^(?:234|0)?([789]\d{9})$/.exec(digits);
  return { national: ng ? ng[1]! : null, digits };
}

/** The conditions `q` matches a customer by (ADR 044): e-mail or username (part), account number, phone, card serial. */
function searchConditions(q: string): SQL {
  const like = `%${likeEscape(q)}%`;
  const any: SQL[] = [ilike(users.email, like), ilike(users.username, like)];
  const compact = q.replace(/[\s-]+/g, '');
  if (/^\d{10}$/.test(compact)) any.push(eq(users.accountNumber, compact));
  const phone = phoneDigits(q);
  if (phone) {
    const stored = sql`regexp_replace(${users.mobile}, '[^0-9]', '', 'g')`;
    if (phone.national) {
      const n = phone.national;
      any.push(sql`${stored} in (${n}, ${`0${n}`}, ${`234${n}`})`);
    } else {
      any.push(sql`(${stored} = ${phone.digits} or (${users.mobileCode} || ltrim(${stored}, '0')) = ${phone.digits})`);
    }
  }
  const serial = normaliseCardNumber(q);
  if (/^[A-Z0-9]{6,19}$/.test(serial)) {
    any.push(sql`${users.id} in (select ${cards.userId} from ${cards} where ${cards.number} = ${serial} and ${cards.userId} is not null)`);
  }
  return or(...any)!;
}

/** The current card number (linked, else the last frozen) of each of `userIds`. */
async function currentSerials(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: cards.userId, number: cards.number, status: cards.status })
    .from(cards)
    .where(and(inArray(cards.userId, userIds), inArray(cards.status, ['linked', 'frozen'])))
    .orderBy(sql`case when ${cards.status} = 'linked' then 0 else 1 end`, desc(cards.frozenAt), desc(cards.id));
  const out = new Map<number, string>();
  for (const r of rows) if (r.userId !== null && !out.has(r.userId)) out.set(r.userId, r.number);
  return out;
}

/** A page of the search (searchStaffCustomers): matches of `q`, or every customer without it; newest first. */
export async function searchCustomers(db: Db, query: { q?: string; page?: number }) {
  const page = query.page ?? 1;
  const q = query.q?.trim();
  const where = q ? searchConditions(q) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, username: users.username, email: users.email, accountNumber: users.accountNumber, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PER_PAGE)
    .offset((page - 1) * CUSTOMERS_PER_PAGE);
  const serials = await currentSerials(
    db,
    rows.map((r) => r.id),
  );
  const data: Summary[] = rows.map((r) => ({
    id: r.id,
    name: fullName(r),
    username: r.username,
    email: r.email,
    account_number: r.accountNumber,
    card_serial: serials.get(r.id) ?? null,
    created_at: r.createdAt.toISOString(),
  }));
  return { total: Number(total), page, data };
}

/** The customer, or a 404. */
export async function customerOr404(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError(404, CUSTOMER_NOT_FOUND);
  return user;
}

/** Live sessions: not revoked, not expired. */
const liveSessions = (userId: number, now: Date) => and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now));

const countOf = async (db: Db, table: typeof deposits | typeof cardRequests | typeof tickets, userId: number) => {
  const [c] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(c?.n ?? 0);
};

/**
 * The customer's page (getStaffCustomer) — and its open recorded in the audit trail (customer.view, no details): access
 * to a customer's personal data is logged (NDPA, ADR 044). One insert, outside any transaction: a read changes nothing.
 */
export async function customerPage(db: Db, ctx: AuditContext, id: number, now: Date): Promise<Customer> {
  const user = await customerOr404(db, id);
  const [referrer] = user.referredBy === null ? [] : await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, user.referredBy));
  const [card, nDeposits, nRequests, nTickets, [refs], [live]] = await Promise.all([
    currentCard(db, user.id),
    countOf(db, deposits, user.id),
    countOf(db, cardRequests, user.id),
    countOf(db, tickets, user.id),
    db.select({ n: count() }).from(users).where(eq(users.referredBy, user.id)),
    db.select({ n: count() }).from(authTokens).where(liveSessions(user.id, now)),
  ]);
  await audit(db, ctx, { action: 'customer.view', target: { kind: 'customer', id: user.id } });
  return {
    ...customerIdentity(user),
    email_verified: user.emailVerifiedAt !== null,
    mobile: user.mobile,
    mobile_code: user.mobileCode,
    country: user.countryName,
    address: { country: user.addressCountry, city: user.addressCity, address: user.addressLine, zip: user.addressZip },
    account_number: user.accountNumber,
    referral_code: user.referralCode,
    referred_by: referrer ? { id: referrer.id, name: fullName(referrer) } : null,
    tfa_enabled: user.tfaEnabled,
    created_at: user.createdAt.toISOString(),
    balance: money(user.balance),
    card: card ? cardView(card) : null,
    counts: {
      transactions: user.entryCount,
      deposits: nDeposits,
      card_requests: nRequests,
      tickets: nTickets,
      referrals: Number(refs?.n ?? 0),
      sessions: Number(live?.n ?? 0),
    },
  };
}

// ---------------------------------------------------------------- the page's lists (15 a page, newest first)

export async function customerTransactions(db: Db, id: number, page: number) {
  const user = await customerOr404(db, id);
  const { total, data } = await transactionsPage(db, user, page, CUSTOMERS_PER_PAGE);
  // A hub charge's line names its charge and whether it was reversed (reverseStaffHubCharge, ADR 050); `money_back`
  // (the customer's view of money given back, ADR 049) is not part of StaffCustomerTransaction.
  const marks = await hubChargeMarks(db, data.map((t) => t.id));
  return {
    total,
    data: data.map(({ user: after, money_back: _moneyBack, ...t }) => {
      const mark = marks.get(t.id);
      return { ...t, post_balance: after.balance, ...(mark ? { hub_charge_id: mark.hubChargeId, reversed: mark.reversed } : {}) };
    }),
  };
}

export async function customerDeposits(db: Db, id: number, page: number) {
  await customerOr404(db, id);
  return depositsPage(db, id, page, CUSTOMERS_PER_PAGE);
}

/** Card requests: a scoped member sees only those of their service centres (lib/identity/staff-scope.ts). */
export async function customerCardRequests(s: Pick<PaymentServices, 'db' | 'gateways'>, scope: StaffScope, id: number, page: number) {
  await customerOr404(s.db, id);
  return cardRequestsPage(s, id, page, CUSTOMERS_PER_PAGE, centreInScopeSql(scope, cardRequests.serviceCenterId));
}

export async function customerTickets(db: Db, id: number, page: number) {
  await customerOr404(db, id);
  return ticketsPage(db, id, page);
}

/** The customers this one referred: id, name, when they joined (no e-mail address). */
export async function customerReferrals(db: Db, id: number, page: number) {
  await customerOr404(db, id);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(eq(users.referredBy, id));
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredBy, id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PER_PAGE)
    .offset((page - 1) * CUSTOMERS_PER_PAGE);
  return { total: Number(total), data: rows.map((r) => ({ id: r.id, name: fullName(r), joined_at: r.createdAt.toISOString() })) };
}

/** Live sessions: when each started and expires — never the token or its hash. */
export async function customerSessions(db: Db, id: number, page: number, now: Date) {
  await customerOr404(db, id);
  const where = liveSessions(id, now);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(authTokens).where(where);
  const rows = await db
    .select({ id: authTokens.id, createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(where)
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(CUSTOMERS_PER_PAGE)
    .offset((page - 1) * CUSTOMERS_PER_PAGE);
  return {
    total: Number(total),
    data: rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), ends_at: r.expiresAt.toISOString(), last_used_at: r.lastUsedAt ? r.lastUsedAt.toISOString() : null })),
  };
}

// ---------------------------------------------------------------- the actions (support, admin)

/** Ends every live session of the customer and every sign-in waiting for its second step; answers how many sessions. */
async function endSessions(tx: Executor, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id, expiresAt: authTokens.expiresAt });
  await tx.update(loginChallenges).set({ usedAt: now }).where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedAt)));
  return ended.filter((t) => t.expiresAt > now).length;
}

/** Ends every session of the customer (revokeStaffCustomerSessions), audited (customer.sessions_revoke) in its transaction. */
export async function revokeCustomerSessions(db: Executor, ctx: AuditContext, id: number, reason: string, now: Date): Promise<{ sessions_ended: number }> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new ApiError(404, CUSTOMER_NOT_FOUND);
    const sessionsEnded = await endSessions(tx, id, now);
    await audit(tx, ctx, { action: 'customer.sessions_revoke', target: { kind: 'customer', id }, details: { reason: reason.trim(), sessions_ended: sessionsEnded } });
    return { sessions_ended: sessionsEnded };
  });
}

/**
 * Turns the customer's two-factor off (resetStaffCustomerTwoFactor): the secret forgotten as when they turn it off
 * themselves (lib/identity/authenticator-code.ts), every session ended, the security e-mail queued — all in one transaction with
 * its audit event (customer.two_factor_reset). 409 when two-factor is not on.
 */
export async function resetCustomerTwoFactor(
  db: Executor,
  ctx: AuditContext,
  id: number,
  reason: string,
  opts: { now: Date; publicUrl: string },
): Promise<{ tfa_enabled: false; sessions_ended: number }> {
  const { now } = opts;
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new ApiError(404, CUSTOMER_NOT_FOUND);
    if (!user.tfaEnabled) throw new ApiError(409, TWO_FACTOR_NOT_ON);
    await tx.update(users).set({ tfaEnabled: false, tfaSecret: null, tfaLastStep: null, updatedAt: now }).where(eq(users.id, id));
    const sessionsEnded = await endSessions(tx, id, now);
    await enqueueMail(tx, { to: user.email, ...twoFactorResetMail({ publicUrl: opts.publicUrl, firstname: user.firstname }) }, { key: `two-factor-reset:${id}:${now.getTime()}` });
    await audit(tx, ctx, { action: 'customer.two_factor_reset', target: { kind: 'customer', id }, details: { reason: reason.trim(), sessions_ended: sessionsEnded } });
    return { tfa_enabled: false as const, sessions_ended: sessionsEnded };
  });
}
