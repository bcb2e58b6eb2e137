import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { moneyBacks } from '#server/db/schema.js';
import type { SuccessBody } from '#server/envelope.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { closeAccount } from '#server/lib/privacy/account-closure.js';
import { movedToday, pastCustomerDay, pastMemberDay } from '#server/lib/ledger/four-eyes.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { requestAdjustment } from '#server/lib/money-back/money-back.js';
import { moneyBackServices } from '#server/lib/money-back/staff-money-back.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, paidSandboxTopUp, signedIn, testClock } from '#server/testing/test-support.js';
import { listeningAppForSuite, balanceIn } from '#server/testing/scenes.js';

/**
 * Four eyes by daily totals (docs/decisions/069-four-eyes-by-daily-totals.md), with the server's DEFAULTS (APPROVAL_ABOVE
 * ₦20,000; per customer ₦20,000 and per member ₦100,000 a Lagos day): splitting a sum into requests at or below the
 * threshold no longer moves more than a daily total without a second person — the request that would pass it waits
 * (awaiting_approval, in the queue and its count, approvable by another member) and the answer says which total. Per
 * customer whoever asks, per member whatever the customer; refunds and adjustments (credits and debits) together; a
 * request approved by a second person does not count; a Lagos day is a Lagos day. On PostgreSQL, concurrent requests
 * by one member (distinct keys) for one customer and for several never let what moved at once pass a total, and never
 * deadlock. Both databases; checkLedger [] after each.
 */
const kinds = await databaseKinds();

describe.each(kinds)('four eyes by daily totals on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let finance: StaffSession;
  let admin: StaffSession;
  let keys = 0;
  // No APPROVAL_* variable: the documented defaults are what is tested. The sandbox gateway takes the refunds.
  listeningAppForSuite(
    kind,
    { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100', BUDGET_GATEWAY: '1000/100000', BUDGET_DESK: '100000/100000' },
    { now: clock.now },
    async (made) => {
      app = made;
      finance = await staffSession(app, clock, ['finance']);
      admin = await staffSession(app, clock, ['admin']);
    },
  );
  const db = () => app.ctx.database.db;
  const limits = () => app.ctx.config;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const key = () => `totals-${kind}-${process.pid}-${++keys}`;
  const adjust = (token: string, customerId: number, direction: 'credit' | 'debit', amount: number) =>
    injectOp(app, 'createStaffAdjustment', { token, params: { id: customerId }, headers: { 'idempotency-key': key() }, body: { direction, amount, reason: 'Machine took two payments' } });
  const refund = (token: string, depositReference: string, amount: number) =>
    injectOp(app, 'createStaffRefund', { token, headers: { 'idempotency-key': key() }, body: { deposit_reference: depositReference, amount, reason: 'Paid twice for one top-up' } });
  const approve = (token: string, reference: string) => injectOp(app, 'approveStaffMoneyBack', { token, params: { reference } });
  const ledgerExact = async () => expect(await checkLedger(db())).toEqual([]);
  const customerWords = (totalKobo: number) => pastCustomerDay(totalKobo, limits());
  const memberWords = (totalKobo: number) => pastMemberDay(totalKobo, limits(), { staffId: 1 });

  /** A customer's Paystack top-up of `amount` Naira, paid at the sandbox checkout and credited by its webhook. */
  const paidTopUp = (amount: number) => paidSandboxTopUp(app, amount);

  it('the issue\'s scenario: one finance member credits ₦20,000 three times with three keys — the first is done, the ones that pass the customer\'s daily total wait for a second person, say why, and are in the queue; another member approves them', async () => {
    const customer = await signedIn(app);
    const first = await adjust(finance.token, customer.user.id, 'credit', 20000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'The adjustment is done.', data: { status: 'done', approval_needed_because: null } });
    const answers = [await adjust(finance.token, customer.user.id, 'credit', 20000), await adjust(finance.token, customer.user.id, 'credit', 20000)];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201); // waiting, not refused: the request is kept
      const words = customerWords(40_000_00);
      expect(words).toBe("With it, this customer's adjustments and refunds made today (Lagos time) without a second person would come to ₦40,000.00, more than the ₦20,000.00 allowed for one customer in a day.");
      expect(res.json()).toMatchObject({
        message: `A second finance or admin person must approve this adjustment: it waits for them. ${words}`,
        data: { status: 'awaiting_approval', trx: null, approval_needed_because: words },
      });
    }
    expect(await balanceOf(customer.user.id)).toBe(20_000_00); // ₦20,000 moved without a second person, not ₦60,000

    // The queue (and the nav's count) shows both; another finance or admin member may approve each, the requester not.
    const listed = await injectOp(app, 'listStaffMoneyBacks', { token: admin.token, query: { status: 'awaiting_approval', customer: String(customer.user.id) } });
    expect(listed.statusCode, listed.body).toBe(200);
    const queue = listed.json() as SuccessBody<'listStaffMoneyBacks'>;
    expect(queue.data.map((m) => m.reference).sort()).toEqual(answers.map((r) => r.json().data.reference).sort());
    expect(queue.data.every((m) => m.may_approve && m.approval_needed_because === customerWords(40_000_00))).toBe(true);
    expect(queue.awaiting_approval).toBeGreaterThanOrEqual(2);
    expect(queue).toMatchObject({ approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' });
    expect((await approve(finance.token, answers[0]!.json().data.reference)).statusCode).toBe(403);
    for (const res of answers) expect((await approve(admin.token, res.json().data.reference)).statusCode).toBe(200);
    expect(await balanceOf(customer.user.id)).toBe(60_000_00);
    await ledgerExact();
  });

  it('per customer whoever asks: a second member\'s request for the same customer counts the first member\'s; what a second person approved does not count', async () => {
    const other = await staffSession(app, clock, ['finance']);
    const customer = await signedIn(app);
    expect(dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, 'credit', 15000)).status).toBe('done');
    const waits = dataOf('createStaffAdjustment', await adjust(other.token, customer.user.id, 'credit', 10000));
    expect(waits).toMatchObject({ status: 'awaiting_approval', approval_needed_because: customerWords(25_000_00) });
    expect(dataOf('createStaffAdjustment', await adjust(other.token, customer.user.id, 'credit', 5000)).status).toBe('done'); // exactly ₦20,000
    expect((await approve(admin.token, waits.reference)).statusCode).toBe(200);
    // The approved ₦10,000 had its second person: the customer's total stays ₦20,000, so ₦1 more waits, not because of it.
    expect(dataOf('createStaffAdjustment', await adjust(other.token, customer.user.id, 'credit', 1))).toMatchObject({ status: 'awaiting_approval', approval_needed_because: customerWords(20_001_00) });
    expect(await balanceOf(customer.user.id)).toBe(30_000_00);
    await ledgerExact();
  });

  it('refunds and adjustments count together, debits as credits: a refund after a credit waits, a debit after a refund waits; each says the customer\'s total', async () => {
    const { customer, deposit } = await paidTopUp(30000);
    const sent = await refund(finance.token, deposit.reference, 15000);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ status: expect.not.stringMatching(/awaiting_approval/), approval_needed_because: null });
    const debit = dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, 'debit', 6000));
    expect(debit).toMatchObject({ status: 'awaiting_approval', approval_needed_because: customerWords(21_000_00), trx: expect.any(String) }); // held meanwhile
    expect(dataOf('createStaffAdjustment', await adjust(finance.token, customer.user.id, 'credit', 5000)).status).toBe('done'); // ₦20,000 exactly
    const late = await refund(finance.token, deposit.reference, 1000);
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({
      message: `A second finance or admin person must approve this refund: it waits for them. ${customerWords(21_000_00)}`,
      data: { status: 'awaiting_approval', approval_needed_because: customerWords(21_000_00) },
    });
    const listed = dataOf('listStaffDepositRefunds', await injectOp(app, 'listStaffDepositRefunds', { token: admin.token, params: { id: deposit.id } }));
    expect(listed).toMatchObject({ approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' });
    expect(listed.refunds.find((r) => r.reference === late.json().data.reference)?.approval_needed_because).toBe(customerWords(21_000_00));
    await ledgerExact();
  });

  it('per member whatever the customer: five ₦20,000 credits to five customers are done, the sixth customer\'s ₦1 waits naming the member\'s total; another member is not held by it', async () => {
    const member = await staffSession(app, clock, ['finance']);
    const other = await staffSession(app, clock, ['admin']);
    for (let i = 0; i < 5; i++) expect(dataOf('createStaffAdjustment', await adjust(member.token, (await signedIn(app)).user.id, 'credit', 20000)).status).toBe('done');
    const sixth = await signedIn(app);
    const waits = await adjust(member.token, sixth.user.id, 'credit', 1);
    const words = memberWords(100_001_00);
    expect(words).toBe('With it, the adjustments and refunds this staff member made today (Lagos time) without a second person would come to ₦100,001.00, more than the ₦100,000.00 allowed for one staff member in a day.');
    expect(waits.json()).toMatchObject({ message: `A second finance or admin person must approve this adjustment: it waits for them. ${words}`, data: { status: 'awaiting_approval', approval_needed_because: words } });
    expect(dataOf('createStaffAdjustment', await adjust(other.token, sixth.user.id, 'credit', 1)).status).toBe('done');
    // Both totals passed at once: both are said.
    const customer = await signedIn(app);
    expect(dataOf('createStaffAdjustment', await adjust(other.token, customer.user.id, 'credit', 20000)).status).toBe('done');
    expect(dataOf('createStaffAdjustment', await adjust(member.token, customer.user.id, 'credit', 1)).approval_needed_because).toBe(`${customerWords(20_001_00)} ${memberWords(100_001_00)}`);
    await ledgerExact();
  });

  it('a Lagos day: 23:59 and 00:00 Lagos time (22:59 and 23:00 UTC) are two days, each with its own total', async () => {
    const customer = await signedIn(app);
    const s = moneyBackServices(app.ctx.config);
    const who = { staffId: finance.id };
    const at = (iso: string) => new Date(iso);
    const ask = (amountKobo: number, now: Date) => requestAdjustment(db(), systemContext('test'), who, { userId: customer.user.id, direction: '+', amountKobo, reason: 'x', requestKey: key() }, s, now);
    expect((await ask(20_000_00, at('2026-03-10T22:59:00Z'))).row.status).toBe('done');
    expect((await ask(20_000_00, at('2026-03-10T23:00:00Z'))).row.status).toBe('done');
    expect((await ask(1, at('2026-03-11T22:59:59Z'))).row).toMatchObject({ status: 'awaiting_approval', approvalNeededBecause: customerWords(20_000_01) });
    await ledgerExact();
  });

  it('a closure giving the balance up (a done adjustment nobody requested) counts for nobody: not the command line\'s total, not the customer\'s', async () => {
    const member = await staffSession(app, clock, ['finance']);
    const customer = await signedIn(app);
    const generous = { ...moneyBackServices(app.ctx.config), approvalDailyPerCustomerKobo: 1e12, approvalDailyPerMemberKobo: 1e12, approvalAboveKobo: 1e12 };
    await requestAdjustment(db(), systemContext('test'), { staffId: member.id }, { userId: customer.user.id, direction: '+', amountKobo: 30_000_00, reason: 'x', requestKey: key() }, generous, clock.now());
    await closeAccount(db(), systemContext('test'), { userId: customer.user.id, balance: 'give_up', by: { kind: 'customer' } }, { publicUrl: app.ctx.config.publicUrl, storage: app.storage }, clock.now());
    const [given] = await db().select().from(moneyBacks).where(and(eq(moneyBacks.userId, customer.user.id), eq(moneyBacks.direction, '-')));
    expect(given).toMatchObject({ kind: 'adjustment', status: 'done', requestedBy: null, movedAlone: false });
    const moved = await db().transaction((tx) => movedToday(tx, { staffId: null }, customer.user.id, clock.now()));
    expect(moved).toEqual({ member: 0, customer: 30_000_00 }); // the member's credit only
    await ledgerExact();
  });

  it.runIf(kind === 'postgresql')('12 concurrent ₦5,000 credits by one member for one customer (distinct keys): exactly ₦20,000 done at once, the rest waiting; none refused', async () => {
    const member = await staffSession(app, clock, ['finance']);
    const customer = await signedIn(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => adjust(member.token, customer.user.id, 'credit', 5000)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const statuses = answers.map((r) => r.json().data.status as string);
    expect(statuses.filter((s) => s === 'done')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'awaiting_approval')).toHaveLength(8);
    expect(await balanceOf(customer.user.id)).toBe(20_000_00);
    await ledgerExact();
  }, 60_000);

  it.runIf(kind === 'postgresql')('30 concurrent ₦10,000 credits by one member for 10 customers, 3 each, in mixed order: ₦100,000 done in all and ≤ ₦20,000 per customer; no deadlock, none refused', async () => {
    const member = await staffSession(app, clock, ['finance']);
    const customers = await Promise.all(Array.from({ length: 10 }, () => signedIn(app)));
    const ids = customers.map((c) => c.user.id);
    // Interleaved so that each request's neighbours are other customers' (wallet A then the member; wallet B then the member).
    const asks = Array.from({ length: 30 }, (_, n) => adjust(member.token, ids[(n * 3) % ids.length]!, 'credit', 10000));
    const answers = await Promise.all(asks);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const rows = await db().select().from(moneyBacks).where(and(eq(moneyBacks.requestedBy, member.id), inArray(moneyBacks.userId, ids)));
    const done = rows.filter((r) => r.status === 'done');
    expect(done.reduce((sum, r) => sum + r.amount, 0)).toBe(100_000_00);
    expect(rows.filter((r) => r.status === 'awaiting_approval')).toHaveLength(20);
    for (const id of ids) expect(await balanceOf(id)).toBeLessThanOrEqual(20_000_00);
    await ledgerExact();
  }, 120_000);
});
