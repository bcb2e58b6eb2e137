import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { uniqueViolation } from '#server/lib/identity/accounts.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { auditEvents, cardFees, cards, hubKeys, locations, machines, serviceCenters, users } from '#server/db/schema.js';
import { money } from '#server/lib/platform/money.js';
import { normaliseCardNumber } from './card-numbers.js';
import { ABOVE_LIMIT_ACTION } from './hub-charges.js';

/**
 * The operators' reference data of the hubs: lookups and listings (`ops`), the above-limit reports (`hub:alerts`), and
 * the audited changes of locations, hubs, machines and prices and the global fees (`ops` and the console's Hubs).
 */

export async function findHub(db: Db, ref: string) {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const [hub] = await db
    .select()
    .from(serviceCenters)
    .where(id !== null ? eq(serviceCenters.id, id) : sql`lower(${serviceCenters.name}) = lower(${ref})`);
  return hub ?? null;
}

export async function findLocation(db: Db, ref: string) {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const [loc] = await db
    .select()
    .from(locations)
    .where(id !== null ? eq(locations.id, id) : sql`lower(${locations.name}) = lower(${ref})`);
  return loc ?? null;
}

export async function listHubsForOps(db: Db) {
  return db
    .select({
      id: serviceCenters.id,
      name: serviceCenters.name,
      location: locations.name,
      address: serviceCenters.address,
      machines: sql<number>`(select count(*) from ${machines} where ${machines.serviceCenterId} = ${serviceCenters.id})`.mapWith(Number),
      keys: sql<number>`(select count(*) from ${hubKeys} where ${hubKeys.serviceCenterId} = ${serviceCenters.id} and ${hubKeys.revokedAt} is null)`.mapWith(Number),
    })
    .from(serviceCenters)
    .innerJoin(locations, eq(locations.id, serviceCenters.locationId))
    .orderBy(asc(serviceCenters.id));
}

export async function listKeys(db: Db, hubId: number) {
  return db.select({ prefix: hubKeys.prefix, createdAt: hubKeys.createdAt, revokedAt: hubKeys.revokedAt }).from(hubKeys).where(eq(hubKeys.serviceCenterId, hubId)).orderBy(asc(hubKeys.id));
}

export async function listMachines(db: Db, hubId: number) {
  return db.select().from(machines).where(eq(machines.serviceCenterId, hubId)).orderBy(asc(machines.kind), asc(machines.code));
}

/** The condition of listHubAlerts (and of its count): above-limit reports, of one hub or all. */
export const hubAlertsWhere = (hubId?: number) =>
  and(eq(auditEvents.action, ABOVE_LIMIT_ACTION), hubId !== undefined ? eq(auditEvents.actorId, String(hubId)) : undefined);

/**
 * The operators' reports of hub charges refused above a machine's limit (audit events hub_charge.above_limit, newest
 * first), optionally of one hub: who (hub, key), when, which machine and cycle, the amount asked and the limit.
 */
export async function listHubAlerts(db: Db, filter: { hubId?: number; limit?: number; offset?: number } = {}) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(hubAlertsWhere(filter.hubId))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0);
  return rows.map((r) => {
    const d = r.details as { hub_charge_id: number; key_id: number; cycle_id: string; machine: string; card_id: number | null; amount: number; limit: number };
    return {
      at: r.at.toISOString(),
      hub_id: Number(r.actorId),
      hub: r.actorLabel,
      key_id: d.key_id,
      machine: d.machine,
      cycle_id: d.cycle_id,
      card_id: d.card_id,
      amount: money(d.amount),
      limit: money(d.limit),
      hub_charge_id: d.hub_charge_id,
      request_id: r.requestId,
    };
  });
}

/**
 * Sets a machine's price and/or its maximum per cycle (kobo; null: none, the price is the most). Audited
 * (machine.price, with the values before and after and the reason) in the same transaction. Returns the machine, or
 * null when the hub has no such machine. `ops machine:price` and the console's updateStaffMachine.
 */
export async function setMachinePrice(
  db: Executor,
  hubId: number,
  code: string,
  set: { price?: number; maxCharge?: number | null; reason?: string },
  ctx: AuditContext,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(machines)
      .where(and(eq(machines.serviceCenterId, hubId), eq(machines.code, code)))
      .for('update');
    if (!before) return null;
    const [m] = await tx
      .update(machines)
      .set({ ...(set.price !== undefined ? { price: set.price } : {}), ...(set.maxCharge !== undefined ? { maxCharge: set.maxCharge } : {}) })
      .where(eq(machines.id, before.id))
      .returning();
    await audit(tx, ctx, {
      action: 'machine.price',
      target: { kind: 'machine', id: m!.id },
      details: {
        hub_id: hubId,
        code,
        price: m!.price,
        max_charge: m!.maxCharge,
        limit: Math.max(m!.price, m!.maxCharge ?? 0),
        before: { price: before.price, max_charge: before.maxCharge, limit: Math.max(before.price, before.maxCharge ?? 0) },
        ...(set.reason ? { reason: set.reason } : {}),
      },
    });
    return m!;
  });
}

/** A unique name or code already taken (locations, hubs within a location, machines within a hub). */
export const TAKEN = Symbol('taken');

/** Runs a creating transaction; a unique violation answers TAKEN (nothing written). */
async function unlessTaken<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T | typeof TAKEN> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (uniqueViolation(err) !== null) return TAKEN;
    throw err;
  }
}

/** Adds a location (audited location.add). `ops location:add` and createStaffLocation. */
export async function addLocation(db: Db, name: string, ctx: AuditContext) {
  return unlessTaken(db, async (tx) => {
    const [row] = await tx.insert(locations).values({ name }).returning();
    await audit(tx, ctx, { action: 'location.add', target: { kind: 'location', id: row!.id }, details: { name } });
    return row!;
  });
}

/** Registers a hub (service centre) of a location (audited hub.register). `ops hub:register` and createStaffHub. */
export async function registerHub(db: Db, hub: { locationId: number; name: string; address: string }, ctx: AuditContext) {
  return unlessTaken(db, async (tx) => {
    const [row] = await tx.insert(serviceCenters).values(hub).returning();
    await audit(tx, ctx, { action: 'hub.register', target: { kind: 'hub', id: row!.id }, details: { name: hub.name, location_id: hub.locationId } });
    return row!;
  });
}

/** A machine's default name: "Washer 4" for W4. */
export const machineName = (kind: 'washer' | 'dryer', code: string) => `${kind === 'washer' ? 'Washer' : 'Dryer'} ${code.replace(/^[A-Z]+/, '')}`.trim();

/** Adds a machine to a hub (audited machine.add). `ops machine:add` and addStaffMachine. Codes are upper case. */
export async function addMachine(
  db: Db,
  hubId: number,
  m: { code: string; kind: 'washer' | 'dryer'; name?: string; price: number; maxCharge?: number | null },
  ctx: AuditContext,
) {
  const code = m.code.toUpperCase();
  const name = m.name?.trim() || machineName(m.kind, code);
  return unlessTaken(db, async (tx) => {
    const [row] = await tx
      .insert(machines)
      .values({ serviceCenterId: hubId, code, kind: m.kind, name, price: m.price, maxCharge: m.maxCharge ?? null })
      .returning();
    await audit(tx, ctx, {
      action: 'machine.add',
      target: { kind: 'machine', id: row!.id },
      details: { hub_id: hubId, code, kind: m.kind, name, price: m.price, ...(m.maxCharge ? { max_charge: m.maxCharge } : {}) },
    });
    return row!;
  });
}

/** Sets the global card and delivery fees (audited as fees.set in the same transaction). */
export async function setFees(db: Executor, fees: { cardFee?: number; deliveryFee?: number }, now: Date, ctx: AuditContext) {
  return inTransaction(db, async (tx) => {
    const [cur] = await tx.select().from(cardFees).where(eq(cardFees.id, 1)).for('update');
    const next = { cardFee: fees.cardFee ?? cur?.cardFee ?? 0, deliveryFee: fees.deliveryFee ?? cur?.deliveryFee ?? 0 };
    await tx
      .insert(cardFees)
      .values({ id: 1, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: cardFees.id, set: { ...next, updatedAt: now } });
    await audit(tx, ctx, { action: 'fees.set', target: null, details: { card_fee: next.cardFee, delivery_fee: next.deliveryFee } });
    return next;
  });
}

/** The holder of a card (for the simulator and operators). */
export async function cardHolder(db: Db, number: string) {
  const [row] = await db
    .select({ number: cards.number, status: cards.status, email: users.email, balance: users.balance })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.userId))
    .where(eq(cards.number, normaliseCardNumber(number)));
  return row ?? null;
}
