import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRequests, deposits, hubCharges, locations, machines, serviceCenters, tickets } from '#server/db/schema.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * The console's Overview (docs/decisions/048-staff-deposits-and-overview.md) against a seeded day: "today" is the
 * calendar day in Africa/Lagos (a top-up credited at 23:30 Lagos, 22:30 UTC, is that day's; one at 23:50 the day before
 * is not), each part sent only to its roles (absent, not null, for the others), and card requests, hubs and charges
 * limited to a scoped member's centres. The app's clock stands at 2031-03-10 23:45 in Lagos (22:45 UTC).
 */
const kinds = await databaseKinds();
const NOW = Date.parse('2031-03-10T22:45:00Z');
const HOUR = 3600_000;

describe.each(kinds)('staff overview on %s', (kind) => {
  let app: FastifyInstance;
  let t = NOW;
  const clock = { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
  let tokens: Record<'support' | 'fulfilment' | 'finance' | 'admin' | 'abujaAdmin' | 'yabaB', string>;
  let centre: { c1: number; c2: number; c3: number };
  let baseline: Record<string, unknown>;

  const overview = async (token: string) => dataOf('getStaffOverview', await injectOp(app, 'getStaffOverview', { token }));

  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', HUB_STALE_MINUTES: '10' }, { now: clock.now });
    tokens = {
      support: (await staffSession(app, clock, ['support'])).token,
      fulfilment: (await staffSession(app, clock, ['fulfilment'])).token,
      finance: (await staffSession(app, clock, ['finance'])).token,
      admin: (await staffSession(app, clock, ['admin'])).token,
      abujaAdmin: '',
      yabaB: '',
    };
    baseline = await overview(tokens.admin);
    t = NOW; // sessions were made a few "seconds" on; the seeded times below are relative to NOW
    const db = app.ctx.database.db;
    const customer = await signedIn(app);
    const uid = customer.user.id;
    const at = (iso: string) => new Date(iso);
    const ago = (ms: number) => new Date(NOW - ms);
    let n = 0;
    const dep = (status: 'Success' | 'Pending', amount: number, createdAt: Date, completedAt: Date | null) => ({
      userId: uid, trx: `TXOV${kind[0]}${++n}`, reference: `DEP-OV-${kind[0]}${n}`, methodCode: 'paystack', amount, charge: 100, status, createdAt, completedAt,
    });
    await db.insert(deposits).values([
      dep('Success', 100_000, at('2031-03-10T22:20:00Z'), at('2031-03-10T22:30:00Z')), // 23:30 Lagos on the 10th: today
      dep('Success', 200_000, at('2031-03-09T23:05:00Z'), at('2031-03-09T23:10:00Z')), // 00:10 Lagos on the 10th: today
      dep('Success', 400_000, at('2031-03-09T22:40:00Z'), at('2031-03-09T22:50:00Z')), // 23:50 Lagos on the 9th: not today
      dep('Success', 800_000, at('2031-03-10T23:00:00Z'), at('2031-03-10T23:05:00Z')), // 00:05 Lagos on the 11th: not today
      dep('Pending', 50_000, at('2031-03-10T08:00:00Z'), null),
      dep('Pending', 70_000, at('2031-03-10T09:00:00Z'), null),
    ]);
    let tn = 0;
    const ticket = (status: 'Open' | 'Replied' | 'Answered' | 'Close', waited: number) => ({
      number: String(700_000 + ++tn + (kind === 'pglite' ? 0 : 100)), userId: uid, subject: `Overview ${tn}`, priority: 'Medium' as const, status, createdAt: ago(waited), activeAt: ago(waited),
    });
    await db.insert(tickets).values([
      ticket('Open', 1 * HOUR),
      ticket('Replied', HOUR / 2),
      ticket('Open', 10 * HOUR),
      ticket('Open', 48 * HOUR),
      ticket('Open', 120 * HOUR),
      ticket('Answered', 2 * HOUR),
      ticket('Close', 2 * HOUR),
    ]);
    const [l1, l2] = await db.insert(locations).values([{ name: `OV Lagos ${kind}` }, { name: `OV Abuja ${kind}` }]).returning({ id: locations.id });
    const [c1, c2, c3] = await db
      .insert(serviceCenters)
      .values([
        { locationId: l1!.id, name: 'OV Yaba' },
        { locationId: l1!.id, name: 'OV Unilag' },
        { locationId: l2!.id, name: 'OV Garki' },
      ])
      .returning({ id: serviceCenters.id });
    centre = { c1: c1!.id, c2: c2!.id, c3: c3!.id };
    let cn = 0;
    const request = (sc: number, loc: number, stage: 'paid' | 'preparing' | 'ready' | 'delivered' | 'awaiting_payment') => ({
      userId: uid, trx: `TXOVC${kind[0]}${++cn}`, reference: `CRD-OV-${kind[0]}${cn}`, locationId: loc, serviceCenterId: sc, methodCode: 'balance',
      cardFee: 150_000, deliveryFee: 0, status: (stage === 'awaiting_payment' ? 'Pending' : 'Success') as 'Pending' | 'Success', stage,
    });
    await db.insert(cardRequests).values([
      request(c1!.id, l1!.id, 'paid'),
      request(c1!.id, l1!.id, 'paid'),
      request(c1!.id, l1!.id, 'preparing'),
      request(c1!.id, l1!.id, 'delivered'),
      request(c1!.id, l1!.id, 'awaiting_payment'),
      request(c2!.id, l1!.id, 'ready'),
      request(c3!.id, l2!.id, 'paid'),
    ]);
    const machine = (sc: number, code: string, reportedAt: Date | null) => ({ serviceCenterId: sc, code, kind: 'washer' as const, name: `Washer ${code}`, price: 50_000, reportedAt });
    await db.insert(machines).values([
      machine(c1!.id, 'W1', ago(2 * 60_000)),
      machine(c1!.id, 'W2', ago(2 * 60_000)),
      machine(c1!.id, 'W3', ago(HOUR)), // stale: offline
      machine(c2!.id, 'W1', null), // never reported: the hub is offline
      machine(c3!.id, 'W1', ago(60_000)),
    ]);
    let hn = 0;
    const charge = (sc: number, status: number, amount: number, createdAt: Date) => ({ serviceCenterId: sc, cycleId: `ov-${++hn}`, cardNumber: 'ELC-TEST', status, amount, body: {}, createdAt });
    await db.insert(hubCharges).values([
      charge(c1!.id, 201, 30_000, at('2031-03-10T22:40:00Z')),
      charge(c1!.id, 402, 30_000, at('2031-03-10T22:41:00Z')), // refused: not a charge
      charge(c3!.id, 201, 50_000, at('2031-03-10T12:00:00Z')),
      charge(c3!.id, 201, 70_000, at('2031-03-09T22:00:00Z')), // 23:00 Lagos on the 9th
    ]);
    tokens.abujaAdmin = (await staffSession(app, clock, ['admin'], { locationIds: [l2!.id] })).token;
    tokens.yabaB = (await staffSession(app, clock, ['fulfilment', 'finance'], { serviceCenterIds: [c2!.id] })).token;
    t = NOW + 60_000;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts the seeded Lagos day for an admin: top-ups credited today (23:30 Lagos in, 23:50 the day before out), pending deposits, tickets by age, card requests per centre, hubs and machines online / offline, charges today', async () => {
    const o = await overview(tokens.admin);
    expect(o.day).toBe('2031-03-10');
    expect(o.top_ups).toEqual({ count: 2, amount: '3000.00' });
    const before = baseline as typeof o;
    expect(o.pending_deposits!.count - before.pending_deposits!.count).toBe(2);
    expect(Number(o.pending_deposits!.amount) - Number(before.pending_deposits!.amount)).toBe(1200);
    expect(o.tickets).toMatchObject({
      open: before.tickets!.open + 5,
      under_4h: before.tickets!.under_4h + 2,
      under_24h: before.tickets!.under_24h + 1,
      under_3d: before.tickets!.under_3d + 1,
      older: before.tickets!.older + 1,
    });
    const mine = o.card_requests!.centres.filter((c) => Object.values(centre).includes(c.service_center_id));
    expect(mine).toEqual([
      { service_center_id: centre.c3, service_center: 'OV Garki', location: `OV Abuja ${kind}`, paid: 1, preparing: 0, ready: 0 },
      { service_center_id: centre.c2, service_center: 'OV Unilag', location: `OV Lagos ${kind}`, paid: 0, preparing: 0, ready: 1 },
      { service_center_id: centre.c1, service_center: 'OV Yaba', location: `OV Lagos ${kind}`, paid: 2, preparing: 1, ready: 0 },
    ]);
    expect(o.card_requests!.waiting - before.card_requests!.waiting).toBe(5);
    expect(o.hubs!.hubs_online - before.hubs!.hubs_online).toBe(2);
    expect(o.hubs!.hubs_offline - before.hubs!.hubs_offline).toBe(1);
    expect(o.hubs!.machines_online - before.hubs!.machines_online).toBe(3);
    expect(o.hubs!.machines_offline - before.hubs!.machines_offline).toBe(2);
    expect(o.charges).toEqual({ count: 2, amount: '800.00' });
  });

  it('sends each part only to the roles that own it (absent, not null, for the others)', async () => {
    expect(Object.keys(await overview(tokens.support)).sort()).toEqual(['as_of', 'day', 'hubs', 'tickets']);
    expect(Object.keys(await overview(tokens.fulfilment)).sort()).toEqual(['as_of', 'card_requests', 'day', 'hubs']);
    expect(Object.keys(await overview(tokens.finance)).sort()).toEqual(['as_of', 'charges', 'day', 'hubs', 'pending_deposits', 'top_ups']);
    expect(Object.keys(await overview(tokens.admin)).sort()).toEqual(['as_of', 'card_requests', 'charges', 'day', 'hubs', 'pending_deposits', 'tickets', 'top_ups']);
    expect((await injectOp(app, 'getStaffOverview', {})).statusCode).toBe(401);
    const customer = await signedIn(app);
    expect([401, 403]).toContain((await injectOp(app, 'getStaffOverview', { token: customer.token })).statusCode);
  });

  it('a scoped member sees only their centres\' card requests, hubs and charges; top-ups and tickets are not scoped', async () => {
    const abuja = await overview(tokens.abujaAdmin);
    expect(abuja.card_requests).toEqual({ waiting: 1, centres: [{ service_center_id: centre.c3, service_center: 'OV Garki', location: `OV Abuja ${kind}`, paid: 1, preparing: 0, ready: 0 }] });
    expect(abuja.hubs).toEqual({ hubs_online: 1, hubs_offline: 0, machines_online: 1, machines_offline: 0, stale_minutes: 10 });
    expect(abuja.charges).toEqual({ count: 1, amount: '500.00' });
    expect(abuja.top_ups).toEqual({ count: 2, amount: '3000.00' });
    expect(abuja.tickets!.open).toBe((await overview(tokens.admin)).tickets!.open);
    const unilag = await overview(tokens.yabaB);
    expect(unilag.card_requests).toEqual({ waiting: 1, centres: [{ service_center_id: centre.c2, service_center: 'OV Unilag', location: `OV Lagos ${kind}`, paid: 0, preparing: 0, ready: 1 }] });
    expect(unilag.charges).toEqual({ count: 0, amount: '0.00' });
    // Its one hub has a machine that never reported: offline.
    expect(unilag.hubs).toEqual({ hubs_online: 0, hubs_offline: 1, machines_online: 0, machines_offline: 1, stale_minutes: 10 });
  });
});
