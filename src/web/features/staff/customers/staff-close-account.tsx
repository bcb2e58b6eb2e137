import { useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { formatMoney, koboFromMoney } from '#shared/money';
import { Modal } from '#web/components/modal';
import { useCloseStaffCustomer } from './customers-api';
import { fieldErrorsOf } from '../shared/field-errors';
import { staffQueryClient } from '#web/lib/staff-api';
import '../shared/refunds.css';
import './staff-close-account.css';
import { ConfirmStep } from '../shared/confirm-step';

type Customer = components['schemas']['StaffCustomer'];
type Choice = components['schemas']['BalanceChoice'];

/** A closed account shows as its pseudonym (ADR 054): "Closed account" and C-XXXXXXXX. */
export const isClosedAccount = (c: Pick<Customer, 'firstname' | 'username'>) => c.firstname === 'Closed account' && /^C-[A-Z2-9]{8}$/.test(c.username);

/**
 * Close account (admin, ADR 054): on the customer's written request — the reason, the customer's written choice for
 * a balance (paid back free of charge: refunds to the top-ups and a bank transfer for the rest, awaiting finance's
 * approval; or given up), then a confirm step that repeats what happens. Irreversible; audited.
 */
export function CloseAccountModal({ customer, name, onClose }: { customer: Customer; name: string; onClose(): void }) {
  const id = useId();
  const close = useCloseStaffCustomer();
  const hasBalance = koboFromMoney(customer.balance) > 0;
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [account, setAccount] = useState('');
  const [bank, setBank] = useState('');
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const server = close.isError ? (fieldErrorsOf(close.error) ?? {}) : {};
  const err = (f: string) => local[f]?.[0] ?? server[f]?.[0];
  const withBank = hasBalance && choice === 'pay_back' && (account !== '' || bank !== '');

  const next = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string[]> = {};
    if (!reason.trim()) errors.reason = ['Give a reason.'];
    if (hasBalance && !choice) errors.balance = ['Choose what happens to the balance, as the customer asked in writing.'];
    if (withBank && !/^\d{10}$/.test(account)) errors['bank_account.account_number'] = ['The account number must be 10 digits (NUBAN).'];
    if (withBank && !/^\d{3,6}$/.test(bank)) errors['bank_account.bank_code'] = ['Choose the bank.'];
    setLocal(errors);
    if (!Object.keys(errors).length) setConfirming(true);
  };
  const run = () =>
    close.mutate(
      {
        params: { path: { id: customer.id } },
        body: {
          reason: reason.trim(),
          ...(hasBalance && choice ? { balance: choice } : {}),
          ...(withBank ? { bank_account: { account_number: account, bank_code: bank } } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          setDone(`${answer.message} It now shows as “${answer.data.name}”.`);
          void staffQueryClient.invalidateQueries();
        },
        onError: () => setConfirming(false),
      },
    );
  const error = (f: string, eid: string) =>
    err(f) ? (
      <p id={eid} className="refund-field__error">
        {err(f)}
      </p>
    ) : null;
  const aria = (f: string, eid: string) => (err(f) ? { 'aria-invalid': true as const, 'aria-describedby': eid } : {});

  return (
    <Modal
      open
      onClose={onClose}
      title="Close this account?"
      description={`Only on ${name}’s written request. Every session ends, the card is frozen, the personal data is erased and the customer is e-mailed. This cannot be undone.`}
    >
      {done ? (
        <div className="staff-confirm">
          <p role="status">{done}</p>
          <p className="staff-actions">
            <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
              Done
            </button>
          </p>
        </div>
      ) : confirming ? (
        <ConfirmStep confirmLabel="Close the account" busyLabel="Closing…" busy={close.isPending} onConfirm={run} onBack={() => setConfirming(false)}>
          <p>
            Close the account of {name}
            {hasBalance ? `; the balance of ${formatMoney(customer.balance)} is ${choice === 'give_up' ? 'given up' : 'paid back (awaiting finance’s approval)'}` : ''}.
          </p>
          <p>
            Reason recorded in the audit log: <q>{reason.trim()}</q>
          </p>
        </ConfirmStep>
      ) : (
        <form onSubmit={next} noValidate className="refund-bank">
          <div className="refund-field">
            <label htmlFor={`${id}-reason`}>Reason (the customer’s written request)</label>
            <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} autoFocus {...aria('reason', `${id}-reason-error`)} />
            {error('reason', `${id}-reason-error`)}
          </div>
          {hasBalance ? (
            <fieldset className="close-choice" {...aria('balance', `${id}-balance-error`)}>
              <legend>Balance of {formatMoney(customer.balance)}: the customer’s written choice</legend>
              <label>
                <input type="radio" name={`${id}-balance`} checked={choice === 'pay_back'} onChange={() => setChoice('pay_back')} /> Pay it back, free of charge
              </label>
              <label>
                <input type="radio" name={`${id}-balance`} checked={choice === 'give_up'} onChange={() => setChoice('give_up')} /> Given up
              </label>
              {error('balance', `${id}-balance-error`)}
            </fieldset>
          ) : null}
          {hasBalance && choice === 'pay_back' ? (
            <>
              <p className="refund-bank__hint">Refunds go to the top-ups first; a bank account is needed for what cannot go back to a card.</p>
              <div className="refund-field">
                <label htmlFor={`${id}-account`}>Account number (NUBAN)</label>
                <input id={`${id}-account`} inputMode="numeric" maxLength={10} value={account} onChange={(e) => setAccount(e.target.value.replace(/\D/g, ''))} {...aria('bank_account.account_number', `${id}-account-error`)} />
                {error('bank_account.account_number', `${id}-account-error`)}
              </div>
              <div className="refund-field">
                <label htmlFor={`${id}-bank`}>Bank code</label>
                <input id={`${id}-bank`} inputMode="numeric" maxLength={6} value={bank} onChange={(e) => setBank(e.target.value.replace(/\D/g, ''))} {...aria('bank_account.bank_code', `${id}-bank-error`)} />
                {error('bank_account.bank_code', `${id}-bank-error`)}
              </div>
            </>
          ) : null}
          {close.isError && !Object.keys(server).length ? (
            <p className="refund-outcome refund-outcome--error" role="alert">
              {(close.error as { message?: string } | null)?.message ?? 'The account could not be closed.'}
            </p>
          ) : null}
          <p className="staff-actions">
            <button type="submit" className="btn btn--primary">
              Continue
            </button>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </Modal>
  );
}
