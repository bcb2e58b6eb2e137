import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import PhoneInput, { getCountryCallingCode, parsePhoneNumber, type Country } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import { CountryPicker, type CountryOption } from '../../components/country-picker';
import { DEFAULT_COUNTRY, SERVED_COUNTRIES } from './countries';
import { fieldAria, shownErrors } from './field-state';
import './phone-widget.css';

/** Spec §5 / §9: a phone number keeps at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;

/** What a form using the phone widget passes in its context: the number's country (its dial code goes to the API). */
export interface PhoneContext {
  phoneCountry?: Country;
  onPhoneCountryChange?(country: Country): void;
}

interface CountrySelectProps {
  value?: string;
  onChange(value?: string): void;
  options: { value?: string; label: string; divider?: boolean }[];
  disabled?: boolean;
  readOnly?: boolean;
  onFocus?(): void;
  onBlur?(): void;
  'aria-label'?: string;
  invalid?: boolean;
}

/** react-phone-number-input's country select, replaced by our searchable picker (country code + dial code). */
function PhoneCountrySelect({ value, onChange, options, disabled, readOnly, onFocus, onBlur, 'aria-label': ariaLabel }: CountrySelectProps) {
  const countries: CountryOption[] = options
    .filter((o): o is { value: string; label: string } => !!o.value && !o.divider)
    .map((o) => ({ value: o.value, label: o.label, dial: getCountryCallingCode(o.value as Country) }));
  return (
    <CountryPicker
      variant="dial"
      value={value}
      options={countries}
      preferred={SERVED_COUNTRIES}
      onChange={onChange}
      ariaLabel={ariaLabel ?? 'Phone number country'}
      disabled={disabled || readOnly}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}

/** National digits of an E.164 value for `country` (the contract's `mobile`: no dial code, at most 15 digits). */
export function nationalDigits(e164: string | undefined, country: Country): string {
  if (!e164) return '';
  let national: string | undefined;
  try {
    national = parsePhoneNumber(e164)?.nationalNumber;
  } catch {
    national = undefined;
  }
  if (national === undefined) {
    const all = e164.replace(/\D/g, '');
    const dial = getCountryCallingCode(country);
    national = all.startsWith(dial) ? all.slice(dial.length) : all;
  }
  return national.slice(0, PHONE_MAX_DIGITS);
}

/**
 * The Mobile field (`ui:widget: 'phone'`): react-phone-number-input in national format, Nigeria by default, with our
 * country picker; choosing a country swaps the dial code shown beside the number. The field's VALUE is the national
 * number (contract `mobile`); the country is kept in the form's context (`phoneCountry`) for `mobile_code`.
 * A number typed with its leading 0 (0803 123 4567) is read as the national number 8031234567.
 * Changing the country never drops typed digits (no per-country length limit; only the spec's 15 digits): the
 * digits are kept and a polite status line says what changed.
 */
export function PhoneWidget({ id, value, onChange, onBlur, onFocus, registry, disabled, readonly, placeholder, required }: WidgetProps) {
  const context = (registry.formContext ?? {}) as PhoneContext;
  const [ownCountry, setOwnCountry] = useState<Country>(context.phoneCountry ?? DEFAULT_COUNTRY);
  const country = context.phoneCountry ?? ownCountry;
  const digits = typeof value === 'string' ? value : '';
  const e164 = digits ? `+${getCountryCallingCode(country)}${digits}` : undefined;
  const invalid = shownErrors(id, registry).length > 0;
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = `${id}__country-change`;
  const aria = fieldAria(id, registry);
  const describedBy = [aria['aria-describedby'], notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
    <PhoneInput
      className={`phone${invalid ? ' phone--invalid' : ''}`}
      id={id}
      name={id}
      value={e164}
      defaultCountry={country}
      international={false}
      addInternationalOption={false}
      labels={en}
      countrySelectComponent={PhoneCountrySelect}
      numberInputProps={{ className: 'field__input phone__number' }}
      autoComplete="tel-national"
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      aria-required={required || undefined}
      {...aria}
      aria-describedby={describedBy}
      onCountryChange={(next?: Country) => {
        if (!next) return;
        if (next !== country && digits) {
          setNotice(`Dial code changed to +${getCountryCallingCode(next)} (${en[next] ?? next}). The number you typed was kept: check it.`);
        }
        setOwnCountry(next);
        context.onPhoneCountryChange?.(next);
      }}
      onChange={(next?: string) => {
        const national = nationalDigits(next, country);
        // The same number with or without its trunk 0 (the library re-reads it after a country change): no change,
        // or the two spellings would chase each other for ever.
        const strip = (d: string) => d.replace(/^0+/, '');
        if (strip(national) !== '' && strip(national) === strip(digits) && national !== digits) return;
        onChange(national === '' ? undefined : national);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
    <p id={noticeId} className="phone__notice" role="status">
      {notice}
    </p>
    </>
  );
}
