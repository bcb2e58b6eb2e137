import { and, asc, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Db } from '#server/db/client.js';
import { cardRequests, deposits, hubCharges, locations, serviceCenters, tickets } from '#server/db/schema.js';
import { hubsView } from '#server/lib/cards-hubs/viewer.js';
import { lagosDay, lagosDayStart } from '#server/lib/platform/time.js';
import { money } from '#server/lib/platform/money.js';
import type { StaffRole, StaffScope } from '#server/lib/identity/principal.js';
import { centreInScopeSql, isUnscoped } from '#server/lib/identity/staff-scope.js';

/**
 * The console's Overview (docs/decisions/048-staff-deposits-and-overview.md): today's figures, each part computed and
 * sent only for the roles that own it — a part the caller may not see is never read, let alone sent. "Today" is the
 * calendar day in Africa/Lagos (UTC+1, as statements and the dashboard count days: money-views.ts lagosDayStart).
 * Card requests, hubs and charges belong to service centres and follow the member's scope (lib/identity/staff-scope.ts);
 * top-ups and tickets belong to customers and do not.
 */

type Overview = components['schemas']['StaffOverview'];
export type OverviewPart = Exclude<keyof Overview, 'day' | 'as_of'>;

/** Who sees which part (the contract's description says the same). */
export const OVERVIEW_PARTS: Readonly<Record<OverviewPart, readonly StaffRole[]>> = {
  top_ups: ['finance', 'admin'],
  pending_deposits: ['finance', 'admin'],
  tickets: ['support', 'admin'],
  card_requests: ['fulfilment', 'admin'],
  // Every role reads the Hubs section (ADR 047): support answers "the machine is dead", fulfilment works at hubs.
  hubs: ['support', 'fulfilment', 'finance', 'admin'],
  charges: ['finance', 'admin'],
};

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export async function staffOverview(db: Db, member: { roles: readonly StaffRole[]; scope: StaffScope }, now: Date, staleMinutes: number): Promise<Overview> {
  const may = (part: OverviewPart) => OVERVIEW_PARTS[part].some((r) => member.roles.includes(r));
  const day = lagosDay(now);
  const from = lagosDayStart(day);
  const to = new Date(from.getTime() + DAY);
  const out: Overview = { day, as_of: now.toISOString() };

  if (may('top_ups')) {
    const [r] = await db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
      .from(deposits)
      .where(and(eq(deposits.status, 'Success'), gte(deposits.completedAt, from), lt(deposits.completedAt, to)));
    out.top_ups = { count: Number(r?.n ?? 0), amount: money(Number(r?.amount ?? 0)) };
  }
  if (may('pending_deposits')) {
    const [r] = await db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${deposits.amount}), 0)`, oldest: min(deposits.createdAt) })
      .from(deposits)
      .where(eq(deposits.status, 'Pending'));
    out.pending_deposits = { count: Number(r?.n ?? 0), amount: money(Number(r?.amount ?? 0)), oldest_at: r?.oldest ? new Date(r.oldest).toISOString() : null };
  }
  if (may('tickets')) {
    // Waiting for support (the desk's "open": Open or Replied), by the time since their last activity.
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const [r] = await db
      .select({
        open: count(),
        h4: sql<string>`count(*) filter (where ${tickets.activeAt} > ${since(4 * HOUR)})`,
        h24: sql<string>`count(*) filter (where ${tickets.activeAt} <= ${since(4 * HOUR)} and ${tickets.activeAt} > ${since(DAY)})`,
        d3: sql<string>`count(*) filter (where ${tickets.activeAt} <= ${since(DAY)} and ${tickets.activeAt} > ${since(3 * DAY)})`,
        older: sql<string>`count(*) filter (where ${tickets.activeAt} <= ${since(3 * DAY)})`,
        oldest: min(tickets.activeAt),
      })
      .from(tickets)
      .where(inArray(tickets.status, ['Open', 'Replied']));
    out.tickets = {
      open: Number(r?.open ?? 0),
      under_4h: Number(r?.h4 ?? 0),
      under_24h: Number(r?.h24 ?? 0),
      under_3d: Number(r?.d3 ?? 0),
      older: Number(r?.older ?? 0),
      oldest_at: r?.oldest ? new Date(r.oldest).toISOString() : null,
    };
  }
  if (may('card_requests')) {
    const rows = await db
      .select({
        id: serviceCenters.id,
        centre: serviceCenters.name,
        location: locations.name,
        paid: sql<string>`count(*) filter (where ${cardRequests.stage} = 'paid')`,
        preparing: sql<string>`count(*) filter (where ${cardRequests.stage} = 'preparing')`,
        ready: sql<string>`count(*) filter (where ${cardRequests.stage} = 'ready')`,
      })
      .from(cardRequests)
      .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
      .innerJoin(locations, eq(locations.id, serviceCenters.locationId))
      .where(and(inArray(cardRequests.stage, ['paid', 'preparing', 'ready']), centreInScopeSql(member.scope, cardRequests.serviceCenterId)))
      .groupBy(serviceCenters.id, serviceCenters.name, locations.name)
      .orderBy(asc(locations.name), asc(serviceCenters.name));
    const centres = rows.map((r) => ({
      service_center_id: r.id,
      service_center: r.centre,
      location: r.location,
      paid: Number(r.paid),
      preparing: Number(r.preparing),
      ready: Number(r.ready),
    }));
    out.card_requests = { waiting: centres.reduce((n, c) => n + c.paid + c.preparing + c.ready, 0), centres };
  }
  if (may('hubs')) {
    // The Laundry Viewer's own staleness rule (lib/cards-hubs/viewer.ts hubsView): a machine is online when it reported within
    // HUB_STALE_MINUTES; a hub is online when one of its machines is.
    const inScope = isUnscoped(member.scope)
      ? null
      : new Set((await db.select({ id: serviceCenters.id }).from(serviceCenters).where(centreInScopeSql(member.scope, serviceCenters.id))).map((r) => r.id));
    const hubs = (await hubsView(db, now, staleMinutes)).flatMap((l) => l.hubs).filter((h) => !inScope || inScope.has(h.id));
    let hubsOnline = 0;
    let machinesOnline = 0;
    let machinesOffline = 0;
    for (const h of hubs) {
      const online = h.machines.filter((m) => !m.stale).length;
      machinesOnline += online;
      machinesOffline += h.machines.length - online;
      if (online) hubsOnline++;
    }
    out.hubs = { hubs_online: hubsOnline, hubs_offline: hubs.length - hubsOnline, machines_online: machinesOnline, machines_offline: machinesOffline, stale_minutes: staleMinutes };
  }
  if (may('charges')) {
    const [r] = await db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${hubCharges.amount}), 0)` })
      .from(hubCharges)
      .where(and(eq(hubCharges.status, 201), gte(hubCharges.createdAt, from), lt(hubCharges.createdAt, to), centreInScopeSql(member.scope, hubCharges.serviceCenterId)));
    out.charges = { count: Number(r?.n ?? 0), amount: money(Number(r?.amount ?? 0)) };
  }
  return out;
}
