import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearStaffSession } from '#web/lib/staff-session';
import { signInAsStaff } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { agoText } from './hub-time';
import { NOT_SHOWN_AGAIN, StaffHubPage } from './staff-hub-page';
import { hubsQuery, StaffHubsPage } from './staff-hubs-page';

type Role = components['schemas']['StaffRole'];
type HubSummary = components['schemas']['StaffHubSummary'];
type Hub = components['schemas']['StaffHub'];

const signIn = (roles: Role[] = ['admin']) =>
  signInAsStaff(roles, { email: 'ada.eze@e-laundry.ng', name: 'Ada Eze' }, 'stf_admin');

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const summary = (overrides: Partial<HubSummary> = {}): HubSummary => ({
  id: 1,
  name: 'UNIPORT Choba Hub',
  address: 'University of Port Harcourt, Choba',
  location_id: 2,
  location: 'Port Harcourt',
  machines: 5,
  online: 4,
  offline: 1,
  last_seen_at: minutesAgo(3),
  active_keys: 1,
  charges_today: 42,
  charged_today: '21000.00',
  ...overrides,
});
const hub = (overrides: Partial<Hub> = {}): Hub => ({
  ...summary(),
  stale_after_minutes: 10,
  machine_list: [
    { id: 1, code: 'W1', kind: 'washer', name: 'Washer 1', state: 'in_use', minutes_left: 23, price: '500.00', max_charge: '800.00', limit: '800.00', reported_at: minutesAgo(2), online: true },
    { id: 4, code: 'D1', kind: 'dryer', name: 'Dryer 1', state: 'free', minutes_left: null, price: '300.00', max_charge: null, limit: '300.00', reported_at: null, online: false },
  ],
  keys: [
    { id: 3, prefix: 'hub_Q2x9LmTa', created_at: '2026-11-20T09:00:00Z', revoked_at: null },
    { id: 1, prefix: 'hub_7fKd0pWe', created_at: '2026-10-02T08:30:00Z', revoked_at: '2026-11-20T09:00:00Z' },
  ],
  ...overrides,
});
const empty = { code: 200 as const, message: 'ok', data: [], total: 0, page: 1, per_page: 15 as const };
const hubRoutes = (h: Hub = hub()) => ({
  'GET /staff/hubs/{hub}': { code: 200, message: 'Hub retrieved successfully.', data: h },
  'GET /staff/hubs/{hub}/charges': {
    ...empty,
    data: [
      { id: 9, created_at: '2026-11-25T13:40:00Z', cycle_id: 'W1-0042', machine: 'W1', card_number: '5078601234567890', status: 201, result: 'charged', amount: '500.00', trx: 'TRX1' },
    ],
    total: 1,
    totals: { charges: 1, amount: '500.00', refused: 0 },
  },
  'GET /staff/hubs/{hub}/alerts': empty,
});

beforeEach(() => {
  sessionStorage.clear();
  clearStaffSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Hubs list (/staff/hubs)', () => {
  it('lists hubs with online / offline chips, last seen, keys and today’s charges; the location filter and page live in the URL', async () => {
    const user = userEvent.setup();
    signIn(['support']);
    const calls = stubApi({
      'GET /staff/hubs': {
        code: 200,
        message: 'Hubs retrieved successfully.',
        data: [summary(), summary({ id: 2, name: 'Rumuola Hub', online: 0, offline: 4, machines: 4, last_seen_at: null, charges_today: 0, charged_today: '0.00' })],
        total: 31,
        page: 1,
        per_page: 15,
        locations: [
          { id: 1, name: 'Abuja' },
          { id: 2, name: 'Port Harcourt' },
        ],
        stale_after_minutes: 10,
      },
    });
    const page = renderPage(<StaffHubsPage />, { path: '/staff/hubs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your hubs');
    const table = await screen.findByRole('table', { name: 'Hubs' });
    expect(within(table).getByRole('link', { name: 'UNIPORT Choba Hub' })).toHaveAttribute('href', '/staff/hubs/1');
    expect(within(table).getAllByText('4 online')[0]).toBeInTheDocument();
    expect(within(table).getByText('3 min ago')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('42 · ₦21,000.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hubs pages' })).toHaveTextContent('Page 1 of 3');
    await user.selectOptions(screen.getByLabelText('Location'), 'Port Harcourt');
    await waitFor(() => expect(page.current()).toContain('location=2'));
    await waitFor(() => expect(calls.at(-1)!.query.get('location_id')).toBe('2'));
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_admin');
  });

  it('reads its filters from the address and drops junk', () => {
    expect(hubsQuery(new URLSearchParams('location=2&page=3'))).toEqual({ location_id: 2, page: 3 });
    expect(hubsQuery(new URLSearchParams('location=x&page=-1'))).toEqual({});
  });

  it('designed empty and error states', async () => {
    signIn();
    stubApi({ 'GET /staff/hubs': { ...empty, locations: [], stale_after_minutes: 10 } });
    const first = renderPage(<StaffHubsPage />, { path: '/staff/hubs' });
    expect(await screen.findByText('No hubs yet')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /staff/hubs': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffHubsPage />, { path: '/staff/hubs' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your hubs.');
  });

  it('says last seen in words', () => {
    expect(agoText(minutesAgo(0))).toBe('just now');
    expect(agoText(minutesAgo(125))).toBe('2 h ago');
    expect(agoText(minutesAgo(60 * 24 * 3))).toBe('3 days ago');
  });
});

describe('A hub (/staff/hubs/:id)', () => {
  it('shows machines, keys (prefix only), charges with totals and the date filter in the URL; no change buttons without admin', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi(hubRoutes());
    const page = renderPage(<StaffHubPage title="Hub" params={{ id: '1' }} />, { path: '/staff/hubs/1' });
    const machines = await screen.findByRole('table', { name: 'Machines' });
    expect(within(machines).getByText('W1 · Washer 1')).toBeInTheDocument();
    expect(within(machines).getByText('In use, 23 min left')).toBeInTheDocument();
    expect(within(machines).getByText('₦800.00')).toBeInTheDocument();
    const keys = screen.getByRole('table', { name: 'Keys' });
    expect(within(keys).getByText('hub_Q2x9LmTa…')).toBeInTheDocument();
    expect(within(keys).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Issue a key|Rotate keys|Change price|Revoke|Add a machine/ })).toBeNull();
    expect(await screen.findByText('1 charged · ₦500.00 · 0 refused')).toBeInTheDocument();
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-25');
    await waitFor(() => expect(page.current()).toContain('from=2026-11-25'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/staff/hubs/1/charges').at(-1)!.query.get('from')).toBe('2026-11-25'));
  });

  it('an admin changes a price with a reason (RJSF form from UpdateStaffMachineRequest)', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({
      ...hubRoutes(),
      'PATCH /staff/hubs/{hub}/machines/{code}': { code: 200, message: 'Machine updated.', data: hub().machine_list[1] },
    });
    renderPage(<StaffHubPage title="Hub" params={{ id: '1' }} />, { path: '/staff/hubs/1' });
    await screen.findByRole('table', { name: 'Machines' });
    await user.click(screen.getByRole('button', { name: 'Change price of D1' }));
    const dialog = screen.getByRole('dialog', { name: 'Price of D1' });
    const price = within(dialog).getByLabelText(/^Price per cycle \(₦\)/, { selector: 'input' });
    expect(price).toHaveValue(300);
    await user.clear(price);
    await user.type(price, '350');
    await user.type(within(dialog).getByLabelText(/^Most per cycle/, { selector: 'input' }), '600');
    await user.type(within(dialog).getByLabelText(/^Reason/, { selector: 'textarea' }), 'New price list');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/staff/hubs/1/machines/D1', body: { price: 350, max_charge: 600, reason: 'New price list' } }),
    );
  });

  it('an admin adds a machine (RJSF form from AddStaffMachineRequest)', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({
      ...hubRoutes(),
      'POST /staff/hubs/{hub}/machines': { code: 201, message: 'Machine added.', data: { ...hub().machine_list[0]!, id: 7, code: 'W4', name: 'Washer 4' } },
    });
    renderPage(<StaffHubPage title="Hub" params={{ id: '1' }} />, { path: '/staff/hubs/1' });
    await screen.findByRole('table', { name: 'Machines' });
    await user.click(screen.getByRole('button', { name: 'Add a machine' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a machine' });
    await user.type(within(dialog).getByLabelText(/^Code/, { selector: 'input' }), 'W4');
    await user.type(within(dialog).getByLabelText(/^Price per cycle/, { selector: 'input' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/hubs/1/machines', body: { code: 'W4', kind: 'washer', price: 500 } }));
  });

  it('issues a key and shows it once in a dialog with a copy button and the warning; closing forgets it', async () => {
    const user = userEvent.setup();
    signIn();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const key = 'hub_Vb3KqP0sX1m9aZ4TnQe7Lr2WcYh5Jd8Gf6Ku0Bv3NiQ';
    const calls = stubApi({
      ...hubRoutes(),
      'POST /staff/hubs/{hub}/keys': { code: 201, message: 'Key issued.', data: { id: 4, prefix: key.slice(0, 12), key, created_at: '2026-11-25T15:00:00Z', revoked: 0 } },
    });
    renderPage(<StaffHubPage title="Hub" params={{ id: '1' }} />, { path: '/staff/hubs/1' });
    await screen.findByRole('table', { name: 'Keys' });
    await user.click(screen.getByRole('button', { name: 'Issue a key' }));
    const form = screen.getByRole('dialog', { name: 'Issue a key' });
    await user.type(within(form).getByLabelText(/^Reason/, { selector: 'textarea' }), 'New controller');
    await user.click(within(form).getByRole('button', { name: 'Issue key' }));
    const shown = await screen.findByRole('dialog', { name: 'New hub key' });
    expect(shown).toHaveAccessibleDescription(NOT_SHOWN_AGAIN);
    expect(within(shown).getByRole('textbox')).toHaveValue(key);
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(key);
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/hubs/1/keys', body: { reason: 'New controller' } });
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(key);
  });

  it('rotates (the new key shown, the old count said) and revokes one key after confirming', async () => {
    const user = userEvent.setup();
    signIn();
    const key = 'hub_Tz8RmW2cL4n7Pq0XsV9bKe3Hy6Ud1Fj5Ga8Mo2Ci7Dw';
    const calls = stubApi({
      ...hubRoutes(),
      'POST /staff/hubs/{hub}/keys/rotate': { code: 201, message: 'Keys rotated.', data: { id: 5, prefix: key.slice(0, 12), key, created_at: '2026-11-25T15:05:00Z', revoked: 1 } },
      'POST /staff/hubs/{hub}/keys/{key}/revoke': { code: 200, message: 'Key revoked.', data: { ...hub().keys[0]!, revoked_at: '2026-11-25T15:10:00Z' } },
    });
    renderPage(<StaffHubPage title="Hub" params={{ id: '1' }} />, { path: '/staff/hubs/1' });
    await screen.findByRole('table', { name: 'Keys' });
    await user.click(screen.getByRole('button', { name: 'Rotate keys' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Rotate keys' })).getByRole('button', { name: 'Rotate keys' }));
    const shown = await screen.findByRole('dialog', { name: 'New hub key' });
    expect(within(shown).getByText('1 old key was revoked.')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await user.click(screen.getByRole('button', { name: 'Revoke key hub_Q2x9LmTa' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(calls.filter((c) => c.path.endsWith('/revoke'))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/revoke'))).toMatchObject({ path: '/staff/hubs/1/keys/3/revoke', body: {} }));
  });

  it('an unknown hub says so with a way back', async () => {
    signIn();
    stubApi({
      'GET /staff/hubs/{hub}': () => jsonResponse({ code: 404, message: 'No hub with this id.' }, 404),
      'GET /staff/hubs/{hub}/charges': empty,
      'GET /staff/hubs/{hub}/alerts': empty,
    });
    renderPage(<StaffHubPage title="Hub" params={{ id: '99' }} />, { path: '/staff/hubs/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No hub with this id.');
    expect(screen.getByRole('link', { name: 'Back to the hubs' })).toHaveAttribute('href', '/staff/hubs');
  });
});
