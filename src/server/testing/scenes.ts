import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind, Db, Executor } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { post } from '#server/lib/ledger/ledger.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { freePort, testApp } from './test-support.js';

/**
 * The scenes server tests set again and again: an app made before a describe block's tests and closed after them
 * (listening for real or not), a customer's balance, a test credit, Paystack's webhook of a top-up.
 */

type AppOptions = Parameters<typeof testApp>[2];

/**
 * A test app for the enclosing describe block: made in its beforeAll (handed to `use`, which keeps it and may set more up: it is awaited), closed in its
 * afterAll. Call it inside the describe callback.
 */
export function appForSuite(kind: DatabaseKind, env: NodeJS.ProcessEnv, opts: AppOptions, use: (app: FastifyInstance) => unknown): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await testApp(kind, env, opts);
    await use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * As appForSuite, on a free loopback port and listening (the sandbox gateway calls back over HTTP): PUBLIC_URL is
 * the app's own address.
 */
export function listeningAppForSuite(kind: DatabaseKind, env: NodeJS.ProcessEnv, opts: AppOptions, use: (app: FastifyInstance) => unknown): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, opts);
    await app.listen({ port, host: '127.0.0.1' });
    await use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The environment of the money race tests: no sign-up budget, no background rechecks or outbox polling, NGN 100 top-ups. */
export const RACE_ENV = { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0', DEPOSIT_MIN_AMOUNT: '100' } as const;

/** A customer's balance in kobo (as the users row keeps it). */
export const balanceIn = async (db: Executor, id: number) => (await db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;

/** Credits a customer's balance in kobo, as a correction posted by the ledger. */
export const testCredit = (db: Db, userId: number, kobo: number) =>
  db.transaction((tx) => post(tx, { userId, amount: kobo, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));

/** Paystack's signed charge.success webhook of a NGN 5,000 top-up (507,500 kobo with the fee) by its reference. */
export function paystackWebhook(app: FastifyInstance, reference: string) {
  const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 507_500, currency: 'NGN' } });
  const signature = paystackSignature(app.ctx.config.paystack.secretKey!, payload);
  return app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload });
}
