import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, deposits } from '#server/db/schema.js';
import { newTrx, post } from '#server/lib/ledger/ledger.js';
import { maskEmail } from '#server/lib/ledger/money-views.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp } from '#server/testing/test-support.js';

/** The money read models through the API: dashboard, transactions, deposits, referrals, commissions, statement. */
const kinds = await databaseKinds();

describe('maskEmail', () => {
  it('keeps the first and last character of the local part and the domain', () => {
    expect(maskEmail('tunde.adeyemi@example.com')).toBe('t***i@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});

describe.each(kinds)('money views on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const move = (userId: number, type: '+' | '-', amount: number, detail = type === '+' ? 'Deposit via Paystack' : 'Wash at UNIPORT Choba Hub') =>
    db().transaction((tx) => post(tx, { userId, amount, type, detail, remark: type === '+' ? 'deposit' : 'hub_charge', cause: { kind: 'test', id: null } }));

  it('dashboard: balance, deposit total, count, five latest credits and debits, referral link; 401 signed out', async () => {
    const { token, user } = await signedIn(app);
    for (let i = 1; i <= 7; i++) await move(user.id, '+', i * 100_00);
    await move(user.id, '-', 50_00);
    await db().insert(deposits).values([
      { userId: user.id, trx: newTrx(), reference: `DEP-T-${user.id}-1`, methodCode: 'paystack', amount: 300_00, charge: 4_50, status: 'Success' },
      { userId: user.id, trx: newTrx(), reference: `DEP-T-${user.id}-2`, methodCode: 'paystack', amount: 900_00, charge: 13_50, status: 'Failed' },
    ]);
    const d = dataOf('getDashboard', await injectOp(app, 'getDashboard', { token }));
    expect(d).toMatchObject({
      account_number: user.account_number,
      available_balance: '2750.00', // 100+…+700 = 2800, −50
      card_serial_no: 'N/A',
      depositSum: '300.00',
      transactionCount: 8,
      referral_link: `http://localhost:8080/sign-up?reference=${user.referral_code}`,
    });
    expect(d.latestCredit.map((l) => l.amount)).toEqual(['700.00', '600.00', '500.00', '400.00', '300.00']);
    expect(d.latestDebit.map((l) => l.amount)).toEqual(['50.00']);
    const future = dataOf('getDashboard', await injectOp(app, 'getDashboard', { token, query: { from: '2099-01-01', to: '2099-01-31' } }));
    expect(future).toMatchObject({ available_balance: '2750.00', depositSum: '0.00', transactionCount: 0, latestCredit: [], latestDebit: [] });
    expect((await injectOp(app, 'getDashboard', { token, query: { from: '2026-02-01', to: '2026-01-01' } })).statusCode).toBe(422);
    expect((await injectOp(app, 'getDashboard', {})).statusCode).toBe(401);
  });

  it('transactions: newest first with post balances, 15 per page by default, every page (both ends) consistent', async () => {
    const { token, user } = await signedIn(app);
    for (let i = 1; i <= 20; i++) await move(user.id, '+', i * 1_00);
    const first = await injectOp(app, 'listTransactions', { token });
    const body = first.json();
    expect(body).toMatchObject({ total: 20, page: 1, per_page: 15 });
    expect(body.data).toHaveLength(15);
    expect(body.data[0]).toMatchObject({ amount: '20.00', trx_type: '+', user: { balance: '210.00' }, detail: 'Deposit via Paystack' });
    const all: string[] = [];
    for (let page = 1; page <= 7; page++) {
      const res = await injectOp(app, 'listTransactions', { token, query: { page, per_page: 3 } });
      all.push(...res.json().data.map((t: { amount: string }) => t.amount));
    }
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => `${20 - i}.00`));
    expect((await injectOp(app, 'listTransactions', { token, query: { page: 9, per_page: 3 } })).json().data).toEqual([]);
  });

  it('deposits: 10 per page, newest first, with gateway names and statuses', async () => {
    const { token, user } = await signedIn(app);
    await db()
      .insert(deposits)
      .values(Array.from({ length: 12 }, (_, i) => ({ userId: user.id, trx: newTrx(), reference: `DEP-P-${user.id}-${i}`, methodCode: i % 2 ? 'flutterwave' : 'paystack', amount: (i + 1) * 100_00, charge: 0, status: 'Success' as const })));
    const p1 = (await injectOp(app, 'listDeposits', { token })).json();
    expect(p1).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(p1.data[0]).toMatchObject({ amount: '1200.00', payment_gateway: 'Flutterwave', status: 'Success', reference: `DEP-P-${user.id}-11` });
    const p2 = (await injectOp(app, 'listDeposits', { token, query: { page: 2 } })).json();
    expect(p2.data.map((d: { amount: string }) => d.amount)).toEqual(['200.00', '100.00']);
  });

  it('referrals (masked e-mails) and the commission log', async () => {
    const referrer = await signedIn(app);
    const referred = await signedIn(app, { referral_code: referrer.user.referral_code, firstname: 'Tunde', lastname: 'Adeyemi' });
    const list = dataOf('listReferrals', await injectOp(app, 'listReferrals', { token: referrer.token }));
    expect(list).toEqual([{ full_name: 'Tunde Adeyemi', email: maskEmail(referred.body.email), joined_at: expect.any(String) }]);
    expect(list[0]!.email).not.toContain(referred.body.email.split('@')[0]);
    const [dep] = await db()
      .insert(deposits)
      .values({ userId: referred.user.id, trx: newTrx(), reference: `DEP-C-${referred.user.id}`, methodCode: 'paystack', amount: 5000_00, charge: 0, status: 'Success' })
      .returning();
    await db().insert(commissions).values({ userId: referrer.user.id, fromUserId: referred.user.id, depositId: dep!.id, level: 1, percentBp: 500, amount: 250_00 });
    const log = dataOf('listCommissions', await injectOp(app, 'listCommissions', { token: referrer.token }));
    expect(log).toEqual([{ date: expect.any(String), from: { firstname: 'Tunde', lastname: 'Adeyemi' }, level: 1, percent: 5, amount: '250.00', type: 'deposit', status: 'earned', earned: '250.00' }]);
    expect(dataOf('listCommissions', await injectOp(app, 'listCommissions', { token: referred.token }))).toEqual([]);
  });

  it('statement: CSV and PDF attachments for a date range; 422 for a reversed range', async () => {
    const { token, user } = await signedIn(app);
    await move(user.id, '+', 5000_00);
    await move(user.id, '-', 750_00, '=HYPERLINK("x"), machine 4');
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    const csv = await injectOp(app, 'downloadStatement', { token, query: { from: today, to: today } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${today}-${today}.csv"`);
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('Date,Trx,Details,Amount,Charge,Type,Post balance,Entry,Reference,Compensates');
    expect(rows[1]).toMatch(/^\d\d\/\d\d\/\d{4},[A-Z2-9]{12},Deposit via Paystack,5000\.00,0\.00,\+,5000\.00,Top-up,,$/);
    expect(rows[2]).toContain(`"'=HYPERLINK(""x""), machine 4",750.00,0.00,-,4250.00,Hub charge,,`);
    const pdf = await injectOp(app, 'downloadStatement', { token, query: { from: today, to: today, format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const reversed = await injectOp(app, 'downloadStatement', { token, query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error).toEqual({ to: ['The to date must not be before the from date.'] });
  });
});
