import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { currentSection } from '#web/features/staff/shared/staff-roles';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { cleanStaffSessionEachTest, signInAsStaff, staffMember } from '#web/testing/staff';
import { ConsoleLayout, StaffApp } from './staff-app';

type Member = components['schemas']['StaffMember'];
type Role = components['schemas']['StaffRole'];

const member = (overrides: Partial<Member> = {}): Member =>
  staffMember({ email: 'ada.eze@e-laundry.ng', name: 'Ada Eze', roles: ['admin'], ...overrides });
const signIn = (roles: Role[] = ['admin'], token = 'stf_admin') =>
  signInAsStaff(roles, { email: 'ada.eze@e-laundry.ng', name: 'Ada Eze' }, token);

cleanStaffSessionEachTest();

describe('console layout and nav', () => {
  const me = (roles: Role[]) => ({ code: 200 as const, message: 'ok', data: member({ roles }) });

  it('an admin sees their name, roles, Support desk, Money back with its count awaiting approval, Team and Audit log; nothing not built yet is offered', async () => {
    signIn(['admin']);
    const calls = stubApi({
      'GET /staff/me': me(['admin']),
      'GET /staff/money-back': { code: 200, message: 'ok', data: [], total: 3, page: 1, per_page: 15, awaiting_approval: 3, approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' },
    });
    renderPage(<ConsoleLayout title="Staff console">body</ConsoleLayout>, { path: '/staff' });
    expect(screen.getByText('Ada Eze')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    await within(nav).findByText('3');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Overview',
      'Customers',
      'Support desk',
      'Cards',
      'Management cards',
      'Hubs',
      'Deposits',
      'Money back3 awaiting approval',
      'Books',
      'Team',
      'Audit log',
    ]);
    // What waits for a second person: requests awaiting approval and refunds whose bank details wait (ADR 070).
    expect(calls.find((c) => c.path === '/staff/money-back')?.query.get('waiting')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signed out, every console page sends to the staff login', () => {
    stubApi({});
    const { current } = renderPage(<StaffApp />, { path: '/staff/team' });
    expect(current()).toBe('/staff/login');
  });

  it('a support agent sees the Support desk but not Team, and the Team route is refused', async () => {
    signIn(['support'], 'stf_support');
    const calls = stubApi({ 'GET /staff/me': me(['support']) });
    window.history.replaceState(null, '', '/staff/team');
    renderPage(<StaffApp />, { path: '/staff/team' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Overview', 'Customers', 'Support desk', 'Hubs']);
    expect(screen.getByRole('status')).toHaveTextContent('Your roles do not open this part of the console.');
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/staff/me']));
  });

  it('a finance member sees the Support desk (read, to refund from a ticket) beside Deposits and Money back; a ticket opens', async () => {
    signIn(['finance'], 'stf_finance');
    stubApi({
      'GET /staff/me': me(['finance']),
      'GET /staff/money-back': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15, awaiting_approval: 0, approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' },
      'GET /staff/tickets/{ticket}': () => jsonResponse({ code: 404, message: 'Ticket not found.' }, 404),
    });
    window.history.replaceState(null, '', '/staff/support/483920');
    renderPage(<StaffApp />, { path: '/staff/support/483920' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Overview', 'Customers', 'Support desk', 'Hubs', 'Deposits', 'Money back', 'Books']));
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.queryByText('Your roles do not open this part of the console.')).toBeNull();
  });
});

describe('the current section in the nav', () => {
  it('is the longest section path that holds the location: Management cards is not also Cards, a request is Cards', () => {
    expect(currentSection('/staff/cards/management')).toBe('/staff/cards/management');
    expect(currentSection('/staff/cards/request')).toBe('/staff/cards');
    expect(currentSection('/staff/cards')).toBe('/staff/cards');
    expect(currentSection('/staff/customers/42')).toBe('/staff/customers');
    expect(currentSection('/staff/cardsx')).toBeNull();
    expect(currentSection('/staff')).toBeNull();
  });
});

describe('routes with parameters', () => {
  it('/staff/support/:id opens the ticket page with its number; /staff/audit is refused to support', async () => {
    const { matchStaffRoute } = await import('./staff-app');
    expect(matchStaffRoute('/staff/support/483920')).toMatchObject({ route: { title: 'Ticket' }, params: { id: '483920' } });
    expect(matchStaffRoute('/staff/support/')).toMatchObject({ route: { title: 'Support desk' }, params: {} });
    expect(matchStaffRoute('/staff/support/1/2')).toBeNull();
    expect(matchStaffRoute('/staff/audit')?.route.roles).toEqual(['admin']);
  });

  it('a support agent opening /staff/audit is refused', async () => {
    signIn(['support'], 'stf_support');
    stubApi({ 'GET /staff/me': { code: 200, message: 'ok', data: member({ roles: ['support'] }) } });
    renderPage(<StaffApp />, { path: '/staff/audit' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your roles do not open this part of the console.');
  });
});

describe('the console inside the app (ADR 042)', () => {
  it('/staff paths load the console (its own title), signed out → the staff login, not the customer one', async () => {
    const { render } = await import('@testing-library/react');
    const { App } = await import('../app');
    stubApi({});
    window.history.replaceState(null, '', '/staff/team');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/staff/login');
    await waitFor(() => expect(document.title).toBe('Staff sign in — e-laundry'));
  });
});
