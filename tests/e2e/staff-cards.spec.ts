/**
 * Cards in the staff console (issue 24, ADR 045) against the real built server on a fresh PostgreSQL database, the
 * browser's API calls crossing `prism proxy --errors` (the contract gate): a customer pays a card request through the
 * sandbox gateway; a fulfilment agent (invited by `npm run ops -- staff:invite`, set up with the authenticator) adds a
 * card to the inventory, imports a CSV (the report shows each rejected line), and moves the request paid → preparing
 * → ready (a card from stock) → delivered in the console; the customer's own card request page then shows every step
 * with its time. Every Cards screen passes axe at 390 and 1280 px with no sideways scroll; with
 * STAFF_SCREENS=<dir> screenshots are saved there.
 *
 * `stockCardInConsole` and `deliverCardRequestInConsole` (tests/support/staff-cards.ts) are shared with staff-console.spec.ts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { runOps } from '#server/testing/ops.js';
import { jsErrors, launchChromium } from '../support/browser';
import { apiOf, createCustomer } from '../support/customers';
import { startGatedServer } from '../support/processes';
import { deliverCardRequestInConsole, stockCardInConsole } from '../support/staff-cards';
import { gatedPage, inviteTokenOf, lookAtScreen, setUpStaff, signInStaff } from '../support/staff-console';
import { freshPostgres } from '../support/postgres';

const SCREENS = process.env.STAFF_SCREENS;

describe('staff cards journey (real server on PostgreSQL, sandbox gateway, contract gate)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const newPage = () => gatedPage(browser, server);

  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_staffcards');
    server = await startGatedServer({ DATABASE_URL: database.url });
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it('a customer pays a card request; a fulfilment agent stocks a card, imports a CSV and moves the request to delivered; the customer sees every step', async () => {
    const baseUrl = server.server.url;
    const stamp = Date.now().toString(36);
    const problems: string[] = [];
    const api = apiOf(baseUrl);

    // ---- A customer's card request, paid through the sandbox gateway in the browser.
    const customer = await createCustomer(baseUrl, { username: `ngozi_${stamp}`, firstname: 'Ngozi', lastname: 'Eke', password: 'Customer#2026' });
    const session = await api.login(customer);
    const locations = await api.call('GET', '/cards/location', undefined, session.token);
    const ph = (locations.body.data as unknown as { id: number; name: string }[]).find((l) => l.name === 'Port Harcourt')!;
    const centres = await api.call('GET', `/cards/service-centers/${ph.id}`, undefined, session.token);
    const choba = (centres.body.data as unknown as { id: number; name: string }[]).find((c) => c.name === 'UNIPORT Choba Hub')!;
    const requested = await api.call('POST', '/cards/request', { location_id: ph.id, service_center_id: choba.id, gateway: 'paystack' }, session.token);
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const { id: requestId, reference, redirect_url: redirectUrl } = requested.body.data as { id: number; reference: string; redirect_url: string };

    const { context: customerContext, page: customerPage } = await newPage();
    try {
      await customerPage.goto(redirectUrl);
      await customerPage.getByRole('button', { name: 'Pay', exact: true }).click();
      await customerPage.waitForURL('**/payment-success?reference=CRD-*', { timeout: 20_000 });
    } finally {
      await customerContext.close();
    }

    // ---- The fulfilment agent, invited by the operator's command, sets up the authenticator and signs in.
    const agent = { email: `fulfil.${stamp}@e-laundry.test`, name: 'Bola Ade', password: 'Cards-Desk-Rota-2026' };
    const invite = await runOps(['staff:invite', '--email', agent.email, '--role', 'fulfilment'], { DATABASE_URL: database.url, PUBLIC_URL: baseUrl });
    expect(invite.code, invite.stderr).toBe(0);
    const { context, page } = await newPage();
    try {
      const code = await setUpStaff(page, inviteTokenOf(invite.stdout)!, agent, 'staff-cards-setup', problems);
      await signInStaff(page, agent.email, agent.password, code, problems);
      const nav = page.getByRole('navigation', { name: 'Console' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Overview', 'Customers', 'Cards', 'Management cards', 'Hubs']);

      // ---- Inventory: one card by its printed number, then a CSV with a good, a malformed and a repeated line.
      const [printed, imported] = newCardNumbers(2).map((n) => `ELC ${n.slice(3).match(/.{4}/g)!.join(' ')}`);
      await stockCardInConsole(page, printed!, problems);
      await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(`number\r\n${imported}\r\nELC-12\r\n${printed}\r\n`) });
      await page.getByRole('button', { name: 'Import' }).click();
      const rejected = page.getByRole('table', { name: 'Rejected lines' });
      await rejected.waitFor();
      expect(await page.getByText('Imported from the file: 1 added, 2 rejected of 3').count()).toBe(1);
      const rows = await rejected.locator('tbody tr').allTextContents();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('ELC-12');
      expect(rows[1]).toContain('Already in the inventory');
      await lookAtScreen(page, 'staff-cards-import-report', problems);

      // ---- The request: paid → preparing → ready (the oldest card in stock) → delivered.
      await deliverCardRequestInConsole(page, reference, problems);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }

    // ---- The customer's card request page shows each step the console moved, with its time.
    const { context: after, page: mine } = await newPage();
    try {
      await mine.goto('/login');
      await mine.getByLabel(/^Username or Email( \*)?$/).fill(customer.email);
      await mine.getByLabel(/^Password( \*)?$/).fill(customer.password);
      await mine.getByRole('button', { name: 'Login', exact: true }).click();
      await mine.waitForURL('**/my/user/dashboard');
      await mine.goto(`/my/user/card-management/${requestId}`);
      await mine.getByText('Your card has been delivered.').waitFor();
      const steps = await mine.locator('.timeline__step').allTextContents();
      expect(steps).toHaveLength(4);
      for (const [i, label] of ['Paid', 'Being prepared', 'Ready for pickup at UNIPORT Choba Hub', 'Delivered'].entries()) {
        expect(steps[i]).toMatch(new RegExp(`^${label}\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d`));
      }
      if (SCREENS) await mine.screenshot({ path: path.join(SCREENS, 'customer-card-delivered-1280.png'), fullPage: true });
    } finally {
      await after.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
