import { useState, type FormEvent, type ReactNode } from 'react';
import { wantToaster } from '#web/lib/toaster-gate';
import { GENERIC_ERROR } from '#shared/messages';
import { formValues, PublicFormError, submitPublicForm, type PublicFormBody, type PublicFormPath } from './public-api';

type ToastKind = 'success' | 'error';

/** The toast library loads on demand (lib/notify mounts its container): public pages never ship it up front. */
const loadNotify = () => import('#web/lib/notify');

/**
 * A public site form: the browser validates (required, type=email…; no custom messages), then the
 * values are POSTed; the server's thank-you message is toasted and the form reset, a failure is toasted.
 * The submit button shows a busy state meanwhile.
 */
export function PublicForm<P extends PublicFormPath>({
  endpoint,
  toBody,
  submitLabel,
  busyLabel = 'Sending…',
  submitClassName = 'btn btn--primary',
  submitIcon,
  className = '',
  labelledBy,
  label,
  children,
}: {
  endpoint: P;
  /** Maps the form's non-empty fields (by input name) to the request body. */
  toBody: (values: Record<string, string>) => PublicFormBody<P>;
  submitLabel: string;
  busyLabel?: string;
  submitClassName?: string;
  submitIcon?: ReactNode;
  className?: string;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  // Shown only if the toast library itself cannot be loaded (e.g. the connection dropped meanwhile).
  const [fallback, setFallback] = useState<{ kind: ToastKind; text: string } | null>(null);

  const show = async (kind: ToastKind, text: string) => {
    try {
      const { notify } = await loadNotify();
      notify[kind](text);
      setFallback(null);
    } catch {
      setFallback({ kind, text });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      const message = await submitPublicForm(endpoint, toBody(formValues(form)));
      form.reset();
      await show('success', message);
    } catch (error) {
      await show('error', error instanceof PublicFormError ? error.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`public-form ${className}`.trim()}
      aria-labelledby={labelledBy}
      aria-label={label}
      onSubmit={onSubmit}
      // While the visitor types, load the toast library and mount its container, so the answer shows at once.
      onFocus={() => {
        wantToaster();
        void loadNotify().catch(() => {});
      }}
    >
      {children}
      <div className="public-form__actions">
        <button type="submit" className={submitClassName} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : submitIcon}
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      {fallback ? (
        <p className={`public-form__status public-form__status--${fallback.kind}`} role="status">
          {fallback.text}
        </p>
      ) : null}
    </form>
  );
}

/** A labelled input (or textarea) with the browser's own validation. */
export function Field({
  id,
  label,
  name,
  type = 'text',
  required = false,
  autoComplete,
  multiline = false,
  rows = 5,
  pattern,
  maxLength,
  placeholder,
  hideLabel = false,
  className = '',
}: {
  id: string;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  pattern?: string;
  maxLength?: number;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required && !hideLabel ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={rows} required={required} maxLength={maxLength} placeholder={placeholder} className="input" />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          pattern={pattern}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={type === 'tel' ? 'tel' : undefined}
          className="input"
        />
      )}
    </div>
  );
}

/** The phone pattern of the contract (ContactRequest.phone): checked by the browser before sending. */
export const PHONE_PATTERN = '\\+?[0-9 \\(\\)\\-]{7,20}';
