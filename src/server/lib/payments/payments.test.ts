import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cardRequests, deposits, ledgerLines, ledgerSystemJournals, serviceCenters, transactions } from '#server/db/schema.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { checkLedger, newTrx } from '#server/lib/ledger/ledger.js';
import { webhookOutcomes } from '#server/lib/platform/metrics.js';
import { newReference, recheckPending, settleReference } from '#server/lib/payments/payments.js';
import { databaseKinds, dataOf, injectOp, mailsTo, signedIn, testClock } from '#server/testing/test-support.js';
import { balanceIn, listeningAppForSuite } from '#server/testing/scenes.js';

/**
 * The payments module's router (docs/decisions/035-payments-module.md): a reference is settled by the purpose whose
 * table holds it, whatever it looks like. The payments here are made with references of the OTHER purpose's shape
 * (a card request under DEP-…, a top-up under CRD-…) or of none, so routing by prefix fails these tests. The real
 * Paystack adapter talks HTTP to the sandbox on the listening server, whose Pay sends the signed webhook.
 */
const kinds = await databaseKinds();

/** The webhook counter's value for a gateway and outcome (the counter is process-wide: tests compare deltas). */
async function webhookCount(outcome: string) {
  const { values } = await webhookOutcomes.get();
  return values.find((v) => v.labels.gateway === 'paystack' && v.labels.outcome === outcome)?.value ?? 0;
}

describe.each(kinds)('payments router on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();

  listeningAppForSuite(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { now: clock.now }, (made) => (app = made));

  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const depositOf = async (reference: string) => (await db().select().from(deposits).where(eq(deposits.reference, reference)))[0]!;
  const requestOf = async (reference: string) => (await db().select().from(cardRequests).where(eq(cardRequests.reference, reference)))[0]!;
  const receipts = async (email: string) => (await mailsTo(app, email)).filter((m) => m.subject.includes('top-up receipt'));

  /** A pending Paystack top-up of 1,000.00 + 15.00 under the given reference, with its checkout open at the gateway. */
  async function pendingDeposit(user: { id: number; email: string }, reference: string) {
    await db().insert(deposits).values({ userId: user.id, trx: newTrx(), reference, methodCode: 'paystack', amount: 100_000, charge: 1_500, createdAt: clock.now() });
    return checkout(reference, 101_500, user.email);
  }
  /** A pending Paystack card request (2,500.00 + 1,000.00 + 52.50) under the given reference, its checkout open. */
  async function pendingCardRequest(user: { id: number; email: string }, reference: string) {
    const [centre] = await db().select().from(serviceCenters).limit(1);
    await db()
      .insert(cardRequests)
      .values({ userId: user.id, trx: newTrx(), reference, locationId: centre!.locationId, serviceCenterId: centre!.id, methodCode: 'paystack', cardFee: 250_000, deliveryFee: 100_000, charge: 5_250, createdAt: clock.now() });
    return checkout(reference, 355_250, user.email);
  }
  async function checkout(reference: string, totalKobo: number, email: string) {
    const gateway = app.payments.gateways.get('paystack')!;
    const { redirectUrl } = await gateway.initialize({ reference, totalKobo, currency: 'NGN', email, callbackUrl: `${app.ctx.config.publicUrl}/payment-success?reference=${reference}` });
    return redirectUrl;
  }
  /** Pays at the sandbox's checkout: its signed webhook is then delivered (wait with app.sandboxIdle). */
  async function pay(redirectUrl: string) {
    const res = await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
  }
  function webhook(reference: string, amount: number) {
    const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount, currency: 'NGN' } });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(app.ctx.config.paystack.secretKey!, payload) };
    return app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers, payload });
  }
  const outcomeOf = (token: string, reference: string) => injectOp(app, 'getPaymentOutcome', { token, query: { reference } });
  const customer = async () => {
    const s = await signedIn(app);
    return { token: s.token, user: { id: s.user.id, email: s.body.email } };
  };

  it('an unknown reference settles nothing: the webhook answers 200 (outcome unknown), the outcome 404 worded by its shape', async () => {
    const { token } = await customer();
    const unknownBefore = await webhookCount('unknown');
    const res = await webhook('NOPE-20261125-ZZZZZZZZ', 100_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Webhook received.', data: null });
    expect(await webhookCount('unknown')).toBe(unknownBefore + 1);
    expect(await settleReference(app.payments, 'CRD-20261125-ZZZZZZZZ', clock.now())).toBe('unknown');
    const plain = await outcomeOf(token, 'NOPE-20261125-ZZZZZZZZ');
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ code: 404, message: 'Deposit not found.' });
    const card = await outcomeOf(token, 'CRD-20261125-ZZZZZZZZ');
    expect(card.json()).toEqual({ code: 404, message: 'Card request not found.' });
  });

  it("another customer's reference is the same 404 as an unknown one, whatever its purpose (no existence oracle)", async () => {
    const owner = await customer();
    const other = await customer();
    const cardRef = newReference('CRD', clock.now());
    const depRef = newReference('DEP', clock.now());
    await pendingCardRequest(owner.user, cardRef);
    await pendingDeposit(owner.user, depRef);
    expect((await outcomeOf(other.token, cardRef)).json()).toEqual((await outcomeOf(other.token, 'CRD-20261125-ZZZZZZZZ')).json());
    expect((await outcomeOf(other.token, depRef)).json()).toEqual((await outcomeOf(other.token, 'DEP-20261125-ZZZZZZZZ')).json());
    expect((await requestOf(cardRef)).status).toBe('Pending');
    expect((await depositOf(depRef)).status).toBe('Pending');
  });

  it('webhook: a card request under a DEP- reference is paid (no balance change), a top-up under a CRD- reference credited once', async () => {
    const { user } = await customer();
    const cardRef = newReference('DEP', clock.now());
    const depRef = newReference('CRD', clock.now());
    const [paidBefore, creditedBefore] = [await webhookCount('paid'), await webhookCount('credited')];
    await pay(await pendingCardRequest(user, cardRef));
    await pay(await pendingDeposit(user, depRef));
    await app.sandboxIdle!();
    expect(await requestOf(cardRef)).toMatchObject({ status: 'Success', stage: 'paid', paidAt: expect.any(Date), failureReason: null });
    expect(await depositOf(depRef)).toMatchObject({ status: 'Success', failureReason: null });
    expect(await webhookCount('paid')).toBe(paidBefore + 1);
    expect(await webhookCount('credited')).toBe(creditedBefore + 1);
    // Only the top-up moved money: one ledger line, the deposit's.
    const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(lines).toMatchObject([{ amount: 100_000, remark: 'deposit', trx: (await depositOf(depRef)).trx }]);
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await receipts(user.email)).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('outcome: each purpose answers its own kind, message and view, Pending then Success, whatever the reference looks like', async () => {
    const { token, user } = await customer();
    const cardRef = newReference('PAY', clock.now());
    const depRef = newReference('CRD', clock.now());
    const cardCheckout = await pendingCardRequest(user, cardRef);
    const depCheckout = await pendingDeposit(user, depRef);
    const cardPending = await outcomeOf(token, cardRef);
    expect(cardPending.statusCode).toBe(200);
    expect(cardPending.json().message).toBe('We are still waiting for the provider to confirm your payment.');
    expect(dataOf('getPaymentOutcome', cardPending)).toMatchObject({ kind: 'card', status: 'Pending', id: (await requestOf(cardRef)).id, amount: '3500.00', total: '3552.50' });
    await pay(cardCheckout);
    await pay(depCheckout);
    await app.sandboxIdle!();
    const card = await outcomeOf(token, cardRef);
    expect(card.json().message).toBe('Payment successful. Your card request is paid.');
    expect(dataOf('getPaymentOutcome', card)).toMatchObject({ kind: 'card', status: 'Success', reference: cardRef, balance: '1000.00' });
    const dep = await outcomeOf(token, depRef);
    expect(dep.json().message).toBe('Payment successful. Your balance has been credited.');
    expect(dataOf('getPaymentOutcome', dep)).toMatchObject({ kind: 'deposit', status: 'Success', id: (await depositOf(depRef)).id, amount: '1000.00', charge: '15.00', total: '1015.00' });
  });

  it('the outcome is a settling door of its own: with the webhooks ignored, it settles each purpose once', async () => {
    const { token, user } = await customer();
    const cardRef = newReference('DEP', clock.now());
    const depRef = newReference('CRD', clock.now());
    const cardCheckout = await pendingCardRequest(user, cardRef);
    const depCheckout = await pendingDeposit(user, depRef);
    // The sandbox's webhooks arrive as an event that settles nothing (answered 200 "ignored", so it stops retrying).
    const gateway = app.payments.gateways.get('paystack')!;
    const parse = gateway.parseWebhook;
    gateway.parseWebhook = (raw, headers) => {
      const event = parse.call(gateway, raw, headers);
      return event && { ...event, event: 'test.dropped' };
    };
    try {
      await pay(cardCheckout);
      await pay(depCheckout);
      await app.sandboxIdle!();
    } finally {
      gateway.parseWebhook = parse;
    }
    expect((await requestOf(cardRef)).status).toBe('Pending');
    expect((await depositOf(depRef)).status).toBe('Pending');
    expect(dataOf('getPaymentOutcome', await outcomeOf(token, cardRef))).toMatchObject({ kind: 'card', status: 'Success' });
    expect(dataOf('getPaymentOutcome', await outcomeOf(token, depRef))).toMatchObject({ kind: 'deposit', status: 'Success', balance: '1000.00' });
    expect(await requestOf(cardRef)).toMatchObject({ status: 'Success', stage: 'paid' });
    expect(await balanceOf(user.id)).toBe(100_000);
  });

  it('a replayed webhook settles once: one credit and one receipt for a top-up, one payment for a card fee', async () => {
    const { user } = await customer();
    const depRef = newReference('CRD', clock.now());
    const cardRef = newReference('DEP', clock.now());
    await pay(await pendingDeposit(user, depRef));
    await pay(await pendingCardRequest(user, cardRef));
    await app.sandboxIdle!();
    const paidAt = (await requestOf(cardRef)).paidAt;
    const before = await webhookCount('settled-before');
    const replays = await Promise.all([...Array.from({ length: 5 }, () => webhook(depRef, 101_500)), ...Array.from({ length: 5 }, () => webhook(cardRef, 355_250))]);
    expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await webhookCount('settled-before')).toBe(before + 10);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await receipts(user.email)).toHaveLength(1);
    expect((await requestOf(cardRef)).paidAt).toEqual(paidAt);
    // The card fee's system journal (gateway clearing → card fees) was written once, by the settlement that won.
    const journals = await db()
      .select({ id: ledgerSystemJournals.journalId })
      .from(ledgerSystemJournals)
      .where(and(eq(ledgerSystemJournals.causeKind, 'card_request'), eq(ledgerSystemJournals.causeId, (await requestOf(cardRef)).id)));
    expect(journals).toHaveLength(1);
    expect((await db().select({ amount: ledgerLines.amount }).from(ledgerLines).where(eq(ledgerLines.journalId, journals[0]!.id))).map((l) => l.amount).sort((a, b) => a - b)).toEqual([
      -355_250, 5_250, 350_000,
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it.each([
    ['amount', { cardFee: 250_100 }, 'amount mismatch (paid 355250 kobo, expected 355350)'],
    ['currency', { currency: 'USD' }, 'currency mismatch (NGN)'],
  ] as const)('a card payment whose %s does not match ends Failed and cancelled, not paid', async (_what, change, reason) => {
    const { user } = await customer();
    const cardRef = newReference('CRD', clock.now());
    const redirect = await pendingCardRequest(user, cardRef);
    await db().update(cardRequests).set(change).where(eq(cardRequests.reference, cardRef));
    await pay(redirect);
    await app.sandboxIdle!();
    expect(await requestOf(cardRef)).toMatchObject({ status: 'Failed', stage: 'cancelled', paidAt: null, failureReason: reason });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('the re-verification sweep covers every purpose: unpaid checkouts of both end Failed after an hour', async () => {
    const { user } = await customer();
    const cardRef = newReference('CRD', clock.now());
    const depRef = newReference('DEP', clock.now());
    await pendingCardRequest(user, cardRef);
    await pendingDeposit(user, depRef);
    clock.advance(61 * 60_000);
    expect(await recheckPending({ ...app.payments, log: app.log }, clock.now())).toBeGreaterThanOrEqual(2);
    expect(await requestOf(cardRef)).toMatchObject({ status: 'Failed', stage: 'cancelled', failureReason: 'not paid within an hour (gateway: abandoned)' });
    expect(await depositOf(depRef)).toMatchObject({ status: 'Failed', failureReason: 'not paid within an hour (gateway: abandoned)' });
  });
});
