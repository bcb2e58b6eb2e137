import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { signInAsStaff, cleanStaffSessionEachTest } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { AdjustBalanceModal } from './staff-adjust-balance';
import { StaffMoneyBackPage, moneyBackHref, moneyBackStateOf } from './staff-money-back-page';
import { expectAccessible } from '#web/testing/axe';

type Role = components['schemas']['StaffRole'];
type MoneyBack = components['schemas']['StaffMoneyBack'];
type BankDetails = components['schemas']['StaffRefundBankDetails'];
type Refund = components['schemas']['StaffRefund'];

/** A Money back request as the refunds operations answer it (StaffRefund). */
const refundOf = (m: MoneyBack): Refund => ({
  reference: m.reference,
  status: m.status as Refund['status'],
  amount: m.amount,
  reason: m.reason,
  ticket: m.ticket,
  deposit_reference: m.deposit_reference ?? '',
  gateway: m.gateway ?? 'paystack',
  gateway_status: m.gateway_status,
  bank_account_last4: m.bank_account_last4,
  bank_details: m.bank_details,
  failure_reason: m.failure_reason,
  requested_by: m.requested_by,
  decided_by: m.decided_by,
  created_at: m.created_at,
  completed_at: m.completed_at,
  trx: m.trx,
  return_trx: m.return_trx,
  approval_needed_because: m.approval_needed_because,
});

const signIn = (roles: Role[]) =>
  signInAsStaff(roles);

cleanStaffSessionEachTest();

async function expectNoAxeViolations(node: HTMLElement) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const request = (over: Partial<MoneyBack> = {}): MoneyBack => ({
  reference: 'ADJ-20261127-7KQ2MX4P',
  kind: 'adjustment',
  customer: { id: 7, name: 'Chinedu Okafor', account_number: '3012345678' },
  amount: '25000.00',
  direction: 'credit',
  status: 'awaiting_approval',
  reason: 'Machine W3 took two payments',
  ticket: '483920',
  requested_by: 'Tunde Bakare',
  decided_by: null,
  decision_reason: null,
  created_at: '2026-11-27T09:12:00Z',
  decided_at: null,
  completed_at: null,
  deposit_reference: null,
  reversed_trx: null,
  trx: null,
  return_trx: null,
  gateway: null,
  gateway_status: null,
  failure_reason: null,
  bank_account_last4: null,
  bank_details: null,
  may_approve: true,
  approval_note: null,
  approval_needed_because: null,
  ...over,
});
const list = (data: MoneyBack[], over: Record<string, unknown> = {}) => ({
  code: 200 as const,
  message: 'Requests retrieved successfully.',
  data,
  total: data.length,
  page: 1,
  per_page: 15 as const,
  awaiting_approval: data.filter((d) => d.status === 'awaiting_approval').length,
  approval_above: '20000.00',
  approval_daily_per_customer: '20000.00',
  approval_daily_per_member: '100000.00',
  ...over,
});
const refund = request({
  reference: 'RFD-20261126-Q9W3RT6Z',
  kind: 'refund',
  direction: 'debit',
  amount: '3000.00',
  status: 'needs_attention',
  deposit_reference: 'DEP-20261125-7KQ2MX4P',
  gateway: 'paystack',
  gateway_status: 'needs-attention',
  trx: 'TX3H7N2W5ABC',
  may_approve: false,
  approval_note: 'This request was already decided.',
});

describe('Money back (/staff/money-back)', () => {
  it('reads and writes its filters and open request in the address (invalid ones dropped)', () => {
    expect(moneyBackStateOf('?status=needs_attention&kind=bribe&customer=%20ada%40x.ng%20&page=2&request=ADJ-20261127-7KQ2MX4P')).toEqual({
      filters: { status: 'needs_attention', customer: 'ada@x.ng' },
      page: 2,
      request: 'ADJ-20261127-7KQ2MX4P',
    });
    expect(moneyBackStateOf('?request=<script>').request).toBeNull();
    expect(moneyBackHref({ customer: 'ada@x.ng', kind: 'refund' }, 2)).toBe('/staff/money-back?kind=refund&customer=ada%40x.ng&page=2');
    expect(moneyBackHref({})).toBe('/staff/money-back');
  });

  it('shows the requests awaiting approval first, then every request (refunds with their statuses too), and applies filters through the address', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi({
      'GET /staff/money-back': (call) => jsonResponse(call.query.get('waiting') === 'true' ? list([request()]) : list([request(), refund])),
    });
    const view = renderPage(<StaffMoneyBackPage />, { path: '/staff/money-back' });
    const waiting = await screen.findByRole('table', { name: 'Awaiting approval' });
    expect(within(waiting).getByText('ADJ-20261127-7KQ2MX4P')).toBeInTheDocument();
    const all = await screen.findByRole('table', { name: 'All requests' });
    expect(within(all).getByText('Needs attention')).toHaveClass('badge--danger');
    expect(within(all).getByText('Awaiting approval')).toHaveClass('badge--pending');
    expect(within(all).getByText('Refund')).toBeInTheDocument();
    expect(screen.getByText(/Requests above ₦20,000\.00 wait for a second finance or admin person/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refund/i })).toBeNull(); // refunds are shown, not created, here

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.selectOptions(screen.getByLabelText('Kind'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(view.current()).toBe('/staff/money-back?status=failed&kind=refund');
    await waitFor(() => expect(calls.some((c) => c.query.get('status') === 'failed' && c.query.get('kind') === 'refund')).toBe(true));
  });

  it('empty and error states', async () => {
    signIn(['admin']);
    stubApi({ 'GET /staff/money-back': (call) => (call.query.get('waiting') ? jsonResponse(list([])) : jsonResponse({ code: 503, message: 'Down' }, 503)) });
    renderPage(<StaffMoneyBackPage />, { path: '/staff/money-back' });
    expect(await screen.findByText('No requests awaiting approval yet')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your requests for money back.');
  });

  it('on their own request Approve is disabled with the reason; Reject stays', async () => {
    signIn(['finance']);
    const own = request({ may_approve: false, approval_note: 'You cannot approve your own request: another finance or admin person must.' });
    stubApi({ 'GET /staff/money-back': list([own]), 'GET /staff/money-back/{reference}': { code: 200, message: 'ok', data: own } });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${own.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    const approve = await within(drawer).findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You cannot approve your own request: another finance or admin person must.');
    expect(within(drawer).getByRole('button', { name: 'Reject…' })).toBeEnabled();
    expect(within(drawer).getByText(/Requested/).closest('li')).toHaveTextContent('by Tunde Bakare');
  });

  const details = (over: Partial<BankDetails> = {}): BankDetails => ({
    status: 'waiting',
    bank_code: '058',
    bank_name: 'Guaranty Trust Bank',
    account_last4: '6789',
    account_name: 'ADAEZE CHIOMA OKAFOR',
    customer_name: 'Chinedu Okafor',
    entered_by: 'Tunde Bakare',
    entered_at: '2026-11-28T10:02:00Z',
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    may_approve: true,
    approval_note: null,
    ...over,
  });

  it("a refund in needs-attention: the drawer enters the customer's account (the contract's form); the answer names the bank's name for it beside the customer's, and it waits", async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    let current = refund;
    const waitingMessage = 'Guaranty Trust Bank says account ending 6789 is ADAEZE CHIOMA OKAFOR (the customer is Chinedu Okafor). Nothing was sent: another finance or admin member must approve these details.';
    const calls = stubApi({
      'GET /staff/money-back': () => jsonResponse(list([current])),
      'GET /staff/money-back/{reference}': () => jsonResponse({ code: 200, message: 'ok', data: current }),
      'POST /staff/refunds/{reference}/bank-account': () => {
        current = { ...refund, bank_details: details({ may_approve: false, approval_note: 'You entered these bank details: another finance or admin member must approve them.' }) };
        return jsonResponse({ code: 202, message: waitingMessage, data: { ...refundOf(current) } }, 202);
      },
    });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${refund.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    const form = await within(drawer).findByRole('region', { name: `Bank account for ${refund.reference}` });
    await user.type(within(form).getByLabelText(/Account number \(NUBAN\)/), '12345');
    await user.type(within(form).getByLabelText(/Bank code/), '058');
    await user.click(within(form).getByRole('button', { name: 'Check the account' }));
    expect(await within(form).findByText('Enter the 10-digit account number (NUBAN).')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(form).getByLabelText(/Account number \(NUBAN\)/));
    await user.type(within(form).getByLabelText(/Account number \(NUBAN\)/), '0123456789');
    await user.click(within(form).getByRole('button', { name: 'Check the account' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/staff/refunds/${refund.reference}/bank-account`, body: { account_number: '0123456789', bank_code: '058' } }));
    // Read again: the details wait — the bank's name for the account beside the customer's, who entered; no second form.
    const review = await within(drawer).findByRole('region', { name: `Bank details for ${refund.reference}` });
    expect(within(review).getByText('Name at the bank', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ADAEZE CHIOMA OKAFOR');
    expect(within(review).getByText('Customer (our records)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Chinedu Okafor');
    expect(within(review).getByText('Entered by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Tunde Bakare');
    expect(within(review).getByText('Waiting for a second finance or admin member: nothing has been sent.')).toBeInTheDocument();
    const approve = within(review).getByRole('button', { name: 'Approve…' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You entered these bank details: another finance or admin member must approve them.');
    expect(within(drawer).queryByRole('region', { name: /^Bank account for/ })).toBeNull();
    await expectNoAxeViolations(drawer);
  });

  it('another member approves waiting bank details after a confirmation naming both names; then they show as sent with the last 4 digits', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    let current = { ...refund, bank_details: details() };
    const calls = stubApi({
      'GET /staff/money-back': () => jsonResponse(list([current])),
      'GET /staff/money-back/{reference}': () => jsonResponse({ code: 200, message: 'ok', data: current }),
      'POST /staff/refunds/{reference}/bank-account/approve': () => {
        current = { ...refund, status: 'processing', gateway_status: 'processing', bank_account_last4: '6789', bank_details: details({ status: 'sent', decided_by: 'Ngozi Eze', decided_at: '2026-11-28T10:09:00Z', may_approve: false, approval_note: 'These bank details were already decided.' }) };
        return jsonResponse({ code: 200, message: 'Approved: Paystack will pay the refund to ADAEZE CHIOMA OKAFOR, Guaranty Trust Bank account ending 6789.', data: refundOf(current) });
      },
    });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${refund.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    const review = await within(drawer).findByRole('region', { name: `Bank details for ${refund.reference}` });
    await user.click(within(review).getByRole('button', { name: 'Approve…' }));
    expect(within(review).getByText(/Send the refund to ADAEZE CHIOMA OKAFOR, Guaranty Trust Bank account ending 6789\? Compare the name with the customer's \(Chinedu Okafor\)/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(review).getByRole('button', { name: 'Yes, approve and send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/staff/refunds/${refund.reference}/bank-account/approve`));
    await waitFor(() => expect(within(drawer).getByText('Approved and sent: the gateway pays the refund to this account.')).toBeInTheDocument());
    expect(within(drawer).getByText('Approved by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Ngozi Eze');
    expect(within(drawer).getByText('Bank account', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ending 6789');
    expect(within(drawer).queryByRole('button', { name: 'Approve…' })).toBeNull();
  });

  it('rejects waiting bank details with a reason (the contract\'s form); the account can then be entered again', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    let current = { ...refund, bank_details: details() };
    const calls = stubApi({
      'GET /staff/money-back': () => jsonResponse(list([current])),
      'GET /staff/money-back/{reference}': () => jsonResponse({ code: 200, message: 'ok', data: current }),
      'POST /staff/refunds/{reference}/bank-account/reject': () => {
        current = { ...refund, bank_details: details({ status: 'rejected', decided_by: 'Ngozi Eze', decided_at: '2026-11-28T10:09:00Z', decision_reason: 'Wrong name', may_approve: false, approval_note: 'These bank details were already decided.' }) };
        return jsonResponse({ code: 200, message: 'Rejected: nothing was sent. Bank details may be entered again.', data: refundOf(current) });
      },
    });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${refund.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    const review = await within(drawer).findByRole('region', { name: `Bank details for ${refund.reference}` });
    await user.click(within(review).getByRole('button', { name: 'Reject…' }));
    await user.type(within(review).getByLabelText(/Reason/), 'Wrong name');
    await user.click(within(review).getByRole('button', { name: 'Reject these details' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/staff/refunds/${refund.reference}/bank-account/reject`, body: { reason: 'Wrong name' } }));
    expect(await within(drawer).findByRole('region', { name: `Enter the bank account again for ${refund.reference}` })).toBeInTheDocument();
    expect(within(drawer).getByText('Why', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Wrong name');
  });

  it('no bank-account form for a refund whose account was given already: its last 4 digits instead', async () => {
    signIn(['finance']);
    const given = { ...refund, status: 'processing' as const, bank_account_last4: '6789', bank_details: details({ status: 'sent', decided_by: 'Ngozi Eze', decided_at: '2026-11-28T10:09:00Z', may_approve: false }) };
    stubApi({ 'GET /staff/money-back': list([given]), 'GET /staff/money-back/{reference}': { code: 200, message: 'ok', data: given } });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${given.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    expect((await within(drawer).findByText('Bank account', { selector: 'dt' })).nextElementSibling).toHaveTextContent('ending 6789');
    expect(within(drawer).queryByRole('region', { name: /^Bank account for/ })).toBeNull();
  });

  it("approves another's request after a confirmation, and rejects with a reason", async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    let current = request();
    const calls = stubApi({
      'GET /staff/money-back': () => jsonResponse(list([current])),
      'GET /staff/money-back/{reference}': () => jsonResponse({ code: 200, message: 'ok', data: current }),
      'POST /staff/money-back/{reference}/approve': () => {
        current = request({ status: 'done', decided_by: 'Ngozi Eze', decided_at: '2026-11-27T09:40:00Z', completed_at: '2026-11-27T09:40:00Z', trx: 'TX8K2M4P9QRS', may_approve: false, approval_note: 'This request was already decided.' });
        return jsonResponse({ code: 200, message: 'Approved.', data: current });
      },
    });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${current.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    expect(within(drawer).getByText(/Approve a credit of ₦25,000\.00 to Chinedu Okafor\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(drawer).getByRole('button', { name: 'Yes, approve' }));
    expect(await within(drawer).findByText('Approved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/staff/money-back/${current.reference}/approve`]);
    expect(await within(drawer).findByText('TX8K2M4P9QRS')).toBeInTheDocument();
  });

  it('rejects with a reason from the contract form (an empty reason is refused before any call)', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const debit = request({ direction: 'debit', trx: 'TX1' });
    const calls = stubApi({
      'GET /staff/money-back': list([debit]),
      'GET /staff/money-back/{reference}': { code: 200, message: 'ok', data: debit },
      'POST /staff/money-back/{reference}/reject': { code: 200, message: 'Rejected.', data: { ...debit, status: 'rejected', return_trx: 'TX2' } },
    });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${debit.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    await user.click(await within(drawer).findByRole('button', { name: 'Reject…' }));
    expect(within(drawer).getByText('The held amount goes back to the balance and the customer is e-mailed.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Reject the request' }));
    expect(await within(drawer).findByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText(/Reason/), 'The machine log shows the wash ran');
    await user.click(within(drawer).getByRole('button', { name: 'Reject the request' }));
    expect(await within(drawer).findByText('Rejected.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The machine log shows the wash ran' });
  });
});

describe('Adjust balance (the customer page)', () => {
  it('says whether a second approver is needed from the threshold of the contract, confirms, and sends one request key for retries', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    let attempts = 0;
    const calls = stubApi({
      'GET /staff/money-back': list([], { approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' }),
      'POST /staff/customers/{id}/adjustments': (call) => {
        attempts += 1;
        if (attempts === 1) return jsonResponse({ code: 409, message: "The customer's balance is ₦1,250.00: not enough for this. Nothing was moved." }, 409);
        return jsonResponse({ code: 201, message: 'The adjustment waits for a second finance or admin person to approve it.', data: request({ direction: (call.body as { direction: 'credit' | 'debit' }).direction }) }, 201);
      },
    });
    const onClose = vi.fn();
    renderPage(<AdjustBalanceModal customerId={7} name="Chinedu Okafor" balance="1250.00" onClose={onClose} />, { path: '/staff/customers/7' });
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(await within(dialog).findByText(/Requests above ₦20,000\.00 wait for a second finance or admin person/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Credit or debit/), 'debit');
    await user.type(within(dialog).getByLabelText(/Amount/), '25000');
    expect(within(dialog).getByText(/this will need a second finance or admin person/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate credit');
    await user.type(within(dialog).getByLabelText(/Ticket number/), '483920');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/Debit ₦25,000\.00 from Chinedu Okafor \(ticket #483920\)\? It will wait for a second finance or admin person/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, debit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not enough for this');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, debit' }));
    expect(await within(dialog).findByText(/ADJ-20261127-7KQ2MX4P waits for a second finance or admin person/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See it in Money back' })).toHaveAttribute('href', '/staff/money-back?request=ADJ-20261127-7KQ2MX4P');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({ direction: 'debit', amount: 25000, reason: 'Duplicate credit', ticket: '483920' }); // the key is not in the body
    const key = posts[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(key); // a retry of this form is the same request
  });

  it('four eyes by daily totals (ADR 069): the line says the daily totals before; a request at the threshold that passes one waits, and the outcome says why in the server\'s words', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const because = "With it, this customer's adjustments and refunds made today (Lagos time) without a second person would come to ₦40,000.00, more than the ₦20,000.00 allowed for one customer in a day.";
    stubApi({
      'GET /staff/money-back': list([], { approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' }),
      'POST /staff/customers/{id}/adjustments': () =>
        jsonResponse(
          { code: 201, message: `A second finance or admin person must approve this adjustment: it waits for them. ${because}`, data: request({ amount: '20000.00', approval_needed_because: because, may_approve: false }) },
          201,
        ),
    });
    renderPage(<AdjustBalanceModal customerId={7} name="Chinedu Okafor" balance="1250.00" onClose={() => undefined} />, { path: '/staff/customers/7' });
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    // The rule in the same words as the Money back page and the Refund form (fourEyesRule).
    expect(await within(dialog).findByText(/Requests above ₦20,000\.00 wait for a second finance or admin person/)).toHaveTextContent(
      "Requests above ₦20,000.00 wait for a second finance or admin person, and so does any request that would take today's (Lagos time) adjustments and refunds done without a second person past ₦20,000.00 for one customer or ₦100,000.00 for one staff member. Nobody approves their own.",
    );
    await user.type(within(dialog).getByLabelText(/Amount/), '20000');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Machine took two payments');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/It is done at once and the customer is e-mailed — unless it takes a daily total past its limit: then it waits for a second finance or admin person\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, credit' }));
    const outcome = await within(dialog).findByRole('status');
    await waitFor(() => expect(outcome).toHaveTextContent('ADJ-20261127-7KQ2MX4P waits for a second finance or admin person to approve it.'));
    expect(outcome).toHaveTextContent(`Why: ${because}`);
    await expectAccessible(dialog);
  });

  it('the drawer says why a request waits for a second person (approval_needed_because)', async () => {
    signIn(['admin']);
    const because = 'With it, the adjustments and refunds this staff member made today (Lagos time) without a second person would come to ₦100,001.00, more than the ₦100,000.00 allowed for one staff member in a day.';
    const split = request({ amount: '1.00', approval_needed_because: because });
    stubApi({ 'GET /staff/money-back': list([split]), 'GET /staff/money-back/{reference}': { code: 200, message: 'ok', data: split } });
    renderPage(<StaffMoneyBackPage />, { path: `/staff/money-back?request=${split.reference}` });
    const drawer = await screen.findByRole('dialog', { name: 'Request for money back' });
    expect((await within(drawer).findByText('Why a second person')).closest('li')).toHaveTextContent(because);
    expect(screen.getByText(/Requests above ₦20,000\.00 wait for a second finance or admin person/)).toHaveTextContent(
      "Requests above ₦20,000.00 wait for a second finance or admin person, and so does any request that would take today's (Lagos time) adjustments and refunds done without a second person past ₦20,000.00 for one customer or ₦100,000.00 for one staff member. Nobody approves their own.",
    );
    await expectAccessible(drawer);
  });

  it('each opened form is a new request: a second Adjust balance sends another Idempotency-Key', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi({
      'GET /staff/money-back': list([], { approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00' }),
      'POST /staff/customers/{id}/adjustments': () => jsonResponse({ code: 201, message: 'The adjustment is done.', data: request({ status: 'done' }) }, 201),
    });
    const adjust = async () => {
      const view = renderPage(<AdjustBalanceModal customerId={7} name="Chinedu Okafor" balance="1250.00" onClose={() => undefined} />, { path: '/staff/customers/7' });
      const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
      await user.type(within(dialog).getByLabelText(/Amount/), '500');
      await user.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await user.click(within(dialog).getByRole('button', { name: 'Yes, credit' }));
      await within(dialog).findByRole('link', { name: 'See it in Money back' });
      view.unmount();
    };
    await adjust();
    await adjust();
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
