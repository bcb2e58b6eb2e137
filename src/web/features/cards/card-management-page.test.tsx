import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi, type ApiRoutes } from '#web/testing/render-page';
import { CENTERS, FEES, LOCATIONS, METHODS, currentCard, dashboardWith, methodsWith, profileWith, requestsPage } from './card-fixtures';
import { CardManagementPage } from './card-management-page';
import { cardQuote, nextFormData, providerOptions } from './request-card-modal';
import { linkCardErrors } from './link-card-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = (card = 'N/A', balance = '10000.00'): ApiRoutes => ({
  'GET /cards/request': ({ query }) => jsonResponse(requestsPage(Number(query.get('page') ?? 1))),
  'GET /dashboard/me': profileWith(card),
  'GET /cards/current': currentCard(card === 'N/A' ? null : 'active', card),
  'GET /dashboard': dashboardWith(balance),
  'GET /cards/location': LOCATIONS,
  'GET /cards/service-centers/{locationId}': ({ path }) => {
    const id = path.split('/').pop()!;
    return jsonResponse({ code: 200, message: 'Service centers retrieved successfully.', data: CENTERS[id] ?? [] });
  },
  'GET /cards/fees': FEES,
  'GET /cards/methods': methodsWith(Number(balance) >= 3500.5),
});

const render = () => renderPage(<CardManagementPage title="Card History" params={{}} />, { path: '/my/user/card-management' });

async function openRequestCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Request Card' }));
  return screen.getByRole('dialog', { name: 'Request Card' });
}

/** Waits for the request form's choices, then picks Abuja, its university hub and `provider`. */
async function chooseRequest(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, provider: string) {
  await waitFor(() => expect(within(within(dialog).getByRole('combobox', { name: /Location/ })).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Location/ }), 'Abuja');
  const center = within(dialog).getByRole('combobox', { name: /Service Center/ });
  await waitFor(() => expect(within(center).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(center, 'University of Abuja Hub');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Provider/ }), provider);
}

describe('CardManagementPage (Card History)', () => {
  it('lists the card requests with the spec columns, 10 per page, each row opening its details', async () => {
    const user = userEvent.setup();
    const calls = stubApi(base());
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your card requests');
    const table = await screen.findByRole('table', { name: 'Card requests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Request date',
      'Amount paid',
      'Payment status',
      'Gateway',
      'Reference ID',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '14/10/2026',
      '₦3,500.00',
      'Success',
      'Paystack',
      'CRD-20261014-0000',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/my/user/card-management/500');
    expect(within(rows[1]!).getByText('Pending')).toHaveClass('badge--pending');
    expect(within(rows[2]!).getByText('Failed')).toHaveClass('badge--danger');

    const nav = screen.getByRole('navigation', { name: 'Card requests pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(nav).toHaveTextContent('Page 2 of 2'));
    expect(within(screen.getByRole('table', { name: 'Card requests' })).getAllByRole('row')).toHaveLength(3);
    expect(calls.filter((c) => c.path === '/cards/request').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says "No card requests yet", and offers Link Card only while the card number is N/A', async () => {
    stubApi({ ...base(), 'GET /cards/request': requestsPage(1, 0) });
    render();
    expect(await screen.findByText('No card requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Card requests pages' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Link Card' })).toBeInTheDocument();
  });

  it('hides Link Card when the customer has a card, and shows its number and state', async () => {
    stubApi(base('ELC4820193746'));
    render();
    const panel = (await screen.findByRole('heading', { name: 'Your laundry card' })).closest('section')!;
    expect(panel).toHaveTextContent('ELC4820193746');
    expect(panel).toHaveTextContent('Active');
    expect(within(panel).getByRole('button', { name: 'Freeze card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Card' })).toBeInTheDocument();
  });

  it('shows the error state with Try again when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      ...base(),
      'GET /cards/request': () =>
        fail ? jsonResponse({ code: 503, message: 'Service unavailable' }, 503) : jsonResponse(requestsPage(1, 1)),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your card requests.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Card requests' })).toBeInTheDocument();
  });

  it('after a freeze: the frozen card stays visible, Link Card is back (the profile says N/A) for a replacement', async () => {
    const user = userEvent.setup();
    stubApi({ ...base(), 'GET /cards/current': currentCard('frozen') });
    render();
    const panel = (await screen.findByRole('heading', { name: 'Your laundry card' })).closest('section')!;
    expect(panel).toHaveTextContent('Frozen');
    expect(await screen.findByRole('button', { name: 'Link Card' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Link a replacement' }));
    expect(screen.getByRole('dialog', { name: 'Link Card' })).toHaveTextContent('Link your replacement card');
  });
});

describe('Request Card modal', () => {
  it('service centres stay empty until a location is chosen, and follow the location', async () => {
    const user = userEvent.setup();
    const calls = stubApi(base());
    render();
    const dialog = await openRequestCard(user);
    const location = within(dialog).getByRole('combobox', { name: /Location/ });
    await waitFor(() => expect(location).toHaveFocus());
    const center = within(dialog).getByRole('combobox', { name: /Service Center/ });
    // Only the placeholder, and no request for centres yet.
    expect(within(center).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a location first']);
    expect(calls.some((c) => c.path.startsWith('/cards/service-centers'))).toBe(false);

    await waitFor(() => expect(within(location).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(location, 'Abuja');
    await waitFor(() =>
      expect(within(center).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Select service center',
        'University of Abuja Hub',
        'Gwarinpa Estate Hub',
      ]),
    );
    await user.selectOptions(center, 'Gwarinpa Estate Hub');
    expect(center).toHaveValue('4');

    // Another location: the previous centre is cleared, the list is the new location's.
    await user.selectOptions(location, 'Port Harcourt');
    await waitFor(() =>
      expect(within(center).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select service center', 'UNIPORT Choba Hub']),
    );
    expect(center).toHaveValue('');
    expect(calls.filter((c) => c.path.startsWith('/cards/service-centers')).map((c) => c.path)).toEqual([
      '/cards/service-centers/1',
      '/cards/service-centers/2',
    ]);
  });

  it('says the spec messages, shows fees and total before paying, and follows redirect_url to the gateway', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/my/user/card-management', origin: 'http://localhost' });
    const calls = stubApi({
      ...base(),
      'POST /cards/request': () =>
        jsonResponse(
          {
            code: 201,
            message: 'Card request created. Redirecting you to Paystack to pay the card and delivery fees.',
            data: { redirect_url: 'https://checkout.paystack.com/abc', reference: 'CRD-1' },
          },
          201,
        ),
    });
    render();
    const dialog = await openRequestCard(user);
    const summary = within(dialog).getByLabelText('Payment summary');
    await waitFor(() => expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₦3,500.50'));
    expect(within(summary).getByText('Card fee').nextElementSibling).toHaveTextContent('₦2,500.00');
    expect(within(summary).getByText('Delivery fee').nextElementSibling).toHaveTextContent('₦1,000.50');

    await user.click(within(dialog).getByRole('button', { name: 'Request Card' }));
    expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service center is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Provider center is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const provider = within(dialog).getByRole('combobox', { name: /Provider/ });
    await waitFor(() =>
      expect(within(provider).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Select provider',
        'Paystack',
        'Flutterwave',
        'Account balance (₦10,000.00)',
      ]),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Location/ }), 'Abuja');
    const center = within(dialog).getByRole('combobox', { name: /Service Center/ });
    await waitFor(() => expect(within(center).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(center, 'University of Abuja Hub');
    await user.selectOptions(provider, 'paystack');
    expect(within(summary).getByText('Charge').nextElementSibling).toHaveTextContent('₦52.51');
    expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₦3,553.01');
    await user.click(within(dialog).getByRole('button', { name: 'Request Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ location_id: 1, service_center_id: 3, gateway: 'paystack' });
  });

  it('a refusal without field errors (already has a card) is shown at the top of the modal', async () => {
    const user = userEvent.setup();
    stubApi({
      ...base(),
      'POST /cards/request': () => jsonResponse({ code: 409, message: 'You already have a laundry card linked to your account.' }, 409),
    });
    const { notify } = render();
    const dialog = await openRequestCard(user);
    await chooseRequest(user, dialog, 'paystack');
    await user.click(within(dialog).getByRole('button', { name: 'Request Card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have a laundry card linked to your account.');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a balance payment goes to the card details page in the app', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/my/user/card-management', origin: 'http://localhost' });
    stubApi({
      ...base(),
      'POST /cards/request': () =>
        jsonResponse(
          {
            code: 201,
            message: 'Card paid from your balance.',
            data: { redirect_url: 'http://localhost/my/user/card-management/61', reference: 'CRD-2' },
          },
          201,
        ),
    });
    const { current } = render();
    const dialog = await openRequestCard(user);
    await chooseRequest(user, dialog, 'balance');
    expect(within(dialog).getByText('Paid at once from your balance: no card payment needed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay from balance' }));
    await waitFor(() => expect(current()).toBe('/my/user/card-management/61'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a short balance: the server\'s message in the modal, no toast on top, the form kept', async () => {
    const user = userEvent.setup();
    const message = 'Your account balance (₦1,000.00) does not cover the total of ₦3,500.50. Top up or choose another provider.';
    stubApi({
      ...base('N/A', '1000.00'),
      'POST /cards/request': () => jsonResponse({ code: 422, message, error: { gateway: [message] } }, 422),
    });
    const { notify } = render();
    const dialog = await openRequestCard(user);
    await chooseRequest(user, dialog, 'balance');
    expect(within(dialog).getByText(/does not cover the total/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay from balance' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Provider/ })).toHaveAttribute('aria-invalid', 'true');
    expect(notify.error).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('combobox', { name: /Service Center/ })).toHaveValue('3');
  });
});

describe('Link Card modal', () => {
  it('links a card as printed (groups of four); a number that cannot be linked is explained under the field', async () => {
    const user = userEvent.setup();
    let answer = 404;
    const calls = stubApi({
      ...base(),
      'POST /cards/link': () =>
        answer === 404
          ? jsonResponse({ code: 404, message: 'We could not link this card. Check the number printed on the card, or contact support.' }, 404)
          : jsonResponse({ code: 200, message: 'Your laundry card has been linked to your account.', data: null }),
    });
    const { notify } = render();
    await user.click(await screen.findByRole('button', { name: 'Link Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Link Card' });
    const field = within(dialog).getByRole('textbox', { name: /Card Number/ });
    await user.click(within(dialog).getByRole('button', { name: 'Link Card' }));
    expect(await within(dialog).findByText('Card number is required')).toBeInTheDocument();
    await user.type(field, 'ELC0000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Link Card' }));
    expect(await within(dialog).findByText('We could not link this card. Check the number printed on the card, or contact support.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    answer = 200;
    await user.clear(field);
    // Typed as printed (the field trims as one types, so the spaces between groups go; pasted ones the server ignores).
    await user.type(field, 'ELC 7KQ4 M9TX 2HVB R8ND');
    await user.click(within(dialog).getByRole('button', { name: 'Link Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Your laundry card has been linked to your account.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { card_number: 'ELC0000000001' },
      { card_number: 'ELC7KQ4M9TX2HVBR8ND' },
    ]);
  });
});

describe('modal logic', () => {
  it('fees, charge and total in exact kobo', () => {
    expect(cardQuote({ card_fee: '2500.00', delivery_fee: '1000.50' })).toEqual({ card: 250000, delivery: 100050, charge: null, total: 350050 });
    expect(cardQuote({ card_fee: '2500.00', delivery_fee: '1000.50' }, METHODS.data[0])).toEqual({
      card: 250000,
      delivery: 100050,
      charge: 5251,
      total: 355301,
    });
    expect(cardQuote({ card_fee: '0.10', delivery_fee: '0.20' })?.total).toBe(30);
    expect(cardQuote(undefined)).toBeNull();
  });

  it('the providers are the gateways plus Account balance', () => {
    expect(providerOptions(METHODS.data).map((o) => o.label)).toEqual(['Paystack', 'Flutterwave', 'Account balance']);
    expect(providerOptions(METHODS.data, '1234.50').at(-1)).toEqual({ value: 'balance', label: 'Account balance (₦1,234.50)' });
  });

  it('a new location drops the chosen centre; other changes keep it', () => {
    expect(nextFormData({ location_id: 1, service_center_id: 3 }, { location_id: 2, service_center_id: 3 })).toEqual({ location_id: 2 });
    expect(nextFormData({ location_id: 1, service_center_id: 3 }, { location_id: 1, service_center_id: 3, gateway: 'balance' })).toEqual({
      location_id: 1,
      service_center_id: 3,
      gateway: 'balance',
    });
  });

  it('link refusals land under the card number', () => {
    expect(linkCardErrors({ code: 409, message: 'This card is frozen.' })).toEqual({ card_number: ['This card is frozen.'] });
    expect(linkCardErrors({ code: 422, message: 'x', error: { card_number: ['Card number is required'] } })).toEqual({
      card_number: ['Card number is required'],
    });
    expect(linkCardErrors(null)).toBeNull();
  });
});
