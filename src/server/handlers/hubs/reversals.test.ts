import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, moneyBacks, ticketMessages, tickets, transactions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey, revokeHubKeys } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { issueManagementCard } from '#server/lib/cards-hubs/management-cards.js';
import { EVERYWHERE } from '#server/lib/identity/staff-scope.js';
import { HUB_CHARGE_UNKNOWN, HUB_NOT_REVERSIBLE, HUB_REPORT_TOO_LATE, TICKET_NOT_THE_CUSTOMERS } from '#server/lib/cards-hubs/reversals.js';
import { startPushService, type PushServiceStandIn } from '#server/testing/push-service.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, multipart, signedIn, testApp, testClock } from '#server/testing/test-support.js';

const setUp = systemContext('test');

/**
 * Reversals of failed cycles (issue 25, docs/decisions/050-failed-cycle-reversals.md): a hub reports that a cycle it
 * charged did not run (reportFailedCycle: its own charges only, within 24 hours, once per charge), and staff reverse a
 * hub charge (reverseStaffHubCharge: support, finance, admin; a reason; optionally the customer's ticket). Both on the
 * core's reverseHubCharge. On PGlite and PostgreSQL; the race on PostgreSQL only (PGlite serialises everything).
 */
const kinds = await databaseKinds();

describe.each(kinds)('reversals of failed cycles on %s', (kind) => {
  let app: FastifyInstance;
  let key: string;
  let otherKey: string;
  let choba: number;
  let support: StaffSession;
  let push: PushServiceStandIn;
  const clock = testClock();

  beforeAll(async () => {
    // A push service stand-in: a customer's device for the money-back push alert (the staff answer names it).
    push = await startPushService();
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0', PUSH_ENDPOINT_ALLOW: push.origin }, { now: clock.now });
    choba = (await findHub(db(), 'UNIPORT Choba Hub'))!.id;
    key = (await issueHubKey(db(), choba, setUp)).key;
    otherKey = (await issueHubKey(db(), (await findHub(db(), 'Gwarinpa Estate Hub'))!.id, setUp)).key;
  });
  // A fresh support session for each test: some move the clock by a day, past any staff session's life.
  beforeEach(async () => {
    support = await staffSession(app, clock, ['support']);
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });

  const db = () => app.ctx.database.db;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;

  /** A signed-in customer holding a linked card, with a balance in kobo. */
  async function holder(balance: number) {
    const customer = await signedIn(app);
    const [number] = newCardNumbers(1);
    await addCards(db(), [number!], clock.now(), setUp);
    await linkCard(db(), customer.user.id, number!, clock.now());
    if (balance) {
      await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: balance, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    }
    return { ...customer, number: number! };
  }
  let cycle = 0;
  const cycleId = () => `REV-${Date.now()}-${++cycle}`;
  const charge = (card: string, id: string, k = key) => injectOp(app, 'chargeCard', { token: k, body: { card_number: card, machine: 'W3', cycle_id: id } });
  const report = (body: { cycle_id: string; reason_code?: 'machine_fault' | 'power_failure' | 'other'; reason?: string }, k = key) => injectOp(app, 'reportFailedCycle', { token: k, body });
  const reverse = (id: number, body: { reason: string; ticket?: string }, token = support.token) => injectOp(app, 'reverseStaffHubCharge', { token, params: { id }, body });
  const wallet = (userId: number) => db().select().from(transactions).where(eq(transactions.userId, userId));
  const reversalLines = async (userId: number) => (await wallet(userId)).filter((l) => l.causeKind === 'money_back');
  const mailsOf = (row: { id: number }) => db().select().from(mailOutbox).where(like(mailOutbox.key, `money-back:${row.id}:%`));
  /** A customer's ticket (createTicket), optionally reporting a transaction; gives its number. */
  async function openTicket(token: string, subject: string, trx?: string) {
    const body = multipart([
      { name: 'subject', value: subject },
      { name: 'priority', value: 'Medium' },
      { name: 'message', value: 'The machine took the money but did not wash.' },
      ...(trx ? [{ name: 'trx', value: trx }] : []),
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { ticket: string } }).data;
  }
  const chargeIdOf = async (userId: number, trx: string) => (await wallet(userId)).find((l) => l.trx === trx)!.causeId!;

  it('a hub reports a charged cycle as not run: the exact amount back as a new line naming the charge, one e-mail, audited as the hub; a retry answers the same reversal', async () => {
    const c = await holder(200_000);
    const id = cycleId();
    const charged = dataOf('chargeCard', await charge(c.number, id));
    expect(await balanceOf(c.user.id)).toBe(150_000);
    const first = await report({ cycle_id: id, reason_code: 'machine_fault', reason: 'Door lock error E21' });
    expect(first.statusCode, first.body).toBe(201);
    const data = dataOf('reportFailedCycle', first);
    expect(data).toMatchObject({ cycle_id: id, amount: '500.00', charge_trx: charged.trx, status: 'done' });
    expect(data.reference).toMatch(/^REV-/);
    expect(await balanceOf(c.user.id)).toBe(200_000);
    // A new line, never an edit: the charge stays, the credit names it, with its post balance.
    const lines = await wallet(c.user.id);
    expect(lines.find((l) => l.trx === charged.trx)).toMatchObject({ trxType: '-', amount: 50_000 });
    const [line] = await reversalLines(c.user.id);
    expect(line).toMatchObject({ trx: data.trx, trxType: '+', amount: 50_000, postBalance: 200_000, remark: 'reversal' });
    expect(line!.detail).toContain(`Reversal of ${charged.trx}`);
    const [row] = await db().select().from(moneyBacks).where(eq(moneyBacks.reference, data.reference));
    expect(row).toMatchObject({ kind: 'reversal', requestedByHub: choba, requestedBy: null, reason: 'Hub reported the cycle did not run: machine fault — Door lock error E21' });
    const mails = await mailsOf(row!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('₦500.00 returned');
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'money_back.reversed'), eq(auditEvents.targetId, String(row!.id))));
    expect(event).toMatchObject({ actorKind: 'hub', actorId: String(choba), actorLabel: 'UNIPORT Choba Hub' });
    expect(event!.requestId).toBeTruthy();
    // A retry, or a replay a day later: the same reversal, 200, nothing moved, no second e-mail.
    const retry = await report({ cycle_id: id });
    expect(retry.statusCode).toBe(200);
    expect(dataOf('reportFailedCycle', retry)).toEqual(data);
    clock.advance(25 * 3600_000);
    expect(dataOf('reportFailedCycle', await report({ cycle_id: id }))).toEqual(data);
    expect(await balanceOf(c.user.id)).toBe(200_000);
    expect(await reversalLines(c.user.id)).toHaveLength(1);
    expect(await mailsOf(row!)).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('only the hub that made the charge: another hub naming the same cycle id gets 404 as for an unknown cycle, and moves nothing', async () => {
    const c = await holder(200_000);
    const id = cycleId();
    expect((await charge(c.number, id)).statusCode).toBe(201);
    const elsewhere = await report({ cycle_id: id }, otherKey);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 404, message: HUB_CHARGE_UNKNOWN, reason: 'charge_unknown' });
    // Exactly the answer to a cycle nobody charged: nothing says the charge exists.
    const unknown = await report({ cycle_id: `${id}-never` }, otherKey);
    expect(unknown.json()).toEqual(elsewhere.json());
    expect(await balanceOf(c.user.id)).toBe(150_000);
    expect(await reversalLines(c.user.id)).toHaveLength(0);
    // The other hub's own charge with the same cycle id is its own to report: only that one is reversed.
    expect((await charge(c.number, id, otherKey)).statusCode).toBe(201);
    expect((await report({ cycle_id: id }, otherKey)).statusCode).toBe(201);
    expect(await balanceOf(c.user.id)).toBe(150_000);
    expect((await report({ cycle_id: id })).statusCode).toBe(201);
    expect(await balanceOf(c.user.id)).toBe(200_000);
    expect(await reversalLines(c.user.id)).toHaveLength(2);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('within 24 hours of the charge: later the hub gets a clear 409 and nothing moves; staff can still reverse it, and the hub then reads that reversal', async () => {
    const c = await holder(100_000);
    const id = cycleId();
    const charged = dataOf('chargeCard', await charge(c.number, id));
    clock.advance(24 * 3600_000 - 60_000);
    const inTime = cycleId();
    const other = dataOf('chargeCard', await charge(c.number, inTime));
    clock.advance(2 * 60_000); // the first charge is now 24 h and 1 min old
    const late = await report({ cycle_id: id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 409, message: HUB_REPORT_TOO_LATE, reason: 'report_too_late' });
    expect(await balanceOf(c.user.id)).toBe(0);
    expect((await report({ cycle_id: inTime })).statusCode).toBe(201);
    expect(await balanceOf(c.user.id)).toBe(50_000);
    // Staff have no time limit (a fresh session: the clock moved a day).
    const agent = await staffSession(app, clock, ['support']);
    const byStaff = await reverse(await chargeIdOf(c.user.id, charged.trx), { reason: 'Customer called: W3 never started' }, agent.token);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(await balanceOf(c.user.id)).toBe(100_000);
    const replay = await report({ cycle_id: id });
    expect(replay.statusCode).toBe(200);
    expect(dataOf('reportFailedCycle', replay).reference).toBe(dataOf('reverseStaffHubCharge', byStaff).reference);
    expect(other.trx).not.toBe(charged.trx);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a charge that took no money cannot be reversed: a refused cycle, a management card\'s free start → 409; a revoked key → 401; a bad body → 422', async () => {
    const poor = await holder(10_000);
    const refused = cycleId();
    expect((await charge(poor.number, refused)).statusCode).toBe(402);
    expect((await report({ cycle_id: refused })).json()).toEqual({ code: 409, message: HUB_NOT_REVERSIBLE, reason: 'charge_not_reversible' });
    const [mgmt] = newCardNumbers(1);
    await issueManagementCard(db(), setUp, EVERYWHERE, { attendantName: 'Musa Bello', serviceCenterIds: [choba], cardNumber: mgmt! }, clock.now());
    const free = cycleId();
    expect(dataOf('chargeCard', await charge(mgmt!, free)).management).toBe(true);
    const start = await report({ cycle_id: free });
    expect(start.statusCode).toBe(409);
    expect(start.json().reason).toBe('charge_not_reversible');
    expect(await db().select().from(moneyBacks).where(eq(moneyBacks.requestedByHub, choba)).then((rows) => rows.filter((r) => r.reason.includes('free')))).toHaveLength(0);
    // A revoked key (even one the pipeline remembers) reverses nothing.
    const c = await holder(100_000);
    const k = await issueHubKey(db(), choba, setUp);
    const id = cycleId();
    expect((await charge(c.number, id, k.key)).statusCode).toBe(201);
    await db().execute(sql`update hub_keys set revoked_at = now() where prefix = ${k.prefix}`);
    const revoked = await report({ cycle_id: id }, k.key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ code: 401, message: 'Invalid or revoked hub key.', reason: 'hub_key_invalid' });
    await revokeHubKeys(db(), choba, clock.now(), setUp, k.prefix);
    expect(await balanceOf(c.user.id)).toBe(50_000);
    expect((await injectOp(app, 'reportFailedCycle', { body: { cycle_id: id } })).statusCode).toBe(401);
    expect((await injectOp(app, 'reportFailedCycle', { token: c.token, body: { cycle_id: id } })).statusCode).toBe(401);
    expect((await report({ cycle_id: '' })).statusCode).toBe(422);
    expect((await report({ cycle_id: id, reason_code: 'melted' as 'other' })).statusCode).toBe(422);
    expect((await report({ cycle_id: id, reason: 'x'.repeat(201) })).statusCode).toBe(422);
    expect(await balanceOf(c.user.id)).toBe(50_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('staff reverse a hub charge: support and finance may, fulfilment may not (403); a reason is required (422); once per charge; the ticket is answered', async () => {
    const c = await holder(100_000);
    const charged = dataOf('chargeCard', await charge(c.number, cycleId()));
    const chargeId = await chargeIdOf(c.user.id, charged.trx);
    const fulfilment = await staffSession(app, clock, ['fulfilment']);
    expect((await reverse(chargeId, { reason: 'W3 fault' }, fulfilment.token)).statusCode).toBe(403);
    expect((await reverse(chargeId, { reason: 'W3 fault' }, c.token)).statusCode).toBe(401);
    const missing = await injectOp(app, 'reverseStaffHubCharge', { token: support.token, params: { id: chargeId }, body: {} as { reason: string } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'Give a reason.', error: { reason: ['Give a reason.'] } });
    expect((await reverse(chargeId, { reason: '   ' })).statusCode).toBe(422);
    expect((await reverse(999_999, { reason: 'W3 fault' })).statusCode).toBe(404);
    // A ticket must be the charge's customer's.
    const stranger = await signedIn(app);
    const theirs = await openTicket(stranger.token, 'Other');
    const wrong = await reverse(chargeId, { reason: 'W3 fault', ticket: theirs.ticket });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({ ticket: [TICKET_NOT_THE_CUSTOMERS] });
    expect(await balanceOf(c.user.id)).toBe(50_000);
    // The customer's ticket about the charge: reversed from it, the ticket gets support's message.
    const own = await openTicket(c.token, 'W3 took my money', charged.trx);
    const done = await reverse(chargeId, { reason: '  W3 stopped before filling  ', ticket: own.ticket });
    expect(done.statusCode, done.body).toBe(201);
    const data = dataOf('reverseStaffHubCharge', done);
    expect(data).toMatchObject({ hub_charge_id: chargeId, amount: '500.00', charge_trx: charged.trx, status: 'done', reason: 'W3 stopped before filling', by_hub: false });
    expect(await balanceOf(c.user.id)).toBe(100_000);
    const [ticketRow] = await db().select().from(tickets).where(eq(tickets.number, own.ticket));
    const messages = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketRow!.id));
    expect(messages.filter((m) => m.sender === 'support')).toHaveLength(1);
    expect(ticketRow!.status).toBe('Answered');
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'money_back.reversed'), eq(auditEvents.targetId, String(data.id))));
    expect(event).toMatchObject({ actorKind: 'staff', actorId: String(support.id) });
    expect(event!.details).toMatchObject({ reason: 'W3 stopped before filling', hub_charge_id: chargeId });
    // Once: finance, a second click, the hub — all read the same reversal; nothing moves again.
    const finance = await staffSession(app, clock, ['finance']);
    const again = await reverse(chargeId, { reason: 'Again' }, finance.token);
    expect(again.statusCode).toBe(200);
    expect(dataOf('reverseStaffHubCharge', again)).toEqual(data);
    expect(await reversalLines(c.user.id)).toHaveLength(1);
    expect(await mailsOf({ id: data.id })).toHaveLength(1);
    // Finance reverses another charge themselves.
    const second = dataOf('chargeCard', await charge(c.number, cycleId()));
    expect((await reverse(await chargeIdOf(c.user.id, second.trx), { reason: 'Dryer D1 cold' }, finance.token)).statusCode).toBe(201);
    expect(await balanceOf(c.user.id)).toBe(100_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the answers say how the customer hears of a reversal, as their "refund or reversal made" choice decided; the hub is told the money is back, never how', async () => {
    const reversedWith = async (opts: { email: boolean; device: boolean; by: 'staff' | 'hub' }) => {
      const c = await holder(100_000);
      const choice = await injectOp(app, 'updateNotificationSettings', { token: c.token, body: { events: [{ event: 'money_back', email: opts.email }] } });
      expect(choice.statusCode, choice.body).toBe(200);
      if (opts.device) {
        const added = await injectOp(app, 'addPushDevice', { token: c.token, body: { ...push.subscribe(), label: 'Test browser' } });
        expect(added.statusCode, added.body).toBe(201);
      }
      const id = cycleId();
      const charged = dataOf('chargeCard', await charge(c.number, id));
      const res = opts.by === 'hub' ? await report({ cycle_id: id, reason_code: 'machine_fault' }) : await reverse(await chargeIdOf(c.user.id, charged.trx), { reason: 'W3 fault' });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db().select().from(moneyBacks).where(eq(moneyBacks.compensatesTrx, charged.trx));
      expect(await mailsOf(row!)).toHaveLength(opts.email ? 1 : 0);
      return (res.json() as { message: string }).message;
    };
    expect(await reversedWith({ email: true, device: false, by: 'staff' })).toBe('The charge was reversed; the customer has been e-mailed.');
    expect(await reversedWith({ email: true, device: true, by: 'staff' })).toBe('The charge was reversed; the customer has been e-mailed and sent a push notification.');
    expect(await reversedWith({ email: false, device: false, by: 'staff' })).toBe('The charge was reversed; the customer gets no e-mail for refunds and reversals (their choice).');
    expect(await reversedWith({ email: false, device: true, by: 'staff' })).toBe('The charge was reversed; the customer gets no e-mail for refunds and reversals (their choice), only a push notification.');
    for (const email of [true, false]) {
      expect(await reversedWith({ email, device: true, by: 'hub' })).toBe('The charge was reversed; the amount is back on the customer\u2019s balance.');
    }
  });

  it('a member scoped to another hub cannot see or reverse this hub\'s charge (404); the customer\'s transactions and the ticket name the charge and whether it is reversed', async () => {
    const c = await holder(100_000);
    const charged = dataOf('chargeCard', await charge(c.number, cycleId()));
    const chargeId = await chargeIdOf(c.user.id, charged.trx);
    const gwarinpa = (await findHub(db(), 'Gwarinpa Estate Hub'))!.id;
    const scoped = await staffSession(app, clock, ['support'], { serviceCenterIds: [gwarinpa] });
    expect((await reverse(chargeId, { reason: 'W3 fault' }, scoped.token)).statusCode).toBe(404);
    const list = async () => dataOf('listStaffCustomerTransactions', await injectOp(app, 'listStaffCustomerTransactions', { token: support.token, params: { id: c.user.id } }));
    const before = await list();
    expect(before.find((t) => t.trx === charged.trx)).toMatchObject({ hub_charge_id: chargeId, reversed: false });
    // Other lines carry neither field.
    const credit = before.find((t) => t.trx_type === '+')!;
    expect('hub_charge_id' in credit || 'reversed' in credit).toBe(false);
    const own = await openTicket(c.token, 'Charged, no wash', charged.trx);
    const desk = async () => dataOf('getStaffTicket', await injectOp(app, 'getStaffTicket', { token: support.token, params: { ticket: own.ticket } }));
    expect((await desk()).hub_charge).toEqual({ id: chargeId, reversal: null });
    const done = dataOf('reverseStaffHubCharge', await reverse(chargeId, { reason: 'W3 fault', ticket: own.ticket }));
    expect((await list()).find((t) => t.trx === charged.trx)).toMatchObject({ hub_charge_id: chargeId, reversed: true });
    expect((await desk()).hub_charge).toEqual({ id: chargeId, reversal: { reference: done.reference, trx: done.trx } });
    // A ticket reporting another kind of line has no hub_charge.
    const plain = await openTicket(c.token, 'About my top-up', credit.trx);
    expect('hub_charge' in dataOf('getStaffTicket', await injectOp(app, 'getStaffTicket', { token: support.token, params: { ticket: plain.ticket } }))).toBe(false);
  });

  it.runIf(kind === 'postgresql')(
    '20 concurrent failed-cycle reports for one charge → exactly one reversal: one money_back line, the balance back exactly, one e-mail, ledger sound',
    async () => {
      const c = await holder(300_000);
      const id = cycleId();
      expect((await charge(c.number, id)).statusCode).toBe(201);
      const answers = await Promise.all(Array.from({ length: 20 }, () => report({ cycle_id: id, reason_code: 'power_failure' })));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(1);
      expect(codes.filter((s) => s === 200)).toHaveLength(19);
      expect(new Set(answers.map((a) => JSON.stringify(dataOf('reportFailedCycle', a)))).size).toBe(1);
      expect(await reversalLines(c.user.id)).toHaveLength(1);
      expect(await balanceOf(c.user.id)).toBe(300_000);
      const rows = await db().select().from(moneyBacks).where(eq(moneyBacks.reference, dataOf('reportFailedCycle', answers[0]!).reference));
      expect(rows).toHaveLength(1);
      expect(await mailsOf(rows[0]!)).toHaveLength(1);
      // Staff racing the hub on another charge: still one reversal.
      const other = cycleId();
      const charged = dataOf('chargeCard', await charge(c.number, other));
      const chargeId = await chargeIdOf(c.user.id, charged.trx);
      const mixed = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? report({ cycle_id: other }) : reverse(chargeId, { reason: 'Race' }))));
      expect(mixed.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(mixed.filter((a) => a.statusCode === 200)).toHaveLength(19);
      expect(await reversalLines(c.user.id)).toHaveLength(2);
      expect(await balanceOf(c.user.id)).toBe(300_000);
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );
});

