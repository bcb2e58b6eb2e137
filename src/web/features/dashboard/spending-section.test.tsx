import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DashboardPage } from './dashboard-page';
import { SPENDING_ROOT_MARGIN } from './lazy-spending';
import { daysLeftText, SpendingSection } from './spending-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MONDAYS = ['2026-08-24', '2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
const SPENT = ['1500.00', '2250.00', '750.00', '3000.00', '1500.00', '0.00', '2250.00', '1500.00', '3750.00', '1500.00', '2250.00', '750.00'];
const TOPPED = ['5000.00', '0.00', '0.00', '2500.00', '0.00', '0.00', '5000.00', '0.00', '2500.00', '0.00', '5000.00', '0.00'];

const summary = (over: Record<string, unknown> = {}) => ({
  code: 200 as const,
  message: 'Spending summary retrieved successfully.',
  data: {
    balance: '4750.00',
    weeks: MONDAYS.map((week_start, i) => ({ week_start, spent: SPENT[i]!, topped_up: TOPPED[i]! })),
    hubs: [
      { name: 'UNILAG Hostel Hub, Lagos', spent: '14250.00' },
      { name: 'Yaba Tech Hub, Lagos', spent: '6000.00' },
      { name: 'Card fees', spent: '2500.00' },
    ],
    average_daily_spend: '267.86',
    days_left: 17 as number | null,
    ...over,
  },
});
const empty = () =>
  summary({ balance: '0.00', weeks: MONDAYS.map((week_start) => ({ week_start, spent: '0.00', topped_up: '0.00' })), hubs: [], average_daily_spend: '0.00', days_left: null });

const section = () => renderPage(<SpendingSection />, { path: '/my/user/dashboard' });

async function expectAccessible(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** GET /dashboard's answer, for the tests that render the whole dashboard. */
const dashboard = {
  code: 200 as const,
  message: 'Dashboard retrieved successfully.',
  data: { account_number: '2010001024', available_balance: '4750.00', card_serial_no: 'N/A', depositSum: '0.00', transactionCount: 0, referral_link: 'https://e-laundry.example.com/sign-up?reference=X', latestCredit: [], latestDebit: [] },
};

describe('SpendingSection', () => {
  it('draws a bar per week with spending, marks the top-up weeks, labels the weeks, and says how long the balance lasts', async () => {
    const calls = stubApi({ 'GET /dashboard/spending': summary() });
    const { container } = section();
    expect(await screen.findByText('At your usual spending (₦267.86 a day), your balance lasts about 17 days.')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Bar chart of your spending per week, 12 weeks from 24\/08\/2026 to the week of 09\/11\/2026/ });
    expect(chart.querySelectorAll('.spending-chart__bar')).toHaveLength(11); // the week of 28/09 spent nothing
    expect(chart.querySelectorAll('.spending-chart__topup')).toHaveLength(5);
    // The tallest bar is the largest week; the scale says its amount.
    const heights = [...chart.querySelectorAll('.spending-chart__week')].map((g) => Number(g.querySelector('rect')?.getAttribute('height') ?? 0));
    expect(heights.indexOf(Math.max(...heights))).toBe(8);
    expect(chart.querySelector('.spending-chart__scale')).toHaveTextContent('₦3,750');
    expect([...chart.querySelectorAll('.spending-chart__label')].map((t) => t.textContent)).toEqual(['31/08', '14/09', '28/09', '12/10', '26/10', '09/11']);
    expect(chart.querySelector('[data-week="2026-10-19"] title')).toHaveTextContent('Week of 19/10/2026: ₦3,750.00 spent, ₦2,500.00 topped up');
    // Per hub, largest first.
    const hubs = within(container.querySelector('.spending-hubs') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    expect(hubs).toEqual(['UNILAG Hostel Hub, Lagos₦14,250.00', 'Yaba Tech Hub, Lagos₦6,000.00', 'Card fees₦2,500.00']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /dashboard/spending']);
    await expectAccessible(container);
  });

  it('holds the same figures in a table for screen readers', async () => {
    stubApi({ 'GET /dashboard/spending': summary() });
    section();
    const table = await screen.findByRole('table', { name: 'Spending and top-ups per week' });
    expect(table).toHaveClass('visually-hidden');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Week starting', 'Spent', 'Topped up']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual(
      MONDAYS.map((m, i) => [`${m.slice(8)}/${m.slice(5, 7)}/${m.slice(0, 4)}`, `₦${Number(SPENT[i]).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`, `₦${Number(TOPPED[i]).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`]),
    );
  });

  it('empty: "No spending in the last 12 weeks", no chart', async () => {
    stubApi({ 'GET /dashboard/spending': empty() });
    const { container } = section();
    expect(await screen.findByText('No spending in the last 12 weeks')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectAccessible(container);
  });

  it('loading: the section is busy with its title; then the figures', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'GET /dashboard/spending': () => new Promise<Response>((resolve) => (answer = resolve)) });
    section();
    const region = screen.getByRole('region', { name: 'Where your money goes' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading your spending…');
    await waitFor(() => expect(answer).not.toBe(undefined));
    answer(jsonResponse(summary()));
    expect(await screen.findByRole('img')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where your money goes' })).not.toHaveAttribute('aria-busy');
  });

  it('error: says so and tries again', async () => {
    let fail = true;
    stubApi({ 'GET /dashboard/spending': () => (fail ? jsonResponse({ code: 503, message: 'Service unavailable.' }, 503) : jsonResponse(summary())) });
    section();
    expect(await screen.findByText('We could not load your spending.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('days left: less than a day, one day, many days', () => {
    expect(daysLeftText({ average_daily_spend: '500.00', days_left: 0 })).toBe('At your usual spending (₦500.00 a day), your balance lasts less than a day.');
    expect(daysLeftText({ average_daily_spend: '500.00', days_left: 1 })).toBe('At your usual spending (₦500.00 a day), your balance lasts about 1 day.');
    expect(daysLeftText({ average_daily_spend: '1.04', days_left: 1234 })).toBe('At your usual spending (₦1.04 a day), your balance lasts about 1,234 days.');
  });

  it('without IntersectionObserver (an old browser): is loaded with the dashboard, after its own figures', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const calls = stubApi({ 'GET /dashboard': dashboard, 'GET /dashboard/spending': summary() });
    renderPage(<DashboardPage title="Dashboard" params={{}} />, { path: '/my/user/dashboard' });
    expect(await screen.findByRole('img', { name: /Bar chart of your spending/ })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /dashboard', 'GET /dashboard/spending']);
  });

  it('with IntersectionObserver: neither loaded nor fetched until it nears the viewport, then loaded', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, targets: [], disconnected: false };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const calls = stubApi({ 'GET /dashboard': dashboard, 'GET /dashboard/spending': summary() });
    renderPage(<DashboardPage title="Dashboard" params={{}} />, { path: '/my/user/dashboard' });
    await screen.findByText('₦4,750.00');
    await waitFor(() => expect(observers.filter((o) => !o.disconnected)).toHaveLength(1));
    const observer = observers.find((o) => !o.disconnected)!;
    expect(observer.options?.rootMargin).toBe(SPENDING_ROOT_MARGIN);
    // Far below the viewport: nothing of the section yet, no call.
    act(() => observer.callback([{ isIntersecting: false, target: observer.targets[0]! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Where your money goes' })).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /dashboard']);
    // Within the root margin: loaded, fetched, drawn; the observer is done.
    act(() => observer.callback([{ isIntersecting: true, target: observer.targets[0]! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    expect(await screen.findByRole('img', { name: /Bar chart of your spending/ })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /dashboard', 'GET /dashboard/spending']);
    expect(observer.disconnected).toBe(true);
  });
});
