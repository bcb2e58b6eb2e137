import { useId, useState, type FormEvent } from 'react';
import { BUSINESS_TIME_ZONE } from '#shared/money';
import { saveFile, useStatement, type StatementFormat } from './api';

/** Today's Lagos calendar day as YYYY-MM-DD. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

interface Errors {
  from?: string;
  to?: string;
}

export function validateRange(from: string, to: string): Errors {
  const errors: Errors = {};
  if (!from) errors.from = 'From date is required';
  if (!to) errors.to = 'To date is required';
  else if (from && to < from) errors.to = 'The to date must not be before the from date.';
  return errors;
}

/** Statement download: a date range and CSV or PDF, saved as statement-<from>-<to>.<format>. */
export function StatementForm() {
  const ids = { from: useId(), to: useId(), format: useId() };
  const today = lagosToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<StatementFormat>('csv');
  const [errors, setErrors] = useState<Errors>({});
  const statement = useStatement();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    statement.mutate(
      { params: { query: { from, to, format } }, parseAs: 'blob' },
      { onSuccess: (file) => saveFile(file as unknown as Blob, `statement-${from}-${to}.${format}`) },
    );
  };

  const field = (name: 'from' | 'to', label: string, value: string, set: (v: string) => void) => (
    <div className={`statement__field${errors[name] ? ' is-invalid' : ''}`}>
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        type="date"
        value={value}
        max={today}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        onChange={(event) => {
          set(event.target.value);
          setErrors((e) => ({ ...e, [name]: undefined }));
        }}
      />
      {errors[name] ? (
        <p id={`${ids[name]}-error`} className="statement__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="card statement" aria-labelledby="statement-title">
      <h2 id="statement-title" className="statement__title">
        Download statement
      </h2>
      <form className="statement__form" onSubmit={submit} noValidate>
        {field('from', 'From', from, setFrom)}
        {field('to', 'To', to, setTo)}
        <div className="statement__field">
          <label htmlFor={ids.format}>Format</label>
          <select id={ids.format} value={format} onChange={(event) => setFormat(event.target.value as StatementFormat)}>
            <option value="csv">CSV</option>
            <option value="pdf">PDF</option>
          </select>
        </div>
        <button type="submit" className="btn btn--primary statement__submit" disabled={statement.isPending} aria-busy={statement.isPending || undefined}>
          {statement.isPending ? 'Preparing…' : 'Download'}
        </button>
      </form>
    </section>
  );
}
