/**
 * Management cards in the staff console (issue 24, docs/decisions/046-management-cards.md), against the real server on
 * PostgreSQL through the contract gate: an admin (invited by the command) opens Management cards, issues a card from
 * stock for a hub, changes its hubs, reads its starts after a free start by a hub, and revokes it with a reason. Every
 * screen passes axe at 390 and 1280 px with no sideways scroll; with STAFF_SCREENS=<dir> screenshots are saved there.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { jsErrors, launchChromium } from '../support/browser';
import { startGatedServer } from '../support/processes';
import { freshPostgres } from '../support/postgres';
import { gatedPage, inviteTokenOf, lookAtScreen, setUpStaff, signInStaff } from '../support/staff-console';

const SCREENS = process.env.STAFF_SCREENS;

describe('management cards in the staff console (real server on PostgreSQL)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const newPage = () => gatedPage(browser, server);

  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_mgmt');
    server = await startGatedServer({ DATABASE_URL: database.url });
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it('an admin issues a management card from stock, changes its hubs, reads its free start and revokes it', async () => {
    const baseUrl = server.server.url;
    const env = { DATABASE_URL: database.url, PUBLIC_URL: baseUrl };
    const admin = { email: `owner.${Date.now().toString(36)}@e-laundry.test`, name: 'Ada Eze', password: 'Wash&Fold-Rota-2026' };
    const problems: string[] = [];
    const invite = await runOps(['staff:invite', '--email', admin.email, '--role', 'admin'], env);
    expect(invite.code).toBe(0);
    expect((await runOps(['card:add', 'MGE2E00000001'], env)).code).toBe(0);
    const key = (await runOps(['hub:key:issue', 'UNIPORT Choba Hub'], env)).stdout.trim();

    const { context, page } = await newPage();
    try {
      const code = await setUpStaff(page, inviteTokenOf(invite.stdout)!, admin, 'mgmt-setup', problems);
      await signInStaff(page, admin.email, admin.password, code, problems);
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Management cards' }).click();
      await page.waitForURL('**/staff/cards/management');
      await page.getByText('No management cards yet').waitFor();
      await lookAtScreen(page, 'staff-management-cards-empty', problems);

      // ---- Issue: the attendant, the hub picked by name (under its location), the next card in stock.
      await page.getByRole('button', { name: 'Issue a management card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a management card' });
      await dialog.getByLabel(/^Attendant( \*)?$/).fill('Chioma Okafor');
      await dialog.getByRole('group', { name: 'Port Harcourt' }).getByRole('checkbox', { name: 'UNIPORT Choba Hub' }).check();
      await lookAtScreen(page, 'staff-management-cards-issue', problems);
      await dialog.getByRole('button', { name: 'Issue card' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: 'MGE2E00000001' }).waitFor();

      // ---- A hub starts a machine with it: free, and the table counts it.
      const res = await fetch(`${baseUrl}/api/v1/hub/charges`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: 'MGE2E00000001', machine: 'W3', cycle_id: 'e2e-mgmt-1' }),
      });
      expect(res.status).toBe(201);
      await page.reload();
      await page.getByRole('cell', { name: '₦500.00' }).first().waitFor();
      await lookAtScreen(page, 'staff-management-cards', problems);

      await page.getByRole('button', { name: 'Starts of Chioma Okafor’s card' }).click();
      await page.getByRole('table', { name: 'Starts' }).getByText('Free start').first().waitFor();
      await lookAtScreen(page, 'staff-management-cards-starts', problems);
      await page.getByRole('button', { name: 'Close the starts' }).click();

      // ---- Change hubs, then revoke with a reason (keyboard only for the reason).
      await page.getByRole('button', { name: 'Change hubs of Chioma Okafor’s card' }).click();
      const hubsDialog = page.getByRole('dialog', { name: 'Change hubs' });
      // The card's hub is ticked; a second one is added.
      expect(await hubsDialog.getByRole('checkbox', { name: 'UNIPORT Choba Hub' }).isChecked()).toBe(true);
      await hubsDialog.getByRole('checkbox', { name: 'Rumuola Hostels Hub' }).check();
      await hubsDialog.getByLabel(/^Reason( \*)?$/).fill('Weekend cover');
      await hubsDialog.getByRole('button', { name: 'Save hubs' }).click();
      await hubsDialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Revoke Chioma Okafor’s card' }).click();
      const revoke = page.getByRole('dialog', { name: 'Revoke this management card?' });
      await revoke.getByLabel(/^Reason( \*)?$/).fill('Left the company');
      await lookAtScreen(page, 'staff-management-cards-revoke', problems);
      await revoke.getByRole('button', { name: 'Revoke' }).click();
      await revoke.waitFor({ state: 'detached' });
      await page.getByRole('table', { name: 'Management cards' }).getByText('revoked').first().waitFor();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
      await page.waitForURL('**/staff/cards/management?status=active');
      await page.getByText('No management cards yet').waitFor();
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
