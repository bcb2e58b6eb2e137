import { useId, useMemo, useState } from 'react';
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { useLocation } from 'wouter';
import closeAccountValidators, { schema as closeAccountSchema } from '#generated/validators/close-account-request';
import type { components } from '#generated/api';
import { Modal } from '#web/components/modal';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { addFieldError, contractMessage, requireField } from '#web/lib/forms/page-rules';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { clearSession } from '#web/lib/session-updates';
import { formatDate, formatKobo, formatMoney, koboFromMoney } from '#shared/money';
import { useAccountClosure, useCloseAccount, useProfile } from './api';
import './close-account-page.css';
import { LoadProblem } from '#web/components/problem-state';

type Preview = components['schemas']['AccountClosurePreview'];
type CloseAccountData = FormDataOf<'CloseAccountRequest'>;

export const closeAccountForm = defineForm<CloseAccountData>(closeAccountValidators, closeAccountSchema);

/** Where a closed customer lands: a public page, with the server's message as a toast (ADR 054). */
export const AFTER_CLOSURE_PATH = '/';

/**
 * Close my account (issue 26, ADR 054): what happens (ended, erased, kept and why), the balance and what becomes of
 * it (paid back free of charge — refunds to the top-ups and a bank transfer for the rest — or given up), the password
 * and the authenticator code when two-factor is on, the typed confirmation word, then a final confirmation dialog.
 * After success the session is gone and the customer lands on the home page.
 */
export function CloseAccountPage({ title }: PageProps) {
  const preview = useAccountClosure();
  const profile = useProfile();
  let body;
  if (preview.isPending) body = <PageLoader label="Loading…" />;
  else if (preview.isError || !preview.data) {
    body = (
      <LoadProblem id="closure-problem" title="We could not load this page." onRetry={() => preview.refetch()} icon={false} />
    );
  } else body = <ClosureForm preview={preview.data.data} twoFactor={profile.data?.data.tfa_enabled ?? false} />;
  return (
    <>
      <PageHeader title={title} lead="Closing your account cannot be undone. Read what happens first." />
      {body}
    </>
  );
}

/** The page's own word when a balance asks for a choice (the contract leaves `balance` optional, with no wording). */
export const CHOOSE_BALANCE = 'Choose what happens to your balance: have it paid back to you, or give it up.';

/** What the page asks for, beyond the contract's schema: it depends on the balance, the choice and two-factor. */
interface Asks {
  balance: boolean;
  bank: boolean;
  code: boolean;
  word: string;
}

/** The closure's page rules, worded from the contract's `x-messages` (the balance choice has the page's words). */
export function closureRules(ask: Asks): CustomValidator<CloseAccountData> {
  return (data, errors) => {
    const values = data ?? {};
    if (ask.balance && !values.balance) addFieldError(errors, 'balance', CHOOSE_BALANCE);
    if (ask.bank) {
      requireField(errors, closeAccountSchema, values, 'bank_account.account_number');
      requireField(errors, closeAccountSchema, values, 'bank_account.bank_code');
    }
    if (ask.code) requireField(errors, closeAccountSchema, values, 'code', 'pattern');
    if (values.confirmation !== undefined && values.confirmation.trim() !== ask.word) {
      addFieldError(errors, 'confirmation', contractMessage(closeAccountSchema, 'confirmation', 'required'));
    }
    return errors;
  };
}

function ClosureForm({ preview, twoFactor }: { preview: Preview; twoFactor: boolean }) {
  const id = useId();
  const [, navigate] = useLocation();
  const close = useCloseAccount();
  // Referral credit is laundry credit only (ADR 071): never paid back, so only the rest of the balance is a choice.
  const credit = koboFromMoney(preview.referral_credit);
  const cash = koboFromMoney(preview.balance) - credit;
  const hasBalance = cash > 0;
  const toBank = koboFromMoney(preview.to_bank_account) > 0;
  const [data, setData] = useState<CloseAccountData>({});
  const [confirming, setConfirming] = useState<CloseAccountData | null>(null);
  const choice = hasBalance ? data.balance : undefined;
  const needsBank = hasBalance && choice === 'pay_back' && toBank;
  const serverErrors = isEnvelope(close.error) ? close.error.error : null;

  const rules = useMemo(
    () => closureRules({ balance: hasBalance, bank: needsBank, code: twoFactor, word: preview.confirmation_word }),
    [hasBalance, needsBank, twoFactor, preview.confirmation_word],
  );

  const send = () => {
    const values = confirming ?? {};
    close.mutate(
      {
        body: {
          password: values.password ?? '',
          confirmation: (values.confirmation ?? '').trim(),
          ...(twoFactor ? { code: values.code } : {}),
          ...(hasBalance && values.balance ? { balance: values.balance } : {}),
          ...(needsBank && values.bank_account ? { bank_account: values.bank_account } : {}),
        },
      },
      {
        onSuccess: () => {
          navigate(AFTER_CLOSURE_PATH, { replace: true });
          clearSession();
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  const payBack =
    choice === 'pay_back' ? (
      <div className="closure__payback">
        <p>
          We never charge a fee for this. Our finance team approves every payment back; it then reaches you within a few working
          days.
        </p>
        {preview.refundable_top_ups.length ? (
          <>
            <p>Back to the card or account that paid these top-ups:</p>
            <ul>
              {preview.refundable_top_ups.map((t) => (
                <li key={t.reference}>
                  {formatMoney(t.amount)} — top-up {t.reference} of {formatDate(t.date)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {toBank ? (
          <p>
            {formatMoney(preview.to_bank_account)} cannot go back to a card: give the bank account to pay it to. We keep only its last 4
            digits once it is paid.
          </p>
        ) : null}
      </div>
    ) : choice === 'give_up' ? (
      <p className="closure__warning">
        {credit > 0 ? `The ${formatKobo(cash)} that could be paid back to you will not be.` : `Your balance of ${formatMoney(preview.balance)} will not be paid back.`}
      </p>
    ) : null;

  const uiSchema: UiSchema<CloseAccountData> = {
    'ui:order': ['balance', 'bank_account', 'password', 'code', 'confirmation'],
    balance: hasBalance
      ? {
          'ui:widget': 'radio',
          'ui:title': credit > 0 ? `What should happen to the rest of your balance (${formatKobo(cash)})?` : 'What should happen to your balance?',
          'ui:enumNames': [
            credit > 0 ? `Pay ${formatKobo(cash)} back to me, free of charge` : 'Pay it back to me, free of charge',
            credit > 0 ? `I give up the ${formatKobo(cash)}` : 'I give it up',
          ],
          'ui:options': { ownLabel: true, fieldsetClass: 'closure__choice', after: payBack },
        }
      : { 'ui:widget': 'hidden' },
    bank_account: needsBank
      ? {
          'ui:options': { label: false },
          'ui:order': ['account_number', 'bank_code'],
          account_number: { 'ui:widget': 'digits', 'ui:title': 'Account number (NUBAN)', 'ui:options': { maxLength: 10 } },
          bank_code: {
            'ui:widget': 'digits',
            'ui:title': 'Bank code',
            'ui:help': 'The 3-digit code of your bank (e.g. 058 for GTBank, 044 for Access Bank).',
            'ui:options': { maxLength: 6 },
          },
        }
      : { 'ui:widget': 'hidden' },
    password: { 'ui:widget': 'password', 'ui:options': { autocomplete: 'current-password' } },
    code: twoFactor
      ? { 'ui:widget': 'digits', 'ui:title': 'Authenticator code', 'ui:options': { maxLength: 6, autocomplete: 'one-time-code' } }
      : { 'ui:widget': 'hidden' },
    confirmation: { 'ui:title': `Type ${preview.confirmation_word} to confirm`, 'ui:options': { autocomplete: 'off' } },
  };

  return (
    <div className="closure">
      <section className="card closure__facts" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>What happens when you close your account</h2>
        <ul>
          {preview.ended.map((line) => (
            <li key={line}>{line}.</li>
          ))}
        </ul>
        <h3>Erased</h3>
        <ul>
          {preview.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>Kept, and why</h3>
        {preview.kept.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>Your e-mail address, phone number and username can be used for a new account afterwards.</p>
      </section>

      <section className="card closure__form" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>Close my account</h2>
        <p className="closure__balance">
          Your remaining balance: <strong>{formatMoney(preview.balance)}</strong>
        </p>
        {credit > 0 ? (
          <p className="closure__credit">
            {hasBalance ? `${formatMoney(preview.referral_credit)} of it is referral credit` : 'All of it is referral credit'}: it is laundry credit
            only, so it is not paid back and ends with your account. Spend it at a hub before you close if you can.
          </p>
        ) : null}
        <SchemaForm<CloseAccountData>
          form={closeAccountForm}
          uiSchema={uiSchema}
          formData={data}
          onChange={setData}
          onSubmit={(values) => setConfirming(values)}
          customValidate={rules}
          idPrefix="closure"
          autoFocusFirst={false}
          submitLabel="Close my account"
          submitClassName="btn btn--danger"
          serverErrors={serverErrors}
        />
      </section>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Close your account now?"
        description="You will be signed out, your card frozen and your personal data erased. This cannot be undone."
      >
        <div className="closure__dialog-actions">
          <button type="button" className="btn btn--danger" onClick={send} disabled={close.isPending} aria-busy={close.isPending || undefined}>
            {close.isPending ? 'Closing…' : 'Yes, close my account'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}
