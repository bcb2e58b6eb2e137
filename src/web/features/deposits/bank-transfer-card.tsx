import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { formatMoney } from '#shared/money';
import { CopyIcon } from '#web/components/form-icons';
import { isEnvelope } from '#web/lib/api-errors';
import { notify } from '#web/lib/notify';
import { useRequestVirtualAccount, useVirtualAccount } from './api';

type Account = components['schemas']['BankTransferAccount'];

const BankTransferQr = lazy(() => import('./bank-transfer-qr'));

/** What is taken out of each transfer, in words ("1% of each transfer", "₦10.00 + 1% of each transfer", "nothing"). */
export function describeTransferCharge(a: Pick<Account, 'fixed_charge' | 'percent_charge'>): string {
  const fixed = Number(a.fixed_charge) > 0 ? formatMoney(a.fixed_charge) : null;
  const percent = a.percent_charge > 0 ? `${a.percent_charge}%` : null;
  if (!fixed && !percent) return 'Nothing is taken out of a transfer.';
  return `${[fixed, percent].filter(Boolean).join(' + ')} of each transfer is taken out as the charge.`;
}

async function copy(text: string, what: string) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    notify.success(`${what} copied to clipboard`);
  } catch {
    notify.error(`Could not copy automatically. Select the ${what.toLowerCase()} and copy it with your keyboard.`);
  }
}

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <div className="bank-transfer__detail">
      <dt>{label}</dt>
      <dd>
        <span className={copyLabel ? 'cell-mono bank-transfer__value' : 'bank-transfer__value'}>{value}</span>
        {copyLabel ? (
          <button type="button" className="btn btn--small" onClick={() => void copy(value, label)} aria-label={copyLabel}>
            <CopyIcon size={16} />
            Copy
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * "Pay by bank transfer" (docs/decisions/056-bank-transfer-accounts.md): the customer's own account number — bank,
 * number and name with copy buttons and a QR code — or the button that asks for one (with the BVN field where the
 * gateway needs it, saying why). Hidden when the method is off (404). Pending numbers are asked about again.
 */
export function BankTransferCard() {
  const account = useVirtualAccount();
  const request = useRequestVirtualAccount();
  const [bvn, setBvn] = useState('');
  const [bvnError, setBvnError] = useState<string | null>(null);
  const titleId = useId();
  const bvnId = useId();

  if (account.isError && isEnvelope(account.error) && account.error.code === 404) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = account.data?.data;
    if (a?.requires_bvn && !/^\d{11}$/.test(bvn)) {
      setBvnError('Enter your 11-digit BVN.');
      return;
    }
    setBvnError(null);
    request.mutate(
      { body: a?.requires_bvn ? { bvn } : {} },
      {
        onSuccess: () => setBvn(''),
        onError: (err) => {
          const e = (isEnvelope(err) ? err : {}) as { message?: string; error?: Record<string, string[]> | null };
          if (e.error?.bvn?.[0]) setBvnError(e.error.bvn[0]);
          else notify.error(e.message ?? 'We could not get you an account number. Please try again.');
        },
      },
    );
  };

  let body;
  if (account.isPending) {
    body = (
      <p className="bank-transfer__state" aria-busy="true">
        Loading your bank transfer details…
      </p>
    );
  } else if (account.isError || !account.data) {
    body = (
      <div role="alert" className="bank-transfer__state">
        <p>We could not load your bank transfer details.</p>
        <button type="button" className="btn btn--small" onClick={() => void account.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const a = account.data.data;
    if (a.status === 'assigned' && a.account_number) {
      const qr = `${a.bank_name ?? ''}\n${a.account_number}\n${a.account_name ?? ''}`;
      body = (
        <div className="bank-transfer__assigned">
          <dl className="bank-transfer__details">
            <Detail label="Bank" value={a.bank_name ?? ''} />
            <Detail label="Account number" value={a.account_number} copyLabel="Copy account number" />
            <Detail label="Account name" value={a.account_name ?? ''} copyLabel="Copy account name" />
          </dl>
          <div className="bank-transfer__qr">
            <Suspense fallback={<span className="bank-transfer__qr-placeholder" aria-hidden="true" />}>
              <BankTransferQr value={qr} label={`QR code of account ${a.account_number}`} />
            </Suspense>
          </div>
          <p className="bank-transfer__note">
            Transfer any amount from your bank app to this account: it lands on your laundry balance. {a.usual_time} {describeTransferCharge(a)}
          </p>
        </div>
      );
    } else if (a.status === 'pending') {
      body = (
        <div className="bank-transfer__state" role="status">
          <p>Your account number is on its way: the bank is assigning it. This page shows it as soon as it is ready.</p>
          <button type="button" className="btn btn--small" onClick={() => void account.refetch()} disabled={account.isFetching}>
            Check again
          </button>
        </div>
      );
    } else {
      body = (
        <form className="bank-transfer__form" onSubmit={submit} noValidate>
          {a.status === 'failed' ? (
            <p role="alert" className="bank-transfer__error">
              {a.failure_reason ?? 'We could not get you an account number.'} You can try again.
            </p>
          ) : (
            <p>Get your own account number: any transfer to it tops up your balance, no card needed.</p>
          )}
          {a.requires_bvn ? (
            <div className="field">
              <label htmlFor={bvnId} className="field__label">BVN (Bank Verification Number)</label>
              <input
                id={bvnId}
                name="bvn"
                className="field__input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                value={bvn}
                onChange={(e) => setBvn(e.target.value.replace(/\D/g, ''))}
                aria-invalid={bvnError ? true : undefined}
                aria-describedby={`${bvnId}-why${bvnError ? ` ${bvnId}-error` : ''}`}
              />
              <p id={`${bvnId}-why`} className="field__hint">
                {a.bvn_reason}
              </p>
              {bvnError ? (
                <p id={`${bvnId}-error`} className="field__error">
                  {bvnError}
                </p>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={request.isPending}>
            {request.isPending ? 'Getting your account number…' : a.status === 'failed' ? 'Try again' : 'Get my account number'}
          </button>
        </form>
      );
    }
  }

  return (
    <section className="card bank-transfer" id="bank-transfer" aria-labelledby={titleId}>
      <h2 id={titleId} className="bank-transfer__title">
        Pay by bank transfer
      </h2>
      {body}
    </section>
  );
}
