/**
 * What the first-impression polish specs share (issue 9; polish-sign-in, polish-forms and polish-motion-and-layout
 * .spec.ts): a real browser against the real built server (fresh embedded database). Nothing is mocked: customers are
 * made through the API, codes come from the local mail catcher, authenticator codes are computed from the server's
 * secret. Layout checks run at 390 px and 1280 px; flows that do not depend on the viewport run once, at 390 px (ADR 037).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { apiOf } from '../support/customers';

export const baseUrl = inject('baseUrl');
export const api = apiOf(baseUrl);
export const VIEWPORTS = [PHONE, DESKTOP] as const;

let browser: Browser;
let seq = 0;
export const stamp = () => `${Date.now().toString(36)}${(seq += 1)}`;

/** Launches the spec file's browser before its tests and closes it after them (call at the file's top level). */
export function usePolishBrowser() {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export async function withPage(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>, options: { reducedMotion?: 'reduce' } = {}) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion });
  try {
    await run(page);
  } catch (error) {
    console.error(`page at failure (${viewport.width}px):`, page.url(), jsErrors(page));
    throw error;
  } finally {
    await context.close();
  }
}

export const toasts = (page: Page) => page.locator('.Toastify__toast');
export const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast on screen against every box: none may overlap. */
export async function expectToastsClearOf(page: Page, targets: Locator[], what: string) {
  const toastBoxes = (await toasts(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) as Box[];
  expect(toastBoxes.length, `toasts on screen (${what})`).toBeGreaterThan(0);
  for (const target of targets) {
    for (const box of await target.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()) as Box[])) {
      for (const t of toastBoxes) expect({ what, overlap: overlaps(t, box), t, box }).toMatchObject({ overlap: false });
    }
  }
}

/**
 * What sticks out of the header sideways: the header's boxes whose right edge passes the viewport's, and the page's
 * own horizontal overflow (the header's width is the page's: an overflowing header scrolls the page sideways).
 */
export const headerOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('header *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: right ${el.getBoundingClientRect().right} > ${width}`);
    if (document.documentElement.scrollWidth > width) out.push(`page scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    return out;
  });

export const activeText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.id}` : '';
  });

/** WCAG contrast ratio of two CSS rgb()/rgba() colours. */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1 = 0, l2 = 0] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
