import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import LiveHubs, { fetchPublicHubs } from './live-hubs';
import { LocationPage } from './location-page';

const PUBLIC = {
  code: 200,
  message: 'Hubs retrieved successfully.',
  stale_after_minutes: 10,
  data: [
    {
      name: 'Port Harcourt',
      hubs: [
        {
          name: 'UNIPORT Choba Hub',
          address: 'University of Port Harcourt, Choba, Rivers State',
          free_washers: 1,
          free_dryers: 0,
          machines: [
            { code: 'W1', kind: 'washer', state: 'free', minutes_left: null, stale: false },
            { code: 'D1', kind: 'dryer', state: 'in_use', minutes_left: 12, stale: false },
            { code: 'D2', kind: 'dryer', state: 'free', minutes_left: null, stale: true },
          ],
        },
      ],
    },
    { name: 'Bournemouth', hubs: [] },
  ],
};

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('LiveHubs (public Location page)', () => {
  it('shows each hub with its free machines; a stale one is never counted as free', async () => {
    const fetchImpl = answering(PUBLIC);
    render(<LiveHubs fetchImpl={fetchImpl} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking which machines are free…');
    const hub = await screen.findByRole('article', { name: 'UNIPORT Choba Hub' });
    expect(hub).toHaveTextContent('1 washer free');
    expect(within(hub).getAllByRole('listitem').map((m) => m.getAttribute('aria-label'))).toEqual([
      'W1, washer: Free',
      'D1, dryer: In use · 12 min left',
      'D2, dryer: Free (not updated recently)',
    ]);
    expect(screen.queryByRole('heading', { name: 'Bournemouth' })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/public/hubs', expect.anything());
  });

  it('says so plainly when the live states cannot be had', async () => {
    render(<LiveHubs fetchImpl={answering({ code: 500, message: 'x' }, 500)} />);
    expect(await screen.findByText(/Live machine availability is not available right now/)).toBeInTheDocument();
    expect(await fetchPublicHubs(vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeNull();
  });

  it('the prerendered page holds the reserved slot with its waiting line (no data layer, nothing fetched)', () => {
    const html = renderToString(
      <Router ssrPath="/location">
        <LocationPage title="Locations" params={{}} />
      </Router>,
    );
    expect(html).toContain('Free machines now');
    expect(html).toContain('class="live-hubs__slot"');
    expect(html).toContain('Checking which machines are free…');
  });
});
