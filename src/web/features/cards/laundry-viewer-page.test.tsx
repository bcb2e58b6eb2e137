import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { VIEWER_REFRESH_MS } from './api';
import { HUBS, LOCATIONS } from './card-fixtures';
import { LaundryViewerPage } from './laundry-viewer-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderPage(<LaundryViewerPage title="Laundry Viewer" params={{}} />, { path: '/my/user/laundry-viewer' });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('LaundryViewerPage', () => {
  it('shows each hub: free counts, every machine in words, stale ones marked, washers before dryers', async () => {
    stubApi({ 'GET /hubs': HUBS, 'GET /cards/location': LOCATIONS });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the hubs');
    const hub = await screen.findByRole('article', { name: 'UNIPORT Choba Hub' });
    expect(hub).toHaveTextContent('1 washer free');
    expect(hub).toHaveTextContent('No dryer free');
    const machines = within(hub).getAllByRole('listitem');
    expect(machines.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Washer 1, washer: Free',
      'Washer 2, washer: In use · 23 min left',
      'Dryer 1, dryer: Out of order (not updated since 08:12)',
    ]);
    expect(machines[2]).toHaveClass('machine--unknown');
    expect(machines[0]).toHaveClass('machine--free');
    // A location without hubs is left out.
    expect(screen.queryByRole('heading', { name: 'Bournemouth' })).toBeNull();
    expect(screen.getByText(/older than 10 min is marked not updated/)).toBeInTheDocument();
  });

  it('refreshes every 30 s while visible, pauses while the tab is hidden, asks at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setVisibility('visible');
    const calls = stubApi({ 'GET /hubs': HUBS, 'GET /cards/location': LOCATIONS });
    render();
    await screen.findByRole('article', { name: 'UNIPORT Choba Hub' });
    const hubCalls = () => calls.filter((c) => c.path === '/hubs').length;
    expect(hubCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(VIEWER_REFRESH_MS + 50));
    await waitFor(() => expect(hubCalls()).toBe(2));

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(VIEWER_REFRESH_MS * 3));
    expect(hubCalls()).toBe(2);

    setVisibility('visible');
    await waitFor(() => expect(hubCalls()).toBe(3));
    setVisibility('visible');
  });

  it('filters by location, says when there is no hub, and keeps the last states when a refresh fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    const calls = stubApi({
      'GET /hubs': ({ query }) =>
        fail
          ? jsonResponse({ code: 503, message: 'Service unavailable' }, 503)
          : jsonResponse(query.get('location_id') === '1' ? { ...HUBS, data: [{ id: 1, name: 'Abuja', hubs: [] }] } : HUBS),
      'GET /cards/location': LOCATIONS,
    });
    render();
    await screen.findByRole('article', { name: 'UNIPORT Choba Hub' });
    const filter = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(filter, 'Abuja');
    expect(await screen.findByText('No hubs yet in this location')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/hubs').at(-1)?.query.get('location_id')).toBe('1');

    await user.selectOptions(filter, 'All locations');
    await screen.findByRole('article', { name: 'UNIPORT Choba Hub' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/Could not refresh: showing the last states/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'UNIPORT Choba Hub' })).toBeInTheDocument();
  });

  it('a first load that fails offers Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /hubs': () => (fail ? jsonResponse({ code: 503, message: 'Service unavailable' }, 503) : jsonResponse(HUBS)),
      'GET /cards/location': LOCATIONS,
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the hubs.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'UNIPORT Choba Hub' })).toBeInTheDocument();
  });
});
