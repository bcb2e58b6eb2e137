import { sandboxSignatureOf, SANDBOX_INTEGRATION } from './fixtures.js';
import type { SandboxAccount, SandboxCustomer, SandboxRefund, SandboxTx } from './state.js';

/**
 * The sandbox's answer shapes, as the gateways' APIs (Paystack's published OpenAPI, Flutterwave v3) show their
 * objects: transactions, refunds, refund events, dedicated accounts. Pure: state in, JSON out.
 */

/** Paystack's `authorization` object of a paid transaction (card or bank transfer), as its verify answer shows it. */
const paystackAuthorization = (tx: SandboxTx) =>
  tx.card
    ? {
        authorization_code: `AUTH_${tx.id}`,
        bin: tx.card.slice(0, 6),
        last4: tx.card.slice(-4),
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: sandboxSignatureOf(tx.card),
        account_name: null,
      }
    : { authorization_code: `AUTH_${tx.id}`, channel: 'bank_transfer', bank: 'TEST BANK', country_code: 'NG', reusable: false, signature: null, account_name: null };
export const paystackData = (tx: SandboxTx) => ({
  id: tx.id,
  status: tx.status,
  reference: tx.reference,
  amount: tx.amount,
  currency: tx.currency,
  paid_at: tx.paidAt?.toISOString() ?? null,
  created_at: tx.createdAt.toISOString(),
  customer: { email: tx.email, ...(tx.receiver ? { customer_code: tx.receiver.customerCode } : {}) },
  ...(tx.receiver
    ? {
        // A transfer to a dedicated account, as Paystack's verify answer shows it: channel dedicated_nuban, the receiving number.
        channel: 'dedicated_nuban',
        authorization: {
          authorization_code: `AUTH_${tx.id}`,
          bin: null,
          last4: null,
          exp_month: null,
          exp_year: null,
          channel: 'dedicated_nuban',
          card_type: 'transfer',
          bank: 'SANDBOX SENDER BANK',
          country_code: 'NG',
          brand: 'Managed Account',
          reusable: false,
          signature: null,
          account_name: null,
          sender_name: 'SANDBOX PAYER',
          narration: `Transfer to ${tx.receiver.number}`,
          receiver_bank_account_number: tx.receiver.number,
          receiver_bank: tx.receiver.bank,
        },
      }
    : tx.status === 'success'
      ? { channel: tx.card ? 'card' : 'bank_transfer', authorization: paystackAuthorization(tx) }
      : {}),
});
export const flwData = (tx: SandboxTx) => ({
  id: tx.id,
  tx_ref: tx.reference,
  status: tx.status,
  amount: tx.amount / 100,
  currency: tx.currency,
  created_at: tx.createdAt.toISOString(),
  customer: { email: tx.email },
  ...(tx.status === 'successful'
    ? tx.card
      ? {
          payment_type: 'card',
          card: { first_6digits: tx.card.slice(0, 6), last_4digits: tx.card.slice(-4), issuer: 'VISA TEST BANK', country: 'NG', type: 'VISA', token: `flw-t-${tx.id}`, expiry: '12/30' },
        }
      : { payment_type: 'bank_transfer' }
    : {}),
});

/** Paystack's refund object as its create (transaction nested), fetch and retry answers show it. */
export const paystackRefundData = (r: SandboxRefund, kind: 'create' | 'fetch' | 'retry') => ({
  integration: SANDBOX_INTEGRATION,
  transaction: kind === 'create' ? paystackData(r.tx) : r.tx.id,
  ...(kind === 'create' ? {} : { dispute: null, settlement: null }),
  id: r.id,
  domain: 'test',
  currency: r.currency,
  amount: r.amount,
  status: r.status,
  channel: r.account ? 'bank_transfer' : null,
  refunded_at: r.refundedAt?.toISOString() ?? null,
  expected_at: new Date(r.createdAt.getTime() + 5 * 86_400_000).toISOString(),
  refunded_by: 'sandbox@e-laundry.test',
  customer_note: r.customerNote,
  merchant_note: r.merchantNote,
  deducted_amount: r.status === 'failed' ? 0 : r.amount,
  fully_deducted: r.status !== 'failed',
  bank_reference: r.refundedAt ? `TRF_${r.id}` : null,
  ...(kind === 'fetch'
    ? {
        transaction_reference: r.tx.reference,
        reason: r.status === 'needs-attention' ? 'Refund could not be processed on the payment channel' : 'Refund initiated',
        customer: { email: r.tx.email },
        refund_type: r.amount === r.tx.amount ? 'full' : 'partial',
        transaction_amount: r.tx.amount,
        initiated_by: 'api',
        refund_channel: r.account ? 'bank_transfer' : r.tx.card ? 'card' : 'bank_transfer',
        session_id: null,
        collect_account_number: r.status === 'needs-attention',
      }
    : {}),
  ...(kind === 'retry' ? { reason: 'Refund retried with customer details', customer: { email: r.tx.email }, initiated_by: 'api', reversed_at: null, session_id: null } : {}),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Paystack's refund event data, as its webhook examples show it: the payment by `transaction_reference`, the amount in
 * kobo (a string in its pending / processing / processed examples, a number in the others), the refund's id and notes.
 */
export const paystackRefundEvent = (r: SandboxRefund) => ({
  status: r.status,
  transaction_reference: r.tx.reference,
  refund_reference: r.refundedAt ? `TRF_${r.id}` : null,
  amount: ['pending', 'processing', 'processed'].includes(r.status) ? String(r.amount) : r.amount,
  currency: r.currency,
  processor: 'sandbox',
  customer: { first_name: null, last_name: null, email: r.tx.email },
  integration: SANDBOX_INTEGRATION,
  domain: 'test',
  id: String(r.id),
  customer_note: r.customerNote,
  merchant_note: r.merchantNote,
});

/** Flutterwave v3's refund object (refund and fetch answers, refund events): Naira, the transaction by its id. */
export const flwRefundData = (r: SandboxRefund) => ({
  id: r.id,
  account_id: SANDBOX_INTEGRATION,
  tx_id: r.tx.id,
  flw_ref: `URF_${r.createdAt.getTime()}_${r.id}`,
  wallet_id: SANDBOX_INTEGRATION,
  amount_refunded: r.amount / 100,
  status: r.status,
  destination: 'payment_source',
  meta: { source: 'availablebalance' },
  comments: r.merchantNote,
  created_at: r.createdAt.toISOString(),
});

/** A refund as GET /sandbox/refunds lists it. */
export const sandboxRefundView = (r: SandboxRefund) => ({
  gateway: r.gw,
  id: r.id,
  status: r.status,
  amountKobo: r.amount,
  currency: r.currency,
  transactionReference: r.tx.reference,
  transactionId: r.tx.id,
  note: r.merchantNote,
  customerNote: r.customerNote,
  account: r.account,
  history: [...r.history],
  createdAt: r.createdAt.toISOString(),
});

/** Paystack's dedicated account object (create, fetch customer, dedicatedaccount.assign.success), with its customer. */
export const paystackAccountData = (a: SandboxAccount, c: SandboxCustomer | undefined) => ({
  bank: { name: a.bank, id: 20, slug: 'test-bank' },
  account_name: a.name,
  account_number: a.assigned ? a.number : null,
  assigned: a.assigned,
  currency: 'NGN',
  metadata: null,
  active: a.assigned,
  id: a.id,
  created_at: a.createdAt.toISOString(),
  updated_at: a.createdAt.toISOString(),
  assignment: { integration: SANDBOX_INTEGRATION, assignee_id: c?.id ?? 0, assignee_type: 'Customer', expired: false, account_type: 'PAY-WITH-TRANSFER-RECURRING', assigned_at: a.createdAt.toISOString(), expired_at: null },
  customer: { id: c?.id ?? 0, first_name: c?.first_name ?? '', last_name: c?.last_name ?? '', email: a.email, customer_code: a.customerCode, phone: c?.phone ?? '', metadata: {}, risk_action: 'default', international_format_phone: null },
});
