import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, hubCharges, locations, mailOutbox, moneyBacks, serviceCenters, tickets } from '#server/db/schema.js';
import { ACCOUNTS, newTrx, post } from '#server/lib/ledger/ledger.js';
import { requestAdjustment, requestRefund, reverseHubCharge } from '#server/lib/money-back/money-back.js';
import { rejectMoneyBack } from '#server/lib/money-back/approvals.js';
import type { MoneyBackServices } from '#server/lib/money-back/money-back-row.js';
import { finishRefund } from '#server/lib/money-back/refund-outcome.js';
import { databaseKinds, dataOf, injectOp, type DataOf, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * Customers see money given back (issue 25, ADR 049): the requests are made through the core (lib/money-back/money-back.ts), then
 * read as the customer reads them — My Transactions (labels' data, statuses, links to what each line compensates, the
 * `trx` filter), deposit details (refunds and totals), the CSV and PDF statement, the ticket's support reply — and
 * never by another customer.
 */
const kinds = await databaseKinds();

/** The text drawn in a PDF made by pdfkit (its content streams inflated, its hex strings decoded), one string per TJ. */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return out;
}

describe.each(kinds)('money given back, as the customer sees it, on %s', (kind) => {
  let app: FastifyInstance;
  const ctx = { actor: { kind: 'operator' as const, label: 'test.money-back' }, requestId: null };
  const who = { staffId: null };
  let s: MoneyBackServices;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0' });
    s = { approvalAboveKobo: 10_000_00, approvalDailyPerCustomerKobo: 1e12, approvalDailyPerMemberKobo: 1e12, publicUrl: app.ctx.config.publicUrl, supportName: app.ctx.config.supportName };
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  let n = 0;

  /** A successful Paystack top-up of `amount` kobo, credited to the wallet as the payments module would. */
  async function topUp(userId: number, amount: number) {
    const reference = `DEP-MB-${kind}-${userId}-${++n}`;
    const [d] = await db().insert(deposits).values({ userId, trx: newTrx(), reference, methodCode: 'paystack', amount, charge: 0, status: 'Success', completedAt: new Date() }).returning();
    await db().transaction((tx) => post(tx, { userId, amount, type: '+', detail: 'Deposit via Paystack', remark: 'deposit', cause: { kind: 'deposit', id: d!.id }, counter: ACCOUNTS.gatewayClearing('paystack') }));
    return d!;
  }

  /** A hub charge of `amount` kobo (a started cycle), with its wallet line. */
  async function hubCharge(userId: number, amount: number) {
    const [loc] = await db().insert(locations).values({ name: `MB ${kind} ${userId} ${++n}` }).returning();
    const [sc] = await db().insert(serviceCenters).values({ locationId: loc!.id, name: 'MB Choba Hub' }).returning();
    const line = await db().transaction((tx) => post(tx, { userId, amount, type: '-', detail: 'Wash at MB Choba Hub, machine 4', remark: 'hub_charge', cause: { kind: 'test', id: null }, counter: ACCOUNTS.hubRevenue(sc!.id) }));
    const [charge] = await db()
      .insert(hubCharges)
      .values({ serviceCenterId: sc!.id, cycleId: `cy-${n}`, cardNumber: '0000000000', userId, amount, trx: line.trx, status: 201, body: {} })
      .returning();
    return charge!;
  }

  type Page = { total: number; page: number; data: DataOf<'listTransactions'> };
  const list = async (token: string, query: Record<string, unknown> = {}): Promise<Page> => {
    const res = await injectOp(app, 'listTransactions', { token, query: { per_page: 100, ...query } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('My Transactions: each money-back line with its kind, status, reason and what it compensates; the trx link; nothing of another customer', async () => {
    const { token, user } = await signedIn(app);
    const other = await signedIn(app);
    const deposit = await topUp(user.id, 5_000_00);
    const charge = await hubCharge(user.id, 750_00);

    const processed = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 2_000_00, reason: 'Customer asked on the phone' }, s, new Date())).row;
    await finishRefund(db(), ctx, processed.id, 'processed', { gatewayStatus: 'processed' }, s, new Date());
    const failed = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 1_000_00, reason: 'Second part' }, s, new Date())).row;
    await finishRefund(db(), ctx, failed.id, 'failed', { gatewayStatus: 'failed', failureReason: 'Card closed' }, s, new Date());
    const reversal = (await reverseHubCharge(db(), ctx, who, { hubChargeId: charge.id, reason: 'Machine 4 jammed (hub report)' }, s, new Date())).row;
    const credit = (await requestAdjustment(db(), ctx, who, { userId: user.id, direction: '+', amountKobo: 500_00, reason: 'Goodwill credit for the hub closure' }, s, new Date())).row;
    const held = (await requestAdjustment(db(), ctx, who, { userId: user.id, direction: '-', amountKobo: 200_00, reason: 'Double credit corrected' }, { ...s, approvalAboveKobo: 100_00 }, new Date())).row;
    await rejectMoneyBack(db(), ctx, null, held.id, 'Not needed', s, new Date());

    const page = await list(token);
    // Balances: 5000 − 750 − 2000 − 1000 + 1000 (returned) + 750 + 500 − 200 + 200 (returned) = 3500.
    expect(page.data[0]!.user.balance).toBe('3500.00');
    const byRef = (reference: string, returned = false) => page.data.find((t) => t.money_back?.reference === reference && t.money_back.returned === returned)!;

    expect(byRef(processed.reference)).toMatchObject({
      trx: processed.trx,
      trx_type: '-',
      amount: '2000.00',
      detail: `Refund of top-up ${deposit.reference} (${processed.reference})`,
      money_back: { kind: 'refund', returned: false, status: 'refunded', reason: null, compensates: { trx: null, deposit_id: deposit.id, deposit_reference: deposit.reference } },
    });
    expect(byRef(failed.reference)).toMatchObject({ trx_type: '-', money_back: { kind: 'refund', status: 'failed', compensates: { deposit_id: deposit.id } } });
    expect(byRef(failed.reference, true)).toMatchObject({
      trx_type: '+',
      amount: '1000.00',
      money_back: { kind: 'refund', returned: true, status: 'failed', compensates: { trx: failed.trx, deposit_id: deposit.id, deposit_reference: deposit.reference } },
    });
    expect(byRef(reversal.reference)).toMatchObject({
      trx_type: '+',
      amount: '750.00',
      money_back: { kind: 'reversal', returned: false, status: 'done', reason: 'The cycle did not run.', compensates: { trx: charge.trx, deposit_id: null, deposit_reference: null } },
    });
    // The hub's own words stay in the console.
    expect(JSON.stringify(byRef(reversal.reference))).not.toContain('jammed');
    expect(byRef(credit.reference)).toMatchObject({ trx_type: '+', money_back: { kind: 'adjustment', status: 'done', reason: 'Goodwill credit for the hub closure', compensates: { trx: null } } });
    expect(byRef(held.reference)).toMatchObject({ trx_type: '-', money_back: { kind: 'adjustment', returned: false, status: 'not_approved' } });
    expect(byRef(held.reference, true)).toMatchObject({ trx_type: '+', money_back: { kind: 'adjustment', returned: true, status: 'not_approved', compensates: { trx: held.trx } } });
    // Lines that are not money given back carry no money_back.
    expect(page.data.filter((t) => !t.money_back).map((t) => t.detail)).toEqual(['Wash at MB Choba Hub, machine 4', 'Deposit via Paystack']);
    expect(page.data.filter((t) => t.money_back)).toHaveLength(7);

    // The links: a reversal's compensated line, a returned amount's refund line.
    const charged = await list(token, { trx: charge.trx });
    expect(charged).toMatchObject({ total: 1, page: 1 });
    expect(charged.data.map((t) => [t.trx, t.detail, t.money_back])).toEqual([[charge.trx, 'Wash at MB Choba Hub, machine 4', undefined]]);
    const refundLine = await list(token, { trx: failed.trx });
    expect(refundLine.data).toHaveLength(1);
    expect(refundLine.data[0]!.money_back).toMatchObject({ reference: failed.reference, returned: false });
    expect((await list(token, { trx: 'TRXNOSUCHLINE' })).total).toBe(0);
    expect((await list(token, { trx: charge.trx!, page: 2 })).data).toEqual([]);

    // Another customer: their list has none of it, a link to this customer's line finds nothing.
    const theirs = await list(other.token);
    expect(theirs).toMatchObject({ total: 0, data: [] });
    expect(await list(other.token, { trx: processed.trx })).toMatchObject({ total: 0, data: [] });
    // Their own money-back line is theirs alone.
    const theirDeposit = await topUp(other.user.id, 1_000_00);
    const theirRefund = (await requestRefund(db(), ctx, who, { depositId: theirDeposit.id, amountKobo: 300_00, reason: 'x' }, s, new Date())).row;
    expect((await list(other.token)).data[0]!.money_back).toMatchObject({ reference: theirRefund.reference, status: 'in_progress' });
    expect((await list(token)).data.some((t) => t.money_back?.reference === theirRefund.reference)).toBe(false);
  });

  it('deposit details: the refunds of that top-up, newest first, in customer terms, with the refunded and in-progress totals; 404 for another customer', async () => {
    const { token, user } = await signedIn(app);
    const other = await signedIn(app);
    const deposit = await topUp(user.id, 10_000_00);
    const untouched = await topUp(user.id, 1_000_00);
    const t0 = new Date();
    const done = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 2_000_00, reason: 'a' }, s, t0)).row;
    await finishRefund(db(), ctx, done.id, 'processed', {}, s, t0);
    const gone = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 1_000_00, reason: 'b' }, s, t0)).row;
    await finishRefund(db(), ctx, gone.id, 'failed', { failureReason: 'Account closed' }, s, t0);
    const open = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 1_500_00, reason: 'c' }, s, t0)).row;
    const waits = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 500_00, reason: 'd' }, { ...s, approvalAboveKobo: 100_00 }, t0)).row;
    const refused = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 400_00, reason: 'e' }, { ...s, approvalAboveKobo: 100_00 }, t0)).row;
    await rejectMoneyBack(db(), ctx, null, refused.id, 'Duplicate request', s, t0);
    // needs_attention: the gateway wants the customer's bank details (set as the gateway side would).
    const attention = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 100_00, reason: 'f' }, s, t0)).row;
    await db().update(moneyBacks).set({ status: 'needs_attention' }).where(eq(moneyBacks.id, attention.id));

    const d = dataOf('getDeposit', await injectOp(app, 'getDeposit', { token, params: { id: deposit.id } }));
    expect(d.refunds.map((r) => [r.reference, r.amount, r.status, r.trx])).toEqual([
      [attention.reference, '100.00', 'needs_bank_details', attention.trx],
      [refused.reference, '400.00', 'not_approved', refused.trx],
      [waits.reference, '500.00', 'requested', waits.trx],
      [open.reference, '1500.00', 'in_progress', open.trx],
      [gone.reference, '1000.00', 'failed', gone.trx],
      [done.reference, '2000.00', 'refunded', done.trx],
    ]);
    expect(d.refunds.find((r) => r.reference === done.reference)!.completed_at).toBe(t0.toISOString());
    expect(d.refunds.find((r) => r.reference === open.reference)!.completed_at).toBeNull();
    expect(d.refunds.every((r) => r.requested_at === t0.toISOString())).toBe(true);
    expect(d).toMatchObject({ amount: '10000.00', refunded: '2000.00', refund_in_progress: '2100.00' });
    expect(dataOf('getDeposit', await injectOp(app, 'getDeposit', { token, params: { id: untouched.id } }))).toMatchObject({ refunds: [], refunded: '0.00', refund_in_progress: '0.00' });

    // Another customer: 404, nothing of the refunds.
    const peek = await injectOp(app, 'getDeposit', { token: other.token, params: { id: deposit.id } });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain(done.reference);
  });

  it('statement: CSV and PDF name each entry, its reference and what it compensates', async () => {
    const { token, user } = await signedIn(app);
    const deposit = await topUp(user.id, 5_000_00);
    const charge = await hubCharge(user.id, 750_00);
    const refund = (await requestRefund(db(), ctx, who, { depositId: deposit.id, amountKobo: 1_000_00, reason: 'a' }, s, new Date())).row;
    await finishRefund(db(), ctx, refund.id, 'failed', {}, s, new Date());
    const reversal = (await reverseHubCharge(db(), ctx, who, { hubChargeId: charge.id, reason: 'r' }, s, new Date())).row;
    const adjustment = (await requestAdjustment(db(), ctx, who, { userId: user.id, direction: '-', amountKobo: 50_00, reason: 'Duplicate top-up, "corrected"' }, s, new Date())).row;
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);

    const csv = await injectOp(app, 'downloadStatement', { token, query: { from: today, to: today } });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('Date,Trx,Details,Amount,Charge,Type,Post balance,Entry,Reference,Compensates');
    const tail = rows.slice(1).map((r) => r.split(',').slice(-7).join(','));
    expect(tail).toEqual([
      '5000.00,0.00,+,5000.00,Top-up,,',
      '750.00,0.00,-,4250.00,Hub charge,,',
      `1000.00,0.00,-,3250.00,Refund,${refund.reference},${deposit.reference}`,
      `1000.00,0.00,+,4250.00,Refund returned,${refund.reference},${refund.trx}`,
      `750.00,0.00,+,5000.00,Reversal,${reversal.reference},${charge.trx}`,
      `50.00,0.00,-,4950.00,Adjustment (debit),${adjustment.reference},`,
    ]);

    const pdf = await injectOp(app, 'downloadStatement', { token, query: { from: today, to: today, format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const want of [
      `Refund ${refund.reference}`,
      `Of top-up ${deposit.reference}`,
      `Refund returned ${refund.reference}`,
      `Returns ${refund.trx}`,
      `Reversal ${reversal.reference}`,
      `Reverses ${charge.trx}: the cycle did not run`,
      `Adjustment (debit) ${adjustment.reference}`,
      'Reason: Duplicate top-up, "corrected"',
    ])
      expect(text, want).toContain(want);
  });

  it("the ticket named by a request gets support's reply, read by the customer as Support's; each outcome is e-mailed once", async () => {
    const { token, user } = await signedIn(app);
    const number = String(100000 + Math.floor(Math.random() * 899999));
    const [ticket] = await db().insert(tickets).values({ number, userId: user.id, subject: 'Machine took my money', priority: 'High' }).returning();
    await topUp(user.id, 1_000_00);
    const charge = await hubCharge(user.id, 750_00);
    const first = await reverseHubCharge(db(), ctx, who, { hubChargeId: charge.id, reason: 'r', ticketId: ticket!.id }, s, new Date());
    const again = await reverseHubCharge(db(), ctx, who, { hubChargeId: charge.id, reason: 'r', ticketId: ticket!.id }, s, new Date());
    expect(again).toMatchObject({ created: false, row: { id: first.row.id } });

    const view = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket: number } }));
    expect(view.status).toBe('Answered');
    const replies = view.messages.filter((m) => m.from === 'support');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.user).toBe(app.ctx.config.supportName);
    expect(replies[0]!.message).toContain(`the cycle charged as ${charge.trx}`);
    expect(replies[0]!.message).toContain(`Reference: ${first.row.reference}`);
    expect(replies[0]!.message).not.toMatch(/^Hello/);
    expect(replies[0]!.message).not.toContain('--');
    expect(replies[0]!.message).toMatch(/\nYou can see it in My Transactions\.$/);
    expect(replies[0]!.message).not.toContain('http');

    // Each outcome once, whatever is replayed: the reversal reported again, a refund's outcome told twice, a rejection repeated.
    const refund = (await requestRefund(db(), ctx, who, { depositId: (await topUp(user.id, 1_000_00)).id, amountKobo: 100_00, reason: 'x', ticketId: ticket!.id }, s, new Date())).row;
    expect(await finishRefund(db(), ctx, refund.id, 'processed', {}, s, new Date())).not.toBeNull();
    expect(await finishRefund(db(), ctx, refund.id, 'processed', {}, s, new Date())).toBeNull();
    expect(await finishRefund(db(), ctx, refund.id, 'failed', {}, s, new Date())).toBeNull();
    const held = (await requestAdjustment(db(), ctx, who, { userId: user.id, direction: '-', amountKobo: 300_00, reason: 'y' }, { ...s, approvalAboveKobo: 100_00 }, new Date())).row;
    await rejectMoneyBack(db(), ctx, null, held.id, 'no', s, new Date());
    await expect(rejectMoneyBack(db(), ctx, null, held.id, 'no', s, new Date())).rejects.toMatchObject({ code: 409 });
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(queued.map((m) => m.key).filter((k) => k?.startsWith('money-back:')).sort()).toEqual(
      [`money-back:${first.row.id}:done`, `money-back:${refund.id}:processed`, `money-back:${held.id}:rejected`].sort(),
    );
    expect(queued.find((m) => m.key === `money-back:${refund.id}:processed`)!.subject).toBe('e-laundry: Refund of ₦100.00 completed');
    // The ticket got one reply per outcome it names (the reversal, the processed refund).
    const after = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket: number } }));
    expect(after.messages.filter((m) => m.from === 'support').map((m) => m.message.split('\n')[0])).toEqual([
      replies[0]!.message.split('\n')[0],
      'The payment gateway has refunded ₦100.00 to the card or account you paid with.',
    ]);
  });
});
