import { Metadata } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { getCountries, getCountryCallingCode } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import { describe, expect, it } from 'vitest';
import { COUNTRY_DATA } from './country-data';
import { nationalDigits } from './phone-widget';

describe('country-data (generated from libphonenumber-js)', () => {
  it('matches the library: every country, its name, dial code and trunk prefix (else run scripts/gen-country-data.mjs)', () => {
    const plan = new Metadata(metadata);
    const expected = getCountries().map((code) => {
      plan.selectNumberingPlan(code);
      // nationalPrefix() is public at runtime but missing from libphonenumber-js's type declarations.
      const trunk = (plan.numberingPlan as unknown as { nationalPrefix(): unknown }).nationalPrefix();
      return [code, en[code] ?? code, getCountryCallingCode(code), typeof trunk === 'string' ? trunk : ''];
    });
    expect([...COUNTRY_DATA].map((r) => [...r]).sort()).toEqual(expected.sort());
  });
});

describe('nationalDigits', () => {
  it('drops the trunk 0 dialled inside Nigeria and the United Kingdom', () => {
    expect(nationalDigits('0803 123 4567', 'NG')).toBe('8031234567');
    expect(nationalDigits('803-123-4567', 'NG')).toBe('8031234567');
    expect(nationalDigits('07700 900123', 'GB')).toBe('7700900123');
  });

  it('drops the dial code of a number typed internationally', () => {
    expect(nationalDigits('+234 803 123 4567', 'NG')).toBe('8031234567');
  });

  it('keeps the digits where there is no trunk prefix (Niger)', () => {
    expect(nationalDigits('0803 123 4567', 'NE')).toBe('08031234567');
  });

  it('keeps at most 15 digits', () => {
    expect(nationalDigits('+23480312345678901234', 'NG')).toHaveLength(15);
  });
});
