import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { signInAsStaff, cleanStaffSessionEachTest } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffDepositsPage, depositsHref, depositsStateOf } from './staff-deposits-page';

type Role = components['schemas']['StaffRole'];
type Deposit = components['schemas']['StaffDeposit'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles);

cleanStaffSessionEachTest();

const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  id: 41,
  trx: 'TX8K2M4P9QRS',
  reference: 'DEP-20261125-7KQ2MX4P',
  created_at: '2026-11-25T09:12:00Z',
  completed_at: null,
  method_code: 'paystack',
  payment_gateway: 'Paystack',
  amount: '5000.00',
  charge: '75.00',
  total: '5075.00',
  currency: 'NGN',
  status: 'Pending',
  customer: { id: 7, name: 'Chinedu Okafor', account_number: '3012345678', email: 'chinedu.okafor@example.com', balance: '1250.00' },
  gateway_id: null,
  checked_at: null,
  failure_reason: null,
  paid_by_card: false,
  ledger_entry: null,
  verifications: [],
  ...over,
});
const page = (data: Deposit[], total = data.length) => ({
  code: 200 as const,
  message: 'Deposits retrieved successfully.',
  data,
  total,
  page: 1,
  per_page: 15 as const,
  totals: { count: total, amount: '1234567.00', charge: '75.00', total: '1234642.00', credited: '2000.00' },
});

describe('Deposits (/staff/deposits)', () => {
  it('reads and writes its filters in the address (invalid ones dropped)', () => {
    expect(depositsStateOf('?status=Pending&gateway=bitcoin&from=2026-11-01&to=nope&customer=%20ada%40x.ng%20&page=3&deposit=41')).toEqual({
      filters: { status: 'Pending', from: '2026-11-01', customer: 'ada@x.ng' },
      page: 3,
      deposit: 41,
    });
    expect(depositsHref({ customer: 'ada@x.ng', status: 'Pending' }, 2)).toBe('/staff/deposits?status=Pending&customer=ada%40x.ng&page=2');
    expect(depositsHref({})).toBe('/staff/deposits');
  });

  it('lists with the address\'s filters, status chips, Naira totals and the shared pagination bar; applying filters goes back to page 1', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi({ 'GET /staff/deposits': page([deposit(), deposit({ id: 40, reference: 'DEP-20261125-Q9W3RT6Z', status: 'Success' })], 32) });
    const view = renderPage(<StaffDepositsPage />, { path: '/staff/deposits?status=Pending&page=2' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(calls[0]!.query.get('status')).toBe('Pending');
    expect(calls[0]!.query.get('page')).toBe('2');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_test');
    expect(within(table).getAllByText('₦5,000.00')).toHaveLength(2);
    expect(within(table).getByText('Pending')).toHaveClass('badge--pending');
    expect(within(table).getByText('Success')).toHaveClass('badge--success');
    expect(screen.getByText('₦1,234,567.00')).toBeInTheDocument(); // totals of the whole filtered set
    expect(screen.getByRole('navigation', { name: 'Deposits pages' })).toHaveTextContent('Page 2 of 3');
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');

    await user.selectOptions(screen.getByLabelText('Gateway'), 'flutterwave');
    await user.type(screen.getByLabelText('Customer'), 'chinedu.okafor@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(view.current()).toBe('/staff/deposits?status=Pending&gateway=flutterwave&customer=chinedu.okafor%40example.com');
  });

  it('refuses a to date before the from date without calling the API again', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi({ 'GET /staff/deposits': page([]) });
    const view = renderPage(<StaffDepositsPage />, { path: '/staff/deposits' });
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The to date must not be before the from date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(view.current()).toBe('/staff/deposits');
    expect(calls).toHaveLength(1);
  });

  it('designed error state with Try again', async () => {
    signIn(['finance']);
    stubApi({ 'GET /staff/deposits': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffDepositsPage />, { path: '/staff/deposits' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your deposits.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a reference opens that deposit in the drawer (its id in the address, the filters kept)', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    stubApi({
      'GET /staff/deposits': page([deposit()]),
      'GET /staff/deposits/{id}': { code: 200, message: 'Deposit retrieved successfully.', data: deposit() },
    });
    const view = renderPage(<StaffDepositsPage />, { path: '/staff/deposits?status=Pending' });
    await user.click(await screen.findByRole('button', { name: /DEP-20261125-7KQ2MX4P/ }));
    expect(view.current()).toBe('/staff/deposits?status=Pending&deposit=41');
  });

  it('re-verify answers 502 when the gateway is down: the message is shown and the deposit stays Pending', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    stubApi({
      'GET /staff/deposits': page([deposit()]),
      'GET /staff/deposits/{id}': { code: 200, message: 'Deposit retrieved successfully.', data: deposit() },
      'POST /staff/deposits/{id}/reverify': () =>
        jsonResponse({ code: 502, message: 'Paystack is not reachable right now. The deposit stays Pending; please try again in a few minutes.' }, 502),
    });
    renderPage(<StaffDepositsPage />, { path: '/staff/deposits?deposit=41' });
    const drawer = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(drawer).findByRole('button', { name: 'Re-verify with Paystack' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Paystack is not reachable right now.');
    expect(within(drawer).getByText('Pending')).toBeInTheDocument();
  });

  it('in the drawer, a credited answer replaces the Re-verify button with the ledger entry', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    let credited = false;
    const done = deposit({
      status: 'Success',
      ledger_entry: { trx: 'TX8K2M4P9QRS', created_at: '2026-11-25T09:31:00Z', amount: '5000.00', charge: '75.00', post_balance: '6250.00', detail: 'Deposit via Paystack' },
      verifications: [{ at: '2026-11-25T09:31:00Z', by: 'Ngozi Eze', result: 'credited', before: 'Pending', after: 'Success' }],
    });
    const calls = stubApi({
      'GET /staff/deposits': page([deposit()]),
      'GET /staff/deposits/{id}': () => jsonResponse({ code: 200, message: 'Deposit retrieved successfully.', data: credited ? done : deposit() }),
      'POST /staff/deposits/{id}/reverify': () => {
        credited = true;
        return jsonResponse({ code: 200, message: 'The gateway confirmed the payment. The deposit is credited.', data: { result: 'credited', deposit: done } });
      },
      'GET /staff/deposits/{id}/refunds': { code: 200, message: 'Refunds retrieved successfully.', data: { deposit_reference: 'DEP-20261125-7KQ2MX4P', refundable: true, remaining: '5000.00', approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00', refunds: [] } },
    });
    renderPage(<StaffDepositsPage />, { path: '/staff/deposits?deposit=41' });
    const drawer = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(drawer).findByText('Not credited: no ledger entry.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Re-verify with Paystack' }));
    expect(await within(drawer).findByText('The gateway confirmed the payment. The deposit is credited.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: /Re-verify/ })).toBeNull());
    expect(within(drawer).getByText('₦6,250.00')).toBeInTheDocument();
    expect(within(drawer).getByText('Credited', { selector: 'strong' })).toBeInTheDocument(); // the re-verifications list
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
