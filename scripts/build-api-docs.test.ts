/**
 * The API reference build (scripts/build-api-docs.mjs, ADR 031) on the real contract with the real `redocly build-docs`:
 * the page keeps no inline script but the hashed ones, every inline part it keeps has its hash in csp.json, and the
 * script loads nothing from a CDN nor probes eval.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocs } from './build-api-docs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('npm run build: the API reference (dist/api-docs)', () => {
  let dir = '';
  let page = '';
  let script = '';
  let csp: Record<string, string[]> = {};
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'api-docs-build-'));
    await buildApiDocs({ root, outDir: dir });
    page = await readFile(path.join(dir, 'index.html'), 'utf8');
    script = await readFile(path.join(dir, 'redoc.js'), 'utf8');
    csp = JSON.parse(await readFile(path.join(dir, 'csp.json'), 'utf8')) as Record<string, string[]>;
  }, 180_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is prerendered from the contract, with Redoc and the contract in a script file', () => {
    expect(page).toContain('Every path below is relative to the server URL');
    expect(page).toContain('<script type="module" src="/api/docs/redoc.js"></script>');
    expect(script).toContain('hydrate(__redoc_definition');
    expect(script).toContain('"operationId":"chargeCard"');
  });

  it('lists the hash of every inline script, style block and style attribute it keeps, and nothing unsafe', () => {
    const scripts = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const styles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const attributes = [...page.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const text of scripts) expect(csp['script-src']).toContain(sha256(text));
    for (const text of [...styles, ...attributes]) expect(csp['style-src']).toContain(sha256(text));
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(page).not.toMatch(/\son[a-z]+="/i);
  });

  it('loads nothing from a CDN and does not probe eval', () => {
    expect(script).not.toContain('cdn.redoc.ly/redoc/logo');
    expect(script).toContain('/api/docs/redocly-logo.svg');
    expect(script).not.toMatch(/_factory\?\?=Function/);
    expect(page).not.toMatch(/\ssrc="https?:/);
  });
});
