import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '#web/lib/notify';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summary = (over: Partial<Record<string, unknown>> = {}) => ({
  code: 200 as const,
  message: 'Dashboard retrieved successfully.',
  data: {
    account_number: '2010001024',
    available_balance: '1234567.50',
    card_serial_no: 'ELC4820193746',
    depositSum: '12500.00',
    transactionCount: 1234,
    referral_link: 'https://e-laundry.example.com/sign-up?reference=CHIDI1024',
    latestCredit: [
      { created_at: '2026-10-12T14:05:00Z', trx: 'TRX8Q2W5E7R9', amount: '5000.00' },
      { created_at: '2026-10-02T08:41:00Z', trx: 'TRX3M6N9B2V5', amount: '2500.00' },
    ],
    latestDebit: [],
    ...over,
  },
});
const page = () => renderPage(<DashboardPage title="Dashboard" params={{}} />, { path: '/my/user/dashboard' });

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DashboardPage', () => {
  it('paints everything from one GET /dashboard: figures in ₦, dates DD/MM/YYYY, empty debits', async () => {
    const calls = stubApi({ 'GET /dashboard': summary() });
    page();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    await screen.findByText('₦1,234,567.50');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stat('Available Balance')).toBe('₦1,234,567.50');
    expect(stat('Account Number')).toBe('2010001024');
    expect(stat('Card Serial Number')).toBe('ELC4820193746');
    expect(stat('Total Deposits')).toBe('₦12,500.00');
    expect(stat('Total Transactions')).toBe('1,234');

    const credits = screen.getByRole('table', { name: 'Latest Credits' });
    expect(within(credits).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Trx', 'Amount']);
    const first = within(credits).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12/10/2026', 'TRX8Q2W5E7R9', '+₦5,000.00']);
    const debits = screen.getByRole('region', { name: 'Latest Debits' });
    expect(debits).toHaveTextContent('No debits yet');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /dashboard']);
  });

  it('paints the labels, the referral text and room for the figures before the answer, with nothing to copy yet', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi({ 'GET /dashboard': () => new Promise<Response>((resolve) => (answer = resolve)) });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(screen.getByText('Share it: you earn a commission when someone you referred tops up.')).toBeInTheDocument();
    for (const label of ['Available Balance', 'Account Number', 'Card Serial Number', 'Total Deposits', 'Total Transactions']) {
      expect({ label, value: stat(label) }).toEqual({ label, value: '' });
    }
    expect(screen.getByLabelText('Your referral link')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await waitFor(() => expect(calls).toHaveLength(1));
    answer(jsonResponse(summary()));
    expect(await screen.findByText('₦1,234,567.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(screen.getByLabelText('Your referral link')).toHaveValue('https://e-laundry.example.com/sign-up?reference=CHIDI1024');
  });

  it('shows "No credits yet" and a card number of N/A as the server sends it', async () => {
    stubApi({ 'GET /dashboard': summary({ latestCredit: [], card_serial_no: 'N/A', transactionCount: 0 }) });
    page();
    expect(await screen.findByText('No credits yet')).toBeInTheDocument();
    expect(stat('Card Serial Number')).toBe('N/A');
    expect(stat('Total Transactions')).toBe('0');
  });

  it('links to "Pay by bank transfer" only when the method is offered (ADR 056)', async () => {
    stubApi({ 'GET /dashboard': summary({ bank_transfer: true }) });
    const { unmount } = page();
    expect(await screen.findByRole('link', { name: 'Pay by bank transfer' })).toHaveAttribute('href', '/my/user/deposits#bank-transfer');
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET /dashboard': summary({ bank_transfer: false }) });
    page();
    expect(await screen.findByDisplayValue('https://e-laundry.example.com/sign-up?reference=CHIDI1024')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay by bank transfer' })).toBeNull();
  });

  it('copies the referral link and says "Copied to clipboard"', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({ 'GET /dashboard': summary() });
    page();
    const link = await screen.findByDisplayValue('https://e-laundry.example.com/sign-up?reference=CHIDI1024');
    expect(link).toBe(screen.getByLabelText('Your referral link'));
    expect(link).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://e-laundry.example.com/sign-up?reference=CHIDI1024');
    expect(success).toHaveBeenCalledWith('Copied to clipboard');
  });

  it('offers Try again when the summary cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /dashboard': () =>
        fail ? jsonResponse({ code: 503, message: 'Service unavailable' }, 503) : jsonResponse(summary()),
    });
    page();
    expect(await screen.findByText('We could not load your dashboard.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₦1,234,567.50')).toBeInTheDocument();
  });

  it('offline (ADR 058): the saved figures stay, marked "Offline — as of HH:MM"; Top up says it needs a connection', async () => {
    // The spending section's own call stays pending: only the dashboard's answer is saved in this test.
    stubApi({ 'GET /dashboard': summary(), 'GET /dashboard/spending': () => new Promise<Response>(() => undefined) });
    page();
    await screen.findByText('₦1,234,567.50');
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/my/user/deposits');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      const notice = screen.getByRole('status', { name: /^Offline — as of \d{2}:\d{2}$/ });
      expect(notice).toHaveTextContent('Top-ups and other changes need an internet connection.');
      expect(screen.getByText('₦1,234,567.50')).toBeInTheDocument();
      expect(stat('Card Serial Number')).toBe('ELC4820193746');
      expect(screen.getByRole('button', { name: 'Top up' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Top up' })).toBeNull();
    } finally {
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
    expect(screen.queryByRole('status', { name: /^Offline/ })).toBeNull();
  });
});
