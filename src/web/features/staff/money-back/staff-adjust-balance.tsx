import { useState } from 'react';
import { Link } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import adjustValidators, { schema as adjustSchema } from '#generated/validators/staff-adjustment-request';
import { formatMoney } from '#shared/money';
import { Modal } from '#web/components/modal';
import { messageOf } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { fieldErrorsOf } from '../shared/field-errors';
import { fourEyesRule } from '../shared/four-eyes-rule';
import { refreshCustomer } from '../shared/api';
import { useRefreshMoneyBack, useCreateAdjustment, useMoneyBackWaiting } from './money-back-api';
import { STATUS_LABELS } from './money-back-labels';
import '../shared/staff-deposits.css';
import './staff-money-back.css';
import { ConfirmStep } from '../shared/confirm-step';

type AdjustData = FormDataOf<'StaffAdjustmentRequest'>;
type MoneyBack = components['schemas']['StaffMoneyBack'];

export const adjustForm = defineForm<AdjustData>(adjustValidators, adjustSchema);
const adjustUi: UiSchema<AdjustData> = {
  'ui:order': ['direction', 'amount', 'reason', 'ticket'],
  direction: { 'ui:widget': 'select', 'ui:enumNames': ['Credit (add to the balance)', 'Debit (take from the balance)'], 'ui:options': { enumNames: ['Credit (add to the balance)', 'Debit (take from the balance)'] } },
  reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
};

/** Roles that may adjust a balance (the server's 403 is the real check). */
export const ADJUST_ROLES = ['finance', 'admin'] as const;

/**
 * A fresh idempotency key per opened form, sent as the `Idempotency-Key` header (as the Refund dialog's): a double
 * click or a retry of this form is the same request.
 */
const newKey = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`);

/** Naira → kobo without float surprises (the form's amount is a number of Naira). */
const koboOf = (naira: number) => Math.round(naira * 100);

/**
 * "Adjust balance" (finance, admin; ADR 051): credit or debit, amount, reason, optional ticket — RJSF from
 * StaffAdjustmentRequest —, whether it will need a second approver (the threshold and the daily totals come from the
 * contract), a confirm step, then the outcome (done, or waiting and why, with a link to it in Money back).
 */
export function AdjustBalanceModal({ customerId, name, balance, onClose }: { customerId: number; name: string; balance: string; onClose(): void }) {
  const waiting = useMoneyBackWaiting();
  const create = useCreateAdjustment();
  const refreshMoneyBack = useRefreshMoneyBack();
  const [key] = useState(newKey);
  const [data, setData] = useState<AdjustData>(() => ({ direction: 'credit' }));
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<MoneyBack | null>(null);
  const threshold = waiting.data ? Number(waiting.data.approval_above) : null;
  const amount = typeof data.amount === 'number' ? data.amount : null;
  const fourEyes = threshold !== null && amount !== null && koboOf(amount) > koboOf(threshold);
  const verb = data.direction === 'debit' ? 'Debit' : 'Credit';
  const run = () =>
    create.mutate(
      { params: { path: { id: customerId }, header: { 'idempotency-key': key } }, body: { ...(data as Required<Pick<AdjustData, 'direction' | 'amount' | 'reason'>>), reason: (data.reason ?? '').trim(), ...(data.ticket ? { ticket: data.ticket } : {}) } },
      {
        onSuccess: (answer) => {
          setResult(answer.data);
          void refreshCustomer(customerId);
          void refreshMoneyBack();
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Modal open onClose={onClose} title="Adjust balance" description={`${name}'s balance is ${formatMoney(balance)}.`}>
      {result ? (
        <div className="staff-confirm" role="status">
          <p>
            {result.status === 'awaiting_approval'
              ? `${result.reference} waits for a second finance or admin person to approve it.`
              : `${result.reference}: ${STATUS_LABELS[result.status].toLowerCase()}. The customer is e-mailed.`}
          </p>
          {result.status === 'awaiting_approval' && result.approval_needed_because ? <p className="adjust-why">Why: {result.approval_needed_because}</p> : null}
          <p className="staff-actions">
            <Link href={`/staff/money-back?request=${encodeURIComponent(result.reference)}`} className="btn btn--ghost">
              See it in Money back
            </Link>
            <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
              Close
            </button>
          </p>
        </div>
      ) : confirming ? (
        <ConfirmStep confirmLabel={`Yes, ${verb.toLowerCase()}`} busyLabel="Sending…" busy={create.isPending} onConfirm={run} onBack={() => setConfirming(false)}>
          <p>
            {verb} {formatMoney((amount ?? 0).toFixed(2))} {data.direction === 'debit' ? 'from' : 'to'} {name}
            {data.ticket ? ` (ticket #${data.ticket})` : ''}?{' '}
            {fourEyes
              ? 'It will wait for a second finance or admin person to approve it.'
              : 'It is done at once and the customer is e-mailed — unless it takes a daily total past its limit: then it waits for a second finance or admin person.'}
          </p>
          <p>
            Reason: <q>{data.reason?.trim()}</q>
          </p>
        </ConfirmStep>
      ) : (
        <>
          <p className={`adjust-threshold${fourEyes ? ' adjust-threshold--four-eyes' : ''}`} role="status">
            {threshold === null
              ? waiting.isError
                ? 'The approval threshold could not be read; the server applies it.'
                : 'Reading the approval threshold…'
              : fourEyes
                ? `Above ${formatMoney(waiting.data!.approval_above)}: this will need a second finance or admin person to approve it.`
                : fourEyesRule(waiting.data!)}
          </p>
          {create.isError && !fieldErrorsOf(create.error) ? (
            <p className="deposit-drawer__outcome deposit-drawer__outcome--error" role="alert">
              {messageOf(create.error)}
            </p>
          ) : null}
          <SchemaForm<AdjustData>
            form={adjustForm}
            uiSchema={adjustUi}
            formData={data}
            onChange={setData}
            onSubmit={(values) => {
              setData(values);
              setConfirming(true);
            }}
            idPrefix="adjust-balance"
            submitLabel="Continue"
            serverErrors={create.isError ? fieldErrorsOf(create.error) : null}
            afterSubmit={
              <p className="staff-aside">
                <button type="button" className="link-button deposits-ref" onClick={onClose}>
                  Cancel
                </button>
              </p>
            }
          />
        </>
      )}
    </Modal>
  );
}
