// The API reference served at /api/docs (ADR 031): Redocly's `build-docs` (Redoc, shipped with @redocly/cli) renders
// generated/openapi.yaml to one prerendered HTML page, which is then made to work offline and under the strict CSP
// (ADR 010) without 'unsafe-inline':
// - Redoc's inline module script (its bundle, the contract and the hydrate call) becomes the file redoc.js (script-src
//   'self');
// - what stays inline (the prerendered <style> blocks, Redoc's two-line colour-mode script, a few style="" attributes)
//   is allowed by its SHA-256 hash only, plus the hash of an empty style element: styled-components creates one and
//   fills it through the CSSOM, which CSP does not restrict (without it, hydration fails);
// - Redoc's attribution logo, loaded from a CDN, is a local file (no request leaves the site).
// csp.json lists those additions; the server adds them to the CSP of that one page and nowhere else.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const LOGO = 'redocly-logo.svg';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="18" viewBox="0 0 64 18" role="img" aria-label="Redocly">' +
  '<text x="0" y="14" font-family="system-ui, sans-serif" font-size="14" font-weight="600" fill="#0044d4">Redocly</text></svg>\n';

async function renderWithRedocly(root, spec) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'api-docs-'));
  try {
    const out = path.join(tmp, 'docs.html');
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const args = [cli, 'build-docs', spec, '--output', out, '--inlineBundle', '--title', 'e-laundry API reference', '--lint-config', 'off'];
    // Telemetry off: the CLI would try to reach Redocly, and the page would be built with its telemetry enabled.
    await promisify(execFile)(process.execPath, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off' }, maxBuffer: 16 * 1024 * 1024 });
    return await readFile(out, 'utf8');
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Turns build-docs' one-file page into { 'index.html', 'redoc.js', csp } (throws when its shape is not the expected one). */
export function adaptForCsp(html, base = '/api/docs') {
  const modules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
  if (modules.length !== 1) throw new Error(`build-docs: expected one inline module script, found ${modules.length}`);
  let script = modules[0][1];
  const cdnLogos = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
  script = script.replace(cdnLogos, `${base}/${LOGO}`);
  // Redoc's search (FlexSearch) probes `Function(code)` to decide whether it may index in a worker: under a CSP without
  // 'unsafe-eval' the probe throws, is caught, and search runs in the page, but the browser reports a violation. The
  // probe is replaced by its answer under this CSP ("no worker"). The build fails when the probe is not found, so an
  // upgrade of @redocly/cli is looked at (and checked in a browser) rather than shipped with a violation.
  const probe = /try\{return (\w+)\._factory\?\?=Function\((\w+)\),!0\}catch\{return!1\}/g;
  if ([...script.matchAll(probe)].length !== 1) throw new Error('build-docs: Redoc\'s search worker probe (Function(…)) was not found once');
  script = script.replace(probe, 'return!1');
  const page = html.replace(modules[0][0], `<script type="module" src="${base}/redoc.js"></script>`);

  // Nothing may load from another origin (links to other sites are fine): no src= or <link href=> to http(s) in the
  // page. (What the script loads at run time is checked in a browser: docs/decisions/031.)
  const remote = [...page.matchAll(/\ssrc="(https?:[^"]+)"|<link[^>]*\shref="(https?:[^"]+)"/g)].map((m) => m[1] ?? m[2]);
  if (remote.length) throw new Error(`build-docs: the page loads from another origin: ${remote.join(', ')}`);
  if (/\son[a-z]+="/i.test(page)) throw new Error('build-docs: the page has an inline event handler attribute');

  const inlineScripts = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const inlineStyles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const styleAttributes = [...new Set([...page.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')))];
  const csp = {
    'script-src': inlineScripts.map(sha256),
    'style-src': [
      ...inlineStyles.map(sha256),
      sha256(''),
      ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes.map(sha256)] : []),
    ],
    // Redoc's icon font is a data: URL inside its styles.
    'font-src': ['data:'],
  };
  return { 'index.html': page, 'redoc.js': script, csp };
}

/**
 * Brotli and gzip twins of the page and its script. Brotli quality 7, not the SPA's 11: on Redoc's 2.4 MB script, 11
 * takes about 45 s here and saves 10 % (607 KB at 7); this is a reference page for developers, not a customer page.
 */
async function writeTwins(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    promisify(zlib.brotliCompress)(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    promisify(zlib.gzip)(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
}

/** Builds the API reference into outDir: index.html, redoc.js, the logo, csp.json, and .br/.gz twins. */
export async function buildApiDocs({ root, outDir, spec = 'generated/openapi.yaml' }) {
  const adapted = adaptForCsp(await renderWithRedocly(root, spec));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), adapted['index.html']);
  await writeFile(path.join(outDir, 'redoc.js'), adapted['redoc.js']);
  await writeFile(path.join(outDir, LOGO), LOGO_SVG);
  await writeFile(path.join(outDir, 'csp.json'), `${JSON.stringify(adapted.csp, null, 2)}\n`);
  await Promise.all(['index.html', 'redoc.js'].map((file) => writeTwins(path.join(outDir, file))));
}
