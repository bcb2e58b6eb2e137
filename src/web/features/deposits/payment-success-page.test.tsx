import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { PENDING_RECHECK_MS } from './api';
import { cardPaymentAnswer, depositAnswer } from './deposit-fixtures';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Status = 'Pending' | 'Success' | 'Failed';
const outcome = depositAnswer;

const render = (search = '?reference=DEP-20261012-2R7T9W') =>
  renderPage(<PaymentSuccessPage title="Payment Successful" params={{}} />, { path: `/payment-success${search}` });

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PaymentSuccessPage', () => {
  it('shows the verified success: amount and new balance, and goes back to the dashboard', async () => {
    const calls = stubApi({ 'GET /deposits/outcome': outcome('Success') });
    const { current } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/transaction has been completed/i)).toHaveTextContent('₦5,000.00 was added to your balance');
    expect(figure('Amount')).toBe('₦5,000.00');
    expect(figure('New balance')).toBe('₦5,500.00');
    expect(figure('Reference ID')).toBe('DEP-20261012-2R7T9W');
    expect(calls[0]?.query.get('reference')).toBe('DEP-20261012-2R7T9W');
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    await userEvent.click(back);
    expect(current()).toBe('/my/user/dashboard');
  });

  it('a settled payment drops the cached lists that showed it pending (the cache outlives the trip to the provider)', async () => {
    stubApi({ 'GET /deposits/outcome': cardPaymentAnswer('Success') });
    const { queryClient } = render('?reference=CRD-20261012-7KQ4M9');
    const stale = { data: [{ reference: 'CRD-20261012-7KQ4M9', status: 'Pending' }] };
    queryClient.setQueryData(['get', '/cards/request', {}], stale);
    queryClient.setQueryData(['get', '/deposits', { params: { query: { page: 1 } } }], stale);
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });
    await vi.waitFor(() => expect(queryClient.getQueryData(['get', '/cards/request', {}])).toBeUndefined());
    expect(queryClient.getQueryData(['get', '/deposits', { params: { query: { page: 1 } } }])).toBeUndefined();
  });

  it('a pending payment keeps them (nothing settled yet)', async () => {
    stubApi({ 'GET /deposits/outcome': outcome('Pending') });
    const { queryClient } = render();
    const cached = { data: [] };
    queryClient.setQueryData(['get', '/cards/request', {}], cached);
    await screen.findByRole('heading', { level: 1, name: 'Payment pending' });
    expect(queryClient.getQueryData(['get', '/cards/request', {}])).toBe(cached);
  });

  it('while pending, says so and checks again until the provider confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Status = 'Pending';
    const calls = stubApi({ 'GET /deposits/outcome': () => jsonResponse(outcome(status)) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText(/waiting for Paystack to confirm/)).toBeInTheDocument();
    expect(screen.queryByText('New balance')).toBeNull();
    status = 'Success';
    await act(() => vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS + 100));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls.length).toBe(2);
    // Settled: no more checks.
    await act(() => vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS * 3));
    expect(calls.length).toBe(2);
  });

  it('a declined payment shows Failed, nothing credited, and offers another top-up', async () => {
    stubApi({ 'GET /deposits/outcome': outcome('Failed') });
    render();
    const section = (await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).closest('section')!;
    expect(section).toHaveTextContent('declined or cancelled. Nothing was credited');
    expect(screen.queryByText('New balance')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Try another top-up' })).toHaveAttribute('href', '/my/user/deposits');
    expect(within(section).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/my/user/dashboard');
  });

  it('without a reference, asks nothing and points to the deposit history', async () => {
    const calls = stubApi({});
    render('');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/transaction has been completed/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Deposit History' })).toHaveAttribute('href', '/my/user/deposits');
    expect(calls).toEqual([]);
  });

  it('a card payment says what was paid, never a balance change, and links to the card details', async () => {
    stubApi({ 'GET /deposits/outcome': cardPaymentAnswer('Success') });
    render('?reference=CRD-20261014-9B2C5D');
    const section = (await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).closest('section')!;
    expect(section).toHaveTextContent('you paid ₦3,552.50 for your laundry card with Paystack');
    expect(figure('Card and delivery fees')).toBe('₦3,500.00');
    expect(figure('Charge')).toBe('₦52.50');
    expect(figure('Total')).toBe('₦3,552.50');
    expect(figure('Reference ID')).toBe('CRD-20261014-9B2C5D');
    expect(screen.queryByText('New balance')).toBeNull();
    expect(screen.queryByText(/added to your balance/)).toBeNull();
    expect(within(section).getByRole('link', { name: 'View card details' })).toHaveAttribute('href', '/my/user/card-management/58');
    expect(within(section).getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('a failed card payment offers to request the card again, not a top-up', async () => {
    stubApi({ 'GET /deposits/outcome': cardPaymentAnswer('Failed') });
    render('?reference=CRD-20261014-9B2C5D');
    const section = (await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).closest('section')!;
    expect(section).toHaveTextContent('Nothing was charged and your balance is unchanged');
    expect(within(section).getByRole('link', { name: 'Request the card again' })).toHaveAttribute('href', '/my/user/card-management');
    expect(within(section).queryByRole('link', { name: 'Try another top-up' })).toBeNull();
  });
});

