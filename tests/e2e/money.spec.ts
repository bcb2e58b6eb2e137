/**
 * Issue 10's journey against the real built server on a fresh embedded database, the payments going through the
 * server's local sandbox gateway (its hosted checkout page, its signed webhook, the real adapter code): a referred
 * customer tops up ₦5,000 and sees it everywhere, downloads the statement; a declined top-up credits nothing and
 * shows Failed; the referrer sees the commission (held until spent, ADR 071) and the referred user (e-mail masked).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { createCustomer, signInToDashboard, startTopUp } from '../support/customers';
import { root } from '../support/processes';

const baseUrl = inject('baseUrl');

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** The value of a dashboard figure ("Available Balance" → "₦5,000.00"). */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

describe('money journey (real server, sandbox gateway)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a referred customer tops up ₦5,000, a declined top-up credits nothing, the referrer sees the commission held', async () => {
    const stamp = Date.now().toString(36);
    const referrer = await createCustomer(baseUrl, { username: `ada_${stamp}`, firstname: 'Ada', lastname: 'Obi', password: 'Referrer#2026' });
    const customer = await createCustomer(baseUrl, {
      username: `tunde_${stamp}`,
      firstname: 'Tunde',
      lastname: 'Adeyemi',
      password: 'Customer#2026',
      referralCode: referrer.referralCode,
    });

    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    try {
      await signInToDashboard(page, customer.email, customer.password);
      await expect.poll(() => figure(page, 'Available Balance').textContent()).toBe('₦0.00');
      expect(await page.getByText('No credits yet').count()).toBe(1);

      // ---- Top up ₦5,000 with Paystack through the sandbox checkout.
      const { total } = await startTopUp(page, 'Paystack', '5000');
      // The sandbox's hosted checkout shows the total the modal announced (amount + charge), e.g. "NGN 5075.00".
      expect(await page.getByText(total.replace(/[₦,]/g, '')).count(), 'the checkout shows the total to pay').toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL('**/payment-success?reference=*', { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor({ timeout: 20_000 });
      expect(await figure(page, 'Amount').textContent()).toBe('₦5,000.00');
      expect(await figure(page, 'New balance').textContent()).toBe('₦5,000.00');
      const reference = new URL(page.url()).searchParams.get('reference')!;

      // ---- Dashboard: balance and the credit.
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/my/user/dashboard');
      await expect.poll(() => figure(page, 'Available Balance').textContent()).toBe('₦5,000.00');
      expect(await figure(page, 'Total Deposits').textContent()).toBe('₦5,000.00');
      const credits = page.getByRole('table', { name: 'Latest Credits' });
      expect(await credits.getByRole('cell', { name: '+₦5,000.00' }).count()).toBe(1);

      // ---- The deposit (Success, its reference) and the transaction with its post balance.
      await page.goto('/my/user/deposits');
      const depositRow = page.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: reference });
      await depositRow.waitFor();
      expect(await depositRow.textContent()).toContain('Success');
      expect(await depositRow.textContent()).toContain('₦5,000.00');
      await page.goto('/my/user/transactions');
      const line = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
      await line.waitFor();
      const cells = await line.getByRole('cell').allTextContents();
      expect(cells[3]).toBe('Credit +₦5,000.00');
      expect(cells[4]).toBe('₦5,000.00');

      // ---- Statement (CSV) for this month.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\n')[0]).toContain('Post balance');
      const creditLine = csv.split('\n').find((row) => row.includes(cells[1]!));
      expect(creditLine, 'the statement lists the credit with its post balance').toMatch(/,5000\.00,.*\+,5000\.00,Top-up,/);

      // ---- A declined top-up: Failed, nothing credited.
      await startTopUp(page, 'Flutterwave', '1000');
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await page.waitForURL('**/payment-success?reference=*', { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor({ timeout: 20_000 });
      await page.goto('/my/user/dashboard');
      await expect.poll(() => figure(page, 'Available Balance').textContent()).toBe('₦5,000.00');
      await page.goto('/my/user/deposits');
      const failed = page.getByRole('table', { name: 'Deposits' }).getByRole('row').nth(1);
      await failed.waitFor();
      expect(await failed.textContent()).toContain('Failed');
      expect(await failed.textContent()).toContain('₦1,000.00');
      // ---- The same screens with real data, at both widths: axe-clean, nothing scrolls sideways.
      const problems: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const [url, table] of [
          ['/my/user/dashboard', 'Latest Credits'],
          ['/my/user/deposits', 'Deposits'],
          ['/my/user/transactions', 'Transactions'],
        ] as const) {
          await page.goto(url);
          await page.getByRole('table', { name: table }).waitFor();
          for (const v of await seriousViolations(page)) problems.push(`${url} @${viewport.width}px ${v}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) problems.push(`${url} @${viewport.width}px scrolls sideways by ${overflow}px`);
        }
      }
      expect(problems).toEqual([]);
      await page.setViewportSize(DESKTOP);
      expect(jsErrors(page)).toEqual([]);
      await logout(page);

      // ---- The referrer: the commission and the referred user (e-mail masked).
      await signInToDashboard(page, referrer.email, referrer.password);
      await page.goto('/my/user/referral/commissions');
      const commission = page.getByRole('table', { name: 'Commissions' }).getByRole('row').nth(1);
      await commission.waitFor();
      expect(await commission.textContent()).toContain('Tunde Adeyemi');
      const commissionCells = await commission.getByRole('cell').allTextContents();
      expect(commissionCells[4]!).toMatch(/^₦[1-9][\d,]*\.\d\d$/);
      // Held until the referred customer spends that money at a hub (ADR 071), and the screen says the rule.
      expect(commissionCells[6]).toBe('Held until spent at a hub');
      await page.getByText(/A commission on a top-up by someone you referred is held until they spend that money at a hub/).waitFor();
      await page.getByRole('link', { name: 'My Referred Users' }).click();
      const referee = page.getByRole('table', { name: 'Referred users' }).getByRole('row').nth(1);
      await referee.waitFor();
      expect(await referee.textContent()).toContain('Tunde Adeyemi');
      expect(await referee.textContent()).not.toContain(customer.email);
      // Held, not credited: the referrer's balance is still nothing.
      await page.goto('/my/user/dashboard');
      await expect.poll(() => figure(page, 'Available Balance').textContent()).toBe('₦0.00');
      expect(jsErrors(page)).toEqual([]);
    } catch (error) {
      // Leave evidence for whoever reads the failure.
      await page.screenshot({ path: path.join(root, 'dist/e2e-money-failure.png'), fullPage: true }).catch(() => {});
      console.error('page at failure:', page.url(), jsErrors(page), await page.locator('body').ariaSnapshot().catch(() => ''));
      throw error;
    } finally {
      await context.close();
    }
  });
});
