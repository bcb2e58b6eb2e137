/**
 * The card screens of issue 11 on `npm run dev:mock` (Vite + Prism's mock of the contract, no server): each is painted
 * from the contract's examples, axe-clean (serious/critical) at 390 and 1280 px without sideways scrolling, and the
 * Request Card dialog works from the keyboard. With CARD_SCREENS=<dir> it also saves a screenshot of every screen at
 * both widths there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { screenProblems, signedInMockPage, startDevMock, type MockScreen } from '../support/dev-mock';

const SCREENS = process.env.CARD_SCREENS;

const SCREENS_TO_CHECK: MockScreen[] = [
  { name: 'mock-card-history', url: '/my/user/card-management', ready: (p) => p.getByRole('table', { name: 'Card requests' }).waitFor() },
  { name: 'mock-card-details', url: '/my/user/card-management/57', ready: (p) => p.getByRole('heading', { name: 'Fulfilment' }).waitFor() },
  { name: 'mock-laundry-viewer', url: '/my/user/laundry-viewer', ready: (p) => p.getByRole('article').first().waitFor() },
];

describe('card screens on npm run dev:mock', () => {
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
    it(`every card screen is painted and axe-clean at ${width} px`, async () => {
      const { context, page } = await signedInPage(viewport);
      try {
        expect(await screenProblems(page, SCREENS_TO_CHECK, width, SCREENS)).toEqual([]);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`the public Location page shows the hubs' free machines after hydration at ${width} px (a visitor)`, async () => {
      const { context, page } = await newPage(browser, base, viewport);
      try {
        await page.goto('/location');
        await page.getByRole('heading', { name: 'Free machines now' }).waitFor();
        await page.getByRole('article', { name: 'UNIPORT Choba Hub' }).waitFor({ timeout: 15_000 });
        const problems = (await seriousViolations(page)).map((v) => `/location: ${v}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`/location: scrolls sideways by ${overflow}px`);
        if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `mock-location-live-${width}.png`), fullPage: true });
        expect(problems).toEqual([]);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('Request Card works from the keyboard: location → centres, provider, fees and total, Escape closes', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    try {
      await page.goto('/my/user/card-management');
      const open = page.getByRole('button', { name: 'Request Card' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Request Card' });
      await dialog.waitFor();
      const location = dialog.getByRole('combobox', { name: /Location/ });
      await expect.poll(() => location.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
      await location.selectOption({ label: 'Abuja' });
      const center = dialog.getByRole('combobox', { name: /Service Center/ });
      await expect.poll(() => center.locator('option').count()).toBeGreaterThan(1);
      await page.keyboard.press('Tab');
      expect(await center.evaluate((el) => el === document.activeElement)).toBe(true);
      await center.selectOption({ index: 1 });
      await dialog.getByRole('combobox', { name: /Provider/ }).selectOption('paystack');
      await expect.poll(() => dialog.getByLabel('Payment summary').textContent()).toContain('Total to pay₦3,552.50');
      expect(await seriousViolations(page)).toEqual([]);
      if (SCREENS) await page.screenshot({ path: path.join(SCREENS, 'mock-request-card-modal-1280.png') });
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
