import type { components } from '#generated/api';

type Status = components['schemas']['DepositDetail']['status'];

/** (Tests only.) A `DepositDetail` answer of getDeposit / getPaymentOutcome: ₦5,000 by Paystack in this status. */
export const depositAnswer = (status: Status = 'Success') => ({
  code: 200 as const,
  message: 'Deposit retrieved successfully.',
  data: {
    kind: 'deposit' as const,
    id: 311,
    trx: 'TRX8Q2W5E7R9',
    created_at: '2026-10-12T14:05:00Z',
    method_code: 'paystack',
    payment_gateway: 'Paystack',
    amount: '5000.00',
    charge: '75.00',
    total: '5075.00',
    currency: 'NGN',
    status,
    reference: 'DEP-20261012-2R7T9W',
    completed_at: status === 'Pending' ? null : '2026-10-12T14:06:10Z',
    balance: status === 'Success' ? '5500.00' : '500.00',
  },
});

type Refund = components['schemas']['DepositRefund'];

/** (Tests only.) A getDeposit answer: `depositAnswer` with these refunds and totals. */
export const depositDetailAnswer = (status: Status = 'Success', refunds: Refund[] = [], totals = { refunded: '0.00', refund_in_progress: '0.00' }) => {
  const answer = depositAnswer(status);
  const { kind: _kind, ...data } = answer.data;
  return { ...answer, data: { ...data, refunds, ...totals } };
};

/** (Tests only.) A getPaymentOutcome answer for a card request (CRD-) paid with Paystack, in this status. */
export const cardPaymentAnswer = (status: Status = 'Success') => ({
  code: 200 as const,
  message: 'Payment successful. Your card request is paid.',
  data: {
    kind: 'card' as const,
    id: 58,
    trx: 'TRX3M8N4P7Q2',
    created_at: '2026-10-14T09:30:00Z',
    method_code: 'paystack',
    payment_gateway: 'Paystack',
    amount: '3500.00',
    charge: '52.50',
    total: '3552.50',
    currency: 'NGN',
    status,
    reference: 'CRD-20261014-9B2C5D',
    completed_at: status === 'Pending' ? null : '2026-10-14T09:31:10Z',
    balance: '500.00',
  },
});
