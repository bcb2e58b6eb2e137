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
import { lookAtScreen } from '../support/staff-console';
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
    // Where the money goes (ADR 060), drawn from the contract's example: axe-clean, no sideways scrolling at 1280 and
    // 390 px (SPENDING_SHOTS=<dir> keeps the shots).
    await page.getByRole('img', { name: /^Bar chart of your spending per week/ }).waitFor();
    await expect.poll(() => page.getByText('At your usual spending (₦267.86 a day), your balance lasts about 17 days.').count()).toBe(1);
    const problems: string[] = [];
    await lookAtScreen(page, 'dashboard-spending', problems, process.env.SPENDING_SHOTS);
    expect(problems).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
  });

  it.each(signedIn)('signed in: $path', async (route) => {
    await openAndReload(route);
  });

  // The staff console (ADR 042): its own routes (app/staff/staff-app.tsx), signed in through its own screens.
  it('staff console: set-up link, sign-in with the code step, home and every staff section render from the contract examples (and again after a reload)', async () => {
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
    // Each section: the support desk and the audit log (ADR 043), management cards (ADR 046)…
    const screens = [
      { url: '/staff/support?status=all&priority=High', h1: 'Support desk', check: () => page.getByRole('link', { name: /Top-up debited but balance not credited/ }).waitFor() },
      { url: '/staff/support/483920', h1: 'Ticket #483920', check: () => page.getByRole('complementary', { name: 'Customer' }).getByText('1234567890').waitFor() },
      { url: '/staff/audit?action=ticket.', h1: 'Audit log', check: () => page.getByRole('table', { name: 'Audit events' }).getByText('ticket.reply').waitFor() },
      { url: '/staff/cards/management', h1: 'Management cards', check: () => page.getByRole('table', { name: 'Management cards' }).getByRole('cell', { name: 'Chioma Okafor' }).first().waitFor() },
    ];
    for (const screen of screens) {
      for (const step of ['open', 'reload'] as const) {
        if (step === 'open') await page.goto(screen.url);
        else await page.reload();
        await expect.poll(() => page.locator('h1').first().textContent(), { message: `${screen.url} (${step})`, timeout: 30_000 }).toBe(screen.h1);
        await screen.check();
      }
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
    // Cards (ADR 045): the requests per centre, one request with its next stage, the inventory.
    await page.goto('/staff/cards');
    await page.getByRole('table', { name: 'Card requests' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'CRD-20261124-4M7N2P8Q' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /UNIPORT Choba Hub/ }).count()).toBe(1);
    await page.goto('/staff/cards/request?id=7');
    await page.getByRole('button', { name: 'Move to Ready for pickup' }).waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Steps of CRD-20261124-4M7N2P8Q' }).waitFor();
    await page.goto('/staff/cards/inventory');
    await page.getByRole('table', { name: 'Card inventory' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('ELC 7KQ4 M9TX 2HVB R8ND').count()).toBeGreaterThan(0);
    await page.goto('/staff/support/483920');
    await page.getByRole('article', { name: /^Customer message of / }).waitFor();
    await page.getByRole('button', { name: 'Send Reply' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
  });

  // Customers (ADR 044), signed in as the staff member of the test above: the search and a customer's page render
  // from the contract's examples, pass axe and do not scroll sideways at 390 and 1280 px (STAFF_SCREENS=<dir>: shots).
  it('staff console: Customers search and a customer page render from the contract examples', async () => {
    const problems: string[] = [];
    const look = (name: string) => lookAtScreen(page, name, problems);
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto('/staff/customers?q=chinedu');
      else await page.reload();
      await expect.poll(() => page.locator('h1').first().textContent(), { message: `/staff/customers (${step})`, timeout: 30_000 }).toBe('Customers');
      await page.getByRole('table', { name: 'Customers matching “chinedu”' }).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Find a customer' }).inputValue()).toBe('chinedu');
    }
    await look('customers-search');
    await page.getByRole('link', { name: 'Chinedu Okafor' }).click();
    await page.waitForURL('**/staff/customers/42');
    await page.getByRole('heading', { name: 'Chinedu Okafor' }).waitFor();
    await page.getByRole('table', { name: 'Transactions (3)' }).waitFor();
    for (const table of ['Card requests (1)', 'Deposits (2)', 'Tickets (1)', 'Referrals (1)', 'Active sessions (2)']) await page.getByRole('table', { name: table }).waitFor();
    expect(await page.getByText('₦2,465.00').count()).toBeGreaterThan(0);
    await look('customer-page');
    await page.getByRole('button', { name: 'End all sessions' }).click();
    await page.getByRole('dialog', { name: 'End all sessions?' }).waitFor();
    await page.getByLabel(/^Reason( \*)?$/).fill('Lost phone (ticket 483920)');
    await page.getByRole('button', { name: 'Continue' }).click();
    await look('customer-end-sessions-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'End all sessions' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // A hub charge's line (the example's W2 wash) offers Reverse (ADR 050): a reason, a confirm step naming the amount.
    await page.getByRole('button', { name: 'Reverse charge TRX9K2L4M6N8' }).click();
    await page.getByRole('dialog', { name: 'Reverse this charge?' }).waitFor();
    await page.getByLabel(/^Reason( \*)?$/).fill('W2 stopped before filling');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Reverse ₦800.00' }).waitFor();
    await look('customer-reverse-confirm');
    await page.getByRole('button', { name: 'Reverse ₦800.00' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
  });

  it('staff console: Hubs, a hub, its new-key dialog, price and add-machine forms render from the contract examples', async () => {
    const problems: string[] = [];
    const check = (name: string) => lookAtScreen(page, name, problems);
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto('/staff/hubs');
      else await page.reload();
      await expect.poll(() => page.locator('h1').first().textContent(), { message: `/staff/hubs (${step})`, timeout: 30_000 }).toBe('Hubs');
      await page.getByRole('table', { name: 'Hubs' }).getByRole('link', { name: 'UNIPORT Choba Hub' }).waitFor();
    }
    await check('staff-hubs');
    await page.getByRole('link', { name: 'UNIPORT Choba Hub' }).click();
    await page.waitForURL('**/staff/hubs/1');
    await page.getByRole('table', { name: 'Machines' }).getByText('W1 · Washer 1').waitFor();
    await page.getByRole('table', { name: 'Keys' }).getByText('hub_Q2x9LmTa…').waitFor();
    await page.getByRole('table', { name: 'Charges' }).getByText('W1-20261125-0042').waitFor();
    await page.getByRole('table', { name: 'Above-limit alerts' }).getByText('₦5,000.00').waitFor();
    await check('staff-hub');
    await page.getByRole('button', { name: 'Issue a key' }).click();
    await page.getByRole('dialog', { name: 'Issue a key' }).getByRole('button', { name: 'Issue key' }).click();
    await page.getByRole('dialog', { name: 'New hub key' }).getByRole('button', { name: 'Copy key' }).waitFor();
    await check('staff-hub-new-key');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('button', { name: 'Change price of W1' }).click();
    await page.getByRole('dialog', { name: 'Price of W1' }).waitFor();
    await check('staff-hub-price');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add a machine' }).click();
    await page.getByRole('dialog', { name: 'Add a machine' }).waitFor();
    await check('staff-hub-add-machine');
    expect(problems).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
  });

  // Money back (ADR 051) from the examples of listStaffMoneyBacks, getStaffMoneyBack and getStaffCustomer: the queue with
  // the waiting requests first, a request's drawer (Approve disabled on one's own request, with why), and the customer
  // page's Adjust balance form and its confirmation, at 390 and 1280 px, axe-clean.
  it('staff console: Money back and Adjust balance render from the contract examples', async () => {
    const problems: string[] = [];
    const look = (name: string) => lookAtScreen(page, name, problems);
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto('/staff/money-back');
      else await page.reload();
      await expect.poll(() => page.locator('h1').first().textContent(), { message: `/staff/money-back (${step})`, timeout: 30_000 }).toBe('Money back');
      await page.getByRole('table', { name: 'Awaiting approval' }).getByText('ADJ-20261127-7KQ2MX4P').waitFor();
      await page.getByRole('table', { name: 'All requests' }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^Money back/ }).getByText('1').waitFor();
    await look('staff-money-back');
    await page.getByRole('table', { name: 'Awaiting approval' }).getByRole('button', { name: /ADJ-20261127-7KQ2MX4P/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Request for money back' });
    await drawer.getByText('Machine W3 at Choba took two payments for one wash (ticket 483920)').waitFor();
    expect(await drawer.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await drawer.getByText('You asked for this yourself; another finance or admin person must approve it.').waitFor();
    await look('staff-money-back-request');
    await drawer.getByRole('button', { name: 'Reject…' }).click();
    await drawer.getByLabel(/^Reason/).waitFor();
    await look('staff-money-back-reject');
    await page.goto('/staff/customers/42');
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const form = page.getByRole('dialog', { name: 'Adjust balance' });
    await form.getByText(/Requests above ₦20,000\.00 wait for a second finance or admin person/).waitFor();
    await look('staff-adjust-balance');
    await form.getByLabel(/Credit or debit/).selectOption('credit');
    await form.getByLabel(/Amount/).fill('25000');
    await form.getByLabel(/^Reason/).fill('Machine W3 at Choba took two payments (ticket 483920)');
    await form.getByText(/this will need a second finance or admin person/).waitFor();
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Yes, credit' }).waitFor();
    await look('staff-adjust-balance-confirm');
    await form.getByRole('button', { name: 'Yes, credit' }).click();
    await form.getByRole('link', { name: 'See it in Money back' }).waitFor();
    await look('staff-adjust-balance-done');
    expect(problems).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
  });

  it('loaded no example URL that does not resolve locally, and every local request succeeded', () => {
    expect(exampleUrlRequests).toEqual([]);
    expect(failed).toEqual([]);
  });
});
