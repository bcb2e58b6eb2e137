import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_OPTIONS, SERVED_COUNTRIES } from '#web/lib/forms/countries';
import { COUNTRY_SEARCH_DEBOUNCE_MS, CountryPicker, searchCountries } from './country-picker';

afterEach(() => vi.useRealTimers());

const served = new Set<string>(SERVED_COUNTRIES);
const names = (query: string) => searchCountries(COUNTRY_OPTIONS, query, served).map((o) => o.label);

describe('country search ranking (issue 9)', () => {
  it('a prefix ranks the served countries first: "Nige" → Nigeria before Niger', () => {
    expect(names('Nige').slice(0, 2)).toEqual(['Nigeria', 'Niger']);
    expect(names('nig').slice(0, 2)).toEqual(['Nigeria', 'Niger']);
    expect(names('Unit')[0]).toBe('United Kingdom');
  });

  it('an exact name ranks first of all: "Niger" → Niger, then Nigeria', () => {
    expect(names('Niger').slice(0, 2)).toEqual(['Niger', 'Nigeria']);
    expect(names('nigeria')[0]).toBe('Nigeria');
  });

  it('prefix matches come before matches inside a name', () => {
    const list = names('gu');
    expect(list.indexOf('Guinea')).toBeLessThan(list.indexOf('Papua New Guinea'));
  });

  it('typing "Nige" then Enter in the picker picks Nigeria', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<CountryPicker value={undefined} options={COUNTRY_OPTIONS} preferred={SERVED_COUNTRIES} onChange={onChange} ariaLabel="Country" />);
    fireEvent.click(screen.getByRole('button', { name: /Country/ }));
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    fireEvent.change(search, { target: { value: 'Nige' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('NG');
  });
});
