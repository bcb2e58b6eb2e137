import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, serviceCenters, hubKeys } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { addMachine, registerHub, addLocation, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { hubForKey, issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { post } from '#server/lib/ledger/ledger.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { SCOPED_CANNOT_CREATE } from '#server/lib/cards-hubs/staff-hubs.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * The console's Hubs (issue 24, docs/decisions/047-staff-hubs.md): hubs with machines online / offline and today's
 * charges, a hub with machines and keys, prices with a reason, keys shown once (no-store) that work against the hub
 * API and stop at once when revoked or rotated, charges by day with totals, above-limit alerts — each write audited
 * with the staff member as actor and never the key — and the member's scope (another centre is 404, never listed).
 * On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();
const setUp = systemContext('test');

let serial = 0;
const newCardNumber = () => `STH${Date.now().toString(36).toUpperCase()}${String(++serial).padStart(4, '0')}`.slice(0, 19);

describe.each(kinds)('staff hubs on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let locationId: number;
  let hubA: number;
  let hubB: number;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { now: clock.now });
    const loc = await addLocation(db(), `Staff Hubs ${kind} ${process.pid}`, setUp);
    if (loc === TAKEN) throw new Error('location taken');
    locationId = loc.id;
    const a = await registerHub(db(), { locationId, name: 'Alpha Hub', address: '1 Alpha Road' }, setUp);
    const b = await registerHub(db(), { locationId, name: 'Beta Hub', address: '2 Beta Road' }, setUp);
    if (a === TAKEN || b === TAKEN) throw new Error('hub taken');
    hubA = a.id;
    hubB = b.id;
    for (const hub of [hubA, hubB]) {
      await addMachine(db(), hub, { code: 'W1', kind: 'washer', price: 50_000 }, setUp);
      await addMachine(db(), hub, { code: 'D1', kind: 'dryer', price: 30_000 }, setUp);
    }
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;

  /** A linked card with a balance (kobo). */
  async function holder(balance: number) {
    const customer = await signedIn(app);
    const number = newCardNumber();
    await addCards(db(), [number], clock.now(), setUp);
    await linkCard(db(), customer.user.id, number, clock.now());
    await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: balance, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    return number;
  }
  let cycle = 0;
  const charge = (key: string, card: string, machine = 'W1', amount?: number) =>
    injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine, cycle_id: `C-${process.pid}-${++cycle}`, ...(amount ? { amount } : {}) } });
  const lastEvents = (n: number) => db().select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(n);

  it('lists hubs with machines online / offline, last seen and today’s charges; a hub shows machines and keys, never a key', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const { key } = await issueHubKey(db(), hubA, setUp);
    // W1 reports now: online; D1 never reported: offline.
    expect((await injectOp(app, 'reportMachines', { token: key, body: { machines: [{ code: 'W1', state: 'free' }] } })).statusCode).toBe(200);
    const card = await holder(500_000);
    expect((await charge(key, card)).statusCode).toBe(201);

    const page = await injectOp(app, 'listStaffHubs', { token: admin.token, query: { location_id: locationId } });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { data: { id: number; name: string; last_seen_at: string | null }[]; total: number; locations: { id: number }[]; per_page: number };
    expect(body.data.map((h) => h.name)).toEqual(['Alpha Hub', 'Beta Hub']);
    expect(body.total).toBe(2);
    expect(body.locations.map((l) => l.id)).toContain(locationId);
    expect(body.data[0]).toMatchObject({ id: hubA, machines: 2, online: 1, offline: 1, active_keys: 1, charges_today: 1, charged_today: '500.00', location_id: locationId });
    expect(body.data[0]!.last_seen_at).not.toBeNull();
    expect(body.data[1]).toMatchObject({ id: hubB, online: 0, offline: 2, active_keys: 0, charges_today: 0, charged_today: '0.00', last_seen_at: null });

    const hub = dataOf('getStaffHub', await injectOp(app, 'getStaffHub', { token: admin.token, params: { hub: hubA } }));
    expect(hub.machine_list.map((m) => [m.code, m.online, m.price, m.limit])).toEqual([
      ['D1', false, '300.00', '300.00'],
      ['W1', true, '500.00', '500.00'],
    ]);
    expect(hub.keys[0]).toMatchObject({ prefix: key.slice(0, 12), revoked_at: null });
    expect(JSON.stringify(hub)).not.toContain(key);
    expect(Object.keys(hub.keys[0]!).sort()).toEqual(['created_at', 'id', 'prefix', 'revoked_at']);
    // Unknown hub: 404.
    expect((await injectOp(app, 'getStaffHub', { token: admin.token, params: { hub: 2_000_000 } })).statusCode).toBe(404);
  });

  it('issues a key shown once (no-store) that charges through the hub API; revoke and rotate refuse the old key at once (401); audited without the key', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const card = await holder(1_000_000);
    const res = await injectOp(app, 'issueStaffHubKey', { token: admin.token, params: { hub: hubB }, body: { reason: 'Controller installed' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const issued = dataOf('issueStaffHubKey', res);
    expect(issued.key).toMatch(/^hub_[A-Za-z0-9_-]{43}$/);
    expect(issued.prefix).toBe(issued.key.slice(0, 12));
    const [issueEvent] = await lastEvents(1);
    expect(issueEvent).toMatchObject({ action: 'hub_key.issue', actorKind: 'staff', actorId: String(admin.id), targetKind: 'hub', targetId: String(hubB) });
    expect(issueEvent!.details).toMatchObject({ key_id: issued.id, prefix: issued.prefix, reason: 'Controller installed' });
    expect(JSON.stringify(issueEvent)).not.toContain(issued.key);
    // Never again: the hub shows the prefix only.
    const view = await injectOp(app, 'getStaffHub', { token: admin.token, params: { hub: hubB } });
    expect(view.body).not.toContain(issued.key);

    // The key works against the hub API (and is now in this instance's HUB_KEY_CACHE).
    expect((await charge(issued.key, card)).statusCode).toBe(201);
    expect(await hubForKey(db(), issued.key)).not.toBeNull();

    // Revoked from the console: refused on its next request although the cache still holds it (the charge's own
    // statement re-checks the key — the same path as a revocation on another instance, which never touches this cache).
    const revoked = await injectOp(app, 'revokeStaffHubKey', { token: admin.token, params: { hub: hubB, key: issued.id }, body: { reason: 'Controller stolen' } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(dataOf('revokeStaffHubKey', revoked).revoked_at).not.toBeNull();
    const refused = await charge(issued.key, card);
    expect(refused.statusCode).toBe(401);
    expect(await hubForKey(db(), issued.key)).toBeNull();
    const [revokeEvent] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'hub_key.revoke')).orderBy(desc(auditEvents.id)).limit(1);
    expect(revokeEvent).toMatchObject({ actorId: String(admin.id), targetId: String(hubB) });
    expect(revokeEvent!.details).toMatchObject({ key_ids: [issued.id], reason: 'Controller stolen' });
    // Revoking again: 409; a key of another hub under this hub's path: 404.
    expect((await injectOp(app, 'revokeStaffHubKey', { token: admin.token, params: { hub: hubB, key: issued.id }, body: {} })).statusCode).toBe(409);
    const other = await issueHubKey(db(), hubA, setUp);
    expect((await injectOp(app, 'revokeStaffHubKey', { token: admin.token, params: { hub: hubB, key: other.id }, body: {} })).statusCode).toBe(404);

    // Rotate: two live keys of hub B are both refused at once; the new key (shown once) charges.
    const k1 = dataOf('issueStaffHubKey', await injectOp(app, 'issueStaffHubKey', { token: admin.token, params: { hub: hubB }, body: {} }));
    const k2 = dataOf('issueStaffHubKey', await injectOp(app, 'issueStaffHubKey', { token: admin.token, params: { hub: hubB }, body: {} }));
    expect((await charge(k1.key, card)).statusCode).toBe(201);
    const rot = await injectOp(app, 'rotateStaffHubKey', { token: admin.token, params: { hub: hubB }, body: { reason: 'Break-in' } });
    expect(rot.statusCode, rot.body).toBe(201);
    expect(rot.headers['cache-control']).toBe('no-store');
    const fresh = dataOf('rotateStaffHubKey', rot);
    expect(fresh.revoked).toBe(2);
    expect((await charge(k1.key, card)).statusCode).toBe(401);
    expect((await charge(k2.key, card)).statusCode).toBe(401);
    expect((await charge(fresh.key, card)).statusCode).toBe(201);
    const live = await db().select().from(hubKeys).where(and(eq(hubKeys.serviceCenterId, hubB)));
    expect(live.filter((k) => k.revokedAt === null).map((k) => k.id)).toEqual([fresh.id]);
    const rotEvents = await lastEvents(2);
    expect(rotEvents.map((e) => e.action).sort()).toEqual(['hub_key.issue', 'hub_key.revoke']);
    expect(new Set(rotEvents.map((e) => e.requestId)).size).toBe(1);
    expect(JSON.stringify(rotEvents)).not.toContain(fresh.key);
  });

  it('changes a machine’s price and limit with a reason (audited before / after); the next charge uses them; adds machines, hubs and locations', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const res = await injectOp(app, 'updateStaffMachine', { token: admin.token, params: { hub: hubA, code: 'd1' }, body: { price: 350.5, max_charge: 600, reason: 'New price list' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf('updateStaffMachine', res)).toMatchObject({ code: 'D1', price: '350.50', max_charge: '600.00', limit: '600.00' });
    const [ev] = await lastEvents(1);
    expect(ev).toMatchObject({ action: 'machine.price', actorKind: 'staff', actorId: String(admin.id) });
    expect(ev!.details).toMatchObject({ price: 35_050, max_charge: 60_000, before: { price: 30_000, max_charge: null }, reason: 'New price list' });
    const { key } = await issueHubKey(db(), hubA, setUp);
    const card = await holder(500_000);
    expect(dataOf('chargeCard', await charge(key, card, 'D1')).amount).toBe('350.50');
    expect((await charge(key, card, 'D1', 700)).statusCode).toBe(422);
    // Back to no limit (null); an unknown machine is 404; nothing to change is 422.
    expect(dataOf('updateStaffMachine', await injectOp(app, 'updateStaffMachine', { token: admin.token, params: { hub: hubA, code: 'D1' }, body: { max_charge: null } }))).toMatchObject({ max_charge: null, limit: '350.50' });
    expect((await injectOp(app, 'updateStaffMachine', { token: admin.token, params: { hub: hubA, code: 'X9' }, body: { price: 1 } })).statusCode).toBe(404);
    expect((await injectOp(app, 'updateStaffMachine', { token: admin.token, params: { hub: hubA, code: 'D1' }, body: { reason: 'nothing' } })).statusCode).toBe(422);

    const m = await injectOp(app, 'addStaffMachine', { token: admin.token, params: { hub: hubA }, body: { code: 'w4', kind: 'washer', price: 500 } });
    expect(m.statusCode, m.body).toBe(201);
    expect(dataOf('addStaffMachine', m)).toMatchObject({ code: 'W4', name: 'Washer 4', price: '500.00', online: false });
    expect((await injectOp(app, 'addStaffMachine', { token: admin.token, params: { hub: hubA }, body: { code: 'W4', kind: 'dryer', price: 1 } })).statusCode).toBe(409);

    const loc = await injectOp(app, 'createStaffLocation', { token: admin.token, body: { name: `Kano ${kind} ${process.pid}` } });
    expect(loc.statusCode, loc.body).toBe(201);
    const locId = dataOf('createStaffLocation', loc).id;
    expect((await injectOp(app, 'createStaffLocation', { token: admin.token, body: { name: `KANO ${kind} ${process.pid}` } })).statusCode).toBe(409);
    const hub = await injectOp(app, 'createStaffHub', { token: admin.token, body: { location_id: locId, name: 'Sabon Gari Hub', address: 'Market Road' } });
    expect(hub.statusCode, hub.body).toBe(201);
    expect(dataOf('createStaffHub', hub)).toMatchObject({ name: 'Sabon Gari Hub', location_id: locId, machines: 0, active_keys: 0 });
    expect((await injectOp(app, 'createStaffHub', { token: admin.token, body: { location_id: locId, name: 'sabon gari hub' } })).statusCode).toBe(409);
    expect((await injectOp(app, 'createStaffHub', { token: admin.token, body: { location_id: 2_000_000, name: 'Nowhere' } })).statusCode).toBe(404);
    const actions = (await lastEvents(3)).map((e) => [e.action, e.actorId]);
    expect(actions).toEqual([
      ['hub.register', String(admin.id)],
      ['location.add', String(admin.id)],
      ['machine.add', String(admin.id)],
    ]);
  });

  it('lists a hub’s charges by Lagos day with totals, and its above-limit alerts with the key', async () => {
    const finance = await staffSession(app, clock, ['finance']);
    const loc = await addLocation(db(), `Charges ${kind} ${process.pid}`, setUp);
    if (loc === TAKEN) throw new Error('taken');
    const h = await registerHub(db(), { locationId: loc.id, name: 'Gamma Hub', address: '' }, setUp);
    if (h === TAKEN) throw new Error('taken');
    await addMachine(db(), h.id, { code: 'W1', kind: 'washer', price: 50_000 }, setUp);
    const k = await issueHubKey(db(), h.id, setUp);
    const card = await holder(120_000);
    expect((await charge(k.key, card)).statusCode).toBe(201);
    expect((await charge(k.key, card)).statusCode).toBe(201);
    expect((await charge(k.key, card)).statusCode).toBe(402);
    expect((await charge(k.key, card, 'W1', 5000)).statusCode).toBe(422);
    const today = lagosDay(clock.now());
    const res = await injectOp(app, 'listStaffHubCharges', { token: finance.token, params: { hub: h.id }, query: { from: today, to: today } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { result: string; amount: string | null; machine: string }[]; total: number; totals: unknown };
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({ charges: 2, amount: '1000.00', refused: 2 });
    expect(body.data.map((c) => c.result)).toEqual(['amount_above_limit', 'insufficient_balance', 'charged', 'charged']);
    // Another day: nothing.
    const empty = (await injectOp(app, 'listStaffHubCharges', { token: finance.token, params: { hub: h.id }, query: { from: '2020-01-01', to: '2020-01-02' } })).json() as { total: number; totals: unknown };
    expect(empty).toMatchObject({ total: 0, totals: { charges: 0, amount: '0.00', refused: 0 } });
    expect((await injectOp(app, 'listStaffHubCharges', { token: finance.token, params: { hub: h.id }, query: { from: today, to: '2020-01-01' } })).statusCode).toBe(422);

    const alerts = await injectOp(app, 'listStaffHubAlerts', { token: finance.token, params: { hub: h.id } });
    expect(alerts.statusCode, alerts.body).toBe(200);
    expect((alerts.json() as { data: unknown[] }).data).toEqual([expect.objectContaining({ key_id: k.id, key_prefix: k.prefix, machine: 'W1', amount: '5000.00', limit: '500.00' })]);
  });

  it('a scoped member sees only their centres: others are never listed and answer 404; a scoped admin cannot add locations or hubs', async () => {
    const scopedAdmin = await staffSession(app, clock, ['admin'], { serviceCenterIds: [hubA] });
    const support = await staffSession(app, clock, ['support'], { serviceCenterIds: [hubA] });
    const otherKey = await issueHubKey(db(), hubB, setUp);
    for (const token of [scopedAdmin.token, support.token]) {
      const list = (await injectOp(app, 'listStaffHubs', { token, query: {} })).json() as { data: { id: number }[]; total: number; locations: { id: number }[] };
      expect(list.data.map((h) => h.id)).toEqual([hubA]);
      expect(list.total).toBe(1);
      expect(list.locations.map((l) => l.id)).toEqual([locationId]);
      expect((await injectOp(app, 'getStaffHub', { token, params: { hub: hubA } })).statusCode).toBe(200);
      for (const op of ['getStaffHub', 'listStaffHubCharges', 'listStaffHubAlerts'] as const) {
        const res = await injectOp(app, op, { token, params: { hub: hubB } });
        expect(res.statusCode, `${op} ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'No hub with this id.' });
      }
    }
    // The scoped admin changes their hub but not another centre's: 404, nothing done.
    expect((await injectOp(app, 'updateStaffMachine', { token: scopedAdmin.token, params: { hub: hubA, code: 'W1' }, body: { price: 510 } })).statusCode).toBe(200);
    const before = (await db().select().from(auditEvents)).length;
    for (const [op, params, body] of [
      ['updateStaffMachine', { hub: hubB, code: 'W1' }, { price: 1 }],
      ['addStaffMachine', { hub: hubB }, { code: 'W9', kind: 'washer', price: 1 }],
      ['issueStaffHubKey', { hub: hubB }, {}],
      ['rotateStaffHubKey', { hub: hubB }, {}],
      ['revokeStaffHubKey', { hub: hubB, key: otherKey.id }, {}],
    ] as const) {
      const res = await injectOp(app, op, { token: scopedAdmin.token, params: params as never, body: body as never });
      expect(res.statusCode, `${op} ${res.body}`).toBe(404);
    }
    expect((await db().select().from(auditEvents)).length).toBe(before);
    const [still] = await db().select().from(hubKeys).where(inArray(hubKeys.id, [otherKey.id]));
    expect(still!.revokedAt).toBeNull();
    for (const [op, body] of [
      ['createStaffLocation', { name: 'Scoped Town' }],
      ['createStaffHub', { location_id: locationId, name: 'Scoped Hub' }],
    ] as const) {
      const res = await injectOp(app, op, { token: scopedAdmin.token, body: body as never });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: SCOPED_CANNOT_CREATE });
    }
    // A member scoped by location sees that location's hubs.
    const byLocation = await staffSession(app, clock, ['fulfilment'], { locationIds: [locationId] });
    const list = (await injectOp(app, 'listStaffHubs', { token: byLocation.token, query: {} })).json() as { data: { id: number }[] };
    expect(list.data.map((h) => h.id)).toEqual([hubA, hubB]);
  });

  it('the pickers\' list: every service centre in scope with its location, by location then name; nothing outside the scope', async () => {
    type Centre = { id: number; name: string; location_id: number; location: string };
    const centres = async (token: string) => ((await injectOp(app, 'listStaffServiceCentres', { token })).json() as { data: Centre[] }).data;
    const everywhere = await centres((await staffSession(app, clock, ['support'])).token);
    const all = await db().select().from(serviceCenters);
    expect(everywhere.map((c) => c.id).sort((a, b) => a - b)).toEqual(all.map((c) => c.id).sort((a, b) => a - b));
    // Grouped by location (the picker's headings): each location's centres stand together.
    const runs = everywhere.map((c) => c.location_id).filter((id, i, list) => i === 0 || list[i - 1] !== id);
    expect(new Set(runs).size).toBe(runs.length);
    expect(everywhere.find((c) => c.id === hubA)).toMatchObject({ location_id: locationId });
    expect((await centres((await staffSession(app, clock, ['fulfilment'], { serviceCenterIds: [hubA] })).token)).map((c) => c.id)).toEqual([hubA]);
    const byLocation = await centres((await staffSession(app, clock, ['finance'], { locationIds: [locationId] })).token);
    expect(byLocation.map((c) => c.id).sort((a, b) => a - b)).toEqual([hubA, hubB].sort((a, b) => a - b));
    expect((await injectOp(app, 'listStaffServiceCentres', {})).statusCode).toBe(401);
  });
});
