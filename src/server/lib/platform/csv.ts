/**
 * Every CSV the product writes goes through this module (docs/decisions/068-one-csv-writer.md): the statement
 * (money-views.ts), each CSV of the data archive (export-archive.ts), the audit log export (audit-log.ts) and the books
 * (books.ts: the console's download and `ops books:* --csv`). Cells are quoted as RFC 4180 says, and a cell a
 * spreadsheet would run as a formula is neutralised as OWASP's "CSV Injection" page says: a leading `'` inside a
 * quoted field, embedded quotes doubled.
 *
 * The rule, exactly:
 * - left alone: a cell that is, whole, a plain number — `-?\d+(\.\d+)?` (money() gives "-500.00", counts and ids give
 *   "0", "1234"; ASCII digits only) — or a lone `+` or `-` (the statement's Type column: a sign, nothing to compute);
 * - neutralised: any other cell whose first character is a tab or a carriage return, or whose first character that is
 *   not blank — blank being Unicode white space (spaces, no-break and ideographic spaces…), control characters and
 *   invisible format characters (zero-width spaces, BOM, direction marks) — is `=`, `+`, `-`, `@`, or one of their
 *   full-width or small-form lookalikes (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) or the minus sign U+2212 (some spreadsheets and input
 *   methods fold these to the ASCII ones);
 * - quoted: a cell holding a comma, a double quote, a CR or an LF (quotes doubled), and every neutralised cell.
 */

/** What a cell may be given: text or a number; null and undefined are an empty cell. */
export type CsvValue = string | number | null | undefined;
/** A row's line ending: each export keeps the one it has always had (readers split on it). */
export type CsvEol = '\n' | '\r\n';

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const LONE_SIGN = /^[+-]$/;
const LEADS_WITH_TAB_OR_CR = /^[\t\r]/;
const BLANKS_THEN_FORMULA = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/u;
const NEEDS_QUOTES = /[",\r\n]/;

const text = (value: CsvValue): string => (value === null || value === undefined ? '' : String(value));

/** Whether a spreadsheet could run this cell's text as a formula (the rule above). */
export function isFormulaLike(cell: string): boolean {
  if (PLAIN_NUMBER.test(cell) || LONE_SIGN.test(cell)) return false;
  return LEADS_WITH_TAB_OR_CR.test(cell) || BLANKS_THEN_FORMULA.test(cell);
}

/** One cell, as written between commas. */
export function csvCell(value: CsvValue): string {
  const cell = text(value);
  if (isFormulaLike(cell)) return `"'${cell.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One row, its line ending included. */
export function csvRow(values: readonly CsvValue[], eol: CsvEol): string {
  return values.map(csvCell).join(',') + eol;
}

/** A whole document held in memory (the statement, the books): every row, each ended by `eol`. */
export function csvDocument(rows: Iterable<readonly CsvValue[]>, eol: CsvEol): string {
  let out = '';
  for (const row of rows) out += csvRow(row, eol);
  return out;
}

/**
 * A document written as it is read (the audit log, the archive's files): the head, then one chunk per batch of rows,
 * so a long export never sits in memory. The next batch is asked for only when the chunk before it has been taken.
 */
export async function* csvStream(head: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>, eol: CsvEol): AsyncGenerator<string> {
  yield csvRow(head, eol);
  for await (const batch of batches) if (batch.length) yield csvDocument(batch, eol);
}
