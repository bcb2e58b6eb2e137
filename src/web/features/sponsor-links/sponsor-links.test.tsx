import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { paySponsorLink } from './pay-api';
import { INVALID_LINK, PayPage } from './pay-page';
import { SponsorLinksPage } from './sponsor-links-page';

// The schema form (RJSF) is a large module graph: its first render in a file takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function expectAxeClean(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const LINK = {
  id: 12,
  code: '3qH7v0ZkP9wXb2LmN5cR8tYa',
  url: 'http://localhost/pay/3qH7v0ZkP9wXb2LmN5cR8tYa',
  suggested_amount: '5000.00',
  note: "For this week's laundry",
  state: 'active' as const,
  created_at: '2026-10-12T14:05:00Z',
  expires_at: '2026-11-11T14:05:00Z',
  revoked_at: null,
  paid_count: 2,
  paid_total: '10000.00',
};
const list = (data: (typeof LINK | Record<string, unknown>)[]) => ({ code: 200 as const, message: 'Sponsor links retrieved successfully.', data });

describe('Ask someone to pay (SponsorLinksPage)', () => {
  it('empty state, then makes a link (amount, note, lifetime) and shows its QR code; the list refreshes', async () => {
    const user = userEvent.setup();
    let links: (typeof LINK)[] = [];
    const calls = stubApi({
      'GET /sponsor-links': () => jsonResponse(list(links)),
      'POST /sponsor-links': () => {
        links = [LINK];
        return jsonResponse({ code: 201, message: 'Your payment link is ready. Share it with the person who will pay.', data: LINK }, 201);
      },
    });
    const { container } = renderPage(<SponsorLinksPage title="Ask someone to pay" params={{}} />, { path: '/my/user/sponsor-links' });
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Suggested amount/), '5000');
    await user.type(screen.getByLabelText(/Note/), "For this week's laundry");
    await user.selectOptions(screen.getByLabelText('Link works for'), '14');
    await user.click(screen.getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /sponsor-links'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ amount: 5000, note: "For this week's laundry", expires_in_days: 14 });
    const qr = await screen.findByRole('region', { name: 'QR code of your link' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    const table = await screen.findByRole('table', { name: 'My payment links' });
    expect(within(table).getByText(LINK.url)).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    await expectAxeClean(container);
  });

  it('shows a 422 on its field, and revokes a link', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /sponsor-links': list([LINK]),
      'POST /sponsor-links': () => jsonResponse({ code: 422, message: 'Amount cannot be less than 100 Naira', error: { amount: ['Amount cannot be less than 100 Naira'] } }, 422),
      'POST /sponsor-links/{id}/revoke': { code: 200, message: 'The link was revoked. It can no longer be used to pay.', data: { ...LINK, state: 'revoked', revoked_at: '2026-10-13T08:00:00Z' } },
    });
    renderPage(<SponsorLinksPage title="Ask someone to pay" params={{}} />, { path: '/my/user/sponsor-links' });
    await screen.findByRole('table', { name: 'My payment links' });
    // The form checks the amount as the contract says, in the contract's words, before anything is sent…
    await user.type(screen.getByLabelText(/Suggested amount/), '50');
    await user.click(screen.getByRole('button', { name: 'Make link' }));
    expect(await screen.findByText('Amount cannot be less than 100 Naira', { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Suggested amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // …and the server's 422 lands on its field too.
    await user.clear(screen.getByLabelText(/Suggested amount/));
    await user.type(screen.getByLabelText(/Suggested amount/), '5000');
    await user.click(screen.getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(await screen.findByText('Amount cannot be less than 100 Naira', { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Suggested amount/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: `Revoke link ${LINK.code}` }));
    await waitFor(() => expect(calls.some((c) => c.path === '/sponsor-links/12/revoke')).toBe(true));
  });

  it('a list that cannot load offers Try again', async () => {
    stubApi({ 'GET /sponsor-links': () => jsonResponse({ code: 503, message: 'Service unavailable.' }, 503) });
    renderPage(<SponsorLinksPage title="Ask someone to pay" params={{}} />, { path: '/my/user/sponsor-links' });
    expect(await screen.findByText('We could not load your payment links.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const PAGE = {
  code: 200 as const,
  message: 'Payment link retrieved successfully.',
  data: {
    first_name: 'Ada',
    account_number: '••••••4821',
    suggested_amount: '5000.00',
    note: "For this week's laundry",
    expires_at: '2026-11-11T14:05:00Z',
    methods: [{ method_code: 'paystack', name: 'Paystack', currency: 'NGN', min_amount: '100.00', max_amount: '1000000.00', fixed_charge: '0.00', percent_charge: 1.5 }],
  },
};

describe('the public /pay/<code> page (PayPage)', () => {
  it('loading first (the prerendered markup), then the first name, masked account, note and the suggested amount with its total; pays', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '', assign });
    const calls = stubApi({
      'GET /pay/{code}': PAGE,
      'POST /pay/{code}': { code: 201, message: 'Redirecting you to Paystack to complete your payment.', data: { redirect_url: 'https://checkout.example/abc', reference: 'DEP-1' } },
    });
    const { container } = renderPage(<PayPage title="Top up a laundry card" params={{ code: 'abc' }} />, { path: '/pay/abc' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment link…');
    // The heading is there from the first paint and stays the same (its LCP, bench:web); the first name is in the details.
    expect(screen.getByRole('heading', { level: 1, name: 'Top up a laundry card' })).toBeInTheDocument();
    expect(screen.getByText(/^No account needed: choose how to pay/)).toBeInTheDocument();
    expect((await screen.findByText('For', { selector: 'dt' })).nextElementSibling).toHaveTextContent('Ada');
    expect(screen.getByRole('heading', { level: 1, name: 'Top up a laundry card' })).toBeInTheDocument();
    expect(screen.getByText('••••••4821')).toBeInTheDocument();
    expect(screen.getByText(/For this week's laundry/)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue(5000);
    expect(screen.getByRole('button', { name: 'Pay ₦5,075.00' })).toBeInTheDocument();
    await expectAxeClean(container);
    await user.type(screen.getByLabelText('Your name'), 'Mama Ada');
    await user.type(screen.getByLabelText('Your email address'), 'mama@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay ₦5,075.00' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /pay/abc'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/abc'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ method_code: 'paystack', amount: 5000, name: 'Mama Ada', email: 'mama@example.com' });
  });

  it('an unknown, revoked or expired link: the one clear message and no form', async () => {
    stubApi({ 'GET /pay/{code}': () => jsonResponse({ code: 404, message: INVALID_LINK }, 404) });
    renderPage(<PayPage title="Top up a laundry card" params={{ code: 'nope' }} />, { path: '/pay/nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the payment with the contract’s generated validator before sending: the field messages a 422 would carry', async () => {
    const fetchMock = vi.fn();
    await expect(paySponsorLink('abc', { method_code: 'paystack', amount: 50, name: '', email: 'mama@example.com' }, fetchMock)).rejects.toMatchObject({
      status: 422,
      message: 'Amount cannot be less than 100 Naira',
      fields: { amount: ['Amount cannot be less than 100 Naira'], name: ['Your name is required'] },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('back from the checkout (?reference=…): thanks the sponsor without asking the server', async () => {
    vi.stubGlobal('location', { ...window.location, search: '?reference=DEP-20261128-ABCDEFGH' });
    stubApi({});
    renderPage(<PayPage title="Top up a laundry card" params={{ code: 'abc' }} />, { path: '/pay/abc' });
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('DEP-20261128-ABCDEFGH')).toBeInTheDocument();
  });
});
