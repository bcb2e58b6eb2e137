import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { refundBankDetails, ticketMessages, tickets, users } from '#server/db/schema.js';
import { formatKobo } from '#shared/money.js';
import { moneyBackMail } from '#server/mail/templates.js';
import { notify, type Queued } from '#server/lib/notifications/notifications.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import type { MoneyBackRow } from './money-back-row.js';

/**
 * Telling the customer of money given back (ADR 049, 059, 066): each outcome of a request is e-mailed once (the outbox
 * key is the request and its outcome) or, when money has landed, sent as they chose (the money-back alert); the ticket
 * it answers gets a support message saying what was done.
 */

export type MoneyBackOutcome = 'done' | 'submitted' | 'processed' | 'failed' | 'rejected' | 'bank_account';
/** The bank account a refund was sent to (ADR 070): its bank and last four digits. */
export type PayTo = { bankName: string; last4: string };

/** The bank account the gateway took for a refund (the latest sent bank details), or null. */
async function sentAccountOf(tx: Tx, moneyBackId: number): Promise<PayTo | null> {
  const [d] = await tx
    .select({ bankName: refundBankDetails.bankName, last4: refundBankDetails.accountLast4 })
    .from(refundBankDetails)
    .where(and(eq(refundBankDetails.moneyBackId, moneyBackId), eq(refundBankDetails.status, 'sent')))
    .orderBy(desc(refundBankDetails.id))
    .limit(1);
  return d ?? null;
}

/** The customer's e-mail, and the ticket's support message, for an outcome — once per request and outcome (lib/money-back/refunds.ts and refund-bank-details.ts too). */
export async function tell(
  tx: Tx,
  row: MoneyBackRow,
  outcome: MoneyBackOutcome,
  opts: { publicUrl: string; supportName: string; now: Date; payTo?: PayTo; key?: string },
): Promise<Queued> {
  let told: Queued = { mail: false, push: 0 };
  const [owner] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, row.userId));
  // A refund paid to a bank account (ADR 070): the customer reads which bank and the last four digits.
  const payTo = opts.payTo ?? (row.kind === 'refund' && row.bankAccountLast4 !== null ? await sentAccountOf(tx, row.id) : null);
  const mail = moneyBackMail({ publicUrl: opts.publicUrl, firstname: owner?.firstname ?? '', row, outcome, payTo });
  const key = opts.key ?? `money-back:${row.id}:${outcome}`;
  if (owner && (outcome === 'processed' || (outcome === 'done' && row.direction === '+'))) {
    // Money has landed: the customer's "refund or reversal made" choice (lib/notifications/notifications.ts) decides the channels.
    told = await notify(
      tx,
      row.userId,
      { event: 'money_back', key, mail, push: { title: moneyBackPushTitle(row, outcome), body: 'See it in My Transactions.', url: '/my/user/transactions' } },
      { publicUrl: opts.publicUrl },
    );
  } else if (owner) {
    await enqueueMail(tx, { to: owner.email, ...mail }, { key });
    told = { mail: true, push: 0 };
  }
  if (row.ticketId !== null) {
    const [ticket] = await tx.select({ id: tickets.id, status: tickets.status }).from(tickets).where(eq(tickets.id, row.ticketId)).for('update');
    if (ticket) {
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        sender: 'support',
        senderName: opts.supportName,
        operator: 'money back',
        // The e-mail's words without its greeting and footer; the customer reads it in the app: no address to copy.
        message: mail.text
          .split('\n\n--')[0]!
          .replace(/^Hello[^\n]*\n\n/, '')
          .replace(/\nSee it in My Transactions: \S+$/, '\nYou can see it in My Transactions.'),
        createdAt: opts.now,
      });
      if (ticket.status !== 'Close') await tx.update(tickets).set({ status: 'Answered', lastReplyAt: opts.now, activeAt: opts.now }).where(eq(tickets.id, ticket.id));
    }
  }
  return told;
}

/**
 * The push title of money that landed (a processed refund, a done reversal or credit adjustment): the e-mail's subject
 * in the app's words, the amount as the app shows it ("₦1,000.00 returned to your laundry balance").
 */
export function moneyBackPushTitle(row: Pick<MoneyBackRow, 'kind' | 'amount'>, outcome: 'done' | 'processed'): string {
  const amount = formatKobo(row.amount);
  if (row.kind === 'refund' || outcome === 'processed') return `Refund of ${amount} completed`;
  return row.kind === 'reversal' ? `${amount} returned to your laundry balance` : `${amount} credited to your laundry balance`;
}
