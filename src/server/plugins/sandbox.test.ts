import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, transactions, users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { builtHandlers } from '#server/handlers/registry.js';
import { checkLedger } from '#server/lib/ledger.js';
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
});
