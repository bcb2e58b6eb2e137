import { useId, useState, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import accountValidators, { schema as accountSchema } from '#generated/validators/staff-refund-bank-account-request';
import rejectValidators, { schema as rejectSchema } from '#generated/validators/staff-refund-bank-details-reject-request';
import { formatDateTime } from '#shared/money';
import { messageOf } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { staffQueryClient } from '#web/lib/staff-api';
import { useApproveStaffRefundBankAccount, useRejectStaffRefundBankAccount, useSubmitStaffRefundBankAccount } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';
import '../shared/refunds.css';
import '../shared/staff-deposits.css';
import { ConfirmStep } from '../shared/confirm-step';

type Details = components['schemas']['StaffRefundBankDetails'];
type AccountData = FormDataOf<'StaffRefundBankAccountRequest'>;
type RejectData = FormDataOf<'StaffRefundBankDetailsRejectRequest'>;

const accountForm = defineForm<AccountData>(accountValidators, accountSchema);
const accountUi: UiSchema<AccountData> = {
  account_number: { 'ui:autocomplete': 'off', 'ui:help': '10 digits.' },
  bank_code: { 'ui:autocomplete': 'off', 'ui:help': 'The bank’s code, e.g. 058 for Guaranty Trust Bank.' },
};
const rejectForm = defineForm<RejectData>(rejectValidators, rejectSchema);
const rejectUi: UiSchema<RejectData> = { reason: { 'ui:widget': 'textarea', 'ui:autofocus': true } };

/** After any step of the bank details: the deposit drawer's refunds and the Money back queue and drawer are read again. */
const refresh = () =>
  Promise.all([
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/deposits/{id}/refunds'] }),
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/money-back'] }),
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/money-back/{reference}'] }),
  ]);

/**
 * The bank account part of a refund the gateway holds in needs-attention (ADR 070), in the deposit drawer and the
 * Money back drawer: the details entered last (bank, last 4 digits, the name the bank holds beside the customer's, who
 * entered and who decided) with Approve / Reject for another member while they wait; and the form to enter them when
 * none wait. Nothing reaches the gateway until a second member approves.
 */
export function RefundBankAccount({ refund, onDone }: { refund: { reference: string; status: string; bank_details: Details | null }; onDone?(message: string): void }) {
  const details = refund.bank_details;
  const open = details !== null && (details.status === 'waiting' || details.status === 'sending');
  const asks = refund.status === 'needs_attention' && !open;
  if (!details && !asks) return null;
  return (
    <>
      {details ? <RefundBankDetailsReview reference={refund.reference} details={details} onDone={onDone} /> : null}
      {asks ? <RefundBankDetails key={details?.entered_at ?? 'first'} reference={refund.reference} again={details !== null} onDone={onDone} /> : null}
    </>
  );
}

/**
 * The form that enters the customer's account (RJSF from StaffRefundBankAccountRequest): resolved, then waits. Once
 * the bank named the account, the form gives way to the answer (the waiting details come with the refresh): an
 * emptied form would only show its required-field errors under a success.
 */
export function RefundBankDetails({ reference, again = false, onDone }: { reference: string; again?: boolean; onDone?(message: string): void }) {
  const id = useId();
  const submit = useSubmitStaffRefundBankAccount();
  const [data, setData] = useState<AccountData>({});
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; message: string } | null>(null);
  return (
    <section className="refund-bank" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="refund-bank__title">
        <strong>{again ? 'Enter the bank account again' : 'Bank account'} for {reference}</strong>
      </p>
      <p className="refund-bank__hint">
        The gateway cannot pay this refund back to the card: ask the customer for their bank account. The bank names the account at once; nothing is sent until another finance or admin member approves it.
      </p>
      {outcome?.tone === 'ok' ? null : (
        <SchemaForm<AccountData>
          form={accountForm}
          uiSchema={accountUi}
          formData={data}
          onChange={setData}
          idPrefix={`${id}-bank`}
          autoFocusFirst={false}
          submitLabel="Check the account"
          busy={submit.isPending}
          busyLabel="Asking the bank…"
          serverErrors={submit.isError ? fieldErrorsOf(submit.error) : null}
          onSubmit={(values) => {
            setOutcome(null);
            submit.mutate(
              { params: { path: { reference } }, body: { account_number: values.account_number ?? '', bank_code: (values.bank_code ?? '').trim() } },
              {
                onSuccess: (answer) => {
                  setOutcome({ tone: 'ok', message: answer.message });
                  void refresh();
                  onDone?.(answer.message);
                },
                onError: (error) => setOutcome({ tone: 'error', message: messageOf(error) }),
              },
            );
          }}
        />
      )}
      {outcome ? (
        <p className={`refund-outcome refund-outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}

const STATUS_WORDS: Record<Details['status'], string> = {
  waiting: 'Waiting for a second finance or admin member: nothing has been sent.',
  sending: 'Approved: being sent to the gateway.',
  sent: 'Approved and sent: the gateway pays the refund to this account.',
  refused: 'The gateway did not take this account: enter it again.',
  rejected: 'Rejected: nothing was sent. Enter the account again.',
};

/** The details entered last, beside the customer's name, with Approve / Reject while they wait. */
export function RefundBankDetailsReview({ reference, details, onDone }: { reference: string; details: Details; onDone?(message: string): void }) {
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [reason, setReason] = useState<RejectData>({});
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; message: string } | null>(null);
  const approve = useApproveStaffRefundBankAccount();
  const reject = useRejectStaffRefundBankAccount();
  const path = { params: { path: { reference } } };
  const settle = (message: string) => {
    setMode('idle');
    setOutcome({ tone: 'ok', message });
    void refresh();
    onDone?.(message);
  };
  const fail = (error: unknown) => {
    setMode('idle');
    setOutcome({ tone: 'error', message: messageOf(error) });
    void refresh();
  };
  const waiting = details.status === 'waiting';
  return (
    <section className="refund-bank refund-bank-review" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="refund-bank__title">
        <strong>Bank details for {reference}</strong>
      </p>
      <p className="refund-bank__hint" role="status">
        {STATUS_WORDS[details.status]}
      </p>
      <dl className="deposit-facts refund-bank-review__facts">
        <Fact term="Bank">
          {details.bank_name} ({details.bank_code})
        </Fact>
        <Fact term="Account">ending {details.account_last4}</Fact>
        <Fact term="Name at the bank">
          <strong>{details.account_name}</strong>
        </Fact>
        <Fact term="Customer (our records)">{details.customer_name || '—'}</Fact>
        <Fact term="Entered by">
          {details.entered_by} · {formatDateTime(details.entered_at)}
        </Fact>
        {details.decided_by && details.decided_at ? (
          <Fact term={details.status === 'rejected' ? 'Rejected by' : 'Approved by'}>
            {details.decided_by} · {formatDateTime(details.decided_at)}
          </Fact>
        ) : null}
        {details.decision_reason ? <Fact term={details.status === 'refused' ? 'The gateway said' : 'Why'}>{details.decision_reason}</Fact> : null}
      </dl>
      {waiting ? (
        mode === 'approve' ? (
          <ConfirmStep group="Confirm the approval" confirmLabel="Yes, approve and send" busyLabel="Sending…" busy={approve.isPending} onConfirm={() => approve.mutate(path, { onSuccess: (a) => settle(a.message), onError: fail })} onBack={() => setMode('idle')}>
            <p>
              Send the refund to {details.account_name}, {details.bank_name} account ending {details.account_last4}? Compare the name with the customer&apos;s ({details.customer_name || '—'}) first: money sent cannot be called back.
            </p>
          </ConfirmStep>
        ) : mode === 'reject' ? (
          <SchemaForm<RejectData>
            form={rejectForm}
            uiSchema={rejectUi}
            formData={reason}
            onChange={setReason}
            onSubmit={(values) => reject.mutate({ ...path, body: { reason: (values.reason ?? '').trim() } }, { onSuccess: (a) => settle(a.message), onError: fail })}
            idPrefix={`${id}-reject`}
            submitLabel="Reject these details"
            submitClassName="btn btn--ghost"
            busy={reject.isPending}
            busyLabel="Rejecting…"
            serverErrors={reject.isError ? fieldErrorsOf(reject.error) : null}
            beforeSubmit={<p className="refund-bank__hint">Nothing is sent; the account number is erased and the account can be entered again.</p>}
            afterSubmit={
              <p className="staff-aside">
                <button type="button" className="link-button deposits-ref" onClick={() => setMode('idle')}>
                  Cancel
                </button>
              </p>
            }
          />
        ) : (
          <div className="staff-actions">
            <button type="button" className="btn btn--primary" disabled={!details.may_approve} aria-describedby={details.may_approve ? undefined : `${id}-why-not`} onClick={() => setMode('approve')}>
              Approve…
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setMode('reject')}>
              Reject…
            </button>
            {details.may_approve ? null : (
              <p id={`${id}-why-not`} className="staff-customer__note">
                {details.approval_note}
              </p>
            )}
          </div>
        )
      ) : null}
      {outcome ? (
        <p className={`refund-outcome refund-outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);
