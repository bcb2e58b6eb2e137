import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suspenseItems, transactions, users } from '#server/db/schema.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { recordSuspense } from '#server/lib/payments/suspense.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * The console's Books (issue 25, docs/decisions/053-the-books.md) through the API: the books of a day and a month as
 * JSON and CSV, the suspense list, assignment by account number (audited as the staff member, once) and return, roles.
 * On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();

describe.each(kinds)('staff books on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let finance: StaffSession;
  let support: StaffSession;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0' }, { now: clock.now });
    finance = await staffSession(app, clock, ['finance']);
    support = await staffSession(app, clock, ['support']);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;

  it('the books of today and this month: JSON with the identity, CSV as an attachment; support is 403, a bad period 422', async () => {
    const day = lagosDay(new Date());
    const books = dataOf('getStaffBooks', await injectOp(app, 'getStaffBooks', { token: finance.token, query: { period: day } }));
    expect(books.period).toMatchObject({ kind: 'day', label: day });
    expect(books.identity.holds).toBe(true);
    expect(books.identity.closing).toBe(books.float.closing);
    const month = dataOf('getStaffBooks', await injectOp(app, 'getStaffBooks', { token: finance.token, query: { period: day.slice(0, 7) } }));
    expect(month.days.find((d) => d.day === day)).toBeDefined();
    const csv = await injectOp(app, 'exportStaffBooks', { token: finance.token, query: { period: day } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="books-${day}.csv"`);
    expect(csv.body.split('\r\n')[0]).toBe('section,item,count,amount_ngn');
    expect((await injectOp(app, 'getStaffBooks', { token: support.token, query: { period: day } })).statusCode).toBe(403);
    const bad = await injectOp(app, 'getStaffBooks', { token: finance.token, query: { period: '2026-02-30' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({ period: ['Give a day as YYYY-MM-DD.'] });
  });

  it('suspense: listed with the open total, assigned by account number once (audited as the member), returned once', async () => {
    const customer = await signedIn(app);
    const [{ accountNumber }] = (await db().select({ accountNumber: users.accountNumber }).from(users).where(eq(users.id, customer.user.id))) as [{ accountNumber: string }];
    const now = clock.now();
    const [a, b] = [
      await db().transaction((tx) => recordSuspense(tx, { gateway: 'paystack', gatewayRef: `api-a-${kind}`, reference: 'DEP-20261127-AAAAAAAA', amount: 5_000, currency: 'NGN', reason: 'amount mismatch' }, now)),
      await db().transaction((tx) => recordSuspense(tx, { gateway: 'flutterwave', gatewayRef: `api-b-${kind}`, reference: null, amount: 2_500, currency: 'NGN', reason: 'paid after failure' }, now)),
    ];
    const list = await injectOp(app, 'listStaffSuspense', { token: finance.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().open).toEqual({ count: 2, amount: '75.00' });
    expect(list.json().data.map((i: { id: number }) => i.id)).toEqual([b!.id, a!.id]);

    const unknown = await injectOp(app, 'assignStaffSuspense', { token: finance.token, params: { id: a!.id }, body: { account_number: 'NOPE', reason: 'Bank statement' } });
    expect(unknown.statusCode).toBe(422);
    const assigned = await injectOp(app, 'assignStaffSuspense', { token: finance.token, params: { id: a!.id }, body: { account_number: accountNumber, reason: 'Bank statement' } });
    expect(dataOf('assignStaffSuspense', assigned)).toMatchObject({ status: 'assigned', amount: '50.00', customer: { id: customer.user.id, account_number: accountNumber }, resolution_reason: 'Bank statement' });
    expect((await injectOp(app, 'assignStaffSuspense', { token: finance.token, params: { id: a!.id }, body: { account_number: accountNumber, reason: 'Again' } })).statusCode).toBe(409);
    expect(await db().select({ amount: transactions.amount }).from(transactions).where(eq(transactions.userId, customer.user.id))).toEqual([{ amount: 5_000 }]);
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'suspense_item.assigned'));
    expect(event).toMatchObject({ actorKind: 'staff', actorId: String(finance.id), targetId: String(a!.id) });

    expect((await injectOp(app, 'returnStaffSuspense', { token: support.token, params: { id: b!.id }, body: { reference: 'FLW-R-1', reason: 'Payer asked' } })).statusCode).toBe(403);
    const returned = await injectOp(app, 'returnStaffSuspense', { token: finance.token, params: { id: b!.id }, body: { reference: 'FLW-R-1', reason: 'Payer asked' } });
    expect(dataOf('returnStaffSuspense', returned)).toMatchObject({ status: 'returned', return_reference: 'FLW-R-1' });
    expect((await db().select().from(suspenseItems).where(eq(suspenseItems.status, 'open'))).length).toBe(0);
  });
});
