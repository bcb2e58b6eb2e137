import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, moneyBacks, ticketMessages, tickets, transactions, users } from '#server/db/schema.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { ALREADY_DECIDED, OWN_APPROVAL } from '#server/lib/money-back/money-back-row.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, NO_DAILY_TOTALS, signedIn, testClock } from '#server/testing/test-support.js';
import { appForSuite, balanceIn } from '#server/testing/scenes.js';

/**
 * Adjustments with four eyes and the money-back queue (docs/decisions/051-adjustments-and-four-eyes.md): at or below
 * the threshold done at once, above it waiting for a second finance or admin person; a debit held while waiting and
 * given back on rejection (balance and checkLedger exact); own approval 403, a second decision 409, support and
 * fulfilment 403 on every operation; the request key's replay (200, nothing moved again); the queue's filters and
 * `may_approve`; on PostgreSQL 20 concurrent approvals of one request → one approval, one wallet line. Both databases.
 */
const kinds = await databaseKinds();

describe.each(kinds)('adjustments and four eyes on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let finance: StaffSession;
  let admin: StaffSession;
  let keys = 0;
  appForSuite(kind, { AUTH_RATE_LIMIT: '100000', APPROVAL_ABOVE: '20000', ...NO_DAILY_TOTALS }, { now: clock.now }, async (made) => {
    app = made;
    finance = await staffSession(app, clock, ['finance']);
    admin = await staffSession(app, clock, ['admin']);
  });
  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const linesOf = (userId: number) => db().select().from(transactions).where(and(eq(transactions.userId, userId), eq(transactions.remark, 'adjustment')));
  const key = () => `test-key-${kind}-${process.pid}-${++keys}`;
  const adjust = (token: string, customerId: number, body: Record<string, unknown>) =>
    injectOp(app, 'createStaffAdjustment', { token, params: { id: customerId }, headers: { 'idempotency-key': key() }, body: { reason: 'Machine took two payments', ...body } as never });
  const ledgerExact = async () => expect(await checkLedger(db())).toEqual([]);

  it('at or below the threshold an adjustment is done at once (a wallet line, an e-mail, the ticket answered); above it waits, its credit given only on approval by another person', async () => {
    const customer = await signedIn(app);
    const [ticket] = await db().insert(tickets).values({ number: String(100000 + Math.floor(Math.random() * 900000)), userId: customer.user.id, subject: 'Charged twice', priority: 'High' }).returning();
    const done = await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 20000, ticket: ticket!.number });
    expect(done.statusCode, done.body).toBe(201);
    const doneData = dataOf('createStaffAdjustment', done);
    expect(doneData).toMatchObject({ kind: 'adjustment', direction: 'credit', amount: '20000.00', status: 'done', ticket: ticket!.number, requested_by: `Member ${finance.id}`, decided_by: null });
    expect(doneData.reference).toMatch(/^ADJ-/);
    expect(doneData.trx).toBeTruthy();
    expect(await balanceOf(customer.user.id)).toBe(20_000_00);
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email))).some((m) => m.key?.startsWith('money-back:'))).toBe(true);
    expect((await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket!.id))).map((m) => m.sender)).toEqual(['support']);

    const waiting = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 20000.01 }));
    expect(waiting).toMatchObject({ status: 'awaiting_approval', trx: null, may_approve: false, approval_note: OWN_APPROVAL });
    expect(await balanceOf(customer.user.id)).toBe(20_000_00); // a credit waits for its approval

    const own = await injectOp(app, 'approveStaffMoneyBack', { token: finance.token, params: { reference: waiting.reference } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_APPROVAL);
    const seen = dataOf('getStaffMoneyBack', await injectOp(app, 'getStaffMoneyBack', { token: admin.token, params: { reference: waiting.reference } }));
    expect(seen).toMatchObject({ may_approve: true, approval_note: null });
    const approved = await injectOp(app, 'approveStaffMoneyBack', { token: admin.token, params: { reference: waiting.reference } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(dataOf('approveStaffMoneyBack', approved)).toMatchObject({ status: 'done', decided_by: `Member ${admin.id}`, requested_by: `Member ${finance.id}` });
    expect(await balanceOf(customer.user.id)).toBe(40_000_01);
    const again = await injectOp(app, 'approveStaffMoneyBack', { token: admin.token, params: { reference: waiting.reference } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DECIDED);
    expect((await injectOp(app, 'rejectStaffMoneyBack', { token: admin.token, params: { reference: waiting.reference }, body: { reason: 'Too late' } })).statusCode).toBe(409);
    expect((await linesOf(customer.user.id)).length).toBe(2);
    const actions = await db().select({ action: auditEvents.action, actor: auditEvents.actorLabel }).from(auditEvents).where(eq(auditEvents.targetKind, 'money_back')).orderBy(auditEvents.id);
    expect(actions.filter((a) => a.action.startsWith('money_back.')).map((a) => a.action)).toEqual(expect.arrayContaining(['money_back.adjusted', 'money_back.requested', 'money_back.approved']));
    await ledgerExact();
  });

  it('a debit above the threshold is held from the balance while it waits and given back when rejected; a debit above the balance is a 409 with nothing moved', async () => {
    const customer = await signedIn(app);
    dataOf('createStaffAdjustment', await adjust(admin.token, customer.user.id, { direction: 'credit', amount: 15000 }));
    dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 15000 }));
    expect(await balanceOf(customer.user.id)).toBe(30_000_00);

    const tooMuch = await adjust(finance.token, customer.user.id, { direction: 'debit', amount: 30000.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('₦30,000.00');
    expect(await balanceOf(customer.user.id)).toBe(30_000_00);

    const held = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'debit', amount: 25000 }));
    expect(held).toMatchObject({ status: 'awaiting_approval', direction: 'debit' });
    expect(held.trx).toBeTruthy();
    expect(await balanceOf(customer.user.id)).toBe(5_000_00); // held: it may not be spent meanwhile
    const blank = await injectOp(app, 'rejectStaffMoneyBack', { token: admin.token, params: { reference: held.reference }, body: { reason: ' ' } });
    expect(blank.statusCode).toBe(422);
    const rejected = await injectOp(app, 'rejectStaffMoneyBack', { token: admin.token, params: { reference: held.reference }, body: { reason: 'No double payment in the machine log' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(dataOf('rejectStaffMoneyBack', rejected)).toMatchObject({ status: 'rejected', decided_by: `Member ${admin.id}`, decision_reason: 'No double payment in the machine log' });
    expect(dataOf('rejectStaffMoneyBack', rejected).return_trx).toBeTruthy();
    expect(await balanceOf(customer.user.id)).toBe(30_000_00);
    await ledgerExact();

    // Approved by another, a held debit stays taken (no second line).
    const kept = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'debit', amount: 25000 }));
    dataOf('approveStaffMoneyBack', await injectOp(app, 'approveStaffMoneyBack', { token: admin.token, params: { reference: kept.reference } }));
    expect(await balanceOf(customer.user.id)).toBe(5_000_00);
    expect((await linesOf(customer.user.id)).filter((l) => l.causeKind === 'money_back' && l.trxType === '-')).toHaveLength(2);
    await ledgerExact();
  });

  it('the Idempotency-Key header (as refunds): required (422 without it, even with the old body field), a replay answers the first request (200) and moves nothing again; the same key for a different request is a 409', async () => {
    const customer = await signedIn(app);
    const body = { direction: 'credit', amount: 500, reason: 'Goodwill' };
    const headers = { 'idempotency-key': key() };
    // No header: 422, nothing moved — also with the old body field, which is no longer the key.
    expect((await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, body: body as never })).statusCode).toBe(422);
    expect((await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, body: { ...body, request_key: key() } as never })).statusCode).toBe(422);
    expect((await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, headers: { 'idempotency-key': 'short' }, body: body as never })).statusCode).toBe(422);
    expect(await balanceOf(customer.user.id)).toBe(0);
    const first = await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, headers, body: body as never });
    expect(first.statusCode).toBe(201);
    const replay = await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, headers, body: body as never });
    expect(replay.statusCode).toBe(200);
    expect(dataOf('createStaffAdjustment', replay).reference).toBe(dataOf('createStaffAdjustment', first).reference);
    const burst = await Promise.all(Array.from({ length: 5 }, () => injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, headers, body: body as never })));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(customer.user.id)).toBe(500_00);
    const other = await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: customer.user.id }, headers, body: { ...body, amount: 600 } as never });
    expect(other.statusCode).toBe(409);
    // Another member's same key is their own request.
    expect((await injectOp(app, 'createStaffAdjustment', { token: admin.token, params: { id: customer.user.id }, headers, body: body as never })).statusCode).toBe(201);
    expect(await balanceOf(customer.user.id)).toBe(1_000_00);
    expect((await adjust(finance.token, 999_999_999, { direction: 'credit', amount: 5 })).statusCode).toBe(404);
    const notTheirs = await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 5, ticket: '99999999' });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().error).toHaveProperty('ticket');
    await ledgerExact();
  });

  it('the queue: every kind, newest first, filtered by status, kind and customer, with the count awaiting approval and the threshold; support and fulfilment get 403 on every operation', async () => {
    const customer = await signedIn(app);
    const [account] = await db().select({ n: users.accountNumber }).from(users).where(eq(users.id, customer.user.id));
    const a = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 100 }));
    const b = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 50000 }));
    const list = async (token: string, query: Record<string, unknown>) => {
      const res = await injectOp(app, 'listStaffMoneyBacks', { token, query: query as never });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { reference: string; may_approve: boolean; customer: { id: number } }[]; total: number; awaiting_approval: number; approval_above: string; per_page: number };
    };
    const mine = await list(admin.token, { customer: account!.n });
    expect(mine.data.map((d) => d.reference)).toEqual([b.reference, a.reference]);
    expect(mine).toMatchObject({ total: 2, approval_above: '20000.00', per_page: 15 });
    expect(mine.awaiting_approval).toBeGreaterThanOrEqual(1);
    expect(mine.data.map((d) => d.may_approve)).toEqual([true, false]);
    expect((await list(finance.token, { customer: customer.body.email.toUpperCase(), status: 'awaiting_approval' })).data).toEqual([expect.objectContaining({ reference: b.reference, may_approve: false })]);
    expect((await list(admin.token, { customer: String(customer.user.id), kind: 'refund' })).total).toBe(0);
    expect((await injectOp(app, 'listStaffMoneyBacks', { token: admin.token, query: { status: 'lost' } as never })).statusCode).toBe(422);
    expect((await injectOp(app, 'getStaffMoneyBack', { token: admin.token, params: { reference: 'ADJ-20990101-NOSUCH00' } })).statusCode).toBe(404);

    const support = await staffSession(app, clock, ['support']);
    const fulfilment = await staffSession(app, clock, ['fulfilment']);
    for (const who of [support, fulfilment]) {
      expect((await adjust(who.token, customer.user.id, { direction: 'credit', amount: 5 })).statusCode).toBe(403);
      expect((await injectOp(app, 'listStaffMoneyBacks', { token: who.token })).statusCode).toBe(403);
      expect((await injectOp(app, 'getStaffMoneyBack', { token: who.token, params: { reference: b.reference } })).statusCode).toBe(403);
      expect((await injectOp(app, 'approveStaffMoneyBack', { token: who.token, params: { reference: b.reference } })).statusCode).toBe(403);
      expect((await injectOp(app, 'rejectStaffMoneyBack', { token: who.token, params: { reference: b.reference }, body: { reason: 'No' } })).statusCode).toBe(403);
    }
    expect((await db().select().from(moneyBacks).where(eq(moneyBacks.reference, b.reference)))[0]!.status).toBe('awaiting_approval');
  });

  it.runIf(kind === 'postgresql')('20 concurrent approvals of one request: exactly one approval and one wallet line', async () => {
    const customer = await signedIn(app);
    const waiting = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, { direction: 'credit', amount: 30000 }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => injectOp(app, 'approveStaffMoneyBack', { token: admin.token, params: { reference: waiting.reference } })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await linesOf(customer.user.id)).toHaveLength(1);
    expect(await balanceOf(customer.user.id)).toBe(30_000_00);
    const approvals = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'money_back.approved'), eq(auditEvents.targetKind, 'money_back')));
    const [row] = await db().select().from(moneyBacks).where(eq(moneyBacks.reference, waiting.reference));
    expect(approvals.filter((e) => e.targetId === String(row!.id))).toHaveLength(1);
    await ledgerExact();
  }, 60_000);
});
