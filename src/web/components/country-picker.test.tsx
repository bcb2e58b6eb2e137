import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_SEARCH_DEBOUNCE_MS, CountryPicker, type CountryOption } from './country-picker';

const OPTIONS: CountryOption[] = [
  { value: 'GH', label: 'Ghana', dial: '233' },
  { value: 'NE', label: 'Niger', dial: '227' },
  { value: 'NG', label: 'Nigeria', dial: '234' },
  { value: 'GB', label: 'United Kingdom', dial: '44' },
];

afterEach(() => vi.useRealTimers());

describe('CountryPicker', () => {
  it('filters the list only after a 250 ms pause in typing, best matches first', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<CountryPicker value="NG" options={OPTIONS} onChange={onChange} variant="dial" ariaLabel="Phone number country" />);
    fireEvent.click(screen.getByRole('button', { name: /Phone number country: Nigeria, NG \+234/ }));
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: /Nigeria/ })).toHaveAttribute('aria-selected', 'true');

    fireEvent.change(search, { target: { value: 'ni' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS - 10));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['NENiger+227', 'NGNigeria+234', 'GBUnited Kingdom+44']);

    // By dial code too; arrows move the highlighted option, Enter picks it.
    fireEvent.change(search, { target: { value: '+4' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['GBUnited Kingdom+44']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', () => {
    vi.useFakeTimers();
    render(<CountryPicker value={undefined} options={OPTIONS} onChange={vi.fn()} ariaLabel="Country" />);
    fireEvent.click(screen.getByRole('button', { name: /Country: Select country/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search countries' }), { target: { value: 'zz' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “zz”.');
  });
});
