import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PageProps } from '#web/lib/page';
import { chargeKobo, formatKobo, koboFromMoney, koboFromNaira } from '#shared/money';
import { getSponsorLinkPage, PayError, paySponsorLink, type SponsorLinkPage } from './pay-api';
import './pay-page.css';

/** The one message of an unknown, revoked or expired link (the server's 404 says the same). */
export const INVALID_LINK = 'This payment link is no longer valid. Ask the person who sent it for a new one.';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; page: SponsorLinkPage }
  | { kind: 'returned'; reference: string };

/** The route's code, decoded (a malformed escape is the invalid link, not a crash). */
function codeOf(params: PageProps['params']): string {
  try {
    return decodeURIComponent(params.code ?? '');
  } catch {
    return '';
  }
}

/**
 * /pay/<code> (ADR 057): a sponsor tops up a customer's laundry card without an account. Prerendered as a public page:
 * its first render is the loading state whatever the code and query (the build drew it without them), and it asks
 * the server in an effect. The `<h1>` ("Top up a laundry card") never changes, so the first paint holds the page's
 * text and the answer adds no later LCP candidate (bench:web): the introduction under it, there from the first paint,
 * is larger than any text of the form; the customer's first name is in the details. Shows the customer's first name and masked account number, the note, the amount (the
 * suggested one to confirm or change, within the method's limits, with the charge), the sponsor's name and e-mail,
 * then sends the browser to the hosted checkout; back from it (?reference=…) it thanks the sponsor.
 */
export function PayPage({ title, params }: PageProps) {
  const code = codeOf(params);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get('reference');
    if (reference) {
      setState({ kind: 'returned', reference });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    getSponsorLinkPage(code).then(
      (page) => live && setState({ kind: 'ready', page }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof PayError && err.status === 404) setState({ kind: 'invalid' });
        else setState({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [code, attempt]);

  return (
    <section className="section section--white pay" aria-labelledby="pay-title">
      <div className="container pay__container">
        <h1 id="pay-title" className="section-title pay__title">
          {title}
        </h1>
        {state.kind === 'invalid' || state.kind === 'returned' ? null : (
          <p className="lead pay__lead">
            No account needed: choose how to pay, enter the amount and your details. Your receipt is sent to your e-mail address.
          </p>
        )}
        {state.kind === 'loading' ? (
          <div className="pay__card pay__card--loading" role="status" aria-live="polite">
            <p>Loading the payment link…</p>
          </div>
        ) : null}
        {state.kind === 'invalid' ? (
          <div className="pay__card" role="alert">
            <p className="pay__message">{INVALID_LINK}</p>
          </div>
        ) : null}
        {state.kind === 'error' ? (
          <div className="pay__card" role="alert">
            <p className="pay__message">{state.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : null}
        {state.kind === 'returned' ? (
          <div className="pay__card" role="status">
            <h2 className="pay__subtitle">Thank you!</h2>
            <p className="pay__message">
              Your payment is being confirmed. The laundry card is topped up as soon as the payment provider confirms it, and your receipt is
              sent to your e-mail address.
            </p>
            <p className="pay__reference">
              Reference ID: <strong>{state.reference}</strong>
            </p>
          </div>
        ) : null}
        {state.kind === 'ready' ? <PayForm code={code} page={state.page} onInvalid={() => setState({ kind: 'invalid' })} /> : null}
      </div>
    </section>
  );
}

function PayForm({ code, page, onInvalid }: { code: string; page: SponsorLinkPage; onInvalid: () => void }) {
  const id = useId();
  const [methodCode, setMethodCode] = useState(page.methods[0]?.method_code ?? '');
  const [amount, setAmount] = useState(page.suggested_amount ? String(koboFromMoney(page.suggested_amount) / 100) : '');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const method = page.methods.find((m) => m.method_code === methodCode) ?? page.methods[0];
  const amountKobo = koboFromNaira(Number(amount));
  const charge = method && amountKobo ? chargeKobo(amountKobo, koboFromMoney(method.fixed_charge), method.percent_charge) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const { redirect_url } = await paySponsorLink(code, {
        method_code: methodCode,
        amount: Number(amount),
        name: String(data.get('name') ?? '').trim(),
        email: String(data.get('email') ?? '').trim(),
      });
      window.location.assign(redirect_url);
    } catch (err) {
      setBusy(false);
      if (err instanceof PayError && err.status === 404) return onInvalid();
      if (err instanceof PayError) setFields(err.fields);
      setMessage(err instanceof Error ? err.message : String(err));
    }
  };

  const fieldError = (name: string) =>
    fields[name]?.length ? (
      <p id={`${id}-${name}-error`} className="pay__field-error">
        {fields[name]![0]}
      </p>
    ) : null;
  const describedBy = (name: string, extra?: string) => [fields[name]?.length ? `${id}-${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="pay__card">
      <dl className="pay__facts">
        <div>
          <dt>For</dt>
          <dd>{page.first_name}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{page.account_number}</dd>
        </div>
      </dl>
      {page.note ? <blockquote className="pay__note">“{page.note}”</blockquote> : null}
      <form className="pay__form" onSubmit={onSubmit} aria-label="Pay" noValidate={false}>
        <fieldset className="pay__methods">
          <legend className="field__label">Pay with</legend>
          {page.methods.map((m) => (
            <label key={m.method_code} className="pay__method">
              <input type="radio" name="method_code" value={m.method_code} checked={m.method_code === methodCode} onChange={() => setMethodCode(m.method_code)} />
              {m.name}
            </label>
          ))}
          {fieldError('method_code')}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field__label">
            Amount (₦)
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            className="input"
            type="number"
            inputMode="decimal"
            required
            step="any"
            min={method ? koboFromMoney(method.min_amount) / 100 : undefined}
            max={method ? koboFromMoney(method.max_amount) / 100 : undefined}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={fields.amount?.length ? true : undefined}
            aria-describedby={describedBy('amount', `${id}-limits`)}
          />
          {method ? (
            <p id={`${id}-limits`} className="pay__hint">
              Between {formatKobo(koboFromMoney(method.min_amount))} and {formatKobo(koboFromMoney(method.max_amount))}
              {charge !== null && amountKobo ? ` · charge ${formatKobo(charge)} · total ${formatKobo(amountKobo + charge)}` : ''}
            </p>
          ) : null}
          {fieldError('amount')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`} className="field__label">
            Your name
          </label>
          <input id={`${id}-name`} name="name" className="input" required maxLength={100} autoComplete="name" aria-invalid={fields.name?.length ? true : undefined} aria-describedby={describedBy('name')} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            Your email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="input"
            required
            maxLength={254}
            autoComplete="email"
            aria-invalid={fields.email?.length ? true : undefined}
            aria-describedby={describedBy('email', `${id}-email-hint`)}
          />
          <p id={`${id}-email-hint`} className="pay__hint">
            Your receipt is sent here.
          </p>
          {fieldError('email')}
        </div>
        {message ? (
          <p className="pay__form-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--large" disabled={busy || !method}>
          {busy ? 'Redirecting…' : amountKobo && charge !== null ? `Pay ${formatKobo(amountKobo + charge)}` : 'Pay'}
        </button>
      </form>
    </div>
  );
}
