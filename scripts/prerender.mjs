// Build-time prerendering of the public pages (called by buildWeb in build-lib.mjs after the Vite builds).
//
// Input:  dist/web (the client build, with .vite/manifest.json) and the SSR build of src/web/entry-server.tsx.
// Output: dist/web/<page>.html for every public route (index.html for "/"), each with its own <title>,
//         meta description, the page chunk's stylesheets (so the first paint is styled: no layout shift) and
//         modulepreloads, plus dist/web/app-shell.html: the unrendered SPA shell for every other route
//         (src/server/plugins/spa.ts serves it as the history fallback).
// The client hydrates the prerendered markup (main.tsx). Nothing inline is added: the CSP forbids inline
// scripts and styles, and a prerendered page must not contain any.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The chunk file, its static imports and every stylesheet they need, from Vite's manifest. */
export function chunkAssets(manifest, key, seen = new Set()) {
  const out = { js: [], css: [] };
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const entry = manifest[k];
    if (!entry) throw new Error(`Vite manifest has no entry ${k}`);
    out.js.push(entry.file);
    for (const css of entry.css ?? []) if (!out.css.includes(css)) out.css.push(css);
    for (const dep of entry.imports ?? []) walk(dep);
  };
  walk(key);
  return out;
}

/** Replaces the <title> and the meta description of the Vite template. */
function withHead(template, { title, description, extraHead }) {
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  html = html.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttr(description)}" />`,
  );
  if (!html.includes(`<title>${escapeText(title)}</title>`) || !html.includes(escapeAttr(description))) {
    throw new Error('prerender: the template (src/web/index.html) must have a <title> and a meta description');
  }
  return html.replace(/\n\s*<\/head>/, `\n${extraHead}\n  </head>`);
}

/**
 * The boot script reads the session where lib/session.ts does: this device's (localStorage, "Remember me") first,
 * then this tab's (ADR 062).
 *
 * The prerendered pages (and the account screens' shells) start their JavaScript only after the first contentful
 * paint: the page is complete and readable without it (links are plain links), so on slow mobile data the HTML, CSS
 * and hero image get the connection first, and the app then hydrates (or, for a shell, renders). This tiny classic script (allowed by the CSP: same origin, not inline) reads the entry
 * and the modules to preload from its own data attributes.
 */
const BOOT_SOURCE = `/* e-laundry: hydrates the prerendered page once it has painted (scripts/prerender.mjs). */
(function () {
  var me = document.currentScript;
  // A signed-in route's shell: this script is loaded without defer, so that it runs before the first paint; without a
  // session (as src/web/lib/session.ts reads it) the shell is hidden (global.css) and the app sends the visitor to
  // the login instead of showing them somebody's account for a moment.
  if (me.hasAttribute('data-signed-in')) {
    var signedIn = false;
    try {
      var stored = JSON.parse(localStorage.getItem('session') || sessionStorage.getItem('session') || 'null');
      var value = stored && stored.value;
      signedIn = !!(value && value.logged_in && value.user && value.user.token) &&
        !(typeof stored.expires_at === 'number' && stored.expires_at <= Date.now());
    } catch (e) {
      signedIn = false;
    }
    if (!signedIn) document.documentElement.setAttribute('data-signed-out', '');
  }
  // Nothing is painted then: no paint to wait for.
  var hidden = document.documentElement.hasAttribute('data-signed-out');
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function el(tag, props) {
    var node = document.createElement(tag);
    for (var k in props) node[k] = props[k];
    node.crossOrigin = '';
    node.fetchPriority = 'low';
    return node;
  }
  function start() {
    var all = document.createDocumentFragment();
    all.appendChild(el('script', { type: 'module', src: entry }));
    // A hidden signed-in shell's chunks are not what the app will show.
    if (!hidden) preload.forEach(function (href) {
      var css = /\.css$/.test(href);
      all.appendChild(el('link', css ? { rel: 'preload', as: 'style', href: href } : { rel: 'modulepreload', href: href }));
    });
    document.head.appendChild(all);
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  // After the first contentful paint has been presented (on a busy phone that is later than the first frame's
  // callbacks); where paint timing is missing, after the first frame. A tab that never paints (hidden) starts anyway.
  var supported = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (hidden) {
    setTimeout(once, 0);
  } else if (supported) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(once, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(once, 0); });
  }
  setTimeout(once, 3000);
})();
`;

async function writeBootScript(webDir) {
  const hash = createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  await writeFile(path.join(webDir, file), BOOT_SOURCE);
  return `/${file}`;
}

/** Replaces Vite's module script and modulepreloads with the boot script, which loads them after the first paint. */
function bootAfterPaint(html, bootUrl, pagePreloads, { signedIn = false } = {}) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html);
  if (!entry) throw new Error('prerender: the template has no module script');
  const preloads = [];
  let out = html.replace(entry[0], '');
  out = out.replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href) => {
    preloads.push(href);
    return '';
  });
  const all = [...preloads, ...pagePreloads].join(' ');
  return out.replace(
    /\n\s*<\/head>/,
    // A signed-in shell's boot script runs before the first paint (no defer): it checks the session.
    `\n    <script${signedIn ? '' : ' defer'} src="${bootUrl}"${signedIn ? ' data-signed-in' : ''} data-entry="${entry[1]}" data-preload="${all}"></script>\n  </head>`,
  );
}

/**
 * A shell is a picture of the first render until the app renders over it: its forms, form controls and buttons are
 * inert (its links work: they are plain links). Text typed into a field would vanish when the app's own render
 * replaces it; a form submitted by the browser itself would put what was typed (a password) into the address as a
 * GET query; a button pressed before the app has taken over would do nothing. Inert, none of them takes the focus or
 * a click, and a test's click waits for the app's own button.
 */
export const inertControls = (body) => body.replace(/<(form|input|textarea|select|button)\b/g, '<$1 inert');

/**
 * A shell drawn with stand-ins for its route parameters may only show them, verbatim: the server replaces them with
 * the request's own. Two renders with different stand-ins must then be the same markup once each is blanked out.
 */
function assertParamsOnlyShown(shell, body, otherBody, shellParam) {
  let a = body;
  let b = otherBody;
  for (const name of Object.keys(shell.params)) {
    a = a.split(shellParam(name, 'a')).join('\u0000');
    b = b.split(shellParam(name, 'b')).join('\u0000');
  }
  if (a !== b) throw new Error(`prerender: the shell of ${shell.path} depends on its parameters otherwise than by showing them`);
}

/** The public pages with parameters (pattern → file), read by src/server/plugins/spa.ts. */
export const PATTERNS_INDEX = 'patterns/index.json';

/** Written by writeShells, read by src/server/plugins/spa.ts. */
export const SHELLS_INDEX = 'shells/index.json';

const ROUTES_SOURCE = fileURLToPath(new URL('../src/web/app/routes.ts', import.meta.url));
/** The signed-in routes' pages, named apart from routes.ts (ADR 065). */
const SIGNED_IN_PAGES_SOURCE = fileURLToPath(new URL('../src/web/app/protected-pages.ts', import.meta.url));

/**
 * Route path → its page module's key in Vite's manifest (relative to src/web), read from app/routes.ts and
 * app/protected-pages.ts:
 * `{ path: '/login', … Page: lazyPage(() => import('#web/features/auth/login-page'), …) }`, or `Page: name` for a
 * `const name = lazyPage(() => import('#web/…'), …)` shared by several routes.
 */
export function routePageModules(source) {
  const named = new Map();
  for (const [, name, mod] of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('#web\/([^']+)'\)/g)) named.set(name, mod);
  const modules = new Map();
  for (const [, routePath, inline, name] of source.matchAll(
    /path: '([^']+)'[^{}]*?Page: (?:lazyPage\(\(\) => import\('#web\/([^']+)'\)|(\w+)\b)/g,
  )) {
    const mod = inline ?? named.get(name);
    if (mod) modules.set(routePath, `${mod}.tsx`);
  }
  return modules;
}

/**
 * dist/web/shells/<path>.html for the account screens and the signed-in routes without parameters (entry-server.tsx
 * `shells`; src/server/plugins/spa.ts serves them), instead of the empty app shell (ADR 026, ADR 030). Each is
 * painted at once from HTML and CSS, and like a public page starts its JavaScript after that paint, with its own
 * chunks and their stylesheets preloaded alongside the entry:
 * - an account screen (/login, /sign-up…): layout, title, caption and the page's loading state (its LCP is the
 *   caption); chunks: the data layer, the page, the toasts;
 * - a signed-in route: the signed-in layout and the page's first render without data (the dashboard's LCP, its
 *   referral text, is in it); chunks: the signed-in area, the page, the toasts. Its boot script runs before the first
 *   paint and hides the shell when there is no session (data-signed-out).
 */
async function writeShells({ webDir, ssr, template, manifest, entryKey, rootAssets, reactDomJs, bootUrl }) {
  const modules = routePageModules((await Promise.all([ROUTES_SOURCE, SIGNED_IN_PAGES_SOURCE].map((f) => readFile(f, 'utf8')))).join('\n'));
  const assetsOf = (keys) => {
    const js = [];
    const css = [];
    for (const key of keys) {
      const assets = chunkAssets(manifest, key, new Set([entryKey]));
      for (const f of assets.js) if (!rootAssets.js.includes(f) && !reactDomJs.includes(f) && !js.includes(f)) js.push(f);
      for (const f of assets.css) if (!rootAssets.css.includes(f) && !css.includes(f)) css.push(f);
    }
    return { js, css };
  };
  await mkdir(path.join(webDir, 'shells'), { recursive: true });
  const written = [];
  for (const shell of ssr.shells) {
    const pageModule = modules.get(shell.path);
    if (!pageModule) throw new Error(`prerender: no page module found for ${shell.path} in ${ROUTES_SOURCE} or ${SIGNED_IN_PAGES_SOURCE}`);
    const body = await ssr.renderShell(shell);
    if (!body) throw new Error(`prerender: the shell of ${shell.path} rendered nothing`);
    assertParamsOnlyShown(shell, body, await ssr.renderShell(shell, 'b'), ssr.shellParam);
    if (/<script\b/i.test(body) || /\sstyle="/i.test(body)) {
      throw new Error(`prerender: the shell of ${shell.path} has an inline script or style attribute, which the CSP forbids`);
    }
    const area = shell.area === 'account' ? 'app/data-provider.tsx' : 'app/protected-area.tsx';
    const { js, css } = assetsOf([area, 'app/toaster.tsx', pageModule]);
    // A signed-in shell's markup is the signed-in layout and the page: their stylesheets style its first paint, as on
    // the public pages (render-blocking). The account layout's are in the root stylesheet already.
    const painted = shell.area === 'protected' ? assetsOf([area, pageModule]).css : [];
    const titled = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(shell.title)}</title>`)
      .replace(/\n\s*<\/head>/, `\n${painted.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`).join('\n')}\n  </head>`);
    const preloads = [...reactDomJs, ...js, ...css.filter((f) => !painted.includes(f))].map((f) => `/${f}`);
    const html = bootAfterPaint(titled, bootUrl, preloads, { signedIn: shell.area === 'protected' });
    const file = `shells/${shell.path.slice(1).replace(/[/:]/g, '-')}.html`;
    await writeFile(path.join(webDir, file), html.replace('<div id="root"></div>', `<div id="root" data-shell="${shell.area}">${inertControls(body)}</div>`));
    // For src/server/plugins/spa.ts: a signed-in page's first render may depend on the query
    // (/payment-success?reference=…), so its shell, drawn without one, is served only without one; an account screen
    // with parameters gets the request's own filled into their stand-ins (ADR 030).
    const entry =
      shell.area === 'protected' ? { file, noQuery: true } : Object.keys(shell.params).length ? { file, params: shell.params } : file;
    written.push([shell.path, entry]);
  }
  // The server's map of them (path → file): a route's path is not recoverable from a file name.
  await writeFile(path.join(webDir, SHELLS_INDEX), JSON.stringify(Object.fromEntries(written), null, 2));
  return written;
}

export async function prerender({ webDir, ssrEntry, log = console.log }) {
  const templatePath = path.join(webDir, 'index.html');
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: dist/web/index.html is not a fresh Vite build');
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));

  // What the template already loads (the entry chunk and its static imports, the root stylesheet).
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rootAssets = chunkAssets(manifest, entryKey);

  // main.tsx imports react-dom dynamically (evaluated in a task of its own): preload it with the entry.
  const reactDom = (manifest[entryKey].dynamicImports ?? []).filter((k) => k.includes('react-dom'));
  const reactDomJs = reactDom
    .flatMap((k) => chunkAssets(manifest, k, new Set([entryKey])).js)
    .filter((f, i, all) => !rootAssets.js.includes(f) && all.indexOf(f) === i);
  if (reactDomJs.length === 0) throw new Error('prerender: expected main.tsx to import react-dom dynamically');

  // The SPA shell for account and signed-in routes (and anything unknown): the template as Vite wrote it, plus the
  // react-dom preload.
  const shell = template.replace(
    /\n\s*<\/head>/,
    `\n${reactDomJs.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join('\n')}\n  </head>`,
  );
  await writeFile(path.join(webDir, 'app-shell.html'), shell);

  const bootUrl = await writeBootScript(webDir);
  const ssr = await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`);
  const written = [];
  /** The public pages with parameters (/pay/:code): pattern → file, for src/server/plugins/spa.ts. */
  const patterns = {};
  for (const page of ssr.pages) {
    const body = await ssr.render(page.renderPath ?? page.path);
    if (page.renderPath) {
      // Served for every path of its pattern: its markup must not depend on the parameters.
      const other = await ssr.render(page.renderPath.replace(/shell-param-/g, 'shell-param-b-'));
      if (other.split('shell-param-b-').join('shell-param-') !== body) throw new Error(`prerender: ${page.path} depends on its parameters`);
      patterns[page.path] = page.file;
      await mkdir(path.dirname(path.join(webDir, page.file)), { recursive: true });
    }
    if (/<script\b/i.test(body) || /\sstyle="/i.test(body)) {
      throw new Error(`prerender: ${page.path} rendered an inline script or style attribute, which the CSP forbids`);
    }
    // The server build must point at the very files the client build wrote (same hashes).
    for (const [, url] of body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      if (!existsSync(path.join(webDir, url))) throw new Error(`prerender: ${page.path} refers to ${url}, which the client build lacks`);
    }
    const assets = chunkAssets(manifest, page.module, new Set([entryKey]));
    const js = [...reactDomJs, ...assets.js.filter((f) => !rootAssets.js.includes(f) && !reactDomJs.includes(f))];
    const css = assets.css.filter((f) => !rootAssets.css.includes(f));
    // React hoists the preload of a high-priority image into the markup; the head is the earlier place for it.
    const imagePreloads = [...body.matchAll(/<link rel="preload"[^>]*as="image"[^>]*\/?>/g)].map((m) => m[0]);
    const cleanBody = body.replace(/<link rel="preload"[^>]*as="image"[^>]*\/?>/g, '');
    const extraHead = [
      ...css.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
      ...imagePreloads.map((l) => `    ${l}`),
    ].join('\n');
    const html = bootAfterPaint(
      withHead(template, { title: page.title, description: page.description, extraHead }),
      bootUrl,
      js.map((f) => `/${f}`),
    )
      // The page reads fine without JavaScript: the shell's "needs JavaScript" notice does not apply.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', `<div id="root">${cleanBody}</div>`);
    await writeFile(path.join(webDir, page.file), html);
    written.push(page.file);
  }
  if (Object.keys(patterns).length) await writeFile(path.join(webDir, PATTERNS_INDEX), JSON.stringify(patterns, null, 2));
  const shells = await writeShells({ webDir, ssr, template, manifest, entryKey, rootAssets, reactDomJs, bootUrl });
  await rm(path.join(webDir, '.vite'), { recursive: true, force: true });
  log?.(`prerendered ${written.length} public pages: ${written.join(', ')}; ${shells.length} shells`);
  return written;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes .br and .gz twins of every compressible file of the build (served by @fastify/static's preCompressed
 * option): slow mobile connections get ~70% fewer bytes without compressing on every request.
 */
export async function writeCompressed(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const data = await readFile(file);
    if (data.length < 512) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
