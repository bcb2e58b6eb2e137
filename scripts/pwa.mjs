// The service worker's precache list (ADR 058), written into dist/web/sw.js after the prerender (build-lib.mjs):
// vite-plugin-pwa compiles src/web/sw.ts with the injection point left in place, because the prerendered public pages
// and the route shells exist only once scripts/prerender.mjs has run.
//
// Precached: the HTML (public pages, signed-in and account shells, the app shell), the route-shell index, the
// customer area's JavaScript and CSS, the artwork, the icons and the manifest. Not precached: the staff console's
// chunks (no customer needs them on their phone), the compressed twins (the browser gets them by content
// negotiation anyway), the legal PDFs, the build's own files, and of course nothing of the API.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getManifest } from 'workbox-build';

export const INJECTION_POINT = 'self.__WB_MANIFEST';

export const PRECACHE_GLOBS = ['**/*.{html,js,css,svg,png,webmanifest}', 'shells/index.json'];
export const PRECACHE_IGNORES = [
  'sw.js',
  '**/*.{br,gz}',
  'downloads/**',
  '.vite/**',
  '.build-stamp',
  // The staff console (ADR 042): its own chunks, named after its modules.
  'assets/staff-*',
];

/** Precache entries (url + revision; fingerprinted /assets/ files carry their hash in the name) for a built webDir. */
export async function precacheEntries(webDir) {
  const { manifestEntries, size, count, warnings } = await getManifest({
    globDirectory: webDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  if (warnings.length) throw new Error(`precache: ${warnings.join('; ')}`);
  const entries = manifestEntries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/^\//, '')}` }));
  return { entries, size, count };
}

/** Replaces the injection point of dist/web/sw.js with the precache list. */
export async function injectPrecache(webDir, log = console.log) {
  const swFile = path.join(webDir, 'sw.js');
  const source = await readFile(swFile, 'utf8');
  const at = source.split(INJECTION_POINT).length - 1;
  if (at !== 1) throw new Error(`precache: dist/web/sw.js must contain ${INJECTION_POINT} exactly once (found ${at})`);
  const { entries, size, count } = await precacheEntries(webDir);
  await writeFile(swFile, source.replace(INJECTION_POINT, JSON.stringify(entries)));
  log?.(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB uncompressed)`);
  return entries;
}
