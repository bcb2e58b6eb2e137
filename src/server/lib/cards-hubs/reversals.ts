import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.js';
import { hubCharges, moneyBacks, transactions } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import type { AuditContext } from '#server/lib/platform/audit.js';
import type { ApprovalLimits } from '#server/lib/ledger/four-eyes.js';
import { hubKeyStillLive } from './hub-keys.js';
import { HUB_KEY_INVALID, type HubPrincipal } from '#server/lib/identity/principal.js';
import { money } from '#server/lib/platform/money.js';
import { CHARGE_NOT_FOUND, reverseHubCharge, type MoneyBackMade } from '#server/lib/money-back/money-back.js';
import type { MoneyBackRow, MoneyBackServices } from '#server/lib/money-back/money-back-row.js';
import type { StaffScope } from '#server/lib/identity/principal.js';
import { centreInScope } from '#server/lib/identity/staff-scope.js';
import { findTicket } from '#server/lib/support/tickets.js';

/**
 * Reversals of failed cycles (docs/decisions/050-failed-cycle-reversals.md), on the core's `reverseHubCharge`
 * (lib/money-back/money-back.ts: once per charge by a unique index, the wallet locked first, audited, the customer e-mailed once):
 * - a hub reports that a cycle it charged did not run (reportFailedCycle), naming the charge by its own cycle id — so
 *   only the hub that made a charge can name it — within 24 hours of the charge;
 * - support, finance or admin reverse a charge by its id with a reason and optionally the customer's ticket, with no
 *   time limit, within their scope (a charge belongs to its hub's service centre);
 * - the console's read models say, per hub charge line, which charge it is and whether it was reversed.
 */

/** How long after its charge a hub may report a cycle as not run. */
export const HUB_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const HUB_CHARGE_UNKNOWN = 'This hub has no charge for this cycle id.';
export const HUB_NOT_REVERSIBLE = "This cycle's charge took no money from a customer's balance, so there is nothing to reverse.";
export const HUB_REPORT_TOO_LATE = 'A failed cycle can be reported within 24 hours of its charge; this one is older. Support can still reverse it.';
export const TICKET_NOT_THE_CUSTOMERS = "No ticket of this charge's customer has this number.";

export type FailedCycleReason = 'machine_fault' | 'power_failure' | 'water_supply' | 'door_not_locked' | 'cancelled' | 'other';
const REASON_WORDS: Record<FailedCycleReason, string> = {
  machine_fault: 'machine fault',
  power_failure: 'power failure',
  water_supply: 'no water supply',
  door_not_locked: 'door did not lock',
  cancelled: 'cancelled at the machine',
  other: 'other',
};

/** The money_backs.reason of a hub's report: what the hub said, one line. */
export function hubReason(code: FailedCycleReason | undefined, text: string | undefined): string {
  const words = text?.replace(/\s+/g, ' ').trim();
  return `Hub reported the cycle did not run: ${REASON_WORDS[code ?? 'other']}${words ? ` — ${words}` : ''}`;
}

/** The services of the core's money-back functions, from the server's configuration. */
export const moneyBackServicesOf = (config: ApprovalLimits & { publicUrl: string; supportName: string }): MoneyBackServices => ({
  approvalAboveKobo: config.approvalAboveKobo,
  approvalDailyPerCustomerKobo: config.approvalDailyPerCustomerKobo,
  approvalDailyPerMemberKobo: config.approvalDailyPerMemberKobo,
  publicUrl: config.publicUrl,
  supportName: config.supportName,
});

/** The context of a hub acting through the hub API (the actor of its audit events). */
export const hubContext = (hub: HubPrincipal, requestId: string | null): AuditContext => ({ actor: { kind: 'hub', id: hub.hubId, label: hub.hubName }, requestId });

const hubRefusal = (status: number, message: string, reason: string) => new ApiError(status, message, undefined, {}, { reason });

const reversalOf = async (ex: Executor, hubChargeId: number) =>
  (await ex.select().from(moneyBacks).where(and(eq(moneyBacks.kind, 'reversal'), eq(moneyBacks.hubChargeId, hubChargeId))))[0] ?? null;

/**
 * A hub's report that a cycle it charged did not run: the charge is reversed, once. The charge is looked up by
 * (this hub, cycle id), so another hub's charge is as unknown as no charge (404, nothing said about it). A charge
 * reversed before — by a retry of this report, a concurrent twin, or staff — answers that reversal (`created` false),
 * whenever it is asked; otherwise a charge that took no money is 409, and one older than 24 hours is 409.
 */
export async function reportFailedCycle(
  db: Db,
  hub: HubPrincipal,
  input: { cycleId: string; reasonCode?: FailedCycleReason; reason?: string; requestId?: string | null },
  s: MoneyBackServices,
  now: Date,
): Promise<MoneyBackMade> {
  // The pipeline may have taken the key from its cache: a revoked key moves nothing (see lib/cards-hubs/hub-keys.ts HUB_KEY_CACHE).
  if (!(await hubKeyStillLive(db, hub))) throw hubRefusal(401, HUB_KEY_INVALID, 'hub_key_invalid');
  const [charge] = await db
    .select()
    .from(hubCharges)
    .where(and(eq(hubCharges.serviceCenterId, hub.hubId), eq(hubCharges.cycleId, input.cycleId)));
  if (!charge) throw hubRefusal(404, HUB_CHARGE_UNKNOWN, 'charge_unknown');
  const first = await reversalOf(db, charge.id);
  if (first) return { row: first, created: false };
  if (charge.status !== 201 || charge.userId === null || charge.trx === null || charge.managementCardId !== null) {
    throw hubRefusal(409, HUB_NOT_REVERSIBLE, 'charge_not_reversible');
  }
  if (now.getTime() - charge.createdAt.getTime() > HUB_REPORT_WINDOW_MS) throw hubRefusal(409, HUB_REPORT_TOO_LATE, 'report_too_late');
  return reverseHubCharge(
    db,
    hubContext(hub, input.requestId ?? null),
    { staffId: null, hubId: hub.hubId },
    { hubChargeId: charge.id, reason: hubReason(input.reasonCode, input.reason) },
    s,
    now,
  );
}

/** The hub API's view of a reversal. */
export const hubReversalView = (row: MoneyBackRow, cycleId: string) => ({
  reference: row.reference,
  cycle_id: cycleId,
  amount: money(row.amount),
  trx: row.trx ?? '',
  charge_trx: row.compensatesTrx ?? '',
  status: 'done' as const,
  created_at: row.createdAt.toISOString(),
});

/**
 * Staff reverse a hub charge (support, finance, admin): no time limit, once per charge. A charge of a hub outside the
 * member's scope is 404 like an unknown one; a ticket, when named, must be one of the charge's customer's (422).
 */
export async function staffReverseHubCharge(
  db: Db,
  ctx: AuditContext,
  staff: { staffId: number; scope: StaffScope },
  hubChargeId: number,
  input: { reason: string; ticket?: string },
  s: MoneyBackServices,
  now: Date,
): Promise<MoneyBackMade> {
  const [charge] = await db.select({ id: hubCharges.id, centre: hubCharges.serviceCenterId, userId: hubCharges.userId }).from(hubCharges).where(eq(hubCharges.id, hubChargeId));
  if (!charge || !(await centreInScope(db, staff.scope, charge.centre))) throw new ApiError(404, CHARGE_NOT_FOUND);
  let ticketId: number | null = null;
  if (input.ticket !== undefined) {
    const ticket = charge.userId === null ? null : await findTicket(db, input.ticket, charge.userId);
    if (!ticket) throw fieldError('ticket', TICKET_NOT_THE_CUSTOMERS);
    ticketId = ticket.id;
  }
  return reverseHubCharge(db, ctx, { staffId: staff.staffId }, { hubChargeId: charge.id, reason: input.reason.trim(), ticketId }, s, now);
}

/** The console's view of a reversal. */
export const staffReversalView = (row: MoneyBackRow) => ({
  id: row.id,
  reference: row.reference,
  hub_charge_id: row.hubChargeId ?? 0,
  amount: money(row.amount),
  trx: row.trx ?? '',
  charge_trx: row.compensatesTrx ?? '',
  status: 'done' as const,
  reason: row.reason,
  by_hub: row.requestedByHub !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Of some wallet lines (ids), those of hub charges: line id → the charge's id and whether it was reversed. One
 * indexed read for a page of the customer's transactions.
 */
export async function hubChargeMarks(db: Executor, lineIds: readonly number[]): Promise<Map<number, { hubChargeId: number; reversed: boolean }>> {
  if (!lineIds.length) return new Map();
  const rows = await db
    .select({
      id: transactions.id,
      hubChargeId: transactions.causeId,
      reversed: sql<boolean>`exists (select 1 from ${moneyBacks} where ${moneyBacks.kind} = 'reversal' and ${moneyBacks.hubChargeId} = ${transactions.causeId})`,
    })
    .from(transactions)
    .where(and(inArray(transactions.id, [...lineIds]), eq(transactions.causeKind, 'hub_charge')));
  return new Map(rows.filter((r) => r.hubChargeId !== null).map((r) => [r.id, { hubChargeId: r.hubChargeId!, reversed: Boolean(r.reversed) }]));
}

/** The hub charge a ticket reports (its linked wallet line), with its reversal if any; null when it reports none. */
export async function reportedHubCharge(db: Executor, transactionId: number | null): Promise<{ id: number; reversal: { reference: string; trx: string } | null } | null> {
  if (transactionId === null) return null;
  const [line] = await db
    .select({ causeKind: transactions.causeKind, causeId: transactions.causeId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!line || line.causeKind !== 'hub_charge' || line.causeId === null) return null;
  const reversal = await reversalOf(db, line.causeId);
  return { id: line.causeId, reversal: reversal ? { reference: reversal.reference, trx: reversal.trx ?? '' } : null };
}
