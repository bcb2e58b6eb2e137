import { useEffect, useState } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import assignValidators, { schema as assignSchema } from '#generated/validators/assign-ticket-request';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { fieldAria } from '#web/lib/forms/field-state';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { useStaffSession } from '#web/lib/staff-session';
import { useAssignStaffTicket, useAssignableMembers } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';
import { useTicketRefresh } from './ticket-refresh';

/** Assigning a ticket at the desk (assignStaffTicket): "Assign to me" at once, or a choice of assignee in a form. */
type AssignData = FormDataOf<'AssignTicketRequest'>;

export const assignForm = defineForm<AssignData>(assignValidators, assignSchema);

interface AssigneeOption {
  id: number | null;
  label: string;
}

/** The assignee as a list to choose from (the contract's `assignee_id`): nobody, me, and — for admins — the team. */
function AssigneeWidget({ id, value, onChange, onBlur, onFocus, registry, disabled, readonly }: WidgetProps) {
  const options = ((registry.formContext as { assignees?: AssigneeOption[] }).assignees ?? []) as AssigneeOption[];
  return (
    <div className="select">
      <select
        id={id}
        name={id}
        className="field__input select__control"
        value={value === null || value === undefined ? '' : String(value)}
        disabled={disabled || readonly}
        {...fieldAria(id, registry)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      >
        {options.map((o) => (
          <option key={o.id ?? 'nobody'} value={o.id === null ? '' : String(o.id)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const assignUi: UiSchema<AssignData> = {
  'ui:order': ['assignee_id', 'reason'],
  assignee_id: { 'ui:widget': AssigneeWidget },
  reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
};

/** Assign: to me, to a member of the support team (admins see the team), or back to the queue; with a reason. */
export function AssignTicket({ number, current }: { number: string; current: number | null }) {
  const refresh = useTicketRefresh();
  const session = useStaffSession();
  const me = session?.staff;
  const isAdmin = me?.roles.includes('admin') ?? false;
  const [open, setOpen] = useState(false);
  const members = useAssignableMembers(open && isAdmin);
  const assign = useAssignStaffTicket();
  const [data, setData] = useState<AssignData>({ assignee_id: current });
  useEffect(() => setData({ assignee_id: current }), [current]);

  if (!me) return null;
  const options: AssigneeOption[] = [{ id: null, label: 'Nobody (back to the queue)' }, { id: me.id, label: `Me (${me.name || me.email})` }];
  for (const m of members.data?.data ?? []) {
    if (m.id !== me.id && m.status === 'active' && (m.roles.includes('support') || m.roles.includes('admin')))
      options.push({ id: m.id, label: m.name || m.email });
  }
  if (current !== null && !options.some((o) => o.id === current)) options.push({ id: current, label: `Staff ${current}` });

  if (!open) {
    return (
      <span className="staff-actions">
        {current === me.id ? null : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={assign.isPending}
            onClick={() => assign.mutate({ params: { path: { ticket: number } }, body: { assignee_id: me.id } }, { onSuccess: () => void refresh() })}
          >
            {assign.isPending ? 'Assigning…' : 'Assign to me'}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
          Assign…
        </button>
      </span>
    );
  }
  return (
    <div className="desk-assign" role="group" aria-label="Assign this ticket">
      <SchemaForm<AssignData>
        form={assignForm}
        uiSchema={assignUi}
        formData={data}
        onChange={setData}
        context={{ assignees: options }}
        onSubmit={(values) =>
          assign.mutate(
            {
              params: { path: { ticket: number } },
              body: { assignee_id: values.assignee_id ?? null, ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}) },
            },
            {
              onSuccess: () => {
                void refresh();
                setOpen(false);
              },
            },
          )
        }
        idPrefix="assign"
        submitLabel="Save assignee"
        busy={assign.isPending}
        busyLabel="Saving…"
        serverErrors={assign.isError ? fieldErrorsOf(assign.error) : null}
        afterSubmit={
          <p className="staff-aside">
            <button type="button" className="link-button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </p>
        }
      />
    </div>
  );
}
