/**
 * Issue 9, first-impression polish (tests/e2e/polish-support.ts says how): motion (the slider, reduced motion), the
 * legal pages' tables of contents, the phone navigation panel, and axe on the signed-in layout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { hydrated, storeSession, type AuthSession, type Customer } from '../support/customers';
import { api, stamp, usePolishBrowser, VIEWPORTS, withPage } from './polish-support';

usePolishBrowser();

describe('7. motion', () => {
  const slideIndex = (page: Page) =>
    page.locator('.slider__slide').evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
  const settle = (page: Page) => page.waitForFunction(() => document.readyState === 'complete');

  it('the slider moves on its own, rests on hover and on keyboard focus and while the tab is hidden, and has Pause', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await hydrated(page);
      await settle(page);
      const first = await slideIndex(page);
      await expect.poll(() => slideIndex(page), { timeout: 8000 }).not.toBe(first);

      // Hover: rests.
      await page.locator('.slider').hover();
      let at = await slideIndex(page);
      await page.waitForTimeout(3500);
      expect(await slideIndex(page)).toBe(at);

      // Keyboard focus (pointer away): rests.
      await page.mouse.move(5, 700);
      await page.getByRole('button', { name: /^Show slide 1/ }).focus();
      at = await slideIndex(page);
      await page.waitForTimeout(3500);
      expect(await slideIndex(page)).toBe(at);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());

      // Tab hidden: rests.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      at = await slideIndex(page);
      await page.waitForTimeout(3500);
      expect(await slideIndex(page)).toBe(at);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });

      // The visible Pause control stops the slider and the typed tagline.
      const pause = page.getByRole('button', { name: 'Pause slideshow' });
      expect(await pause.isVisible()).toBe(true);
      await pause.click();
      await page.mouse.move(5, 700);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      at = await slideIndex(page);
      await page.waitForTimeout(3500);
      expect(await slideIndex(page)).toBe(at);
      expect(await page.locator('.typed').getAttribute('data-moving')).toBeNull();
      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await expect.poll(() => page.locator('.typed').getAttribute('data-moving')).toBe('true');
    });
  });

  it('with prefers-reduced-motion nothing advances by itself, and the tagline stands still', async () => {
    await withPage(
      PHONE,
      async (page) => {
        await page.goto('/');
        await hydrated(page);
        await settle(page);
        const at = await slideIndex(page);
        await page.waitForTimeout(4500);
        expect(await slideIndex(page)).toBe(at);
        expect(await page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
        expect(await page.locator('.typed').getAttribute('data-moving')).toBeNull();
        expect(await page.locator('.typed__live').textContent()).toBe('Redefining Laundry');
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('8. legal pages', () => {
  it.each(['/terms-and-conditions', '/privacy-policy'])('%s on a phone: a collapsible "On this page" list at the top', async (path) => {
    await withPage(PHONE, async (page) => {
      await page.goto(path);
      await hydrated(page);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const summary = toc.locator('summary');
      expect(await summary.isVisible()).toBe(true);
      // At the top: above the text's first section.
      const firstSection = page.locator('.legal__section').first();
      expect((await summary.boundingBox())!.y).toBeLessThan((await firstSection.boundingBox())!.y);
      const links = toc.getByRole('link');
      expect(await links.first().isVisible()).toBe(false);
      await summary.click();
      await expect.poll(() => links.first().isVisible()).toBe(true);
      expect(await links.count()).toBeGreaterThan(3);
      expect(await seriousViolations(page)).toEqual([]);
      const third = links.nth(2);
      const target = (await third.getAttribute('href'))!;
      await third.click();
      await expect.poll(() => page.evaluate((id) => Math.round(document.querySelector(id)!.getBoundingClientRect().top), target)).toBeLessThan(200);
    });
  });

  it('Terms on a wide screen: the section being read is marked in the table of contents', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/terms-and-conditions');
      await hydrated(page);
      expect(await page.locator('.legal__toc-narrow').isVisible()).toBe(false);
      const toc = page.locator('.legal__toc');
      const sections = await page.locator('.legal__section').evaluateAll((els) => els.map((e) => e.id));
      const target = sections[3]!;
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' as ScrollBehavior }), target);
      await expect.poll(() => toc.locator('[aria-current="location"]').getAttribute('href')).toBe(`#${target}`);
      expect(await toc.locator('[aria-current="location"]').count()).toBe(1);
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' as ScrollBehavior }), sections[1]!);
      await expect.poll(() => toc.locator('[aria-current="location"]').getAttribute('href')).toBe(`#${sections[1]}`);
    });
  });
});

describe('9. the phone navigation panel', () => {
  it.each([false, true])('fits 390 × 844 without scrolling, primary destinations first, the current page marked (signed in: %s)', async (signedIn) => {
    let session: AuthSession | null = null;
    if (signedIn) session = await api.login(await api.createCustomer(stamp()));
    await withPage(PHONE, async (page) => {
      await page.goto('/location');
      if (session) await storeSession(page, session);
      await page.goto('/location');
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(true);
      await page.waitForTimeout(300);
      const fits = await menu.evaluate((el) => {
        const body = (el.querySelector('.side-panel__body') as HTMLElement | null) ?? (el as HTMLElement);
        return { scroll: body.scrollHeight, client: body.clientHeight, panel: el.getBoundingClientRect().height };
      });
      expect(fits.scroll).toBeLessThanOrEqual(fits.client);
      expect(fits.panel).toBeLessThanOrEqual(PHONE.height);
      const names = await menu.getByRole('navigation').getByRole('link').allTextContents();
      expect(names.slice(0, 4)).toEqual(['Home', 'Location', 'Services', 'Contact us']);
      expect(await menu.getByRole('link', { name: 'Location' }).getAttribute('aria-current')).toBe('page');
      const actions = await menu.locator('.panel-account').getByRole(signedIn ? 'button' : 'link').first().textContent();
      expect(actions).toMatch(signedIn ? /Log out/ : /Log In/);
      if (signedIn) expect(await menu.locator('.panel-account').getByRole('link', { name: /Dashboard/ }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('axe, signed in', () => {
  // With a session only the public layout (header and footer: initials, Dashboard, Log out) differs on a public page;
  // every public page's own content is axe-checked at both widths by public-site.spec.ts (signed out). So the signed-in
  // layout is checked on "/" and the dashboard, at both widths (ADR 037).
  it('no serious or critical violations on the signed-in public layout ("/") and the dashboard, at 390 and 1280 px', async () => {
    const customer: Customer = await api.createCustomer(stamp());
    const session = await api.login(customer);
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await withPage(viewport, async (page) => {
        await page.goto('/login');
        await storeSession(page, session);
        for (const path of ['/', '/my/user/dashboard']) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          if (!path.startsWith('/my')) await hydrated(page);
          await page.waitForTimeout(200);
          for (const v of await seriousViolations(page)) found.push(`${path} @${viewport.width}px ${v}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});

