import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, users } from '#server/db/schema.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { ApiError } from './envelope.js';
import { builtHandlers } from './handlers/registry.js';
import { buildSandboxServer, sandboxServerConfig } from './sandbox-server.js';
import { dataOf, injectOp, signedIn, testApp, freePort } from '#server/testing/test-support.js';

/**
 * The standalone sandbox gateway (what several instances share): its own HTTP server, reached by the server's real
 * gateway adapters through PAYSTACK_BASE_URL / FLUTTERWAVE_BASE_URL, delivering signed webhooks over real HTTP to the
 * server's webhook routes, again until one answers 200. The server's base URLs and keys point at the standalone one.
 */
describe('the standalone sandbox gateway', () => {
  let app: FastifyInstance;
  let sandbox: FastifyInstance;
  let appUrl = '';
  let sandboxUrl = '';
  /** The next webhooks the app refuses with 503 (an instance mid-deploy). */
  let refuseNext = 0;
  const keys = { PAYSTACK_SECRET_KEY: 'sk_test_standalone', FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-standalone', FLUTTERWAVE_SECRET_HASH: 'standalone-hash' };

  beforeAll(async () => {
    const [sandboxPort, appPort] = [await freePort(), await freePort()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    appUrl = `http://127.0.0.1:${appPort}`;
    const config = sandboxServerConfig({ ...keys, SANDBOX_PORT: String(sandboxPort), SANDBOX_WEBHOOK_URL: `${appUrl}/api/v1/webhooks`, LOG_LEVEL: 'silent' });
    sandbox = await buildSandboxServer(config, sandboxUrl);
    await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });
    // The real webhook handlers, except that they can be told to refuse the next deliveries.
    const handlers = builtHandlers.map((h) =>
      !h.operationId.endsWith('Webhook')
        ? h
        : {
            ...h,
            handler: async (...args: Parameters<typeof h.handler>) => {
              if (refuseNext > 0) {
                refuseNext--;
                throw new ApiError(503, 'Service temporarily unavailable.');
              }
              return h.handler(...args);
            },
          },
    );
    app = await testApp(
      'pglite',
      {
        ...keys,
        PUBLIC_URL: appUrl,
        PAYSTACK_BASE_URL: `${sandboxUrl}/sandbox/paystack`,
        FLUTTERWAVE_BASE_URL: `${sandboxUrl}/sandbox/flutterwave`,
        DEPOSIT_RECHECK_SECONDS: '0',
        DEPOSIT_MIN_AMOUNT: '100',
        INSTANCE_NAME: 'solo',
      },
      { handlers },
    );
    await app.listen({ port: appPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox?.close();
    await app?.close();
  });

  const deliveriesOf = async (reference: string) => {
    for (;;) {
      const res = await fetch(`${sandboxUrl}/sandbox/deliveries?reference=${reference}`);
      const { deliveries: list } = (await res.json()) as { deliveries: { event: string; state: string; attempts: (number | null)[]; instance: string | null }[] };
      if (list.length && list.every((d) => d.state !== 'pending')) return list;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('refuses a bad configuration and live keys', () => {
    expect(() => sandboxServerConfig({})).toThrow(/SANDBOX_WEBHOOK_URL must be an absolute URL/);
    expect(() => sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x', SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
    expect(() => sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x', PAYSTACK_SECRET_KEY: 'sk_live_abc' })).toThrow(/refuses live secret keys/);
    expect(() => sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-abc-X' })).toThrow(/refuses live secret keys/);
    expect(sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x/api/v1/webhooks/' }).webhookUrl).toBe('http://x/api/v1/webhooks');
    expect(() => sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x', SANDBOX_REFUND_MODE: 'sometimes' })).toThrow(/SANDBOX_REFUND_MODE must be one of processed, failed, needs-attention, manual/);
    expect(sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x' }).refundMode).toBe('processed');
    expect(sandboxServerConfig({ SANDBOX_WEBHOOK_URL: 'http://x', SANDBOX_REFUND_MODE: 'failed' }).refundMode).toBe('failed');
  });

  it('the server\'s adapters send the customer to the standalone sandbox (PAYSTACK_BASE_URL), not an in-app one', async () => {
    const { token } = await signedIn(app);
    const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount: 1000 } }));
    expect(started.redirect_url.startsWith(`${sandboxUrl}/sandbox/paystack/checkout/`)).toBe(true);
  });

  it('Paystack over HTTP: the checkout page, Pay → 303 to the callback, the signed webhook retried until 200, credited once', async () => {
    const { token, user } = await signedIn(app);
    const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount: 2000 } }));
    const page = await fetch(started.redirect_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/NGN 2030\.00[\s\S]*>Pay<[\s\S]*>Decline</);
    refuseNext = 2;
    const pay = await fetch(`${started.redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${appUrl}/payment-success?reference=${started.reference}&trxref=${started.reference}`);
    const [delivery] = await deliveriesOf(started.reference);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: [503, 503, 200], instance: 'solo' });
    const db = app.ctx.database.db;
    expect((await db.select().from(deposits).where(eq(deposits.reference, started.reference)))[0]!.status).toBe('Success');
    expect((await db.select({ b: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.b).toBe(200_000);
    // Pressing again changes nothing and sends nothing more.
    const again = await fetch(`${started.redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(again.status).toBe(303);
    expect(await deliveriesOf(started.reference)).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('Flutterwave over HTTP: Decline fails the deposit through the webhook; wrong keys are refused by the sandbox', async () => {
    const { token, user } = await signedIn(app);
    const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'flutterwave', amount: 1500 } }));
    const decline = await fetch(`${started.redirect_url}/decline`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(decline.status).toBe(303);
    expect(decline.headers.get('location')).toContain('status=failed');
    expect((await deliveriesOf(started.reference))[0]).toMatchObject({ state: 'delivered', attempts: [200] });
    const db = app.ctx.database.db;
    expect((await db.select().from(deposits).where(eq(deposits.reference, started.reference)))[0]!.status).toBe('Failed');
    expect((await db.select({ b: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.b).toBe(0);
    const wrongKey = await fetch(`${sandboxUrl}/sandbox/flutterwave/v3/transactions/verify_by_reference?tx_ref=${started.reference}`, { headers: { authorization: 'Bearer FLWSECK_TEST-other' } });
    expect(wrongKey.status).toBe(401);
  });
  it('refunds over HTTP (issue 25): the server\'s adapter asks the standalone sandbox; its failed refund\'s webhooks reach the server', async () => {
    const { token } = await signedIn(app);
    const started = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount: 1000 } }));
    await fetch(`${started.redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    await deliveriesOf(started.reference);
    const setMode = await fetch(`${sandboxUrl}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'failed' }) });
    expect(await setMode.json()).toEqual({ mode: 'failed' });
    const gateway = app.payments.gateways.get('paystack')!;
    const refund = await gateway.refund({ transactionReference: started.reference, gatewayTransactionId: null, amountKobo: 30_000, currency: 'NGN', refundReference: 'REF-20261128-STANDALO' });
    let events: string[] = [];
    for (let i = 0; i < 100 && events.length < 4; i++) {
      const list = await deliveriesOf(started.reference);
      events = list.filter((d) => d.state === 'delivered').map((d) => d.event);
      if (events.length < 4) await new Promise((r) => setTimeout(r, 50));
    }
    expect(events).toEqual(['charge.success', 'refund.pending', 'refund.processing', 'refund.failed']);
    expect(await gateway.fetchRefund(refund.gatewayRefundId)).toMatchObject({ status: 'failed', amountKobo: 30_000, transactionReference: started.reference, refundReference: 'REF-20261128-STANDALO' });
    await fetch(`${sandboxUrl}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'processed' }) });
  });
});
