import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UiSchema } from '@rjsf/utils';
import reversalValidators, { schema as reversalSchema } from '#generated/validators/staff-reversal-request';
import { formatMoney } from '#shared/money';
import { Modal } from '#web/components/modal';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { refreshAfterReversal, useReverseHubCharge } from './customers-api';
import { fieldErrorsOf } from '../shared/field-errors';
import { ConfirmStep } from '../shared/confirm-step';

type ReversalData = FormDataOf<'StaffReversalRequest'>;

export const reversalForm = defineForm<ReversalData>(reversalValidators, reversalSchema);

/** Roles that may reverse a hub charge (the server's 403 is the real check; ADR 050). */
export const REVERSE_ROLES = ['support', 'finance', 'admin'] as const;
export const canReverse = (roles: readonly string[] | undefined) => !!roles?.some((r) => (REVERSE_ROLES as readonly string[]).includes(r));

/** The charge being reversed, as the line shows it. */
export interface ChargeLine {
  hubChargeId: number;
  trx: string;
  amount: string;
  detail: string;
}

/**
 * "Reverse this charge" (reverseStaffHubCharge): a reason (and, from the customer page, optionally the customer's
 * ticket number; from a ticket, that ticket), then a confirm step that repeats what happens. Once per charge on the
 * server: a second reversal answers the first. Afterwards the customer's lists, page and tickets are read again.
 */
export function ReverseChargeDialog({ charge, ticket, onClose }: { charge: ChargeLine; ticket?: string; onClose(): void }) {
  const reverse = useReverseHubCharge();
  const queryClient = useQueryClient();
  const [data, setData] = useState<ReversalData>(ticket ? { ticket } : {});
  const [confirming, setConfirming] = useState(false);
  const ui: UiSchema<ReversalData> = {
    'ui:order': ['reason', 'ticket'],
    reason: { 'ui:widget': 'textarea', 'ui:autofocus': true, 'ui:options': { rows: 3 } },
    ticket: ticket ? { 'ui:widget': 'hidden' } : { 'ui:help': 'The customer’s ticket about it, if any: it gets a message saying what was done.' },
  };
  const amount = formatMoney(charge.amount);
  const run = () => {
    const reason = (data.reason ?? '').trim();
    const number = data.ticket?.trim();
    reverse.mutate(
      { params: { path: { id: charge.hubChargeId } }, body: { reason, ...(number ? { ticket: number } : {}) } },
      {
        onSuccess: () => {
          void refreshAfterReversal(queryClient);
          onClose();
        },
        onError: () => setConfirming(false),
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Reverse this charge?"
      description={`${amount} charged as ${charge.trx} (${charge.detail}) goes back to the customer’s balance as a new entry, and they are e-mailed. Use it when the cycle did not run.`}
    >
      {confirming ? (
        <ConfirmStep confirmLabel={`Reverse ${amount}`} busyLabel="Reversing…" busy={reverse.isPending} onConfirm={run} onBack={() => setConfirming(false)}>
          <p>
            Reason recorded in the audit log: <q>{data.reason?.trim()}</q>
          </p>
          {data.ticket?.trim() ? <p>Ticket #{data.ticket.trim()} gets a message saying what was done.</p> : null}
        </ConfirmStep>
      ) : null}
      {/* Kept mounted during the confirm step: a refusal comes back to it with the server's messages under the fields. */}
      <div hidden={confirming}>
        <SchemaForm<ReversalData>
          form={reversalForm}
          uiSchema={ui}
          formData={data}
          onChange={setData}
          onSubmit={(values) => {
            setData(ticket ? { ...values, ticket } : values);
            setConfirming(true);
          }}
          idPrefix={`reverse-${charge.hubChargeId}`}
          submitLabel="Continue"
          serverErrors={reverse.isError ? fieldErrorsOf(reverse.error) : null}
          afterSubmit={
            <p className="staff-aside">
              <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
                Cancel
              </button>
            </p>
          }
        />
      </div>
    </Modal>
  );
}
