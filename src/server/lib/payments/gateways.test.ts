import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSandbox, type Gw } from '#server/plugins/sandbox/index.js';
import { freePort } from '#server/testing/test-support.js';
import {
  flutterwave,
  flutterwaveCard,
  flutterwaveRefundStatus,
  GatewayUnavailable,
  paystack,
  paystackCard,
  paystackRefundStatus,
  paystackSignature,
  RefundRefused,
  type Gateway,
} from './gateways.js';

/** The paying card as each gateway's verify answer names it (ADR 040): card payments only. */
describe('card identifiers of verify answers', () => {
  it("Paystack: the authorization's signature for a card, nothing for a bank transfer or a missing authorization", () => {
    expect(paystackCard({ channel: 'card', authorization: { channel: 'card', signature: 'SIG_abc', last4: '4081' } })).toBe('SIG_abc');
    expect(paystackCard({ channel: 'bank_transfer', authorization: { channel: 'bank_transfer', signature: null } })).toBeNull();
    expect(paystackCard({ channel: 'ussd', authorization: { channel: 'ussd', signature: 'SIG_x' } })).toBeNull();
    expect(paystackCard({ status: 'success' })).toBeNull();
  });
  it("Flutterwave: the card's first six and last four digits, expiry and brand; nothing without them", () => {
    expect(flutterwaveCard({ card: { first_6digits: '408408', last_4digits: '4081', expiry: '12/30', type: 'VISA', token: 'flw-t-1' } })).toBe('408408-4081-12/30-VISA');
    expect(flutterwaveCard({ payment_type: 'bank_transfer' })).toBeNull();
    expect(flutterwaveCard({ card: { last_4digits: '4081' } })).toBeNull();
  });
});

/**
 * The adapters' refund and list calls against the sandbox gateway (plugins/sandbox/) on a real port — the same HTTP
 * the real gateways speak — with the sandbox's webhooks caught here and read back by the adapters' parseWebhook.
 */
describe.each(['paystack', 'flutterwave'] as const)('%s refunds and transaction lists through the adapter', (code) => {
  const keys = { paystack: 'sk_test_refunds', flutterwave: 'FLWSECK_TEST-refunds', hash: 'refunds-hash' };
  let sandbox: FastifyInstance;
  let sandboxUrl = '';
  let control: Awaited<ReturnType<typeof registerSandbox>>;
  let gateway: Gateway;
  let clockOffset = 0;
  const hooks: { gateway: Gw; headers: Record<string, string>; body: string }[] = [];
  let sequence = 0;

  beforeAll(async () => {
    const port = await freePort();
    sandboxUrl = `http://127.0.0.1:${port}`;
    sandbox = Fastify();
    control = await registerSandbox(sandbox, {
      paystackSecretKey: keys.paystack,
      flutterwaveSecretKey: keys.flutterwave,
      flutterwaveSecretHash: keys.hash,
      publicUrl: sandboxUrl,
      now: () => new Date(Date.now() + clockOffset),
      refundStepMs: 10,
      post: async (gw, headers, body) => {
        hooks.push({ gateway: gw, headers, body });
        return { status: 200 };
      },
    });
    sandbox.addHook('onClose', control.close);
    await sandbox.listen({ port, host: '127.0.0.1' });
    gateway =
      code === 'paystack'
        ? paystack({ secretKey: keys.paystack, baseUrl: `${sandboxUrl}/sandbox/paystack` }, { pageSize: 2 })!
        : flutterwave({ secretKey: keys.flutterwave, secretHash: keys.hash, baseUrl: `${sandboxUrl}/sandbox/flutterwave` })!;
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    await setMode('processed');
    await control.idle();
  });

  const setMode = async (mode: string) => {
    const res = await fetch(`${sandboxUrl}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
    expect(res.status).toBe(200);
  };
  /** A payment of `kobo` through the hosted checkout: pay (or decline). */
  const payment = async (kobo: number, action: 'pay' | 'decline' = 'pay') => {
    const reference = `DEP-20261128-${code.slice(0, 2).toUpperCase()}${String(++sequence).padStart(6, '0')}`;
    const { redirectUrl } = await gateway.initialize({ reference, totalKobo: kobo, currency: 'NGN', email: 'ada@example.com', callbackUrl: 'http://127.0.0.1:1/back' });
    const res = await fetch(`${redirectUrl}/${action}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    const verified = await gateway.verify(reference);
    return { reference, gatewayId: verified.gatewayId };
  };
  const input = (p: { reference: string; gatewayId: string | null }, amountKobo: number, n: number) => ({
    transactionReference: p.reference,
    gatewayTransactionId: p.gatewayId,
    amountKobo,
    currency: 'NGN',
    refundReference: `REF-20261128-${code === 'paystack' ? 'P' : 'F'}${String(n).padStart(7, '0')}`,
  });
  /** The refund webhooks caught for a refund, parsed by the adapter. */
  const refundHooks = (id: string) =>
    hooks
      .filter((h) => h.gateway === code)
      .map((h) => gateway.parseWebhook(Buffer.from(h.body), h.headers))
      .filter((e) => e?.refund?.gatewayRefundId === id);
  const refused = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RefundRefused);
    return err as RefundRefused;
  };

  it('refunds part, then the rest; more than what is left is refused with the gateway\'s words; fetchRefund tells each', async () => {
    await setMode('manual');
    const paid = await payment(500_000);
    const first = await gateway.refund(input(paid, 200_000, 1));
    expect(first).toMatchObject({ status: 'pending', raw: 'pending', amountKobo: 200_000, transactionReference: paid.reference, refundReference: 'REF-20261128-' + (code === 'paystack' ? 'P' : 'F') + '0000001' });
    expect(first.gatewayRefundId).toMatch(/^\d+$/);
    const tooMuch = await refused(gateway.refund(input(paid, 300_001, 2)));
    expect(tooMuch.httpStatus).toBe(400);
    expect(tooMuch.message).toMatch(code === 'paystack' ? /cannot be more than the transaction's unrefunded amount/ : /cannot be greater than the amount left/);
    const rest = await gateway.refund(input(paid, 300_000, 3));
    expect(rest).toMatchObject({ status: 'pending', amountKobo: 300_000 });
    await refused(gateway.refund(input(paid, 100, 4)));
    expect(await gateway.fetchRefund(first.gatewayRefundId)).toMatchObject({ gatewayRefundId: first.gatewayRefundId, status: 'pending', amountKobo: 200_000, gatewayTransactionId: paid.gatewayId });
    expect((await refused(gateway.fetchRefund('999'))).httpStatus).toBe(404);
    const listed = (await (await fetch(`${sandboxUrl}/sandbox/refunds`)).json()) as { mode: string; refunds: { id: number; transactionReference: string }[] };
    expect(listed.mode).toBe('manual');
    expect(listed.refunds.filter((r) => r.transactionReference === paid.reference).map((r) => String(r.id))).toEqual([rest.gatewayRefundId, first.gatewayRefundId]);
  });

  it('an unknown payment and a payment that did not succeed cannot be refunded', async () => {
    const unknown = await refused(gateway.refund(input({ reference: 'DEP-20261128-NOSUCH00', gatewayId: code === 'paystack' ? null : '123' }, 1000, 5)));
    expect(unknown.httpStatus).toBe(code === 'paystack' ? 404 : 400);
    const declined = await payment(100_000, 'decline');
    expect((await refused(gateway.refund(input(declined, 1000, 6)))).message).toMatch(/successful/);
  });

  it('processed mode: the refund moves on by itself, each change sent as a signed webhook the adapter reads', async () => {
    const paid = await payment(300_000);
    // Flutterwave is asked by our reference when the deposit does not know the gateway's id.
    const refund = await gateway.refund(input({ reference: paid.reference, gatewayId: null }, 300_000, 7));
    await control.idle();
    const events = refundHooks(refund.gatewayRefundId);
    const statuses = code === 'paystack' ? ['pending', 'processing', 'processed'] : ['processed'];
    expect(events.map((e) => e!.refund!.status)).toEqual(statuses);
    expect(events.map((e) => e!.event)).toEqual(code === 'paystack' ? ['refund.pending', 'refund.processing', 'refund.processed'] : ['refund.completed']);
    expect(events.at(-1)!.refund).toMatchObject({ amountKobo: 300_000, refundReference: input(paid, 0, 7).refundReference, ...(code === 'paystack' ? { transactionReference: paid.reference } : { gatewayTransactionId: paid.gatewayId }) });
    expect(await gateway.fetchRefund(refund.gatewayRefundId)).toMatchObject({ status: 'processed', raw: code === 'paystack' ? 'processed' : 'completed' });
    // Refunded in full: Paystack then says the payment is reversed, and nothing more can be refunded.
    await refused(gateway.refund(input(paid, 100, 8)));
    // Only the signature makes an event: the same body with a forged signature is nothing.
    const last = hooks.filter((h) => h.gateway === code).at(-1)!;
    const forged = code === 'paystack' ? { ...last.headers, 'x-paystack-signature': paystackSignature('sk_test_other', last.body) } : { ...last.headers, 'verif-hash': 'other-hash' };
    expect(gateway.parseWebhook(Buffer.from(last.body), forged)).toBeNull();
  });

  it('failed mode: the refund fails and what it held can be refunded again', async () => {
    await setMode('failed');
    const paid = await payment(200_000);
    const refund = await gateway.refund(input(paid, 200_000, 9));
    await control.idle();
    expect(refundHooks(refund.gatewayRefundId).at(-1)).toMatchObject({ event: 'refund.failed', refund: { status: 'failed', amountKobo: 200_000 } });
    expect((await gateway.fetchRefund(refund.gatewayRefundId)).status).toBe('failed');
    await setMode('manual');
    expect((await gateway.refund(input(paid, 200_000, 10))).status).toBe('pending');
  });

  it('needs-attention mode: Paystack waits for the customer\'s account, retried only then; Flutterwave has no such state', async () => {
    await setMode('needs-attention');
    const paid = await payment(150_000);
    const refund = await gateway.refund(input(paid, 50_000, 11));
    await control.idle();
    if (code === 'flutterwave') {
      expect(gateway.retryRefundWithAccount).toBeUndefined();
      expect((await gateway.fetchRefund(refund.gatewayRefundId)).status).toBe('pending');
      return;
    }
    expect(refundHooks(refund.gatewayRefundId).at(-1)).toMatchObject({ event: 'refund.needs-attention', refund: { status: 'needs_attention', raw: 'needs-attention' } });
    expect((await gateway.fetchRefund(refund.gatewayRefundId)).status).toBe('needs_attention');
    const retried = await gateway.retryRefundWithAccount!(refund.gatewayRefundId, { accountNumber: '0123456789', bankCode: '9' });
    expect(retried).toMatchObject({ gatewayRefundId: refund.gatewayRefundId, status: 'processing' });
    await control.idle();
    expect(refundHooks(refund.gatewayRefundId).map((e) => e!.refund!.status)).toEqual(['pending', 'needs_attention', 'processing', 'processed']);
    // Once it is no longer waiting for an account, a retry is refused in Paystack's words.
    const again = await refused(gateway.retryRefundWithAccount!(refund.gatewayRefundId, { accountNumber: '0123456789', bankCode: '9' }));
    expect(again.httpStatus).toBe(422);
    expect(again.message).toBe('Invalid Refund state, refund status should be "needs-attention"');
  });

  it('manual mode: a refund moves only when told, each move sent as its webhook', async () => {
    await setMode('manual');
    const paid = await payment(100_000);
    const refund = await gateway.refund(input(paid, 100_000, 12));
    await control.idle();
    expect((await gateway.fetchRefund(refund.gatewayRefundId)).status).toBe('pending');
    const move = (action: string) => fetch(`${sandboxUrl}/sandbox/refunds/${code}/${refund.gatewayRefundId}/${action}`, { method: 'POST' });
    expect((await move('needs-attention')).status).toBe(code === 'paystack' ? 200 : 400);
    expect((await move('__proto__')).status).toBe(400);
    expect((await move('failed')).status).toBe(200);
    expect((await move('processed')).status).toBe(409);
    await control.idle();
    expect(refundHooks(refund.gatewayRefundId).at(-1)!.refund!.status).toBe('failed');
    expect((await gateway.fetchRefund(refund.gatewayRefundId)).status).toBe('failed');
  });

  it('listTransactions: every page, only the payments between the two instants', async () => {
    // Three days ago, one payment; today, twelve (more than a page of either gateway's list).
    clockOffset = -3 * 86_400_000;
    const old = await payment(10_000);
    clockOffset = 0;
    const since = new Date(Date.now() - 60_000).toISOString();
    const today: { reference: string; gatewayId: string | null }[] = [];
    for (let i = 0; i < 11; i++) today.push(await payment(10_000 + i * 100));
    today.push(await payment(20_000, 'decline'));
    const until = new Date(Date.now() + 60_000).toISOString();
    const list = await gateway.listTransactions(since, until);
    const mine = list.filter((t) => today.some((p) => p.reference === t.reference));
    expect(mine).toHaveLength(12);
    expect(list.some((t) => t.reference === old.reference)).toBe(false);
    expect(mine.find((t) => t.reference === today[3]!.reference)).toMatchObject({ status: 'success', totalKobo: 10_300, currency: 'NGN', gatewayId: today[3]!.gatewayId });
    expect(mine.find((t) => t.reference === today[3]!.reference)!.paidAt).not.toBeNull();
    expect(mine.find((t) => t.reference === today[11]!.reference)).toMatchObject({ status: 'failed', paidAt: null });
    const back = await gateway.listTransactions(new Date(Date.now() - 4 * 86_400_000).toISOString(), new Date(Date.now() - 2 * 86_400_000).toISOString());
    expect(back.map((t) => t.reference)).toEqual([old.reference]);
  });
  it('listRefunds: every page; a refund whose answer was lost is found by our reference', async () => {
    await setMode('manual');
    const paid = await payment(90_000);
    const since = new Date(Date.now() - 60_000).toISOString();
    const made: Awaited<ReturnType<Gateway["refund"]>>[] = [];
    for (let n = 20; n < 23; n++) made.push(await gateway.refund(input(paid, 10_000, n)));
    const found = await gateway.listRefunds(since, new Date(Date.now() + 60_000).toISOString());
    for (const r of made) expect(found.filter((f) => f.refundReference === r.refundReference)).toEqual([expect.objectContaining({ gatewayRefundId: r.gatewayRefundId, amountKobo: 10_000, status: 'pending' })]);
    expect(found.length).toBeGreaterThan(2);
    expect(await gateway.listRefunds(new Date(Date.now() - 9 * 86_400_000).toISOString(), new Date(Date.now() - 8 * 86_400_000).toISOString())).toEqual([]);
  });
});

/** Refund events as the gateways send them: authenticated exactly like the payment events. */
describe('refund webhook events', () => {
  const ps = paystack({ secretKey: 'sk_test_events', baseUrl: 'http://127.0.0.1:1' })!;
  const fw = flutterwave({ secretKey: 'FLWSECK_TEST-events', secretHash: 'events-hash', baseUrl: 'http://127.0.0.1:1' })!;

  it('Paystack: refund.processed (amount as a string) and refund.needs-attention are read; a forged or missing signature is nothing', () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: 'DEP-20261128-ABCDEFGH', refund_reference: '132013318360', amount: '5000', currency: 'NGN', id: '77', merchant_note: 'REF-20261128-ABCD1234' },
    });
    const signed = { 'x-paystack-signature': paystackSignature('sk_test_events', body) };
    expect(ps.parseWebhook(Buffer.from(body), signed)).toEqual({
      event: 'refund.processed',
      reference: 'DEP-20261128-ABCDEFGH',
      gatewayId: null,
      refund: { gatewayRefundId: '77', status: 'processed', amountKobo: 5000, raw: 'processed', transactionReference: 'DEP-20261128-ABCDEFGH', refundReference: 'REF-20261128-ABCD1234', gatewayTransactionId: null },
    });
    const attention = JSON.stringify({ event: 'refund.needs-attention', data: { status: 'needs-attention', transaction_reference: 'DEP-1', amount: 5306, id: '78' } });
    expect(ps.parseWebhook(Buffer.from(attention), { 'x-paystack-signature': paystackSignature('sk_test_events', attention) })?.refund).toMatchObject({ status: 'needs_attention', amountKobo: 5306 });
    expect(ps.parseWebhook(Buffer.from(body), { 'x-paystack-signature': paystackSignature('sk_test_other', body) })).toBeNull();
    expect(ps.parseWebhook(Buffer.from(body.replace('5000', '9000')), signed)).toBeNull();
    expect(ps.parseWebhook(Buffer.from(body), {})).toBeNull();
    // A payment event has no refund.
    const charge = JSON.stringify({ event: 'charge.success', data: { id: 1, reference: 'DEP-2' } });
    expect(ps.parseWebhook(Buffer.from(charge), { 'x-paystack-signature': paystackSignature('sk_test_events', charge) })).toEqual({ event: 'charge.success', reference: 'DEP-2', gatewayId: '1' });
  });

  it('Flutterwave: refund.completed (Naira) and refund.failed are read; a wrong verif-hash is nothing', () => {
    const body = JSON.stringify({ event: 'refund.completed', data: { id: 75923, tx_id: 908790, amount_refunded: 69.5, status: 'completed', comments: 'REF-20261128-WXYZ5678 overcharge' } });
    expect(fw.parseWebhook(Buffer.from(body), { 'verif-hash': 'events-hash' })).toEqual({
      event: 'refund.completed',
      reference: null,
      gatewayId: '908790',
      refund: { gatewayRefundId: '75923', status: 'processed', amountKobo: 6950, raw: 'completed', transactionReference: null, refundReference: 'REF-20261128-WXYZ5678', gatewayTransactionId: '908790' },
    });
    const failed = JSON.stringify({ event: 'refund.failed', data: { id: 2, tx_id: 3, amount_refunded: 10, status: 'failed' } });
    expect(fw.parseWebhook(Buffer.from(failed), { 'verif-hash': 'events-hash' })?.refund?.status).toBe('failed');
    expect(fw.parseWebhook(Buffer.from(body), { 'verif-hash': 'other' })).toBeNull();
    expect(fw.parseWebhook(Buffer.from(body), {})).toBeNull();
  });

  it('statuses: Paystack\'s five words, Flutterwave\'s completed / failed / anything else pending', () => {
    expect(['pending', 'processing', 'processed', 'failed', 'needs-attention', 'odd'].map(paystackRefundStatus)).toEqual(['pending', 'processing', 'processed', 'failed', 'needs_attention', 'pending']);
    expect(['completed', 'failed', 'pending', 'new'].map(flutterwaveRefundStatus)).toEqual(['processed', 'failed', 'pending', 'pending']);
  });

  it('a gateway that cannot answer is unavailable, not a refusal', async () => {
    const input = { transactionReference: 'DEP-1', gatewayTransactionId: '1', amountKobo: 100, currency: 'NGN', refundReference: 'REF-20261128-AAAAAAAA' };
    await expect(ps.refund(input)).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(fw.fetchRefund('1')).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(ps.listTransactions('2026-11-28T00:00:00Z', '2026-11-29T00:00:00Z')).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

/** What a refund call's answer means: a 4xx is a refusal (nothing done), a 5xx, 408 or 429 is "ask again later". */
describe('refund answers', () => {
  let server: Server;
  let base = '';
  /** The status the fake gateway answers next. */
  let answer = 500;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: false, message: `answered ${answer}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    [400, RefundRefused],
    [404, RefundRefused],
    [422, RefundRefused],
    [408, GatewayUnavailable],
    [429, GatewayUnavailable],
    [500, GatewayUnavailable],
    [503, GatewayUnavailable],
  ])('%i → %o', async (status, kind) => {
    answer = status;
    const ps = paystack({ secretKey: 'sk_test_x', baseUrl: base })!;
    const fw = flutterwave({ secretKey: 'FLWSECK_TEST-x', secretHash: 'h', baseUrl: base })!;
    const input = { transactionReference: 'DEP-1', gatewayTransactionId: '1', amountKobo: 100, currency: 'NGN', refundReference: 'REF-20261128-AAAAAAAA' };
    // One call at a time: a call started before the previous was awaited would reject with no handler yet.
    for (const call of [() => ps.refund(input), () => fw.refund(input), () => ps.fetchRefund('1'), () => ps.retryRefundWithAccount!('1', { accountNumber: '0123456789', bankCode: '9' })]) {
      const err = await call().then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(kind);
      if (kind === RefundRefused) expect(err).toMatchObject({ message: `answered ${status}`, httpStatus: status });
    }
  });
});
