import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, deposits, ledgerSystemJournals as journals, mailOutbox, moneyBacks, refundBankDetails, transactions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { GatewayUnavailable, paystackSignature, RefundRefused, type Gateway, type RefundState, type RefundStatus } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { refundTooMuch, requestAdjustment } from '#server/lib/money-back/money-back.js';
import { approveMoneyBack } from '#server/lib/money-back/approvals.js';
import { insufficientBalance } from '#server/lib/money-back/money-back-row.js';
import { pollOpenRefunds, POLL_AFTER_MS, refundServicesOf, submitDueRefunds, submitIfDue, submitRefund, submitRefundForAnswer } from '#server/lib/money-back/refunds.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, freePort, injectOp, NO_DAILY_TOTALS, paidSandboxTopUp, testApp, testClock } from '#server/testing/test-support.js';
import { API_PREFIX } from '#shared/api.js';

/**
 * Refunds of top-ups through their gateway (docs/decisions/052-refunds-through-gateways.md): the staff operations, the
 * sending after the commit (claimed: one gateway call per request whatever races), the forward-only lifecycle from what
 * the gateway answers when asked (webhooks replayed concurrently apply once), needs-attention with the customer's bank
 * account, and the job (a gateway down at submit; a crash between the gateway's answer and the write). The top-ups are
 * real sandbox payments; the gateway's refund side is a fake with the Gateway interface of lib/payments/gateways.ts (modes as the
 * sandbox's POST /sandbox/refunds/mode), and the webhooks are signed with the configured Paystack key.
 * On PGlite and PostgreSQL; checkLedger [] after each.
 */
const kinds = await databaseKinds();

type Mode = 'processed' | 'failed' | 'needs-attention' | 'refuse' | 'down' | 'lost-answer';
interface FakeRefund {
  id: string;
  status: RefundStatus;
  raw: string;
  amount: number;
  transactionReference: string;
  note: string;
}

/** The refund side of a gateway, in memory: each refund is created pending; `progress` moves it as the mode says. */
function fakeRefunds() {
  const refunds = new Map<string, FakeRefund>();
  let next = 15_581_000;
  const state = (r: FakeRefund): RefundState => ({ gatewayRefundId: r.id, status: r.status, amountKobo: r.amount, raw: r.raw, transactionReference: r.transactionReference, refundReference: r.note });
  const fake = {
    mode: 'processed' as Mode,
    /** How long the gateway takes to answer a refund (racing senders overlap). */
    delayMs: 5,
    sent: 0,
    calls: 0,
    refunds,
    wrap(real: Gateway): Gateway {
      return {
        ...real,
        async refund(input) {
          fake.calls++;
          if (fake.mode === 'down') throw new GatewayUnavailable('Paystack', 'request failed (connect ECONNREFUSED)');
          if (fake.mode === 'refuse') throw new RefundRefused('Transaction has been fully reversed', { gateway: 'Paystack', httpStatus: 400 });
          await new Promise((r) => setTimeout(r, fake.delayMs)); // the gateway takes a moment: racing senders overlap
          fake.sent++;
          const r: FakeRefund = { id: String(next++), status: 'pending', raw: 'pending', amount: input.amountKobo, transactionReference: input.transactionReference, note: input.refundReference };
          refunds.set(r.id, r);
          // Reached the gateway, but the answer was lost (a timeout): the caller cannot know.
          if (fake.mode === 'lost-answer') throw new GatewayUnavailable('Paystack', 'request failed (The operation was aborted due to timeout)');
          return state(r);
        },
        async fetchRefund(id) {
          const r = refunds.get(id);
          if (!r) throw new RefundRefused('Refund not found', { gateway: 'Paystack', httpStatus: 404 });
          return state(r);
        },
        async listRefunds() {
          return [...refunds.values()].map(state);
        },
        async retryRefundWithAccount(id, account) {
          const r = refunds.get(id)!;
          if (r.status !== 'needs_attention') throw new RefundRefused('Invalid Refund state, refund status should be "needs-attention"', { gateway: 'Paystack', httpStatus: 422 });
          expect(account.accountNumber).toMatch(/^\d{10}$/);
          expect(account.bankCode).toBe('9'); // Guaranty Trust Bank's id at Paystack (its resolve answer's bank_id)
          r.status = 'processing';
          r.raw = 'processing';
          return state(r);
        },
      };
    },
    /** The gateway's end of a refund (the sandbox's automatic steps), then its signed webhook. */
    set(id: string, status: RefundStatus) {
      const r = refunds.get(id)!;
      r.status = status;
      r.raw = status === 'needs_attention' ? 'needs-attention' : status;
    },
  };
  return fake;
}

describe.each(kinds)('refunds through gateways on %s', (kind) => {
  let app: FastifyInstance;
  let finance: StaffSession;
  let admin: StaffSession;
  const clock = testClock();
  let fake: ReturnType<typeof fakeRefunds>;
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(
      kind,
      { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100', BUDGET_GATEWAY: '1000/100000', APPROVAL_ABOVE: '20000', ...NO_DAILY_TOTALS },
      { now: clock.now },
    );
    await app.listen({ port, host: '127.0.0.1' });
    finance = await staffSession(app, clock, ['finance']);
    admin = await staffSession(app, clock, ['admin']);
    fake = fakeRefunds();
    const real = app.payments.gateways.get('paystack')!;
    app.payments.gateways.set('paystack', fake.wrap(real));
  });
  beforeEach(() => {
    fake.mode = 'processed';
    fake.delayMs = 5;
    fake.sent = 0;
    fake.calls = 0;
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const refundsOf = (depositId: number) => db().select().from(moneyBacks).where(eq(moneyBacks.depositId, depositId));
  const rowOf = async (reference: string) => (await db().select().from(moneyBacks).where(eq(moneyBacks.reference, reference)))[0]!;
  const mailsOf = async (id: number, outcome: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.key, `money-back:${id}:${outcome}`))).length;
  const returnsOf = async (id: number) => (await db().select().from(transactions).where(and(eq(transactions.causeKind, 'money_back_return'), eq(transactions.causeId, id)))).length;
  const paidJournalsOf = async (id: number) => (await db().select().from(journals).where(and(eq(journals.causeKind, 'refund_paid'), eq(journals.causeId, id)))).length;
  let keys = 0;
  const key = () => `test-key-${kind}-${++keys}-${Date.now()}`;

  /** A customer's Paystack top-up of `amount` Naira, paid at the sandbox checkout and credited by its webhook. */
  async function paidTopUp(amount = 5000) {
    const paid = await paidSandboxTopUp(app, amount);
    expect(await balanceOf(paid.customer.user.id)).toBe(amount * 100);
    return paid;
  }
  const refund = (body: { deposit_reference: string; amount: number; reason?: string; ticket?: string }, k = key(), token = finance.token) =>
    injectOp(app, 'createStaffRefund', { token, headers: { 'idempotency-key': k }, body: { reason: 'Paid twice for one top-up', ...body } });

  /** The gateway's signed webhook of a refund event, as Paystack sends it (amount as a string). */
  function webhook(r: FakeRefund) {
    const payload = JSON.stringify({
      event: `refund.${r.raw}`,
      data: { status: r.raw, transaction_reference: r.transactionReference, amount: String(r.amount), currency: 'NGN', id: r.id, merchant_note: r.note, customer_note: '' },
    });
    return app.inject({
      method: 'POST',
      url: `${API_PREFIX}/webhooks/paystack`,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(app.ctx.config.paystack.secretKey!, payload) },
      payload,
    });
  }

  it('50 concurrent refunds of one top-up in full (distinct keys): one refund sent once, 49 × 409, the balance taken once', async () => {
    const { customer, deposit } = await paidTopUp(5000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund({ deposit_reference: deposit.reference, amount: 5000 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const made = answers.find((a) => a.statusCode === 201)!.json();
    expect(made.data).toMatchObject({ status: 'pending', amount: '5000.00', deposit_reference: deposit.reference, gateway: 'paystack', gateway_status: 'pending' });
    expect(made.message).toBe('The refund was sent to Paystack.');
    expect(await refundsOf(deposit.id)).toHaveLength(1);
    expect(fake.sent).toBe(1);
    expect(await balanceOf(customer.user.id)).toBe(0);
    expect((await rowOf(made.data.reference)).gatewayRefundId).not.toBeNull();
    const listed = dataOf('listStaffDepositRefunds', await injectOp(app, 'listStaffDepositRefunds', { token: finance.token, params: { id: deposit.id } }));
    expect(listed).toMatchObject({ refundable: true, remaining: '0.00', approval_above: '20000.00', refunds: [{ reference: made.data.reference, status: 'pending' }] });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the same Idempotency-Key 20 times at once: one refund, one gateway call; 201 once and 200 for the replays', async () => {
    const { customer, deposit } = await paidTopUp(5000);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund({ deposit_reference: deposit.reference, amount: 1500 }, k)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201].sort());
    expect(new Set(answers.map((a) => a.json().data.reference)).size).toBe(1);
    expect(await refundsOf(deposit.id)).toHaveLength(1);
    expect(fake.sent).toBe(1);
    expect(await balanceOf(customer.user.id)).toBe(350_000);
    // The same key for another amount is a different request: 409, nothing moved.
    expect((await refund({ deposit_reference: deposit.reference, amount: 1000 }, k)).statusCode).toBe(409);
    expect(await balanceOf(customer.user.id)).toBe(350_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('more than the refundable remainder, or than the balance → 409 and nothing moved; not a successful top-up → 409; unknown → 404', async () => {
    const { customer, deposit } = await paidTopUp(5000);
    expect((await refund({ deposit_reference: deposit.reference, amount: 3000 })).statusCode).toBe(201);
    const tooMuch = await refund({ deposit_reference: deposit.reference, amount: 2500 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(refundTooMuch(200_000));
    // The customer spends 1,500 of the 2,000 left: a refund of the remaining 2,000 is above the balance.
    await requestAdjustment(db(), systemContext('test'), { staffId: null }, { userId: customer.user.id, direction: '-', amountKobo: 150_000, reason: 'spent' }, refundServicesOf(app.payments), clock.now());
    const aboveBalance = await refund({ deposit_reference: deposit.reference, amount: 2000 });
    expect(aboveBalance.statusCode).toBe(409);
    expect(aboveBalance.json().message).toBe(insufficientBalance(50_000));
    expect(await balanceOf(customer.user.id)).toBe(50_000);
    expect(await refundsOf(deposit.id)).toHaveLength(1);
    expect(fake.sent).toBe(1);
    expect((await refund({ deposit_reference: 'DEP-20990101-NOSUCHXX', amount: 10 })).statusCode).toBe(404);
    await db().update(deposits).set({ status: 'Failed' }).where(eq(deposits.id, deposit.id));
    expect((await refund({ deposit_reference: deposit.reference, amount: 10 })).statusCode).toBe(409);
    await db().update(deposits).set({ status: 'Success' }).where(eq(deposits.id, deposit.id));
    // Support may not refund (finance and admin only); no key → 422.
    const support = await staffSession(app, clock, ['support']);
    expect((await refund({ deposit_reference: deposit.reference, amount: 10 }, key(), support.token)).statusCode).toBe(403);
    expect((await injectOp(app, 'createStaffRefund', { token: finance.token, body: { deposit_reference: deposit.reference, amount: 10, reason: 'no key' } })).statusCode).toBe(422);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the gateway refuses (4xx): failed with its words, the amount back on the balance once', async () => {
    const { customer, deposit } = await paidTopUp(4000);
    fake.mode = 'refuse';
    const res = await refund({ deposit_reference: deposit.reference, amount: 4000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'failed', failure_reason: 'Paystack refused the refund: Transaction has been fully reversed' });
    const row = await rowOf(res.json().data.reference);
    expect(row.returnTrx).not.toBeNull();
    expect(await balanceOf(customer.user.id)).toBe(400_000);
    expect(await returnsOf(row.id)).toBe(1);
    expect(await mailsOf(row.id, 'failed')).toBe(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('mode failed: the gateway fails it later; its webhook replayed 50 times at once gives the amount back once, one e-mail', async () => {
    const { customer, deposit } = await paidTopUp(3000);
    const made = (await refund({ deposit_reference: deposit.reference, amount: 3000 })).json().data;
    const row = await rowOf(made.reference);
    expect(await balanceOf(customer.user.id)).toBe(0);
    const r = fake.refunds.get(row.gatewayRefundId!)!;
    fake.set(r.id, 'processing');
    expect((await webhook(r)).statusCode).toBe(200);
    expect((await rowOf(made.reference)).status).toBe('processing');
    fake.set(r.id, 'failed');
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(r)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after = await rowOf(made.reference);
    expect(after).toMatchObject({ status: 'failed', gatewayStatus: 'failed' });
    expect(await returnsOf(row.id)).toBe(1);
    expect(await mailsOf(row.id, 'failed')).toBe(1);
    expect(await balanceOf(customer.user.id)).toBe(300_000);
    // A stale "processing" arriving afterwards moves nothing back (forward only).
    fake.set(r.id, 'processing');
    await webhook(r);
    expect((await rowOf(made.reference)).status).toBe('failed');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('processed: the webhook replayed 50 times at once books one system journal and one e-mail; the body is not trusted', async () => {
    const { customer, deposit } = await paidTopUp(2500);
    const made = (await refund({ deposit_reference: deposit.reference, amount: 2500 })).json().data;
    const row = await rowOf(made.reference);
    const r = fake.refunds.get(row.gatewayRefundId!)!;
    // A webhook saying "processed" while the gateway (asked) says pending: nothing happens.
    const liar = { ...r, raw: 'processed', status: 'processed' as const };
    await webhook(liar);
    expect((await rowOf(made.reference)).status).toBe('pending');
    fake.set(r.id, 'processed');
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(r)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await rowOf(made.reference)).toMatchObject({ status: 'processed' });
    expect(await paidJournalsOf(row.id)).toBe(1);
    expect(await mailsOf(row.id, 'processed')).toBe(1);
    expect(await returnsOf(row.id)).toBe(0);
    expect(await balanceOf(customer.user.id)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('needs-attention → the customer\'s bank account, resolved, approved by a second member (last 4 kept, never the number) → processing → processed', async () => {
    const { deposit } = await paidTopUp(6000);
    const made = (await refund({ deposit_reference: deposit.reference, amount: 6000 })).json().data;
    const row = await rowOf(made.reference);
    const r = fake.refunds.get(row.gatewayRefundId!)!;
    // Bank details before the gateway asks for them: 409.
    expect((await injectOp(app, 'submitStaffRefundBankAccount', { token: finance.token, params: { reference: made.reference }, body: { account_number: '0123456789', bank_code: '058' } })).statusCode).toBe(409);
    fake.set(r.id, 'needs_attention');
    await webhook(r);
    expect((await rowOf(made.reference)).status).toBe('needs_attention');
    // Not a NUBAN → 422.
    expect((await injectOp(app, 'submitStaffRefundBankAccount', { token: finance.token, params: { reference: made.reference }, invalidBody: { account_number: '12345', bank_code: '058' } })).statusCode).toBe(422);
    // Entered (resolved by the sandbox's Resolve Account Number), it waits for a second member (ADR 070) …
    const entered = await injectOp(app, 'submitStaffRefundBankAccount', { token: admin.token, params: { reference: made.reference }, body: { account_number: '0123456789', bank_code: '058' } });
    expect(entered.statusCode).toBe(202);
    expect(entered.json().data).toMatchObject({ status: 'needs_attention', bank_account_last4: null, bank_details: { status: 'waiting', account_name: 'ADAEZE CHIOMA OKAFOR' } });
    // … who approves it: then it is sent, to Paystack's bank id of the bank (the resolve answer's bank_id).
    const res = await injectOp(app, 'approveStaffRefundBankAccount', { token: finance.token, params: { reference: made.reference } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Approved: Paystack will pay the refund to ADAEZE CHIOMA OKAFOR, Guaranty Trust Bank account ending 6789.', data: { status: 'processing', bank_account_last4: '6789' } });
    const stored = JSON.stringify(await db().select().from(moneyBacks).where(eq(moneyBacks.id, row.id)));
    const audited = JSON.stringify(await db().select().from(auditEvents).where(eq(auditEvents.targetId, String(row.id))));
    expect(stored).not.toContain('0123456789');
    expect(audited).not.toContain('0123456789');
    expect(audited).toContain('money_back.refund_bank_account');
    expect(JSON.stringify(await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, row.id)))).not.toContain('0123456789');
    // The Money back detail shows the last 4 digits too (its drawer no longer asks for the account).
    expect(dataOf('getStaffMoneyBack', await injectOp(app, 'getStaffMoneyBack', { token: finance.token, params: { reference: made.reference } }))).toMatchObject({ status: 'processing', bank_account_last4: '6789' });
    fake.set(r.id, 'processed');
    await webhook(r);
    expect(await rowOf(made.reference)).toMatchObject({ status: 'processed', bankAccountLast4: '6789' });
    expect(await paidJournalsOf(row.id)).toBe(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('gateway down at submit: stays submitting; the job (two runs at once) sends it later, once; then polls it to its end', async () => {
    const { deposit } = await paidTopUp(2000);
    fake.mode = 'down';
    const res = await refund({ deposit_reference: deposit.reference, amount: 2000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('submitting');
    expect(fake.sent).toBe(0);
    fake.mode = 'processed';
    const s = refundServicesOf(app.payments);
    const ctx = systemContext('refunds job');
    await Promise.all([submitDueRefunds(s, ctx, clock.now()), submitDueRefunds(s, ctx, clock.now()), submitDueRefunds(s, ctx, clock.now())]);
    expect(fake.sent).toBe(1);
    const row = await rowOf(res.json().data.reference);
    expect(row).toMatchObject({ status: 'pending', submitAttempts: 2 });
    // The webhook is lost; the poll asks about it once it has been open long enough.
    fake.set(row.gatewayRefundId!, 'processed');
    await pollOpenRefunds(s, ctx, clock.now());
    expect((await rowOf(row.reference)).status).toBe('pending');
    // REFUND_POLL_AFTER_SECONDS (default 600 s) is how long "long enough" is.
    expect(s.pollAfterMs).toBe(POLL_AFTER_MS);
    await pollOpenRefunds(s, ctx, new Date(clock.now().getTime() + 6_000));
    expect((await rowOf(row.reference)).status).toBe('pending');
    await pollOpenRefunds({ ...s, pollAfterMs: 5_000 }, ctx, new Date(clock.now().getTime() + 6_000));
    expect((await rowOf(row.reference)).status).toBe('processed');
    expect(await paidJournalsOf(row.id)).toBe(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the job claimed the fresh refund first: a person\'s request waits for that call and answers its outcome; a claim that never ends is "busy", not "could not be reached"', async () => {
    const { deposit } = await paidTopUp(3000);
    fake.mode = 'down';
    const first = await refund({ deposit_reference: deposit.reference, amount: 1000 });
    const second = await refund({ deposit_reference: deposit.reference, amount: 1200 });
    expect([first.json().data.status, second.json().data.status]).toEqual(['submitting', 'submitting']);
    fake.mode = 'processed';
    fake.delayMs = 400;
    const s = refundServicesOf(app.payments);
    const row = await rowOf(first.json().data.reference);
    // The refunds job claims it; its gateway call takes 400 ms. Meanwhile the person's command or console asks.
    const job = submitRefund(s, systemContext('refunds job'), row.id, clock.now());
    for (let i = 0; i < 100 && (await rowOf(row.reference)).submitLockedUntil === null; i++) await new Promise((r) => setTimeout(r, 10));
    const answer = await submitRefundForAnswer(s, systemContext('test'), row.id, () => clock.now(), { pollMs: 20 });
    expect(answer).toMatchObject({ result: 'sent', row: { status: 'pending' } });
    expect((await job).result).toBe('sent');
    expect(fake.sent).toBe(1);
    // The holder of a claim died in its call (an instance killed): the wait is bounded, and says the refund is being sent.
    const stuck = await rowOf(second.json().data.reference);
    await db().update(moneyBacks).set({ submitLockedUntil: new Date(clock.now().getTime() + 60_000) }).where(eq(moneyBacks.id, stuck.id));
    const waited = await submitRefundForAnswer(s, systemContext('test'), stuck.id, () => clock.now(), { waitMs: 300, pollMs: 50 });
    expect(waited).toMatchObject({ result: 'busy', row: { status: 'submitting' } });
    expect(fake.sent).toBe(1);
    // Its claim over, the job sends it once.
    await submitDueRefunds(s, systemContext('refunds job'), new Date(clock.now().getTime() + 61_000));
    expect((await rowOf(stuck.reference)).status).toBe('pending');
    expect(fake.sent).toBe(2);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('the gateway took the refund but its answer was lost: the job finds it by our reference and never sends a second', async () => {
    const { deposit } = await paidTopUp(2000);
    fake.mode = 'lost-answer';
    const res = await refund({ deposit_reference: deposit.reference, amount: 2000 });
    expect(res.json().data.status).toBe('submitting');
    expect(fake.sent).toBe(1);
    fake.mode = 'processed';
    const s = refundServicesOf(app.payments);
    await submitDueRefunds(s, systemContext('refunds job'), clock.now());
    expect(fake.sent).toBe(1);
    const row = await rowOf(res.json().data.reference);
    expect(row.status).toBe('pending');
    expect(fake.refunds.get(row.gatewayRefundId!)!.note).toBe(row.reference);
    // A claim still held (another instance sending) is left alone.
    await db().update(moneyBacks).set({ status: 'submitting', gatewayRefundId: null, submitLockedUntil: new Date(clock.now().getTime() + 30_000) }).where(eq(moneyBacks.id, row.id));
    await submitDueRefunds(s, systemContext('refunds job'), clock.now());
    expect(fake.calls).toBe(1);
    await db().update(moneyBacks).set({ status: 'pending', gatewayRefundId: row.gatewayRefundId, submitLockedUntil: null }).where(eq(moneyBacks.id, row.id));
    expect(await checkLedger(db())).toEqual([]);
  });

  it('above the threshold it waits for a second person and is not sent; once approved it is sent after that commit, once', async () => {
    const { deposit } = await paidTopUp(25000);
    const res = await refund({ deposit_reference: deposit.reference, amount: 25000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'A second finance or admin person must approve this refund: it waits for them. ₦25,000.00 is more than ₦20,000.00, the most one person may move in one request.', data: { status: 'awaiting_approval' } });
    expect(fake.calls).toBe(0);
    await submitDueRefunds(refundServicesOf(app.payments), systemContext('refunds job'), clock.now());
    expect(fake.calls).toBe(0);
    const waiting = await rowOf(res.json().data.reference);
    expect(waiting).toMatchObject({ status: 'awaiting_approval', gatewayRefundId: null, submitAttempts: 0 });
    // The second person approves (the core): it becomes submitting, and is sent after that commit, once.
    const s = refundServicesOf(app.payments);
    const approved = await approveMoneyBack(db(), systemContext('test'), admin.id, waiting.id, s, clock.now());
    expect(approved.status).toBe('submitting');
    const sent = await submitIfDue(s, systemContext('test'), approved, () => clock.now());
    expect(sent).toMatchObject({ result: 'sent', row: { status: 'pending' } });
    await submitDueRefunds(s, systemContext('refunds job'), clock.now());
    expect(fake.sent).toBe(1);
    expect(await checkLedger(db())).toEqual([]);
  });
});

/**
 * The same lifecycle end to end with the local gateway sandbox's refunds (plugins/sandbox/, POST /sandbox/refunds/mode):
 * its refunds progress on their own and send signed refund webhooks through the server's webhook route.
 */
describe.each(kinds)('refunds through the sandbox gateway on %s', (kind) => {
  let app: FastifyInstance;
  let finance: StaffSession;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await testApp(kind, { PUBLIC_URL: base, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100', BUDGET_GATEWAY: '1000/100000', ...NO_DAILY_TOTALS }, { now: clock.now });
    await app.listen({ port, host: '127.0.0.1' });
    finance = await staffSession(app, clock, ['finance']);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const mode = async (m: string) => expect((await fetch(`${base}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: m }) })).status).toBe(200);
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const rowOf = async (reference: string) => (await db().select().from(moneyBacks).where(eq(moneyBacks.reference, reference)))[0]!;
  const paidTopUp = async (amount: number) => {
    const { customer, deposit } = await paidSandboxTopUp(app, amount);
    return { customer, reference: deposit.reference };
  };
  const refund = (reference: string, amount: number) =>
    injectOp(app, 'createStaffRefund', { token: finance.token, headers: { 'idempotency-key': `sbx-${kind}-${reference}` }, body: { deposit_reference: reference, amount, reason: 'Sandbox refund' } });

  it('mode failed: the sandbox fails the refund; the amount is back on the balance once, one e-mail', async () => {
    await mode('failed');
    const { customer, reference } = await paidTopUp(3000);
    const made = await refund(reference, 3000);
    expect(made.statusCode).toBe(201);
    expect(await balanceOf(customer.user.id)).toBe(0);
    await app.sandboxIdle!();
    const row = await rowOf(made.json().data.reference);
    expect(row.status).toBe('failed');
    expect(await balanceOf(customer.user.id)).toBe(300_000);
    expect(await db().select().from(transactions).where(and(eq(transactions.causeKind, 'money_back_return'), eq(transactions.causeId, row.id)))).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.key, `money-back:${row.id}:failed`))).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('mode processed: pending → processing → processed by the sandbox\'s webhooks, one system journal', async () => {
    await mode('processed');
    const { reference } = await paidTopUp(2000);
    const made = await refund(reference, 1200);
    expect(made.json().data.status).toBe('pending');
    await app.sandboxIdle!();
    const row = await rowOf(made.json().data.reference);
    expect(row.status).toBe('processed');
    expect(await db().select().from(journals).where(and(eq(journals.causeKind, 'refund_paid'), eq(journals.causeId, row.id)))).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('mode needs-attention: the bank details, once a second member approves them, retry it to the customer\'s account, then processed', async () => {
    await mode('needs-attention');
    const { reference } = await paidTopUp(2000);
    const made = await refund(reference, 2000);
    await app.sandboxIdle!();
    const ref = made.json().data.reference as string;
    expect((await rowOf(ref)).status).toBe('needs_attention');
    expect((await injectOp(app, 'submitStaffRefundBankAccount', { token: finance.token, params: { reference: ref }, body: { account_number: '0123456789', bank_code: '058' } })).statusCode).toBe(202);
    const second = await staffSession(app, clock, ['admin']);
    const res = await injectOp(app, 'approveStaffRefundBankAccount', { token: second.token, params: { reference: ref } });
    expect(res.statusCode).toBe(200);
    await app.sandboxIdle!();
    expect(await rowOf(ref)).toMatchObject({ status: 'processed', bankAccountLast4: '6789' });
    expect(await checkLedger(db())).toEqual([]);
  });
});
