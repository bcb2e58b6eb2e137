import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { wrongType } from '#web/lib/attachment-rules';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { cleanStaffSessionEachTest, signInAsStaff, staffMember } from '#web/testing/staff';
import { ageText, agoText } from './age';
import { StaffSupportPage, queueQuery } from './staff-support-page';
import { StaffTicketPage } from './staff-ticket-page';

type Member = components['schemas']['StaffMember'];
type Role = components['schemas']['StaffRole'];
type Summary = components['schemas']['StaffTicketSummary'];
type StaffTicket = components['schemas']['StaffTicket'];

const member = (overrides: Partial<Member> = {}): Member =>
  staffMember({ id: 2, email: 'tunde.bello@e-laundry.ng', name: 'Tunde Bello', roles: ['support'], ...overrides });
const signIn = (roles: Role[] = ['support'], token = 'stf_agent') =>
  signInAsStaff(roles, { id: 2, email: 'tunde.bello@e-laundry.ng', name: 'Tunde Bello' }, token);

cleanStaffSessionEachTest({ xhr: true });

const summary = (overrides: Partial<Summary> = {}): Summary => ({
  id: 12,
  ticket: '483920',
  subject: 'Top-up debited but balance not credited',
  status: 'Replied',
  priority: 'High',
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  last_reply: null,
  customer: 'Chinedu Okafor',
  email: 'chinedu.okafor@example.com',
  assignee: null,
  ...overrides,
});
const queue = (data: Summary[], total = data.length, page = 1) => ({ code: 200 as const, message: 'ok', data, total, page, per_page: 15 as const });

describe('age, humanely', () => {
  it('minutes, hours, days, weeks', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(ageText('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(ageText('2026-11-25T11:55:00Z', now)).toBe('5 min');
    expect(ageText('2026-11-25T09:00:00Z', now)).toBe('3 h');
    expect(ageText('2026-11-24T11:00:00Z', now)).toBe('1 day');
    expect(ageText('2026-11-20T12:00:00Z', now)).toBe('5 days');
    expect(ageText('2026-10-01T12:00:00Z', now)).toBe('7 weeks');
    expect(agoText('2026-11-25T11:55:00Z', now)).toBe('5 min ago');
    expect(agoText('2026-11-25T11:59:59Z', now)).toBe('just now');
  });
});

describe('support queue (/staff/support)', () => {
  it('reads its filters from the address: Open by default, unknown values dropped', () => {
    expect(queueQuery(new URLSearchParams(''))).toEqual({ tab: 'open', status: 'open' });
    expect(queueQuery(new URLSearchParams('status=all&priority=Urgent&assignee=5;drop&page=0'))).toEqual({ tab: '' });
    expect(queueQuery(new URLSearchParams('status=closed&priority=Low&assignee=unassigned&q=%20483920%20&sort=newest&page=3'))).toEqual({
      tab: 'closed',
      status: 'closed',
      priority: 'Low',
      assignee: 'unassigned',
      q: '483920',
      sort: 'newest',
      page: 3,
    });
  });

  it('lists the tickets with age, customer and assignee; the filters go to the API and into the address', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/tickets': queue([summary(), summary({ id: 13, ticket: '100200', status: 'Open', priority: 'Low', assignee: { id: 2, name: 'Tunde Bello' } })], 31, 2),
    });
    const { current } = renderPage(<StaffSupportPage />, { path: '/staff/support?priority=High&page=2' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: '#483920 Top-up debited but balance not credited' })).toHaveAttribute('href', '/staff/support/483920');
    expect(within(rows[1]!).getByText('3 h')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unassigned')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Tunde Bello')).toBeInTheDocument();
    expect(calls[0]!.query.get('status')).toBe('open');
    expect(calls[0]!.query.get('priority')).toBe('High');
    expect(calls[0]!.query.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');

    // A filter change goes into the address, back to page 1.
    await user.selectOptions(screen.getByLabelText('Assignee'), 'mine');
    await waitFor(() => expect(current()).toBe('/staff/support?priority=High&assignee=mine'));
    await waitFor(() => expect(calls.at(-1)!.query.get('assignee')).toBe('mine'));
    expect(calls.at(-1)!.query.get('page')).toBeNull();

    await user.type(screen.getByLabelText('Find a ticket'), 'okafor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(current()).toBe('/staff/support?priority=High&assignee=mine&q=okafor'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(current()).toBe('/staff/support?priority=High&assignee=mine&q=okafor&page=2'));
  });

  it('has designed empty and error states', async () => {
    signIn();
    stubApi({ 'GET /staff/tickets': queue([]) });
    const first = renderPage(<StaffSupportPage />, { path: '/staff/support?status=closed' });
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /staff/tickets': () => jsonResponse({ code: 500, message: 'Server error' }, 500) });
    renderPage(<StaffSupportPage />, { path: '/staff/support' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your tickets.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const staffTicket = (overrides: Partial<StaffTicket['ticket']> = {}): StaffTicket => ({
  ticket: {
    ticket: '483920',
    subject: 'Top-up debited but balance not credited',
    status: 'Open',
    priority: 'High',
    name: 'Chinedu Okafor',
    email: 'chinedu.okafor@example.com',
    created_at: '2026-11-24T08:15:00Z',
    transaction: null,
    messages: [
      {
        id: 31,
        from: 'customer',
        user: 'Chinedu Okafor',
        message: 'My card was debited but the balance did not change.',
        created_at: '2026-11-24T08:15:00Z',
        attachments: [{ id: 9, name: 'bank-debit.png', type: 'image/png', size: 48213, file: '/api/v1/staff/tickets/483920/attachments/9' }],
      },
      { id: 32, from: 'support', user: 'Support Team', message: 'We are looking into it.', created_at: '2026-11-24T09:00:00Z', attachments: [] },
    ],
    ...overrides,
  },
  assignee: null,
  customer: {
    id: 42,
    name: 'Chinedu Okafor',
    email: 'chinedu.okafor@example.com',
    account_number: '1234567890',
    balance: '2500.00',
    card_serial: 'EL-000123',
    transactions: [{ trx: 'TRX3M6N9B2V5', created_at: '2026-11-24T08:00:00Z', amount: '2500.00', charge: '35.00', trx_type: '+', detail: 'Deposit via Paystack' }],
    deposits: [],
  },
});
const ticketAnswer = (t: StaffTicket) => ({ code: 200 as const, message: 'ok', data: t });
const desk = (status: 'Answered' | 'Close' | 'Open', assignee: StaffTicket['assignee'] = null) => ({
  code: 200 as const,
  message: 'ok',
  data: { ticket: '483920', status, assignee },
});
const renderTicket = (id = '483920') => renderPage(<StaffTicketPage title="Ticket" params={{ id }} />, { path: `/staff/support/${id}` });

describe('ticket view (/staff/support/:id)', () => {
  it('shows the conversation as the desk reads it, the attachments fetched with the staff token, and the customer beside it', async () => {
    signIn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:png');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': ticketAnswer(staffTicket()),
      'GET /staff/tickets/{ticket}/attachments/{id}': () => new Response(new Blob(['x'], { type: 'image/png' }), { headers: { 'content-type': 'image/png' } }),
    });
    renderTicket();
    expect(await screen.findByRole('heading', { level: 2, name: 'Top-up debited but balance not credited' })).toBeInTheDocument();
    const [theirs, ours] = screen.getAllByRole('article');
    expect(theirs).toHaveAccessibleName(/^Customer message of /);
    expect(ours).toHaveAccessibleName(/^Support message of /);
    const image = await within(theirs!).findByRole('link', { name: 'Attachment 1: bank-debit.png (image, opens in a new tab)' });
    await waitFor(() => expect(image).toHaveAttribute('href', 'blob:png'));
    const fetched = calls.find((c) => c.path === '/staff/tickets/483920/attachments/9')!;
    expect(fetched.headers.get('Authorization')).toBe('Bearer stf_agent');

    const aside = screen.getByRole('complementary', { name: 'Customer' });
    const fact = (label: string) => within(aside).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Account number')).toBe('1234567890');
    expect(fact('Balance')).toMatch(/2,500\.00/);
    expect(fact('Card')).toBe('EL-000123');
    expect(within(aside).getByText('Deposit via Paystack')).toBeInTheDocument();
    expect(within(aside).getByText('No deposits yet')).toBeInTheDocument();
  });

  it('replies with text and a PDF through the customer reply form and its checks; a wrong file is refused before sending', async () => {
    signIn();
    const user = userEvent.setup({ applyAccept: false });
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': ticketAnswer(staffTicket()),
      // The server says how the customer hears of it (their alert choices): the console shows its words.
      'POST /staff/tickets/{ticket}/reply': { ...desk('Answered'), message: 'Reply sent; the customer gets no e-mail for replies (their choice).' },
      'GET /staff/tickets': queue([]),
    });
    const { notify } = renderTicket();
    const box = await screen.findByLabelText(/^Your reply/, { selector: 'textarea' });
    const input = screen.getByLabelText(/Attachments/, { selector: 'input[type=file]' });
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText(wrongType('tool.exe'))).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'refund.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('refund.pdf')).toBeInTheDocument();
    await user.type(box, 'Your balance is credited.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    // Sent: the box and the files are cleared; the toast is the server's message.
    await waitFor(() => expect(screen.getByLabelText(/^Your reply/, { selector: 'textarea' })).toHaveValue(''));
    expect(notify.success).toHaveBeenCalledWith('Reply sent; the customer gets no e-mail for replies (their choice).');
    expect(screen.queryByText('refund.pdf')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Conversation' })).toHaveFocus());
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/staff/tickets/483920/reply')!;
    const body = sent.body as FormData;
    expect(body.get('message')).toBe('Your balance is credited.');
    expect((body.getAll('file[]') as File[]).map((f) => f.name)).toEqual(['refund.pdf']);
    expect(sent.headers.get('Authorization')).toBe('Bearer stf_agent');
  });

  it('assigns to me, and closes after asking; a closed ticket has no reply box', async () => {
    signIn();
    const user = userEvent.setup();
    let closed = false;
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': () => jsonResponse(ticketAnswer(staffTicket(closed ? { status: 'Close' } : {}))),
      'POST /staff/tickets/{ticket}/assign': desk('Open', { id: 2, name: 'Tunde Bello' }),
      'POST /staff/tickets/{ticket}/close': () => {
        closed = true;
        return jsonResponse(desk('Close'));
      },
      'GET /staff/tickets': queue([]),
    });
    renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/assign'))?.body).toEqual({ assignee_id: 2 }));

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = screen.getByRole('group', { name: 'Close this ticket?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('This ticket is closed: it takes no more replies.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/close'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send Reply' })).toBeNull();
  });

  it('an admin assigns to a member of the support team with a reason (the contract form)', async () => {
    signIn(['admin'], 'stf_admin');
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': ticketAnswer(staffTicket()),
      'GET /staff/members': {
        code: 200,
        message: 'ok',
        data: [member({ roles: ['admin'] }), member({ id: 5, name: 'Ngozi Obi', roles: ['support'] }), member({ id: 6, name: 'Femi Ade', roles: ['fulfilment'] })],
        total: 3,
        page: 1,
        per_page: 15,
      } as never,
      'POST /staff/tickets/{ticket}/assign': desk('Open', { id: 5, name: 'Ngozi Obi' }),
      'GET /staff/tickets': queue([]),
    });
    renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Assign…' }));
    const select = await screen.findByRole('combobox', { name: /Assignee/ });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nobody (back to the queue)', 'Me (Tunde Bello)', 'Ngozi Obi']));
    await user.selectOptions(select, '5');
    await user.type(screen.getByLabelText(/^Reason/, { selector: 'textarea' }), 'On shift');
    await user.click(screen.getByRole('button', { name: 'Save assignee' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/assign'))?.body).toEqual({ assignee_id: 5, reason: 'On shift' }));
  });

  it('a ticket reporting a top-up: finance opens the Refund dialog for its deposit, the ticket filled in', async () => {
    const user = userEvent.setup();
    signIn(['finance'], 'stf_finance');
    const reported = staffTicket({ transaction: { trx: 'TRX3M6N9B2V5', created_at: '2026-11-24T08:00:00Z', amount: '2500.00', charge: '35.00', trx_type: '+', detail: 'Deposit via Paystack' } });
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': ticketAnswer(reported),
      'GET /staff/deposits': {
        code: 200,
        message: 'ok',
        data: [{ id: 40, trx: 'TRX3M6N9B2V5', reference: 'DEP-20261124-Q9W3RT6Z', created_at: '2026-11-24T07:59:00Z', completed_at: '2026-11-24T08:00:00Z', method_code: 'paystack', payment_gateway: 'Paystack', amount: '2500.00', charge: '35.00', total: '2535.00', currency: 'NGN', status: 'Success', customer: { id: 42, name: 'Chinedu Okafor', account_number: '1234567890' } }],
        total: 1,
        page: 1,
        per_page: 15,
        totals: { count: 1, amount: '2500.00', charge: '35.00', total: '2535.00', credited: '2500.00' },
      },
      'GET /staff/deposits/{id}/refunds': { code: 200, message: 'ok', data: { deposit_reference: 'DEP-20261124-Q9W3RT6Z', refundable: true, remaining: '2500.00', approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00', refunds: [] } },
    });
    renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Refund this top-up' }));
    expect(calls.find((c) => c.path === '/staff/deposits')!.query.get('reference')).toBe('TRX3M6N9B2V5');
    const dialog = await screen.findByRole('dialog', { name: 'Refund this top-up' });
    expect(await within(dialog).findByLabelText('Amount (₦)')).toHaveValue('2500.00');
    expect(within(dialog).getByLabelText('Ticket number (optional)')).toHaveValue('483920');
    expect(screen.queryByRole('button', { name: 'Send Reply' })).toBeNull();
  });

  it('finance reads a ticket (issue 25): no reply box, no assign, no close — a read-only note — but "Reverse this charge" on a reported hub charge', async () => {
    signIn(['finance'], 'stf_finance');
    const user = userEvent.setup();
    const charged = staffTicket({ transaction: { trx: 'TRX9K2L4M6N8', created_at: '2026-11-24T09:15:00Z', amount: '500.00', charge: '0.00', trx_type: '-', detail: 'Wash — UNIPORT Choba Hub, machine W3' } });
    const calls = stubApi({ 'GET /staff/tickets/{ticket}': ticketAnswer({ ...charged, hub_charge: { id: 5120, reversal: null } }) });
    const { container } = renderTicket();
    expect(await screen.findByText("Read only: replies, assigning and closing are Support's.")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const name of ['Send Reply', 'Assign to me', 'Assign…', 'Close ticket']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText(/^Your reply/)).toBeNull();
    const note = screen.getByRole('note', { name: 'Reported transaction' });
    await user.click(within(note).getByRole('button', { name: 'Reverse this charge' }));
    expect(screen.getByRole('dialog', { name: 'Reverse this charge?' })).toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('says "Ticket not found" for an unknown or malformed number', async () => {
    signIn();
    stubApi({ 'GET /staff/tickets/{ticket}': () => jsonResponse({ code: 404, message: 'Ticket not found.' }, 404) });
    renderTicket('999999');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
  });
});
