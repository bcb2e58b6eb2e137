import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { staffQueryClient } from '#web/lib/staff-api';
import { clearStaffSession, startStaffSession } from '#web/lib/staff-session';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffCardInventoryPage } from './staff-card-inventory-page';
import { StaffCardRequestPage } from './staff-card-request-page';
import { StaffCardRequestsPage } from './staff-card-requests-page';

type Summary = components['schemas']['StaffCardRequestSummary'];
type Card = components['schemas']['StaffCard'];
type Answer = components['schemas']['StaffCardRequestAnswer'];

const signIn = () =>
  startStaffSession({
    token: 'stf_fulfil',
    token_type: 'Bearer',
    expires_at: '2099-12-31T23:59:59Z',
    idle_timeout_seconds: 1800,
    staff: {
      id: 3,
      email: 'bola.ade@e-laundry.ng',
      name: 'Bola Ade',
      roles: ['fulfilment'],
      location_ids: [],
      service_center_ids: [1],
      status: 'active',
      created_at: '2026-11-25T09:00:00Z',
      activated_at: '2026-11-25T09:12:00Z',
      deactivated_at: null,
    },
  });

const summary = (over: Partial<Summary> = {}): Summary => ({
  id: 7,
  reference: 'CRD-20261124-4M7N2P8Q',
  created_at: '2026-11-24T08:15:00Z',
  customer: 'Chinedu Okafor',
  email: 'chinedu.okafor@example.com',
  location: 'Port Harcourt',
  service_center_id: 1,
  service_center: 'UNIPORT Choba Hub',
  payment_status: 'Success',
  stage: 'paid',
  card_number: null,
  ...over,
});

const card = (over: Partial<Card> = {}): Card => ({
  id: 31,
  number: 'ELC7KQ4M9TX2HVBR8ND',
  printed: 'ELC 7KQ4 M9TX 2HVB R8ND',
  status: 'linked',
  holder: { id: 42, name: 'Chinedu Okafor', email: 'chinedu.okafor@example.com' },
  created_at: '2026-11-20T10:00:00Z',
  linked_at: '2026-11-24T10:02:00Z',
  frozen_at: null,
  ...over,
});

const steps = (reached: number) =>
  (['paid', 'preparing', 'ready', 'delivered'] as const).map((stage, i) => ({
    stage,
    label: { paid: 'Paid', preparing: 'Being prepared', ready: 'Ready for pickup at UNIPORT Choba Hub', delivered: 'Delivered' }[stage],
    at: i < reached ? `2026-11-24T1${i}:00:00Z` : null,
  }));

const detail = (stage: Summary['stage'], reached: number, next: 'preparing' | 'ready' | 'delivered' | null): Answer => ({
  code: 200,
  message: 'Card request retrieved successfully.',
  data: {
    request: { ...summary({ stage }), gateway: 'Paystack', amount: '1500.00', next_stage: next, steps: steps(reached) },
    customer: { id: 42, name: 'Chinedu Okafor', email: 'chinedu.okafor@example.com', account_number: '1234567890' },
    cards: [],
    history: [{ id: 7, reference: 'CRD-20261124-4M7N2P8Q', created_at: '2026-11-24T08:15:00Z', service_center: 'UNIPORT Choba Hub', stage, card_number: null, steps: steps(reached) }],
  },
});

beforeEach(() => {
  sessionStorage.clear();
  clearStaffSession();
  staffQueryClient.clear();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Cards › Requests', () => {
  it('shows the waiting count per centre, sends the URL filters, and a centre button filters to it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/card-requests': {
        code: 200,
        message: 'Card requests retrieved successfully.',
        data: [summary()],
        total: 1,
        page: 1,
        per_page: 15,
        centres: [
          { id: 1, name: 'UNIPORT Choba Hub', location: 'Port Harcourt', waiting: 3 },
          { id: 2, name: 'Rumuokoro Hub', location: 'Port Harcourt', waiting: 0 },
        ],
      },
    });
    const { current } = renderPage(<StaffCardRequestsPage />, { path: '/staff/cards?stage=paid&q=CRD-2026' });
    const table = await screen.findByRole('table', { name: 'Card requests' });
    expect(within(table).getByRole('link', { name: 'CRD-20261124-4M7N2P8Q' })).toHaveAttribute('href', '/staff/cards/request?id=7');
    expect(calls[0]!.query.get('stage')).toBe('paid');
    expect(calls[0]!.query.get('q')).toBe('CRD-2026');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_fulfil');
    expect(screen.getByLabelText('Stage')).toHaveValue('paid');
    await user.click(screen.getByRole('button', { name: /3\s*UNIPORT Choba Hub/ }));
    await waitFor(() => expect(current()).toContain('centre=1'));
    expect(current()).toContain('stage=paid');
  });

  it('designed empty and error states', async () => {
    stubApi({ 'GET /staff/card-requests': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffCardRequestsPage />, { path: '/staff/cards' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your card requests.');
  });
});

describe('Cards › a request', () => {
  it('shows the steps with their times and moves to the next stage from the one seen', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/card-requests/{id}': detail('paid', 1, 'preparing'),
      'POST /staff/card-requests/{id}/advance': detail('preparing', 2, 'ready'),
    });
    renderPage(<StaffCardRequestPage />, { path: '/staff/cards/request?id=7' });
    const stepsList = await screen.findByRole('list', { name: 'Steps of CRD-20261124-4M7N2P8Q' });
    expect(within(stepsList).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Paid/),
      'Being preparedNot yet',
      'Ready for pickup at UNIPORT Choba HubNot yet',
      'DeliveredNot yet',
    ]);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move to Being prepared' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/card-requests/7/advance', body: { from: 'paid' } }));
  });

  it('at "preparing" offers a card number, empty for the oldest in stock', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/card-requests/{id}': detail('preparing', 2, 'ready'),
      // The server says how the customer hears of it (their alert choices): the console shows its words.
      'POST /staff/card-requests/{id}/advance': { ...detail('ready', 3, 'delivered'), message: 'Ready for pickup; the customer gets no e-mail when a card is ready (their choice).' },
    });
    const { notify } = renderPage(<StaffCardRequestPage />, { path: '/staff/cards/request?id=7' });
    const number = await screen.findByLabelText(/^Card number/, { selector: 'input' });
    expect(number).toHaveAttribute('placeholder', 'From stock');
    await user.type(number, 'ELC 7KQ4 M9TX 2HVB R8ND');
    await user.click(screen.getByRole('button', { name: 'Move to Ready for pickup' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { from: 'preparing', card_number: 'ELC7KQ4M9TX2HVBR8ND' } }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ready for pickup; the customer gets no e-mail when a card is ready (their choice).'));
  });
});

describe('Cards › Inventory', () => {
  const page = (data: Card[]) => ({
    code: 200 as const,
    message: 'Cards retrieved successfully.',
    data,
    total: data.length,
    page: 1,
    per_page: 15 as const,
    counts: { in_stock: 12, linked: 1, frozen: 0, retired: 0, management: 0 },
  });

  it('imports a CSV and shows each rejected line with its line number and why', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/cards': page([card()]),
      'POST /staff/cards/import': {
        code: 200,
        message: '1 card added; 2 lines rejected.',
        data: {
          lines: 3,
          added: 1,
          rejected: [
            { line: 2, number: 'ELC-12', reason: 'format', message: 'Not a card number (10 to 19 letters or digits).' },
            { line: 3, number: 'ELC0000000001', reason: 'present', message: 'Already in the inventory.' },
          ],
        },
      },
    });
    renderPage(<StaffCardInventoryPage />, { path: '/staff/cards/inventory' });
    await screen.findByRole('table', { name: 'Card inventory' });
    expect(screen.getByRole('list', { name: 'Cards per status' })).toHaveTextContent('12 in stock');
    await user.upload(screen.getByLabelText('CSV file'), new File(['ELC0000000002\nELC-12\nELC0000000001\n'], 'cards.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const rejected = await screen.findByRole('table', { name: 'Rejected lines' });
    expect(within(rejected).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('ELC-12Bad format'),
      expect.stringContaining('ELC0000000001Already in the inventory'),
    ]);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/staff/cards/import');
  });

  it('adds one card by number and freezes a card only through the reason dialog', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /staff/cards': page([card()]),
      'POST /staff/cards': { code: 200, message: '1 card added.', data: { lines: 1, added: 1, rejected: [] } },
      'POST /staff/cards/{id}/freeze': { code: 200, message: 'Card frozen.', data: card({ status: 'frozen', frozen_at: '2026-11-25T10:00:00Z' }) },
    });
    renderPage(<StaffCardInventoryPage />, { path: '/staff/cards/inventory?status=linked' });
    await screen.findByRole('table', { name: 'Card inventory' });
    expect(calls[0]!.query.get('status')).toBe('linked');
    await user.type(screen.getByLabelText('Card numbers'), 'ELC 3HX9 QW2M RT5Z K7CA');
    await user.click(screen.getByRole('button', { name: 'Add to stock' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/staff/cards' && c.method === 'POST')).toMatchObject({ body: { numbers: ['ELC 3HX9 QW2M RT5Z K7CA'] } }));
    expect(await screen.findByText(/Added by number: 1 added, 0 rejected of 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Freeze card ELC 7KQ4 M9TX 2HVB R8ND' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeze this card?' });
    expect(calls.filter((c) => c.path.endsWith('/freeze'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/, { selector: 'textarea' }), 'Reported lost');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/freeze'))).toMatchObject({ path: '/staff/cards/31/freeze', body: { reason: 'Reported lost' } }));
  });
});
