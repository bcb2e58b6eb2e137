/**
 * GET /api/docs: the API reference page built by `npm run build` (dist/api-docs), under ADR 010's CSP extended only by
 * the hashes the build recorded for the page's inline parts; every other answer keeps the strict policy.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { apiDocsPlugin } from './api-docs.js';
import { securityHeaders } from './security-headers.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STYLE = 'body{margin:0}';
const SCRIPT = "document.documentElement.classList.add('light')";
const ATTRIBUTE = 'display:none';
const PAGE = `<!doctype html><html lang="en"><head><title>e-laundry API reference</title><style>${STYLE}</style></head>
<body><div id="redoc"><script>${SCRIPT}</script><div style="${ATTRIBUTE}">Charge a card for a machine cycle</div></div>
<script type="module" src="/api/docs/redoc.js"></script></body></html>`;
const CSP = {
  'script-src': [sha256(SCRIPT)],
  'style-src': [sha256(STYLE), sha256(''), "'unsafe-hashes'", sha256(ATTRIBUTE)],
  'font-src': ['data:'],
};

/** The CSP header as a map: directive → its sources. */
const directives = (header: string) =>
  new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

async function appWith(docs: Record<string, string | Buffer> | null) {
  const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-api-docs-'));
  for (const [file, content] of Object.entries(docs ?? {})) await writeFile(path.join(dir, file), content);
  const config = loadConfig({ NODE_ENV: 'test' }, { webDir: '/nonexistent', apiDocsDir: docs ? dir : path.join(dir, 'absent') });
  const app = await buildApp(config, await openDatabase({}));
  return { app, stop: async () => (await app.close(), await rm(dir, { recursive: true, force: true })) };
}

describe('GET /api/docs (built)', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, stop } = await appWith({
      'index.html': PAGE,
      'index.html.br': brotliCompressSync(PAGE),
      'redoc.js': 'export {};',
      'redocly-logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'csp.json': JSON.stringify(CSP),
    }));
  });
  afterAll(() => stop());

  it('answers 200 HTML under the strict CSP plus the page’s own hashes, and nothing looser', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Charge a card for a machine cycle');
    const header = String(res.headers['content-security-policy']);
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const got = directives(header);
    const strict = directives(securityHeaders('http://localhost:8080')['content-security-policy']!);
    for (const [name, sources] of strict) {
      const extra = CSP[name as keyof typeof CSP] ?? [];
      expect(got.get(name), name).toEqual([...sources, ...extra]);
    }
    expect([...got.keys()].sort()).toEqual([...strict.keys()].sort());
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the strict CSP on every other answer (the SPA, the API, the page’s script)', async () => {
    const strict = securityHeaders('http://localhost:8080')['content-security-policy'];
    for (const url of ['/', '/api/v1/health', '/api/docs/redoc.js', '/api/docs/redocly-logo.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(strict);
    }
    const script = await app.inject({ method: 'GET', url: '/api/docs/redoc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends the brotli twin to a client that accepts it, the plain file otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    const refused = await app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(PAGE);
  });

  it('redirects /api/docs/ to /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/docs');
  });
});

describe('GET /api/docs (not built, or a csp.json that would loosen the policy)', () => {
  // The plugin alone (no database): the pipeline around it is covered above.
  async function docsOnly(docs: Record<string, string> | null) {
    const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-api-docs-'));
    for (const [file, content] of Object.entries(docs ?? {})) await writeFile(path.join(dir, file), content);
    const app = Fastify();
    await app.register(apiDocsPlugin, { dir: docs ? dir : path.join(dir, 'absent') });
    return { app, stop: async () => (await app.close(), await rm(dir, { recursive: true, force: true })) };
  }

  it('answers 404 in the envelope, naming the command', async () => {
    const { app, stop } = await docsOnly(null);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'The API reference is not built. Run `npm run build` (npm start does it for you).' });
    } finally {
      await stop();
    }
  });

  it.each([
    ['unsafe-inline scripts', { 'script-src': ["'unsafe-inline'"] }],
    ['unsafe-eval', { 'script-src': ["'unsafe-eval'"] }],
    ['another origin', { 'style-src': ['https://cdn.example.com'] }],
    ['another directive', { 'connect-src': ['https://telemetry.example.com'] }],
  ])('refuses to serve the page with %s', async (_name, csp) => {
    const { app, stop } = await docsOnly({ 'index.html': PAGE, 'csp.json': JSON.stringify(csp) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Charge a card');
    } finally {
      await stop();
    }
  });

  it('serves the page with the hashes alone (the control of the cases above)', async () => {
    const { app, stop } = await docsOnly({ 'index.html': PAGE, 'csp.json': JSON.stringify(CSP) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Charge a card');
    } finally {
      await stop();
    }
  });
});
