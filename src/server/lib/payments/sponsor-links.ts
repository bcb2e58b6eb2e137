import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sum } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import { deposits, sponsorLinks, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import type { MethodCode } from './gateways.js';
import { lockWallet, newTrx } from '#server/lib/ledger/ledger.js';
import { money } from '#server/lib/platform/money.js';
import { checkTopUpAmount, methodsView, topUp } from './deposits.js';
import { chargeOf, checkout, newReference, type PaymentServices } from './payments.js';

/**
 * Pay-by-link (docs/decisions/057-sponsor-pay-by-link.md). A customer makes a link for a sponsor (a parent), who opens
 * /pay/<code> without an account and tops up the customer's balance through the hosted checkout. A sponsor's payment
 * is a top-up (lib/payments/deposits.ts, a deposits row naming the sponsor and the link), so it is credited exactly as any
 * top-up is: once, by the payments module's conditional update, with the ledger credit, the commissions and the
 * e-mails in one transaction.
 *
 * Guessing: a code is 18 random bytes (144 bits) in base64url; the public operations are rate limited and budgeted per
 * address; an unknown, revoked or expired code gets one answer (INVALID_LINK), so a guess learns nothing. What the page
 * shows of the customer: the first name and the account number's last 4 characters — nothing else.
 */

/** The one answer for an unknown, revoked or expired code (404): it never tells which. */
export const INVALID_LINK = 'This payment link is no longer valid. Ask the person who sent it for a new one.';
export const LINK_NOT_FOUND = 'Link not found.';
/** Active (neither revoked nor expired) links a customer may hold at once. */
export const MAX_ACTIVE_LINKS = 20;
export const DEFAULT_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new code: 144 random bits, 24 base64url characters. */
export const newLinkCode = () => randomBytes(18).toString('base64url');

/** The account number as the sponsor sees it: all but its last 4 characters hidden. */
export const maskAccountNumber = (accountNumber: string) => `${'•'.repeat(Math.max(accountNumber.length - 4, 2))}${accountNumber.slice(-4)}`;

type LinkRow = typeof sponsorLinks.$inferSelect;

export const linkState = (link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now: Date): 'active' | 'revoked' | 'expired' =>
  link.revokedAt ? 'revoked' : link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

function linkView(config: Config, link: LinkRow, paid: { count: number; total: number }, now: Date) {
  return {
    id: link.id,
    code: link.code,
    url: `${config.publicUrl}/pay/${link.code}`,
    suggested_amount: link.suggestedAmount === null ? null : money(link.suggestedAmount),
    note: link.note,
    state: linkState(link, now),
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    revoked_at: link.revokedAt ? link.revokedAt.toISOString() : null,
    paid_count: paid.count,
    paid_total: money(paid.total),
  };
}
export type SponsorLinkView = ReturnType<typeof linkView>;

/** Top-ups credited through each of the given links. */
async function paidThrough(db: Db, ids: number[]) {
  const out = new Map<number, { count: number; total: number }>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: deposits.sponsorLinkId, count: count(), total: sum(deposits.amount).mapWith(Number) })
    .from(deposits)
    .where(and(inArray(deposits.sponsorLinkId, ids), eq(deposits.status, 'Success')))
    .groupBy(deposits.sponsorLinkId);
  for (const r of rows) if (r.id !== null) out.set(r.id, { count: r.count, total: r.total ?? 0 });
  return out;
}

export async function listLinks(db: Db, config: Config, userId: number, now: Date): Promise<SponsorLinkView[]> {
  const rows = await db.select().from(sponsorLinks).where(eq(sponsorLinks.userId, userId)).orderBy(desc(sponsorLinks.id)).limit(50);
  const paid = await paidThrough(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => linkView(config, r, paid.get(r.id) ?? { count: 0, total: 0 }, now));
}

export async function createLink(
  db: Db,
  config: Config,
  userId: number,
  input: { amountKobo: number | null; note: string | null; expiresInDays: number },
  now: Date,
): Promise<SponsorLinkView> {
  if (input.amountKobo !== null) checkTopUpAmount(config, input.amountKobo);
  const note = input.note?.trim() || null;
  const link = await db.transaction(async (tx) => {
    // The count and the insert under the customer's row lock: concurrent creations cannot pass the cap together.
    await lockWallet(tx, userId);
    const [active] = await tx
      .select({ n: count() })
      .from(sponsorLinks)
      .where(and(eq(sponsorLinks.userId, userId), isNull(sponsorLinks.revokedAt), gt(sponsorLinks.expiresAt, now)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_LINKS) {
      throw fieldError('expires_in_days', `You already have ${MAX_ACTIVE_LINKS} active links. Revoke one before making another.`);
    }
    const [row] = await tx
      .insert(sponsorLinks)
      .values({ userId, code: newLinkCode(), suggestedAmount: input.amountKobo, note, expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS), createdAt: now })
      .returning();
    return row!;
  });
  return linkView(config, link, { count: 0, total: 0 }, now);
}

export async function revokeLink(db: Db, config: Config, userId: number, id: number, now: Date): Promise<SponsorLinkView> {
  // Only the first revocation writes its time; a second changes nothing.
  await db
    .update(sponsorLinks)
    .set({ revokedAt: now })
    .where(and(eq(sponsorLinks.id, id), eq(sponsorLinks.userId, userId), isNull(sponsorLinks.revokedAt)));
  const [row] = await db.select().from(sponsorLinks).where(and(eq(sponsorLinks.id, id), eq(sponsorLinks.userId, userId)));
  if (!row) throw new ApiError(404, LINK_NOT_FOUND);
  const paid = await paidThrough(db, [row.id]);
  return linkView(config, row, paid.get(row.id) ?? { count: 0, total: 0 }, now);
}

/** A code's link while it can be paid into, with its customer's first name and account number; else the one 404. */
async function openLink(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({ link: sponsorLinks, firstname: users.firstname, accountNumber: users.accountNumber, email: users.email })
    .from(sponsorLinks)
    .innerJoin(users, eq(users.id, sponsorLinks.userId))
    .where(and(eq(sponsorLinks.code, code), isNull(users.closedAt)));
  // A closed account's links are revoked by the closure; its row is also filtered here, answered as any unknown code.
  if (!row || linkState(row.link, now) !== 'active') throw new ApiError(404, INVALID_LINK);
  return row;
}

/**
 * The public page's view of a code. Built from an allow-list of fields: the first name, the masked account number,
 * the link's own suggested amount, note and expiry, and the payment methods with their limits.
 */
export async function sponsorPage(s: Pick<PaymentServices, 'db' | 'config' | 'gateways'>, code: string, now: Date) {
  const { link, firstname, accountNumber } = await openLink(s.db, code, now);
  return {
    first_name: firstname,
    account_number: maskAccountNumber(accountNumber),
    suggested_amount: link.suggestedAmount === null ? null : money(link.suggestedAmount),
    note: link.note,
    expires_at: link.expiresAt.toISOString(),
    methods: methodsView(s),
  };
}

/**
 * Starts a sponsor's payment through a link: checks the link (the one 404 when it cannot be paid into: nothing is
 * inserted and no gateway is called), the method and the amount, then inserts a Pending deposit naming the sponsor and
 * opens the checkout; the gateway returns the sponsor to /pay/<code>?reference=….
 */
export async function payThroughLink(
  s: PaymentServices,
  code: string,
  input: { methodCode: string; amountKobo: number; name: string; email: string },
  now: Date,
): Promise<{ redirectUrl: string; reference: string; gateway: string }> {
  const { link } = await openLink(s.db, code, now);
  const gateway = s.gateways.get(input.methodCode as MethodCode);
  if (!gateway) throw fieldError('method_code', 'The selected provider is not available.');
  checkTopUpAmount(s.config, input.amountKobo);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('name', 'Your name is required');
  const charge = chargeOf(s.config, gateway.code, input.amountKobo);
  const reference = newReference(topUp.prefix, now);
  const [row] = await s.db
    .insert(deposits)
    .values({
      userId: link.userId,
      trx: newTrx(),
      reference,
      methodCode: gateway.code,
      amount: input.amountKobo,
      charge,
      currency: 'NGN',
      sponsorLinkId: link.id,
      sponsorName: name,
      sponsorEmail: input.email.trim(),
    })
    .returning({ id: deposits.id });
  const { redirectUrl } = await checkout(s, topUp, gateway, { id: row!.id, reference, totalKobo: input.amountKobo + charge, email: input.email.trim() }, now, `/pay/${code}`);
  return { redirectUrl, reference, gateway: gateway.name };
}
