/**
 * No import circle anywhere in src/, type-only imports included (docs/decisions/072): scripts/import-cycles.mjs counts
 * them. The fixtures prove it finds a circle that ESLint's import-x/no-cycle lets through (it skips type-only imports).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from './import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (files: string[]) => files.map((f) => path.relative(root, f));

describe('import circles (scripts/import-cycles.mjs)', () => {
  it('src/ has none, type-only imports included', () => {
    expect(circles(importGraph(['src'])).map(rel)).toEqual([]);
  });

  it('a circle of type-only imports is counted, though import-x/no-cycle lets it through', async () => {
    const found = circles(importGraph(['scripts/lint-fixtures'])).map(rel);
    expect(found).toContainEqual(['scripts/lint-fixtures/type-cycle-a.ts', 'scripts/lint-fixtures/type-cycle-b.ts']);
    expect(found).toContainEqual(['scripts/lint-fixtures/cycle-a.ts', 'scripts/lint-fixtures/cycle-b.ts']);
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([path.join(root, 'scripts/lint-fixtures/type-cycle-a.ts')]);
    expect(result?.messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
  });

  it('an alias import and a dynamic import are edges too', () => {
    const graph = importGraph(['src/server']);
    const edgesOf = (file: string) => rel(graph.get(path.join(root, file)) ?? []);
    expect(edgesOf('src/server/lib/money-back/money-back.ts')).toContain('src/server/lib/ledger/ledger.ts');
    expect(edgesOf('src/server/app.ts').length).toBeGreaterThan(5);
  });
});
