/**
 * Money and dates as the product shows them (product-spec §9): "₦5,000.00" (Naira sign, two decimals, thousands
 * commas) and DD/MM/YYYY in Africa/Lagos. Amounts are integer kobo in all arithmetic; the API's `Money` strings
 * ("5000.00") are converted exactly (no floating point on the way).
 */

const MONEY_RE = /^(-?)(\d+)\.(\d{2})$/;

/** A contract `Money` string ("5000.00", "-12.50") → integer kobo. Throws on anything else. */
export function koboFromMoney(money: string): number {
  const match = MONEY_RE.exec(money);
  if (!match) throw new Error(`not a Money string: ${JSON.stringify(money)}`);
  const [, sign, naira, kobo] = match as unknown as [string, string, string, string];
  const value = Number(naira) * 100 + Number(kobo);
  if (!Number.isSafeInteger(value)) throw new Error(`Money out of range: ${money}`);
  return sign && value !== 0 ? -value : value;
}

/** Integer kobo → a contract `Money` string (500000 → "5000.00"). */
export function moneyFromKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new Error(`kobo must be an integer: ${kobo}`);
  const abs = Math.abs(kobo);
  return `${kobo < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A Naira amount typed by a person (a number with at most two decimals) → kobo; null when it is not one. */
export function koboFromNaira(naira: number): number | null {
  if (!Number.isFinite(naira)) return null;
  const kobo = Math.round(naira * 100);
  // 0.1 + 0.2 style noise is fine; a third decimal is not an amount of money.
  if (Math.abs(kobo - naira * 100) > 1e-6 * Math.max(1, Math.abs(naira))) return null;
  return Number.isSafeInteger(kobo) ? kobo : null;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer kobo → "₦5,000.00" ("-₦12.50" for a negative amount). */
export function formatKobo(kobo: number): string {
  const money = moneyFromKobo(kobo);
  const negative = money.startsWith('-');
  const [naira, decimals] = (negative ? money.slice(1) : money).split('.') as [string, string];
  return `${negative ? '-' : ''}₦${group(naira)}.${decimals}`;
}

/** A contract `Money` string → "₦5,000.00". */
export function formatMoney(money: string): string {
  return formatKobo(koboFromMoney(money));
}

/**
 * A charge of `percent` % plus `fixedKobo` on `amountKobo`, in kobo, rounded half up to the kobo (the server rounds
 * the same way, so the total the modal shows is the total the gateway is asked for).
 */
export function chargeKobo(amountKobo: number, fixedKobo: number, percent: number): number {
  // percent has at most two decimals in practice: work in hundredths of a percent to stay in integers.
  const basisPoints = Math.round(percent * 100);
  return fixedKobo + Math.floor((amountKobo * basisPoints + 5000) / 10000);
}

/** The business's time zone: calendar days are Lagos days (the contract's `from`/`to` are too). */
export const BUSINESS_TIME_ZONE = 'Africa/Lagos';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO date-time → "DD/MM/YYYY" (Lagos calendar day); '' for an unreadable value. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date-time → "DD/MM/YYYY HH:mm" (Lagos time, 24-hour clock); '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const day = formatDate(iso);
  if (!day) return '';
  const parts = Object.fromEntries(timeParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${day} ${parts.hour}:${parts.minute}`;
}

/** Pages = ceil(total / page size), at least 1 (an empty table still shows "Page 1 of 1"). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
