import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { signInAsStaff, cleanStaffSessionEachTest } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffHomePage } from './staff-home-page';
import { StaffOverviewPage } from './staff-overview-page';

type Role = components['schemas']['StaffRole'];
type Overview = components['schemas']['StaffOverview'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles);

cleanStaffSessionEachTest();

const overview: Overview = {
  day: '2026-11-25',
  as_of: '2026-11-25T14:05:00Z',
  top_ups: { count: 38, amount: '214500.00' },
  pending_deposits: { count: 3, amount: '12000.00', oldest_at: '2026-11-25T08:02:00Z' },
  tickets: { open: 7, under_4h: 3, under_24h: 2, under_3d: 1, older: 1, oldest_at: '2026-11-20T10:30:00Z' },
  card_requests: { waiting: 5, centres: [{ service_center_id: 1, service_center: 'Yaba Hub', location: 'Lagos', paid: 2, preparing: 1, ready: 1 }] },
  hubs: { hubs_online: 4, hubs_offline: 1, machines_online: 22, machines_offline: 3, stale_minutes: 10 },
  charges: { count: 96, amount: '86400.00' },
};

describe('Overview (/staff and /staff/overview)', () => {
  it('shows a tile per part the server sent, with Naira amounts and links into their sections', async () => {
    signIn(['admin']);
    stubApi({ 'GET /staff/overview': { code: 200, message: 'Overview retrieved successfully.', data: overview } });
    renderPage(<StaffOverviewPage />, { path: '/staff/overview' });
    const topUps = await screen.findByRole('region', { name: 'Top-ups today' });
    expect(topUps).toHaveTextContent('₦214,500.00 credited');
    expect(within(topUps).getByRole('link', { name: "See today's deposits" })).toHaveAttribute('href', '/staff/deposits?status=Success&from=2026-11-25&to=2026-11-25');
    expect(screen.getByRole('region', { name: 'Pending deposits' })).toHaveTextContent('3 waiting for their gateway');
    expect(screen.getByRole('region', { name: 'Open tickets' })).toHaveTextContent('3 days or more1');
    expect(within(screen.getByRole('region', { name: 'Card requests waiting' })).getByRole('rowheader', { name: /Yaba Hub/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hubs and machines' })).toHaveTextContent('1 offline hubs');
    expect(screen.getByRole('region', { name: 'Charges today' })).toHaveTextContent('₦86,400.00');
    // Each part links into its section (all built, all open to an admin).
    expect(screen.getByRole('link', { name: 'Open the support desk' })).toHaveAttribute('href', '/staff/support?status=open');
    expect(screen.getByRole('link', { name: 'Open card requests' })).toHaveAttribute('href', '/staff/cards');
    expect(screen.getAllByRole('link', { name: 'Open hubs' }).map((a) => a.getAttribute('href'))).toEqual(['/staff/hubs', '/staff/hubs']);
  });

  it('a support agent gets the tickets and hubs parts, linked to the desk and to Hubs, and nothing of the money', async () => {
    signIn(['support']);
    const { top_ups: _t, pending_deposits: _p, card_requests: _c, charges: _ch, ...supportParts } = overview;
    stubApi({ 'GET /staff/overview': { code: 200, message: 'Overview retrieved successfully.', data: supportParts } });
    renderPage(<StaffOverviewPage />, { path: '/staff/overview' });
    await screen.findByRole('region', { name: 'Open tickets' });
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Hubs and machines' })).toHaveTextContent('1 offline hubs');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/staff/support?status=open', '/staff/hubs']);
  });

  it('the landing page keeps who is signed in and shows the overview; loading and error (Try again) states are designed', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    let fail = true;
    stubApi({
      'GET /staff/overview': () =>
        fail ? jsonResponse({ code: 503, message: 'Down' }, 503) : jsonResponse({ code: 200, message: 'ok', data: { day: overview.day, as_of: overview.as_of, top_ups: overview.top_ups } }),
    });
    renderPage(<StaffHomePage />, { path: '/staff' });
    expect(screen.getByText('Ngozi Eze')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's overview");
    expect(await screen.findByRole('alert')).toHaveTextContent("We could not load today's overview.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Top-ups today' })).toBeInTheDocument();
  });
});
