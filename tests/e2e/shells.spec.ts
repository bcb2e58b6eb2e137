/**
 * Signed-in routes' prerendered shells (ADR 030), in a real browser against the real built server: the page is
 * painted from HTML and CSS before any script, the app then draws the customer's own page over it without a loading
 * screen in between; a visitor without a session never sees it; its forms and buttons take no typing, submit or click
 * before the app has taken over. The app's entry script is held back for a moment so that the shell can be looked at.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { apiOf, type AuthSession } from '../support/customers';

const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const HOLD_MS = 1_500;
const ACCOUNT_LOADING = 'Loading your account…';

let browser: Browser;
let session: AuthSession;

beforeAll(async () => {
  browser = await launchChromium();
  const customer = await api.createCustomer(`shell${Date.now().toString(36)}`);
  session = await api.login(customer);
});
afterAll(async () => {
  await browser?.close();
});

/** The stored session entry as the app writes it after a sign-in (src/web/lib/session.ts, lib/storage.ts). */
const entryOf = (s: AuthSession, expiresAt?: number) =>
  JSON.stringify({ value: { logged_in: true, user: { ...s.user, token: s.token } }, ...(expiresAt ? { expires_at: expiresAt } : {}) });

/**
 * A page whose tab starts with `stored` in sessionStorage (before any script), that records whether the signed-in
 * area's loading screen was ever in the document and the layout shifts, and whose app entry script is held back.
 */
async function openHeld(viewport: { width: number; height: number }, stored: string | null) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await page.addInitScript(
    ({ stored, loading }) => {
      if (stored && !sessionStorage.getItem('session')) sessionStorage.setItem('session', stored);
      const w = window as unknown as { __sawLoading: boolean; __cls: number };
      w.__sawLoading = false;
      w.__cls = 0;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(loading)) w.__sawLoading = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) w.__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { stored, loading: ACCOUNT_LOADING },
  );
  let held = 0;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held += 1;
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await route.continue();
  });
  return { context, page, held: () => held };
}

/** True once React has rendered into #root (the shell is then gone). */
const appRendered = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });

describe('a signed-in route is painted before its scripts', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`the dashboard's shell, then the customer's own dashboard, with no loading screen between (${viewport.width}px)`, async () => {
      const { context, page, held } = await openHeld(viewport, entryOf(session));
      try {
        await page.goto('/my/user/dashboard', { waitUntil: 'commit' });
        // Before any script of the app: the layout and the page's labels and texts, from HTML and CSS alone.
        const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
        await heading.waitFor({ state: 'visible' });
        expect(await page.getByText('Share it: you earn a commission').isVisible()).toBe(true);
        expect(await page.locator('#root').getAttribute('data-shell')).toBe('protected');
        expect(await appRendered(page)).toBe(false);
        // Nobody's name in it: the account menu is the placeholder until the app knows whose account this is. Its
        // buttons do nothing yet, so they take no click or focus (inert); its links are plain links.
        const placeholderMenu = page.getByRole('button', { name: 'Account menu', exact: true });
        expect(await placeholderMenu.count()).toBe(1);
        expect(await placeholderMenu.evaluate((b) => (b as HTMLButtonElement).inert)).toBe(true);
        expect(await page.locator('#root button:not([inert])').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Top up' }).evaluate((a) => (a as HTMLAnchorElement).inert)).toBe(false);

        // The app draws the customer's own page over it.
        const firstname = String(session.user.firstname);
        await page.getByRole('button', { name: `${firstname}, account menu` }).waitFor({ timeout: 20_000 });
        await page.getByText('Account Number').waitFor();
        await page.waitForFunction(() => !document.querySelector('.stats .stat__placeholder'), null, { timeout: 20_000 });
        expect(await appRendered(page)).toBe(true);
        expect(await page.getByRole('button', { name: `${firstname}, account menu` }).evaluate((b) => (b as HTMLButtonElement).inert)).toBe(false);
        expect(held()).toBeGreaterThan(0);
        expect(await page.locator('#referral-link').inputValue()).toContain('/sign-up?reference=');
        expect(await page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading), 'the area loading screen was shown').toBe(false);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `CLS at ${viewport.width}px`).toBeLessThanOrEqual(0.02);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const [what, stored] of [
    ['without a session', null],
    ['with an expired session', entryOf({ token: 'expired', user: { firstname: 'Old' } }, Date.now() - 60_000)],
  ] as const) {
    it(`${what}, the shell is never shown: the visitor lands on the login`, async () => {
      const { context, page } = await openHeld(PHONE, stored);
      try {
        await page.goto('/my/user/dashboard', { waitUntil: 'commit' });
        await page.locator('#root[data-shell="protected"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('domcontentloaded');
        // In the document (it was served) but hidden before the first paint, while the app's script is held back.
        expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe('hidden');
        expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(false);
        expect(await appRendered(page)).toBe(false);

        await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
        expect(new URL(page.url()).search).toBe(`?next=${encodeURIComponent('/my/user/dashboard')}`);
        await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
        expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe('visible');
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-out'))).toBe(false);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("a shell's form takes no typing and cannot be submitted before the app has taken over; then it can", async () => {
    const { context, page } = await openHeld(PHONE, entryOf(session));
    try {
      await page.goto('/my/user/change-password', { waitUntil: 'commit' });
      const current = page.locator('#root input[type="password"]').first();
      await current.waitFor({ state: 'visible' });
      expect(await appRendered(page)).toBe(false);
      expect(await page.locator('#root form').evaluate((form) => (form as HTMLFormElement).inert)).toBe(true);
      // A click does not focus it and typing goes nowhere; Enter submits nothing (the address keeps no query).
      await current.click({ force: true });
      await page.keyboard.type('Secret#123');
      await page.keyboard.press('Enter');
      expect(await current.inputValue()).toBe('');
      expect(new URL(page.url()).search).toBe('');

      await page.waitForFunction(
        () => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
        null,
        { timeout: 20_000 },
      );
      const live = page.getByLabel(/^Current Password/);
      await live.fill('Secret#123');
      expect(await live.inputValue()).toBe('Secret#123');
      expect(await page.locator('#root form').evaluate((form) => (form as HTMLFormElement).inert)).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/my/user/change-password');
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
