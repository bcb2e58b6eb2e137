import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { cleanStaffSessionEachTest, signInAsStaff, staffCustomer, staffCustomerLines, staffCustomerRoutes } from '#web/testing/staff';
import { renderPage, stubApi } from '#web/testing/render-page';
import { StaffCustomerPage } from './staff-customer-page';
import { expectAccessible } from '#web/testing/axe';

/**
 * Closing an account from the console (ADR 054): admin only, on the customer page; a reason, the customer's written
 * choice for a balance, a confirm step; then the pseudonym. Other roles see why they cannot.
 */
type Role = components['schemas']['StaffRole'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles, { id: 3, email: 'amaka@e-laundry.ng', name: 'Amaka Obi' }, 'stf_x');

const customer = staffCustomer();
const lines = staffCustomerLines;
const customerRoutes = () => staffCustomerRoutes(customer, lines);

cleanStaffSessionEachTest({ xhr: true });

describe('Close account on the customer page', () => {
  it('an admin closes it: reason and the balance choice required, a confirm step, closeStaffCustomer with the choice; axe-clean', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    const calls = stubApi({
      ...customerRoutes(),
      'POST /staff/customers/{id}/closure': {
        code: 200,
        message: 'The account is closed; the customer was e-mailed.',
        data: { id: 42, name: 'Closed account C-7F3KQ9MA', balance: '1500.00', choice: 'give_up', refunds: [], payout: null, forfeited: '1500.00' },
      },
    });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this account?' });
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what happens to the balance, as the customer asked in writing.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (the customer’s written request)'), 'Signed letter of 27 November 2026');
    await user.click(within(dialog).getByLabelText(/Given up/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText(/It now shows as “Closed account C-7F3KQ9MA”/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/staff/customers/42/closure');
    expect(post.body).toEqual({ reason: 'Signed letter of 27 November 2026', balance: 'give_up' });
  });

  it('support sees no Close account button, only who may', async () => {
    signIn(['support']);
    stubApi(customerRoutes());
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    expect(await screen.findByText('Only an admin closes an account, on the customer’s written request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
  });
});
