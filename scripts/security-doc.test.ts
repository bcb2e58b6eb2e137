import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The security document is an index, docs/security.md, and one file per area under docs/security/ that the index
 * links. Together they cite, for each ASVS requirement, the test that proves it as
 *   `path/of/a.test.ts` › "test or describe title", "another title"
 * (a title ending in … is a prefix of at least 20 characters). This test resolves every such reference against the
 * test files' own titles, checks that every file path the documents name exists, and that every ASVS 5.0.0
 * requirement of levels 1 and 2 (chapters V1–V8 and V11–V16) has a row, cited by an id that exists. It also keeps
 * the cut sound: every area file is linked from the index, every relative link (and its #anchor) resolves, and the
 * index stays an index (at most 25 KB).
 */

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every requirement id of ASVS 5.0.0 with its level (id:level), from OWASP/ASVS at tag v5.0.0_release, 5.0/en/0x10…0x26.
 * V9 (self-contained tokens), V10 (OAuth and OIDC) and V17 (WebRTC) are listed too; the document says in one line
 * why they do not apply.
 */
const ASVS_5_0_0 = `
  1.1.1:2 1.1.2:2 1.2.1:1 1.2.2:1 1.2.3:1 1.2.4:1 1.2.5:1 1.2.6:2 1.2.7:2 1.2.8:2 1.2.9:2 1.2.10:3 1.3.1:1 1.3.2:1
  1.3.3:2 1.3.4:2 1.3.5:2 1.3.6:2 1.3.7:2 1.3.8:2 1.3.9:2 1.3.10:2 1.3.11:2 1.3.12:3 1.4.1:2 1.4.2:2 1.4.3:2
  1.5.1:1 1.5.2:2 1.5.3:3
  2.1.1:1 2.1.2:2 2.1.3:2 2.2.1:1 2.2.2:1 2.2.3:2 2.3.1:1 2.3.2:2 2.3.3:2 2.3.4:2 2.3.5:3 2.4.1:2 2.4.2:3
  3.1.1:3 3.2.1:1 3.2.2:1 3.2.3:3 3.3.1:1 3.3.2:2 3.3.3:2 3.3.4:2 3.3.5:3 3.4.1:1 3.4.2:1 3.4.3:2 3.4.4:2 3.4.5:2
  3.4.6:2 3.4.7:3 3.4.8:3 3.5.1:1 3.5.2:1 3.5.3:1 3.5.4:2 3.5.5:2 3.5.6:3 3.5.7:3 3.5.8:3 3.6.1:3 3.7.1:2 3.7.2:2
  3.7.3:3 3.7.4:3 3.7.5:3
  4.1.1:1 4.1.2:2 4.1.3:2 4.1.4:3 4.1.5:3 4.2.1:2 4.2.2:3 4.2.3:3 4.2.4:3 4.2.5:3 4.3.1:2 4.3.2:2 4.4.1:1 4.4.2:2
  4.4.3:2 4.4.4:2
  5.1.1:2 5.2.1:1 5.2.2:1 5.2.3:2 5.2.4:3 5.2.5:3 5.2.6:3 5.3.1:1 5.3.2:1 5.3.3:3 5.4.1:2 5.4.2:2 5.4.3:2
  6.1.1:1 6.1.2:2 6.1.3:2 6.2.1:1 6.2.2:1 6.2.3:1 6.2.4:1 6.2.5:1 6.2.6:1 6.2.7:1 6.2.8:1 6.2.9:2 6.2.10:2
  6.2.11:2 6.2.12:2 6.3.1:1 6.3.2:1 6.3.3:2 6.3.4:2 6.3.5:3 6.3.6:3 6.3.7:3 6.3.8:3 6.4.1:1 6.4.2:1 6.4.3:2
  6.4.4:2 6.4.5:3 6.4.6:3 6.5.1:2 6.5.2:2 6.5.3:2 6.5.4:2 6.5.5:2 6.5.6:3 6.5.7:3 6.5.8:3 6.6.1:2 6.6.2:2 6.6.3:2
  6.6.4:3 6.7.1:3 6.7.2:3 6.8.1:2 6.8.2:2 6.8.3:2 6.8.4:2
  7.1.1:2 7.1.2:2 7.1.3:2 7.2.1:1 7.2.2:1 7.2.3:1 7.2.4:1 7.3.1:2 7.3.2:2 7.4.1:1 7.4.2:1 7.4.3:2 7.4.4:2 7.4.5:2
  7.5.1:2 7.5.2:2 7.5.3:3 7.6.1:2 7.6.2:2
  8.1.1:1 8.1.2:2 8.1.3:3 8.1.4:3 8.2.1:1 8.2.2:1 8.2.3:2 8.2.4:3 8.3.1:1 8.3.2:3 8.3.3:3 8.4.1:2 8.4.2:3
  9.1.1:1 9.1.2:1 9.1.3:1 9.2.1:1 9.2.2:2 9.2.3:2 9.2.4:2
  10.1.1:2 10.1.2:2 10.2.1:2 10.2.2:2 10.2.3:3 10.3.1:2 10.3.2:2 10.3.3:2 10.3.4:2 10.3.5:3 10.4.1:1 10.4.2:1
  10.4.3:1 10.4.4:1 10.4.5:1 10.4.6:2 10.4.7:2 10.4.8:2 10.4.9:2 10.4.10:2 10.4.11:2 10.4.12:3 10.4.13:3 10.4.14:3
  10.4.15:3 10.4.16:3 10.5.1:2 10.5.2:2 10.5.3:2 10.5.4:2 10.5.5:2 10.6.1:2 10.6.2:2 10.7.1:2 10.7.2:2 10.7.3:2
  11.1.1:2 11.1.2:2 11.1.3:3 11.1.4:3 11.2.1:2 11.2.2:2 11.2.3:2 11.2.4:3 11.2.5:3 11.3.1:1 11.3.2:1 11.3.3:2
  11.3.4:3 11.3.5:3 11.4.1:1 11.4.2:2 11.4.3:2 11.4.4:2 11.5.1:2 11.5.2:3 11.6.1:2 11.6.2:3 11.7.1:3 11.7.2:3
  12.1.1:1 12.1.2:2 12.1.3:2 12.1.4:3 12.1.5:3 12.2.1:1 12.2.2:1 12.3.1:2 12.3.2:2 12.3.3:2 12.3.4:2 12.3.5:3
  13.1.1:2 13.1.2:3 13.1.3:3 13.1.4:3 13.2.1:2 13.2.2:2 13.2.3:2 13.2.4:2 13.2.5:2 13.2.6:3 13.3.1:2 13.3.2:2
  13.3.3:3 13.3.4:3 13.4.1:1 13.4.2:2 13.4.3:2 13.4.4:2 13.4.5:2 13.4.6:3 13.4.7:3
  14.1.1:2 14.1.2:2 14.2.1:1 14.2.2:2 14.2.3:2 14.2.4:2 14.2.5:3 14.2.6:3 14.2.7:3 14.2.8:3 14.3.1:1 14.3.2:2
  14.3.3:2
  15.1.1:1 15.1.2:2 15.1.3:2 15.1.4:3 15.1.5:3 15.2.1:1 15.2.2:2 15.2.3:2 15.2.4:3 15.2.5:3 15.3.1:1 15.3.2:2
  15.3.3:2 15.3.4:2 15.3.5:2 15.3.6:2 15.3.7:2 15.4.1:3 15.4.2:3 15.4.3:3 15.4.4:3
  16.1.1:2 16.2.1:2 16.2.2:2 16.2.3:2 16.2.4:2 16.2.5:2 16.3.1:2 16.3.2:2 16.3.3:2 16.3.4:2 16.4.1:2 16.4.2:2
  16.4.3:2 16.5.1:2 16.5.2:2 16.5.3:2 16.5.4:3
  17.1.1:2 17.1.2:3 17.2.1:2 17.2.2:2 17.2.3:2 17.2.4:2 17.2.5:3 17.2.6:3 17.2.7:3 17.2.8:3 17.3.1:2 17.3.2:2
`;
const asvs = new Map(
  ASVS_5_0_0.trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);
const NOT_APPLICABLE_CHAPTERS = new Set(['9', '10', '17']);

export interface Reference {
  file: string;
  title: string;
  line: number;
}

const REFERENCE = /`([^`\s]+\.(?:test|spec)\.tsx?)` › ((?:"(?:\\.|[^"\\])*"(?:, )?)+)/g;
const QUOTED = /"((?:\\.|[^"\\])*)"/g;
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** The "file › title" references of a markdown text. */
export function referencesOf(markdown: string): Reference[] {
  const refs: Reference[] = [];
  markdown.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(REFERENCE)) {
      for (const q of m[2]!.matchAll(QUOTED)) refs.push({ file: m[1]!, title: unescape(q[1]!), line: i + 1 });
    }
  });
  return refs;
}

// it / test / describe, with modifiers such as .each(…) or .runIf(…), then the title as a string literal.
const TITLE = /\b(?:it|test|describe)(?:\.\w+(?:\([^)]*\))?)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

/** The titles of the tests and describe blocks of a test file's source. */
export function titlesOf(source: string): string[] {
  return [...source.matchAll(TITLE)].map((m) => unescape(m[2]!));
}

/** What is wrong with a reference ('' when it resolves). */
export function problemOf(ref: Reference, read: (file: string) => string | null): string {
  const source = read(ref.file);
  if (source === null) return `line ${ref.line}: no file ${ref.file}`;
  const titles = titlesOf(source);
  if (ref.title.endsWith('…')) {
    const prefix = ref.title.slice(0, -1);
    if (prefix.length < 20) return `line ${ref.line}: the prefix "${prefix}" is too short to name one test`;
    return titles.some((t) => t.startsWith(prefix)) ? '' : `line ${ref.line}: no test in ${ref.file} starts with "${prefix}"`;
  }
  return titles.includes(ref.title) ? '' : `line ${ref.line}: no test in ${ref.file} is titled "${ref.title}"`;
}

const readRepoFile = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

/** The requirement ids in the first cell of the document's table rows (e.g. "| 6.2.1 |" or "| 1.2.6, 1.2.7 |"). */
export function requirementIdsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((l) => l.startsWith('| '))
    .map((l) => l.split('|')[1]!.trim())
    .filter((cell) => /^\d+\.\d+\.\d+/.test(cell))
    .flatMap((cell) => cell.match(/\b\d+\.\d+\.\d+\b/g) ?? []);
}

/** The GitHub anchor of a heading's text: lower case, punctuation dropped, each blank a hyphen. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown text's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The relative links of a markdown text (not http:, mailto: …), as written: "path#anchor", "#anchor" or "path". */
export function relativeLinksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with the relative links of a markdown file (repository path `file`): a missing file or heading. */
export function linkProblemsOf(file: string, markdown: string, read: (file: string) => string | null): string[] {
  return relativeLinksOf(markdown).flatMap((target) => {
    const [linked, anchor] = target.split('#') as [string, string | undefined];
    const targetFile = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file;
    const text = targetFile === file ? markdown : read(targetFile);
    if (text === null) return [`${file}: ${target}: no file ${targetFile}`];
    if (anchor && targetFile.endsWith('.md') && !anchorsOf(text).has(anchor)) return [`${file}: ${target}: no heading #${anchor} in ${targetFile}`];
    return [];
  });
}

const INDEX = 'docs/security.md';
const AREA_DIR = 'docs/security';
/** 25 KB: the index names the areas, the gaps and what is not met; rows belong in the area files. */
const INDEX_MAX_BYTES = 25_600;

/** The area files the index links (repository paths, in the index's order, each once). */
export function areaFilesLinkedFrom(index: string): string[] {
  const files = relativeLinksOf(index)
    .map((target) => target.split('#')[0]!)
    .filter((file) => file.startsWith('security/') && file.endsWith('.md'))
    .map((file) => `docs/${file}`);
  return [...new Set(files)];
}

describe('docs/security.md and its area files', () => {
  const index = readFileSync(path.join(root, INDEX), 'utf8');
  const areaFiles = areaFilesLinkedFrom(index);
  const docs = new Map<string, string>([[INDEX, index], ...areaFiles.map((file) => [file, readRepoFile(file) ?? ''] as [string, string])]);
  /** Every document's text, one after the other, for the checks that look at the whole. */
  const doc = [...docs.values()].join('\n');
  /** A check run per document, its problems named by document. */
  const perDoc = (problems: (markdown: string) => string[]) => [...docs].flatMap(([file, markdown]) => problems(markdown).map((p) => `${file}: ${p}`));

  it('the index links every area file under docs/security/, each exists, and the index stays at most 25 KB', () => {
    const onDisk = readdirSync(path.join(root, AREA_DIR))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${AREA_DIR}/${name}`)
      .sort();
    expect(areaFiles.length).toBeGreaterThanOrEqual(10);
    expect([...areaFiles].sort()).toEqual(onDisk);
    expect(Buffer.byteLength(index, 'utf8')).toBeLessThanOrEqual(INDEX_MAX_BYTES);
  });

  it('every relative link of the index and the area files resolves, #anchors included', () => {
    const problems = [...docs].flatMap(([file, markdown]) => linkProblemsOf(file, markdown, readRepoFile));
    expect(relativeLinksOf(doc).length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('the reference checker itself: finds references and reports the ones that do not resolve', () => {
    const sample = [
      '| 1.1.1 | x | `src/a.test.ts` › "a test", "a \\"quoted\\" one", "a long enough prefix of a…" |',
      '| 1.1.2 | y | `src/missing.test.ts` › "whatever" |',
    ].join('\n');
    const refs = referencesOf(sample);
    expect(refs.map((r) => r.title)).toEqual(['a test', 'a "quoted" one', 'a long enough prefix of a…', 'whatever']);
    const source = "it('a test', () => {});\nit.runIf(on)(\n  'a \"quoted\" one', () => {});\ndescribe.each(k)('a long enough prefix of a block', () => {});";
    const read = (file: string) => (file === 'src/a.test.ts' ? source : null);
    expect(refs.map((r) => problemOf(r, read))).toEqual(['', '', '', 'line 2: no file src/missing.test.ts']);
    expect(problemOf({ file: 'src/a.test.ts', title: 'a tes', line: 9 }, read)).toBe('line 9: no test in src/a.test.ts is titled "a tes"');
    expect(requirementIdsOf(sample)).toEqual(['1.1.1', '1.1.2']);
  });

  it('the link checker itself: anchors as GitHub makes them, area files from the index, missing files and headings reported', () => {
    expect(anchorOf('V9, V10, V17 — not applicable')).toBe('v9-v10-v17--not-applicable');
    expect(anchorOf('The staff side (issue 24)')).toBe('the-staff-side-issue-24');
    expect([...anchorsOf('# A\n## Threat model\ntext\n## Threat model\n')]).toEqual(['a', 'threat-model', 'threat-model-1']);
    const indexSample = '[One](security/one.md) · [its part](security/one.md#part) · [Two](security/two.md) · [ADR](decisions/001-x.md) · [web](https://example.com/security/x.md) · [gaps](#gaps)';
    expect(areaFilesLinkedFrom(indexSample)).toEqual(['docs/security/one.md', 'docs/security/two.md']);
    const files = new Map([['docs/security/one.md', '# One\n## Part\n'], ['docs/decisions/001-x.md', '# X\n']]);
    const read = (file: string) => files.get(file) ?? null;
    expect(linkProblemsOf('docs/security.md', `${indexSample}\n## Gaps\n`, read)).toEqual(['docs/security.md: security/two.md: no file docs/security/two.md']);
    expect(linkProblemsOf('docs/security/one.md', '[back](../security.md#nowhere) [adr](../decisions/001-x.md) [here](#part)\n## Part\n', (f) => (f === 'docs/security.md' ? '## Gaps\n' : null))).toEqual([
      'docs/security/one.md: ../security.md#nowhere: no heading #nowhere in docs/security.md',
      'docs/security/one.md: ../decisions/001-x.md: no file docs/decisions/001-x.md',
    ]);
  });

  it('every "file › test" reference names a test that exists', () => {
    expect(referencesOf(doc).length).toBeGreaterThan(100);
    expect(perDoc((markdown) => referencesOf(markdown).map((r) => problemOf(r, readRepoFile)).filter(Boolean))).toEqual([]);
  });

  it('every file path it names exists', () => {
    const pathsOf = (markdown: string) =>
      [...markdown.matchAll(/`((?:src|tests|scripts|deploy|docs|openapi|generated)\/[^`\s]*)`/g)].map((m) => m[1]!.replace(/:.*$/, ''));
    expect(pathsOf(doc).length).toBeGreaterThan(50);
    expect(perDoc((markdown) => pathsOf(markdown).filter((p) => !existsSync(path.join(root, p))))).toEqual([]);
  });

  it('every ASVS 5.0.0 level 1 and 2 requirement of the chapters that apply has a row, and every cited id exists', () => {
    const cited = requirementIdsOf(doc);
    expect(cited.filter((id) => !asvs.has(id))).toEqual([]);
    const due = [...asvs].filter(([id, level]) => Number(level) <= 2 && !NOT_APPLICABLE_CHAPTERS.has(id.split('.')[0]!)).map(([id]) => id);
    expect(due.filter((id) => !cited.includes(id))).toEqual([]);
    for (const chapter of NOT_APPLICABLE_CHAPTERS) expect(doc).toMatch(new RegExp(`^\\| V${chapter} `, 'm'));
  });
});
