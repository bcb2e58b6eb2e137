/**
 * The money screens (issue 10) on `npm run dev:mock` (Vite + Prism's mock of the contract, no server): each is
 * painted from the contract's examples, axe-clean (serious/critical) at 390 and 1280 px, and keyboard-usable (the
 * Deposit Money dialog opens from the keyboard, traps focus, closes on Escape and gives focus back). With
 * MONEY_SCREENS=<dir> it also saves a screenshot of every screen at both widths there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium } from '../support/browser';
import { screenProblems, signedInMockPage, startDevMock, type MockScreen } from '../support/dev-mock';

const SCREENS = process.env.MONEY_SCREENS;

/** Each screen, and what shows it is painted from the mock's answer (not a loader). */
const SCREENS_TO_CHECK: MockScreen[] = [
  { name: 'dashboard', url: '/my/user/dashboard', ready: (p) => p.getByRole('table', { name: 'Latest Credits' }).waitFor() },
  { name: 'deposits', url: '/my/user/deposits', ready: (p) => p.getByRole('table', { name: 'Deposits' }).waitFor() },
  // With the refunds of the top-up (ADR 049): the contract's example has one refunded and one in progress.
  { name: 'deposit-details', url: '/my/user/deposits/311', ready: (p) => p.getByRole('heading', { name: 'Refunds of this top-up' }).waitFor() },
  // With an adjustment, a reversal and a refund (ADR 049), each with its status and links.
  { name: 'transactions', url: '/my/user/transactions', ready: (p) => p.getByRole('link', { name: 'TRX7H4J1K8L5P2O: the line it reverses' }).waitFor() },
  { name: 'commissions', url: '/my/user/referral/commissions', ready: (p) => p.getByRole('table', { name: 'Commissions' }).waitFor() },
  { name: 'referees', url: '/my/user/referees', ready: (p) => p.getByRole('table', { name: 'Referred users' }).waitFor() },
  {
    name: 'payment-success',
    url: '/payment-success?reference=DEP-20261012-2R7T9W',
    ready: (p) => p.getByText('New balance').waitFor(),
  },
];

describe('money screens on npm run dev:mock', () => {
  let stopDev: (() => Promise<void>) | undefined;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ base, stop: stopDev } = await startDevMock());
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stopDev?.();
  }, 30_000);

  const signedInPage = (viewport: typeof PHONE) => signedInMockPage(browser, base, viewport);

  for (const [width, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`every money screen is painted and axe-clean at ${width} px`, async () => {
      const { context, page } = await signedInPage(viewport);
      try {
        expect(await screenProblems(page, SCREENS_TO_CHECK, width, SCREENS)).toEqual([]);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('Deposit Money works from the keyboard: opens, traps focus, shows the live charge, Escape closes', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    try {
      await page.goto('/my/user/deposits');
      const open = page.getByRole('button', { name: 'Deposit Now' });
      await expect.poll(() => open.isEnabled()).toBe(true);
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Deposit Money' });
      await dialog.waitFor();
      const provider = dialog.getByRole('combobox', { name: /Provider/ });
      expect(await provider.evaluate((el) => el === document.activeElement)).toBe(true);
      await provider.selectOption('paystack');
      await page.keyboard.press('Tab');
      await page.keyboard.type('5000');
      await expect.poll(() => dialog.getByLabel('Payment summary').textContent()).toContain('Total to pay₦5,075.00');
      expect(await seriousViolations(page)).toEqual([]);
      if (SCREENS) await page.screenshot({ path: path.join(SCREENS, 'deposit-modal-1280.png') });
      // Tab cycles inside the dialog.
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
