import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.js';
import { auditEvents, hubCharges, hubKeys, locations, machines, serviceCenters } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import type { StaffScope } from '#server/lib/identity/principal.js';
import { hubAlertsWhere, listHubAlerts } from './hub-directory.js';
import { lagosDay, lagosDayStart } from '#server/lib/platform/time.js';
import { money } from '#server/lib/platform/money.js';
import { centreInScopeSql, isUnscoped, locationInScopeSql } from '#server/lib/identity/staff-scope.js';

/**
 * The console's Hubs (docs/decisions/047-staff-hubs.md): read models of hubs (service centres) for staff, every one
 * filtered by the member's scope (lib/identity/staff-scope.ts): an out-of-scope hub is never listed and is "not found". The
 * changes themselves are lib/cards-hubs/hub-keys.ts's and hub-directory.ts's (the same calls as `npm run ops`).
 */

export const HUBS_PER_PAGE = 15;
export const HUB_NOT_FOUND = 'No hub with this id.';
export const LOCATION_NOT_FOUND = 'No location with this id.';
export const MACHINE_NOT_FOUND = 'This hub has no machine with this code.';
export const KEY_NOT_FOUND = 'This hub has no key with this id.';
export const KEY_REVOKED_ALREADY = 'This key is revoked already.';
export const SCOPED_CANNOT_CREATE = 'You are limited to some places: only a staff member who works everywhere can add locations and hubs.';

const DAY_MS = 24 * 3600 * 1000;

/** At most this many service centres answer listStaffServiceCentres (the pickers' list; tens in practice). */
export const SERVICE_CENTRES_MAX = 1000;

/** Every service centre in the member's scope with its location, by location then name (the console's pickers). */
export async function serviceCentresInScope(db: Executor, scope: StaffScope) {
  const rows = await db
    .select({ id: serviceCenters.id, name: serviceCenters.name, location_id: locations.id, location: locations.name })
    .from(serviceCenters)
    .innerJoin(locations, eq(locations.id, serviceCenters.locationId))
    .where(centreInScopeSql(scope, serviceCenters.id))
    .orderBy(asc(locations.name), asc(serviceCenters.name), asc(serviceCenters.id))
    .limit(SERVICE_CENTRES_MAX);
  return rows;
}

/** A hub in scope, or null (unknown, or outside the member's scope: the same answer). */
export async function hubInScope(db: Executor, scope: StaffScope, hubId: number) {
  const [row] = await db
    .select()
    .from(serviceCenters)
    .where(and(eq(serviceCenters.id, hubId), centreInScopeSql(scope, serviceCenters.id)));
  return row ?? null;
}

/** The hub of the request's path, in scope, or 404. */
export async function hubOr404(db: Executor, scope: StaffScope, hubId: number) {
  const hub = await hubInScope(db, scope, hubId);
  if (!hub) throw new ApiError(404, HUB_NOT_FOUND);
  return hub;
}

/** Locations and hubs are added only by members who work everywhere (a scoped member could not see what they made). */
export function assertUnscoped(scope: StaffScope) {
  if (!isUnscoped(scope)) throw new ApiError(403, SCOPED_CANNOT_CREATE);
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Hub summaries: machines online (reported within the stale limit) and offline, last seen (newest machine report or
 * charge), active keys, today's successful charges and their sum. One statement; the charge sub-queries use the index
 * hub_charges (service_center_id, created_at).
 */
function summaryQuery(db: Db, now: Date, staleMinutes: number, where: SQL) {
  const staleBefore = new Date(now.getTime() - staleMinutes * 60_000).toISOString();
  const today = lagosDayStart(lagosDay(now)).toISOString();
  const sc = serviceCenters;
  return db
    .select({
      id: sc.id,
      name: sc.name,
      address: sc.address,
      location_id: sc.locationId,
      location: locations.name,
      machines: sql<number>`(select count(*) from ${machines} m where m.service_center_id = ${sc.id})`.mapWith(Number),
      online: sql<number>`(select count(*) from ${machines} m where m.service_center_id = ${sc.id} and m.reported_at >= ${staleBefore}::timestamptz)`.mapWith(Number),
      last_seen_at: sql<string | null>`greatest((select max(m.reported_at) from ${machines} m where m.service_center_id = ${sc.id}),
        (select max(c.created_at) from ${hubCharges} c where c.service_center_id = ${sc.id}))`,
      active_keys: sql<number>`(select count(*) from ${hubKeys} k where k.service_center_id = ${sc.id} and k.revoked_at is null)`.mapWith(Number),
      charges_today: sql<number>`(select count(*) from ${hubCharges} c where c.service_center_id = ${sc.id} and c.status = 201 and c.created_at >= ${today}::timestamptz)`.mapWith(Number),
      charged_today: sql<number>`(select coalesce(sum(c.amount), 0) from ${hubCharges} c where c.service_center_id = ${sc.id} and c.status = 201 and c.created_at >= ${today}::timestamptz)`.mapWith(Number),
    })
    .from(sc)
    .innerJoin(locations, eq(locations.id, sc.locationId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];
const summaryView = (r: SummaryRow) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  location_id: r.location_id,
  location: r.location,
  machines: r.machines,
  online: r.online,
  offline: r.machines - r.online,
  last_seen_at: iso(r.last_seen_at),
  active_keys: r.active_keys,
  charges_today: r.charges_today,
  charged_today: money(r.charged_today),
});

/** A page of hubs in scope (by location, then name), optionally of one location, and the locations in scope. */
export async function staffHubsPage(db: Db, scope: StaffScope, now: Date, staleMinutes: number, query: { location_id?: number; page?: number }) {
  const page = query.page ?? 1;
  const where = and(centreInScopeSql(scope, serviceCenters.id), query.location_id !== undefined ? eq(serviceCenters.locationId, query.location_id) : undefined)!;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(serviceCenters).where(where);
  const rows = await summaryQuery(db, now, staleMinutes, where)
    .orderBy(asc(locations.name), asc(serviceCenters.name), asc(serviceCenters.id))
    .limit(HUBS_PER_PAGE)
    .offset((page - 1) * HUBS_PER_PAGE);
  const locs = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(locationInScopeSql(scope, locations.id))
    .orderBy(asc(locations.name));
  return { data: rows.map(summaryView), total, page, locations: locs };
}

/** One hub's summary (after its scope check). */
export async function staffHubSummary(db: Db, now: Date, staleMinutes: number, hubId: number) {
  const [row] = await summaryQuery(db, now, staleMinutes, eq(serviceCenters.id, hubId));
  if (!row) throw new ApiError(404, HUB_NOT_FOUND);
  return summaryView(row);
}

/** A machine as staff see it: price, max charge and the limit (docs/decisions/039), state, last report, online. */
export function staffMachineView(m: typeof machines.$inferSelect, now: Date, staleMinutes: number) {
  return {
    id: m.id,
    code: m.code,
    kind: m.kind,
    name: m.name,
    state: m.state,
    minutes_left: m.state === 'in_use' ? m.minutesLeft : null,
    price: money(m.price),
    max_charge: m.maxCharge === null ? null : money(m.maxCharge),
    limit: money(Math.max(m.price, m.maxCharge ?? 0)),
    reported_at: iso(m.reportedAt),
    online: m.reportedAt !== null && m.reportedAt.getTime() >= now.getTime() - staleMinutes * 60_000,
  };
}

export const staffKeyView = (k: { id: number; prefix: string; createdAt: Date; revokedAt: Date | null }) => ({
  id: k.id,
  prefix: k.prefix,
  created_at: k.createdAt.toISOString(),
  revoked_at: iso(k.revokedAt),
});

/** The hub with its machines and keys (newest first; never a key's hash). */
export async function staffHub(db: Db, now: Date, staleMinutes: number, hubId: number) {
  const summary = await staffHubSummary(db, now, staleMinutes, hubId);
  const ms = await db.select().from(machines).where(eq(machines.serviceCenterId, hubId)).orderBy(asc(machines.kind), asc(machines.code));
  const keys = await db
    .select({ id: hubKeys.id, prefix: hubKeys.prefix, createdAt: hubKeys.createdAt, revokedAt: hubKeys.revokedAt })
    .from(hubKeys)
    .where(eq(hubKeys.serviceCenterId, hubId))
    .orderBy(desc(hubKeys.id));
  return { ...summary, stale_after_minutes: staleMinutes, machine_list: ms.map((m) => staffMachineView(m, now, staleMinutes)), keys: keys.map(staffKeyView) };
}

/** A hub's charge attempts (newest first) within Africa/Lagos days, and the range's totals. */
export async function staffHubCharges(db: Db, hubId: number, query: { from?: string; to?: string; page?: number }) {
  const page = query.page ?? 1;
  const where = and(
    eq(hubCharges.serviceCenterId, hubId),
    query.from ? gte(hubCharges.createdAt, lagosDayStart(query.from)) : undefined,
    query.to ? lt(hubCharges.createdAt, new Date(lagosDayStart(query.to).getTime() + DAY_MS)) : undefined,
  );
  const [totals] = await db
    .select({
      total: count(),
      charges: sql<number>`count(*) filter (where ${hubCharges.status} = 201)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${hubCharges.amount}) filter (where ${hubCharges.status} = 201), 0)`.mapWith(Number),
    })
    .from(hubCharges)
    .where(where);
  const rows = await db
    .select({ charge: hubCharges, machine: machines.code })
    .from(hubCharges)
    .leftJoin(machines, eq(machines.id, hubCharges.machineId))
    .where(where)
    .orderBy(desc(hubCharges.createdAt), desc(hubCharges.id))
    .limit(HUBS_PER_PAGE)
    .offset((page - 1) * HUBS_PER_PAGE);
  const data = rows.map(({ charge: c, machine }) => {
    const body = (typeof c.body === 'string' ? JSON.parse(c.body) : c.body) as { reason?: string };
    return {
      id: c.id,
      created_at: c.createdAt.toISOString(),
      cycle_id: c.cycleId,
      machine,
      card_number: c.cardNumber,
      status: c.status,
      result: c.status === 201 ? 'charged' : (body.reason ?? String(c.status)),
      amount: c.amount === null ? null : money(c.amount),
      trx: c.trx,
    };
  });
  const total = totals?.total ?? 0;
  const charges = totals?.charges ?? 0;
  return { data, total, page, totals: { charges, amount: money(totals?.amount ?? 0), refused: total - charges } };
}

/**
 * A hub's above-limit alerts: lib/cards-hubs/hub-directory.ts listHubAlerts (what `ops hub:alerts` lists), a page of them with the count
 * and each key's prefix.
 */
export async function staffHubAlerts(db: Db, hubId: number, query: { page?: number }) {
  const page = query.page ?? 1;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(hubAlertsWhere(hubId));
  const rows = await listHubAlerts(db, { hubId, limit: HUBS_PER_PAGE, offset: (page - 1) * HUBS_PER_PAGE });
  const keyIds = [...new Set(rows.map((r) => r.key_id))];
  const prefixes = new Map(
    keyIds.length
      ? (await db.select({ id: hubKeys.id, prefix: hubKeys.prefix }).from(hubKeys).where(and(eq(hubKeys.serviceCenterId, hubId), inArray(hubKeys.id, keyIds)))).map((k) => [k.id, k.prefix])
      : [],
  );
  const data = rows.map((r) => ({
    at: r.at,
    key_id: r.key_id,
    key_prefix: prefixes.get(r.key_id) ?? null,
    machine: r.machine,
    cycle_id: r.cycle_id,
    amount: r.amount,
    limit: r.limit,
    request_id: r.request_id,
  }));
  return { data, total, page };
}
