import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { CustomValidator, UiSchema, WidgetProps } from '@rjsf/utils';
import virtualAccountValidators, { schema as virtualAccountSchema } from '#generated/validators/virtual-account-request';
import type { components } from '#generated/api';
import { formatMoney } from '#shared/money';
import { CopyIcon } from '#web/components/form-icons';
import { isEnvelope } from '#web/lib/api-errors';
import { fieldAria, hintIdOf } from '#web/lib/forms/field-state';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { requireField } from '#web/lib/forms/page-rules';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { notify } from '#web/lib/notify';
import { useRequestVirtualAccount, useVirtualAccount, useVirtualAccountBanks } from './api';

type Account = components['schemas']['BankTransferAccount'];
type Ask = components['schemas']['VirtualAccountRequest'];
export type BankTransferData = FormDataOf<'VirtualAccountRequest'>;

export const bankTransferForm = defineForm<BankTransferData>(virtualAccountValidators, virtualAccountSchema);

/**
 * What the page asks for beyond the contract (where every field is optional): the BVN where the gateway needs it or
 * validates the customer first, the account number and the bank where it validates first. An empty field fails with
 * the contract's wording of its rule (the server checks them again, and the bank against its list).
 */
export function identityRules(ask: { bvn: boolean; identity: boolean }): CustomValidator<BankTransferData> {
  return (data, errors) => {
    if (ask.bvn || ask.identity) requireField(errors, virtualAccountSchema, data ?? {}, 'bvn', 'pattern');
    if (ask.identity) {
      requireField(errors, virtualAccountSchema, data ?? {}, 'account_number', 'pattern');
      requireField(errors, virtualAccountSchema, data ?? {}, 'bank_code', 'pattern');
    }
    return errors;
  };
}

/** What the bank list offers the bank field (through the form's context). */
interface BanksContext {
  banks: ReturnType<typeof useVirtualAccountBanks>;
}

/** The bank, chosen from the gateway's list (loaded when the form needs it, with a way to load it again). */
function BankWidget({ id, value, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const { banks } = registry.formContext as unknown as BanksContext;
  const aria = fieldAria(id, registry, banks.isError);
  return (
    <>
      <select
        id={id}
        name="bank_code"
        className="field__input select__control"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...aria}
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
        <p id={hintIdOf(id)} className="field__hint">
          We could not load the list of banks.{' '}
          <button type="button" className="btn btn--small" onClick={() => void banks.refetch()}>
            Load the banks again
          </button>
        </p>
      ) : null}
    </>
  );
}

const widgets = { bank: BankWidget };

/** The fields the account asks for: the BVN alone (with the gateway's reason), or BVN, account number and bank. */
function uiSchemaFor(a: Account): UiSchema<BankTransferData> {
  const bvn = { 'ui:widget': 'digits', 'ui:title': 'BVN (Bank Verification Number)', 'ui:options': { maxLength: 11 } };
  if (a.requires_identity) {
    return {
      'ui:order': ['bvn', 'account_number', 'bank_code'],
      bvn,
      account_number: {
        'ui:widget': 'digits',
        'ui:title': 'Bank account number',
        'ui:help': 'The 10-digit number (NUBAN) of an account in your own name.',
        'ui:options': { maxLength: 10 },
      },
      bank_code: { 'ui:widget': 'bank', 'ui:title': 'Bank' },
    };
  }
  return {
    'ui:order': ['bvn', 'account_number', 'bank_code'],
    bvn: a.requires_bvn ? { ...bvn, ...(a.bvn_reason ? { 'ui:help': a.bvn_reason } : {}) } : { 'ui:widget': 'hidden' },
    account_number: { 'ui:widget': 'hidden' },
    bank_code: { 'ui:widget': 'hidden' },
  };
}

/** The form asking for the account number, with the identity fields the gateway needs. */
function AskForm({ account: a }: { account: Account }) {
  const request = useRequestVirtualAccount();
  const [data, setData] = useState<BankTransferData>({});
  const banks = useVirtualAccountBanks(a.requires_identity);
  const ask = { bvn: !!a.requires_bvn, identity: !!a.requires_identity };
  const rules = useMemo(() => identityRules(ask), [ask.bvn, ask.identity]);
  const uiSchema = useMemo(() => uiSchemaFor(a), [a]);
  const context = useMemo(() => ({ banks }), [banks]);
  const serverErrors = isEnvelope(request.error) ? request.error.error : null;

  const submit = (values: BankTransferData) => {
    const body: Ask = ask.identity
      ? { bvn: values.bvn, account_number: values.account_number, bank_code: values.bank_code }
      : ask.bvn
        ? { bvn: values.bvn }
        : {};
    request.mutate(
      { body },
      {
        // Neither the BVN nor the account number stays in the page once sent.
        onSuccess: () => setData({}),
        onError: (err) => {
          const e = (isEnvelope(err) ? err : {}) as { message?: string; error?: Record<string, string[]> | null };
          const named = ['bvn', 'account_number', 'bank_code'].some((f) => e.error?.[f]?.[0]);
          if (!named) notify.error(e.message ?? 'We could not get you an account number. Please try again.');
        },
      },
    );
  };

  return (
    <div className="bank-transfer__form">
      {a.status === 'failed' ? (
        <p role="alert" className="bank-transfer__error">
          {a.identity_account ? `${a.identity_account}: ` : ''}
          {a.failure_reason ?? 'We could not get you an account number.'}
          {/try again\.?$/i.test(a.failure_reason ?? '') ? '' : ' You can try again.'}
        </p>
      ) : (
        <p>Get your own account number: any transfer to it tops up your balance, no card needed.</p>
      )}
      {a.requires_identity ? <p className="bank-transfer__why">{a.identity_reason}</p> : null}
      <SchemaForm<BankTransferData>
        form={bankTransferForm}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        customValidate={rules}
        widgets={widgets}
        context={context}
        idPrefix="bank_transfer"
        autoFocusFirst={false}
        submitLabel={a.status === 'failed' ? 'Try again' : 'Get my account number'}
        busy={request.isPending}
        busyLabel={a.requires_identity ? 'Sending your details…' : 'Getting your account number…'}
        serverErrors={serverErrors}
        beforeSubmit={a.requires_identity ? <p className="bank-transfer__kept">{a.identity_kept}</p> : null}
      />
    </div>
  );
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
  const titleId = useId();
  if (account.isError && isEnvelope(account.error) && account.error.code === 404) return null;

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
      body = <AskForm account={a} />;
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
