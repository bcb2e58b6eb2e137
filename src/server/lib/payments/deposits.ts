import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Tx } from '#server/db/client.js';
import { commissions, deposits, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import { depositReceiptMail, sponsorReceiptMail, sponsorTopUpMail } from '#server/mail/templates.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { GatewayUnavailable, type Gateway, type MethodCode } from './gateways.js';
import { lockWallet, newTrx, post } from '#server/lib/ledger/ledger.js';
import { holdCommission } from '#server/lib/ledger/referral-credit.js';
import { notify, queuedAny } from '#server/lib/notifications/notifications.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { money, percentOf } from '#server/lib/platform/money.js';
import { BANK_TRANSFER_NAME } from '#server/lib/ledger/money-views.js';
import { chargeOf, checkout, newReference, paymentOf, settlePayment, type Payment, type PaymentPurpose, type PaymentServices, type SettleRecord } from './payments.js';

/**
 * Top-ups (docs/decisions/018-deposits-exactly-once.md), a purpose of lib/payments/payments.ts. Value is given only after a
 * server-side verification with the gateway and only to a deposit still Pending: the payments module's conditional
 * UPDATE pending → Success and this purpose's effect — the ledger credit, referral commissions and the receipt — are
 * ONE database transaction, so whatever arrives — return, webhook, re-verification job, on any instance, any number
 * of times, concurrently — exactly one caller wins. The receipt is a row of that same transaction in the mail outbox,
 * keyed `deposit-credited:<trx>`: sent after the commit, at least once, never twice (lib/platform/outbox.ts).
 */

export type DepositRow = typeof deposits.$inferSelect;

export const DEPOSIT_NOT_FOUND = 'Deposit not found.';

export function methodsView(services: Pick<PaymentServices, 'config' | 'gateways'>) {
  const { config } = services;
  return [...services.gateways.values()].map((g) => ({
    method_code: g.code,
    name: g.name,
    currency: 'NGN',
    min_amount: money(config.deposit.minKobo),
    max_amount: money(config.deposit.maxKobo),
    fixed_charge: money(config.deposit.charges[g.code].fixedKobo),
    percent_charge: config.deposit.charges[g.code].percentBp / 100,
  }));
}

/** A top-up amount within the configured limits (DEPOSIT_MIN / DEPOSIT_MAX), else a 422 on `amount`. */
export function checkTopUpAmount(config: Config, amountKobo: number) {
  const { minKobo, maxKobo } = config.deposit;
  if (amountKobo < minKobo) throw fieldError('amount', `Amount cannot be less than ${money(minKobo).replace(/\.00$/, '')} Naira`);
  if (amountKobo > maxKobo) throw fieldError('amount', `Amount cannot be more than ${money(maxKobo).replace(/\.00$/, '')} Naira`);
}

export async function initiate(
  s: PaymentServices,
  user: { id: number; email: string },
  methodCode: string,
  amountKobo: number,
  now: Date,
): Promise<{ redirectUrl: string; reference: string }> {
  const gateway = s.gateways.get(methodCode as MethodCode);
  if (!gateway) throw fieldError('method_code', 'The selected provider is not available.');
  checkTopUpAmount(s.config, amountKobo);
  const charge = chargeOf(s.config, gateway.code, amountKobo);
  const reference = newReference(topUp.prefix, now);
  const [row] = await s.db
    .insert(deposits)
    .values({ userId: user.id, trx: newTrx(), reference, methodCode: gateway.code, amount: amountKobo, charge, currency: 'NGN' })
    .returning();
  const { redirectUrl } = await checkout(s, topUp, gateway, { id: row!.id, reference, totalKobo: amountKobo + charge, email: user.email }, now);
  return { redirectUrl, reference };
}

/** The outbox key of a deposit's receipt: one receipt per credited deposit. */
export const receiptKey = (trx: string) => `deposit-credited:${trx}`;

/** A top-up's success, inside the settling transaction: the ledger credit, the referral commissions, the receipt. */
async function credit(tx: Tx, s: PaymentServices, payment: Payment, gateway: Gateway): Promise<{ mailQueued: boolean }> {
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, payment.id));
  return creditDeposit(tx, s, deposit!, gateway);
}

/**
 * The effect of a deposit that is paid, inside the transaction that made it so (the settlement's winning update, or
 * the insert of a verified bank transfer, lib/payments/bank-transfers.ts): ledger credit, referral commissions, receipt.
 */
export async function creditDeposit(tx: Tx, s: PaymentServices, d: DepositRow, gateway: Gateway): Promise<{ mailQueued: boolean }> {
  const method = d.channel === 'bank_transfer' ? BANK_TRANSFER_NAME : gateway.name;
  const posted = await post(tx, {
    userId: d.userId,
    amount: d.amount,
    charge: d.charge,
    type: '+',
    trx: d.trx,
    // A sponsor's payment (ADR 057) names the sponsor on the customer's ledger line.
    detail: d.sponsorName ? `Top-up from ${d.sponsorName}` : `Deposit via ${method}`,
    remark: 'deposit',
    cause: { kind: 'deposit', id: d.id },
  });
  await payCommissions(tx, s.config, d);
  const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, d.userId));
  // A sponsor's payment (ADR 057): the customer's receipt names the sponsor, and the sponsor gets a receipt of their own.
  if (d.sponsorName && d.sponsorEmail) {
    const queued = await sponsorMails(tx, s, d, { email: user!.email, firstname: user!.firstname }, gateway, posted.postBalance);
    return { mailQueued: queued };
  }
  // The receipt commits with the credit, or neither does; its key makes a second one impossible. It goes on the
  // channels the customer chose for "top-up credited" (lib/notifications/notifications.ts; e-mail and push by default).
  const queued = await notify(
    tx,
    d.userId,
    {
      event: 'topup_credited',
      key: receiptKey(d.trx),
      mail: depositReceiptMail({
        publicUrl: s.config.publicUrl,
        firstname: user!.firstname,
        gateway: method,
        amount: formatKobo(d.amount),
        charge: formatKobo(d.charge),
        balance: formatKobo(posted.postBalance),
        reference: d.reference,
        trx: d.trx,
      }),
      push: { title: 'Top-up credited', body: `${formatKobo(d.amount)} was added to your e-laundry balance.`, url: '/my/user/transactions' },
    },
    { publicUrl: s.config.publicUrl },
  );
  return { mailQueued: queuedAny(queued) };
}

/** The outbox key of the sponsor's receipt of a sponsored deposit (ADR 057). */
export const sponsorReceiptKey = (trx: string) => `sponsor-receipt:${trx}`;

/**
 * A sponsored top-up's two e-mails, in the crediting transaction: the customer's (naming the sponsor, under the usual
 * receipt key) and the sponsor's receipt (first name of the customer only, never their balance).
 */
async function sponsorMails(tx: Tx, s: PaymentServices, d: DepositRow, user: { email: string; firstname: string }, gateway: Gateway, balance: number): Promise<boolean> {
  const sponsor = d.sponsorName!;
  await notify(
    tx,
    d.userId,
    {
      event: 'topup_credited',
      key: receiptKey(d.trx),
      mail: sponsorTopUpMail({
        publicUrl: s.config.publicUrl,
        firstname: user.firstname,
        sponsor,
        gateway: gateway.name,
        amount: formatKobo(d.amount),
        balance: formatKobo(balance),
        reference: d.reference,
        trx: d.trx,
      }),
      push: { title: 'Top-up credited', body: `${sponsor} added ${formatKobo(d.amount)} to your e-laundry balance.`, url: '/my/user/transactions' },
    },
    { publicUrl: s.config.publicUrl },
  );
  await enqueueMail(
    tx,
    {
      to: d.sponsorEmail!,
      ...sponsorReceiptMail({
        publicUrl: s.config.publicUrl,
        sponsor,
        customerFirstname: user.firstname,
        gateway: gateway.name,
        amount: formatKobo(d.amount),
        charge: formatKobo(d.charge),
        total: formatKobo(d.amount + d.charge),
        reference: d.reference,
      }),
    },
    { key: sponsorReceiptKey(d.trx) },
  );
  // The sponsor's receipt is always queued (the sponsor has no preferences to honour).
  return true;
}

/** The top-up purpose of the payments module. */
export const topUp: PaymentPurpose = {
  name: 'deposit',
  kind: 'deposit',
  prefix: 'DEP',
  notFound: DEPOSIT_NOT_FOUND,
  table: deposits,
  total: sql<number>`${deposits.amount} + ${deposits.charge}`,
  settledAs: 'credited',
  failedColumns: {},
  paidColumns: () => ({}),
  onPaid: credit,
  outcome: async (s, userId, reference, now) => ({ ...(await depositDetail(s, userId, { reference }, now)), kind: 'deposit' }),
};

/**
 * True when the two customers have ever paid with the same card (a successful top-up or gateway card fee of each with
 * the same card hash). Called with both wallets locked, so neither side's payments can become paid meanwhile: every
 * payment is made paid under its payer's wallet lock (lib/payments/payments.ts settlePayment).
 */
async function shareACard(tx: Tx, a: number, b: number): Promise<boolean> {
  const cardsOf = (user: number) => sql`
    select card_hash from deposits where user_id = ${user}::int and status = 'Success' and card_hash is not null
    union select card_hash from card_requests where user_id = ${user}::int and status = 'Success' and card_hash is not null`;
  const result = await tx.execute(sql`select exists (select 1 from (${cardsOf(a)}) x join (${cardsOf(b)}) y using (card_hash)) as shared`);
  const [row] = ((result as { rows?: { shared: boolean }[] }).rows ?? (result as unknown as { shared: boolean }[])) as { shared: boolean }[];
  return row?.shared === true;
}

/**
 * Referral commissions of a successful deposit, up the referral chain (level 1 = the depositor's referrer), under the
 * self-referral policy (docs/decisions/040-card-fee-journals-and-self-referral.md):
 * - no commission to a referrer who has paid with a card the depositor has paid with (this top-up's card or any
 *   earlier one, in either order, top-ups and card fees alike): a second account topped up with one's own card earns
 *   nothing; the chain goes on above (another referrer may be honest);
 * - a top-up paid without a card the gateway names (bank transfer, USSD) pays commissions of at most its charge, all
 *   levels together (level 1 first): topping up a second account that way costs at least what it earns.
 * A commission is HELD, not credited (docs/decisions/071-referral-credit-earned-by-spending.md): lib/ledger/referral-credit.ts
 * earns it when the depositor's laundry spending covers it, or voids it when the top-up is refunded.
 */
async function payCommissions(tx: Tx, config: Config, deposit: DepositRow) {
  let fromId = deposit.userId;
  let cap = deposit.cardHash ? Number.POSITIVE_INFINITY : deposit.charge;
  for (const [i, bp] of config.referralPercentsBp.entries()) {
    const [from] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, fromId));
    const referrer = from?.referredBy;
    if (!referrer) return;
    const amount = Math.min(percentOf(deposit.amount, bp), cap);
    if (amount > 0) {
      await lockWallet(tx, referrer); // before the commission row's share lock on it (lib/ledger/ledger.ts, lock order)
      if (!(await shareACard(tx, deposit.userId, referrer))) {
        const [c] = await tx
          .insert(commissions)
          .values({ userId: referrer, fromUserId: deposit.userId, depositId: deposit.id, level: i + 1, percentBp: bp, amount, type: 'deposit', status: 'held' })
          .returning({ id: commissions.id });
        // Held until the referred customer's laundry spending earns it (ADR 071, lib/ledger/referral-credit.ts).
        await holdCommission(tx, { id: c!.id, amount, level: i + 1 });
        cap -= amount;
      }
    }
    fromId = referrer;
  }
}

/** The deposit view of getDeposit / getPaymentOutcome (after re-verifying it while pending). */
export async function depositDetail(s: PaymentServices, userId: number, where: { id?: number; reference?: string }, now: Date) {
  const cond = where.id !== undefined ? eq(deposits.id, where.id) : eq(deposits.reference, where.reference ?? '');
  let [row] = await s.db.select().from(deposits).where(and(cond, eq(deposits.userId, userId)));
  if (!row) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  if (row.status === 'Pending' && (await (s.mayVerify?.() ?? true))) {
    const payment = await paymentOf(s.db, topUp, row.reference);
    if (payment) await settlePayment(s, topUp, payment, now);
    [row] = await s.db.select().from(deposits).where(eq(deposits.id, row.id));
  }
  const [user] = await s.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const d = row!;
  return {
    id: d.id,
    trx: d.trx,
    created_at: d.createdAt.toISOString(),
    method_code: d.methodCode,
    payment_gateway: d.channel === 'bank_transfer' ? BANK_TRANSFER_NAME : (s.gateways.get(d.methodCode as MethodCode)?.name ?? d.methodCode),
    amount: money(d.amount),
    charge: money(d.charge),
    total: money(d.amount + d.charge),
    currency: d.currency,
    status: d.status,
    reference: d.reference,
    completed_at: d.completedAt ? d.completedAt.toISOString() : null,
    balance: money(user?.balance ?? 0),
  };
}

// ---------------------------------------------------------------- re-verification on demand (ADR 048)

export const REVERIFY_RESULTS = ['credited', 'failed', 'pending', 'settled-before'] as const;
export type ReverifyResult = (typeof REVERIFY_RESULTS)[number];

/** 409 for a deposit that is not Pending: nothing to re-verify. */
export const notPendingMessage = (status: string) => `This deposit is already ${status}. Only a pending deposit can be re-verified.`;
/** 502 when the gateway cannot be asked: the deposit stays Pending. */
export const gatewayDownMessage = (gateway: string) => `${gateway} is not reachable right now. The deposit stays Pending; please try again in a few minutes.`;

/**
 * Asks a pending deposit's gateway now and settles it by the payments module's one ladder (ADR 018, 035) — the
 * console's re-verify (reverifyStaffDeposit) and `npm run ops -- deposits:recheck --reference` call this. Exactly once
 * with whatever runs at the same time (the webhook, the job, a second click): the conditional update decides. The
 * attempt is audited (`deposit.reverify`, status before and after, the result) in the transaction of its write; when
 * the gateway cannot be reached the attempt is recorded, the deposit stays Pending and a 502 says so. Not Pending: 409,
 * nothing asked.
 */
export async function reverifyDeposit(
  s: PaymentServices,
  ctx: AuditContext,
  where: { id: number } | { reference: string },
  now: Date,
): Promise<{ result: ReverifyResult; depositId: number }> {
  const [row] = await s.db
    .select()
    .from(deposits)
    .where('id' in where ? eq(deposits.id, where.id) : eq(deposits.reference, where.reference));
  if (!row) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  if (row.status !== 'Pending') throw new ApiError(409, notPendingMessage(row.status));
  const payment = await paymentOf(s.db, topUp, row.reference);
  if (!payment) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  const gatewayName = s.gateways.get(row.methodCode as MethodCode)?.name ?? row.methodCode;
  const record = async (tx: Tx, outcome: SettleRecord) => {
    const [after] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, row.id));
    await audit(tx, ctx, {
      action: 'deposit.reverify',
      target: { kind: 'deposit', id: row.id },
      details: { user_id: row.userId, reference: row.reference, gateway: row.methodCode, result: outcome, before: { status: row.status }, after: { status: after?.status ?? row.status } },
    });
  };
  try {
    const result = await settlePayment(s, topUp, payment, now, { record, throwUnavailable: true });
    return { result: result as ReverifyResult, depositId: row.id };
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw new ApiError(502, gatewayDownMessage(gatewayName));
    throw err;
  }
}
