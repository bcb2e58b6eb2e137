/**
 * The installable app (issue 28, ADR 058) against the real built server, in a persistent Chromium profile (an
 * incognito context is never installable):
 *  - Chromium finds the manifest (Page.getAppManifest: no errors, start URL the dashboard, the icons and a maskable
 *    one) and reports no installability error (Page.getInstallabilityErrors); the service worker is active; /sw.js and
 *    /manifest.webmanifest are served with their types and revalidated; every prerendered page links the manifest;
 *  - after one online visit the dashboard loads offline (context.setOffline) and shows the last-known balance and
 *    account number, marked "Offline — as of HH:MM", its Top up disabled; the API was never stored by the worker;
 *  - after sign-out nothing of that customer is left in the page's storage, an offline load shows none of it, and
 *    another customer signing in on the same browser sees only their own figures, online and offline.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchProfile, PHONE } from '../support/browser';
import { routeApiThroughGate } from '../support/contract-proxy';
import { createCustomer, signInToDashboard } from '../support/customers';

const SHOTS = process.env.PWA_SCREENS ?? '/work/wt/shots/pwa';
const baseUrl = inject('baseUrl');

let profile = '';
let context: BrowserContext;

const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();

async function logout(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** The page's sessionStorage keys of the persisted query cache. */
const cacheKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('e-laundry-query-cache')));

/** The dashboard's account number once the figures are in. */
async function accountNumber(page: Page): Promise<string> {
  await expect.poll(async () => (await figure(page, 'Account Number').textContent())?.trim() ?? '').toMatch(/\S/);
  return (await figure(page, 'Account Number').textContent())!.trim();
}

describe('installable app, useful offline (ADR 058)', () => {
  beforeAll(async () => {
    profile = await mkdtemp(path.join(tmpdir(), 'elaundry-pwa-'));
    context = await launchProfile(profile, {
            baseURL: baseUrl,
      viewport: PHONE,
    });
    const gate = inject('apiGate');
    await routeApiThroughGate(context, gate.baseUrl, gate.proxyUrl, gate.logFile);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  }, 30_000);

  it('Chromium finds the manifest and the service worker: installable, nothing missing', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto('/');
    // Registered after load and idle: ready resolves with an active worker.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null))).toBe(`${baseUrl}/sw.js`);

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { start_url: string; display: string; icons: Array<{ sizes: string; purpose?: string }> };
    expect(data).toMatchObject({ start_url: '/my/user/dashboard', display: 'standalone' });
    expect(data.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(data.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
    await cdp.detach();

    // What the server sends for them.
    const sw = await fetch(`${baseUrl}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const webManifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(webManifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(webManifest.headers.get('cache-control')).toBe('no-cache');
    // Every prerendered public page links it.
    for (const url of ['/', '/about', '/location', '/services', '/contact-us', '/terms-and-conditions', '/privacy-policy']) {
      const html = await (await fetch(`${baseUrl}${url}`)).text();
      expect(html, url).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest" ?\/?>/);
      // …and still starts its JavaScript (the boot script the prerender adds before </head>).
      expect(html, url).toMatch(/<script defer src="\/assets\/boot-[^"]+\.js" data-entry=/);
    }
    // The home page's app section: the install control (or the instructions where there is no prompt), axe-clean.
    await page.goto('/#app');
    const section = page.locator('#app');
    await section.getByRole('heading', { name: 'Install the e-laundry app' }).waitFor();
    await expect
      .poll(async () => (await section.getByRole('button', { name: 'Install the app' }).count()) + (await section.getByRole('list', { name: 'How to install the app' }).count()))
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await section.screenshot({ path: path.join(SHOTS, 'install-section-390.png') });
    expect(errors).toEqual([]);
  });

  it('the dashboard loads offline after one online visit, with the last-known figures and their time; sign-out leaves nothing for the next customer', { timeout: 240_000 }, async () => {
    const stamp = Date.now().toString(36);
    const ada = await createCustomer(baseUrl, { username: `pwa_ada_${stamp}`, firstname: 'Ada', lastname: 'Obi', password: 'Customer#2026' });
    const tunde = await createCustomer(baseUrl, { username: `pwa_tunde_${stamp}`, firstname: 'Tunde', lastname: 'Bello', password: 'Customer#2026' });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.evaluate(() => navigator.serviceWorker.ready);

    // ---- Ada, online: the dashboard, persisted under her account.
    await signInToDashboard(page, ada.email, ada.password);
    const adaAccount = await accountNumber(page);
    await expect.poll(() => cacheKeys(page)).toHaveLength(1);
    const [adaKey] = await cacheKeys(page);
    expect(adaKey).toMatch(/^e-laundry-query-cache:\d+$/);
    // Card History once online too (its card and requests are then saved).
    await page.goto('/my/user/card-management');
    await page.getByText('No card requests yet').waitFor();
    await page.goto('/my/user/dashboard');
    await accountNumber(page);

    // ---- Offline: a reload is answered by the service worker; the figures come from her own saved copy.
    await context.setOffline(true);
    try {
      await page.reload();
      const notice = page.getByRole('status').filter({ hasText: /^Offline — as of/ });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/Offline — as of \d{2}:\d{2}/);
      expect(await accountNumber(page)).toBe(adaAccount);
      expect((await figure(page, 'Available Balance').textContent())?.trim()).toBe('₦0.00');
      const topUp = page.getByRole('button', { name: 'Top up' });
      expect(await topUp.isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-offline-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-offline-1280.png'), fullPage: true });
      await page.setViewportSize(PHONE);

      // Card History offline: the notice, the actions that need the network disabled.
      await page.goto('/my/user/card-management');
      await page.getByRole('status').filter({ hasText: /^Offline/ }).waitFor();
      expect(await page.getByRole('button', { name: 'Request Card' }).isDisabled()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'card-history-offline-390.png'), fullPage: true });
    } finally {
      await context.setOffline(false);
    }

    // The worker never stored an API answer.
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.filter((u) => u.startsWith('/api/'))).toEqual([]);

    // ---- Sign-out: her copy is gone; offline, the dashboard sends to the login and shows nothing of hers.
    await page.goto('/my/user/dashboard');
    await accountNumber(page);
    await logout(page);
    expect(await cacheKeys(page)).toEqual([]);
    await context.setOffline(true);
    try {
      await page.goto('/my/user/dashboard');
      await page.waitForURL('**/login**');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toContain(adaAccount);
      expect(body).not.toContain(ada.username);
    } finally {
      await context.setOffline(false);
    }

    // ---- Tunde signs in on the same browser: only his figures, online and offline; Ada's copy never comes back.
    await signInToDashboard(page, tunde.email, tunde.password);
    const tundeAccount = await accountNumber(page);
    expect(tundeAccount).not.toBe(adaAccount);
    await expect.poll(() => cacheKeys(page)).toHaveLength(1);
    expect(await cacheKeys(page)).not.toContain(adaKey);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('status').filter({ hasText: /^Offline — as of/ }).waitFor();
      expect(await accountNumber(page)).toBe(tundeAccount);
      expect((await page.locator('body').textContent()) ?? '').not.toContain(adaAccount);
    } finally {
      await context.setOffline(false);
    }
  });
});
