/**
 * `npm run dev:mock` as a frontend developer uses it: Vite + Prism's mock of the contract, no server. Every route of
 * the SPA (src/web/app/routes.ts, so new screens are covered with no change here) is opened directly and reloaded,
 * signed out for the public and account screens, signed in (with any values, as the mock allows) for the customer
 * area: no error page, no page error, the route's own title, still signed in after the reload, and no request to an
 * example URL that does not resolve locally.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type AppRoute } from '#web/app/routes';
import { jsErrors, launchChromium, newPage } from '../support/browser';
import { startDevMock } from '../support/dev-mock';
import { root } from '../support/processes';

/** Every absolute http(s) URL written in the contract (its examples are what the mock answers). */
const contractUrls = new Set(readFileSync(path.join(root, 'generated/openapi.yaml'), 'utf8').match(/https?:\/\/[^\s'"`)]+/g) ?? []);

/** A route's path with its parameters filled in (an e-mail address where the name says so). */
const urlOf = (route: AppRoute) =>
  route.path.replace(/:(\w+)/g, (_m, name: string) => (/email/i.test(name) ? encodeURIComponent('chidinma.okafor@example.com') : '1'));

describe('npm run dev:mock: every route opens directly and survives a reload', () => {
  let stopDev: (() => Promise<void>) | undefined;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const exampleUrlRequests: string[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    ({ base, stop: stopDev } = await startDevMock());
    browser = await launchChromium();
    ({ context, page } = await newPage(browser, base));
    page.on('request', (request) => {
      if (contractUrls.has(request.url())) exampleUrlRequests.push(`${new URL(page.url()).pathname} → ${request.url()}`);
    });
    page.on('requestfailed', (request) => {
      // A navigation (goto, reload) aborts the module loads still in flight: that is not a broken URL.
      const error = request.failure()?.errorText ?? '';
      if (request.url().startsWith(base) && error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
    });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopDev?.();
  }, 30_000);

  async function openAndReload(route: AppRoute) {
    const url = urlOf(route);
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto(url);
      else await page.reload();
      const where = `${url} (${step})`;
      await expect
        .poll(() => page.locator('h1').first().textContent(), { message: `${where}: the page's h1`, timeout: 30_000 })
        // A page about one thing may name it after the title ("Ticket #1"), as focus-on-navigation allows.
        .toMatch(new RegExp(`^${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( #\\S+)?$`));
      expect(new URL(page.url()).pathname, `${where}: stayed on the route`).toBe(url.split('?')[0]);
      expect(await page.getByText(/^(Something went wrong|This page could not be loaded|Page not found)$/).count(), `${where}: error page`).toBe(0);
      expect(jsErrors(page), `${where}: page errors`).toEqual([]);
    }
  }

  const signedOut = ROUTES.filter((r) => r.area !== 'protected');
  const signedIn = ROUTES.filter((r) => r.area === 'protected');

  it('covers the route table', () => {
    expect(signedOut.length).toBeGreaterThan(5);
    expect(signedIn.length).toBeGreaterThan(5);
  });

  it.each(signedOut)('signed out: $path', async (route) => {
    await openAndReload(route);
  });

  it('signs in with any values (the mock answers the example session)', async () => {
    await page.goto('/login');
    await page.getByLabel(/^Username or Email( \*)?$/).fill('anyone');
    await page.getByLabel(/^Password( \*)?$/).fill('any password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/my/user/dashboard');
    expect(jsErrors(page)).toEqual([]);
  });

  it.each(signedIn)('signed in: $path', async (route) => {
    await openAndReload(route);
  });

  // The staff console (ADR 042): its own routes (app/staff/staff-app.tsx), signed in through its own screens.
  it('staff console: set-up link, sign-in with the code step, home, Team, Overview and Deposits render from the contract examples', async () => {
    await page.goto('/staff/setup#token=inv_any');
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Set up your staff account');
    await page.getByText('tunde.bello@e-laundry.ng').waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await page.getByLabel(/^Full name( \*)?$/).fill('Tunde Bello');
    await page.getByLabel(/^Password( \*)?$/).fill('Wash&Fold-Rota-2026');
    await page.getByLabel(/^Confirm password( \*)?$/).fill('Wash&Fold-Rota-2026');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('492817');
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await page.waitForURL('**/staff/login');
    await page.getByLabel(/^Email Address( \*)?$/).fill('ada.eze@e-laundry.ng');
    await page.getByLabel(/^Password( \*)?$/).fill('any password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('492817');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/staff$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Staff console');
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto('/staff/team');
      else await page.reload();
      await expect.poll(() => page.locator('h1').first().textContent(), { message: `/staff/team (${step})`, timeout: 30_000 }).toBe('Team');
      await page.getByRole('table', { name: 'Staff members' }).waitFor();
      expect(await page.getByRole('cell', { name: 'tunde.bello@e-laundry.ng' }).count()).toBeGreaterThan(0);
    }
    // Overview and Deposits (ADR 048) from the examples of getStaffOverview, listStaffDeposits, getStaffDeposit and
    // reverifyStaffDeposit.
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto('/staff/overview');
      else await page.reload();
      await expect.poll(() => page.locator('h1').first().textContent(), { message: `/staff/overview (${step})`, timeout: 30_000 }).toBe('Overview');
      await page.getByRole('region', { name: 'Top-ups today' }).getByText('₦214,500.00').waitFor();
      await page.getByRole('region', { name: 'Card requests waiting' }).getByText('Yaba Hub').waitFor();
    }
    await page.getByRole('link', { name: "See today's deposits" }).click();
    await page.waitForURL('**/staff/deposits?status=Success&from=2026-11-25&to=2026-11-25');
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Deposits');
    await page.getByRole('table', { name: 'Deposits' }).waitFor();
    await page.getByText('₦7,000.00').waitFor(); // the totals of the example
    await page.getByRole('button', { name: /DEP-20261125-7KQ2MX4P/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Deposit' });
    await drawer.getByRole('button', { name: 'Re-verify with Paystack' }).click();
    await drawer.getByText('The gateway confirmed the payment. The deposit is credited.').waitFor();
    await page.reload();
    await page.getByRole('dialog', { name: 'Deposit' }).getByText('DEP-20261125-7KQ2MX4P').first().waitFor();
    expect(jsErrors(page)).toEqual([]);
  });

  it('loaded no example URL that does not resolve locally, and every local request succeeded', () => {
    expect(exampleUrlRequests).toEqual([]);
    expect(failed).toEqual([]);
  });
});
