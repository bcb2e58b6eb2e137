import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { deposits, hubCharges, machines, moneyBacks, serviceCenters, suspenseItems, transactions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { booksCsv, booksOf, dayPeriod, monthPeriod } from '#server/lib/ledger/books.js';
import { ACCOUNTS, checkLedger, newTrx, post, type Entry } from '#server/lib/ledger/ledger.js';
import { requestAdjustment, requestRefund, reverseHubCharge } from '#server/lib/money-back/money-back.js';
import { finishRefund } from '#server/lib/money-back/refund-outcome.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { assignSuspense, recordSuspense, returnSuspense } from '#server/lib/payments/suspense.js';
import { databaseKinds, freshDatabase } from '#server/testing/test-support.js';

/**
 * The books of a day and a month (docs/decisions/053-the-books.md) on both databases: every figure of a seeded day,
 * the identity opening + in − out = closing, the suspense account's once-only moves, and ledger:check's new rules
 * failing on forged breaches. Lines are dated by the database's clock, so the seeded day is today (Lagos).
 */
const kinds = await databaseKinds();
const ctx = systemContext('books test');
const services = { approvalAboveKobo: 10_000_000, approvalDailyPerCustomerKobo: 1e12, approvalDailyPerMemberKobo: 1e12, publicUrl: 'http://localhost', supportName: 'e-laundry' };
let n = 0;

async function customer(database: Database) {
  n += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      username: `books_${process.pid}_${n}`,
      email: `books.${process.pid}.${n}@example.com`,
      firstname: 'Ada',
      lastname: 'Eze',
      passwordHash: 'x',
      accountNumber: `B${process.pid}${n}`,
      referralCode: `BREF${process.pid}${n}`,
    })
    .returning({ id: users.id });
  return row!.id;
}

const line = (userId: number, amount: number, type: '+' | '-', remark: Entry['remark'], cause: Entry['cause'], extra: Partial<Entry> = {}): Entry => ({
  userId,
  amount,
  type,
  detail: `test ${remark}`,
  remark,
  cause,
  ...extra,
});

describe.each(kinds)('the books on %s', (kind) => {
  let database: Database;
  let day: string;
  let a: number;
  let b: number;
  let hub: { id: number; name: string };
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const db = () => database.db;

  it('a seeded day: every figure adds up exactly, the identity holds, ledger:check is clean', async () => {
    const now = new Date();
    day = lagosDay(now);
    a = await customer(database);
    b = await customer(database);
    // Top-ups: Paystack ₦1,000 (+ ₦15 charge) to A, Flutterwave ₦500 (+ ₦7) to B.
    const [dA] = await db().insert(deposits).values({ userId: a, trx: newTrx(), reference: `DEP-B-${n}-A`, methodCode: 'paystack', amount: 100_000, charge: 1_500, status: 'Success' }).returning();
    const [dB] = await db().insert(deposits).values({ userId: b, trx: newTrx(), reference: `DEP-B-${n}-B`, methodCode: 'flutterwave', amount: 50_000, charge: 700, status: 'Success' }).returning();
    await db().transaction((t) => post(t, line(a, 100_000, '+', 'deposit', { kind: 'deposit', id: dA!.id }, { charge: 1_500, trx: dA!.trx })));
    await db().transaction((t) => post(t, line(b, 50_000, '+', 'deposit', { kind: 'deposit', id: dB!.id }, { charge: 700, trx: dB!.trx })));
    // A referral commission to A (₦20), a card fee from A's balance (₦300).
    await db().transaction((t) => post(t, line(a, 2_000, '+', 'referral_commission', { kind: 'commission', id: 1 })));
    await db().transaction((t) => post(t, line(a, 30_000, '-', 'card_payment', { kind: 'card_request', id: 1 })));
    // Two hub charges of B at one machine (₦50 and ₦50), one reversed.
    const [centre] = await db().select({ id: serviceCenters.id, name: serviceCenters.name }).from(serviceCenters).orderBy(serviceCenters.id).limit(1);
    hub = centre!;
    const [machine] = await db().insert(machines).values({ serviceCenterId: hub.id, code: `TB-${n}`, kind: 'washer', name: 'Washer', price: 5_000 }).returning();
    const charges: number[] = [];
    for (const cycle of ['c1', 'c2']) {
      const trx = newTrx();
      const [charge] = await db()
        .insert(hubCharges)
        .values({ serviceCenterId: hub.id, cycleId: `${cycle}-${n}`, cardNumber: '0000', machineId: machine!.id, userId: b, amount: 5_000, trx, status: 201, body: {} })
        .returning();
      await db().transaction((t) => post(t, line(b, 5_000, '-', 'hub_charge', { kind: 'hub_charge', id: charge!.id }, { trx, counter: ACCOUNTS.hubRevenue(hub.id) })));
      charges.push(charge!.id);
    }
    await reverseHubCharge(db(), ctx, { staffId: null }, { hubChargeId: charges[0]!, reason: 'cycle did not run' }, services, now);
    // Adjustments: +₦10 to A, −₦5 from B.
    await requestAdjustment(db(), ctx, { staffId: null }, { userId: a, direction: '+', amountKobo: 1_000, reason: 'goodwill' }, services, now);
    await requestAdjustment(db(), ctx, { staffId: null }, { userId: b, direction: '-', amountKobo: 500, reason: 'correction' }, services, now);
    // Refunds of A's top-up: ₦100 processed, ₦50 failed (given back).
    const r1 = await requestRefund(db(), ctx, { staffId: null }, { depositId: dA!.id, amountKobo: 10_000, reason: 'asked' }, services, now);
    const r2 = await requestRefund(db(), ctx, { staffId: null }, { depositId: dA!.id, amountKobo: 5_000, reason: 'asked' }, services, now);
    await finishRefund(db(), ctx, r1.row.id, 'processed', {}, services, now);
    await finishRefund(db(), ctx, r2.row.id, 'failed', { failureReason: 'bank refused' }, services, now);
    // Suspense: ₦70 in (then assigned to B), ₦40 in (then returned), a replay of the first recorded nothing.
    const s1 = await db().transaction((t) => recordSuspense(t, { gateway: 'paystack', gatewayRef: `g1-${n}`, reference: null, amount: 7_000, currency: 'NGN', reason: 'amount mismatch' }, now));
    const again = await db().transaction((t) => recordSuspense(t, { gateway: 'paystack', gatewayRef: `g1-${n}`, reference: null, amount: 7_000, currency: 'NGN', reason: 'amount mismatch' }, now));
    expect(again).toBeNull();
    const s2 = await db().transaction((t) => recordSuspense(t, { gateway: 'flutterwave', gatewayRef: `g2-${n}`, reference: null, amount: 4_000, currency: 'NGN', reason: 'paid after failure' }, now));
    await assignSuspense(db(), ctx, { staffId: null, label: 'test' }, s1!.id, { userId: b, reason: 'matched by bank statement' }, now);
    await returnSuspense(db(), ctx, { staffId: null, label: 'test' }, s2!.id, { returnReference: 'RF-1', reason: 'payer asked' }, now);
    if (lagosDay(new Date()) !== day) return; // seeded across Lagos midnight: the figures would straddle two days

    const books = await booksOf(db(), dayPeriod(day));
    expect(books.float.opening).toBe(0);
    expect(books.moneyIn).toEqual({
      topUps: { count: 2, amount: 150_000 },
      referralCommissions: { count: 1, amount: 2_000 },
      reversals: { count: 1, amount: 5_000 },
      adjustmentCredits: { count: 1, amount: 1_000 },
      returned: { count: 1, amount: 5_000 },
      suspenseAssigned: { count: 1, amount: 7_000 },
      other: { count: 0, amount: 0 },
      total: 170_000,
    });
    expect(books.moneyOut).toEqual({
      hubCharges: { count: 2, amount: 10_000 },
      cardFees: { count: 1, amount: 30_000 },
      refundsAsked: { count: 2, amount: 15_000 },
      adjustmentDebits: { count: 1, amount: 500 },
      other: { count: 0, amount: 0 },
      total: 55_500,
    });
    const wallets = Number((await db().select({ s: sql<string>`sum(${users.balance})` }).from(users))[0]!.s);
    expect(books.float.closing).toBe(170_000 - 55_500);
    expect(books.float.closing).toBe(wallets);
    expect(books.identity).toEqual({ opening: 0, moneyIn: 170_000, moneyOut: 55_500, expectedClosing: 114_500, closing: 114_500, holds: true });
    expect(books.topUpsByGateway).toEqual([
      { gateway: 'flutterwave', count: 1, amount: 50_000, charges: 700 },
      { gateway: 'paystack', count: 1, amount: 100_000, charges: 1_500 },
    ]);
    expect(books.hubRevenue).toEqual([
      { hubId: hub.id, hub: hub.name, charged: 10_000, reversed: 5_000, net: 5_000, machines: [{ machineId: expect.any(Number), machine: `Washer (TB-${n})`, count: 2, amount: 10_000 }] },
    ]);
    expect(books.cardFees).toEqual({ count: 1, amount: 30_000 });
    expect(books.referralCommissions).toEqual({ count: 1, amount: 2_000 });
    expect(books.refunds).toEqual({ asked: { count: 2, amount: 15_000 }, processed: { count: 1, amount: 10_000 }, returned: { count: 1, amount: 5_000 } });
    expect(books.reversals).toEqual({ count: 1, amount: 5_000 });
    expect(books.adjustments).toEqual({ credit: { count: 1, amount: 1_000 }, debit: { count: 1, amount: 500 } });
    expect(books.suspense).toEqual({ in: { count: 2, amount: 11_000 }, out: { count: 2, amount: 11_000 } });
    expect(books.days).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);

    // The month: the same totals, one row per day, today's carrying the day's figures.
    const month = await booksOf(db(), monthPeriod(day.slice(0, 7)));
    expect(month.identity).toEqual(books.identity);
    const today = month.days.find((d) => d.day === day)!;
    expect(today).toEqual({ day, opening: 0, moneyIn: 170_000, moneyOut: 55_500, closing: 114_500, hubRevenue: 5_000 });
    expect(month.days.reduce((s, d) => s + d.moneyIn - d.moneyOut, 0)).toBe(114_500);
    // The next day opens with today's close and has no lines.
    const next = lagosDay(new Date(dayPeriod(day).to.getTime() + 3_600_000));
    const tomorrow = await booksOf(db(), dayPeriod(next));
    expect(tomorrow.identity).toMatchObject({ opening: 114_500, moneyIn: 0, moneyOut: 0, closing: 114_500, holds: true });

    const csv = booksCsv(books);
    expect(csv.split('\r\n')[0]).toBe('section,item,count,amount_ngn');
    expect(csv).toContain('money_in,topUps,2,1500.00');
    expect(csv).toContain('hub_revenue,');
    expect(csv).toMatch(/identity,holds,,0\.00 \+ 1700\.00 - 555\.00 = 1145\.00/);
  });

  it('suspense: an item is assigned or returned once (409), and never credited in another currency', async () => {
    const now = new Date();
    const item = await db().transaction((t) => recordSuspense(t, { gateway: 'paystack', gatewayRef: `g3-${n}`, reference: null, amount: 2_000, currency: 'NGN', reason: 'x' }, now));
    await assignSuspense(db(), ctx, { staffId: null, label: 'test' }, item!.id, { userId: a, reason: 'first' }, now);
    await expect(assignSuspense(db(), ctx, { staffId: null, label: 'test' }, item!.id, { userId: b, reason: 'second' }, now)).rejects.toMatchObject({ code: 409 });
    await expect(returnSuspense(db(), ctx, { staffId: null, label: 'test' }, item!.id, { returnReference: 'R', reason: 'x' }, now)).rejects.toMatchObject({ code: 409 });
    const usd = await db().transaction((t) => recordSuspense(t, { gateway: 'flutterwave', gatewayRef: `g4-${n}`, reference: null, amount: 900, currency: 'USD', reason: 'currency mismatch' }, now));
    expect(usd!.journalId).toBeNull();
    await expect(assignSuspense(db(), ctx, { staffId: null, label: 'test' }, usd!.id, { userId: a, reason: 'no' }, now)).rejects.toMatchObject({ code: 409 });
    await returnSuspense(db(), ctx, { staffId: null, label: 'test' }, usd!.id, { returnReference: 'FLW-R', reason: 'returned' }, now);
    expect((await db().select().from(transactions).where(eq(transactions.causeKind, 'suspense'))).filter((t) => t.causeId === item!.id)).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('ledger:check names forged breaches: a suspense item without its journal, a done request without its line', async () => {
    const [forged] = await db().insert(suspenseItems).values({ gateway: 'paystack', gatewayRef: `forged-${n}`, amount: 100, currency: 'NGN', reason: 'forged' }).returning();
    const [mb] = await db()
      .insert(moneyBacks)
      .values({ kind: 'adjustment', reference: `ADJ-FORGED-${n}`, userId: a, direction: '+', amount: 700, reason: 'forged', status: 'done' })
      .returning();
    const rules = (await checkLedger(db())).map((x) => [x.rule, x.suspenseId ?? x.moneyBackId]);
    expect(rules).toEqual(expect.arrayContaining([['suspense_booked', forged!.id], ['money_back_booked', mb!.id]]));
  });

  it('ledger:check float_by_day fails on a line outside the chain and on a balance written around the ledger', async () => {
    // A line whose post balance does not move although its amount does (inserted around ledger_post).
    const [last] = await db().select().from(transactions).where(eq(transactions.userId, a)).orderBy(sql`${transactions.id} desc`).limit(1);
    await db().insert(transactions).values({ userId: a, trx: newTrx(), detail: 'forged', amount: 1_234, trxType: '+', postBalance: last!.postBalance, remark: 'correction', causeKind: 'test' });
    const breaches = await checkLedger(db());
    expect(breaches).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'float_by_day', day: lagosDay(new Date()) })]));
    // The books show the identity broken too: the float (post balances) no longer follows the lines' amounts.
    const books = await booksOf(db(), dayPeriod(lagosDay(new Date())));
    expect(books.identity.holds).toBe(false);
    expect(books.identity.expectedClosing - books.identity.closing).toBe(1_234);

    const fresh = await freshDatabase(kind);
    try {
      const id = await customer(fresh);
      await fresh.db.transaction((t) => post(t, line(id, 5_000, '+', 'correction', { kind: 'test', id: null })));
      expect(await checkLedger(fresh.db)).toEqual([]);
      await fresh.db.update(users).set({ balance: 6_000 }).where(eq(users.id, id));
      expect((await checkLedger(fresh.db)).map((x) => x.rule)).toContain('float_by_day');
    } finally {
      await fresh.close();
    }
  });

  it('periods: a Lagos day is 23:00 UTC to 23:00 UTC; impossible days and months are a 422', () => {
    expect(dayPeriod('2026-03-10')).toMatchObject({ from: new Date('2026-03-09T23:00:00Z'), to: new Date('2026-03-10T23:00:00Z') });
    expect(monthPeriod('2026-12')).toMatchObject({ from: new Date('2026-11-30T23:00:00Z'), to: new Date('2026-12-31T23:00:00Z') });
    for (const bad of ['2026-02-30', '2026-13-01', '10-03-2026', '']) expect(() => dayPeriod(bad)).toThrow();
    for (const bad of ['2026-13', '2026-1', '2026-01-01']) expect(() => monthPeriod(bad)).toThrow();
  });
});
