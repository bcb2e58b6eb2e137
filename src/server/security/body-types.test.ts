import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, hubCharges, transactions } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { post } from '#server/lib/ledger/ledger.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp, freePort } from '#server/testing/test-support.js';

/**
 * Issue 23 item 3: JSON bodies are validated as sent, without type coercion (lib/platform/ajv-setup.ts requestValidatorFactory).
 * The contract says `number`; a string, a boolean or a one-item array in a money field is a 422 in the envelope,
 * and no money moves. Query and path parameters (strings on the wire) are still converted.
 */
const kinds = await databaseKinds();

const WRONG_TYPED = ['5000', '1e3', '0x1388', [5000], true, null, {}];

describe.each(kinds)('JSON bodies are not coerced on %s', (kind) => {
  let app: FastifyInstance;
  let hubKey: string;
  beforeAll(async () => {
    // The sandbox gateways answer on the app's own address (PUBLIC_URL): listen on a free port.
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000' });
    await app.listen({ port, host: '127.0.0.1' });
    const hub = await findHub(app.ctx.database.db, 'UNIPORT Choba Hub');
    hubKey = (await issueHubKey(app.ctx.database.db, hub!.id, systemContext('test'))).key;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a top-up amount that is not a JSON number is a 422 on amount and opens no deposit', async () => {
    const customer = await signedIn(app);
    for (const amount of WRONG_TYPED) {
      const res = await injectOp(app, 'initiateDeposit', { token: customer.token, invalidBody: { method_code: 'paystack', amount } });
      expect(res.statusCode, JSON.stringify(amount)).toBe(422);
      const body = res.json() as { code: number; message: string; error: Record<string, string[]> };
      expect(body.code).toBe(422);
      expect(typeof body.message).toBe('string');
      expect(Object.keys(body.error), JSON.stringify(amount)).toEqual(['amount']);
    }
    expect(await app.ctx.database.db.select().from(deposits).where(eq(deposits.userId, customer.user.id))).toHaveLength(0);
    // The same body with a number goes through.
    const ok = await injectOp(app, 'initiateDeposit', { token: customer.token, body: { method_code: 'paystack', amount: 5000 } });
    expect(dataOf('initiateDeposit', ok).reference).toBeTruthy();
  });

  it('a hub charge amount of "1e3" or true is a 422 and takes nothing', async () => {
    const customer = await signedIn(app);
    const number = `TYPE${kind.toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 19);
    const db = app.ctx.database.db;
    await addCards(db, [number], app.ctx.now(), systemContext('test'));
    await linkCard(db, customer.user.id, number, app.ctx.now());
    await db.transaction((tx) => post(tx, { userId: customer.user.id, amount: 500_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    let cycle = 0;
    for (const amount of ['1e3', true, '500', [500]]) {
      const res = await injectOp(app, 'chargeCard', { token: hubKey, invalidBody: { card_number: number, machine: 'W3', cycle_id: `T-${kind}-${++cycle}`, amount } });
      expect(res.statusCode, JSON.stringify(amount)).toBe(422);
      expect(res.json()).toMatchObject({ code: 422 });
    }
    expect(await db.select().from(hubCharges).where(eq(hubCharges.cardNumber, number))).toHaveLength(0);
    const lines = await db.select().from(transactions).where(eq(transactions.userId, customer.user.id));
    expect(lines.map((l) => l.trxType)).toEqual(['+']);
  });

  it('query parameters are still read from their strings (page=2)', async () => {
    const customer = await signedIn(app);
    const res = await injectOp(app, 'listTransactions', { token: customer.token, query: { page: 2 } });
    expect(res.statusCode).toBe(200);
  });
});
