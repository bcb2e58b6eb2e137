#!/usr/bin/env node
// Rewrites relative imports that climb out of their folder (`../…`) into the package.json "imports" aliases
// (#generated/*, #web/*, #server/*, #shared/*), so that an import says where it goes. Same-folder imports (`./x`,
// `./sub/x`) stay relative; a `../` import whose target lies under no alias (tests/support/…) stays as it is.
// Idempotent: a second run changes nothing (aliased specifiers do not start with a dot).
//
//   node scripts/codemod-imports.mjs            rewrite the tracked .ts/.tsx files under src/, tests/, scripts/
//   node scripts/codemod-imports.mjs --check    list what it would rewrite; exit 1 when anything is left
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importMap, root } from './import-aliases.mjs';

/** [absolute folder + '/', '#alias/'] pairs, the longest folder first. */
const aliases = Object.entries(importMap())
  .map(([key, target]) => [path.join(root, target.replace(/\*$/, '')), key.replace(/\*$/, '')])
  .sort((a, b) => b[0].length - a[0].length);

// The specifier of: import … from '…' / export … from '…' / import '…' / import('…') / vi.mock('…') and friends.
const SPECIFIER =
  /(\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>()]*>)?\(\s*)(['"])(\.\.\/[^'"\n]*)\2/g;

/** The alias form of `spec` imported from `file`, or null when its target lies under no alias. */
export function aliasFor(file, spec) {
  const target = path.resolve(path.dirname(file), spec);
  for (const [dir, alias] of aliases) {
    if (target.startsWith(dir)) return alias + target.slice(dir.length).split(path.sep).join('/');
  }
  return null;
}

/** The source with its climbing relative imports rewritten. */
export function rewrite(file, source) {
  return source.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const aliased = aliasFor(file, spec);
    return aliased === null ? whole : `${lead}${quote}${aliased}${quote}`;
  });
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--', 'src', 'tests', 'scripts'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.mts') && !f.startsWith('scripts/lint-fixtures/'))
    .map((f) => path.join(root, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const file of trackedFiles()) {
    const before = readFileSync(file, 'utf8');
    const after = rewrite(file, before);
    if (after === before) continue;
    changed += 1;
    if (check) console.log(path.relative(root, file));
    else writeFileSync(file, after);
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed} file(s)`);
  if (check && changed > 0) process.exit(1);
}
