// Build steps shared by `npm run build`, `npm start` and the test setups.
import { cp, mkdir, readdir, rm, rmdir, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = (p) => path.join(root, p);

async function newestMtime(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

const WEB_INPUTS = [
  'src/web',
  'src/shared',
  'generated',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
  'scripts/legal-pdf.mjs',
  'scripts/pwa.mjs',
];
const SERVER_INPUTS = ['src/server', 'src/shared', 'generated', 'package-lock.json'];
const DOCS_INPUTS = ['generated/openapi.yaml', 'package-lock.json', 'scripts/build-api-docs.mjs'];

/** The inputs' newest mtime, for a cheap "is the build stale?" check. */
const stampOf = async (inputs) => Math.max(...(await Promise.all(inputs.map((p) => newestMtime(r(p))))));

async function isStale(stampFile, inputs) {
  const recorded = Number(await readFile(r(stampFile), 'utf8').catch(() => '0'));
  return recorded < (await stampOf(inputs));
}

/**
 * One build at a time across processes (test suites and npm start may race to build the same dist/):
 * a directory lock, taken over when older than two minutes (a crashed builder).
 */
async function withBuildLock(fn) {
  const lock = r('dist/.build-lock');
  await mkdir(r('dist'), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > 120_000) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

export function buildWeb(options = {}) {
  return withBuildLock(() => buildWebUnlocked(options));
}

/** Whether dist/server is older than its sources (or missing): a cheap check without the build lock. */
export function serverBuildStale() {
  return isStale('dist/server/.build-stamp', SERVER_INPUTS);
}

export function buildServer(options = {}) {
  return withBuildLock(() => buildServerUnlocked(options));
}

/** The API reference served at /api/docs (dist/api-docs, ADR 031): its own page, nothing of it in the SPA's bundle. */
export function buildDocs(options = {}) {
  return withBuildLock(() => buildDocsUnlocked(options));
}

async function buildDocsUnlocked({ force = false } = {}) {
  if (!force && !(await isStale('dist/api-docs/.build-stamp', DOCS_INPUTS))) return false;
  const stamp = await stampOf(DOCS_INPUTS);
  const { buildApiDocs } = await import('./build-api-docs.mjs');
  await buildApiDocs({ root, outDir: r('dist/api-docs') });
  await writeFile(r('dist/api-docs/.build-stamp'), String(stamp));
  return true;
}

async function buildWebUnlocked({ force = false } = {}) {
  if (!force && !(await isStale('dist/web/.build-stamp', WEB_INPUTS))) return false;
  const stamp = await stampOf(WEB_INPUTS);
  const { build } = await import('vite');
  // Always a production bundle, also when called from a test runner (vitest sets NODE_ENV=test, which would make
  // Vite build React's development bundles): the tests must exercise what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildWebSteps(build, stamp);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildWebSteps(build, stamp) {
  // The footer's copyright year as of the build: the prerendered markup shows it, the client then shows the
  // current year without a hydration mismatch (see features/public/site/current-year.ts).
  process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());
  const logLevel = process.env.CI ? 'warn' : 'info';
  // SVG artwork stays a separate, cacheable file (never a data: URL inside the JavaScript), in both builds so
  // that the prerendered markup and the client agree on every image URL.
  const assetsInlineLimit = (file) => (file.endsWith('.svg') ? false : undefined);
  // 1. The client bundle, with a manifest for the prerender (which deletes it afterwards).
  // No modulepreload polyfill: every browser the site supports has modulepreload (and the public pages preload
  // from their boot script).
  await build({
    configFile: r('vite.config.ts'),
    logLevel,
    build: { manifest: true, assetsInlineLimit, modulePreload: { polyfill: false } },
  });
  // 2. The same app built for Node, to render the public pages at build time (not shipped).
  await build({
    configFile: r('vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'entry-server.tsx',
      outDir: r('dist/.ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      assetsInlineLimit,
    },
  });
  // 3. Prerendered HTML per public route + the SPA shell, then the legal PDFs from the pages' text source.
  const { prerender, writeCompressed } = await import('./prerender.mjs');
  await prerender({ webDir: r('dist/web'), ssrEntry: r('dist/.ssr/entry-server.js'), log: process.env.CI ? null : console.log });
  const { writeLegalPdfs } = await import('./legal-pdf.mjs');
  await writeLegalPdfs({ outDir: r('dist/web/downloads') });
  // The service worker's precache list, now that every page and shell exists (ADR 058).
  const { injectPrecache } = await import('./pwa.mjs');
  await injectPrecache(r('dist/web'), process.env.CI ? null : console.log);
  // 4. Brotli and gzip twins of the text files, served by src/server/plugins/spa.ts.
  await writeCompressed(r('dist/web'));
  await writeFile(r('dist/web/.build-stamp'), String(stamp));
  return true;
}

/**
 * The packages bundled into dist/server; every other package stays external (loaded from node_modules at run time).
 * drizzle-orm: its package.json (179 KB, an exports map of some 2,000 entries) is looked up by Node's loader for each of
 * the ~200 modules an import of it loads — 1.0 s of every start of a built server or operator command (a CPU profile of
 * `ops --help`: 0.7 s of 1.3 s in package_json_reader). Bundled, it is a part of one module: `ops --help` takes 0.3 s.
 */
const BUNDLED_PACKAGES = ['drizzle-orm'];
function packagesExternalBut(bundled) {
  const own = (name) => bundled.some((p) => name === p || name.startsWith(`${p}/`));
  return {
    name: 'packages-external-but',
    setup(build) {
      // A bare specifier (not relative, absolute or a `#` import of package.json) names a package.
      build.onResolve({ filter: /^[^./#]/ }, (args) => (own(args.path) ? undefined : { path: args.path, external: true }));
    },
  };
}

async function buildServerUnlocked({ force = false } = {}) {
  if (!force && !(await isStale('dist/server/.build-stamp', SERVER_INPUTS))) return false;
  const stamp = await stampOf(SERVER_INPUTS);
  await mkdir(r('dist/server'), { recursive: true });
  // The server and the operator commands (node dist/server/ops.mjs <command>: production needs no tsx); sandbox.mjs is
  // the standalone sandbox gateway of the scale suite and demos (never production).
  await esbuild({
    entryPoints: { server: r('src/server/server.ts'), ops: r('src/server/ops/index.ts'), sandbox: r('src/server/sandbox-server.ts') },
    outdir: r('dist/server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesExternalBut(BUNDLED_PACKAGES)],
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(r('src/server/db/migrations'), r('dist/server/migrations'), { recursive: true });
  await writeFile(r('dist/server/.build-stamp'), String(stamp));
  return true;
}
