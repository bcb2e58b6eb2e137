import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearStaffSession } from '#web/lib/staff-session';
import { signInAsStaff } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DepositRefunds, RefundDialog } from './refund-dialog';
import { RefundBankDetails } from './refund-bank-details';

type Refund = components['schemas']['StaffRefund'];
type Refunds = components['schemas']['StaffDepositRefunds'];

beforeEach(() => {
  sessionStorage.clear();
  clearStaffSession();
  signInAsStaff(['finance']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refund = (over: Partial<Refund> = {}): Refund => ({
  reference: 'RFD-20261127-7KQ2MX4P',
  status: 'pending',
  amount: '2000.00',
  reason: 'Paid twice',
  ticket: null,
  deposit_reference: 'DEP-20261125-Q9W3RT6Z',
  gateway: 'paystack',
  gateway_status: 'pending',
  bank_account_last4: null,
  bank_details: null,
  failure_reason: null,
  requested_by: 'Ngozi Eze',
  decided_by: null,
  created_at: '2026-11-27T09:12:00Z',
  completed_at: null,
  trx: 'TX9K2M4P9QRT',
  return_trx: null,
  approval_needed_because: null,
  ...over,
});
const listed = (over: Partial<Refunds> = {}) => ({
  code: 200 as const,
  message: 'Refunds retrieved successfully.',
  data: { deposit_reference: 'DEP-20261125-Q9W3RT6Z', refundable: true, remaining: '5000.00', approval_above: '20000.00', approval_daily_per_customer: '20000.00', approval_daily_per_member: '100000.00', refunds: [], ...over },
});

describe('Refunds of a top-up (ADR 052)', () => {
  it('the Refund form (inline in the drawer): the refundable remainder by default, the second approver above the threshold, one key per dialog', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/deposits/{id}/refunds': listed(),
      'POST /staff/refunds': () => jsonResponse({ code: 201, message: 'The refund was sent to Paystack.', data: refund({ amount: '1500.00' }) }, 201),
    });
    renderPage(<DepositRefunds depositId={40} />);
    expect(await screen.findByText('No refunds yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('region', { name: 'Refund this top-up' });
    const amount = within(dialog).getByLabelText('Amount (₦)');
    expect(amount).toHaveValue('5000.00');
    expect(amount).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Refund' })).toHaveLength(1); // the form's own: the opener is hidden while it is open
    expect(amount).toHaveAccessibleDescription(
      "Refundable: ₦5,000.00. Requests above ₦20,000.00 wait for a second finance or admin person, and so does any request that would take today's (Lagos time) adjustments and refunds done without a second person past ₦20,000.00 for one customer or ₦100,000.00 for one staff member. Nobody approves their own.",
    );
    await user.clear(amount);
    await user.type(amount, '25000');
    expect(within(dialog).getByRole('note')).toHaveTextContent('This refund needs a second approver');
    await user.clear(amount);
    await user.type(amount, '1500');
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Say why (at least 3 characters).')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Reason'), 'Paid twice');
    await user.type(within(dialog).getByLabelText('Ticket number (optional)'), '483920');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('RFD-20261127-7KQ2MX4P: The refund was sent to Paystack.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refund this top-up' })).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ deposit_reference: 'DEP-20261125-Q9W3RT6Z', amount: 1500, reason: 'Paid twice', ticket: '483920' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('a 409 of the core is shown in the form, which stays open', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /staff/deposits/{id}/refunds': listed({ remaining: '300.00' }),
      'POST /staff/refunds': () => jsonResponse({ code: 409, message: "The customer's balance is ₦100.00: not enough for this. Nothing was moved." }, 409),
    });
    renderPage(<DepositRefunds depositId={40} />);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('region', { name: 'Refund this top-up' });
    expect(within(dialog).getByLabelText('Amount (₦)')).toHaveValue('300.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refund asked');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The customer's balance is ₦100.00");
  });

  it('existing refunds with their statuses; one in needs-attention shows the bank-details form; refunded in full → no Refund button', async () => {
    stubApi({
      'GET /staff/deposits/{id}/refunds': listed({ remaining: '0.00', refunds: [refund({ status: 'processed', amount: '3000.00' }), refund({ reference: 'RFD-20261127-AAAABBBB', status: 'needs_attention' })] }),
    });
    renderPage(<DepositRefunds depositId={40} />);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Needs bank details')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bank account for RFD-20261127-AAAABBBB' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('the desk\'s dialog: the same form in a modal, the ticket filled in', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = stubApi({
      'GET /staff/deposits/{id}/refunds': listed(),
      'POST /staff/refunds': () => jsonResponse({ code: 201, message: 'The refund was sent to Paystack.', data: refund() }, 201),
    });
    renderPage(<RefundDialog depositId={40} ticket="483920" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund this top-up' });
    expect(await within(dialog).findByLabelText('Ticket number (optional)')).toHaveValue('483920');
    await user.type(within(dialog).getByLabelText('Reason'), 'Reported at the desk');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('RFD-20261127-7KQ2MX4P: The refund was sent to Paystack.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ ticket: '483920', amount: 5000 });
  });

  it('a refund that passes a daily total (ADR 069) waits, and the outcome says why in the server\'s words', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const because = "With it, this customer's adjustments and refunds made today (Lagos time) without a second person would come to ₦21,000.00, more than the ₦20,000.00 allowed for one customer in a day.";
    const message = `A second finance or admin person must approve this refund: it waits for them. ${because}`;
    stubApi({
      'GET /staff/deposits/{id}/refunds': listed(),
      'POST /staff/refunds': () => jsonResponse({ code: 201, message, data: refund({ status: 'awaiting_approval', approval_needed_because: because }) }, 201),
    });
    renderPage(<RefundDialog depositId={40} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund this top-up' });
    await user.type(await within(dialog).findByLabelText('Reason'), 'Paid twice');
    expect(within(dialog).queryByRole('note')).toBeNull(); // ₦5,000 is below the threshold: only the totals can make it wait
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(`RFD-20261127-7KQ2MX4P: ${message}`));
  });

  it('error state with Try again', async () => {
    stubApi({ 'GET /staff/deposits/{id}/refunds': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<DepositRefunds depositId={40} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('bank details: a 10-digit NUBAN is checked before sending (the contract\'s form); the answer — the bank\'s name for it, waiting for a second member — is shown', async () => {
    const user = userEvent.setup();
    const message = 'Guaranty Trust Bank says account ending 6789 is ADAEZE CHIOMA OKAFOR (the customer is Adaeze Okafor). Nothing was sent: another finance or admin member must approve these details.';
    const calls = stubApi({
      'POST /staff/refunds/{reference}/bank-account': () => jsonResponse({ code: 202, message, data: refund({ status: 'needs_attention' }) }, 202),
    });
    renderPage(<RefundBankDetails reference="RFD-20261127-7KQ2MX4P" />);
    await user.type(screen.getByLabelText(/Account number \(NUBAN\)/), '12345');
    await user.type(screen.getByLabelText(/Bank code/), '058');
    await user.click(screen.getByRole('button', { name: 'Check the account' }));
    expect(await screen.findByText('Enter the 10-digit account number (NUBAN).')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Account number \(NUBAN\)/), '67890');
    await user.click(screen.getByRole('button', { name: 'Check the account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ account_number: '1234567890', bank_code: '058' });
    // The answer replaces the form: no emptied fields with their required-field errors under a success.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Enter the 10-digit account number|Enter the bank's code/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check the account' })).toBeNull();
  });

  it('bank details: hints, not placeholders that look like typed digits', () => {
    renderPage(<RefundBankDetails reference="RFD-20261127-7KQ2MX4P" />);
    const number = screen.getByLabelText(/Account number \(NUBAN\)/);
    const code = screen.getByLabelText(/Bank code/);
    expect(number.getAttribute('placeholder') ?? '').toBe('');
    expect(code.getAttribute('placeholder') ?? '').toBe('');
    expect(number).toHaveAccessibleDescription(/10 digits/);
    expect(code).toHaveAccessibleDescription(/058 for Guaranty Trust Bank/);
  });

  it('an account the bank cannot name: the server\'s words under the field, nothing waits', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /staff/refunds/{reference}/bank-account': () =>
        jsonResponse(
          {
            code: 422,
            message: 'Guaranty Trust Bank has no account ending 4321 that Paystack can name: check the number and the bank with the customer. Nothing was stored.',
            error: { account_number: ['Paystack could not name this account at Guaranty Trust Bank (Could not resolve account name. Check parameters or try again.).'] },
          },
          422,
        ),
    });
    renderPage(<RefundBankDetails reference="RFD-20261127-7KQ2MX4P" />);
    await user.type(screen.getByLabelText(/Account number \(NUBAN\)/), '0987654321');
    await user.type(screen.getByLabelText(/Bank code/), '058');
    await user.click(screen.getByRole('button', { name: 'Check the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guaranty Trust Bank has no account ending 4321 that Paystack can name');
    expect(screen.getByText(/Paystack could not name this account at Guaranty Trust Bank/)).toBeInTheDocument();
  });

  it('the deposit drawer shows waiting details (the names side by side) instead of a second form', async () => {
    stubApi({
      'GET /staff/deposits/{id}/refunds': listed({
        refunds: [
          refund({
            status: 'needs_attention',
            bank_details: {
              status: 'waiting', bank_code: '058', bank_name: 'Guaranty Trust Bank', account_last4: '6789', account_name: 'ADAEZE CHIOMA OKAFOR', customer_name: 'Adaeze Okafor',
              entered_by: 'Ngozi Eze', entered_at: '2026-11-28T10:02:00Z', decided_by: null, decided_at: null, decision_reason: null, may_approve: true, approval_note: null,
            },
          }),
        ],
      }),
    });
    renderPage(<DepositRefunds depositId={40} />);
    const review = await screen.findByRole('region', { name: 'Bank details for RFD-20261127-7KQ2MX4P' });
    expect(within(review).getByText('Name at the bank', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ADAEZE CHIOMA OKAFOR');
    expect(within(review).getByText('Customer (our records)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Adaeze Okafor');
    expect(review.querySelector('dl')).toHaveClass('deposit-facts'); // the drawer's two-column fact list
    expect(within(review).getByRole('button', { name: 'Approve…' })).toBeEnabled();
    // Rejecting is a secondary action: its submit button is not the filled primary one.
    await userEvent.setup().click(within(review).getByRole('button', { name: 'Reject…' }));
    const rejectButton = within(review).getByRole('button', { name: 'Reject these details' });
    expect(rejectButton).toHaveClass('btn--ghost');
    expect(rejectButton).not.toHaveClass('btn--primary');
    expect(screen.queryByRole('region', { name: /^Bank account for/ })).toBeNull();
  });
});
