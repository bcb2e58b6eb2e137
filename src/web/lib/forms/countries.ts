import type { CountryOption } from '#web/components/country-picker';
import { COUNTRY_DATA } from './country-data';

/** A two-letter ISO 3166-1 country code. */
export type Country = string;

/**
 * Every country libphonenumber-js knows, with its English name and dial code, sorted by name — from the small
 * generated table (country-data.ts), not the phone library and its metadata (issue 9: sign-up JS weight).
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = COUNTRY_DATA.map(([value, label, dial]) => ({ value, label, dial }));

const byCode = new Map(COUNTRY_OPTIONS.map((o) => [o.value, o]));
const byName = new Map(COUNTRY_OPTIONS.map((o) => [o.label.toLowerCase(), o]));
const trunkOf = new Map(COUNTRY_DATA.map(([code, , , trunk]) => [code, trunk]));

/** The countries this business serves (Nigeria, and a UK location): ranked first in the pickers' search. */
export const SERVED_COUNTRIES: readonly Country[] = ['NG', 'GB'];

/** The phone country preselected: Nigeria. */
export const DEFAULT_COUNTRY: Country = 'NG';

export const isKnownCountry = (code: string | undefined): code is Country => !!code && byCode.has(code);
export const countryName = (code: string | undefined) => (code ? byCode.get(code)?.label : undefined);
export const countryCodeOfName = (name: string | undefined) => (name ? byName.get(name.toLowerCase())?.value : undefined);
export const dialCodeOf = (code: string | undefined) => (code ? byCode.get(code)?.dial : undefined);
/** The national (trunk) prefix dialled before a national number inside the country ("0" in Nigeria), or ''. */
export const trunkPrefixOf = (code: string | undefined) => (code ? (trunkOf.get(code) ?? '') : '');
