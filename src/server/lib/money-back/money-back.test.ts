import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { deposits, hubCharges, locations, mailOutbox, moneyBacks, serviceCenters, staffMembers, ticketMessages, tickets, transactions, users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { checkLedger, post, trialBalance } from '#server/lib/ledger/ledger.js';
import { requestAdjustment, requestRefund, reverseHubCharge } from './money-back.js';
import { approveMoneyBack, rejectMoneyBack } from './approvals.js';
import { ALREADY_DECIDED, KEY_REUSED, OWN_APPROVAL, type MoneyBackServices } from './money-back-row.js';
import { finishRefund } from './refund-outcome.js';
import { moneyBackPushTitle } from './tell.js';
import { databaseKinds, freshDatabase } from '#server/testing/test-support.js';

/**
 * The core of money given back (docs/decisions/049-money-given-back.md) on PGlite and PostgreSQL; races on PostgreSQL
 * only (PGlite serialises everything). Every test ends with the books sound (checkLedger) and balanced (trial balance 0).
 */
const kinds = await databaseKinds();
const s: MoneyBackServices = { approvalAboveKobo: 20_000_00, approvalDailyPerCustomerKobo: 1e12, approvalDailyPerMemberKobo: 1e12, publicUrl: 'http://laundry.test', supportName: 'Support Team' };
const ctx = systemContext('test');
const now = new Date('2026-11-28T10:00:00Z');
let n = 0;

it('the push title of money that landed shows the amount as the app does (₦ and thousands separators)', () => {
  expect(moneyBackPushTitle({ kind: 'reversal', amount: 1_500_00 }, 'done')).toBe('₦1,500.00 returned to your laundry balance');
  expect(moneyBackPushTitle({ kind: 'adjustment', amount: 1_234_567_89 }, 'done')).toBe('₦1,234,567.89 credited to your laundry balance');
  expect(moneyBackPushTitle({ kind: 'refund', amount: 25_000_00 }, 'processed')).toBe('Refund of ₦25,000.00 completed');
  expect(moneyBackPushTitle({ kind: 'reversal', amount: 500_00 }, 'done')).toBe('₦500.00 returned to your laundry balance');
});

describe.each(kinds)('money given back on %s', (kind) => {
  let database: Database;
  let db: Database['db'];
  let hubId: number;
  let finance: number;
  let finance2: number;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    db = database.db;
    const [loc] = await db.insert(locations).values({ name: `MB ${process.pid}` }).returning();
    const [hub] = await db.insert(serviceCenters).values({ locationId: loc!.id, name: 'MB Hub' }).returning();
    hubId = hub!.id;
    const staff = await db
      .insert(staffMembers)
      .values([
        { email: `fin1.${process.pid}@example.com`, roles: ['finance'] },
        { email: `fin2.${process.pid}@example.com`, roles: ['admin'] },
      ])
      .returning();
    [finance, finance2] = [staff[0]!.id, staff[1]!.id];
  });
  afterAll(async () => {
    await database?.close();
  });

  async function customer(balanceKobo = 0) {
    n += 1;
    const [u] = await db
      .insert(users)
      .values({
        username: `mb_${process.pid}_${n}`,
        email: `mb.${process.pid}.${n}@example.com`,
        firstname: 'Ada',
        lastname: 'Eze',
        passwordHash: 'x',
        accountNumber: `MB${process.pid}${n}`,
        referralCode: `MBREF${process.pid}${n}`,
      })
      .returning({ id: users.id });
    if (balanceKobo > 0) await db.transaction((tx) => post(tx, { userId: u!.id, amount: balanceKobo, type: '+', detail: 'Opening', remark: 'correction', cause: { kind: 'test', id: null } }));
    return u!.id;
  }
  /** A successful Paystack top-up of `amount` kobo, credited as settlement does. */
  async function topUp(userId: number, amount: number) {
    n += 1;
    const [d] = await db
      .insert(deposits)
      .values({ userId, trx: `DTRX${process.pid}${n}`.slice(0, 12), reference: `DEP-20261128-MB${n}`, methodCode: 'paystack', amount, charge: 150_00, status: 'Success', completedAt: now })
      .returning();
    await db.transaction((tx) => post(tx, { userId, amount, type: '+', detail: 'Top-up', remark: 'deposit', cause: { kind: 'deposit', id: d!.id }, charge: 150_00 }));
    return d!;
  }
  /** A successful hub charge of `amount` kobo at the test hub. */
  async function charge(userId: number, amount: number) {
    n += 1;
    const posted = await db.transaction((tx) =>
      post(tx, { userId, amount, type: '-', detail: 'Wash', remark: 'hub_charge', cause: { kind: 'hub_charge', id: null }, counter: `hub_revenue:${hubId}` }),
    );
    const [c] = await db
      .insert(hubCharges)
      .values({ serviceCenterId: hubId, cycleId: `cyc-${n}`, cardNumber: '0000', userId, amount, trx: posted.trx, status: 201, body: {} })
      .returning();
    return c!;
  }
  const balanceOf = async (id: number) => (await db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const linesOf = async (id: number, causeKind: string) =>
    (await db.select().from(transactions).where(and(eq(transactions.userId, id), eq(transactions.causeKind, causeKind)))).length;
  const mailsFor = async (id: number) => (await db.select().from(mailOutbox).where(sql`${mailOutbox.key} like ${`money-back:${id}:%`}`)).map((m) => m.key);
  async function soundBooks() {
    expect(await checkLedger(db)).toEqual([]);
    expect((await trialBalance(db)).reduce((a, r) => a + r.balance, 0)).toBe(0);
  }
  const apiError = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  };

  it('an adjustment up to the threshold is done at once: the wallet line names it, one e-mail, books sound', async () => {
    const id = await customer(1_000_00);
    const { row, created } = await requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '+', amountKobo: 20_000_00, reason: 'Goodwill' }, s, now);
    expect([created, row.status, row.kind, row.direction]).toEqual([true, 'done', 'adjustment', '+']);
    expect(await balanceOf(id)).toBe(21_000_00);
    const [line] = await db.select().from(transactions).where(eq(transactions.trx, row.trx!));
    expect([line!.remark, line!.causeKind, line!.causeId, line!.detail]).toEqual(['adjustment', 'money_back', row.id, `Credit adjustment by support (${row.reference})`]);
    expect(await mailsFor(row.id)).toEqual([`money-back:${row.id}:done`]);
    await soundBooks();
  });

  it('above the threshold it waits: a debit is held at once and comes back on rejection; a credit moves only on approval', async () => {
    const id = await customer(30_000_00);
    const debit = (await requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '-', amountKobo: 25_000_00, reason: 'Duplicate credit' }, s, now)).row;
    expect(debit.status).toBe('awaiting_approval');
    expect(await balanceOf(id)).toBe(5_000_00);
    const rejected = await rejectMoneyBack(db, ctx, finance2, debit.id, 'Not a duplicate', s, now);
    expect([rejected.status, rejected.decisionReason, rejected.decidedBy]).toEqual(['rejected', 'Not a duplicate', finance2]);
    expect(await balanceOf(id)).toBe(30_000_00);
    expect(await linesOf(id, 'money_back_return')).toBe(1);
    expect((await apiError(rejectMoneyBack(db, ctx, finance2, debit.id, 'again', s, now))).message).toBe(ALREADY_DECIDED);

    const credit = (await requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '+', amountKobo: 20_000_01, reason: 'Lost cycles' }, s, now)).row;
    expect([credit.status, credit.trx]).toEqual(['awaiting_approval', null]);
    expect(await balanceOf(id)).toBe(30_000_00);
    const own = await apiError(approveMoneyBack(db, ctx, finance, credit.id, s, now));
    expect([own.code, own.message]).toEqual([403, OWN_APPROVAL]);
    const approved = await approveMoneyBack(db, ctx, finance2, credit.id, s, now);
    expect([approved.status, approved.decidedBy]).toEqual(['done', finance2]);
    expect(await balanceOf(id)).toBe(50_000_01);
    expect((await apiError(approveMoneyBack(db, ctx, finance2, credit.id, s, now))).code).toBe(409);
    await soundBooks();
  });

  it('a debit above the balance is a 409 and moves nothing; a request key answers its first request only', async () => {
    const id = await customer(1_000_00);
    const err = await apiError(requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '-', amountKobo: 1_000_01, reason: 'x' }, s, now));
    expect(err.code).toBe(409);
    expect(await balanceOf(id)).toBe(1_000_00);
    expect(await db.select().from(moneyBacks).where(eq(moneyBacks.userId, id))).toEqual([]);
    const input = { userId: id, direction: '+' as const, amountKobo: 500_00, reason: 'x', requestKey: `k-${id}` };
    const a = await requestAdjustment(db, ctx, { staffId: finance }, input, s, now);
    const b = await requestAdjustment(db, ctx, { staffId: finance }, input, s, now);
    expect([a.created, b.created, b.row.id]).toEqual([true, false, a.row.id]);
    expect((await apiError(requestAdjustment(db, ctx, { staffId: finance }, { ...input, amountKobo: 600_00 }, s, now))).message).toBe(KEY_REUSED);
    // Another person's same key is another request.
    expect((await requestAdjustment(db, ctx, { staffId: finance2 }, input, s, now)).created).toBe(true);
    expect(await balanceOf(id)).toBe(2_000_00);
    await soundBooks();
  });

  it('a refund is capped by what is left of the top-up and by the balance, debited when asked, and ends once', async () => {
    const id = await customer();
    const dep = await topUp(id, 10_000_00);
    await charge(id, 3_000_00);
    const tooMuch = await apiError(requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 7_000_01, reason: 'x' }, s, now));
    expect([tooMuch.code, tooMuch.message]).toEqual([409, "The customer's balance is ₦7,000.00: not enough for this. Nothing was moved."]);
    const first = (await requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 4_000_00, reason: 'Asked by customer' }, s, now)).row;
    expect([first.status, first.gateway, await balanceOf(id)]).toEqual(['submitting', 'paystack', 3_000_00]);
    const [line] = await db.select().from(transactions).where(eq(transactions.trx, first.trx!));
    expect(line!.detail).toBe(`Refund of top-up ${dep.reference} (${first.reference})`);
    // Failed at the gateway: the amount comes back once, whoever reports it how often.
    const failed = await finishRefund(db, ctx, first.id, 'failed', { gatewayStatus: 'failed', failureReason: 'Card closed' }, s, now);
    expect(failed?.status).toBe('failed');
    expect(await finishRefund(db, ctx, first.id, 'failed', {}, s, now)).toBeNull();
    expect(await finishRefund(db, ctx, first.id, 'processed', {}, s, now)).toBeNull();
    expect(await balanceOf(id)).toBe(7_000_00);
    // A failed refund does not count against the top-up: 7,000 can be refunded again, not 7,000.01.
    const second = (await requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 7_000_00, reason: 'Again' }, s, now)).row;
    expect((await finishRefund(db, ctx, second.id, 'processed', { gatewayStatus: 'processed' }, s, now))?.status).toBe('processed');
    const left = await apiError(requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 3_000_01, reason: 'x' }, s, now));
    expect(left.message).toBe('At most ₦3,000.00 of this top-up can still be refunded. Nothing was moved.');
    const broke = await apiError(requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 1, reason: 'x' }, s, now));
    expect(broke.message).toBe("The customer's balance is ₦0.00: not enough for this. Nothing was moved.");
    expect(await balanceOf(id)).toBe(0);
    expect(await mailsFor(first.id)).toEqual([`money-back:${first.id}:failed`]);
    expect(await mailsFor(second.id)).toEqual([`money-back:${second.id}:processed`]);
    await soundBooks();
    const books = Object.fromEntries((await trialBalance(db)).map((r) => [r.code, r.balance]));
    expect(books.refunds_payable ?? 0).toBe(0);
  });

  it('a reversal gives a hub charge back once, against the hub revenue, and answers the ticket that asked', async () => {
    const id = await customer(5_000_00);
    const c = await charge(id, 1_200_00);
    const [ticket] = await db.insert(tickets).values({ number: `9${String(n).padStart(5, '0')}`, userId: id, subject: 'Machine did not start', priority: 'High' }).returning();
    const a = await reverseHubCharge(db, ctx, { staffId: null, hubId }, { hubChargeId: c.id, reason: 'Cycle did not run', ticketId: ticket!.id }, s, now);
    const b = await reverseHubCharge(db, ctx, { staffId: finance }, { hubChargeId: c.id, reason: 'Again' }, s, now);
    expect([a.created, b.created, b.row.id, a.row.compensatesTrx]).toEqual([true, false, a.row.id, c.trx]);
    expect(await balanceOf(id)).toBe(5_000_00);
    const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket!.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain(`The machine did not run the cycle charged as ${c.trx}`);
    expect((await db.select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]!.status).toBe('Answered');
    await soundBooks();
  });

  it.runIf(kind === 'postgresql')('races: 50 refunds of one top-up → one; 20 reversals of one charge → one; 20 approvals → one; 50 failure reports → one return', async () => {
    const id = await customer();
    const dep = await topUp(id, 10_000_00);
    const refunds = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => requestRefund(db, ctx, { staffId: finance }, { depositId: dep.id, amountKobo: 10_000_00, reason: 'x', requestKey: `r${i}` }, s, now)),
    );
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refunds.filter((r) => r.status === 'rejected').every((r) => (r.reason as ApiError).code === 409)).toBe(true);
    const refund = (refunds.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ row: { id: number } }>).value.row;
    const ends = await Promise.all(Array.from({ length: 50 }, () => finishRefund(db, ctx, refund.id, 'failed', {}, s, now)));
    expect(ends.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(10_000_00);

    const c = await charge(id, 2_000_00);
    const reversals = await Promise.all(Array.from({ length: 20 }, () => reverseHubCharge(db, ctx, { staffId: null, hubId }, { hubChargeId: c.id, reason: 'x' }, s, now)));
    expect(reversals.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(reversals.map((r) => r.row.id)).size).toBe(1);

    const big = (await requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '+', amountKobo: 50_000_00, reason: 'x' }, s, now)).row;
    const approvals = await Promise.allSettled(Array.from({ length: 20 }, () => approveMoneyBack(db, ctx, finance2, big.id, s, now)));
    expect(approvals.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(id)).toBe(60_000_00);
    expect(await linesOf(id, 'money_back')).toBe(3);
    expect(await linesOf(id, 'money_back_return')).toBe(1);
    await soundBooks();
  });

  it('the table refuses what the rules refuse: self-approval, a deletion', async () => {
    const id = await customer(1_00);
    const row = (await requestAdjustment(db, ctx, { staffId: finance }, { userId: id, direction: '+', amountKobo: 30_000_00, reason: 'x' }, s, now)).row;
    await expect(db.update(moneyBacks).set({ decidedBy: finance }).where(eq(moneyBacks.id, row.id))).rejects.toThrow();
    await expect(db.delete(moneyBacks).where(eq(moneyBacks.id, row.id))).rejects.toThrow();
  });
});
