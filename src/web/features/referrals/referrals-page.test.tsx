import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '#web/testing/render-page';
import { REFERRAL_RULE } from '#shared/referral-rule';
import { COMMISSIONS_PATH, REFEREES_PATH, REFERRAL_POLICY, ReferralsPage } from './referrals-page';

afterEach(() => vi.unstubAllGlobals());

const COMMISSIONS = {
  code: 200 as const,
  message: 'Commission log retrieved successfully.',
  data: [
    { date: '2026-10-05T12:30:00Z', from: { firstname: 'Tunde', lastname: 'Adeyemi' }, level: 1, percent: 5, amount: '250.00', type: 'deposit', status: 'held', earned: null },
    { date: '2026-10-01T12:30:00Z', from: { firstname: 'Aisha', lastname: 'Bello' }, level: 1, percent: 5, amount: '125.00', type: 'deposit', status: 'earned', earned: '100.00' },
    { date: '2026-09-20T12:30:00Z', from: { firstname: 'Aisha', lastname: 'Bello' }, level: 1, percent: 5, amount: '50.00', type: 'deposit', status: 'not_earned', earned: null },
    { date: '2026-09-10T12:30:00Z', from: { firstname: 'Aisha', lastname: 'Bello' }, level: 1, percent: 5, amount: '25.00', type: 'deposit', status: 'earned', earned: '25.00' },
  ],
};
const REFEREES = {
  code: 200 as const,
  message: 'Referred users retrieved successfully.',
  data: [{ full_name: 'Tunde Adeyemi', email: 't***@example.com', joined_at: '2026-09-18T10:12:00Z' }],
};

describe('ReferralsPage', () => {
  it('My Referral Commission Log lists the commissions and switches to My Referred Users', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /profile/commission': COMMISSIONS, 'GET /profile/referrals': REFEREES });
    const { rerender, current } = renderPage(<ReferralsPage title="My Referral Commission Log" params={{}} />, { path: COMMISSIONS_PATH });
    const table = await screen.findByRole('table', { name: 'Commissions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'From', 'Level', 'Percent', 'Amount', 'Type', 'Status']);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '05/10/2026',
      'Tunde Adeyemi',
      'Level 1',
      '5%',
      '₦250.00',
      'Top-up',
      'Held until spent at a hub',
    ]);
    // Held, earned in part, not earned, earned (ADR 071): the log says which, truthfully.
    const statuses = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);
    expect(statuses).toEqual(['Held until spent at a hub', 'Earned ₦100.00 (top-up partly refunded)', 'Not earned: top-up refunded', 'Earned']);
    // Each status is the app's status pill, toned: held waits, earned is credited, not earned is neither.
    const pills = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.querySelector('.badge')?.className);
    expect(pills).toEqual(['badge badge--pending badge--worded', 'badge badge--success badge--worded', 'badge badge--neutral badge--worded', 'badge badge--success badge--worded']);
    expect(calls.map((c) => c.path)).toEqual(['/profile/commission']);

    await user.click(screen.getByRole('link', { name: 'My Referred Users' }));
    expect(current()).toBe(REFEREES_PATH);
    rerender(<ReferralsPage title="My Referred Users" params={{}} />);
    const referees = await screen.findByRole('table', { name: 'Referred users' });
    expect(within(within(referees).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Tunde Adeyemi',
      't***@example.com',
      '18/09/2026',
    ]);
    expect(screen.getByRole('link', { name: 'My Referral Commission Log' })).toHaveAttribute('href', COMMISSIONS_PATH);
  });

  it('says the self-referral policy in a plain sentence on both referral screens (issue 23 item 7)', async () => {
    stubApi({ 'GET /profile/commission': COMMISSIONS, 'GET /profile/referrals': REFEREES });
    const first = renderPage(<ReferralsPage title="My Referral Commission Log" params={{}} />, { path: COMMISSIONS_PATH });
    expect(await screen.findByRole('table', { name: 'Commissions' })).toBeInTheDocument();
    expect(screen.getByText(REFERRAL_POLICY)).toBeInTheDocument();
    // ADR 071's rule, one sentence: held until spent, cancelled by a refund, never paid out as money.
    expect(screen.getByText(REFERRAL_RULE)).toBeInTheDocument();
    expect(REFERRAL_RULE.split('. ')).toHaveLength(1);
    expect(REFERRAL_RULE).toMatch(/^A commission on a top-up by someone you referred is held until they spend that money at a hub,/);
    expect(REFERRAL_RULE).toMatch(/never paid out as money, not even when you close your account/);
    expect(REFERRAL_POLICY).toMatch(/paid with a card you have also paid with/);
    expect(REFERRAL_POLICY).toMatch(/at most the charge paid on that top-up/);
    // The spec's labels stay as they were.
    expect(screen.getByRole('heading', { name: 'My Referral Commission Log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Referred Users' })).toBeInTheDocument();
    first.unmount();
    renderPage(<ReferralsPage title="My Referred Users" params={{}} />, { path: REFEREES_PATH });
    expect(await screen.findByRole('table', { name: 'Referred users' })).toBeInTheDocument();
    expect(screen.getByText(REFERRAL_POLICY)).toBeInTheDocument();
    expect(screen.getByText(REFERRAL_RULE)).toBeInTheDocument();
  });

  it('says "No commissions yet" and "No referred users yet"', async () => {
    stubApi({ 'GET /profile/commission': { ...COMMISSIONS, data: [] }, 'GET /profile/referrals': { ...REFEREES, data: [] } });
    const first = renderPage(<ReferralsPage title="My Referral Commission Log" params={{}} />, { path: COMMISSIONS_PATH });
    expect(await screen.findByText('No commissions yet')).toBeInTheDocument();
    first.unmount();
    renderPage(<ReferralsPage title="My Referred Users" params={{}} />, { path: REFEREES_PATH });
    expect(await screen.findByText('No referred users yet')).toBeInTheDocument();
  });
});
