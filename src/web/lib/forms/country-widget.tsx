import type { WidgetProps } from '@rjsf/utils';
import { CountryPicker } from '#web/components/country-picker';
import { COUNTRY_OPTIONS, SERVED_COUNTRIES, countryCodeOfName, countryName } from './countries';
import { fieldAria, labelIdOf, shownErrors } from './field-state';

/**
 * The Country field (`ui:widget: 'country'`): a searchable select whose VALUE is the country's English name, because
 * the contract's `country_code` holds the name (RegisterRequest). The two-letter code is derived by the page
 * (countryCodeOfName) for the `country` property. With `ui:options.valueIsCode: true` the value is the two-letter code
 * instead (the profile's `country`, UpdateProfileRequest), and the page derives the name.
 */
export function CountryWidget({ id, value, onChange, onBlur, onFocus, registry, disabled, readonly, placeholder, options }: WidgetProps) {
  const invalid = shownErrors(id, registry).length > 0;
  const byCode = options.valueIsCode === true;
  const text = typeof value === 'string' ? value : undefined;
  return (
    <CountryPicker
      id={id}
      variant="field"
      value={byCode ? text : countryCodeOfName(text)}
      options={COUNTRY_OPTIONS}
      preferred={SERVED_COUNTRIES}
      onChange={(code) => onChange(byCode ? code : countryName(code))}
      labelledBy={labelIdOf(id)}
      placeholder={placeholder || 'Select country'}
      describedBy={fieldAria(id, registry)['aria-describedby']}
      invalid={invalid}
      disabled={disabled || readonly}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
