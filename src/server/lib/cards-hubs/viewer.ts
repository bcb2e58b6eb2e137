import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { locations, machines, serviceCenters, type MachineState } from '#server/db/schema.js';
import { money } from '#server/lib/platform/money.js';

/** The Laundry Viewer's read models (docs/decisions/020-cards-and-hubs.md): locations, hubs and their machines' states. */

export async function hubsView(db: Db, now: Date, staleMinutes: number, locationId?: number) {
  const rows = await db
    .select({ location: locations, center: serviceCenters, machine: machines })
    .from(locations)
    .leftJoin(serviceCenters, eq(serviceCenters.locationId, locations.id))
    .leftJoin(machines, eq(machines.serviceCenterId, serviceCenters.id))
    .where(locationId !== undefined ? eq(locations.id, locationId) : undefined)
    .orderBy(asc(locations.id), asc(serviceCenters.id), asc(machines.kind), asc(machines.code));
  const staleBefore = now.getTime() - staleMinutes * 60_000;
  type MachineView = {
    code: string;
    kind: 'washer' | 'dryer';
    name: string;
    state: MachineState;
    minutes_left: number | null;
    price: string;
    reported_at: string | null;
    stale: boolean;
  };
  type HubView = { id: number; name: string; address: string; free_washers: number; free_dryers: number; machines: MachineView[] };
  const out: { id: number; name: string; hubs: HubView[] }[] = [];
  for (const { location, center, machine } of rows) {
    let loc = out.at(-1);
    if (!loc || loc.id !== location.id) out.push((loc = { id: location.id, name: location.name, hubs: [] }));
    if (!center) continue;
    let hub = loc.hubs.at(-1);
    if (!hub || hub.id !== center.id) loc.hubs.push((hub = { id: center.id, name: center.name, address: center.address, free_washers: 0, free_dryers: 0, machines: [] }));
    if (!machine) continue;
    const stale = !machine.reportedAt || machine.reportedAt.getTime() < staleBefore;
    if (!stale && machine.state === 'free') {
      if (machine.kind === 'washer') hub.free_washers++;
      else hub.free_dryers++;
    }
    hub.machines.push({
      code: machine.code,
      kind: machine.kind,
      name: machine.name,
      state: machine.state,
      minutes_left: machine.state === 'in_use' ? machine.minutesLeft : null,
      price: money(machine.price),
      reported_at: machine.reportedAt ? machine.reportedAt.toISOString() : null,
      stale,
    });
  }
  return out;
}

/** The public Location page's view: no ids, no prices, no report times. */
export async function publicHubsView(db: Db, now: Date, staleMinutes: number) {
  return (await hubsView(db, now, staleMinutes)).map((l) => ({
    name: l.name,
    hubs: l.hubs.map((h) => ({
      name: h.name,
      address: h.address,
      free_washers: h.free_washers,
      free_dryers: h.free_dryers,
      machines: h.machines.map((m) => ({ code: m.code, kind: m.kind, state: m.state, minutes_left: m.minutes_left, stale: m.stale })),
    })),
  }));
}
