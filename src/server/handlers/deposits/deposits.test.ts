import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { commissions, deposits, transactions } from '#server/db/schema.js';
import { recheckPending } from '#server/lib/payments/payments.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { releaseReferralCredit } from '#server/lib/ledger/referral-credit.js';
import { databaseKinds, dataOf, freshDatabase, injectOp, mailsTo, signedIn, testClock } from '#server/testing/test-support.js';
import { balanceIn, listeningAppForSuite } from '#server/testing/scenes.js';

/**
 * Top-ups end to end on a listening server: the real adapters talk HTTP to the sandbox gateway mounted on the same
 * server, whose checkout redirects to the return endpoint and sends signed webhooks. Concurrency on PostgreSQL.
 */
const kinds = await databaseKinds();

describe.each(kinds)('deposits on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  const clock = testClock();
  listeningAppForSuite(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100' }, { now: clock.now }, (made) => {
    app = made;
    base = made.ctx.config.publicUrl;
  });

  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const depositOf = async (reference: string) => (await db().select().from(deposits).where(eq(deposits.reference, reference)))[0]!;
  const receipts = async (email: string) => (await mailsTo(app, email)).filter((m) => m.subject.includes('top-up receipt'));

  async function topUp(token: string, method_code: 'paystack' | 'flutterwave', amount: number) {
    const res = await injectOp(app, 'initiateDeposit', { token, body: { method_code, amount } });
    return dataOf('initiateDeposit', res);
  }
  /** Presses a checkout button; answers the callback URL the browser is sent to. */
  async function press(redirectUrl: string, action: 'pay' | 'decline' | 'cancel') {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const res = await fetch(`${redirectUrl}/${action}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    return res.headers.get('location')!;
  }
  /** The browser back on /payment-success: the page asks getPaymentOutcome for the reference of its address. */
  async function returnTo(callback: string, token: string) {
    const url = new URL(callback);
    expect(url.pathname).toBe('/payment-success');
    const reference = url.searchParams.get('reference')!;
    return dataOf('getPaymentOutcome', await injectOp(app, 'getPaymentOutcome', { token, query: { reference } }));
  }

  it('lists both gateways with their limits and charges', async () => {
    const { token } = await signedIn(app);
    const methods = dataOf('listPaymentMethods', await injectOp(app, 'listPaymentMethods', { token }));
    expect(methods).toEqual([
      { method_code: 'paystack', name: 'Paystack', currency: 'NGN', min_amount: '100.00', max_amount: '1000000.00', fixed_charge: '0.00', percent_charge: 1.5 },
      { method_code: 'flutterwave', name: 'Flutterwave', currency: 'NGN', min_amount: '100.00', max_amount: '1000000.00', fixed_charge: '10.00', percent_charge: 1 },
    ]);
  });

  it('refuses an unknown provider with a 422 on method_code, and needs a session', async () => {
    const { token } = await signedIn(app);
    const res = await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'bitcoin', amount: 500 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ method_code: ['The selected provider is not available.'] });
    expect((await injectOp(app, 'initiateDeposit', { body: { method_code: 'paystack', amount: 500 } })).statusCode).toBe(401);
  });

  it('Paystack: checkout Pay → back on /payment-success + webhook → credited once, receipt once, outcome Success, ledger sound', async () => {
    const { token, user, body } = await signedIn(app);
    const { redirect_url, reference } = await topUp(token, 'paystack', 5000);
    const page = await (await fetch(redirect_url)).text();
    expect(page).toContain('NGN 5075.00'); // 5,000 + 1.5 % charge
    expect(page).toMatch(/>Pay<[\s\S]*>Decline<[\s\S]*>Cancel</);
    expect(page).not.toMatch(/<script/i);
    const callback = await press(redirect_url, 'pay');
    expect(callback).toBe(`${base}/payment-success?reference=${reference}&trxref=${reference}`);
    expect((await returnTo(callback, token)).status).toBe('Success');
    await app.sandboxIdle!();
    const outcome = dataOf('getPaymentOutcome', await injectOp(app, 'getPaymentOutcome', { token, query: { reference } }));
    expect(outcome).toMatchObject({ status: 'Success', amount: '5000.00', charge: '75.00', total: '5075.00', balance: '5000.00', reference });
    expect(await balanceOf(user.id)).toBe(500_000);
    const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: 500_000, charge: 7_500, trxType: '+', postBalance: 500_000, remark: 'deposit', causeKind: 'deposit', trx: outcome.trx });
    const mails = await receipts(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Amount credited: ₦5,000.00');
    expect(mails[0]!.text).toContain(reference);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('Flutterwave: Decline ends Failed with no credit; another customer cannot see the deposit (404)', async () => {
    const { token, user } = await signedIn(app);
    const { redirect_url, reference } = await topUp(token, 'flutterwave', 2500);
    const callback = await press(redirect_url, 'decline');
    expect(callback).toContain('status=failed');
    expect(callback).toContain(`tx_ref=${reference}`);
    expect((await returnTo(callback, token)).status).toBe('Failed');
    await app.sandboxIdle!();
    const deposit = await depositOf(reference);
    expect(deposit.status).toBe('Failed');
    expect(await balanceOf(user.id)).toBe(0);
    const mine = dataOf('getDeposit', await injectOp(app, 'getDeposit', { token, params: { id: deposit.id } }));
    expect(mine).toMatchObject({ status: 'Failed', payment_gateway: 'Flutterwave', amount: '2500.00', charge: '35.00' });
    const other = await signedIn(app);
    expect((await injectOp(app, 'getDeposit', { token: other.token, params: { id: deposit.id } })).statusCode).toBe(404);
    expect((await injectOp(app, 'getPaymentOutcome', { token: other.token, query: { reference } })).statusCode).toBe(404);
  });

  it('Flutterwave: Pay credits once through the webhook even when the browser never comes back', async () => {
    const { token, user } = await signedIn(app);
    const { redirect_url, reference } = await topUp(token, 'flutterwave', 1000);
    await press(redirect_url, 'pay');
    await app.sandboxIdle!();
    expect((await depositOf(reference)).status).toBe('Success');
    expect(await balanceOf(user.id)).toBe(100_000);
  });

  it('a webhook with a bad or missing signature is refused (401) and changes nothing', async () => {
    const { token, user } = await signedIn(app);
    const { reference } = await topUp(token, 'paystack', 3000);
    const payload = JSON.stringify({ event: 'charge.success', data: { reference, amount: 304500, currency: 'NGN', status: 'success' } });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature('not-the-key', payload) },
      payload,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 401, message: 'Invalid webhook signature.' });
    const unsigned = await app.inject({ method: 'POST', url: '/api/v1/webhooks/flutterwave', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(401);
    expect((await depositOf(reference)).status).toBe('Pending');
    expect(await balanceOf(user.id)).toBe(0);
  });

  it.each([
    ['amount', { amount: 400_000 }],
    ['currency', { currency: 'USD' }],
  ] as const)('a verified payment whose %s does not match the deposit credits nothing and ends Failed', async (_what, change) => {
    const { token, user } = await signedIn(app);
    const { redirect_url, reference } = await topUp(token, 'paystack', 5000);
    await db().update(deposits).set(change).where(eq(deposits.reference, reference));
    await returnTo(await press(redirect_url, 'pay'), token);
    await app.sandboxIdle!();
    const d = await depositOf(reference);
    expect(d.status).toBe('Failed');
    expect(d.failureReason).toContain('mismatch');
    expect(await balanceOf(user.id)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('holds the referrer a 5 % level-1 commission (ADR 071) with a commission log entry; it is earned once the top-up is spent at a hub', async () => {
    const referrer = await signedIn(app);
    const referred = await signedIn(app, { referral_code: referrer.user.referral_code });
    const { redirect_url } = await topUp(referred.token, 'paystack', 5000);
    await returnTo(await press(redirect_url, 'pay'), referred.token);
    await app.sandboxIdle!();
    expect(await balanceOf(referrer.user.id)).toBe(0);
    const rows = await db().select().from(commissions).where(eq(commissions.userId, referrer.user.id));
    expect(rows).toMatchObject([{ fromUserId: referred.user.id, level: 1, percentBp: 500, amount: 25_000, status: 'held' }]);
    expect(await db().select().from(transactions).where(eq(transactions.userId, referrer.user.id))).toEqual([]);
    // Spent (as a hub charge would debit it), a day later the release job earns it: a ledger credit of the commission.
    await db().transaction((tx) => post(tx, { userId: referred.user.id, amount: 500_000, type: '-', detail: 'Wash', remark: 'hub_charge', cause: { kind: 'hub_charge', id: null }, counter: 'hub_revenue:1' }));
    await releaseReferralCredit(db(), new Date(clock.now().getTime() + 25 * 3600_000));
    const [line] = await db().select().from(transactions).where(eq(transactions.userId, referrer.user.id));
    expect(line).toMatchObject({ remark: 'referral_commission', causeKind: 'commission', causeId: rows[0]!.id, postBalance: 25_000 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the re-verification job ends an unpaid checkout Failed after an hour, and a paid one whose webhook was lost Success', async () => {
    const { token, user } = await signedIn(app);
    const unpaid = await topUp(token, 'paystack', 1000);
    const paid = await topUp(token, 'flutterwave', 2000);
    // Paid at the gateway but the browser never returned: the job settles it (whether the sandbox's webhook landed
    // first or not, the outcome is the same, once).
    await press(paid.redirect_url, 'pay');
    clock.advance(61 * 60 * 1000);
    const services = { ...app.payments, log: app.log };
    await recheckPending(services, clock.now());
    await app.sandboxIdle!();
    expect((await depositOf(unpaid.reference)).status).toBe('Failed');
    expect((await depositOf(paid.reference)).status).toBe('Success');
    expect(await balanceOf(user.id)).toBe(200_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('sandbox: speaks the gateways\' errors (wrong key 401, reused reference 400) and its checkout passes the CSP', async () => {
    const key = app.ctx.config.paystack.secretKey!;
    const init = (authorization: string, reference: string) =>
      fetch(`${base}/sandbox/paystack/transaction/initialize`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', amount: 50000, reference, callback_url: `${base}/payment-success` }),
      });
    const reference = `SBX-${Date.now()}`;
    expect((await init('Bearer sk_wrong', reference)).status).toBe(401);
    const first = await init(`Bearer ${key}`, reference);
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: { authorization_url: string } };
    const again = await init(`Bearer ${key}`, reference);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    const page = await fetch(data.authorization_url);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('NGN 500.00');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const flw = await fetch(`${base}/sandbox/flutterwave/v3/transactions/verify_by_reference?tx_ref=nope`, {
      headers: { authorization: `Bearer ${app.ctx.config.flutterwave.secretKey}` },
    });
    expect(flw.status).toBe(400);
    expect(((await flw.json()) as { status: string }).status).toBe('error');
  });

  it.runIf(kind === 'postgresql')(
    'the same success webhook 200 times concurrently plus the return → exactly one credit and one receipt',
    async () => {
      const { token, user, body } = await signedIn(app);
      const { redirect_url, reference } = await topUp(token, 'paystack', 5000);
      const callback = await press(redirect_url, 'pay'); // marks it paid at the gateway (and sends its own webhook)
      const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 507_500, currency: 'NGN' } });
      const signature = paystackSignature(app.ctx.config.paystack.secretKey!, payload);
      const webhooks = Array.from({ length: 200 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload }),
      );
      const [answers] = await Promise.all([Promise.all(webhooks), returnTo(callback, token)]);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
      await app.sandboxIdle!();
      const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
      expect(lines).toHaveLength(1);
      expect(await balanceOf(user.id)).toBe(500_000);
      expect(await receipts(body.email)).toHaveLength(1);
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );
});

describe('production', () => {
  it('mounts no sandbox, and offers no gateway whose keys are not configured', async () => {
    const { buildApp } = await import('#server/app.js');
    const { loadConfig } = await import('#server/config.js');
    const config = loadConfig(
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://e-laundry.example.com', LOG_LEVEL: 'silent', DEPOSIT_RECHECK_SECONDS: '0' },
      { webDir: '/nonexistent' },
    );
    expect(config.paystack.baseUrl).toBe('https://api.paystack.co');
    expect(config.flutterwave.baseUrl).toBe('https://api.flutterwave.com');
    const prod = await buildApp(config, await freshDatabase('pglite'));
    try {
      await prod.ready();
      expect(prod.payments.gateways.size).toBe(0);
      const res = await prod.inject({ method: 'POST', url: '/sandbox/paystack/transaction/initialize', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
