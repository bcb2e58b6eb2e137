import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronDownIcon } from './icons';
import { SearchIcon } from './form-icons';
import './country-picker.css';

export interface CountryOption {
  /** Two-letter ISO 3166-1 code. */
  value: string;
  /** English name. */
  label: string;
  /** Dial code digits, e.g. "234" (shown by the phone variant and matched by the search). */
  dial?: string;
}

/** The country search waits 250 ms after the last key (debounce). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

/**
 * The country's badge: its two-letter code in a small pill. (Flag images would be requests to another origin, which
 * the strict CSP blocks, and flag emoji are missing from many fonts — they show as empty boxes.)
 */
function CountryBadge({ code, hidden = true }: { code?: string; hidden?: boolean }) {
  return (
    <span className="country-picker__badge" aria-hidden={hidden || undefined}>
      {code ?? '+'}
    </span>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * How well an option matches the search, lower is better, -1 none: 0 the exact name or code; 1 a prefix of the name
 * of a preferred country; 2 a prefix of another name (or of the dial code); 3 a word inside the name; 4 anywhere.
 * So "Nige" ranks Nigeria (served) before Niger, and "Niger" ranks Niger (exact) before Nigeria.
 */
export function rank(option: CountryOption, query: string, preferred: ReadonlySet<string> = NO_PREFERENCE): number {
  const q = normalise(query).replace(/^\+/, '');
  if (!q) return 0;
  const name = normalise(option.label);
  if (name === q || option.value.toLowerCase() === q) return 0;
  if (/^\d+$/.test(q)) return option.dial?.startsWith(q) ? (preferred.has(option.value) ? 1 : 2) : -1;
  if (name.startsWith(q)) return preferred.has(option.value) ? 1 : 2;
  if (name.split(/[\s(),.-]+/).some((word) => word.startsWith(q))) return 3;
  return name.includes(q) ? 4 : -1;
}

const NO_PREFERENCE: ReadonlySet<string> = new Set();

export function searchCountries(
  options: readonly CountryOption[],
  query: string,
  preferred: ReadonlySet<string> = NO_PREFERENCE,
): CountryOption[] {
  if (!query.trim()) return [...options];
  return options
    .map((option, index) => ({ option, index, rank: rank(option, query, preferred) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => r.option);
}

export interface CountryPickerProps {
  /** Id of the button (a <label htmlFor> may point at it). */
  id?: string;
  /** The selected country code, or undefined. */
  value: string | undefined;
  options: readonly CountryOption[];
  /** Codes ranked first among the countries whose name starts with the search (the countries the business serves). */
  preferred?: readonly string[];
  onChange(code: string): void;
  /**
   * field: a full-width select showing the country's name (the Country field);
   * dial: a compact button showing the country code and dial code (the phone number's country).
   */
  variant?: 'field' | 'dial';
  /** Id of a visible label naming the control; otherwise `ariaLabel` names it. */
  labelledBy?: string;
  ariaLabel?: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  onFocus?(): void;
  /** Called when the focus leaves the picker (button and list). */
  onBlur?(): void;
}

/**
 * A searchable country select, built on the ARIA select-only combobox + listbox patterns: a button opens a panel
 * with a search box (filtered after a 250 ms pause) and the list; arrows move, Enter picks, Escape closes and gives
 * the focus back to the button. Used for the sign-up Country field and as the phone input's country select.
 */
export function CountryPicker({
  id,
  value,
  options,
  preferred,
  onChange,
  variant = 'field',
  labelledBy,
  ariaLabel,
  placeholder = 'Select country',
  describedBy,
  invalid,
  disabled,
  onFocus,
  onBlur,
}: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const uid = useId();
  const listId = `${uid}-list`;
  const valueId = `${uid}-value`;
  const optionId = (code: string) => `${uid}-opt-${code}`;

  const selected = options.find((o) => o.value === value);
  const preferredKey = preferred?.join(',') ?? '';
  const filtered = useMemo(
    () => searchCountries(options, debounced, new Set(preferredKey ? preferredKey.split(',') : [])),
    [options, debounced, preferredKey],
  );

  // A new filter highlights its first match (or the selected country when the list is unfiltered). Done while
  // rendering (derived state), so that Enter right after the list changes picks from the new list.
  const [activeFor, setActiveFor] = useState<string | null>(null);
  const listKey = open ? debounced : null;
  if (listKey !== activeFor) {
    setActiveFor(listKey);
    setActive(debounced ? 0 : Math.max(0, filtered.findIndex((o) => o.value === value)));
  }
  const current = Math.min(active, filtered.length - 1);

  useEffect(() => {
    if (!open) return;
    const option = filtered[current];
    const el = option ? document.getElementById(optionId(option.value)) : null;
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [current, open, filtered]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) buttonRef.current?.focus();
  };

  const pick = (option: CountryOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    close(true);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(Math.min(filtered.length - 1, current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(0, current - 1));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive(Math.min(filtered.length - 1, current + 8));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive(Math.max(0, current - 8));
        break;
      case 'Enter':
        event.preventDefault();
        pick(filtered[current]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    // Focus left the picker (a click outside is handled by the mousedown listener).
    if (next) setOpen(false);
    onBlur?.();
  };

  const onRootFocus = (event: FocusEvent<HTMLDivElement>) => {
    const previous = event.relatedTarget as Node | null;
    if (!previous || !rootRef.current?.contains(previous)) onFocus?.();
  };

  const dial = (o: CountryOption | undefined) => (o?.dial ? `+${o.dial}` : '');
  // The button's name holds its visible text (WCAG 2.5.3): "Country NG Nigeria", "Phone number country: Nigeria, NG +234".
  let shown: ReactNode;
  if (variant === 'dial') {
    shown = (
      <span id={valueId} className="country-picker__value">
        {selected ? <span className="visually-hidden">{`${selected.label}, `}</span> : null}
        <CountryBadge code={selected?.value} hidden={!selected} />
        <span className="country-picker__dial">{dial(selected)}</span>
      </span>
    );
  } else {
    shown = (
      <span id={valueId} className="country-picker__value country-picker__value--field">
        {selected ? <CountryBadge code={selected.value} hidden={false} /> : null}
        <span className={selected ? 'country-picker__name' : 'country-picker__placeholder'}>
          {selected ? selected.label : placeholder}
        </span>
      </span>
    );
  }

  return (
    <div
      ref={rootRef}
      className={`country-picker country-picker--${variant}${open ? ' is-open' : ''}${invalid ? ' is-invalid' : ''}`}
      onBlur={onRootBlur}
      onFocus={onRootFocus}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="country-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelledBy ?? `${uid}-name`} ${valueId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        {labelledBy ? null : (
          <span id={`${uid}-name`} className="visually-hidden">
            {`${ariaLabel ?? 'Country'}:`}
          </span>
        )}
        {shown}
        <ChevronDownIcon size={16} className="country-picker__chevron" />
      </button>
      {open ? (
        <div className="country-picker__panel">
          <div className="country-picker__search">
            <SearchIcon size={18} />
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label="Search countries"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={filtered[current] ? optionId(filtered[current].value) : undefined}
              placeholder="Search country"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <ul ref={listRef} id={listId} role="listbox" aria-label="Countries" className="country-picker__list" tabIndex={-1}>
            {filtered.map((option, index) => (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={option.value === value}
                className={`country-picker__option${index === current ? ' is-active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => index !== current && setActive(index)}
              >
                <CountryBadge code={option.value} />
                <span className="country-picker__option-name">{option.label}</span>
                {option.dial ? <span className="country-picker__option-dial">+{option.dial}</span> : null}
              </li>
            ))}
          </ul>
          {filtered.length === 0 ? (
            <p className="country-picker__empty" role="status">
              No country matches “{debounced}”.
            </p>
          ) : (
            <p className="visually-hidden" role="status">
              {debounced ? `${filtered.length} countries found` : ''}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
