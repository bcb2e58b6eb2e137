import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { auditEvents, hubCharges, machines, transactions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard, freezeCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey, revokeHubKeys } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { money } from '#server/lib/platform/money.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';
import { balanceIn, testCredit } from '#server/testing/scenes.js';

const setUp = systemContext('test');

/**
 * The hub API (charges and machine states, authenticated by hub keys in the request pipeline) and the Laundry
 * Viewer. The concurrency tests run on PostgreSQL only (PGlite serialises everything: a race there proves nothing).
 */
const kinds = await databaseKinds();

let serial = 0;
const newCardNumber = () => `HUB${Date.now().toString(36).toUpperCase()}${String(++serial).padStart(4, '0')}`.slice(0, 19);

describe.each(kinds)('hubs on %s', (kind) => {
  let app: FastifyInstance;
  let key: string;
  let hubId: number;
  const clock = testClock();

  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { now: clock.now });
    const hub = await findHub(db(), 'UNIPORT Choba Hub');
    hubId = hub!.id;
    key = (await issueHubKey(db(), hubId, setUp)).key;
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const credit = (userId: number, kobo: number) => testCredit(db(), userId, kobo);

  /** A signed-in customer holding a linked card, with a balance in kobo. */
  async function holder(balance: number) {
    const customer = await signedIn(app);
    const number = newCardNumber();
    await addCards(db(), [number], clock.now(), setUp);
    await linkCard(db(), customer.user.id, number, clock.now());
    if (balance) await credit(customer.user.id, balance);
    return { ...customer, number };
  }
  let cycle = 0;
  const cycleId = () => `W3-${Date.now()}-${++cycle}`;
  const charge = (body: { card_number: string; machine: string; cycle_id: string; amount?: number }, k = key) => injectOp(app, 'chargeCard', { token: k, body });

  it('charges the machine price as one ledger debit with a clear detail and answers the post balance', async () => {
    const c = await holder(200_000);
    const id = cycleId();
    const res = await charge({ card_number: c.number, machine: 'W3', cycle_id: id });
    expect(res.statusCode).toBe(201);
    const data = dataOf('chargeCard', res);
    expect(data).toMatchObject({ cycle_id: id, card_number: c.number, machine: 'W3', amount: '500.00', balance: '1500.00', detail: 'Wash — UNIPORT Choba Hub, machine W3' });
    const lines = await db().select().from(transactions).where(eq(transactions.userId, c.user.id));
    expect(lines.find((l) => l.trxType === '-')).toMatchObject({ amount: 50_000, postBalance: 150_000, remark: 'hub_charge', trx: data.trx, detail: 'Wash — UNIPORT Choba Hub, machine W3' });
    // An explicit amount wins over the price; a dryer says "Dry".
    const dry = dataOf('chargeCard', await charge({ card_number: c.number, machine: 'D1', cycle_id: cycleId(), amount: 250.5 }));
    expect(dry).toMatchObject({ amount: '250.50', balance: '1249.50', detail: 'Dry — UNIPORT Choba Hub, machine D1' });
    // The debit shows in My Transactions with its post balance.
    const txs = await injectOp(app, 'listTransactions', { token: c.token });
    expect(JSON.stringify(txs.json())).toContain('Dry — UNIPORT Choba Hub, machine D1');
  });

  it('is idempotent per cycle: a retry answers the first result (status and body) and never debits twice', async () => {
    const c = await holder(100_000);
    const id = cycleId();
    const first = await charge({ card_number: c.number, machine: 'W3', cycle_id: id });
    const retry = await charge({ card_number: c.number, machine: 'W3', cycle_id: id });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // Even with a different amount, the cycle keeps its first answer.
    const changed = await charge({ card_number: c.number, machine: 'W3', cycle_id: id, amount: 999 });
    expect(changed.json()).toEqual(first.json());
    expect(await balanceOf(c.user.id)).toBe(50_000);
    // A refusal is the first result too: topping up does not turn a refused cycle into a charge.
    const poor = await holder(10_000);
    const refusedId = cycleId();
    const refused = await charge({ card_number: poor.number, machine: 'W3', cycle_id: refusedId });
    expect(refused.statusCode).toBe(402);
    await credit(poor.user.id, 100_000);
    const again = await charge({ card_number: poor.number, machine: 'W3', cycle_id: refusedId });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(refused.json());
    expect(await balanceOf(poor.user.id)).toBe(110_000);
  });

  it('refuses with stable reasons: insufficient balance 402, unknown card/machine 404, frozen or unlinked card 409', async () => {
    const poor = await holder(10_000);
    const short = await charge({ card_number: poor.number, machine: 'W3', cycle_id: cycleId() });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toEqual({ code: 402, message: 'Insufficient balance on this card. Please top up your e-laundry account.', reason: 'insufficient_balance' });
    expect(await balanceOf(poor.user.id)).toBe(10_000);
    const unknown = await charge({ card_number: 'NOSUCHCARD0001', machine: 'W3', cycle_id: cycleId() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'card_unknown', message: 'This card is not recognised.' });
    const noMachine = await charge({ card_number: poor.number, machine: 'W9', cycle_id: cycleId() });
    expect(noMachine.statusCode).toBe(404);
    expect(noMachine.json()).toMatchObject({ reason: 'machine_unknown', message: 'This hub has no machine W9.' });
    const loose = newCardNumber();
    await addCards(db(), [loose], clock.now(), setUp);
    const unlinked = await charge({ card_number: loose, machine: 'W3', cycle_id: cycleId() });
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().reason).toBe('card_not_linked');
    const rich = await holder(500_000);
    await freezeCard(db(), rich.user.id, clock.now());
    const frozen = await charge({ card_number: rich.number, machine: 'W3', cycle_id: cycleId() });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ code: 409, message: 'This card has been frozen by its owner and cannot be used.', reason: 'card_frozen' });
    expect(await balanceOf(rich.user.id)).toBe(500_000);
    const bad = await charge({ card_number: rich.number, machine: 'W3', cycle_id: '' });
    expect(bad.statusCode).toBe(422);
  });

  it('a charge above the machine\'s limit (its price, or its configured maximum) is refused with 422, recorded, never debited, and reported to operators once', async () => {
    const c = await holder(20_000_000);
    const id = cycleId();
    const res = await charge({ card_number: c.number, machine: 'W3', cycle_id: id, amount: 100_000 });
    expect(res.statusCode).toBe(422);
    const message = 'The amount ₦100,000.00 is above the most machine W3 may charge per cycle (₦500.00).';
    expect(res.json()).toEqual({ code: 422, message, error: { amount: [message] }, reason: 'amount_above_limit' });
    expect(await balanceOf(c.user.id)).toBe(20_000_000);
    // Recorded like every refusal: a retry of the cycle answers the same, and is not reported again.
    const retry = await charge({ card_number: c.number, machine: 'W3', cycle_id: id, amount: 100_000 });
    expect(retry.json()).toEqual(res.json());
    const [recorded] = await db().select().from(hubCharges).where(eq(hubCharges.cycleId, id));
    // With the card and holder it named (whose balance was at stake), for the operators.
    expect(recorded).toMatchObject({ status: 422, amount: 10_000_000, trx: null, userId: c.user.id });
    expect(recorded!.cardId).not.toBeNull();
    // The report: an audit event by the hub, committed although the charge was refused (it is the refusal's own statement).
    const reports = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'hub_charge.above_limit'), sql`${auditEvents.details}->>'cycle_id' = ${id}`));
    expect(reports).toHaveLength(1);
    const [w3] = await db().select().from(machines).where(and(eq(machines.serviceCenterId, hubId), eq(machines.code, 'W3')));
    expect(reports[0]).toMatchObject({
      actorKind: 'hub',
      actorId: String(hubId),
      actorLabel: 'UNIPORT Choba Hub',
      targetKind: 'machine',
      targetId: String(w3!.id),
      details: { hub_charge_id: recorded!.id, cycle_id: id, machine: 'W3', amount: 10_000_000, limit: 50_000, card_id: recorded!.cardId },
    });
    expect(reports[0]!.requestId).toBeTruthy();
    expect(reports[0]!.details.key_id).toEqual(expect.any(Number));
    // Exactly the price is charged; one kobo more is refused.
    expect((await charge({ card_number: c.number, machine: 'W3', cycle_id: cycleId(), amount: 500 })).statusCode).toBe(201);
    const kobo = await charge({ card_number: c.number, machine: 'W3', cycle_id: cycleId(), amount: 500.01 });
    expect(kobo.statusCode).toBe(422);
    expect(kobo.json().reason).toBe('amount_above_limit');
    // The amount is checked before the card: an unknown card with a huge amount is reported too (a key being abused).
    const stranger = await charge({ card_number: 'NOSUCHCARD0003', machine: 'D1', cycle_id: cycleId(), amount: 50_000 });
    expect(stranger.json()).toMatchObject({ code: 422, reason: 'amount_above_limit', message: 'The amount ₦50,000.00 is above the most machine D1 may charge per cycle (₦400.00).' });
    // A configured maximum above the price lets the hub charge up to it (a longer programme), not above.
    await db().insert(machines).values({ serviceCenterId: hubId, code: 'CAP1', kind: 'washer', name: 'Washer with programmes', price: 50_000, maxCharge: 120_000 });
    expect(dataOf('chargeCard', await charge({ card_number: c.number, machine: 'CAP1', cycle_id: cycleId(), amount: 1_200 })).amount).toBe('1200.00');
    expect(dataOf('chargeCard', await charge({ card_number: c.number, machine: 'CAP1', cycle_id: cycleId() })).amount).toBe('500.00');
    const above = await charge({ card_number: c.number, machine: 'CAP1', cycle_id: cycleId(), amount: 1_200.01 });
    expect(above.json()).toMatchObject({ code: 422, reason: 'amount_above_limit', message: 'The amount ₦1,200.01 is above the most machine CAP1 may charge per cycle (₦1,200.00).' });
    expect(await balanceOf(c.user.id)).toBe(20_000_000 - 50_000 - 120_000 - 50_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('authenticates by hub key in the pipeline: none, unknown, a customer session or a revoked key → 401 before the body is read', async () => {
    const c = await holder(100_000);
    const body = { card_number: c.number, machine: 'W3', cycle_id: cycleId() };
    const none = await injectOp(app, 'chargeCard', { body });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: 'Invalid or revoked hub key.', reason: 'hub_key_invalid' });
    expect((await charge(body, `hub_${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await charge(body, c.token)).statusCode).toBe(401);
    // A customer's session is not a hub key, and a hub key is not a session.
    expect((await injectOp(app, 'getMe', { token: key })).statusCode).toBe(401);
    // The key is checked before the media type and the body.
    const xml = await app.inject({ method: 'POST', url: '/api/v1/hub/charges', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(xml.statusCode).toBe(401);
    const other = await issueHubKey(db(), hubId, setUp);
    expect((await charge({ ...body, cycle_id: cycleId() }, other.key)).statusCode).toBe(201);
    await revokeHubKeys(db(), hubId, clock.now(), setUp, other.prefix);
    expect((await charge({ ...body, cycle_id: cycleId() }, other.key)).statusCode).toBe(401);
    // The hub's other key still works; wrong media type with a good key is 415.
    expect((await charge({ ...body, cycle_id: cycleId() })).statusCode).toBe(201);
    const xmlWithKey = await app.inject({ method: 'POST', url: '/api/v1/hub/charges', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(xmlWithKey.statusCode).toBe(415);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the one-statement charge: its ledger line is caused by the recorded charge, amounts read as money() for any kobo, refusals record what is known', async () => {
    const c = await holder(123_456_789);
    const id = cycleId();
    const res = await charge({ card_number: c.number, machine: 'D1', cycle_id: id, amount: 0.07 });
    expect(res.statusCode).toBe(201);
    // The amounts are formatted in SQL (the answer is stored once and replayed): the same strings as money().
    expect(dataOf('chargeCard', res)).toMatchObject({ amount: money(7), balance: money(123_456_782) });
    expect(money(7)).toBe('0.07');
    // The contract's largest amount, on a machine whose configured maximum allows it.
    await db().insert(machines).values({ serviceCenterId: hubId, code: 'BIG1', kind: 'washer', name: 'Big washer', price: 50_000, maxCharge: 10_000_000 });
    const big = dataOf('chargeCard', await charge({ card_number: c.number, machine: 'BIG1', cycle_id: cycleId(), amount: 99_999.99 }));
    expect(big).toMatchObject({ amount: '99999.99', balance: '1134567.83' });
    const [recorded] = await db().select().from(hubCharges).where(eq(hubCharges.cycleId, id));
    const [line] = await db().select().from(transactions).where(eq(transactions.trx, dataOf('chargeCard', res).trx));
    expect(line).toMatchObject({ userId: c.user.id, amount: 7, trxType: '-', postBalance: 123_456_782, remark: 'hub_charge', causeKind: 'hub_charge', causeId: recorded!.id });
    expect(recorded).toMatchObject({ userId: c.user.id, amount: 7, trx: line!.trx, status: 201, cardNumber: c.number });
    expect(recorded!.machineId).not.toBeNull();
    expect(recorded!.cardId).not.toBeNull();
    expect((await db().select({ n: users.entryCount }).from(users).where(eq(users.id, c.user.id)))[0]!.n).toBe(3);
    // A refusal is recorded with what was found: no machine → neither machine nor card; no card → the machine only.
    const noMachine = cycleId();
    expect((await charge({ card_number: c.number, machine: 'W9', cycle_id: noMachine })).statusCode).toBe(404);
    const [m] = await db().select().from(hubCharges).where(eq(hubCharges.cycleId, noMachine));
    expect(m).toMatchObject({ status: 404, machineId: null, cardId: null, userId: null, amount: null, trx: null });
    const noCard = cycleId();
    expect((await charge({ card_number: 'NOSUCHCARD0002', machine: 'W3', cycle_id: noCard })).statusCode).toBe(404);
    const [u] = await db().select().from(hubCharges).where(eq(hubCharges.cycleId, noCard));
    expect(u).toMatchObject({ status: 404, cardId: null, userId: null, amount: null, trx: null });
    expect(u!.machineId).not.toBeNull();
    // Less than half a kobo rounds to nothing: a clear 422, nothing recorded.
    const tiny = cycleId();
    const small = await charge({ card_number: c.number, machine: 'W3', cycle_id: tiny, amount: 0.004 });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ message: 'The amount must be at least 0.01.', error: { amount: ['The amount must be at least 0.01.'] } });
    expect(await db().select().from(hubCharges).where(eq(hubCharges.cycleId, tiny))).toHaveLength(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a key remembered by the pipeline (HUB_KEY_CACHE) and then revoked elsewhere is refused on the very next charge or report, which changes nothing', async () => {
    const c = await holder(300_000);
    const k = await issueHubKey(db(), hubId, setUp);
    // Both operations have seen the key valid: it is remembered.
    expect((await charge({ card_number: c.number, machine: 'W3', cycle_id: cycleId() }, k.key)).statusCode).toBe(201);
    const states = { machines: [{ code: 'W1', state: 'in_use' as const, minutes_left: 40 }] };
    expect((await injectOp(app, 'reportMachines', { token: k.key, body: states })).statusCode).toBe(200);
    // Revoked straight in the database, as an operator command in another process does (this process's memory is
    // not told).
    await db().execute(sql`update hub_keys set revoked_at = now() where prefix = ${k.prefix}`);
    const id = cycleId();
    const refused = await charge({ card_number: c.number, machine: 'W3', cycle_id: id }, k.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 401, message: 'Invalid or revoked hub key.', reason: 'hub_key_invalid' });
    expect(await balanceOf(c.user.id)).toBe(250_000);
    expect(await db().select().from(hubCharges).where(eq(hubCharges.cycleId, id))).toHaveLength(0);
    // Forgotten at once: the next request is refused by the pipeline, before its media type or body.
    const xml = await app.inject({ method: 'POST', url: '/api/v1/hub/charges', headers: { authorization: `Bearer ${k.key}`, 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(xml.statusCode).toBe(401);
    // The same for machine reports: remembered again by a fresh key, revoked, refused, the state left as it was.
    const r = await issueHubKey(db(), hubId, setUp);
    expect((await injectOp(app, 'reportMachines', { token: r.key, body: states })).statusCode).toBe(200);
    await db().execute(sql`update hub_keys set revoked_at = now() where prefix = ${r.prefix}`);
    const report = await injectOp(app, 'reportMachines', { token: r.key, body: { machines: [{ code: 'W1', state: 'free' }] } });
    expect(report.statusCode).toBe(401);
    const [w1] = await db().select({ state: machines.state }).from(machines).where(and(eq(machines.serviceCenterId, hubId), eq(machines.code, 'W1')));
    expect(w1!.state).toBe('in_use');
    // The hub's other key was never affected.
    expect((await charge({ card_number: c.number, machine: 'W3', cycle_id: cycleId() })).statusCode).toBe(201);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a cycle id is per hub: another hub may use the same one', async () => {
    const c = await holder(200_000);
    const gw = await findHub(db(), 'Gwarinpa Estate Hub');
    const otherKey = (await issueHubKey(db(), gw!.id, setUp)).key;
    const id = cycleId();
    expect((await charge({ card_number: c.number, machine: 'W1', cycle_id: id })).statusCode).toBe(201);
    const there = await charge({ card_number: c.number, machine: 'W1', cycle_id: id }, otherKey);
    expect(there.statusCode).toBe(201);
    expect(dataOf('chargeCard', there).detail).toBe('Wash — Gwarinpa Estate Hub, machine W1');
    expect(await balanceOf(c.user.id)).toBe(100_000);
  });

  it('machine reports feed the Laundry Viewer and the public page; old reports are stale and not counted free', async () => {
    const { token } = await signedIn(app);
    const res = await injectOp(app, 'reportMachines', {
      token: key,
      body: { machines: [{ code: 'W1', state: 'free' }, { code: 'W2', state: 'in_use', minutes_left: 23 }, { code: 'D1', state: 'out_of_order' }, { code: 'X9', state: 'free' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf('reportMachines', res)).toMatchObject({ updated: ['W1', 'W2', 'D1'], unknown: ['X9'] });
    const view = await injectOp(app, 'listHubs', { token });
    expect(view.json().stale_after_minutes).toBe(10);
    const ph = dataOf('listHubs', view).find((l) => l.name === 'Port Harcourt')!;
    const hub = ph.hubs.find((h) => h.name === 'UNIPORT Choba Hub')!;
    const byCode = Object.fromEntries(hub.machines.map((m) => [m.code, m]));
    expect(byCode.W1).toMatchObject({ kind: 'washer', state: 'free', stale: false, price: '500.00' });
    expect(byCode.W2).toMatchObject({ state: 'in_use', minutes_left: 23, stale: false });
    expect(byCode.D1).toMatchObject({ state: 'out_of_order', stale: false });
    expect(byCode.W3).toMatchObject({ reported_at: null, stale: true });
    expect(hub).toMatchObject({ free_washers: 1, free_dryers: 0 });
    const only = dataOf('listHubs', await injectOp(app, 'listHubs', { token, query: { location_id: ph.id } }));
    expect(only.map((l) => l.name)).toEqual(['Port Harcourt']);
    expect((await injectOp(app, 'listHubs', { token, query: { location_id: 999 } })).statusCode).toBe(404);
    expect((await injectOp(app, 'listHubs', {})).statusCode).toBe(401);
    // Public: no session, no prices, ids or report times.
    const pub = await injectOp(app, 'listPublicHubs', {});
    expect(pub.statusCode).toBe(200);
    const pubHub = dataOf('listPublicHubs', pub).find((l) => l.name === 'Port Harcourt')!.hubs.find((h) => h.name === 'UNIPORT Choba Hub')!;
    expect(pubHub.free_washers).toBe(1);
    expect(Object.keys(pubHub.machines[0]!).sort()).toEqual(['code', 'kind', 'minutes_left', 'stale', 'state']);
    expect(JSON.stringify(pub.json())).not.toMatch(/price|reported_at|"id"/);
    // Eleven minutes later the reports are stale: nothing is counted free.
    clock.advance(11 * 60_000);
    const later = dataOf('listHubs', await injectOp(app, 'listHubs', { token, query: { location_id: ph.id } }))[0]!.hubs.find((h) => h.name === 'UNIPORT Choba Hub')!;
    expect(later.machines.every((m) => m.stale)).toBe(true);
    expect(later.free_washers).toBe(0);
  });

  it.runIf(kind === 'postgresql')(
    '50 concurrent charges on a balance that covers 20 → exactly 20 succeed, never below zero, ledger sound',
    async () => {
      const c = await holder(20 * 50_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => charge({ card_number: c.number, machine: 'W3', cycle_id: cycleId() })));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(20);
      expect(codes.filter((s) => s === 402)).toHaveLength(30);
      expect(await balanceOf(c.user.id)).toBe(0);
      const balances = answers.filter((a) => a.statusCode === 201).map((a) => Number(dataOf('chargeCard', a).balance));
      expect(Math.min(...balances)).toBe(0);
      expect(new Set(balances).size).toBe(20);
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );

  it.runIf(kind === 'postgresql')(
    'two server instances on one database: 40 concurrent charges (20 per instance) on a balance for 15 → 15 succeed, ledger sound',
    async () => {
      const url = (app.ctx.database as { url?: string }).url!;
      const second = await buildApp(
        loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { webDir: '/nonexistent' }),
        await openDatabase({ databaseUrl: url, poolSize: 4 }),
      );
      try {
        await second.ready();
        const c = await holder(15 * 50_000);
        const body = () => ({ card_number: c.number, machine: 'W3', cycle_id: cycleId() });
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => injectOp(i % 2 ? second : app, 'chargeCard', { token: key, body: body() })),
        );
        expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(15);
        expect(answers.filter((a) => a.statusCode === 402)).toHaveLength(25);
        expect(await balanceOf(c.user.id)).toBe(0);
        // The same cycle on both instances at once: one debit, the same answer on both.
        await credit(c.user.id, 100_000);
        const twin = body();
        const [a, b] = await Promise.all([injectOp(app, 'chargeCard', { token: key, body: twin }), injectOp(second, 'chargeCard', { token: key, body: twin })]);
        expect(a.body).toBe(b.body);
        expect(await balanceOf(c.user.id)).toBe(50_000);
        expect(await checkLedger(db())).toEqual([]);
      } finally {
        await second.close();
      }
    },
    60_000,
  );

  it.runIf(kind === 'postgresql')(
    'the same cycle retried 30 times concurrently → one debit, 30 identical answers',
    async () => {
      const c = await holder(500_000);
      const id = cycleId();
      const answers = await Promise.all(Array.from({ length: 30 }, () => charge({ card_number: c.number, machine: 'W3', cycle_id: id })));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await balanceOf(c.user.id)).toBe(450_000);
      expect(await db().select().from(hubCharges).where(eq(hubCharges.cycleId, id))).toHaveLength(1);
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );
});
