import { getCountries, getCountryCallingCode, type Country } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import type { CountryOption } from '../../components/country-picker';

/** Every country react-phone-number-input knows, with its English name and dial code, sorted by name. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = getCountries()
  .map((code) => ({ value: code, label: en[code] ?? code, dial: getCountryCallingCode(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

const byCode = new Map(COUNTRY_OPTIONS.map((o) => [o.value, o]));
const byName = new Map(COUNTRY_OPTIONS.map((o) => [o.label.toLowerCase(), o]));

/** The countries this business serves (spec §1: Nigeria, and a UK location): ranked first in the pickers' search. */
export const SERVED_COUNTRIES: readonly Country[] = ['NG', 'GB'];

/** Spec §9: default phone country Nigeria. */
export const DEFAULT_COUNTRY: Country = 'NG';

export const countryName = (code: string | undefined) => (code ? byCode.get(code)?.label : undefined);
export const countryCodeOfName = (name: string | undefined) => (name ? byName.get(name.toLowerCase())?.value : undefined);
export const dialCodeOf = (code: string | undefined) => (code ? byCode.get(code)?.dial : undefined);
