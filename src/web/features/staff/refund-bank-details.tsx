import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '#web/lib/api-errors';
import { staffQueryClient } from '#web/lib/staff-api';
import { useSubmitStaffRefundBankAccount } from './api';
import { fieldErrorsOf } from './field-errors';

/**
 * The customer's bank account for a refund the gateway holds in needs-attention (ADR 052): a 10-digit NUBAN and the
 * bank's code, sent to the gateway (submitStaffRefundBankAccount). Only the last 4 digits are kept. Used in the deposit
 * drawer and the Money back detail.
 */
export function RefundBankDetails({ reference, onDone }: { reference: string; onDone?(message: string): void }) {
  const id = useId();
  const submit = useSubmitStaffRefundBankAccount();
  const [account, setAccount] = useState('');
  const [bank, setBank] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; message: string } | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!/^\d{10}$/.test(account)) local.account_number = ['Enter the 10-digit account number (NUBAN).'];
    if (!/^[A-Za-z0-9]{1,20}$/.test(bank)) local.bank_code = ['Enter the bank code.'];
    setErrors(local);
    setOutcome(null);
    if (Object.keys(local).length) return;
    submit.mutate(
      { params: { path: { reference } }, body: { account_number: account, bank_code: bank } },
      {
        onSuccess: (answer) => {
          setOutcome({ tone: 'ok', message: answer.message });
          setAccount('');
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/deposits/{id}/refunds'] });
          onDone?.(answer.message);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error) ?? {});
          setOutcome({ tone: 'error', message: messageOf(error) });
        },
      },
    );
  };
  const err = (field: string) => errors[field]?.[0];
  return (
    <form className="refund-bank" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="refund-bank__title">
        <strong>Bank account for {reference}</strong>
      </p>
      <p className="refund-bank__hint">The gateway cannot pay this refund back to the card: ask the customer for their bank account. Only its last 4 digits are kept.</p>
      <div className={`refund-field${err('account_number') ? ' is-invalid' : ''}`}>
        <label htmlFor={`${id}-account`}>Account number (NUBAN)</label>
        <input
          id={`${id}-account`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={account}
          onChange={(e) => setAccount(e.target.value.replace(/\D/g, ''))}
          aria-invalid={err('account_number') ? true : undefined}
          aria-describedby={err('account_number') ? `${id}-account-error` : undefined}
        />
        {err('account_number') ? (
          <p id={`${id}-account-error`} className="refund-field__error">
            {err('account_number')}
          </p>
        ) : null}
      </div>
      <div className={`refund-field${err('bank_code') ? ' is-invalid' : ''}`}>
        <label htmlFor={`${id}-bank`}>Bank code</label>
        <input
          id={`${id}-bank`}
          autoComplete="off"
          maxLength={20}
          value={bank}
          onChange={(e) => setBank(e.target.value.trim())}
          aria-invalid={err('bank_code') ? true : undefined}
          aria-describedby={err('bank_code') ? `${id}-bank-error` : undefined}
        />
        {err('bank_code') ? (
          <p id={`${id}-bank-error`} className="refund-field__error">
            {err('bank_code')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
        {submit.isPending ? 'Sending to the gateway…' : 'Send bank details'}
      </button>
      {outcome ? (
        <p className={`refund-outcome refund-outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
