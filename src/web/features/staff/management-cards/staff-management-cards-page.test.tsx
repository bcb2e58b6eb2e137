import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearStaffSession, startStaffSession } from '#web/lib/staff-session';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { printedCardNumber } from '#shared/card-number';
import { StaffManagementCardsPage } from './staff-management-cards-page';
import { SECTIONS, sectionsFor } from '../shared/staff-roles';

type Card = components['schemas']['ManagementCard'];

const card = (overrides: Partial<Card> = {}): Card => ({
  id: 3,
  card_number: 'ELC7KQ4M9TX2HVBR8ND',
  attendant_name: 'Chioma Okafor',
  staff_id: null,
  service_center_ids: [1],
  hubs: [{ id: 1, name: 'UNIPORT Choba Hub' }],
  status: 'active',
  created_at: '2026-11-25T09:00:00Z',
  revoked_at: null,
  revoke_reason: null,
  starts_this_month: 12,
  value_this_month: '6000.00',
  ...overrides,
});
const list = (data: Card[], total = data.length) => ({ code: 200 as const, message: 'Management cards retrieved successfully.', data, total, page: 1, per_page: 15 as const });

beforeEach(() => {
  sessionStorage.clear();
  clearStaffSession();
  startStaffSession({
    token: 'stf_fulfilment',
    token_type: 'Bearer',
    expires_at: '2099-12-31T23:59:59Z',
    idle_timeout_seconds: 1800,
    staff: {
      id: 5,
      email: 'ngozi@e-laundry.ng',
      name: 'Ngozi',
      roles: ['fulfilment'],
      location_ids: [],
      service_center_ids: [],
      status: 'active',
      created_at: '2026-11-25T09:00:00Z',
      activated_at: '2026-11-25T09:00:00Z',
      deactivated_at: null,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CENTRES = {
  code: 200 as const,
  message: 'Service centres retrieved successfully.',
  data: [
    { id: 1, name: 'UNIPORT Choba Hub', location_id: 2, location: 'Port Harcourt' },
    { id: 2, name: 'Rumuola Hostels Hub', location_id: 2, location: 'Port Harcourt' },
    { id: 9, name: 'Wuse Hub', location_id: 1, location: 'Abuja' },
  ],
};

describe('Management cards (fulfilment, admin)', () => {
  it('is in the console nav for fulfilment and admin only', () => {
    expect(SECTIONS.find((s) => s.label === 'Management cards')).toMatchObject({ path: '/staff/cards/management', built: true });
    expect(sectionsFor(['fulfilment']).map((s) => s.label)).toContain('Management cards');
    expect(sectionsFor(['support', 'finance']).map((s) => s.label)).not.toContain('Management cards');
  });

  it('lists cards with hubs, status and this month’s usage; the status filter and page go to the URL', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/management-cards': list([card(), card({ id: 2, card_number: 'ELC0000000042', attendant_name: 'Musa Bello', status: 'revoked', starts_this_month: 3, value_this_month: '1500.00' })], 32),
    });
    const { current } = renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your management cards');
    const table = await screen.findByRole('table', { name: 'Management cards' });
    expect(within(table).getAllByText('ELC 7KQ4 M9TX 2HVB R8ND')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('UNIPORT Choba Hub')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('₦6,000.00')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('revoked')[0]).toBeInTheDocument();
    // A revoked card offers its starts only.
    expect(screen.getByRole('button', { name: 'Revoke Chioma Okafor’s card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Musa Bello’s card' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Management cards pages' })).toHaveTextContent('Page 1 of 3');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_fulfilment');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'revoked');
    expect(current()).toBe('/staff/cards/management?status=revoked');
  });

  it('designed empty and error states', async () => {
    stubApi({ 'GET /staff/management-cards': list([]) });
    const first = renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    expect(await screen.findByText('No management cards yet')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /staff/management-cards': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your management cards.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('issues a card (RJSF form from IssueManagementCardRequest): attendant and hubs; a server field error shows under its field', async () => {
    const user = userEvent.setup();
    let first = true;
    const calls = stubApi({
      'GET /staff/management-cards': list([]),
      'GET /staff/service-centres': CENTRES,
      'POST /staff/management-cards': () => {
        if (first) {
          first = false;
          return jsonResponse({ code: 422, message: 'Choose hubs you manage: one of these does not exist or is outside your service centres.', error: { service_center_ids: ['Choose hubs you manage: one of these does not exist or is outside your service centres.'] } }, 422);
        }
        return jsonResponse({ code: 201, message: 'Management card issued.', data: card({ starts_this_month: 0, value_this_month: '0.00' }) }, 201);
      },
    });
    renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    await screen.findByText('No management cards yet');
    await user.click(screen.getByRole('button', { name: 'Issue a management card' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a management card' });
    await user.type(within(dialog).getByLabelText(/^Attendant( \*)?$/, { selector: 'input' }), 'Chioma Okafor');
    const hubs = within(dialog).getByRole('group', { name: /^Hubs/ });
    await user.click(await within(hubs).findByRole('checkbox', { name: 'Wuse Hub' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(await within(dialog).findByText('Choose hubs you manage: one of these does not exist or is outside your service centres.')).toBeInTheDocument();
    await user.click(within(hubs).getByRole('checkbox', { name: 'Wuse Hub' }));
    await user.click(within(hubs).getByRole('checkbox', { name: 'UNIPORT Choba Hub' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]).toMatchObject({ path: '/staff/management-cards', body: { attendant_name: 'Chioma Okafor', service_center_ids: [1] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('revokes only with a reason, after the confirmation dialog', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/management-cards': list([card()]),
      'POST /staff/management-cards/{id}/revoke': { code: 200, message: 'Management card revoked.', data: card({ status: 'revoked', revoked_at: '2026-11-25T16:00:00Z', revoke_reason: 'Lost' }) },
    });
    renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    await screen.findByRole('table', { name: 'Management cards' });
    await user.click(screen.getByRole('button', { name: 'Revoke Chioma Okafor’s card' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this management card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason( \*)?$/, { selector: 'textarea' }), 'Lost');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/management-cards/3/revoke', body: { reason: 'Lost' } }));
  });

  it('changes hubs with the current ones filled in, and reads the card’s starts', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/management-cards': list([card()]),
      'GET /staff/service-centres': CENTRES,
      'PATCH /staff/management-cards/{id}': { code: 200, message: 'Management card updated.', data: card({ service_center_ids: [1, 2] }) },
      'GET /staff/management-cards/{id}/starts': {
        code: 200,
        message: 'Starts retrieved successfully.',
        data: [
          { id: 41, hub_id: 2, hub: 'Rumuola Hostels Hub', machine: 'D1', cycle_id: 'D1-1', amount: null, status: 409, reason: 'management_card_not_valid_here', created_at: '2026-11-25T10:10:00Z' },
          { id: 40, hub_id: 1, hub: 'UNIPORT Choba Hub', machine: 'W3', cycle_id: 'W3-1', amount: '500.00', status: 201, reason: null, created_at: '2026-11-25T09:15:02Z' },
        ],
        total: 2,
        page: 1,
        per_page: 15,
      },
    });
    renderPage(<StaffManagementCardsPage />, { path: '/staff/cards/management' });
    await screen.findByRole('table', { name: 'Management cards' });
    await user.click(screen.getByRole('button', { name: 'Change hubs of Chioma Okafor’s card' }));
    const dialog = screen.getByRole('dialog', { name: 'Change hubs' });
    const hubs = within(dialog).getByRole('group', { name: /^Hubs/ });
    expect(await within(hubs).findByRole('checkbox', { name: 'UNIPORT Choba Hub' })).toBeChecked();
    await user.click(within(hubs).getByRole('checkbox', { name: 'Rumuola Hostels Hub' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save hubs' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/staff/management-cards/3', body: { service_center_ids: [1, 2] } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Starts of Chioma Okafor’s card' }));
    const starts = await screen.findByRole('table', { name: 'Starts' });
    expect(screen.getByRole('heading', { name: 'Starts of Chioma Okafor’s card' })).toHaveFocus();
    expect(within(starts).getAllByText('Refused: not valid at this hub')[0]).toBeInTheDocument();
    expect(within(starts).getAllByText('Free start')[0]).toBeInTheDocument();
    expect(within(starts).getAllByText('₦500.00')[0]).toBeInTheDocument();
  });

  it('prints ELC numbers in groups of four', () => {
    expect(printedCardNumber('ELC7KQ4M9TX2HVBR8ND')).toBe('ELC 7KQ4 M9TX 2HVB R8ND');
    expect(printedCardNumber('OPS0000000001')).toBe('OPS0000000001');
  });
});
