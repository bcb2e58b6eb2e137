import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { hubCharges, locations, moneyBacks, serviceCenters, users } from '#server/db/schema.js';
import { newTrx } from '#server/lib/ledger/ledger.js';
import { lagosWeekStart, spendingSummary } from '#server/lib/ledger/spending.js';
import { databaseKinds, freshDatabase } from '#server/testing/test-support.js';

/**
 * Where the money goes (docs/decisions/060-where-the-money-goes.md) on both databases: exact figures for a known set
 * of wallet lines written with fixed times (raw inserts: ledger_post dates lines by the database's clock), incl. a
 * week boundary that is Sunday in UTC for both lines but Sunday / Monday in Lagos, a reversal netted in its charge's
 * week and hub, a refund (not spending), another customer's lines, lines outside the window, and an empty account.
 */
const kinds = await databaseKinds();
// Thursday 12 November 2026, 11:00 in Lagos: the current week starts Monday 9 November (Lagos), 8 November 23:00 UTC.
const NOW = new Date('2026-11-12T10:00:00Z');
let n = 0;

describe('lagosWeekStart', () => {
  it('is Monday 00:00 in Lagos (23:00 UTC on Sunday)', () => {
    expect(lagosWeekStart(NOW).toISOString()).toBe('2026-11-08T23:00:00.000Z');
    expect(lagosWeekStart(new Date('2026-11-08T22:59:59Z')).toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(lagosWeekStart(new Date('2026-11-08T23:00:00Z')).toISOString()).toBe('2026-11-08T23:00:00.000Z');
  });
});

describe.each(kinds)('spending summary on %s', (kind) => {
  let database: Database;
  const hubs: { id: number; name: string }[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const [loc] = await database.db.insert(locations).values({ name: 'Spendville' }).returning();
    for (const name of ['North Hub', 'South Hub']) {
      const [c] = await database.db.insert(serviceCenters).values({ locationId: loc!.id, name }).returning();
      hubs.push({ id: c!.id, name: `${name}, Spendville` });
    }
  });
  afterAll(async () => {
    await database?.close();
  });
  const db = () => database.db;

  async function customer(balance: number) {
    n += 1;
    const [row] = await db()
      .insert(users)
      .values({ username: `spend_${process.pid}_${n}`, email: `spend.${process.pid}.${n}@example.com`, firstname: 'Ada', lastname: 'Eze', passwordHash: 'x', accountNumber: `SP${process.pid}${n}`, referralCode: `SPREF${process.pid}${n}`, balance })
      .returning();
    return row!;
  }
  async function line(userId: number, type: '+' | '-', amount: number, causeKind: string, causeId: number | null, at: string) {
    await db().execute(sql`insert into transactions (user_id, trx, detail, amount, trx_type, post_balance, remark, cause_kind, cause_id, created_at)
      values (${userId}, ${newTrx()}, 'test', ${amount}, ${type}, 0, 'test', ${causeKind}, ${causeId}, ${at}::timestamptz)`);
  }
  async function charge(userId: number, hub: number, amount: number, at: string) {
    n += 1;
    const [c] = await db().insert(hubCharges).values({ serviceCenterId: hub, cycleId: `sp-${n}`, cardNumber: '0000', userId, amount, status: 201, body: {}, createdAt: new Date(at) }).returning();
    await line(userId, '-', amount, 'hub_charge', c!.id, at);
    return c!.id;
  }
  async function reversal(userId: number, hubChargeId: number, amount: number, at: string) {
    n += 1;
    const [m] = await db()
      .insert(moneyBacks)
      .values({ kind: 'reversal', reference: `REV-SP-${n}`, userId, direction: '+', amount, hubChargeId, reason: 'cycle did not run', status: 'done', createdAt: new Date(at) })
      .returning();
    await line(userId, '+', amount, 'money_back', m!.id, at);
  }

  it('figures are exact: Lagos weeks, reversal netted, card fees, top-ups; refunds and other customers not counted', async () => {
    const a = await customer(100_000);
    const b = await customer(0);
    const [north, south] = [hubs[0]!, hubs[1]!];
    await line(a.id, '+', 500_000, 'deposit', 1, '2026-10-04T12:00:00Z'); // Sunday 4 Oct → week of 28 Sep
    await line(a.id, '-', 30_000, 'card_request', 1, '2026-09-01T10:00:00Z'); // week of 31 Aug
    await charge(a.id, north.id, 5_000, '2026-11-08T22:30:00Z'); // Sunday 23:30 Lagos → week of 2 Nov
    await charge(a.id, north.id, 7_000, '2026-11-08T23:30:00Z'); // Monday 00:30 Lagos → week of 9 Nov
    const reversed = await charge(a.id, south.id, 4_000, '2026-10-20T10:00:00Z'); // week of 19 Oct
    await charge(a.id, south.id, 3_000, '2026-10-21T10:00:00Z');
    await reversal(a.id, reversed, 4_000, '2026-11-10T09:00:00Z'); // given back in a later week: netted in 19 Oct's
    await line(a.id, '-', 10_000, 'money_back', 999_999, '2026-11-10T10:00:00Z'); // a refund to the bank: not spending
    await charge(a.id, north.id, 9_999, '2026-08-23T22:30:00Z'); // Sunday 23:30 Lagos before the window
    await charge(b.id, north.id, 100_000, '2026-11-10T10:00:00Z'); // another customer's

    const s = await spendingSummary(db(), a, NOW);
    expect(s.balance).toBe('1000.00');
    expect(s.weeks).toHaveLength(12);
    expect(s.weeks[0]!.week_start).toBe('2026-08-24');
    expect(s.weeks[11]!.week_start).toBe('2026-11-09');
    const nonZero = s.weeks.filter((w) => w.spent !== '0.00' || w.topped_up !== '0.00');
    expect(nonZero).toEqual([
      { week_start: '2026-08-31', spent: '300.00', topped_up: '0.00' },
      { week_start: '2026-09-28', spent: '0.00', topped_up: '5000.00' },
      { week_start: '2026-10-19', spent: '30.00', topped_up: '0.00' },
      { week_start: '2026-11-02', spent: '50.00', topped_up: '0.00' },
      { week_start: '2026-11-09', spent: '70.00', topped_up: '0.00' },
    ]);
    expect(s.hubs).toEqual([
      { name: 'Card fees', spent: '300.00' },
      { name: north.name, spent: '120.00' },
      { name: south.name, spent: '30.00' },
    ]);
    // Last 28 days (from 15 Oct 10:00 UTC): 4,000 − 4,000 + 3,000 + 5,000 + 7,000 = 15,000 kobo; 15,000 / 28 = 535.7 kobo.
    expect(s.average_daily_spend).toBe('5.36');
    expect(s.days_left).toBe(186); // floor(100,000 × 28 / 15,000)
  });

  it('nothing spent in the last 28 days: the 12 weeks’ spending over the days they cover', async () => {
    const c = await customer(5_000);
    await charge(c.id, hubs[0]!.id, 8_400, '2026-10-01T10:00:00Z');
    const s = await spendingSummary(db(), c, NOW);
    // The window covers 24 Aug 00:00 Lagos → now: 80 days 11 hours; 8,400 / 80.458 = 104.4 kobo a day.
    expect(s.average_daily_spend).toBe('1.04');
    expect(s.days_left).toBe(47);
  });

  it('an empty account: 12 zero weeks, no hubs, no days left', async () => {
    const d = await customer(0);
    await line(d.id, '+', 1_000, 'deposit', 1, '2026-01-01T10:00:00Z'); // long before the window
    const s = await spendingSummary(db(), d, NOW);
    expect(s.weeks.map((w) => w.week_start)).toEqual([
      '2026-08-24', '2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28',
      '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09',
    ]);
    expect(s.weeks.every((w) => w.spent === '0.00' && w.topped_up === '0.00')).toBe(true);
    expect(s).toMatchObject({ balance: '0.00', hubs: [], average_daily_spend: '0.00', days_left: null });
  });
});
