import { useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import inviteValidators, { schema as inviteSchema } from '#generated/validators/invite-staff-request';
import updateValidators, { schema as updateSchema } from '#generated/validators/update-staff-request';
import deactivateValidators, { schema as deactivateSchema } from '#generated/validators/deactivate-staff-request';
import type { Column } from '#web/components/tables/data-table';
import { Modal } from '#web/components/modal';
import { PagedList } from '#web/components/tables/paged-list';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { staffQueryClient } from '#web/lib/staff-api';
import type { StaffMember } from '#web/lib/staff-session';
import { useDeactivateStaffMember, useInviteStaffMember, useStaffMembers, useUpdateStaffMember } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';
import { locationsOf, placeNames, PlacePickerField, useServiceCentres, type ServiceCentre } from '../shared/place-picker-field';
import { ROLE_LABELS, rolesText } from '../shared/staff-roles';

type InviteData = FormDataOf<'InviteStaffRequest'>;
type UpdateData = FormDataOf<'UpdateStaffRequest'>;
type DeactivateData = FormDataOf<'DeactivateStaffRequest'>;

export const inviteForm = defineForm<InviteData>(inviteValidators, inviteSchema);
export const updateForm = defineForm<UpdateData>(updateValidators, updateSchema);
export const deactivateForm = defineForm<DeactivateData>(deactivateValidators, deactivateSchema);

const roleNames = Object.values(ROLE_LABELS);
const rolesUi = { 'ui:widget': 'checkboxes', 'ui:enumNames': roleNames, 'ui:options': { enumNames: roleNames } };
const locationsUi = { 'ui:field': PlacePickerField, 'ui:options': { kind: 'locations' } };
const centresUi = { 'ui:field': PlacePickerField, 'ui:options': { kind: 'centres' } };

const inviteUi: UiSchema<InviteData> = {
  'ui:order': ['email', 'roles', 'location_ids', 'service_center_ids'],
  email: { 'ui:autocomplete': 'off', 'ui:options': { trim: true, autoCapitalize: false, spellCheck: false } },
  roles: rolesUi,
  location_ids: locationsUi,
  service_center_ids: centresUi,
};

const updateUi: UiSchema<UpdateData> = {
  'ui:order': ['roles', 'location_ids', 'service_center_ids', 'reason'],
  roles: rolesUi,
  location_ids: locationsUi,
  service_center_ids: centresUi,
  reason: { 'ui:widget': 'textarea' },
};

const deactivateUi: UiSchema<DeactivateData> = { reason: { 'ui:widget': 'textarea' } };

const STATUS_LABELS: Record<StaffMember['status'], string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** Where a member works, by the names of the places (ids until the list has loaded). */
const scopeText = (m: StaffMember, centres: readonly ServiceCentre[]) =>
  m.location_ids.length || m.service_center_ids.length
    ? [
        m.location_ids.length ? `Locations ${placeNames(m.location_ids, locationsOf(centres))}` : '',
        m.service_center_ids.length ? `Service centres ${placeNames(m.service_center_ids, centres)}` : '',
      ]
        .filter(Boolean)
        .join('; ')
    : 'Everywhere';

const refresh = () => staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/members'] });

/** Team (admin): the staff members, invite, change roles or scope, deactivate. */
export function StaffTeamPage() {
  const [page, setPage] = useState(1);
  const members = useStaffMembers(page);
  const places = useServiceCentres().data?.data ?? [];
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [ending, setEnding] = useState<StaffMember | null>(null);

  const columns: Column<StaffMember>[] = [
    { header: 'Name', cell: (m) => m.name || '—' },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Roles', cell: (m) => rolesText(m.roles) },
    { header: 'Scope', cell: (m) => scopeText(m, places) },
    { header: 'Status', cell: (m) => <span className={`status-badge status-badge--${m.status}`}>{STATUS_LABELS[m.status]}</span> },
    {
      header: 'Actions',
      cell: (m) =>
        m.status === 'deactivated' ? (
          '—'
        ) : (
          <span className="staff-actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(m)}>
              Change roles<span className="visually-hidden"> of {m.email}</span>
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setEnding(m)}>
              Deactivate<span className="visually-hidden"> {m.email}</span>
            </button>
          </span>
        ),
    },
  ];

  return (
    <div className="staff-team">
      <p className="staff-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setInviting(true)}>
          Invite a staff member
        </button>
      </p>
      <PagedList<StaffMember>
        title="Staff members"
        things="staff members"
        columns={columns}
        rowKey={(m) => m.id}
        list={members}
        page={page}
        onPage={setPage}
        pagesLabel="Staff members"
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      {editing ? <UpdateModal member={editing} onClose={() => setEditing(null)} /> : null}
      {ending ? <DeactivateModal member={ending} onClose={() => setEnding(null)} /> : null}
    </div>
  );
}

function InviteModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const invite = useInviteStaffMember();
  const [data, setData] = useState<InviteData>({ roles: [] });
  const close = () => {
    invite.reset();
    setData({ roles: [] });
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Invite a staff member" description="The set-up link goes to this address by e-mail (valid 24 hours).">
      <SchemaForm<InviteData>
        form={inviteForm}
        uiSchema={inviteUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          invite.mutate(
            {
              body: {
                email: values.email?.trim() ?? '',
                roles: values.roles ?? [],
                location_ids: values.location_ids ?? [],
                service_center_ids: values.service_center_ids ?? [],
              },
            },
            {
              onSuccess: () => {
                void refresh();
                close();
              },
            },
          )
        }
        idPrefix="invite"
        submitLabel="Send invitation"
        busy={invite.isPending}
        busyLabel="Sending…"
        serverErrors={invite.isError ? fieldErrorsOf(invite.error) : null}
      />
    </Modal>
  );
}

function UpdateModal({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const update = useUpdateStaffMember();
  const [data, setData] = useState<UpdateData>({
    roles: member.roles,
    location_ids: member.location_ids,
    service_center_ids: member.service_center_ids,
  });
  return (
    <Modal open onClose={onClose} title="Change roles" description={`Roles and scope of ${member.email}; they apply from their next request.`}>
      <SchemaForm<UpdateData>
        form={updateForm}
        uiSchema={updateUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          update.mutate(
            {
              params: { path: { id: member.id } },
              body: {
                roles: values.roles ?? [],
                location_ids: values.location_ids ?? [],
                service_center_ids: values.service_center_ids ?? [],
                ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
              },
            },
            {
              onSuccess: () => {
                void refresh();
                onClose();
              },
            },
          )
        }
        idPrefix="update"
        submitLabel="Save roles"
        busy={update.isPending}
        busyLabel="Saving…"
        serverErrors={update.isError ? fieldErrorsOf(update.error) : null}
      />
    </Modal>
  );
}

function DeactivateModal({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const deactivate = useDeactivateStaffMember();
  const [data, setData] = useState<DeactivateData>({});
  return (
    <Modal
      open
      onClose={onClose}
      title="Deactivate this staff member?"
      description={`${member.name || member.email} will be signed out at once and cannot sign in again unless invited anew.`}
    >
      <SchemaForm<DeactivateData>
        form={deactivateForm}
        uiSchema={deactivateUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          deactivate.mutate(
            {
              params: { path: { id: member.id } },
              body: values.reason?.trim() ? { reason: values.reason.trim() } : {},
            },
            {
              onSuccess: () => {
                void refresh();
                onClose();
              },
            },
          )
        }
        idPrefix="deactivate"
        submitLabel="Deactivate"
        busy={deactivate.isPending}
        busyLabel="Deactivating…"
        serverErrors={deactivate.isError ? fieldErrorsOf(deactivate.error) : null}
        afterSubmit={
          <p className="staff-aside">
            <button type="button" className="link-button" onClick={onClose}>
              Cancel
            </button>
          </p>
        }
      />
    </Modal>
  );
}
