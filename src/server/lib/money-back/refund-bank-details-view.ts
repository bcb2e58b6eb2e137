import { desc, eq, inArray } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Executor } from '#server/db/client.js';
import { refundBankDetails, staffMembers, users, type RefundBankDetailsStatus } from '#server/db/schema.js';

/**
 * The bank details of refunds as finance and admin see them (ADR 070; `StaffRefundBankDetails` of the contract): the
 * latest entry of each refund, with the name the bank holds beside the customer's, who entered and who decided, and
 * whether the member reading may approve it. Never the number. Its own module so that lib/money-back/refunds.ts and
 * lib/money-back/staff-money-back.ts both read it without importing the writing side.
 */
export type StaffRefundBankDetails = components['schemas']['StaffRefundBankDetails'];
export type RefundBankDetailsRow = typeof refundBankDetails.$inferSelect;

export const OWN_BANK_DETAILS = 'You entered these bank details: another finance or admin member must approve them.';
export const BANK_DETAILS_DECIDED = 'These bank details were already decided.';
export const BANK_DETAILS_SENDING = 'These bank details are being sent to the gateway right now.';

/** Why `viewerId` may not approve these details now, or null when they may. */
export function bankDetailsNote(d: Pick<RefundBankDetailsRow, 'status' | 'enteredBy'>, viewerId: number | null): string | null {
  if (d.status === 'sending') return BANK_DETAILS_SENDING;
  if (d.status !== 'waiting') return BANK_DETAILS_DECIDED;
  if (viewerId !== null && d.enteredBy === viewerId) return OWN_BANK_DETAILS;
  return null;
}

const nameOf = (m: { name: string | null; email: string | null } | null, id: number | null) => (id === null ? null : m?.name || m?.email || `Staff ${id}`);

/** The latest bank details of each of these refunds (by money_backs id), as `viewerId` sees them. */
export async function bankDetailsViews(ex: Executor, refundIds: number[], viewerId: number | null): Promise<Map<number, StaffRefundBankDetails>> {
  const ids = [...new Set(refundIds)];
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ d: refundBankDetails, firstname: users.firstname, lastname: users.lastname })
    .from(refundBankDetails)
    .innerJoin(users, eq(users.id, refundBankDetails.userId))
    .where(inArray(refundBankDetails.moneyBackId, ids))
    .orderBy(desc(refundBankDetails.id));
  const staffIds = [...new Set(rows.flatMap((r) => [r.d.enteredBy, r.d.decidedBy]).filter((v): v is number => v !== null))];
  const names = new Map(
    staffIds.length ? (await ex.select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(inArray(staffMembers.id, staffIds))).map((m) => [m.id, m]) : [],
  );
  const views = new Map<number, StaffRefundBankDetails>();
  for (const r of rows) {
    if (views.has(r.d.moneyBackId)) continue; // the latest entry only
    const note = bankDetailsNote(r.d, viewerId);
    views.set(r.d.moneyBackId, {
      status: r.d.status as RefundBankDetailsStatus,
      bank_code: r.d.bankCode,
      bank_name: r.d.bankName,
      account_last4: r.d.accountLast4,
      account_name: r.d.accountName,
      customer_name: `${r.firstname} ${r.lastname}`.trim(),
      entered_by: nameOf(names.get(r.d.enteredBy) ?? null, r.d.enteredBy)!,
      entered_at: r.d.createdAt.toISOString(),
      decided_by: nameOf(r.d.decidedBy === null ? null : (names.get(r.d.decidedBy) ?? null), r.d.decidedBy),
      decided_at: r.d.decidedAt?.toISOString() ?? null,
      decision_reason: r.d.decisionReason,
      may_approve: note === null,
      approval_note: note,
    });
  }
  return views;
}
