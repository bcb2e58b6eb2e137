/**
 * The bank-transfer journey where Paystack validates the customer before it assigns a number
 * (PAYSTACK_DVA_VALIDATION=1, docs/decisions/061-customer-validation-and-transfer-reconciliation.md), against a real
 * built server of its own (on a fresh PostgreSQL database, its API calls through the contract gate) whose sandbox is switched to "requires validation" over HTTP: the customer gives BVN, account
 * number and bank (from the gateway's list), the screen says "Checking with your bank…", the bank's refusal is shown in
 * plain words with a way to try again, and the number appears once the bank confirms. Axe-clean at 390 and 1280 px.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium } from '../support/browser';
import { createCustomer, signInToDashboard } from '../support/customers';
import { freshPostgres } from '../support/postgres';
import { startGatedServer } from '../support/processes';
import { gatedPage } from '../support/staff-console';

const SHOTS = '/work/wt/shots/bank-transfer';

describe('bank transfer with customer validation (real server, PAYSTACK_DVA_VALIDATION=1, sandbox gateway)', () => {
  let browser: Browser;
  let gated: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const server = { url: '' };
  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_validation');
    gated = await startGatedServer({ DATABASE_URL: database.url, PAYSTACK_DVA_VALIDATION: '1', BANK_TRANSFER: 'on' });
    server.url = gated.server.url;
    browser = await launchChromium();
    await mkdir(SHOTS, { recursive: true }).catch(() => {});
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await gated?.stop();
    await database?.drop();
  }, 60_000);

  const sandbox = async (path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ customers?: { customer_code: string; email: string }[] }>;
  };
  /** Both widths: axe clean, and a screenshot of each. */
  async function checkWidths(page: Page, name: string) {
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  }
  async function fill(card: Locator, bank: string) {
    await card.getByLabel('BVN (Bank Verification Number)').fill('22212345678');
    await card.getByLabel('Bank account number').fill('0123456789');
    await card.getByLabel('Bank', { exact: true }).selectOption({ label: bank });
  }

  it('asks for the identity with its reason, shows the check, the bank’s refusal with a retry, then the number', async () => {
    await sandbox('/sandbox/virtual-accounts/validation', { mode: 'manual' });
    const stamp = Date.now().toString(36);
    const customer = await createCustomer(server.url, { username: `dayo_${stamp}`, firstname: 'Dayo', lastname: 'Ojo', password: 'Customer#2026' });
    const { context, page } = await gatedPage(browser, gated);
    try {
      await signInToDashboard(page, customer.email, customer.password);
      await page.goto('/my/user/deposits#bank-transfer');
      const card = page.getByRole('region', { name: 'Pay by bank transfer' });
      await card.getByText('must confirm with your bank that the account is yours').waitFor();
      expect(await card.textContent()).toContain('the names must match the ones on your BVN');
      expect(await card.textContent()).toContain('do not store them');
      await card.getByRole('option', { name: 'Access Bank' }).waitFor({ state: 'attached' });

      // Sent empty: every field says what it needs, nothing leaves the page.
      await card.getByRole('button', { name: 'Get my account number' }).click();
      await card.getByText('Enter your 10-digit account number.').waitFor();
      await checkWidths(page, 'validation-form');

      await fill(card, 'Access Bank');
      await card.getByRole('button', { name: 'Get my account number' }).click();
      await card.getByText('Checking with your bank…').waitFor();
      expect(await card.getByRole('status').textContent()).toContain('Access Bank, account ending 6789');
      // Nothing of the BVN or the account number stays in the page.
      expect(await page.content()).not.toContain('22212345678');
      await checkWidths(page, 'validation-checking');

      // The bank cannot confirm: the reason in plain words, the form to try again.
      const code = (await sandbox('/sandbox/virtual-accounts')).customers!.find((c) => c.email === customer.email)!.customer_code;
      await sandbox(`/sandbox/virtual-accounts/validation/${code}/failed`, {});
      const alert = card.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.textContent()).toContain('Your bank could not confirm these details: Account number or BVN is incorrect.');
      await checkWidths(page, 'validation-failed');

      // Tried again with another bank; the bank confirms this time: the number.
      await sandbox('/sandbox/virtual-accounts/validation', { mode: 'pass' });
      await fill(card, 'Guaranty Trust Bank');
      await card.getByRole('button', { name: 'Try again' }).click();
      const number = card.locator('dd .cell-mono').first();
      await expect.poll(() => number.textContent().catch(() => null), { timeout: 30_000, interval: 500 }).toMatch(/^\d{10}$/);
      expect(await card.textContent()).toContain('E-LAUNDRY/DAYO OJO');
      await checkWidths(page, 'validation-assigned');
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
      await sandbox('/sandbox/virtual-accounts/validation', { mode: 'off' });
    }
  });
});
