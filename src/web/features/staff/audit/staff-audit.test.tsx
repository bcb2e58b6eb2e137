import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { cleanStaffSessionEachTest, signInAsStaff } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffAuditPage, auditQuery, valueText } from './staff-audit-page';

type Role = components['schemas']['StaffRole'];
type AuditEvent = components['schemas']['AuditEventView'];

/** Signed in as Tunde Bello (a support agent by default). */
const signIn = (roles: Role[] = ['support'], token = 'stf_agent') =>
  signInAsStaff(roles, { id: 2, email: 'tunde.bello@e-laundry.ng', name: 'Tunde Bello' }, token);

cleanStaffSessionEachTest();
afterEach(() => window.history.replaceState(null, '', '/'));

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 1042,
  at: '2026-11-25T10:04:00Z',
  actor_kind: 'staff',
  actor_id: '2',
  actor_label: 'Tunde Bello',
  action: 'ticket.assign',
  target_kind: 'ticket',
  target_id: '12',
  request_id: 'req-7f3a',
  details: { user_id: 42, number: '483920', before: { assignee_id: null }, after: { assignee_id: 2 }, reason: 'On shift' },
  ...overrides,
});
const events = (data: AuditEvent[], total = data.length, page = 1) => ({ code: 200 as const, message: 'ok', data, total, page, per_page: 50 as const });

describe('audit log (/staff/audit)', () => {
  it('reads its filters from the address; the end day is included', () => {
    expect(auditQuery(new URLSearchParams('actor_kind=staff&actor_id=2&action=ticket.&target_kind=ticket&target_id=12&from=2026-11-01&to=2026-11-30&page=2'))).toEqual({
      actor_kind: 'staff',
      actor_id: '2',
      action: 'ticket.',
      target_kind: 'ticket',
      target_id: '12',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      page: 2,
    });
    expect(auditQuery(new URLSearchParams('actor_kind=root&actor_id=x&action=DROP TABLE&from=yesterday'))).toEqual({});
    expect(valueText(['support', 'admin'])).toBe('support, admin');
    expect(valueText(null)).toBe('—');
  });

  it('shows who, when, what, target, reason and request id; before/after readable; filters into the address', async () => {
    signIn(['admin'], 'stf_admin');
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /staff/audit': events([event()], 120) });
    const { current } = renderPage(<StaffAuditPage />, { path: '/staff/audit?action=ticket.' });
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Tunde Bello')).toBeInTheDocument();
    expect(within(row).getByText('Staff member 2')).toBeInTheDocument();
    expect(within(row).getByText('ticket.assign')).toBeInTheDocument();
    expect(within(row).getByText('Ticket #483920')).toBeInTheDocument();
    expect(within(row).getByText('id 12 · customer 42')).toBeInTheDocument();
    expect(within(row).getAllByText('On shift').length).toBeGreaterThan(0);
    expect(within(row).getByText('req-7f3a')).toBeInTheDocument();
    expect(calls[0]!.query.get('action')).toBe('ticket.');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(row).getByText('Before / after'));
    const diff = within(row).getByRole('table', { name: 'Before and after' });
    const [, assignee] = within(diff).getAllByRole('row');
    expect(within(assignee!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', '2']);

    await user.selectOptions(screen.getByLabelText('Actor kind'), 'staff');
    await user.type(screen.getByLabelText('Actor id'), '2');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(current()).toBe('/staff/audit?actor_kind=staff&actor_id=2&action=ticket.'));
    await waitFor(() => expect(calls.at(-1)!.query.get('actor_id')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(current()).toBe('/staff/audit'));
  });

  it('exports the filtered events as audit-<date>.csv with the staff token', async () => {
    signIn(['admin'], 'stf_admin');
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const calls = stubApi({
      'GET /staff/audit': events([event()]),
      'GET /staff/audit.csv': () =>
        new Response('id,at\n1042,2026-11-25T10:04:00.000Z\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026-11-25.csv"' },
        }),
    });
    renderPage(<StaffAuditPage />, { path: '/staff/audit?target_kind=ticket&page=2' });
    await screen.findByRole('table', { name: 'Audit events' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('audit-2026-11-25.csv');
    const exported = calls.find((c) => c.path === '/staff/audit.csv')!;
    expect(exported.headers.get('Authorization')).toBe('Bearer stf_admin');
    expect(exported.query.get('target_kind')).toBe('ticket');
    expect(exported.query.get('page')).toBeNull();
  });

  it('has designed empty and error states; a reversed range is refused before asking', async () => {
    signIn(['admin'], 'stf_admin');
    const user = userEvent.setup();
    stubApi({ 'GET /staff/audit': events([]) });
    const first = renderPage(<StaffAuditPage />, { path: '/staff/audit' });
    expect(await screen.findByText('No audit events yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From (UTC)'), '2026-11-20');
    await user.type(screen.getByLabelText('To (UTC, included)'), '2026-11-10');
    expect(screen.getByRole('alert')).toHaveTextContent('The end of the range must not be before its start.');
    first.unmount();
    stubApi({ 'GET /staff/audit': () => jsonResponse({ code: 500, message: 'Server error' }, 500) });
    renderPage(<StaffAuditPage />, { path: '/staff/audit' });
    expect(await screen.findByText('We could not load your audit events.')).toBeInTheDocument();
  });
});
