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

const WEB_INPUTS = ['src/web', 'src/shared', 'generated', 'vite.config.ts', 'package-lock.json'];
const SERVER_INPUTS = ['src/server', 'src/shared', 'generated', 'package-lock.json'];

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

export function buildServer(options = {}) {
  return withBuildLock(() => buildServerUnlocked(options));
}

async function buildWebUnlocked({ force = false } = {}) {
  if (!force && !(await isStale('dist/web/.build-stamp', WEB_INPUTS))) return false;
  const stamp = await stampOf(WEB_INPUTS);
  const { build } = await import('vite');
  await build({ configFile: r('vite.config.ts'), logLevel: process.env.CI ? 'warn' : 'info' });
  await writeFile(r('dist/web/.build-stamp'), String(stamp));
  return true;
}

async function buildServerUnlocked({ force = false } = {}) {
  if (!force && !(await isStale('dist/server/.build-stamp', SERVER_INPUTS))) return false;
  const stamp = await stampOf(SERVER_INPUTS);
  await mkdir(r('dist/server'), { recursive: true });
  await esbuild({
    entryPoints: [r('src/server/server.ts')],
    outfile: r('dist/server/server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(r('src/server/db/migrations'), r('dist/server/migrations'), { recursive: true });
  await writeFile(r('dist/server/.build-stamp'), String(stamp));
  return true;
}
