import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { formatMoney } from '#shared/money';
import { CopyIcon } from '#web/components/form-icons';
import { isEnvelope } from '#web/lib/api-errors';
import { notify } from '#web/lib/notify';
import { useRequestVirtualAccount, useVirtualAccount, useVirtualAccountBanks } from './api';

type Account = components['schemas']['BankTransferAccount'];
type Ask = components['schemas']['VirtualAccountRequest'];
type Field = 'bvn' | 'account_number' | 'bank_code';
const FIELDS: readonly Field[] = ['bvn', 'account_number', 'bank_code'];

/** The form's own check of the identity fields (the server checks them again, and the bank against its list). */
export function identityErrors(values: Record<Field, string>, ask: { bvn: boolean; identity: boolean }): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if ((ask.bvn || ask.identity) && !/^\d{11}$/.test(values.bvn)) errors.bvn = 'Enter your 11-digit BVN.';
  if (ask.identity && !/^\d{10}$/.test(values.account_number)) errors.account_number = 'Enter your 10-digit account number.';
  if (ask.identity && !values.bank_code) errors.bank_code = 'Choose your bank from the list.';
  return errors;
}

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
  const [values, setValues] = useState<Record<Field, string>>({ bvn: '', account_number: '', bank_code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const titleId = useId();
  const fieldId = useId();
  const needsIdentity = account.data?.data.requires_identity === true && account.data.data.status !== 'assigned';
  const banks = useVirtualAccountBanks(needsIdentity);

  if (account.isError && isEnvelope(account.error) && account.error.code === 404) return null;

  const ids = (f: Field) => ({ input: `${fieldId}-${f}`, error: `${fieldId}-${f}-error`, hint: `${fieldId}-${f}-hint` });
  const set = (f: Field, v: string) => setValues((old) => ({ ...old, [f]: v }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = account.data?.data;
    const ask = { bvn: !!a?.requires_bvn, identity: !!a?.requires_identity };
    const found = identityErrors(values, ask);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(ids(first).input)?.focus();
      return;
    }
    const body: Ask = ask.identity ? { bvn: values.bvn, account_number: values.account_number, bank_code: values.bank_code } : ask.bvn ? { bvn: values.bvn } : {};
    request.mutate(
      { body },
      {
        // Neither the BVN nor the account number stays in the page once sent.
        onSuccess: () => setValues({ bvn: '', account_number: '', bank_code: '' }),
        onError: (err) => {
          const e = (isEnvelope(err) ? err : {}) as { message?: string; error?: Record<string, string[]> | null };
          const named = Object.fromEntries(FIELDS.filter((f) => e.error?.[f]?.[0]).map((f) => [f, e.error![f]![0]!])) as Partial<Record<Field, string>>;
          if (Object.keys(named).length) setErrors(named);
          else notify.error(e.message ?? 'We could not get you an account number. Please try again.');
        },
      },
    );
  };

  const describedBy = (f: Field, hint?: boolean) => [hint ? ids(f).hint : null, errors[f] ? ids(f).error : null].filter(Boolean).join(' ') || undefined;
  const errorOf = (f: Field) =>
    errors[f] ? (
      <p id={ids(f).error} className="field__error">
        {errors[f]}
      </p>
    ) : null;
  const digits = (f: Field, label: string, length: number, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={ids(f).input} className="field__label">
        {label}
      </label>
      <input
        id={ids(f).input}
        name={f}
        className="field__input"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={length}
        value={values[f]}
        onChange={(e) => set(f, e.target.value.replace(/\D/g, ''))}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(f, !!hint)}
      />
      {hint ? (
        <p id={ids(f).hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errorOf(f)}
    </div>
  );

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
    } else if (a.status === 'validating') {
      body = (
        <div className="bank-transfer__state" role="status">
          <p>
            <strong>Checking with your bank…</strong> Paystack is confirming that {a.identity_account ? <>the account ({a.identity_account})</> : 'the account'} is
            yours. This usually takes a few minutes; your account number appears here as soon as it is confirmed.
          </p>
          {/* Asking again makes the server ask Paystack (in case its news was lost on the way). */}
          <button type="button" className="btn btn--small" onClick={() => request.mutate({ body: {} })} disabled={request.isPending}>
            Check again
          </button>
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
              {a.identity_account ? `${a.identity_account}: ` : ''}
              {a.failure_reason ?? 'We could not get you an account number.'}
              {/try again\.?$/i.test(a.failure_reason ?? '') ? '' : ' You can try again.'}
            </p>
          ) : (
            <p>Get your own account number: any transfer to it tops up your balance, no card needed.</p>
          )}
          {a.requires_identity ? (
            <>
              <p className="bank-transfer__why">{a.identity_reason}</p>
              {digits('bvn', 'BVN (Bank Verification Number)', 11, 'off')}
              {digits('account_number', 'Bank account number', 10, 'off', 'The 10-digit number (NUBAN) of an account in your own name.')}
              <div className="field">
                <label htmlFor={ids('bank_code').input} className="field__label">
                  Bank
                </label>
                <select
                  id={ids('bank_code').input}
                  name="bank_code"
                  className="field__input select__control"
                  value={values.bank_code}
                  onChange={(e) => set('bank_code', e.target.value)}
                  aria-invalid={errors.bank_code ? true : undefined}
                  aria-describedby={describedBy('bank_code', banks.isError)}
                  disabled={banks.isPending}
                >
                  <option value="">{banks.isPending ? 'Loading the banks…' : 'Choose your bank'}</option>
                  {(banks.data?.data ?? []).map((b) => (
                    <option key={b.code} value={b.code}>
                      {b.name}
                    </option>
                  ))}
                </select>
                {banks.isError ? (
                  <p id={ids('bank_code').hint} className="field__hint">
                    We could not load the list of banks.{' '}
                    <button type="button" className="btn btn--small" onClick={() => void banks.refetch()}>
                      Load the banks again
                    </button>
                  </p>
                ) : null}
                {errorOf('bank_code')}
              </div>
              <p className="bank-transfer__kept">{a.identity_kept}</p>
            </>
          ) : a.requires_bvn ? (
            digits('bvn', 'BVN (Bank Verification Number)', 11, 'off', a.bvn_reason ?? undefined)
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={request.isPending}>
            {request.isPending ? (a.requires_identity ? 'Sending your details…' : 'Getting your account number…') : a.status === 'failed' ? 'Try again' : 'Get my account number'}
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
