import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { TicketsPage } from './tickets-page';

afterEach(() => vi.unstubAllGlobals());

const statuses = ['Open', 'Answered', 'Replied', 'Close'] as const;
const priorities = ['High', 'Medium', 'Low'] as const;
const summary = (i: number) => ({
  id: 100 - i,
  ticket: String(483920 + i),
  subject: `Subject ${i}`,
  status: statuses[i % 4]!,
  priority: priorities[i % 3]!,
  created_at: '2026-10-10T08:15:00Z',
  last_reply: null,
});
const pageOf = (page: number, total: number) => ({
  code: 200 as const,
  message: 'Tickets retrieved successfully.',
  data: Array.from({ length: Math.max(0, Math.min(15, total - (page - 1) * 15)) }, (_, k) => summary((page - 1) * 15 + k)),
  total,
  page,
  per_page: 15 as const,
});
const render = () => renderPage(<TicketsPage title="Support Tickets" params={{}} />, { path: '/my/support' });

describe('TicketsPage', () => {
  it('lists Subject, Status, Priority, Action, 15 per page, with Open new ticket', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /tickets': ({ query }) => jsonResponse(pageOf(Number(query.get('page')), 17)) });
    render();
    expect(screen.getByRole('link', { name: 'Open new ticket' })).toHaveAttribute('href', '/my/support/new');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Subject', 'Status', 'Priority', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Subject 1#483921', 'Answered', 'Medium', 'View']);
    expect(within(rows[1]!).getByRole('link', { name: 'View ticket #483921: Subject 1' })).toHaveAttribute('href', '/my/support/483921');
    const nav = screen.getByRole('navigation', { name: 'Tickets pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Page 2 of 2'));
    expect(calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says "No tickets yet" and offers to open one', async () => {
    stubApi({ 'GET /tickets': pageOf(1, 0) });
    render();
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open new ticket' })).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Tickets pages' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let n = 0;
    stubApi({ 'GET /tickets': () => (++n === 1 ? jsonResponse({ code: 503, message: 'Busy' }, 503) : jsonResponse(pageOf(1, 1))) });
    render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
  });
});
