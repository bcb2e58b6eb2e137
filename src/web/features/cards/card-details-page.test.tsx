import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { currentCard, detailAt } from './card-fixtures';
import { CardDetailsPage } from './card-details-page';
import { stageNote, stepStates } from './card-timeline';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (id = '57') =>
  renderPage(<CardDetailsPage title="View Card Details" params={{ id }} />, { path: `/my/user/card-management/${id}` });

const figure = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CardDetailsPage', () => {
  it('shows the request, its payment, the timeline with times, the card, and a back link', async () => {
    stubApi({ 'GET /cards/request/{id}': detailAt('ready'), 'GET /cards/current': currentCard('active') });
    render();
    const payment = (await screen.findByRole('heading', { name: 'Payment' })).closest('section')!;
    expect(figure(payment, 'Card fee')).toBe('₦2,500.00');
    expect(figure(payment, 'Delivery fee')).toBe('₦1,000.00');
    expect(figure(payment, 'Charge')).toBe('₦52.50');
    expect(figure(payment, 'Amount paid')).toBe('₦3,552.50');
    expect(figure(payment, 'Paid on')).toBe('28/09/2026 11:21');
    expect(within(payment).getByText('Success')).toHaveClass('badge--success');
    const request = screen.getByRole('heading', { name: 'Request' }).closest('section')!;
    expect(figure(request, 'Reference ID')).toBe('CRD-20260928-4M7N2P');
    expect(figure(request, 'Service center')).toBe('UNIPORT Choba Hub');

    const timeline = screen.getByRole('heading', { name: 'Fulfilment' }).closest('section')!;
    expect(timeline).toHaveTextContent('Your card is ready: collect it at UNIPORT Choba Hub.');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Paid28/09/2026 11:21 (done)',
      'Being prepared29/09/2026 09:00 (done)',
      'Ready for pickup at UNIPORT Choba Hub30/09/2026 16:10 (current step)',
      'DeliveredNot yet (not yet)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    const card = await screen.findByRole('heading', { name: 'Your laundry card' });
    expect(card.closest('section')).toHaveTextContent('ELC4820193746');
    expect(card.closest('section')).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'Card History' })).toHaveAttribute('href', '/my/user/card-management');
  });

  it('a pending payment: nothing reached yet, says what it waits for, no card', async () => {
    stubApi({ 'GET /cards/request/{id}': detailAt('awaiting_payment'), 'GET /cards/current': currentCard(null) });
    render();
    expect(await screen.findByText('Waiting for Paystack to confirm your payment. The steps start once it is paid.')).toBeInTheDocument();
    expect(screen.getAllByText('Not yet')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Your laundry card' })).toBeNull();
    expect(screen.getByText('Assigned when your card is ready')).toBeInTheDocument();
  });

  it('Freeze card: asks first, Cancel changes nothing, confirming freezes and says so', async () => {
    const user = userEvent.setup();
    let frozen = false;
    const calls = stubApi({
      'GET /cards/request/{id}': detailAt('delivered'),
      'GET /cards/current': () => jsonResponse(currentCard(frozen ? 'frozen' : 'active')),
      'POST /cards/current/freeze': () => {
        frozen = true;
        return jsonResponse({ code: 200, message: 'Your card has been frozen. Hubs will refuse it from now on; your balance is safe.', data: currentCard('frozen').data });
      },
      'GET /dashboard/me': { code: 200, message: 'ok', data: (await import('#web/testing/fixtures')).makeUser() },
      'GET /dashboard': () => jsonResponse({ code: 200, message: 'ok', data: {} }),
    });
    const { notify } = render();
    const open = await screen.findByRole('button', { name: 'Freeze card' });
    await user.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Freeze card?' });
    expect(dialog).toHaveTextContent('makes every hub refuse it at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Freeze card' }));
    dialog = screen.getByRole('dialog', { name: 'Freeze card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Your card has been frozen. Hubs will refuse it from now on; your balance is safe.');
    const panel = (await screen.findByText('Frozen')).closest('section')!;
    expect(panel).toHaveTextContent('Frozen on 20/10/2026 08:45: hubs refuse it. Your balance is safe.');
    expect(within(panel).queryByRole('button', { name: 'Freeze card' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Link a replacement' })).toBeInTheDocument();
  });

  it('another customer\'s (or an unknown) request reads "not found"; a bad id never calls the API', async () => {
    stubApi({ 'GET /cards/request/{id}': () => jsonResponse({ code: 404, message: 'Card request not found.' }, 404) });
    render('999');
    expect(await screen.findByText('Card request not found')).toBeInTheDocument();
    const calls = stubApi({});
    render('abc');
    expect(screen.getAllByText('Card request not found').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});

describe('timeline logic', () => {
  it('marks reached steps done and the last reached one current', () => {
    const steps = (n: number) => detailAt('paid').data.timeline.map((s, i) => ({ ...s, at: i < n ? '2026-09-28T10:21:30Z' : null }));
    expect(stepStates(steps(0))).toEqual(['todo', 'todo', 'todo', 'todo']);
    expect(stepStates(steps(1))).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(stepStates(steps(3))).toEqual(['done', 'done', 'current', 'todo']);
    expect(stepStates(steps(4))).toEqual(['done', 'done', 'done', 'done']);
  });

  it('says what each stage means', () => {
    const base = { service_center: 'UNIPORT Choba Hub', gateway: 'Flutterwave' };
    expect(stageNote({ ...base, stage: 'cancelled' })).toMatch(/payment failed/);
    expect(stageNote({ ...base, stage: 'ready' })).toBe('Your card is ready: collect it at UNIPORT Choba Hub.');
    expect(stageNote({ ...base, stage: 'awaiting_payment' })).toMatch(/^Waiting for Flutterwave/);
  });
});
