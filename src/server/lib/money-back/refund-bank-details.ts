import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { moneyBacks, refundBankDetails, staffMembers } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { banksOf } from '#server/lib/payments/bank-transfers.js';
import { AccountNotResolved, GatewayUnavailable, RefundRefused, type Gateway, type MethodCode, type RefundState } from '#server/lib/payments/gateways.js';
import type { MoneyBackRow } from './money-back-row.js';
import { tell } from './tell.js';
import { BANK_DETAILS_SENDING, OWN_BANK_DETAILS, type RefundBankDetailsRow } from './refund-bank-details-view.js';
import { applyRefundState, gatewayDown, NO_ACCOUNT_RETRY, NOT_NEEDING_ATTENTION, REFUND_NOT_FOUND, type BankAccount, type RefundServices } from './refunds.js';
import { open, seal } from '#server/lib/platform/sealed.js';

/**
 * A customer's bank account for a refund its gateway holds in needs-attention (docs/decisions/070-…, issue 37 §3): the
 * way a refund's money can be sent somewhere else than where it came from, so it takes two people.
 * - ENTER (finance, admin): the account is resolved at once with the gateway's account-name lookup (Paystack's Resolve
 *   Account Number) — an account the bank cannot name is refused and nothing is stored — then stored `waiting`: the
 *   bank, the last 4 digits, the name the bank holds, who entered it, and the number SEALED (lib/platform/sealed.ts,
 *   BANK_DETAILS_KEY, bound to the refund). Nothing is sent. One open entry per refund (unique index).
 * - APPROVE (a different finance or admin member — never whoever entered them, whatever the amount; a CHECK too): a
 *   conditional move waiting → sending claims them (of racing approvers and a racing rejection one wins), then — after
 *   that commit, never inside a transaction — the gateway is asked to retry the refund to the account. Taken → `sent`,
 *   the number erased, the refund's last 4 kept, the customer e-mailed the bank and the last 4 digits; refused → `refused`
 *   with its words, erased; unreachable → `waiting` again.
 * - REJECT (any finance or admin member, the enterer too: a withdrawal) with a reason: erased; details may be entered
 *   again. Every step audited with who entered and who decided — never the number.
 */

export const DETAILS_WAITING = (who: string) => `Bank details for this refund already wait for approval (entered by ${who}): approve or reject them first.`;
export const NOTHING_WAITING = 'No bank details wait for approval on this refund.';
export const UNREADABLE =
  'These bank details can no longer be read (the key that seals them changed): nothing was sent. Enter them again.';
export const noLongerNeeded = (status: string) => `The refund no longer needs bank details (it is ${status.replace('_', ' ')}): nothing was sent.`;
export const gatewayDownWaiting = (name: string) => `${name} is not reachable right now: the bank details still wait for approval. Please try again in a few minutes.`;

/** How long an approver's claim on the gateway call holds (longer than the call's 15 s timeout). */
export const SENDING_LEASE_MS = 60_000;
/** The additional data a sealed number is bound to: it opens only for this refund. */
const boundTo = (refundId: number) => `refund_bank_details:money_back:${refundId}`;

const refundOf = async (db: Db, id: number): Promise<MoneyBackRow> => {
  const [row] = await db.select().from(moneyBacks).where(and(eq(moneyBacks.id, id), eq(moneyBacks.kind, 'refund')));
  if (!row) throw new ApiError(404, REFUND_NOT_FOUND);
  return row;
};

/** The refund's open entry (waiting or being sent), if any. */
const openEntryOf = async (db: Db, id: number): Promise<RefundBankDetailsRow | null> =>
  (await db.select().from(refundBankDetails).where(and(eq(refundBankDetails.moneyBackId, id), inArray(refundBankDetails.status, ['waiting', 'sending']))).orderBy(desc(refundBankDetails.id)))[0] ?? null;

const staffName = async (db: Db, id: number) => {
  const [m] = await db.select({ name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.id, id));
  return m?.name || m?.email || `staff ${id}`;
};

/** The gateway that can take an account for this refund, or 409 (Flutterwave refunds have no needs-attention). */
function accountGateway(s: RefundServices, row: MoneyBackRow): Gateway & Required<Pick<Gateway, 'retryRefundWithAccount' | 'resolveAccount'>> {
  const gateway = s.gateways.get(row.gateway as MethodCode);
  if (!gateway?.retryRefundWithAccount || !gateway.resolveAccount) throw new ApiError(409, NO_ACCOUNT_RETRY);
  return gateway as Gateway & Required<Pick<Gateway, 'retryRefundWithAccount' | 'resolveAccount'>>;
}

const needsAccount = (row: MoneyBackRow) => row.status === 'needs_attention' && row.gatewayRefundId !== null;

/**
 * Enters (and resolves) the customer's account for a refund in needs-attention: stored waiting for a second member,
 * nothing sent. 404 unknown refund; 409 not in needs-attention, no account retry at its gateway, details already
 * waiting; 422 a bank code the gateway does not list or an account it cannot name (nothing stored); 502 gateway down.
 */
export async function enterBankDetails(s: RefundServices, ctx: AuditContext, staffId: number, id: number, account: BankAccount, now: Date): Promise<{ row: MoneyBackRow; details: RefundBankDetailsRow }> {
  const row = await refundOf(s.db, id);
  if (!needsAccount(row)) throw new ApiError(409, NOT_NEEDING_ATTENTION);
  const gateway = accountGateway(s, row);
  const waiting = await openEntryOf(s.db, id);
  if (waiting) throw new ApiError(409, DETAILS_WAITING(await staffName(s.db, waiting.enteredBy)));
  let banks;
  try {
    banks = await banksOf(gateway);
  } catch (err) {
    if (err instanceof ApiError && err.code === 502) throw new ApiError(502, gatewayDown(gateway.name));
    throw err;
  }
  const bank = banks.find((b) => b.code === account.bankCode);
  if (!bank) throw fieldError('bank_code', `${gateway.name} lists no bank with code ${account.bankCode}: use the bank's code from its list (058 is Guaranty Trust Bank).`);
  const last4 = account.accountNumber.slice(-4);
  let resolved;
  try {
    resolved = await gateway.resolveAccount(account.accountNumber, bank.code);
  } catch (err) {
    if (err instanceof AccountNotResolved) {
      throw new ApiError(
        422,
        `${bank.name} has no account ending ${last4} that ${gateway.name} can name: check the number and the bank with the customer. Nothing was stored.`,
        { account_number: [`${gateway.name} could not name this account at ${bank.name} (${err.message}).`] },
      );
    }
    if (err instanceof GatewayUnavailable) throw new ApiError(502, gatewayDown(gateway.name));
    throw err;
  }
  const details = await inTransaction(s.db, async (tx) => {
    const [made] = await tx
      .insert(refundBankDetails)
      .values({
        moneyBackId: id,
        userId: row.userId,
        gateway: gateway.code,
        bankCode: bank.code,
        bankName: bank.name,
        gatewayBankId: resolved.bankId,
        accountLast4: last4,
        accountName: resolved.accountName,
        accountNumberSealed: seal(s.bankDetailsKey, account.accountNumber, boundTo(id)),
        status: 'waiting',
        enteredBy: staffId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!made) return null;
    await audit(tx, ctx, {
      action: 'money_back.refund_bank_details_entered',
      target: { kind: 'money_back', id },
      details: { user_id: row.userId, reference: row.reference, details_id: made.id, bank_code: made.bankCode, account_last4: last4, entered_by: staffId, status: 'waiting' },
    });
    return made;
  });
  if (!details) {
    const other = await openEntryOf(s.db, id);
    throw new ApiError(409, DETAILS_WAITING(other ? await staffName(s.db, other.enteredBy) : 'another member'));
  }
  return { row, details };
}

/** Ends an entry that was claimed for sending without sending it (refused, unreadable, no longer needed): erased. */
async function setAside(s: RefundServices, ctx: AuditContext, row: MoneyBackRow, d: RefundBankDetailsRow, status: 'refused' | 'rejected', reason: string, now: Date) {
  await inTransaction(s.db, async (tx) => {
    const [ended] = await tx
      .update(refundBankDetails)
      .set({ status, decisionReason: reason, accountNumberSealed: null, sendingUntil: null, decidedAt: now })
      .where(and(eq(refundBankDetails.id, d.id), eq(refundBankDetails.status, 'sending')))
      .returning();
    if (ended) {
      await audit(tx, ctx, {
        action: status === 'refused' ? 'money_back.refund_bank_details_refused' : 'money_back.refund_bank_details_set_aside',
        target: { kind: 'money_back', id: row.id },
        details: { user_id: row.userId, reference: row.reference, details_id: d.id, account_last4: d.accountLast4, entered_by: d.enteredBy, approved_by: d.decidedBy, reason },
      });
    }
  });
}

/**
 * Approves the refund's waiting bank details (a member who did not enter them) and only then sends them to the
 * gateway. 404; 403 own entry; 409 nothing waits (or another approval / rejection won), being sent, the refund moved on,
 * the gateway refused them; 502 gateway down (they wait again).
 */
export async function approveBankDetails(s: RefundServices, ctx: AuditContext, staffId: number, id: number, now: Date): Promise<{ row: MoneyBackRow; details: RefundBankDetailsRow; gatewayName: string }> {
  const before = await refundOf(s.db, id);
  const entry = await openEntryOf(s.db, id);
  if (!entry) throw new ApiError(409, NOTHING_WAITING);
  if (entry.enteredBy === staffId) throw new ApiError(403, OWN_BANK_DETAILS);
  if (entry.status === 'sending' && entry.sendingUntil !== null && entry.sendingUntil > now) throw new ApiError(409, BANK_DETAILS_SENDING);
  const claimed = await inTransaction(s.db, async (tx) => {
    const [c] = await tx
      .update(refundBankDetails)
      .set({ status: 'sending', decidedBy: staffId, decidedAt: now, sendingUntil: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where(
        and(
          eq(refundBankDetails.id, entry.id),
          or(eq(refundBankDetails.status, 'waiting'), and(eq(refundBankDetails.status, 'sending'), lt(refundBankDetails.sendingUntil, now))),
        ),
      )
      .returning();
    if (!c) return null;
    await audit(tx, ctx, {
      action: 'money_back.refund_bank_details_approved',
      target: { kind: 'money_back', id },
      details: { user_id: c.userId, reference: before.reference, details_id: c.id, bank_code: c.bankCode, account_last4: c.accountLast4, entered_by: c.enteredBy, approved_by: staffId },
    });
    return c;
  });
  if (!claimed) throw new ApiError(409, NOTHING_WAITING);
  // What the refund is NOW (a webhook may have moved it while the details waited).
  const row = await refundOf(s.db, id);
  const gateway = s.gateways.get(row.gateway as MethodCode);
  if (!needsAccount(row) || !gateway?.retryRefundWithAccount) {
    const why = !needsAccount(row) ? noLongerNeeded(row.status) : NO_ACCOUNT_RETRY;
    await setAside(s, ctx, row, claimed, 'rejected', why, now);
    throw new ApiError(409, why);
  }
  const accountNumber = open(s.bankDetailsKey, claimed.accountNumberSealed, boundTo(id));
  if (!accountNumber || !/^\d{10}$/.test(accountNumber)) {
    await setAside(s, ctx, row, claimed, 'refused', UNREADABLE, now);
    throw new ApiError(409, UNREADABLE);
  }
  let state: RefundState;
  try {
    // Paystack's Retry Refund takes its own bank id (the resolve answer's bank_id).
    state = await gateway.retryRefundWithAccount(row.gatewayRefundId!, { accountNumber, bankCode: claimed.gatewayBankId ?? claimed.bankCode });
  } catch (err) {
    if (err instanceof RefundRefused) {
      const why = `${gateway.name} did not take these details: ${err.message}. Nothing was sent; enter them again.`;
      await setAside(s, ctx, row, claimed, 'refused', why, now);
      throw new ApiError(409, why);
    }
    if (err instanceof GatewayUnavailable) {
      await s.db
        .update(refundBankDetails)
        .set({ status: 'waiting', decidedBy: null, decidedAt: null, sendingUntil: null })
        .where(and(eq(refundBankDetails.id, claimed.id), eq(refundBankDetails.status, 'sending')));
      throw new ApiError(502, gatewayDownWaiting(gateway.name));
    }
    throw err;
  }
  const stored = await inTransaction(s.db, async (tx) => {
    const [sent] = await tx
      .update(refundBankDetails)
      .set({ status: 'sent', accountNumberSealed: null, sendingUntil: null, sentAt: now })
      .where(and(eq(refundBankDetails.id, claimed.id), eq(refundBankDetails.status, 'sending')))
      .returning();
    const [m] = await tx.update(moneyBacks).set({ bankAccountLast4: claimed.accountLast4, updatedAt: now }).where(and(eq(moneyBacks.id, id), eq(moneyBacks.status, 'needs_attention'))).returning();
    await audit(tx, ctx, {
      action: 'money_back.refund_bank_account',
      target: { kind: 'money_back', id },
      details: {
        user_id: row.userId,
        reference: row.reference,
        details_id: claimed.id,
        bank_code: claimed.bankCode,
        account_last4: claimed.accountLast4,
        entered_by: claimed.enteredBy,
        approved_by: staffId,
        gateway_status: state.raw,
      },
    });
    const told = m ?? row;
    await tell(tx, { ...told, bankAccountLast4: claimed.accountLast4 }, 'bank_account', { ...s, now, payTo: { bankName: claimed.bankName, last4: claimed.accountLast4 }, key: `money-back:${id}:bank_account:${claimed.id}` });
    return { sent: sent ?? claimed, row: m ?? null };
  });
  s.mailQueued?.();
  const after = await applyRefundState(s, ctx, stored.row ?? (await refundOf(s.db, id)), state, now);
  return { row: after, details: stored.sent, gatewayName: gateway.name };
}

/** Rejects the refund's waiting bank details with a reason (any finance or admin member): erased, nothing sent. */
export async function rejectBankDetails(s: RefundServices, ctx: AuditContext, staffId: number, id: number, reason: string, now: Date): Promise<MoneyBackRow> {
  const row = await refundOf(s.db, id);
  const done = await inTransaction(s.db, async (tx) => {
    const [r] = await tx
      .update(refundBankDetails)
      .set({ status: 'rejected', decidedBy: staffId, decidedAt: now, decisionReason: reason, accountNumberSealed: null })
      .where(and(eq(refundBankDetails.moneyBackId, id), eq(refundBankDetails.status, 'waiting')))
      .returning();
    if (!r) return null;
    await audit(tx, ctx, {
      action: 'money_back.refund_bank_details_rejected',
      target: { kind: 'money_back', id },
      details: { user_id: row.userId, reference: row.reference, details_id: r.id, account_last4: r.accountLast4, entered_by: r.enteredBy, rejected_by: staffId, reason },
    });
    return r;
  });
  if (!done) throw new ApiError(409, NOTHING_WAITING);
  return row;
}
