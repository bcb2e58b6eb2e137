// The import aliases, read from package.json "imports" (#generated/*, #web/*, #server/*, #shared/*): the one list.
// Node and esbuild read "imports" themselves; TypeScript, tsx and esbuild also read tsconfig.json "paths", which
// mirror it (TypeScript probes .ts/.tsx extensions only through "paths"; scripts/import-aliases.test.ts checks the
// two agree); Vite and Vitest get the list from here as resolve.alias.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ '#web/*': './src/web/*', … }` from package.json. */
export function importMap() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.imports ?? {};
}

/** Vite's resolve.alias entries: `#web/x` → `<root>/src/web/x` (Vite then probes the extensions). */
export function viteAliases() {
  return Object.entries(importMap()).map(([key, target]) => {
    const prefix = key.replace(/\*$/, '');
    const dir = path.join(root, target.replace(/\/?\*$/, ''));
    return { find: new RegExp(`^${prefix.replace(/[/#]/g, (c) => `\\${c}`)}`), replacement: `${dir}/` };
  });
}
