import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, moneyBacks, refundBankDetails, users } from '#server/db/schema.js';
import type { Gateway } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { SANDBOX_UNRESOLVED } from '#server/plugins/sandbox/index.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, freePort, injectOp, logCapture, signedIn, testApp, testClock, TEST_PASSWORD } from '#server/testing/test-support.js';

/**
 * Issue 37 §3, "an approved refund redirected by one person" (docs/decisions/070-refund-bank-details-four-eyes.md): a
 * refund approved by a second person reaches needs-attention at the gateway; its requester then typed any bank account
 * and the money went there. Now bank details are RESOLVED with the gateway's account-name lookup when entered (the
 * sandbox's Paystack GET /bank/resolve) — an account the bank does not know is refused and nothing is stored — and wait
 * for a DIFFERENT finance or admin member's approval before anything reaches the gateway: the enterer never approves
 * them, a rejection (with a reason) lets someone enter them again, and the customer's e-mails name the bank and the last
 * four digits. The number waits sealed, never in audit details or answers, and is erased once sent or rejected.
 * Real sandbox payments and refunds (mode needs-attention); the gateway's retry is counted. PGlite and PostgreSQL; the
 * races on PostgreSQL.
 */
const kinds = await databaseKinds();
const ACCOUNT = { account_number: '0123456789', bank_code: '058' };
const RESOLVED = 'ADAEZE CHIOMA OKAFOR';

describe.each(kinds)('bank details of a refund in needs-attention on %s', (kind) => {
  let app: FastifyInstance;
  let requester: StaffSession;
  let second: StaffSession;
  let third: StaffSession;
  let base: string;
  const clock = testClock();
  const retries: string[] = [];
  const log = logCapture();
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await testApp(kind, { PUBLIC_URL: base, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100', BUDGET_GATEWAY: '1000/100000', APPROVAL_ABOVE: '2000' }, { now: clock.now, logStream: log.stream });
    await app.listen({ port, host: '127.0.0.1' });
    requester = await staffSession(app, clock, ['finance']);
    second = await staffSession(app, clock, ['admin']);
    third = await staffSession(app, clock, ['finance']);
    // The sandbox's Paystack, with every retry to an account counted (the money's way out).
    const real = app.payments.gateways.get('paystack')!;
    const counted: Gateway = {
      ...real,
      async retryRefundWithAccount(id, account) {
        retries.push(account.accountNumber);
        return real.retryRefundWithAccount!(id, account);
      },
    };
    app.payments.gateways.set('paystack', counted);
    expect((await fetch(`${base}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'needs-attention' }) })).status).toBe(200);
  });
  beforeEach(() => {
    retries.length = 0;
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const rowOf = async (reference: string) => (await db().select().from(moneyBacks).where(eq(moneyBacks.reference, reference)))[0]!;
  const enter = (reference: string, who: StaffSession, body: { account_number: string; bank_code: string } = ACCOUNT) =>
    injectOp(app, 'submitStaffRefundBankAccount', { token: who.token, params: { reference }, body });
  const approve = (reference: string, who: StaffSession) => injectOp(app, 'approveStaffRefundBankAccount', { token: who.token, params: { reference } });
  const reject = (reference: string, who: StaffSession, reason = 'The customer gave another account on the phone') =>
    injectOp(app, 'rejectStaffRefundBankAccount', { token: who.token, params: { reference }, body: { reason } });

  /**
   * A customer's paid top-up, a refund of `amount` asked by `requester` — above APPROVAL_ABOVE, so approved by `second`
   * first — held by the sandbox in needs-attention.
   */
  async function refundInNeedsAttention(amount = 3000) {
    const customer = await signedIn(app);
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: customer.token, body: { method_code: 'paystack', amount } }));
    await fetch(redirect_url);
    expect((await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(303);
    await app.sandboxIdle!();
    const asked = await injectOp(app, 'createStaffRefund', { token: requester.token, headers: { 'idempotency-key': `bank-${kind}-${reference}` }, body: { deposit_reference: reference, amount, reason: 'Charged twice' } });
    expect(asked.json().data.status).toBe('awaiting_approval');
    const ref = asked.json().data.reference as string;
    expect((await injectOp(app, 'approveStaffMoneyBack', { token: second.token, params: { reference: ref } })).statusCode).toBe(200);
    await app.sandboxIdle!();
    expect((await rowOf(ref)).status).toBe('needs_attention');
    return { customer, reference: ref };
  }

  it("the red team's path: the refund's requester enters an account → it waits (202, the resolved name beside the customer's), the gateway is not called; they cannot approve it; another member does → sent once", async () => {
    const { customer, reference } = await refundInNeedsAttention();
    const entered = await enter(reference, requester);
    expect(entered.statusCode).toBe(202);
    const customerName = `${customer.body.firstname} ${customer.body.lastname}`;
    expect(entered.json().message).toBe(
      `Guaranty Trust Bank says account ending 6789 is ${RESOLVED} (the customer is ${customerName}). Nothing was sent: another finance or admin member must approve these details.`,
    );
    expect(entered.json().data).toMatchObject({
      status: 'needs_attention',
      bank_account_last4: null,
      bank_details: { status: 'waiting', bank_code: '058', bank_name: 'Guaranty Trust Bank', account_last4: '6789', account_name: RESOLVED, customer_name: customerName, may_approve: false, decided_by: null },
    });
    expect(entered.json().data.bank_details.entered_by).toMatch(/^Member /);
    expect(retries).toEqual([]);
    // The refunds job sends nothing either: a refund in needs-attention waits for the approval.
    await app.sandboxIdle!();
    expect((await rowOf(reference)).status).toBe('needs_attention');
    // The Money back queue's "waiting for a second person" lists it and counts it (the nav's badge).
    const queue = await injectOp(app, 'listStaffMoneyBacks', { token: second.token, query: { waiting: true } });
    expect(queue.json().data.map((m: { reference: string }) => m.reference)).toContain(reference);
    expect(queue.json().awaiting_approval).toBeGreaterThanOrEqual(1);
    // Nobody enters a second set of details over waiting ones.
    expect((await enter(reference, third)).statusCode).toBe(409);
    // The number waits sealed: not in the row as typed, not in any audit detail, not in an answer.
    const [waiting] = await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, (await rowOf(reference)).id));
    expect(waiting!.accountNumberSealed).toMatch(/^v1\./);
    expect(waiting!.accountNumberSealed).not.toContain('0123456789');
    const seen = JSON.stringify([
      await db().select().from(auditEvents).where(like(auditEvents.action, 'money_back.%')),
      dataOf('getStaffMoneyBack', await injectOp(app, 'getStaffMoneyBack', { token: second.token, params: { reference } })),
      dataOf('listStaffMoneyBacks', await injectOp(app, 'listStaffMoneyBacks', { token: second.token, query: { kind: 'refund' } })),
    ]);
    expect(seen).not.toContain('0123456789');
    // Whoever entered them never approves them (403), whatever the amount; the second member may (may_approve).
    const own = await approve(reference, requester);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You entered these bank details: another finance or admin member must approve them.');
    expect(dataOf('getStaffMoneyBack', await injectOp(app, 'getStaffMoneyBack', { token: second.token, params: { reference } })).bank_details).toMatchObject({ may_approve: true, approval_note: null });
    expect(retries).toEqual([]);
    const approved = await approve(reference, second);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(`Approved: Paystack will pay the refund to ${RESOLVED}, Guaranty Trust Bank account ending 6789.`);
    expect(approved.json().data).toMatchObject({ status: 'processing', bank_account_last4: '6789', bank_details: { status: 'sent', decided_by: expect.stringMatching(/^Member /) } });
    expect(retries).toEqual(['0123456789']);
    expect((await approve(reference, third)).statusCode).toBe(409);
    const after = await injectOp(app, 'listStaffMoneyBacks', { token: second.token, query: { waiting: true } });
    expect(after.json().data.map((m: { reference: string }) => m.reference)).not.toContain(reference);
    await app.sandboxIdle!();
    const row = await rowOf(reference);
    expect(row).toMatchObject({ status: 'processed', bankAccountLast4: '6789' });
    expect(retries).toHaveLength(1);
    // Erased once sent; audited with who entered and who approved (never the number).
    const [sent] = await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, row.id));
    expect(sent).toMatchObject({ status: 'sent', accountNumberSealed: null, enteredBy: requester.id, decidedBy: second.id });
    const audited = await db().select().from(auditEvents).where(and(eq(auditEvents.targetKind, 'money_back'), eq(auditEvents.targetId, String(row.id))));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['money_back.refund_bank_details_entered', 'money_back.refund_bank_details_approved', 'money_back.refund_bank_account']));
    const enteredEvent = audited.find((a) => a.action === 'money_back.refund_bank_details_entered')!;
    expect(enteredEvent).toMatchObject({ actorId: String(requester.id), details: expect.objectContaining({ account_last4: '6789', bank_code: '058' }) });
    expect(audited.find((a) => a.action === 'money_back.refund_bank_details_approved')).toMatchObject({ actorId: String(second.id), details: expect.objectContaining({ entered_by: requester.id }) });
    expect(JSON.stringify(audited)).not.toContain('0123456789');
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((l) => JSON.stringify(l).includes('0123456789'))).toEqual([]);
    // The customer is told where the money goes, and where it went: bank and last four digits.
    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.key, `money-back:${row.id}:%`));
    const toAccount = mails.find((m) => m.key!.startsWith(`money-back:${row.id}:bank_account`))!;
    expect(toAccount.text).toContain('your Guaranty Trust Bank account ending 6789');
    expect(mails.find((m) => m.key === `money-back:${row.id}:processed`)!.text).toContain('to your Guaranty Trust Bank account ending 6789');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('an account the bank does not know is refused with a clear message and nothing is stored; a bank code nobody lists too', async () => {
    const { reference } = await refundInNeedsAttention();
    const id = (await rowOf(reference)).id;
    const unknown = await enter(reference, requester, { account_number: '0987654321', bank_code: '058' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: 'Guaranty Trust Bank has no account ending 4321 that Paystack can name: check the number and the bank with the customer. Nothing was stored.',
      error: { account_number: [expect.stringContaining(SANDBOX_UNRESOLVED)] },
    });
    const noBank = await enter(reference, requester, { account_number: '0123456789', bank_code: '999' });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().error).toEqual({ bank_code: ['Paystack lists no bank with code 999: use the bank\'s code from its list (058 is Guaranty Trust Bank).'] });
    expect(await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, id))).toEqual([]);
    expect(retries).toEqual([]);
  });

  it('rejected with a reason (the enterer may withdraw, another member may reject): erased, nothing sent; details may be entered again', async () => {
    const { reference } = await refundInNeedsAttention();
    expect((await enter(reference, requester)).statusCode).toBe(202);
    expect((await injectOp(app, 'rejectStaffRefundBankAccount', { token: second.token, params: { reference }, invalidBody: { reason: '' } })).statusCode).toBe(422);
    const rejected = await reject(reference, second);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.bank_details).toMatchObject({ status: 'rejected', decision_reason: 'The customer gave another account on the phone', may_approve: false });
    expect((await reject(reference, second)).statusCode).toBe(409);
    expect((await approve(reference, third)).statusCode).toBe(409);
    const id = (await rowOf(reference)).id;
    expect((await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, id)))[0]).toMatchObject({ status: 'rejected', accountNumberSealed: null, decidedBy: second.id });
    // Entered again (by another member this time): the requester may approve those.
    expect((await enter(reference, third, { account_number: '2012345678', bank_code: '057' })).statusCode).toBe(202);
    // The table itself refuses what the code never does: details approved by whoever entered them, a number kept after them.
    const [open] = await db().select().from(refundBankDetails).where(and(eq(refundBankDetails.moneyBackId, id), eq(refundBankDetails.status, 'waiting')));
    await expect(db().update(refundBankDetails).set({ status: 'sending', decidedBy: third.id }).where(eq(refundBankDetails.id, open!.id))).rejects.toThrow();
    await expect(db().update(refundBankDetails).set({ status: 'sent', decidedBy: requester.id }).where(eq(refundBankDetails.id, open!.id))).rejects.toThrow();
    const approved = await approve(reference, requester);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.bank_details).toMatchObject({ status: 'sent', account_name: 'IBRAHIM MUSA', bank_name: 'Zenith Bank' });
    expect(retries).toEqual(['2012345678']);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('support may not enter, approve or reject bank details (403); an unknown refund is a 404; a refund not in needs-attention takes none (409)', async () => {
    const support = await staffSession(app, clock, ['support']);
    const { reference } = await refundInNeedsAttention();
    expect((await enter(reference, support)).statusCode).toBe(403);
    expect((await approve(reference, support)).statusCode).toBe(403);
    expect((await reject(reference, support)).statusCode).toBe(403);
    expect((await enter('RFD-20990101-NOSUCHXX', requester)).statusCode).toBe(404);
    expect((await approve('RFD-20990101-NOSUCHXX', second)).statusCode).toBe(404);
    expect((await reject('RFD-20990101-NOSUCHXX', second)).statusCode).toBe(404);
    // Nothing waiting: approve and reject are 409.
    expect((await approve(reference, second)).statusCode).toBe(409);
    expect((await reject(reference, second)).statusCode).toBe(409);
    await db().update(moneyBacks).set({ status: 'processing' }).where(eq(moneyBacks.reference, reference));
    expect((await enter(reference, requester)).statusCode).toBe(409);
    await db().update(moneyBacks).set({ status: 'needs_attention' }).where(eq(moneyBacks.reference, reference));
  });

  it('closing the account erases a number that still waits (the data map: account_number_sealed erased), the entry ends rejected', async () => {
    const { customer, reference } = await refundInNeedsAttention();
    expect((await enter(reference, requester)).statusCode).toBe(202);
    const closed = await injectOp(app, 'closeAccount', { token: customer.token, body: { password: TEST_PASSWORD, confirmation: 'CLOSE' } });
    expect(closed.statusCode).toBe(200);
    const [d] = await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, (await rowOf(reference)).id));
    expect(d).toMatchObject({ status: 'rejected', accountNumberSealed: null, decisionReason: 'The account was closed.', accountLast4: '6789' });
    expect((await approve(reference, second)).statusCode).toBe(409);
    expect(retries).toEqual([]);
  });

  it.runIf(kind === 'postgresql')('races: two approvers at once → sent once; approve racing reject → one wins', async () => {
    const first = await refundInNeedsAttention();
    expect((await enter(first.reference, requester)).statusCode).toBe(202);
    const both = await Promise.all([approve(first.reference, second), approve(first.reference, third)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(retries).toHaveLength(1);
    const other = await refundInNeedsAttention();
    expect((await enter(other.reference, requester)).statusCode).toBe(202);
    const raced = await Promise.all([approve(other.reference, second), reject(other.reference, third)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const approveWon = raced[0]!.statusCode === 200;
    const [details] = await db().select().from(refundBankDetails).where(eq(refundBankDetails.moneyBackId, (await rowOf(other.reference)).id));
    expect(details!.status).toBe(approveWon ? 'sent' : 'rejected');
    expect(details!.accountNumberSealed).toBeNull();
    expect(retries).toHaveLength(approveWon ? 2 : 1);
    await app.sandboxIdle!();
    expect(await checkLedger(db())).toEqual([]);
    expect((await db().select({ b: users.balance }).from(users).where(eq(users.id, first.customer.user.id)))[0]!.b).toBe(0);
  });
});
