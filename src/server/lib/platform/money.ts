/** Money is integer kobo everywhere on the server; the API shows the contract's Money strings ("2500.00"). */

/** "1234.50" from 123450 kobo (exactly two decimals, a minus sign for negatives). */
export function money(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new Error(`money(): ${kobo} is not a whole number of kobo`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Kobo from a Naira amount of a request (a JSON number with at most two decimals kept, rounded half up). */
export function koboOf(naira: number): number {
  // toFixed on the decimal string avoids 0.1 + 0.2 style surprises of multiplying the float.
  const [whole = '0', frac = ''] = Math.abs(naira).toFixed(3).split('.');
  const thousandths = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
  const kobo = Math.floor((thousandths + 5) / 10);
  return naira < 0 ? -kobo : kobo;
}

/** amount × basis points / 10 000, rounded half up (charges, commissions). */
export const percentOf = (kobo: number, basisPoints: number) => Math.floor((kobo * basisPoints + 5000) / 10000);
