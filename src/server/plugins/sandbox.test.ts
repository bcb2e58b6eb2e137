import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, transactions, users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { builtHandlers } from '#server/handlers/registry.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { dataOf, injectOp, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * The sandbox gateway delivers its signed webhook again until it gets a 200, as Paystack and Flutterwave do. The
 * server runs its real handlers, except that the Flutterwave webhook can be told to refuse its next deliveries
 * (a server mid-deploy). PGlite: what is under test is the sandbox's delivery loop, not the database.
 */
describe('sandbox webhook deliveries', () => {
  let app: FastifyInstance;
  let outages = 0;
  let refused = 0;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => resolve(p));
      });
    });
    const handlers = builtHandlers.map((h) =>
      h.operationId !== 'flutterwaveWebhook'
        ? h
        : {
            ...h,
            handler: async (...args: Parameters<typeof h.handler>) => {
              if (outages > 0) {
                outages--;
                refused++;
                throw new ApiError(503, 'Service temporarily unavailable.');
              }
              return h.handler(...args);
            },
          },
    );
    app = await testApp('pglite', { PUBLIC_URL: `http://127.0.0.1:${port}`, DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100' }, { handlers });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a webhook that did not get 200 is delivered again until it does; the deposit is credited once', async () => {
    const { token, user } = await signedIn(app);
    const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'flutterwave', amount: 1000 } }));
    outages = 2;
    // Pay on the checkout page; the browser does not come back, so only the webhook can credit the deposit.
    expect((await fetch(started.redirect_url)).status).toBe(200);
    const pay = await fetch(`${started.redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(pay.status).toBe(303);
    await app.sandboxIdle!();

    expect(refused).toBe(2);
    expect(outages).toBe(0);
    const db = app.ctx.database.db;
    expect((await db.select().from(deposits).where(eq(deposits.reference, started.reference)))[0]!.status).toBe('Success');
    expect((await db.select({ b: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.b).toBe(100_000);
    expect(await db.select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
  });
  it('refunds (issue 25): signed refund webhooks reach the server and are acknowledged, retried like payment ones; modes and the desk', async () => {
    const { token } = await signedIn(app);
    const pay = async (method: 'paystack' | 'flutterwave') => {
      const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: method, amount: 1000 } }));
      await fetch(`${started.redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      await app.sandboxIdle!();
      const deposit = (await app.ctx.database.db.select().from(deposits).where(eq(deposits.reference, started.reference)))[0]!;
      expect(deposit.status).toBe('Success');
      return deposit;
    };
    const mode = async (m: string) => expect((await app.inject({ method: 'POST', url: '/sandbox/refunds/mode', payload: { mode: m } })).json()).toEqual({ mode: m });
    const deliveriesOf = async (reference: string) =>
      ((await app.inject({ method: 'GET', url: `/sandbox/deliveries?reference=${reference}` })).json() as { deliveries: { event: string; state: string; attempts: (number | null)[]; refund?: number }[] }).deliveries.filter((d) => d.refund);
    const input = (d: { reference: string; gatewayId: string | null }, amountKobo: number, n: string) => ({ transactionReference: d.reference, gatewayTransactionId: d.gatewayId, amountKobo, currency: 'NGN', refundReference: `REF-20261128-${n}` });

    // Paystack, needs-attention: pending → needs-attention; the customer's account → processing → processed.
    await mode('needs-attention');
    const ps = await pay('paystack');
    const paystackGw = app.payments.gateways.get('paystack')!;
    const refund = await paystackGw.refund(input(ps, 50_000, 'PSTK0001'));
    await app.sandboxIdle!();
    expect((await paystackGw.fetchRefund(refund.gatewayRefundId)).status).toBe('needs_attention');
    await paystackGw.retryRefundWithAccount!(refund.gatewayRefundId, { accountNumber: '0123456789', bankCode: '9' });
    await app.sandboxIdle!();
    expect(await deliveriesOf(ps.reference)).toEqual(
      ['refund.pending', 'refund.needs-attention', 'refund.processing', 'refund.processed'].map((event) => expect.objectContaining({ event, state: 'delivered', attempts: [200], refund: Number(refund.gatewayRefundId) })),
    );

    // Flutterwave, processed: its one refund.completed, refused once by a server mid-deploy, delivered again.
    await mode('processed');
    const fw = await pay('flutterwave');
    refused = 0;
    outages = 1;
    const flwRefund = await app.payments.gateways.get('flutterwave')!.refund(input(fw, 100_000, 'FLWV0001'));
    expect(flwRefund.status).toBe('pending');
    await app.sandboxIdle!();
    expect(refused).toBe(1);
    expect(await deliveriesOf(fw.reference)).toEqual([expect.objectContaining({ event: 'refund.completed', state: 'delivered', attempts: [503, 200] })]);

    // The list and the desk page (no script: it passes the CSP), whose buttons move a refund in manual mode.
    await mode('manual');
    const manual = await paystackGw.refund(input(ps, 10_000, 'PSTK0002'));
    const listed = (await app.inject({ method: 'GET', url: '/sandbox/refunds' })).json() as { mode: string; refunds: { id: number; status: string; history: string[] }[] };
    expect(listed.mode).toBe('manual');
    expect(listed.refunds.map((r) => [String(r.id), r.status])).toEqual([
      [manual.gatewayRefundId, 'pending'],
      [flwRefund.gatewayRefundId, 'completed'],
      [refund.gatewayRefundId, 'processed'],
    ]);
    const page = await app.inject({ method: 'GET', url: '/sandbox/refunds', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/sandbox/refunds/paystack/${manual.gatewayRefundId}/processed"`);
    expect(page.body).not.toMatch(/<script|style=|onclick/i);
    const moved = await app.inject({ method: 'POST', url: `/sandbox/refunds/paystack/${manual.gatewayRefundId}/processed`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(moved.statusCode).toBe(303);
    await app.sandboxIdle!();
    expect((await paystackGw.fetchRefund(manual.gatewayRefundId)).status).toBe('processed');
    expect((await app.inject({ method: 'POST', url: '/sandbox/refunds/mode', payload: { mode: 'sometimes' } })).statusCode).toBe(400);
    await mode('processed');
  });
});
