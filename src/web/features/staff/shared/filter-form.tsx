import { useId, useState, type FormEvent } from 'react';
import './staff-deposits.css';

/** One filter of a list: a choice (with its "Any …" first option), a day, or a search box across the form. */
export type FilterField<F extends string> =
  | { name: F; label: string; kind: 'select'; any: string; options: readonly (readonly [value: string, label: string])[] }
  | { name: F; label: string; kind: 'date' }
  | { name: F; label: string; kind: 'search'; maxLength: number; placeholder: string };

export type FilterValues<F extends string> = Partial<Record<F, string>>;

interface FilterFormProps<F extends string> {
  /** The form's accessible name ("Filter deposits"). */
  label: string;
  fields: readonly FilterField<F>[];
  filters: FilterValues<F>;
  onApply(next: FilterValues<F>): void;
  /** A from / to pair of days: a reversed range is refused on the `to` field before anything is applied. */
  range?: { from: F; to: F };
}

/**
 * The filter form of the staff lists (deposits, money back; ADR 076): a draft of the address's filters, applied whole
 * (trimmed, empty ones left out) or cleared. Remount it (`key`) when the address changes.
 */
export function FilterForm<F extends string>({ label, fields, filters, onApply, range }: FilterFormProps<F>) {
  const id = useId();
  const [draft, setDraft] = useState<FilterValues<F>>(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (f: F) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [f]: event.target.value }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FilterValues<F> = {};
    for (const { name } of fields) {
      const v = draft[name]?.trim();
      if (v) next[name] = v;
    }
    const [from, to] = range ? [next[range.from], next[range.to]] : [];
    if (from && to && to < from) {
      setError('The to date must not be before the from date.');
      return;
    }
    onApply(next);
  };
  const field = (f: FilterField<F>) => {
    const fieldId = `${id}-${f.name}`;
    if (f.kind === 'select')
      return (
        <div key={f.name} className="deposits-filters__field">
          <label htmlFor={fieldId}>{f.label}</label>
          <select id={fieldId} value={draft[f.name] ?? ''} onChange={set(f.name)}>
            <option value="">{f.any}</option>
            {f.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      );
    if (f.kind === 'search')
      return (
        <div key={f.name} className="deposits-filters__field deposits-filters__field--wide">
          <label htmlFor={fieldId}>{f.label}</label>
          <input
            id={fieldId}
            type="search"
            value={draft[f.name] ?? ''}
            onChange={set(f.name)}
            maxLength={f.maxLength}
            placeholder={f.placeholder}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      );
    const invalid = error !== null && range?.to === f.name;
    return (
      <div key={f.name} className={`deposits-filters__field${invalid ? ' is-invalid' : ''}`}>
        <label htmlFor={fieldId}>{f.label}</label>
        <input
          id={fieldId}
          type="date"
          value={draft[f.name] ?? ''}
          onChange={set(f.name)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
        />
        {invalid ? (
          <p id={`${fieldId}-error`} className="deposits-filters__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className="deposits-filters card" onSubmit={submit} noValidate aria-label={label}>
      {fields.map(field)}
      <div className="deposits-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}
