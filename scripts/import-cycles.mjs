#!/usr/bin/env node
/**
 * Counts the import circles of a source tree, type-only imports included (ESLint's import-x/no-cycle skips those, so a
 * circle of `import type` edges passes lint while it still ties the layers together: docs/decisions/072). Every
 * `import … from`, `import type … from`, `export … from`, side-effect `import '…'` and `import('…')` of a relative path
 * or of a package.json "imports" alias (#server/…, #web/…, #shared/…, #generated/…) is an edge; a circle is a strongly
 * connected set of two files or more, or a file importing itself.
 *
 *   node scripts/import-cycles.mjs [dir …]   (default: src) — prints each circle, then "N import circles"; exits 1 if N > 0
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports;
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SPECIFIER =
  /(?:^|[^\w$.])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|(?:^|[^\w$.])import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function aliasTarget(specifier) {
  for (const [pattern, target] of Object.entries(ALIASES)) {
    const prefix = pattern.replace(/\*$/, '');
    if (specifier.startsWith(prefix)) return path.join(root, target.replace(/\*$/, '') + specifier.slice(prefix.length));
  }
  return null;
}

/** The file a specifier names, as TypeScript resolves it (a .js ending names the .ts/.tsx source), or null. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('#')) base = aliasTarget(specifier);
  if (!base) return null;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  if (base.endsWith('.mjs')) candidates.unshift(`${stem}.mts`);
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The import graph of the files under the given folders: file → the files it imports (within the same set). */
export function importGraph(dirs) {
  const files = dirs.flatMap((d) => filesUnder(path.resolve(root, d)));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const edges = new Set();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target && known.has(target)) edges.add(target);
    }
    graph.set(file, [...edges]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of two nodes or more, and nodes that import themselves. */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const strong = (v) => {
    // iterative Tarjan (deep trees would overflow a recursive one)
    const work = [[v, 0]];
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        frame[1]++;
        const w = next[i];
        if (!idx.has(w)) { idx.set(w, index); low.set(w, index); index++; stack.push(w); on.add(w); work.push([w, 0]); }
        else if (on.has(w)) low.set(node, Math.min(low.get(node), idx.get(w)));
      } else {
        work.pop();
        if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
        if (low.get(node) === idx.get(node)) {
          const component = [];
          let w;
          do { w = stack.pop(); on.delete(w); component.push(w); } while (w !== node);
          if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
        }
      }
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['src'];
  const found = circles(importGraph(dirs));
  for (const [i, c] of found.entries()) console.log(`circle ${i + 1} (${c.length} files):\n  ${c.map((f) => path.relative(root, f)).join('\n  ')}`);
  console.log(`${found.length} import circle${found.length === 1 ? '' : 's'} in ${dirs.join(', ')} (type-only imports included)`);
  process.exit(found.length > 0 ? 1 : 0);
}
