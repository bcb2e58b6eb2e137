import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { cardFees, cards, hubCharges, hubKeys, locations, machines, serviceCenters, users, type MachineState } from '#server/db/schema.js';
import { InsufficientFunds, post } from './ledger.js';
import { money } from './money.js';
import { sha256 } from './tokens.js';
import { normaliseCardNumber } from './cards.js';

/**
 * The hubs (docs/decisions/020-cards-and-hubs.md): their keys (random, shown once, stored as SHA-256, revocable),
 * card charges for machine cycles (one ledger debit each, idempotent per (hub, cycle_id): the first answer is stored
 * and every retry gets it), machine state reports, and the Laundry Viewer's read models.
 */

// ---------------------------------------------------------------- keys

export interface HubPrincipal {
  keyId: number;
  hubId: number;
  hubName: string;
}

export const HUB_KEY_INVALID = 'Invalid or revoked hub key.';
const KEY_SHAPE = /^hub_[A-Za-z0-9_-]{43}$/;

/** A new key: `hub_` + 256 random bits (base64url). Only its hash is kept; the prefix names it in listings. */
export async function issueHubKey(db: Db, hubId: number): Promise<{ key: string; prefix: string; id: number }> {
  const key = `hub_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 12);
  const [row] = await db.insert(hubKeys).values({ serviceCenterId: hubId, prefix, keyHash: sha256(key) }).returning({ id: hubKeys.id });
  return { key, prefix, id: row!.id };
}

/** Revokes keys of a hub: the one with this prefix, or all of them. Returns how many were revoked. */
export async function revokeHubKeys(db: Db, hubId: number, now: Date, prefix?: string): Promise<number> {
  const rows = await db
    .update(hubKeys)
    .set({ revokedAt: now })
    .where(and(eq(hubKeys.serviceCenterId, hubId), isNull(hubKeys.revokedAt), prefix ? eq(hubKeys.prefix, prefix) : undefined))
    .returning({ id: hubKeys.id });
  return rows.length;
}

const keyQueries = new WeakMap<Db, ReturnType<typeof prepareKeyQuery>>();
function prepareKeyQuery(db: Db) {
  return db
    .select({ keyId: hubKeys.id, keyHash: hubKeys.keyHash, hubId: serviceCenters.id, hubName: serviceCenters.name })
    .from(hubKeys)
    .innerJoin(serviceCenters, eq(serviceCenters.id, hubKeys.serviceCenterId))
    .where(and(eq(hubKeys.keyHash, sql.placeholder('hash')), isNull(hubKeys.revokedAt)))
    .prepare('hub_for_key');
}

/** The hub of a key, or null (unknown, malformed or revoked: a revocation is effective on the next request). */
export async function hubForKey(db: Db, key: string): Promise<HubPrincipal | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const hash = sha256(key);
  let q = keyQueries.get(db);
  if (!q) keyQueries.set(db, (q = prepareKeyQuery(db)));
  const [row] = await q.execute({ hash });
  // The lookup is by the hash (a leak of timing says nothing about the key); compare again in constant time.
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return null;
  return { keyId: row.keyId, hubId: row.hubId, hubName: row.hubName };
}

// ---------------------------------------------------------------- charges

export type HubReason = 'card_unknown' | 'machine_unknown' | 'card_frozen' | 'card_not_linked' | 'insufficient_balance';

export interface ChargeAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const CHARGE_MESSAGES = {
  charged: 'Card charged.',
  card_unknown: 'This card is not recognised.',
  machine_unknown: (code: string) => `This hub has no machine ${code}.`,
  card_frozen: 'This card has been frozen by its owner and cannot be used.',
  card_not_linked: 'This card is not linked to an account yet. Link it at e-laundry.ng first.',
  insufficient_balance: 'Insufficient balance on this card. Please top up your e-laundry account.',
} as const;

const refusal = (status: number, reason: HubReason, message: string): ChargeAnswer => ({ status, body: { code: status, message, reason } });

export interface ChargeInput {
  card_number: string;
  machine: string;
  cycle_id: string;
  /** kobo; undefined: the machine's price */
  amountKobo?: number;
}

/**
 * Charges a card for a cycle, exactly once per (hub, cycle_id), in ONE transaction: look up the machine and the card
 * (one query), debit the holder through the ledger (which locks the balance row: never below zero, on any number of
 * instances), then record the answer under the unique (hub, cycle_id) — INSERT … ON CONFLICT DO NOTHING, which waits
 * for a concurrent insert of the same cycle to commit. When the cycle was recorded before (a retry, or a concurrent
 * twin that committed first) the transaction is rolled back — its debit with it — and the recorded first answer is
 * returned as it was. Refusals are recorded the same way.
 */
export async function chargeCard(db: Db, hub: HubPrincipal, input: ChargeInput, now: Date): Promise<ChargeAnswer> {
  const cardNumber = normaliseCardNumber(input.card_number);
  let first: ChargeAnswer | null = null;
  try {
    first = await db.transaction(async (tx) => {
      const record = async (answer: ChargeAnswer, extra: Partial<typeof hubCharges.$inferInsert> = {}) => {
        const [row] = await tx
          .insert(hubCharges)
          .values({ serviceCenterId: hub.hubId, cycleId: input.cycle_id, cardNumber, status: answer.status, body: answer.body, createdAt: now, ...extra })
          .onConflictDoNothing()
          .returning({ id: hubCharges.id });
        if (!row) throw new CycleTaken();
        return { answer, id: row.id };
      };
      const [found] = await tx
        .select({ machine: machines, card: { id: cards.id, number: cards.number, status: cards.status, userId: cards.userId } })
        .from(machines)
        .leftJoin(cards, eq(cards.number, cardNumber))
        .where(and(eq(machines.serviceCenterId, hub.hubId), eq(machines.code, input.machine)));
      if (!found) return (await record(refusal(404, 'machine_unknown', CHARGE_MESSAGES.machine_unknown(input.machine)))).answer;
      const { machine, card } = found;
      if (!card) return (await record(refusal(404, 'card_unknown', CHARGE_MESSAGES.card_unknown), { machineId: machine.id })).answer;
      const ids = { machineId: machine.id, cardId: card.id, userId: card.userId };
      if (card.status === 'frozen') return (await record(refusal(409, 'card_frozen', CHARGE_MESSAGES.card_frozen), ids)).answer;
      if (card.status !== 'linked' || card.userId === null) return (await record(refusal(409, 'card_not_linked', CHARGE_MESSAGES.card_not_linked), ids)).answer;
      const amount = input.amountKobo ?? machine.price;
      const detail = `${machine.kind === 'washer' ? 'Wash' : 'Dry'} — ${hub.hubName}, machine ${machine.code}`;
      let posted;
      try {
        posted = await post(tx, { userId: card.userId, amount, type: '-', detail, remark: 'hub_charge', cause: { kind: 'hub_charge', id: null } });
      } catch (err) {
        // post() refuses before writing anything: the transaction is still good for recording the refusal.
        if (!(err instanceof InsufficientFunds)) throw err;
        return (await record(refusal(402, 'insufficient_balance', CHARGE_MESSAGES.insufficient_balance), { ...ids, amount })).answer;
      }
      const answer: ChargeAnswer = {
        status: 201,
        body: {
          code: 201,
          message: CHARGE_MESSAGES.charged,
          data: {
            cycle_id: input.cycle_id,
            card_number: card.number,
            machine: machine.code,
            trx: posted.trx,
            amount: money(amount),
            balance: money(posted.postBalance),
            detail,
            created_at: now.toISOString(),
          },
        },
      };
      return (await record(answer, { ...ids, amount, trx: posted.trx })).answer;
    });
  } catch (err) {
    if (!(err instanceof CycleTaken)) throw err;
  }
  if (first) return first;
  // Recorded before (committed: ON CONFLICT waited for it): the first answer, as it was.
  const [stored] = await db
    .select({ status: hubCharges.status, body: hubCharges.body })
    .from(hubCharges)
    .where(and(eq(hubCharges.serviceCenterId, hub.hubId), eq(hubCharges.cycleId, input.cycle_id)));
  if (!stored) throw new Error(`hub charge ${hub.hubId}/${input.cycle_id}: conflict but no recorded answer`);
  return { status: stored.status, body: stored.body as Record<string, unknown> };
}

/** Thrown inside the charge's transaction to roll it back when the cycle was recorded before. */
class CycleTaken extends Error {}

// ---------------------------------------------------------------- machine states

export async function reportMachines(
  db: Db,
  hubId: number,
  reports: { code: string; state: MachineState; minutes_left?: number }[],
  now: Date,
): Promise<{ updated: string[]; unknown: string[] }> {
  // The last report of a code wins within one batch.
  const byCode = new Map(reports.map((r) => [r.code, r]));
  const known = await db
    .select({ id: machines.id, code: machines.code })
    .from(machines)
    .where(and(eq(machines.serviceCenterId, hubId), inArray(machines.code, [...byCode.keys()])));
  const knownCodes = new Set(known.map((m) => m.code));
  await db.transaction(async (tx) => {
    for (const m of known) {
      const r = byCode.get(m.code)!;
      await tx
        .update(machines)
        .set({ state: r.state, minutesLeft: r.state === 'in_use' ? (r.minutes_left ?? null) : null, reportedAt: now })
        .where(eq(machines.id, m.id));
    }
  });
  return { updated: [...byCode.keys()].filter((c) => knownCodes.has(c)), unknown: [...byCode.keys()].filter((c) => !knownCodes.has(c)) };
}

// ---------------------------------------------------------------- Laundry Viewer

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

// ---------------------------------------------------------------- operators: reference data

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

export async function setFees(db: Db, fees: { cardFee?: number; deliveryFee?: number }, now: Date) {
  const [cur] = await db.select().from(cardFees).where(eq(cardFees.id, 1));
  const next = { cardFee: fees.cardFee ?? cur?.cardFee ?? 0, deliveryFee: fees.deliveryFee ?? cur?.deliveryFee ?? 0 };
  await db
    .insert(cardFees)
    .values({ id: 1, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: cardFees.id, set: { ...next, updatedAt: now } });
  return next;
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
