import type { components } from '#generated/api';

type Status = components['schemas']['DepositDetail']['status'];

/** (Tests only.) A `DepositDetail` answer of getDeposit / getPaymentOutcome: ₦5,000 by Paystack in this status. */
export const depositAnswer = (status: Status = 'Success') => ({
  code: 200 as const,
  message: 'Deposit retrieved successfully.',
  data: {
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
