/** Contract-shaped answers for the cards feature's component tests (imported by tests only). */
import { makeUser } from '#web/testing/fixtures';

export const methodsWith = (balanceAvailable: boolean) => ({
  code: 200 as const,
  message: 'Card payment methods retrieved successfully.',
  data: [
    { method_code: 'paystack', name: 'Paystack', charge: '52.51', total: '3553.01', available: true },
    { method_code: 'flutterwave', name: 'Flutterwave', charge: '45.01', total: '3545.51', available: true },
    { method_code: 'balance', name: 'Account balance', charge: '0.00', total: '3500.50', available: balanceAvailable },
  ],
});
export const METHODS = methodsWith(true);

export const LOCATIONS = {
  code: 200 as const,
  message: 'Locations retrieved successfully.',
  data: [
    { id: 1, name: 'Abuja' },
    { id: 2, name: 'Port Harcourt' },
  ],
};

export const CENTERS: Record<string, { id: number; name: string }[]> = {
  '1': [
    { id: 3, name: 'University of Abuja Hub' },
    { id: 4, name: 'Gwarinpa Estate Hub' },
  ],
  '2': [{ id: 7, name: 'UNIPORT Choba Hub' }],
};

export const FEES = { code: 200 as const, message: 'Card fees retrieved successfully.', data: { card_fee: '2500.00', delivery_fee: '1000.50' } };

export const dashboardWith = (balance: string) => ({
  code: 200 as const,
  message: 'Dashboard retrieved successfully.',
  data: {
    account_number: '2010001024',
    available_balance: balance,
    card_serial_no: 'N/A',
    depositSum: '0.00',
    transactionCount: 0,
    referral_link: 'http://localhost/sign-up?reference=CHIDI1024',
    latestCredit: [],
    latestDebit: [],
  },
});

export const profileWith = (card_no: string) => ({ code: 200 as const, message: 'Profile retrieved successfully.', data: makeUser({ card_no }) });

export const cardRequest = (i: number) => ({
  id: 500 - i,
  created_at: '2026-10-14T09:30:00Z',
  amount: '3500.00',
  payment_status: (['Success', 'Pending', 'Failed'] as const)[i % 3]!,
  gateway: i % 2 ? 'Account balance' : 'Paystack',
  reference: `CRD-20261014-${String(i).padStart(4, '0')}`,
  location: 'Abuja',
  service_center: 'University of Abuja Hub',
});

export const requestsPage = (page: number, total = 12) => ({
  code: 200 as const,
  message: 'Card requests retrieved successfully.',
  data: Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, k) => cardRequest((page - 1) * 10 + k)),
  total,
  page,
  per_page: 10 as const,
});

type Stage = 'awaiting_payment' | 'paid' | 'preparing' | 'ready' | 'delivered' | 'cancelled';

/** A getCardRequest answer at a stage (paid 28/09 11:21 Lagos, prepared 29/09 09:00, ready 30/09 16:10). */
export const detailAt = (stage: Stage) => {
  const reached = { awaiting_payment: 0, cancelled: 0, paid: 1, preparing: 2, ready: 3, delivered: 4 }[stage];
  const times = ['2026-09-28T10:21:30Z', '2026-09-29T08:00:00Z', '2026-09-30T15:10:00Z', '2026-10-01T09:00:00Z'];
  const steps = [
    ['paid', 'Paid'],
    ['preparing', 'Being prepared'],
    ['ready', 'Ready for pickup at UNIPORT Choba Hub'],
    ['delivered', 'Delivered'],
  ] as const;
  return {
    code: 200 as const,
    message: 'Card request retrieved successfully.',
    data: {
      id: 57,
      reference: 'CRD-20260928-4M7N2P',
      created_at: '2026-09-28T10:20:00Z',
      location_id: 2,
      location: 'Port Harcourt',
      service_center_id: 4,
      service_center: 'UNIPORT Choba Hub',
      gateway_code: 'paystack',
      gateway: 'Paystack',
      card_fee: '2500.00',
      delivery_fee: '1000.00',
      charge: '52.50',
      amount: '3552.50',
      currency: 'NGN',
      payment_status: (stage === 'awaiting_payment' ? 'Pending' : stage === 'cancelled' ? 'Failed' : 'Success') as 'Pending' | 'Success' | 'Failed',
      paid_at: reached ? times[0]! : null,
      trx: null,
      stage,
      timeline: steps.map(([s, label], i) => ({ stage: s, label, at: i < reached ? times[i]! : null })),
      card_number: reached >= 3 ? 'ELC4820193746' : null,
    },
  };
};

export const currentCard = (status: 'active' | 'frozen' | null, card_number = 'ELC4820193746') => ({
  code: 200 as const,
  message: status ? 'Card retrieved successfully.' : 'You have no laundry card yet.',
  data: status
    ? { card_number, status, linked_at: '2026-09-30T15:10:00Z', frozen_at: status === 'frozen' ? '2026-10-20T07:45:00Z' : null }
    : null,
});

export const HUBS = {
  code: 200 as const,
  message: 'Hubs retrieved successfully.',
  stale_after_minutes: 10,
  data: [
    {
      id: 2,
      name: 'Port Harcourt',
      hubs: [
        {
          id: 4,
          name: 'UNIPORT Choba Hub',
          address: 'University of Port Harcourt, Choba, Rivers State',
          free_washers: 1,
          free_dryers: 0,
          machines: [
            { code: 'D1', kind: 'dryer' as const, name: 'Dryer 1', state: 'out_of_order' as const, minutes_left: null, price: '400.00', reported_at: '2026-10-20T07:12:00Z', stale: true },
            { code: 'W2', kind: 'washer' as const, name: 'Washer 2', state: 'in_use' as const, minutes_left: 23, price: '500.00', reported_at: '2026-10-20T09:58:00Z', stale: false },
            { code: 'W1', kind: 'washer' as const, name: 'Washer 1', state: 'free' as const, minutes_left: null, price: '500.00', reported_at: '2026-10-20T09:58:00Z', stale: false },
          ],
        },
      ],
    },
    { id: 3, name: 'Bournemouth', hubs: [] },
  ],
};
