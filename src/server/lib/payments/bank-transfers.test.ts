import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, commissions, deposits, suspenseItems, transactions, users, virtualAccounts } from '#server/db/schema.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { API_PREFIX } from '#shared/api.js';
import { databaseKinds, dataOf, freePort, injectOp, mailsTo, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Top-ups by bank transfer to the customer's own account number (docs/decisions/056-bank-transfer-accounts.md), end to
 * end: the real adapters talk to the in-app sandbox, which issues numbers and sends signed transfer webhooks.
 */
const kinds = await databaseKinds();
const PAYSTACK_KEY = 'sk_test_sandbox_paystack';

describe.each(kinds)('bank transfers (Paystack dedicated accounts) on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BANK_TRANSFER: 'on' }, { now: clock.now });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const receipts = async (email: string) => (await mailsTo(app, email)).filter((m) => m.subject.includes('top-up receipt'));

  async function accountFor(token: string) {
    const res = await injectOp(app, 'requestVirtualAccount', { token, body: {} });
    expect(res.statusCode).toBe(200);
    return dataOf('requestVirtualAccount', res);
  }
  async function transfer(gw: 'paystack' | 'flutterwave', number: string, naira: number) {
    const res = await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/${gw}/${number}/transfer`, payload: { amount: naira } });
    expect(res.statusCode).toBe(200);
    return res.json() as { reference: string; id: number; amount: number };
  }
  /** A Paystack charge.success about a transfer, signed as Paystack signs it (the body is what the test says). */
  const paystackHook = (data: Record<string, unknown>) => {
    const payload = JSON.stringify({ event: 'charge.success', data });
    return app.inject({
      method: 'POST',
      url: `${API_PREFIX}/webhooks/paystack`,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(PAYSTACK_KEY, payload) },
      payload,
    });
  };
  const transferBody = (t: { reference: string; id: number; amount: number }, number: string, amount = t.amount) => ({
    id: t.id,
    reference: t.reference,
    status: 'success',
    amount,
    currency: 'NGN',
    channel: 'dedicated_nuban',
    authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: number },
  });

  it('no account yet: status none; asking assigns one (bank, number, name) and asking again answers the same', async () => {
    const { token, user } = await signedIn(app);
    const before = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }));
    expect(before).toMatchObject({ status: 'none', account_number: null, requires_bvn: false, gateway: 'Paystack', percent_charge: 1 });
    const account = await accountFor(token);
    expect(account).toMatchObject({ status: 'assigned', bank_name: 'Test Bank', account_name: `E-LAUNDRY/${user.firstname} ${user.lastname}`.toUpperCase() });
    expect(account.account_number).toMatch(/^\d{10}$/);
    expect(await accountFor(token)).toEqual(account);
    expect(dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }))).toEqual(account);
    const [row] = await db().select().from(virtualAccounts).where(eq(virtualAccounts.userId, user.id));
    expect(row).toMatchObject({ gateway: 'paystack', status: 'assigned', gatewayCustomerCode: expect.stringMatching(/^CUS_/) });
    expect((await injectOp(app, 'getVirtualAccount', {})).statusCode).toBe(401);
  });

  it('a sandbox transfer is verified and credited once, less the 1 % charge: deposit "Bank transfer", ledger, receipt', async () => {
    const { token, user, body } = await signedIn(app);
    const account = await accountFor(token);
    const sent = await transfer('paystack', account.account_number!, 5000);
    await app.sandboxIdle!();
    expect(await balanceOf(user.id)).toBe(495_000);
    const [deposit] = await db().select().from(deposits).where(eq(deposits.userId, user.id));
    expect(deposit).toMatchObject({ channel: 'bank_transfer', status: 'Success', amount: 495_000, charge: 5_000, reference: sent.reference, methodCode: 'paystack', gatewayId: String(sent.id) });
    const list = dataOf('listDeposits', await injectOp(app, 'listDeposits', { token, query: { page: 1 } }));
    expect(list[0]).toMatchObject({ payment_gateway: 'Bank transfer', amount: '4950.00', charge: '50.00', status: 'Success' });
    const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: 495_000, remark: 'deposit', causeKind: 'deposit', detail: 'Deposit via Bank transfer' });
    const mails = await receipts(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(sent.reference);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the same transfer notification replayed 60 times concurrently (with the sandbox’s own) credits exactly once', async () => {
    const { token, user, body } = await signedIn(app);
    const account = await accountFor(token);
    const sent = await transfer('paystack', account.account_number!, 2000);
    const answers = await Promise.all(Array.from({ length: 60 }, () => paystackHook(transferBody(sent, account.account_number!))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    await app.sandboxIdle!();
    expect(await balanceOf(user.id)).toBe(198_000);
    expect(await db().select().from(deposits).where(eq(deposits.userId, user.id))).toHaveLength(1);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1);
    expect(await receipts(body.email)).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a notification the gateway does not confirm credits nothing: a wrong amount is held in suspense for finance, an unknown reference is ignored', async () => {
    const other = await signedIn(app);
    const otherAccount = await accountFor(other.token);
    // The gateway has a ₦700 transfer (its own notification held back); a notification claims ₦100,000.
    const recorded = await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/paystack/${otherAccount.account_number}/transfer`, payload: { amount: 700, notify: false } });
    const t = recorded.json() as { reference: string; id: number; amount: number };
    const lie = await paystackHook(transferBody(t, otherAccount.account_number!, 10_000_000));
    expect(lie.statusCode).toBe(200);
    // The true notification after it changes nothing: the transfer is finance's now.
    expect((await paystackHook(transferBody(t, otherAccount.account_number!))).statusCode).toBe(200);
    expect(await balanceOf(other.user.id)).toBe(0);
    const [item] = await db().select().from(suspenseItems).where(and(eq(suspenseItems.gateway, 'paystack'), eq(suspenseItems.gatewayRef, String(t.id))));
    expect(item).toMatchObject({ amount: 70_000, status: 'open', reference: t.reference });
    expect(item!.reason).toContain('the notification said 10000000 kobo');
    expect(await db().select().from(deposits).where(eq(deposits.reference, t.reference))).toHaveLength(0);
    // A notification of a transfer the gateway never had: verify says so, nothing credited or held.
    const ghost = await paystackHook(transferBody({ reference: 'T-never-happened', id: 1, amount: 500_000 }, otherAccount.account_number!));
    expect(ghost.statusCode).toBe(200);
    expect(await balanceOf(other.user.id)).toBe(0);
    expect(await db().select().from(suspenseItems).where(eq(suspenseItems.gatewayRef, '1'))).toHaveLength(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a transfer to an unknown account or to a closed account is booked to suspense, never lost, once', async () => {
    const unknown = await transfer('paystack', '1234567890', 3000);
    await app.sandboxIdle!();
    const [item] = await db().select().from(suspenseItems).where(eq(suspenseItems.gatewayRef, String(unknown.id)));
    expect(item).toMatchObject({ gateway: 'paystack', amount: 300_000, status: 'open', reason: 'bank transfer to an unknown account (1234567890)' });
    // Replayed: still one item.
    await paystackHook(transferBody(unknown, '1234567890'));
    expect(await db().select().from(suspenseItems).where(eq(suspenseItems.gatewayRef, String(unknown.id)))).toHaveLength(1);

    const { token, user } = await signedIn(app);
    const account = await accountFor(token);
    await db().update(virtualAccounts).set({ status: 'closed' }).where(eq(virtualAccounts.userId, user.id));
    const late = await transfer('paystack', account.account_number!, 1500);
    await app.sandboxIdle!();
    expect(await balanceOf(user.id)).toBe(0);
    const [held] = await db().select().from(suspenseItems).where(eq(suspenseItems.gatewayRef, String(late.id)));
    expect(held!.reason).toContain('closed account');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a referred customer’s transfer pays the referrer’s commission as any top-up (cardless: at most the charge)', async () => {
    const referrer = await signedIn(app);
    const referred = await signedIn(app, { referral_code: referrer.user.referral_code });
    const account = await accountFor(referred.token);
    await transfer('paystack', account.account_number!, 5000);
    await app.sandboxIdle!();
    expect(await balanceOf(referred.user.id)).toBe(495_000);
    // 5 % of ₦4,950 is ₦247.50, capped at the ₦50 charge (ADR 040: a top-up not paid by card), held until spent (ADR 071).
    expect(await db().select({ amount: commissions.amount, status: commissions.status }).from(commissions).where(eq(commissions.userId, referrer.user.id))).toEqual([{ amount: 5_000, status: 'held' }]);
    expect(await balanceOf(referrer.user.id)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("a transfer to the account of a customer whose card is frozen still lands on the balance", async () => {
    const { token, user } = await signedIn(app);
    await db().insert(cards).values({ number: `FRZ${Date.now()}${user.id}`.slice(0, 16), status: 'frozen', userId: user.id, frozenAt: clock.now() });
    const account = await accountFor(token);
    await transfer('paystack', account.account_number!, 1000);
    await app.sandboxIdle!();
    expect(await balanceOf(user.id)).toBe(99_000);
  });

  it('assignment may be asynchronous (pending → assigned by the signed assign event) or refused (failed, then asked again)', async () => {
    await app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/mode', payload: { mode: 'async' } });
    const first = await signedIn(app);
    const pending = await accountFor(first.token);
    expect(pending).toMatchObject({ status: 'pending', account_number: null });
    let now = pending;
    for (let i = 0; i < 50 && now.status !== 'assigned'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await app.sandboxIdle!();
      now = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token: first.token }));
    }
    expect(now).toMatchObject({ status: 'assigned', bank_name: 'Test Bank' });

    await app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/mode', payload: { mode: 'refuse' } });
    const second = await signedIn(app);
    const refused = await accountFor(second.token);
    expect(refused).toMatchObject({ status: 'failed', account_number: null });
    expect(refused.failure_reason).toContain('Dedicated NUBAN not available for this integration');
    await app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/mode', payload: { mode: 'instant' } });
    expect(await accountFor(second.token)).toMatchObject({ status: 'assigned' });
  });
});

describe.each(kinds)('bank transfers (Flutterwave static accounts) on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BANK_TRANSFER: 'on', BANK_TRANSFER_GATEWAY: 'flutterwave' });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;

  it('asks for the BVN (422 without it), passes it through without storing it, and credits a transfer once', async () => {
    const { token, user } = await signedIn(app);
    const view = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }));
    expect(view).toMatchObject({ status: 'none', requires_bvn: true, gateway: 'Flutterwave' });
    expect(view.bvn_reason).toContain('do not store it');
    const missing = await injectOp(app, 'requestVirtualAccount', { token, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toEqual({ bvn: ['Enter your 11-digit BVN.'] });
    const account = dataOf('requestVirtualAccount', await injectOp(app, 'requestVirtualAccount', { token, body: { bvn: '22212345678' } }));
    expect(account).toMatchObject({ status: 'assigned', bank_name: 'Sandbox MFB' });
    const rows = await db().select().from(virtualAccounts).where(eq(virtualAccounts.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain('22212345678');
    const sent = await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/flutterwave/${account.account_number}/transfer`, payload: { amount: 2000 } });
    const t = sent.json() as { id: number };
    await app.sandboxIdle!();
    const [deposit] = await db().select().from(deposits).where(eq(deposits.userId, user.id));
    expect(deposit).toMatchObject({ channel: 'bank_transfer', amount: 198_000, charge: 2_000, reference: `FLW-TX-${t.id}`, methodCode: 'flutterwave' });
    expect((await db().select({ b: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.b).toBe(198_000);
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('bank transfers switched off', () => {
  it('BANK_TRANSFER=off: both operations answer 404 with a clear message', async () => {
    const app = await testApp(kinds[0]!, { BANK_TRANSFER: 'off', DEPOSIT_RECHECK_SECONDS: '0', LOG_LEVEL: 'error' });
    try {
      const { token } = await signedIn(app);
      for (const res of [await injectOp(app, 'getVirtualAccount', { token }), await injectOp(app, 'requestVirtualAccount', { token, body: {} })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Top-up by bank transfer is not offered.');
      }
    } finally {
      await app.close();
    }
  });
});
