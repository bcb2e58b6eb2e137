import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { cleanStaffSessionEachTest, signInAsStaff, staffMember } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffTeamPage } from './staff-team-page';

type Member = components['schemas']['StaffMember'];
type Role = components['schemas']['StaffRole'];

const member = (overrides: Partial<Member> = {}): Member =>
  staffMember({ email: 'ada.eze@e-laundry.ng', name: 'Ada Eze', ...overrides });
const signIn = (roles: Role[] = ['admin'], token = 'stf_admin') =>
  signInAsStaff(roles, { email: 'ada.eze@e-laundry.ng', name: 'Ada Eze' }, token);

cleanStaffSessionEachTest({ customerToo: true });


const CENTRES = {
  code: 200 as const,
  message: 'Service centres retrieved successfully.',
  data: [
    { id: 4, name: 'Wuse Hub', location_id: 1, location: 'Abuja' },
    { id: 7, name: 'Yaba Hub', location_id: 4, location: 'Lagos' },
    { id: 1, name: 'UNIPORT Choba Hub', location_id: 2, location: 'Port Harcourt' },
  ],
};

describe('Team (admin)', () => {
  const list = (data: Member[], total = data.length) => ({
    code: 200 as const,
    message: 'Staff members retrieved successfully.',
    data,
    total,
    page: 1,
    per_page: 15 as const,
  });

  it('lists members with roles, scope and status, and pages with the shared bar', async () => {
    signIn();
    const calls = stubApi({
      'GET /staff/members': list(
        [member(), member({ id: 2, email: 'tunde.bello@e-laundry.ng', name: '', roles: ['support'], location_ids: [1], status: 'invited', activated_at: null })],
        32,
      ),
      'GET /staff/service-centres': CENTRES,
    });
    renderPage(<StaffTeamPage />, { path: '/staff/team' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your staff members');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(within(table).getAllByText('tunde.bello@e-laundry.ng')[0]).toBeInTheDocument();
    expect(await within(table).findByText('Locations Abuja')).toBeInTheDocument();
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff members pages' })).toHaveTextContent('Page 1 of 3');
    expect(calls[0]!.query.get('page')).toBe('1');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_admin');
  });

  it('designed error state with Try again', async () => {
    signIn();
    stubApi({ 'GET /staff/members': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffTeamPage />, { path: '/staff/team' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your staff members.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites with e-mail and roles (RJSF form from InviteStaffRequest)', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({
      'GET /staff/members': list([member()]),
      'GET /staff/service-centres': CENTRES,
      'POST /staff/members': {
        code: 201,
        message: 'Invitation sent to tunde.bello@e-laundry.ng.',
        data: member({ id: 2, email: 'tunde.bello@e-laundry.ng', name: '', roles: ['support'], status: 'invited' }),
      },
    });
    renderPage(<StaffTeamPage />, { path: '/staff/team' });
    await screen.findByRole('table', { name: 'Staff members' });
    await user.click(screen.getByRole('button', { name: 'Invite a staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByLabelText(/^Email Address( \*)?$/, { selector: 'input' }), 'tunde.bello@e-laundry.ng');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    // Places by name, as checkboxes (listStaffServiceCentres): two locations.
    const locationsBox = within(dialog).getByRole('group', { name: /^Locations/ });
    await user.click(await within(locationsBox).findByRole('checkbox', { name: 'Lagos' }));
    await user.click(within(locationsBox).getByRole('checkbox', { name: 'Abuja' }));
    expect(within(within(dialog).getByRole('group', { name: /^Service centres/ })).getByRole('group', { name: 'Port Harcourt' })).toHaveTextContent('UNIPORT Choba Hub');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/staff/members',
      body: { email: 'tunde.bello@e-laundry.ng', roles: ['support'], location_ids: [1, 4], service_center_ids: [] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    signIn();
    const tunde = member({ id: 2, email: 'tunde.bello@e-laundry.ng', name: 'Tunde Bello', roles: ['support'] });
    const calls = stubApi({
      'GET /staff/members': list([member(), tunde]),
      'POST /staff/members/{id}/deactivate': {
        code: 200,
        message: 'Staff member deactivated; their sessions have ended.',
        data: { ...tunde, status: 'deactivated', deactivated_at: '2026-11-25T16:00:00Z' },
      },
    });
    renderPage(<StaffTeamPage />, { path: '/staff/team' });
    await screen.findByRole('table', { name: 'Staff members' });
    await user.click(screen.getByRole('button', { name: 'Deactivate tunde.bello@e-laundry.ng' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this staff member?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason', { selector: 'textarea' }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/members/2/deactivate', body: { reason: 'Left the company' } }),
    );
  });

  it("changes roles with the member's current roles and scope filled in", async () => {
    const user = userEvent.setup();
    signIn();
    const tunde = member({ id: 2, email: 'tunde.bello@e-laundry.ng', name: 'Tunde Bello', roles: ['support'], location_ids: [1] });
    const calls = stubApi({
      'GET /staff/members': list([member(), tunde]),
      'GET /staff/service-centres': CENTRES,
      'PATCH /staff/members/{id}': { code: 200, message: 'Staff member updated.', data: { ...tunde, roles: ['support', 'fulfilment'] } },
    });
    renderPage(<StaffTeamPage />, { path: '/staff/team' });
    await screen.findByRole('table', { name: 'Staff members' });
    await user.click(screen.getByRole('button', { name: 'Change roles of tunde.bello@e-laundry.ng' }));
    const dialog = screen.getByRole('dialog', { name: 'Change roles' });
    expect(within(dialog).getByRole('checkbox', { name: 'Support' })).toBeChecked();
    expect(await within(within(dialog).getByRole('group', { name: /^Locations/ })).findByRole('checkbox', { name: 'Abuja' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fulfilment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/staff/members/2',
        body: { roles: ['support', 'fulfilment'], location_ids: [1], service_center_ids: [] },
      }),
    );
  });
});
