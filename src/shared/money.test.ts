import { describe, expect, it } from 'vitest';
import { chargeKobo, formatDate, formatDateTime, formatKobo, formatMoney, koboFromMoney, koboFromNaira, moneyFromKobo, pageCount } from './money';

describe('money', () => {
  it('converts Money strings and kobo exactly', () => {
    expect(koboFromMoney('5000.00')).toBe(500000);
    expect(koboFromMoney('0.10')).toBe(10);
    expect(koboFromMoney('-12.50')).toBe(-1250);
    expect(koboFromMoney('-0.00')).toBe(0);
    expect(moneyFromKobo(500000)).toBe('5000.00');
    expect(moneyFromKobo(7)).toBe('0.07');
    expect(moneyFromKobo(-1250)).toBe('-12.50');
    // Values whose float sum is inexact stay exact in kobo.
    expect(moneyFromKobo(koboFromMoney('0.10') + koboFromMoney('0.20'))).toBe('0.30');
    for (const bad of ['5000', '5000.0', '5,000.00', '', '1e3.00', ' 1.00']) expect(() => koboFromMoney(bad)).toThrow(/Money/);
    expect(() => moneyFromKobo(1.5)).toThrow(/integer/);
  });

  it('formats Naira with the sign, two decimals and thousands commas', () => {
    expect(formatMoney('5000.00')).toBe('₦5,000.00');
    expect(formatMoney('1000000.00')).toBe('₦1,000,000.00');
    expect(formatMoney('0.00')).toBe('₦0.00');
    expect(formatMoney('999.99')).toBe('₦999.99');
    expect(formatMoney('-1234.50')).toBe('-₦1,234.50');
    expect(formatKobo(123456789)).toBe('₦1,234,567.89');
  });

  it('reads typed Naira amounts with at most two decimals', () => {
    expect(koboFromNaira(5000)).toBe(500000);
    expect(koboFromNaira(0.29)).toBe(29);
    expect(koboFromNaira(19.99)).toBe(1999);
    expect(koboFromNaira(1.005)).toBeNull();
    expect(koboFromNaira(Number.NaN)).toBeNull();
  });

  it('computes a fixed + percent charge in kobo, rounding half up', () => {
    expect(chargeKobo(500000, 0, 1.5)).toBe(7500); // 1.5 % of ₦5,000 = ₦75.00
    expect(chargeKobo(500000, 10000, 1.5)).toBe(17500); // + ₦100 fixed
    expect(chargeKobo(333, 0, 1.5)).toBe(5); // 4.995 kobo → 5
    expect(chargeKobo(100, 0, 0.5)).toBe(1); // 0.5 kobo → 1
    expect(chargeKobo(10000, 50, 0)).toBe(50);
  });

  it('shows dates as DD/MM/YYYY on the Lagos calendar', () => {
    expect(formatDate('2026-10-12T14:05:00Z')).toBe('12/10/2026');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDate('not a date')).toBe('');
    // Lagos is UTC+1 all year: 23:30Z is 00:30 the next day.
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01/01/2027 00:30');
    expect(formatDateTime('2026-10-10T08:15:00Z')).toBe('10/10/2026 09:15');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('counts pages as ceil(total / size), at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(31, 15)).toBe(3);
  });
});

describe('formatDateTime', () => {
  it('prints the Lagos date and 24-hour time', () => {
    expect(formatDateTime('2026-09-30T23:10:00Z')).toBe('01/10/2026 00:10');
    expect(formatDateTime('2026-09-28T10:21:30Z')).toBe('28/09/2026 11:21');
    expect(formatDateTime('nonsense')).toBe('');
  });
});
