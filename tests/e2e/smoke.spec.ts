import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { jsErrors, launchChromium, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');

describe('smoke: the real server serves the SPA and guards the customer area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens /, navigates to /login, and a protected route lands on /login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();

      await page.getByRole('link', { name: /^log ?in$/i }).first().click();
      await page.waitForURL('**/login');
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/sign in/i);

      // A deep link into the customer area while logged out: the server's history fallback loads the app,
      // and the guard sends the visitor to /login (which brings them back afterwards: ?next=).
      await page.goto('/my/user/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the API on the same port', async () => {
    const res = await fetch(`${baseUrl}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'pglite' } });
  });
});
