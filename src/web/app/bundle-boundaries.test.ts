/**
 * Guards the bundle architecture (src/web/README.md): the root bundle and the public pages must not pull in the
 * data layer (TanStack Query, openapi-fetch), the toast library or any form library. Walks the STATIC import graph
 * (dynamic `import()` is where chunks split, so it is not followed).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

const repoRoot = path.resolve(webRoot, '../..');
const importMap: Record<string, string> = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).imports;
/** `#web/lib/api` → `<repo>/src/web/lib/api` through package.json "imports"; null for a bare package. */
function unalias(spec: string): string | null {
  for (const [key, target] of Object.entries(importMap)) {
    const prefix = key.replace(/\*$/, '');
    if (spec.startsWith(prefix)) return path.join(repoRoot, target.replace(/\*$/, ''), spec.slice(prefix.length));
  }
  return null;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = unalias(spec) ?? path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Files and bare packages reachable from `entry` through static imports. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (spec!.startsWith('.') || spec!.startsWith('#')) {
        const resolved = resolveLocal(file, spec!);
        if (!resolved) throw new Error(`cannot resolve ${spec} from ${file}`);
        queue.push(resolved);
      } else {
        packages.add(spec!);
      }
    }
  }
  return { files: [...files].map((f) => path.relative(webRoot, f)), packages: [...packages].sort() };
}

const FORBIDDEN_PACKAGES = [
  /^@tanstack\//,
  /^openapi-fetch/,
  /^openapi-react-query/,
  /^react-toastify/,
  /^@rjsf\//,
  /^react-phone-number-input/,
  /^qrcode\.react/,
];
const FORBIDDEN_FILES = ['lib/api.ts', 'lib/api-client.ts', 'lib/query-client.ts', 'lib/notify.ts', 'app/protected-pages.ts'];

describe('bundle boundaries', () => {
  it('the root bundle holds only React and wouter (no jotai: ADR 009), and not the signed-in pages\' table (ADR 065)', () => {
    const { files, packages } = staticGraph(path.join(webRoot, 'main.tsx'));
    const allowed = /^(react|react-dom\/client|react\/jsx-runtime|wouter(\/.*)?)$/;
    const bare = packages.filter((p) => !p.endsWith('.css'));
    expect(bare.filter((p) => !allowed.test(p))).toEqual([]);
    expect(files.filter((f) => FORBIDDEN_FILES.includes(f))).toEqual([]);
  });

  it('public pages do not pull in the data layer, toasts or form libraries', () => {
    const pages = ['home', 'about', 'location', 'services', 'contact', 'terms', 'privacy', 'not-found'];
    for (const page of pages) {
      const { files, packages } = staticGraph(path.join(webRoot, `features/public/${page}-page.tsx`));
      expect({ page, packages: packages.filter((p) => FORBIDDEN_PACKAGES.some((re) => re.test(p))) }).toEqual({
        page,
        packages: [],
      });
      expect({ page, files: files.filter((f) => FORBIDDEN_FILES.includes(f)) }).toEqual({ page, files: [] });
    }
  });

  it('the data layer is reachable from the lazily loaded providers (sanity check of the walker)', () => {
    const { files, packages } = staticGraph(path.join(webRoot, 'app/protected-area.tsx'));
    expect(files).toContain('lib/api.ts');
    expect(packages).toContain('@tanstack/react-query-persist-client');
    expect(packages).toContain('openapi-fetch');
    expect(files).toContain('app/protected-pages.ts');
  });
});

// ------------------------------------------------------------------ the staff console (ADR 042)

/** Every file of the web app (tests and their helpers in testing/, which only tests import, excluded). */
function webFiles(dir = webRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(webRoot, 'testing') ? [] : webFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The console's modules: app/staff/, features/staff/ and lib/staff-*. */
const isStaffModule = (relative: string) =>
  /^(app\/staff\/|features\/staff\/|lib\/staff-)/.test(relative.split(path.sep).join('/'));

/** Customer modules (everything else) whose static imports reach a staff module. */
function customerFilesReachingStaff(files: readonly string[]): string[] {
  const offenders: string[] = [];
  for (const file of files) {
    const relative = path.relative(webRoot, file);
    if (isStaffModule(relative)) continue;
    const reached = staticGraph(file).files.filter(isStaffModule);
    if (reached.length) offenders.push(`${relative} → ${reached.join(', ')}`);
  }
  return offenders;
}

const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('bundle boundaries: the staff console', () => {
  it('no customer module reaches a staff module through static imports (the console is never in a customer bundle)', () => {
    expect(customerFilesReachingStaff(webFiles())).toEqual([]);
  });

  it('only app/app.tsx loads the console, lazily, and only its entry (app/staff/staff-app)', () => {
    const loaders: string[] = [];
    for (const file of webFiles()) {
      const relative = path.relative(webRoot, file).split(path.sep).join('/');
      if (isStaffModule(relative)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
        if (/staff/.test(match[1]!)) loaders.push(`${relative} → ${match[1]}`);
      }
    }
    expect(loaders).toEqual(['app/app.tsx → ./staff/staff-app']);
  });

  it('a staff module imported from customer code is caught (negative control on a scratch copy)', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const scratch = mkdtempSync(path.join(webRoot, 'features/.scratch-'));
    try {
      const file = path.join(scratch, 'customer-page.tsx');
      writeFileSync(file, "import { StaffTeamPage } from '#web/features/staff/team/staff-team-page';\nexport const x = StaffTeamPage;\n");
      expect(customerFilesReachingStaff([file])).toEqual([
        expect.stringContaining('features/staff/team/staff-team-page.tsx'),
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('the console entry reaches its own client and the staff session (sanity check of the walker)', () => {
    const { files, packages } = staticGraph(path.join(webRoot, 'app/staff/staff-app.tsx'));
    expect(files).toContain('lib/staff-api.ts');
    expect(files).toContain('lib/staff-session.ts');
    expect(files).not.toContain('lib/api.ts');
    expect(packages).toContain('@tanstack/react-query');
  });
});
