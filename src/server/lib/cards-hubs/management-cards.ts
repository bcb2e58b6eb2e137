import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client.js';
import { cards, hubCharges, machines, managementCards, serviceCenters, staffMembers, type ManagementCardStatus } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { CARD_NUMBER, STOCK_MESSAGES } from './card-inventory.js';
import { MESSAGES } from './cards.js';
import { cardNumberMistyped } from './card-numbers.js';
import { normaliseCardNumber } from './card-numbers.js';
import { money } from '#server/lib/platform/money.js';
import type { StaffScope } from '#server/lib/identity/principal.js';
import { centreInScopeSql, isUnscoped } from '#server/lib/identity/staff-scope.js';

/**
 * Management cards for attendants (docs/decisions/046-management-cards.md). A card of the inventory, issued to a named
 * attendant (not a customer account; optionally a staff member) and valid at some hubs: a hub charge with it there is
 * a free start (lib/cards-hubs/hub-charges.ts chargeStatement books it to `management_use:<id>` against `management_allowance`, never a
 * wallet nor hub revenue). Revoked for good. The console (handlers/staff-management-cards/) and the CLI
 * (ops/cards.ts card:management:*) call these functions: one way to do each thing. Every write is audited in its
 * transaction. A staff member limited to some service centres sees and manages only cards whose EVERY hub is in their
 * scope (a card shared with another centre belongs to whoever manages both); anything else is not found.
 */

export const MANAGEMENT_PER_PAGE = 15;

export const MANAGEMENT_MESSAGES = {
  notFound: 'No management card with this id.',
  notInStock: STOCK_MESSAGES.notInStock,
  noStock: STOCK_MESSAGES.noStock,
  revoked: 'This management card has been revoked.',
  hubs: 'Choose hubs you manage: one of these does not exist or is outside your service centres.',
  noHub: 'Choose at least one hub.',
  name: "The attendant's name is required",
  staff: 'No staff member with this id.',
  mistyped: MESSAGES.mistyped,
  number: 'Enter the number printed on the card',
  reason: 'Give a reason.',
} as const;

type Row = typeof managementCards.$inferSelect;

export interface ManagementCardView {
  id: number;
  card_number: string;
  attendant_name: string;
  staff_id: number | null;
  service_center_ids: number[];
  hubs: { id: number; name: string }[];
  status: ManagementCardStatus;
  created_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  starts_this_month: number;
  value_this_month: string;
}

/** A card's hubs are all in the member's scope (unscoped members: every card). */
const cardInScopeSql = (scope: StaffScope): SQL =>
  isUnscoped(scope)
    ? sql`true`
    : sql`not exists (select 1 from unnest(${managementCards.serviceCenterIds}) as h(id) where not ${centreInScopeSql(scope, sql`h.id`)})`;

/** The first day of `now`'s month, UTC. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function views(db: Executor, where: SQL | undefined, now: Date, page?: { limit: number; offset: number }): Promise<ManagementCardView[]> {
  const since = monthStart(now).toISOString();
  const usage = sql`(select count(*) from ${hubCharges} hc where hc.management_card_id = ${managementCards.id} and hc.status = 201 and hc.created_at >= ${since}::timestamptz)`;
  const value = sql`(select coalesce(sum(hc.amount), 0) from ${hubCharges} hc where hc.management_card_id = ${managementCards.id} and hc.status = 201 and hc.created_at >= ${since}::timestamptz)`;
  let q = db
    .select({ row: managementCards, number: cards.number, starts: usage.mapWith(Number), value: value.mapWith(Number) })
    .from(managementCards)
    .innerJoin(cards, eq(cards.id, managementCards.cardId))
    .where(where)
    .orderBy(desc(managementCards.id))
    .$dynamic();
  if (page) q = q.limit(page.limit).offset(page.offset);
  const rows = await q;
  const hubIds = [...new Set(rows.flatMap((r) => r.row.serviceCenterIds))];
  const names = new Map<number, string>();
  if (hubIds.length) {
    const hubs = await db
      .select({ id: serviceCenters.id, name: serviceCenters.name })
      .from(serviceCenters)
      .where(sql`${serviceCenters.id} = any(${`{${hubIds.join(',')}}`}::integer[])`);
    for (const h of hubs) names.set(h.id, h.name);
  }
  return rows.map(({ row, number, starts, value: v }) => ({
    id: row.id,
    card_number: number,
    attendant_name: row.attendantName,
    staff_id: row.staffId,
    service_center_ids: row.serviceCenterIds,
    hubs: row.serviceCenterIds.map((id) => ({ id, name: names.get(id) ?? `hub ${id}` })),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
    revoke_reason: row.revokeReason,
    starts_this_month: starts,
    value_this_month: money(v),
  }));
}

/** A page of the management cards in the member's scope, newest first, with this month's usage. */
export async function managementCardsPage(db: Executor, scope: StaffScope, query: { page?: number; status?: ManagementCardStatus }, now: Date) {
  const page = Math.max(1, query.page ?? 1);
  const where = and(cardInScopeSql(scope), query.status ? eq(managementCards.status, query.status) : undefined);
  const [{ total }] = (await db.select({ total: count() }).from(managementCards).where(where)) as [{ total: number }];
  const data = await views(db, where, now, { limit: MANAGEMENT_PER_PAGE, offset: (page - 1) * MANAGEMENT_PER_PAGE });
  return { total, page, data };
}

/** One management card in the member's scope, or 404. */
export async function managementCard(db: Executor, scope: StaffScope, id: number, now: Date): Promise<ManagementCardView> {
  const [view] = await views(db, and(eq(managementCards.id, id), cardInScopeSql(scope)), now);
  if (!view) throw new ApiError(404, MANAGEMENT_MESSAGES.notFound);
  return view;
}

/** The row, locked, when in scope; else 404 (no hint that it exists). */
async function lockedInScope(tx: Tx, scope: StaffScope, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(managementCards)
    .where(and(eq(managementCards.id, id), cardInScopeSql(scope)))
    .for('update');
  if (!row) throw new ApiError(404, MANAGEMENT_MESSAGES.notFound);
  return row;
}

/** Unique sorted hub ids, each an existing service centre in the member's scope; else 422 on service_center_ids. */
async function checkHubs(tx: Executor, scope: StaffScope, ids: readonly number[]): Promise<number[]> {
  const list = [...new Set(ids)].sort((a, b) => a - b);
  if (!list.length) throw fieldError('service_center_ids', MANAGEMENT_MESSAGES.noHub);
  if (list.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)) throw fieldError('service_center_ids', MANAGEMENT_MESSAGES.hubs);
  const found = await tx
    .select({ id: serviceCenters.id })
    .from(serviceCenters)
    .where(sql`${serviceCenters.id} = any(${`{${list.join(',')}}`}::integer[]) and ${centreInScopeSql(scope, serviceCenters.id)}`);
  if (found.length !== list.length) throw fieldError('service_center_ids', MANAGEMENT_MESSAGES.hubs);
  return list;
}

export interface IssueInput {
  attendantName: string;
  serviceCenterIds: readonly number[];
  /** Absent: the oldest card in stock. A number not yet known is added to the inventory first. */
  cardNumber?: string;
  staffId?: number | null;
  reason?: string | null;
}

/** Issues a management card (audited management_card.issue in the same transaction). */
export async function issueManagementCard(db: Executor, ctx: AuditContext, scope: StaffScope, input: IssueInput, now: Date): Promise<ManagementCardView> {
  const name = input.attendantName.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('attendant_name', MANAGEMENT_MESSAGES.name);
  const number = input.cardNumber !== undefined && input.cardNumber.trim() !== '' ? normaliseCardNumber(input.cardNumber) : null;
  if (number !== null && !CARD_NUMBER.test(number)) throw fieldError('card_number', MANAGEMENT_MESSAGES.number);
  if (number !== null && cardNumberMistyped(number)) throw fieldError('card_number', MANAGEMENT_MESSAGES.mistyped);
  const id = await inTransaction(db, async (tx) => {
    const hubs = await checkHubs(tx, scope, input.serviceCenterIds);
    const staffId = input.staffId ?? null;
    if (staffId !== null) {
      const [member] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.id, staffId));
      if (!member) throw fieldError('staff_id', MANAGEMENT_MESSAGES.staff);
    }
    let card: typeof cards.$inferSelect | undefined;
    let added = false;
    if (number !== null) {
      [card] = await tx.select().from(cards).where(eq(cards.number, number)).for('update');
      if (!card) {
        [card] = await tx.insert(cards).values({ number, createdAt: now }).onConflictDoNothing().returning();
        if (!card) throw new ApiError(409, MANAGEMENT_MESSAGES.notInStock); // added meanwhile by someone else
        added = true;
      }
    } else {
      [card] = await tx.select().from(cards).where(eq(cards.status, 'in_stock')).orderBy(asc(cards.id)).limit(1).for('update', { skipLocked: true });
      if (!card) throw new ApiError(409, MANAGEMENT_MESSAGES.noStock);
    }
    if (card.status !== 'in_stock') throw new ApiError(409, MANAGEMENT_MESSAGES.notInStock);
    await tx.update(cards).set({ status: 'management' }).where(eq(cards.id, card.id));
    const [row] = await tx
      .insert(managementCards)
      .values({ cardId: card.id, attendantName: name, staffId, serviceCenterIds: hubs, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, ctx, {
      action: 'management_card.issue',
      target: { kind: 'management_card', id: row!.id },
      details: {
        card_id: card.id,
        added_to_inventory: added,
        before: null,
        after: { status: 'active', service_center_ids: hubs, staff_id: staffId },
        reason: input.reason ?? null,
      },
    });
    return row!.id;
  });
  return managementCard(db, scope, id, now);
}

/** Replaces the hubs of an active card (audited management_card.hubs with before and after). */
export async function changeManagementCardHubs(
  db: Executor,
  ctx: AuditContext,
  scope: StaffScope,
  id: number,
  change: { serviceCenterIds: readonly number[]; reason?: string | null },
  now: Date,
): Promise<ManagementCardView> {
  await inTransaction(db, async (tx) => {
    const before = await lockedInScope(tx, scope, id);
    if (before.status === 'revoked') throw new ApiError(409, MANAGEMENT_MESSAGES.revoked);
    const hubs = await checkHubs(tx, scope, change.serviceCenterIds);
    await tx.update(managementCards).set({ serviceCenterIds: hubs, updatedAt: now }).where(eq(managementCards.id, id));
    await audit(tx, ctx, {
      action: 'management_card.hubs',
      target: { kind: 'management_card', id },
      details: { before: { service_center_ids: before.serviceCenterIds }, after: { service_center_ids: hubs }, reason: change.reason ?? null },
    });
  });
  return managementCard(db, scope, id, now);
}

/** Revokes a card for good (audited management_card.revoke with the reason). Already revoked: 409. */
export async function revokeManagementCard(db: Executor, ctx: AuditContext, scope: StaffScope, id: number, reason: string, now: Date): Promise<ManagementCardView> {
  const why = reason.trim();
  if (!why) throw fieldError('reason', MANAGEMENT_MESSAGES.reason);
  await inTransaction(db, async (tx) => {
    const before = await lockedInScope(tx, scope, id);
    if (before.status === 'revoked') throw new ApiError(409, MANAGEMENT_MESSAGES.revoked);
    await tx.update(managementCards).set({ status: 'revoked', revokedAt: now, revokeReason: why, updatedAt: now }).where(eq(managementCards.id, id));
    await audit(tx, ctx, {
      action: 'management_card.revoke',
      target: { kind: 'management_card', id },
      details: { before: { status: before.status }, after: { status: 'revoked' }, reason: why },
    });
  });
  return managementCard(db, scope, id, now);
}

/** Every start tried with a card in scope (free starts and refusals), newest first, 15 per page. */
export async function managementCardStarts(db: Executor, scope: StaffScope, id: number, query: { page?: number }, now: Date) {
  await managementCard(db, scope, id, now);
  const page = Math.max(1, query.page ?? 1);
  const where = eq(hubCharges.managementCardId, id);
  const [{ total }] = (await db.select({ total: count() }).from(hubCharges).where(where)) as [{ total: number }];
  const rows = await db
    .select({
      id: hubCharges.id,
      hubId: hubCharges.serviceCenterId,
      hub: serviceCenters.name,
      machine: machines.code,
      cycleId: hubCharges.cycleId,
      amount: hubCharges.amount,
      status: hubCharges.status,
      body: hubCharges.body,
      createdAt: hubCharges.createdAt,
    })
    .from(hubCharges)
    .innerJoin(serviceCenters, eq(serviceCenters.id, hubCharges.serviceCenterId))
    .leftJoin(machines, eq(machines.id, hubCharges.machineId))
    .where(where)
    .orderBy(desc(hubCharges.id))
    .limit(MANAGEMENT_PER_PAGE)
    .offset((page - 1) * MANAGEMENT_PER_PAGE);
  const data = rows.map((r) => ({
    id: r.id,
    hub_id: r.hubId,
    hub: r.hub,
    machine: r.machine,
    cycle_id: r.cycleId,
    amount: r.status === 201 && r.amount !== null ? money(r.amount) : null,
    status: r.status,
    reason: r.status === 201 ? null : (((r.body as { reason?: string }).reason as string | undefined) ?? null),
    created_at: r.createdAt.toISOString(),
  }));
  return { total, page, data };
}
