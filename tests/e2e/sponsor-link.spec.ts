/**
 * Issue 27's sponsor pay-by-link journey (ADR 057) against the real built server, paid through its local sandbox
 * gateway: a customer makes a link ("Ask someone to pay"), a second browser context with no session opens it, pays
 * through the hosted checkout and is thanked; the customer sees the credit named after the sponsor; both e-mails are
 * in the dev mailbox; a revoked link shows the one clear message. Screens saved under /work/wt/shots/sponsor-link/
 * when that folder exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { createCustomer, signInToDashboard } from '../support/customers';
import { root } from '../support/processes';

const baseUrl = inject('baseUrl');
const SHOTS = '/work/wt/shots/sponsor-link';
const INVALID = 'This payment link is no longer valid. Ask the person who sent it for a new one.';

async function shot(page: Page, name: string) {
  if (!existsSync(SHOTS)) return;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function mailSubjects(to: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
}

describe('sponsor pay-by-link journey (real server, sandbox gateway)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a customer makes a link, a sponsor without an account pays it through the sandbox checkout, the customer sees the credit, both get their e-mail', async () => {
    const stamp = Date.now().toString(36);
    const customer = await createCustomer(baseUrl, { username: `chioma_${stamp}`, firstname: 'Chioma', lastname: 'Eze', password: 'Customer#2026' });
    const sponsorEmail = `mama.${stamp}@example.com`;
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    const sponsor = await newPage(browser, baseUrl, PHONE);
    try {
      await signInToDashboard(page, customer.email, customer.password);
      await page.goto('/my/user/deposits');
      await page.getByRole('link', { name: 'Ask someone to pay' }).click();
      await page.waitForURL('**/my/user/sponsor-links');
      await page.getByText('No payment links yet').waitFor();
      await page.getByLabel(/Suggested amount/).fill('2500');
      await page.getByLabel(/Note/).fill("For this week's laundry");
      await page.getByRole('button', { name: 'Make link' }).click();
      const qr = page.getByRole('region', { name: 'QR code of your link' });
      await qr.locator('svg').waitFor();
      const url = (await qr.locator('.sponsor-link__url').textContent())!.trim();
      expect(url).toMatch(new RegExp(`^${baseUrl}/pay/[A-Za-z0-9_-]{24}$`));
      await page.getByRole('table', { name: 'My payment links' }).getByText(url).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'customer-links');

      // ---- The sponsor: another browser context, no session.
      const s = sponsor.page;
      await s.goto(url);
      await s.getByRole('heading', { level: 1, name: 'Top up a laundry card' }).waitFor({ timeout: 20_000 });
      expect(await s.locator('.pay__facts > div').filter({ has: s.locator('dt', { hasText: /^For$/ }) }).locator('dd').textContent({ timeout: 20_000 })).toBe('Chioma');
      const body = (await s.locator('body').textContent()) ?? '';
      expect(body).not.toContain('Eze');
      expect(body).not.toContain(customer.email);
      expect(body).toContain("For this week's laundry");
      expect(await s.getByLabel('Amount (₦)').inputValue()).toBe('2500');
      expect(await seriousViolations(s)).toEqual([]);
      await shot(s, 'sponsor-page');
      await s.getByLabel('Your name').fill('Mama Chioma');
      await s.getByLabel('Your email address').fill(sponsorEmail);
      await s.getByRole('button', { name: /^Pay ₦2,5\d\d\.\d\d$/ }).click();
      await s.waitForURL((u) => u.pathname.includes('/sandbox/'), { timeout: 20_000 });
      await s.getByRole('button', { name: 'Pay', exact: true }).click();
      await s.waitForURL('**/pay/*?reference=*', { timeout: 20_000 });
      await s.getByText('Thank you!').waitFor({ timeout: 20_000 });
      await shot(s, 'sponsor-thanks');
      expect(jsErrors(s)).toEqual([]);

      // ---- The customer sees the credit, named after the sponsor.
      await page.goto('/my/user/dashboard');
      await expect.poll(() => figure(page, 'Available Balance').textContent(), { timeout: 20_000 }).toBe('₦2,500.00');
      await page.goto('/my/user/transactions');
      await page.getByRole('table', { name: 'Transactions' }).getByText('Top-up from Mama Chioma').waitFor({ timeout: 20_000 });

      // ---- Both e-mails.
      await expect.poll(() => mailSubjects(sponsorEmail), { timeout: 20_000 }).toEqual([expect.stringContaining("Chioma's laundry card")]);
      await expect.poll(async () => (await mailSubjects(customer.email)).filter((m) => m.includes('Mama Chioma topped up your laundry card')).length, { timeout: 20_000 }).toBe(1);

      // ---- Revoked: the sponsor's page shows the one clear message, no form.
      await page.goto('/my/user/sponsor-links');
      await page.getByRole('button', { name: /^Revoke link / }).click();
      await page.getByRole('table', { name: 'My payment links' }).getByText('Revoked').waitFor();
      await s.goto(url);
      await s.getByText(INVALID).waitFor({ timeout: 20_000 });
      expect(await s.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
      await shot(s, 'sponsor-invalid');
      expect(jsErrors(page)).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: path.join(root, 'dist/e2e-sponsor-failure.png'), fullPage: true }).catch(() => {});
      await sponsor.page.screenshot({ path: path.join(root, 'dist/e2e-sponsor-failure-sponsor.png'), fullPage: true }).catch(() => {});
      console.error('pages at failure:', page.url(), sponsor.page.url(), jsErrors(page), jsErrors(sponsor.page));
      throw error;
    } finally {
      await context.close();
      await sponsor.context.close();
    }
  });
});
