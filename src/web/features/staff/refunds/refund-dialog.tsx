import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { Modal } from '#web/components/modal';
import { messageOf } from '#web/lib/api-errors';
import { staffQueryClient } from '#web/lib/staff-api';
import { formatDateTime, formatMoney } from '#shared/money';
import { useCreateStaffRefund, useStaffDepositRefunds } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';
import { fourEyesRule } from '../shared/four-eyes-rule';
import { RefundBankAccount } from './refund-bank-details';
import '../shared/refunds.css';

type Refund = components['schemas']['StaffRefund'];

export const REFUND_STATUS_LABELS: Record<Refund['status'], string> = {
  awaiting_approval: 'Awaiting approval',
  rejected: 'Rejected',
  submitting: 'Sending to the gateway',
  pending: 'Pending at the gateway',
  processing: 'Processing',
  needs_attention: 'Needs bank details',
  processed: 'Refunded',
  failed: 'Failed — amount returned',
};
const TONES: Record<Refund['status'], 'ok' | 'wait' | 'bad'> = {
  awaiting_approval: 'wait',
  rejected: 'bad',
  submitting: 'wait',
  pending: 'wait',
  processing: 'wait',
  needs_attention: 'bad',
  processed: 'ok',
  failed: 'bad',
};

export const RefundStatus = ({ status }: { status: Refund['status'] }) => <span className={`refund-status refund-status--${TONES[status]}`}>{REFUND_STATUS_LABELS[status]}</span>;

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** The refunds of a top-up (statuses, bank details for one in needs-attention) and its Refund action: the deposit drawer. */
export function DepositRefunds({ depositId }: { depositId: number }) {
  const refunds = useStaffDepositRefunds(depositId);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const data = refunds.data?.data;
  if (refunds.isPending) return <p role="status">Loading the refunds…</p>;
  if (refunds.isError || !data) {
    return (
      <div className="staff-state staff-state--error" role="alert">
        <p>{refunds.error ? messageOf(refunds.error) : 'We could not load the refunds.'}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void refunds.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const canRefund = data.refundable && Number(data.remaining) > 0;
  return (
    <div className="deposit-refunds">
      {data.refunds.length ? (
        <ul className="deposit-refunds__list">
          {data.refunds.map((r) => (
            <li key={r.reference}>
              <p>
                <strong>{formatMoney(r.amount)}</strong> <RefundStatus status={r.status} />
              </p>
              <p className="deposit-drawer__hint">
                {r.reference} · {formatDateTime(r.created_at)} · {r.requested_by}
                {r.bank_account_last4 ? ` · account ending ${r.bank_account_last4}` : ''}
              </p>
              {r.failure_reason ? <p className="deposit-drawer__hint">{r.failure_reason}</p> : null}
              <RefundBankAccount refund={r} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="deposit-drawer__hint">No refunds yet.</p>
      )}
      {data.refundable ? (
        <p className="deposit-drawer__hint">
          Refundable: {formatMoney(data.remaining)} of this top-up.
        </p>
      ) : null}
      {canRefund && !open ? (
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          Refund
        </button>
      ) : null}
      {done ? (
        <p className="refund-outcome refund-outcome--ok" role="status">
          {done}
        </p>
      ) : null}
      {open ? (
        <section className="deposit-refunds__form" aria-labelledby={`${depositId}-refund-title`}>
          <h4 id={`${depositId}-refund-title`} className="deposit-refunds__title">
            Refund this top-up
          </h4>
          <RefundForm
            depositId={depositId}
            focusFirst
            onClose={(message) => {
              setOpen(false);
              if (message) setDone(message);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The Refund dialog of a top-up (the deposit drawer, the support desk's ticket): amount in Naira (the refundable
 * remainder by default, shown), reason, optional ticket; says when a second approver is needed; one idempotency key
 * per opened dialog, so a double click or a retry makes one refund.
 */
export function RefundDialog({ depositId, ticket, onClose }: { depositId: number; ticket?: string; onClose(message?: string): void }) {
  return (
    <Modal open onClose={() => onClose()} title="Refund this top-up">
      <RefundForm depositId={depositId} ticket={ticket} onClose={onClose} />
    </Modal>
  );
}

/** The Refund form itself: in the dialog (the desk) or inline in the deposit drawer (a drawer is a dialog already). */
export function RefundForm({ depositId, ticket, focusFirst, onClose }: { depositId: number; ticket?: string; focusFirst?: boolean; onClose(message?: string): void }) {
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const refunds = useStaffDepositRefunds(depositId);
  const create = useCreateStaffRefund();
  const [key] = useState(newKey);
  const data = refunds.data?.data;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [ticketNumber, setTicketNumber] = useState(ticket ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const shown = amount ?? data?.remaining ?? '';
  const naira = Number(shown);
  const needsSecond = data !== undefined && Number.isFinite(naira) && naira > Number(data.approval_above);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const local: Record<string, string[]> = {};
    if (!/^\d+(\.\d{1,2})?$/.test(shown) || naira < 1) local.amount = ['Enter an amount in Naira (at least ₦1, at most two decimals).'];
    else if (naira > Number(data.remaining)) local.amount = [`At most ${formatMoney(data.remaining)} can still be refunded.`];
    if (reason.trim().length < 3) local.reason = ['Say why (at least 3 characters).'];
    if (ticketNumber && !/^\d{1,20}$/.test(ticketNumber)) local.ticket = ['A ticket number is digits only.'];
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    create.mutate(
      {
        params: { header: { 'idempotency-key': key } },
        body: { deposit_reference: data.deposit_reference, amount: naira, reason: reason.trim(), ...(ticketNumber ? { ticket: ticketNumber } : {}) },
      },
      {
        onSuccess: (answer) => {
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/deposits/{id}/refunds'] });
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/deposits/{id}'] });
          // The Money back queue and the nav's count of requests awaiting approval (cached a minute) include it now.
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/money-back'] });
          onClose(`${answer.data.reference}: ${answer.message}`);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error) ?? {});
          setFailure(messageOf(error));
          void refunds.refetch();
        },
      },
    );
  };
  const ready = data !== undefined;
  useEffect(() => {
    if (focusFirst && ready) amountRef.current?.focus();
  }, [focusFirst, ready]);
  const err = (field: string) => errors[field]?.[0];
  const described = (field: string, hint?: string) => [err(field) ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {refunds.isPending ? (
        <p role="status">Loading the top-up…</p>
      ) : refunds.isError || !data ? (
        <div className="staff-state staff-state--error" role="alert">
          <p>{refunds.error ? messageOf(refunds.error) : 'We could not load this top-up.'}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void refunds.refetch()}>
            Try again
          </button>
        </div>
      ) : !data.refundable || Number(data.remaining) <= 0 ? (
        <p role="status">{data.refundable ? 'This top-up has been refunded in full already.' : 'Only a successful top-up paid through a gateway can be refunded.'}</p>
      ) : (
        <form className="refund-form" onSubmit={onSubmit} noValidate>
          <p className="refund-field__hint">
            Top-up <strong>{data.deposit_reference}</strong>, back to the card or account it was paid with.
          </p>
          <div className={`refund-field${err('amount') ? ' is-invalid' : ''}`}>
            <label htmlFor={`${id}-amount`}>Amount (₦)</label>
            <input
              ref={amountRef}
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={shown}
              onChange={(e) => setAmount(e.target.value.trim())}
              aria-invalid={err('amount') ? true : undefined}
              aria-describedby={described('amount', `${id}-amount-hint`)}
            />
            <p id={`${id}-amount-hint`} className="refund-field__hint">
              Refundable: {formatMoney(data.remaining)}. {fourEyesRule(data)}
            </p>
            {err('amount') ? (
              <p id={`${id}-amount-error`} className="refund-field__error">
                {err('amount')}
              </p>
            ) : null}
          </div>
          {needsSecond ? (
            <p className="refund-approval" role="note">
              This refund needs a second approver: it waits in Money back until another finance or admin person approves it.
            </p>
          ) : null}
          <div className={`refund-field${err('reason') ? ' is-invalid' : ''}`}>
            <label htmlFor={`${id}-reason`}>Reason</label>
            <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={err('reason') ? true : undefined} aria-describedby={described('reason')} />
            {err('reason') ? (
              <p id={`${id}-reason-error`} className="refund-field__error">
                {err('reason')}
              </p>
            ) : null}
          </div>
          <div className={`refund-field${err('ticket') ? ' is-invalid' : ''}`}>
            <label htmlFor={`${id}-ticket`}>Ticket number (optional)</label>
            <input
              id={`${id}-ticket`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={ticketNumber}
              onChange={(e) => setTicketNumber(e.target.value.trim())}
              aria-invalid={err('ticket') ? true : undefined}
              aria-describedby={described('ticket', `${id}-ticket-hint`)}
            />
            <p id={`${id}-ticket-hint`} className="refund-field__hint">
              The customer's ticket gets a message saying what was done.
            </p>
            {err('ticket') ? (
              <p id={`${id}-ticket-error`} className="refund-field__error">
                {err('ticket')}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p className="refund-outcome refund-outcome--error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="refund-form__actions">
            <button type="submit" className="btn btn--primary" disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending ? 'Refunding…' : needsSecond ? 'Ask for approval' : 'Refund'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => onClose()}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </>
  );
}
