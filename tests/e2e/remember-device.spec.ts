/**
 * "Remember me" keeps the customer signed in on this device (issue 28, ADR 062), against the real built server, in
 * persistent Chromium profiles (a temporary user-data-dir each) closed completely and launched again, so that what
 * survives is what a phone keeps when the installed app is closed — localStorage, the service worker and its caches:
 *  - signed in with Remember me (through the two-factor step), the dashboard and Card History visited once, the
 *    browser closed and relaunched offline: the dashboard opens with the last-known balance and account number under
 *    "Offline — as of HH:MM", Card History too, and no request reached the API; online again it refreshes;
 *  - a second tab follows a sign-out in the first (the storage event); after the sign-out a cold start offline shows
 *    the sign-in page, which says that signing in needs a connection, and nothing of the customer;
 *  - without Remember me, a cold start (offline) gets the sign-in page: the session stayed in the closed tab.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchProfile, DESKTOP, PHONE } from '../support/browser';
import { routeApiThroughGate } from '../support/contract-proxy';
import { apiOf, createCustomer, typeCode } from '../support/customers';

const SHOTS = process.env.REMEMBER_SCREENS ?? '/work/wt/shots/remember-device';
const baseUrl = inject('baseUrl');
const profiles: string[] = [];

/** A browser with its own profile on disk: closing it and launching it again on the same directory is a cold start. */
async function launch(profile: string, { offline = false } = {}): Promise<{ context: BrowserContext; page: Page; apiRequests: string[] }> {
  const context = await launchProfile(profile, {
        baseURL: baseUrl,
    viewport: PHONE,
    offline,
  });
  // Every request for the API the pages make, whatever becomes of it (offline, none must even be tried).
  const apiRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const gate = inject('apiGate');
  await routeApiThroughGate(context, gate.baseUrl, gate.proxyUrl, gate.logFile);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, apiRequests };
}

async function newProfile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-remember-'));
  profiles.push(dir);
  return dir;
}

const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();

async function accountNumber(page: Page): Promise<string> {
  await expect.poll(async () => (await figure(page, 'Account Number').textContent())?.trim() ?? '', { timeout: 15_000 }).toMatch(/\S/);
  return (await figure(page, 'Account Number').textContent())!.trim();
}

/** The customer's entries in each place (staff entries are never the customer's). */
const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    device: Object.keys(localStorage).filter((k) => !k.startsWith('staff:')).sort(),
    tab: Object.keys(sessionStorage).filter((k) => !k.startsWith('staff:')).sort(),
  }));

/** The persisted query cache saved on the device, as text (written a second after a change). */
const deviceCache = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('e-laundry-query-cache:')).map((k) => localStorage.getItem(k) ?? '').join(''));

/** The operations whose answers the device's saved cache holds, e.g. '/dashboard'. */
const savedAnswers = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('e-laundry-query-cache:'))
      .flatMap((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { clientState?: { queries?: Array<{ queryKey: unknown[] }> } }).clientState?.queries ?? [])
      .map((q) => String(q.queryKey[1])),
  );

async function fillSignIn(page: Page, who: string, password: string, remember: boolean) {
  await page.goto('/login');
  await page.getByLabel(/^Username or Email( \*)?$/).fill(who);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The service worker is active (registered after load and idle): the shell and chunks are precached. */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null));

describe('"Remember me" keeps the customer signed in on this device (ADR 062)', () => {
  afterAll(async () => {
    for (const dir of profiles) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('remembered: a cold start offline opens the dashboard and Card History from the saved copy; a sign-out in one tab signs out the others and leaves nothing', { timeout: 300_000 }, async () => {
    const api = apiOf(baseUrl);
    const stamp = `rem${Date.now().toString(36)}`;
    const ada = await api.createCustomer(stamp);
    const nextCode = await api.enableTwoFactor(await api.login(ada));
    const profile = await newProfile();

    // ---- Online: the hint under the checkbox; sign in with Remember me, through the authenticator step.
    let { context, page } = await launch(profile);
    await page.goto('/');
    expect(await workerReady(page)).toBe(`${baseUrl}/sw.js`);
    await page.goto('/login');
    const hint = page.getByText('Stay signed in on this device for 30 days. Don’t use on a shared phone.');
    await hint.waitFor();
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'login-hint-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(SHOTS, 'login-hint-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);

    await fillSignIn(page, ada.email, ada.password, true);
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await typeCode(page, await nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/my/user/dashboard');
    const account = await accountNumber(page);
    // The cache is saved a second after an answer arrives (a page left sooner loses that write, as on a phone).
    await expect.poll(() => savedAnswers(page)).toContain('/dashboard');
    // Card History once online too, then back: both saved on the device with the session, nothing in the tab.
    await page.goto('/my/user/card-management');
    await page.getByText('No card requests yet').waitFor();
    await expect.poll(() => savedAnswers(page)).toEqual(expect.arrayContaining(['/dashboard', '/cards/request', '/cards/current']));
    await page.goto('/my/user/dashboard');
    expect(await accountNumber(page)).toBe(account);
    await expect.poll(() => deviceCache(page)).toContain(account);
    const kept = await storedKeys(page);
    expect(kept.device).toEqual([expect.stringMatching(/^e-laundry-query-cache:\d+$/), 'session']);
    expect(kept.tab).toEqual([]);
    // The authenticator set-up's secret and the one-time code are nowhere in what the device keeps.
    expect(await deviceCache(page)).not.toContain('/profile/tfa');
    await context.close();

    // ---- Cold start with no network: the installed app (or a new tab) opens the dashboard from what the device kept.
    const cold = await launch(profile, { offline: true });
    ({ context, page } = cold);
    const requests = cold.apiRequests;
    try {
      await page.goto('/my/user/dashboard');
      const notice = page.getByRole('status').filter({ hasText: /^Offline — as of/ });
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.textContent()).toMatch(/Offline — as of \d{2}:\d{2}/);
      expect(await accountNumber(page)).toBe(account);
      expect((await figure(page, 'Available Balance').textContent())?.trim()).toBe('₦0.00');
      expect(await page.getByRole('button', { name: 'Top up' }).isDisabled()).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/my/user/dashboard`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-cold-offline-390.png'), fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-cold-offline-1280.png'), fullPage: true });
      await page.setViewportSize(PHONE);

      await page.goto('/my/user/card-management');
      await page.getByRole('status').filter({ hasText: /^Offline — as of/ }).waitFor();
      expect(await page.getByRole('button', { name: 'Request Card' }).isDisabled()).toBe(true);
      await page.goto('/my/user/dashboard');
      await notice.waitFor();
      // Offline queries pause: not one request for the API was even tried.
      expect(requests).toEqual([]);
    } finally {
      await context.setOffline(false);
    }

    // ---- Online again: it refreshes (GET /dashboard answered) and the notice goes.
    await page.getByRole('status').filter({ hasText: /^Offline/ }).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => requests, { timeout: 15_000 }).toContain('GET /api/v1/dashboard');
    expect(await accountNumber(page)).toBe(account);

    // ---- A second tab shares the remembered session; signing out in the first signs it out too.
    const second = await context.newPage();
    await second.goto('/my/user/dashboard');
    expect(await accountNumber(second)).toBe(account);
    await page.bringToFront();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await second.waitForURL('**/login**', { timeout: 15_000 });
    expect((await second.locator('body').textContent()) ?? '').not.toContain(account);
    expect(await storedKeys(page)).toEqual({ device: [], tab: [] });
    expect(await storedKeys(second)).toEqual({ device: [], tab: [] });
    await context.close();

    // ---- Cold start offline after the sign-out: the sign-in page, saying it needs a connection; nothing of hers.
    ({ context, page } = await launch(profile, { offline: true }));
    try {
      await page.goto('/my/user/dashboard');
      await page.waitForURL('**/login**');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
      await offline.waitFor();
      expect(await offline.textContent()).toContain('Signing in needs an internet connection.');
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toContain(account);
      expect(body).not.toContain(ada.username);
      expect(await storedKeys(page)).toEqual({ device: [], tab: [] });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'login-offline-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('not remembered: the session stays in the closed tab, so a cold start (offline) gets the sign-in page', { timeout: 180_000 }, async () => {
    const stamp = Date.now().toString(36);
    const tunde = await createCustomer(baseUrl, { username: `rem_tunde_${stamp}`, firstname: 'Tunde', lastname: 'Bello', password: 'Customer#2026' });
    const profile = await newProfile();

    let { context, page } = await launch(profile);
    await page.goto('/');
    await workerReady(page);
    await fillSignIn(page, tunde.email, tunde.password, false);
    await page.waitForURL('**/my/user/dashboard');
    const account = await accountNumber(page);
    await expect.poll(async () => (await storedKeys(page)).tab).toEqual([expect.stringMatching(/^e-laundry-query-cache:\d+$/), 'session']);
    expect((await storedKeys(page)).device).toEqual([]);
    await context.close();

    ({ context, page } = await launch(profile, { offline: true }));
    try {
      await page.goto('/my/user/dashboard');
      await page.waitForURL('**/login**');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
      expect((await page.locator('body').textContent()) ?? '').not.toContain(account);
      expect(await storedKeys(page)).toEqual({ device: [], tab: [] });
    } finally {
      await context.close();
    }
  });
});
