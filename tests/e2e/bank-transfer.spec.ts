/**
 * Issue 27's bank-transfer journey against the real built server (docs/decisions/056-bank-transfer-accounts.md): a
 * customer asks for their own account number on the deposits page (reached from the dashboard), the sandbox's page
 * sends a transfer to it, the signed webhook is verified and credited, the balance shows it and the receipt is in the
 * dev mailbox. Screens at phone and desktop widths, axe-clean.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { createCustomer, signInToDashboard } from '../support/customers';

const baseUrl = inject('baseUrl');
const SHOTS = '/work/wt/shots/bank-transfer';

const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

describe('bank transfer journey (real server, sandbox gateway)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await mkdir(SHOTS, { recursive: true }).catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a customer gets an account number, a sandbox transfer lands on the balance, the receipt is in the mailbox', async () => {
    const stamp = Date.now().toString(36);
    const customer = await createCustomer(baseUrl, { username: `bola_${stamp}`, firstname: 'Bola', lastname: 'Ade', password: 'Customer#2026' });
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    try {
      await signInToDashboard(page, customer.email, customer.password);
      await expect.poll(() => figure(page, 'Available Balance').textContent()).toBe('₦0.00');
      await page.getByRole('link', { name: 'Pay by bank transfer' }).click();
      await page.waitForURL('**/my/user/deposits#bank-transfer');
      const card = page.getByRole('region', { name: 'Pay by bank transfer' });
      await card.getByRole('button', { name: 'Get my account number' }).click();
      const number = card.locator('dd .cell-mono').first();
      await expect.poll(() => number.textContent(), { timeout: 15_000 }).toMatch(/^\d{10}$/);
      const accountNumber = (await number.textContent())!;
      expect(await card.textContent()).toContain('E-LAUNDRY/BOLA ADE');
      await card.locator('.bank-transfer__qr svg').waitFor();
      expect(await card.locator('.bank-transfer__qr svg title').textContent()).toBe(`QR code of account ${accountNumber}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/deposits-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/deposits-phone.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize(DESKTOP);

      // The sandbox's page: Send a transfer of ₦5,000 to the number.
      const sandbox = await context.newPage();
      await sandbox.goto(`${baseUrl}/sandbox/virtual-accounts`);
      const row = sandbox.locator('tr', { hasText: accountNumber });
      await row.getByLabel('Amount (₦)').fill('5000');
      await row.getByRole('button', { name: 'Send a transfer' }).click();
      await sandbox.waitForURL('**/sandbox/virtual-accounts');
      await sandbox.close();

      // ₦5,000 less the 1 % charge.
      await expect.poll(
        async () => {
          await page.goto('/my/user/dashboard');
          const balance = figure(page, 'Available Balance');
          await balance.filter({ hasText: '₦' }).waitFor({ timeout: 10_000 });
          return balance.textContent();
        },
        { timeout: 40_000, interval: 1000 },
      ).toBe('₦4,950.00');
      await page.goto('/my/user/deposits');
      await page.getByRole('table', { name: 'Deposits' }).getByText('Bank transfer').waitFor();
      const mails = (await (await fetch(`${baseUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json()) as { data: { subject: string; text?: string }[] };
      expect(mails.data.filter((m) => /top-up receipt/i.test(m.subject))).toHaveLength(1);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
