import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CountryPicker } from '#web/components/country-picker';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY, SERVED_COUNTRIES, countryName, dialCodeOf, trunkPrefixOf, type Country } from './countries';
import { fieldAria, shownErrors } from './field-state';
import './phone-widget.css';

/** A phone number keeps at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;

/** What a form using the phone widget passes in its context: the number's country (its dial code goes to the API). */
export interface PhoneContext {
  phoneCountry?: Country;
  onPhoneCountryChange?(country: Country): void;
}

/**
 * The national digits (the contract's `mobile`: no dial code, at most 15 digits) of what was typed for `country`:
 * "0803 123 4567" in Nigeria → "8031234567" (the trunk 0 dialled inside the country is not part of the number);
 * "+234 803 123 4567" → "8031234567" too.
 */
export function nationalDigits(typed: string | undefined, country: Country): string {
  if (!typed) return '';
  let digits = typed.replace(/\D/g, '');
  const dial = dialCodeOf(country) ?? '';
  if (typed.trim().startsWith('+') && dial && digits.startsWith(dial)) digits = digits.slice(dial.length);
  const trunk = trunkPrefixOf(country);
  if (trunk && digits.length > trunk.length && digits.startsWith(trunk)) digits = digits.slice(trunk.length);
  return digits.slice(0, PHONE_MAX_DIGITS);
}

/** What the box shows for a stored national number: with the trunk prefix, as it is dialled in the country. */
const shownFor = (digits: string, country: Country) => (digits ? `${trunkPrefixOf(country)}${digits}` : '');

/**
 * The Mobile field (`ui:widget: 'phone'`): our searchable country picker showing the dial code (Nigeria by default)
 * and a telephone number box. The field's VALUE is the national number (contract `mobile`); the country is kept in
 * the form's context (`phoneCountry`) for `mobile_code`. A number typed with its leading 0 (0803 123 4567) is read
 * as 8031234567. Changing the country never drops typed digits: they are kept and a status line says what changed.
 *
 * Issue 9, item 10: no phone library (react-phone-number-input and its metadata were ~50 KB gzip, a quarter of the
 * sign-up page's JavaScript); the dial codes and trunk prefixes come from a generated table (country-data.ts).
 */
export function PhoneWidget({ id, value, onChange, onBlur, onFocus, registry, disabled, readonly, placeholder, required }: WidgetProps) {
  const context = (registry.formContext ?? {}) as PhoneContext;
  const [ownCountry, setOwnCountry] = useState<Country>(context.phoneCountry ?? DEFAULT_COUNTRY);
  const country = context.phoneCountry ?? ownCountry;
  const digits = typeof value === 'string' ? value : '';
  // What the customer typed (spaces and all), as long as it still reads as the field's value.
  const [typed, setTyped] = useState(() => shownFor(digits, country));
  const shown = nationalDigits(typed, country) === digits ? typed : shownFor(digits, country);
  const [focused, setFocused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const invalid = shownErrors(id, registry).length > 0;
  const aria = fieldAria(id, registry);
  const noticeId = `${id}__country-change`;
  const describedBy = [aria['aria-describedby'], notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined;

  const changeCountry = (next: string) => {
    if (next === country) return;
    if (digits) {
      setNotice(`Dial code changed to +${dialCodeOf(next) ?? ''} (${countryName(next) ?? next}). The number you typed was kept: check it.`);
    }
    setOwnCountry(next);
    context.onPhoneCountryChange?.(next);
    // The digits stay; only the country's trunk prefix is read differently.
    const national = nationalDigits(typed, next);
    if (national !== digits) onChange(national === '' ? undefined : national);
  };

  return (
    <>
      <div className={`phone PhoneInput${focused ? ' PhoneInput--focus' : ''}${invalid ? ' phone--invalid' : ''}`}>
        <CountryPicker
          variant="dial"
          value={country}
          options={COUNTRY_OPTIONS}
          preferred={SERVED_COUNTRIES}
          onChange={changeCountry}
          ariaLabel="Phone number country"
          disabled={disabled || readonly}
        />
        <input
          id={id}
          name={id}
          type="tel"
          inputMode="tel"
          className="field__input phone__number"
          autoComplete="tel-national"
          placeholder={placeholder}
          value={shown}
          disabled={disabled}
          readOnly={readonly}
          aria-required={required || undefined}
          {...aria}
          aria-describedby={describedBy}
          onChange={(event) => {
            // Digits and the usual separators; at most 15 digits.
            let text = event.target.value.replace(/[^\d\s()+.-]/g, '');
            while (text.replace(/\D/g, '').length > PHONE_MAX_DIGITS + trunkPrefixOf(country).length) text = text.slice(0, -1);
            setTyped(text);
            const national = nationalDigits(text, country);
            onChange(national === '' ? undefined : national);
          }}
          onFocus={() => {
            setFocused(true);
            onFocus(id, value);
          }}
          onBlur={() => {
            setFocused(false);
            onBlur(id, value);
          }}
        />
      </div>
      <p id={noticeId} className="phone__notice" role="status">
        {notice}
      </p>
    </>
  );
}
