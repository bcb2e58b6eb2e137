import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { components } from '#generated/api';
import { Modal } from '#web/components/modal';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { PasswordInput } from '#web/components/password-input';
import { isEnvelope } from '#web/lib/api-errors';
import type { PageProps } from '#web/lib/page';
import { clearSession } from '#web/lib/session-updates';
import { formatDate, formatKobo, formatMoney, koboFromMoney } from '#shared/money';
import { useAccountClosure, useCloseAccount, useProfile } from './api';
import './close-account-page.css';

type Preview = components['schemas']['AccountClosurePreview'];
type Choice = components['schemas']['BalanceChoice'];

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
      <section className="state state--error" aria-labelledby="closure-problem">
        <p id="closure-problem" className="state__title">
          We could not load this page.
        </p>
        <p className="state__text">Please check your connection and try again.</p>
        <div className="state__actions">
          <button type="button" className="btn btn--primary" onClick={() => preview.refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  } else body = <ClosureForm preview={preview.data.data} twoFactor={profile.data?.data.tfa_enabled ?? false} />;
  return (
    <>
      <PageHeader title={title} lead="Closing your account cannot be undone. Read what happens first." />
      {body}
    </>
  );
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
  const [choice, setChoice] = useState<Choice | null>(null);
  const [account, setAccount] = useState('');
  const [bank, setBank] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [word, setWord] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const server = close.isError && isEnvelope(close.error) ? (close.error.error ?? {}) : {};
  const err = (field: string) => local[field]?.[0] ?? server[field]?.[0];
  const needsBank = hasBalance && choice === 'pay_back' && toBank;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string[]> = {};
    if (hasBalance && !choice) errors.balance = ['Choose what happens to your balance: have it paid back to you, or give it up.'];
    if (needsBank && !/^\d{10}$/.test(account)) errors['bank_account.account_number'] = ['The account number must be 10 digits (NUBAN).'];
    if (needsBank && !/^\d{3,6}$/.test(bank)) errors['bank_account.bank_code'] = ['Choose your bank.'];
    if (!password) errors.password = ['Enter your password.'];
    if (twoFactor && !/^\d{6}$/.test(code)) errors.code = ['Enter the 6-digit code from your authenticator app.'];
    if (word.trim() !== preview.confirmation_word) errors.confirmation = [`Type ${preview.confirmation_word} to confirm.`];
    setLocal(errors);
    if (!Object.keys(errors).length) setConfirming(true);
  };

  const send = () => {
    close.mutate(
      {
        body: {
          password,
          confirmation: word.trim(),
          ...(twoFactor ? { code } : {}),
          ...(hasBalance && choice ? { balance: choice } : {}),
          ...(needsBank ? { bank_account: { account_number: account, bank_code: bank } } : {}),
        },
      },
      {
        onSuccess: () => {
          navigate(AFTER_CLOSURE_PATH, { replace: true });
          clearSession();
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const fieldError = (field: string, errorId: string) =>
    err(field) ? (
      <p id={errorId} className="field__error closure-error">
        {err(field)}
      </p>
    ) : null;
  const described = (field: string, errorId: string) => (err(field) ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

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

      <form className="card closure__form" onSubmit={check} noValidate aria-labelledby={`${id}-form`}>
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
        {hasBalance ? (
          <fieldset className="closure__choice" {...described('balance', `${id}-balance-error`)}>
            <legend>{credit > 0 ? `What should happen to the rest of your balance (${formatKobo(cash)})?` : 'What should happen to your balance?'}</legend>
            <label>
              <input type="radio" name="balance" value="pay_back" checked={choice === 'pay_back'} onChange={() => setChoice('pay_back')} />
              {credit > 0 ? `Pay ${formatKobo(cash)} back to me, free of charge` : 'Pay it back to me, free of charge'}
            </label>
            <label>
              <input type="radio" name="balance" value="give_up" checked={choice === 'give_up'} onChange={() => setChoice('give_up')} />
              {credit > 0 ? `I give up the ${formatKobo(cash)}` : 'I give it up'}
            </label>
            {fieldError('balance', `${id}-balance-error`)}
          </fieldset>
        ) : null}
        {hasBalance && choice === 'pay_back' ? (
          <div className="closure__payback">
            <p>
              We never charge a fee for this. Our finance team approves every payment back; it then reaches you within a few
              working days.
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
              <>
                <p>
                  {formatMoney(preview.to_bank_account)} cannot go back to a card: give the bank account to pay it to. We keep only its
                  last 4 digits once it is paid.
                </p>
                <div className="field">
                  <label htmlFor={`${id}-account`}>Account number (NUBAN)</label>
                  <input
                    id={`${id}-account`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    value={account}
                    onChange={(e) => setAccount(e.target.value.replace(/\D/g, ''))}
                    {...described('bank_account.account_number', `${id}-account-error`)}
                  />
                  {fieldError('bank_account.account_number', `${id}-account-error`)}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-bank`}>Bank code</label>
                  <input
                    id={`${id}-bank`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    value={bank}
                    onChange={(e) => setBank(e.target.value.replace(/\D/g, ''))}
                    {...described('bank_account.bank_code', `${id}-bank-error`)}
                  />
                  <p className="closure__hint">The 3-digit code of your bank (e.g. 058 for GTBank, 044 for Access Bank).</p>
                  {fieldError('bank_account.bank_code', `${id}-bank-error`)}
                </div>
              </>
            ) : null}
          </div>
        ) : null}
        {hasBalance && choice === 'give_up' ? (
          <p className="closure__warning">
            {credit > 0 ? `The ${formatKobo(cash)} that could be paid back to you will not be.` : `Your balance of ${formatMoney(preview.balance)} will not be paid back.`}
          </p>
        ) : null}

        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...described('password', `${id}-password-error`)}
          />
          {fieldError('password', `${id}-password-error`)}
        </div>
        {twoFactor ? (
          <div className="field">
            <label htmlFor={`${id}-code`}>Authenticator code</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              {...described('code', `${id}-code-error`)}
            />
            {fieldError('code', `${id}-code-error`)}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-word`}>Type {preview.confirmation_word} to confirm</label>
          <input id={`${id}-word`} autoComplete="off" value={word} onChange={(e) => setWord(e.target.value)} {...described('confirmation', `${id}-word-error`)} />
          {fieldError('confirmation', `${id}-word-error`)}
        </div>
        <button type="submit" className="btn btn--danger">
          Close my account
        </button>
      </form>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Close your account now?"
        description="You will be signed out, your card frozen and your personal data erased. This cannot be undone."
      >
        <div className="closure__dialog-actions">
          <button type="button" className="btn btn--danger" onClick={send} disabled={close.isPending} aria-busy={close.isPending || undefined}>
            {close.isPending ? 'Closing…' : 'Yes, close my account'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}
