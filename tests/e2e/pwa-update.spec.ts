/**
 * A new version of the installable app (issue 28, ADR 058, ADR 065) against the real built server: the page registers
 * /sw.js with the Service Worker API (src/web/lib/pwa-register.ts); when the server then serves another /sw.js (a
 * deploy), the new worker installs in the background and waits, the page says "A new version is ready." with Reload
 * and Later, and Reload hands over to the new worker (SKIP_WAITING) and reloads the page once under it. The deploy is
 * played by rewriting dist/web/sw.js (and its compressed twins) with one more line; the original bytes are put back
 * afterwards.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { root } from '../../scripts/build-lib.mjs';
import { seriousViolations } from '../support/axe';
import { launchProfile, PHONE } from '../support/browser';

const baseUrl = inject('baseUrl');
const SW = path.join(root, 'dist/web/sw.js');
const TWINS = { [`${SW}.gz`]: gzipSync, [`${SW}.br`]: brotliCompressSync } as const;

let profile = '';
let context: BrowserContext;
const originals = new Map<string, Buffer>();

/** Serves another version of /sw.js from now on: the same worker with one more line. */
async function deployNewWorker(stamp: string) {
  const next = Buffer.concat([originals.get(SW)!, Buffer.from(`\n// version ${stamp}\n`)]);
  await writeFile(SW, next);
  for (const [file, compress] of Object.entries(TWINS)) if (originals.has(file)) await writeFile(file, compress(next));
}

describe('a new version of the app (ADR 058, 065)', () => {
  beforeAll(async () => {
    for (const file of [SW, ...Object.keys(TWINS)]) {
      try {
        originals.set(file, await readFile(file));
      } catch {
        // A twin the build did not write.
      }
    }
    profile = await mkdtemp(path.join(tmpdir(), 'elaundry-pwa-update-'));
    context = await launchProfile(profile, {
            baseURL: baseUrl,
      viewport: PHONE,
    });
  }, 60_000);

  afterAll(async () => {
    for (const [file, bytes] of originals) await writeFile(file, bytes);
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  }, 30_000);

  it('a deploy is offered as "A new version is ready."; Later keeps the page, Reload reloads it once under the new worker', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto('/about');
    // The first version installs and takes control: nothing to offer.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${baseUrl}/sw.js`);
    await page.waitForTimeout(500);
    expect(await page.getByText('A new version is ready.').count()).toBe(0);
    // The browser's own view of the worker versions (CDP): which one is activated, which are gone.
    const cdp = await context.newCDPSession(page);
    const versions = new Map<string, string>();
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: Array<{ versionId: string; status: string }> }) => {
      for (const v of updated) versions.set(v.versionId, v.status);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => [...versions.values()].filter((s) => s === 'activated').length).toBe(1);
    const [first] = [...versions].find(([, status]) => status === 'activated')!;

    // A deploy: the page asks for updates as the browser does on a navigation; the new version installs and waits.
    await deployNewWorker('b');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Later: the banner goes, the page and its worker stay.
    await page.getByRole('button', { name: 'Later' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

    // The next visit offers it again (the version still waits); Reload hands over and reloads once.
    await page.reload();
    await banner.waitFor({ timeout: 30_000 });
    let loads = 0;
    page.on('load', () => loads++);
    const handedOver = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await handedOver;
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: Boolean(r?.waiting), controlled: Boolean(navigator.serviceWorker.controller) }))))
      .toEqual({ waiting: false, controlled: true });
    // The worker in control is the new version; the first one is gone.
    await expect.poll(() => [...versions].filter(([id, status]) => id !== first && status === 'activated').length).toBe(1);
    expect(versions.get(first)).toBe('redundant');
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await page.getByText('A new version is ready.').count()).toBe(0);
    expect(errors).toEqual([]);
    await cdp.detach();
  });
});
