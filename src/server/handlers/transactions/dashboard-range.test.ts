import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '#server/db/schema.js';
import { newTrx, post } from '#server/lib/ledger/ledger.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp } from '#server/testing/test-support.js';

/** The dashboard's date range, each shape of it (from only, to only, both, none): each is its own prepared statement. */
const kinds = await databaseKinds();

/** A calendar day in Africa/Lagos (UTC+1), `days` from today. */
const lagosDay = (days: number) => new Date(Date.now() + 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(kinds)('dashboard date range on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts and lists only the entries and deposits of the range, for every shape of range', async () => {
    const db = app.ctx.database.db;
    const { token, user } = await signedIn(app);
    const move = (type: '+' | '-', amount: number) =>
      db.transaction((tx) => post(tx, { userId: user.id, amount, type, detail: 'Range test', remark: type === '+' ? 'deposit' : 'hub_charge', cause: { kind: 'test', id: null } }));
    await move('+', 500_00);
    await move('+', 200_00);
    await move('-', 100_00);
    await db.insert(deposits).values({ userId: user.id, trx: newTrx(), reference: `DEP-R-${user.id}`, methodCode: 'paystack', amount: 500_00, charge: 0, status: 'Success' });
    const dashboard = async (query: { from?: string; to?: string }) => dataOf('getDashboard', await injectOp(app, 'getDashboard', { token, query }));
    const today = lagosDay(0);
    const inRange = { depositSum: '500.00', transactionCount: 3, available_balance: '600.00' };
    const outOfRange = { depositSum: '0.00', transactionCount: 0, available_balance: '600.00', latestCredit: [], latestDebit: [] };

    for (const query of [{}, { from: today }, { to: today }, { from: lagosDay(-1), to: lagosDay(1) }]) {
      const d = await dashboard(query);
      expect(d, JSON.stringify(query)).toMatchObject(inRange);
      expect(d.latestCredit.map((l) => l.amount)).toEqual(['200.00', '500.00']);
      expect(d.latestDebit.map((l) => l.amount)).toEqual(['100.00']);
    }
    for (const query of [{ from: lagosDay(1) }, { to: lagosDay(-1) }, { from: lagosDay(-3), to: lagosDay(-2) }]) {
      expect(await dashboard(query), JSON.stringify(query)).toMatchObject(outOfRange);
    }
    // Another customer's dashboard through the same prepared statements shows none of this one's money.
    const other = await signedIn(app);
    expect(dataOf('getDashboard', await injectOp(app, 'getDashboard', { token: other.token, query: { from: today } }))).toMatchObject({
      ...outOfRange,
      available_balance: '0.00',
    });
  });
});
