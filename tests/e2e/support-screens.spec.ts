/**
 * The support and profile screens (issue 12) on `npm run dev:mock` (Vite + Prism's mock of the contract, no server):
 * each is painted from the contract's examples, axe-clean (serious/critical) at 390 and 1280 px, nothing scrolls
 * sideways, and the ticket forms work from the keyboard. With SUPPORT_SCREENS=<dir> it saves a screenshot of each.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, jsErrors, launchChromium } from '../support/browser';
import { screenProblems, signedInMockPage, startDevMock, type MockScreen } from '../support/dev-mock';

const SCREENS = process.env.SUPPORT_SCREENS;

const SCREENS_TO_CHECK: MockScreen[] = [
  { name: 'mock-support-list', url: '/my/support', ready: (p) => p.getByRole('table', { name: 'Tickets' }).waitFor() },
  {
    name: 'mock-support-new-errors',
    url: '/my/support/new',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Create Ticket' }).click();
      await p.getByText('Message is required').waitFor();
    },
  },
  { name: 'mock-support-ticket', url: '/my/support/483920', ready: (p) => p.getByRole('article', { name: /^Support message of/ }).waitFor() },
  { name: 'mock-profile', url: '/my/user/profile-setting', ready: (p) => p.getByRole('button', { name: 'Update Profile' }).waitFor() },
];

describe('support and profile screens on npm run dev:mock', () => {
  let stopDev: (() => Promise<void>) | undefined;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ base, stop: stopDev } = await startDevMock());
    browser = await launchChromium();
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
    it(`every support and profile screen is painted and axe-clean at ${width} px`, async () => {
      const { context, page } = await signedInPage(viewport);
      try {
        expect(await screenProblems(page, SCREENS_TO_CHECK, width, SCREENS)).toEqual([]);
        expect(jsErrors(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a ticket is opened from the keyboard alone', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    try {
      await page.goto('/my/support/new');
      const subject = page.getByLabel(/^Subject( \*)?$/);
      // The form's first field has the focus when it opens.
      await expect.poll(() => subject.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('Card not crediting');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Please check my card.');
      await page.keyboard.press('Tab');
      // The file picker is reachable (its label shows the focus ring), then the submit button.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create Ticket');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/my/support');
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
