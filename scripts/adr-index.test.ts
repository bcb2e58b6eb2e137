// The ADR index (docs/decisions/README.md) keeps its own rule: every decision file has exactly one row, each row links
// a file that exists, and when a row says an ADR is superseded (wholly or in part) by another, the old ADR's Status
// line says so too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = index.split('\n').filter((line) => /^\| \[\d{3}\]\(/.test(line));

describe('the ADR index', () => {
  it('has exactly one row per decision file, each linking a file that exists', () => {
    const linked = rows.map((row) => /^\| \[(\d{3})\]\(([^)]+)\)/.exec(row)!);
    for (const [, number, file] of linked) {
      expect(files, `row ${number} links ${file}`).toContain(file);
      expect(file!.startsWith(`${number}-`), `row ${number} links ${file}`).toBe(true);
    }
    expect(linked.map(([, , file]) => file).sort()).toEqual([...files].sort());
  });

  it("says 'superseded by N' only where the old ADR's Status line says so too", () => {
    const supersessions = rows.flatMap((row) => {
      const [, number] = /^\| \[(\d{3})\]/.exec(row)!;
      const status = row.split('|').at(-2)!;
      return [...status.matchAll(/superseded by \[(\d{3})\]/g)].map((m) => ({ old: number!, by: m[1]! }));
    });
    expect(supersessions.length).toBeGreaterThan(0);
    for (const { old, by } of supersessions) {
      const text = readFileSync(join(dir, files.find((f) => f.startsWith(`${old}-`))!), 'utf8');
      const statusLine = text.split('\n').find((line) => /Status:/.test(line)) ?? '';
      expect(statusLine, `ADR ${old}'s Status line must name ${by}`).toMatch(new RegExp(`superseded[^\\n]*${by}`));
    }
  });
});
