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
