/**
 * The public site in a real browser against the real built server (fresh embedded database): every public page is
 * served prerendered and hydrates without errors, the panels, tabs and forms work by mouse and keyboard, the contact
 * form reaches the company's inbox (local mode dev mailbox), the legal PDFs are real, and axe finds no serious or
 * critical violation at phone and desktop widths.
 */
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium, newPage } from '../support/browser';
import { hydrated } from '../support/customers';

const baseUrl = inject('baseUrl');

const PAGES = [
  { path: '/', h1: 'Home', title: 'Home — e-laundry', file: 'index.html' },
  { path: '/about', h1: 'About Us', title: 'About Us — e-laundry' },
  { path: '/location', h1: 'Locations', title: 'Locations — e-laundry' },
  { path: '/services', h1: 'What We Do', title: 'What We Do — e-laundry' },
  { path: '/contact-us', h1: 'Contact Us', title: 'Contact Us — e-laundry' },
  { path: '/terms-and-conditions', h1: 'Terms & Conditions', title: 'Terms & Conditions — e-laundry' },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: 'Privacy Policy — e-laundry' },
] as const;

const h1 = (page: Page) => page.locator('h1').first().textContent();

/** The text shown by a PDF's content streams (pdfkit: Flate-compressed, hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string {
  const bin = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(bin))) {
    const start = m.index + m[0].length;
    const end = bin.indexOf('endstream', start);
    let data: Buffer;
    try {
      data = inflateSync(Buffer.from(bin.slice(start, end), 'latin1'));
    } catch {
      continue;
    }
    for (const tj of data.toString('latin1').matchAll(/\[(.*?)\]\s*TJ/gs)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

describe('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function withPage<T>(viewport: { width: number; height: number }, fn: (page: Page, context: BrowserContext) => Promise<T>) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    try {
      return await fn(page, context);
    } finally {
      await context.close();
    }
  }

  it('serves every public page prerendered, with its own title and description, under the strict CSP', async () => {
    const descriptions = new Set<string>();
    for (const p of PAGES) {
      const res = await fetch(baseUrl + p.path);
      expect(res.status, p.path).toBe(200);
      expect(res.headers.get('content-security-policy'), p.path).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy'), p.path).toContain('frame-src https://www.openstreetmap.org');
      const html = await res.text();
      expect(html, p.path).toContain(`<title>${p.title.replace('&', '&amp;')}</title>`);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, p.path).toBeTruthy();
      descriptions.add(description!);
      // The content is in the HTML (no JavaScript needed to read it), with no inline script or style.
      expect(html, p.path).toMatch(new RegExp(`<h1[^>]*>${p.h1.replace('&', '&amp;')}</h1>`));
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), p.path).toBeNull();
      expect(html, p.path).not.toMatch(/\sstyle="/);
    }
    expect(descriptions.size).toBe(PAGES.length);

    // An account screen gets its shell: the layout painted without JavaScript (ADR 026), no inline script or style.
    const login = await (await fetch(`${baseUrl}/login?next=%2Fmy%2Fuser%2Fdeposits`)).text();
    expect(login).toContain('<title>Sign In — e-laundry</title>');
    expect(login).toMatch(/<div id="root" data-shell="account">.*<h1 class="account__title">Sign In<\/h1>/);
    expect(login.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(login).not.toMatch(/\sstyle="/);
    // An account screen with parameters too, the request's own filled in (ADR 030).
    const otp = await (await fetch(`${baseUrl}/verify-otp/${encodeURIComponent('ada.obi@example.com')}`)).text();
    expect(otp).toMatch(/<div id="root" data-shell="account">.*Enter the 6-digit code sent to ada\.obi@example\.com\. It is valid/);
    expect(otp).not.toContain('e-laundry.invalid');
    // A signed-in route gets its first render without data (ADR 030): the layout and the page's texts, styled by
    // render-blocking stylesheets, its boot script run before the first paint (no defer: it hides the shell without a
    // session), its chunks preloaded after that paint; no inline script or style, no customer's data.
    const deep = await fetch(`${baseUrl}/my/user/dashboard`);
    expect(deep.status).toBe(200);
    const dashboard = await deep.text();
    expect(dashboard).toContain('<title>Dashboard — e-laundry</title>');
    expect(dashboard).toMatch(/<div id="root" data-shell="protected">.*<h1[^>]*>Dashboard<\/h1>.*Share it: you earn a commission/);
    expect(dashboard).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/dashboard-page-[^"]+\.css">/);
    expect(dashboard).toMatch(/<script src="\/assets\/boot-[^"]+\.js" data-signed-in data-entry="[^"]+" data-preload="[^"]*\/assets\/dashboard-page-[^" ]+\.js/);
    expect(dashboard.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(dashboard).not.toMatch(/\sstyle="/);
    // With a query its page may draw something else first (/payment-success?reference=…): the plain app shell.
    expect(await (await fetch(`${baseUrl}/payment-success`)).text()).toContain('<div id="root" data-shell="protected">');
    expect(await (await fetch(`${baseUrl}/payment-success?reference=DEP-1`)).text()).toContain('<div id="root"></div>');
    expect(await (await fetch(`${baseUrl}/my/user/deposits/12`)).text()).toContain('<div id="root"></div>');
  });

  it('hydrates every public page without errors or layout shift, at phone and desktop widths', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(viewport, async (page) => {
        await page.addInitScript(() => {
          (window as unknown as { __cls: number }).__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
              if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const p of PAGES) {
          const res = await page.goto(p.path);
          expect(res?.status(), p.path).toBe(200);
          await hydrated(page);
          expect(await h1(page), p.path).toBe(p.h1);
          expect(await page.title(), p.path).toBe(p.title);
          // Let the home page's slider and tagline run a full cycle: they must not move the layout.
          await page.waitForTimeout(p.path === '/' ? 4500 : 300);
          const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
          expect(cls, `${p.path} CLS at ${viewport.width}px`).toBeLessThanOrEqual(0.02);
          expect(jsErrors(page), `${p.path} at ${viewport.width}px`).toEqual([]);
        }
      });
    }
  });

  it('reaches /Contact-us (footer link and typed address) and settles other spellings with one redirect', async () => {
    const res = await fetch(`${baseUrl}/Contact-us`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact-us');
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/index.html', '/'],
      ['/Services?x=1', '/services?x=1'],
    ]) {
      const r = await fetch(baseUrl + from, { redirect: 'manual' });
      expect([r.status, r.headers.get('location')], from).toEqual([301, to]);
    }
    await withPage(DESKTOP, async (page) => {
      await page.goto('/Contact-us');
      await page.waitForURL('**/contact-us');
      await hydrated(page);
      expect(await h1(page)).toBe('Contact Us');

      // The footer's /Contact-us link (client-side navigation) lands on the same page, scrolled to the top.
      await page.goto('/about');
      await hydrated(page);
      await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL('**/contact-us');
      await expect.poll(() => h1(page)).toBe('Contact Us');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(jsErrors(page)).toEqual([]);
    });
  });

  it('opens and closes the info panel and the mobile menu (overlay click and Escape), trapping and restoring focus', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/services');
      await hydrated(page);

      // Info panel (left): open, Tab stays inside, Escape closes, focus back on the icon.
      const info = page.getByRole('button', { name: 'About e-laundry', exact: true });
      await info.click();
      const infoPanel = page.getByRole('dialog', { name: 'About e-laundry' });
      await expect.poll(() => infoPanel.evaluate((el) => el.classList.contains('is-open'))).toBe(true);
      await page.waitForTimeout(300); // the 240 ms slide
      const box = await infoPanel.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBe(320);
      await expect.poll(() => infoPanel.getByText('Monday to Saturday 9am to 4pm').isVisible()).toBe(true);
      await infoPanel.getByRole('textbox', { name: 'Email address' }).waitFor();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await infoPanel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => infoPanel.evaluate((el) => el.classList.contains('is-open'))).toBe(false);
      expect(await info.evaluate((el) => el === document.activeElement)).toBe(true);

      // Overlay click closes it too.
      await info.click();
      await expect.poll(() => infoPanel.evaluate((el) => el.classList.contains('is-open'))).toBe(true);
      await page.mouse.click(370, 400); // the overlay, right of the 320 px panel
      await expect.poll(() => infoPanel.evaluate((el) => el.classList.contains('is-open'))).toBe(false);

      // Mobile menu (right, 300 px): active link highlighted, Log In, contact info; Escape and overlay close it.
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(true);
      await page.waitForTimeout(300); // the 240 ms slide
      const menuBox = await menu.boundingBox();
      expect(Math.round((menuBox?.x ?? 0) + (menuBox?.width ?? 0))).toBe(PHONE.width);
      expect(menuBox?.width).toBe(300);
      expect(await menu.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
      expect(await menu.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(false);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await toggle.click();
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(true);
      await page.mouse.click(30, 400); // the overlay, left of the panel
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(false);

      // A link in the menu navigates and closes it.
      await toggle.click();
      await menu.getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL('**/about');
      await expect.poll(() => menu.evaluate((el) => el.classList.contains('is-open'))).toBe(false);
      expect(jsErrors(page)).toEqual([]);
    });
  });

  it('switches the manifesto tabs with the mouse and the arrow keys', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/about');
      await hydrated(page);
      const tab = (name: string) => page.getByRole('tab', { name });
      expect(await tab('Convenience').getAttribute('aria-selected')).toBe('true');
      await tab('Quality').click();
      expect(await tab('Quality').getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').textContent()).toContain('Machines and care you can trust');
      await page.keyboard.press('ArrowRight');
      expect(await tab('Service').getAttribute('aria-selected')).toBe('true');
      expect(await tab('Service').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      expect(await tab('Convenience').getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect(await page.getByRole('tabpanel').textContent()).toContain('People who answer, fast');
      expect(jsErrors(page)).toEqual([]);
    });
  });

  it('sends the contact form to the company: toast, reset, and the e-mail in the dev mailbox', async () => {
    const token = `E2E-${Date.now()}`;
    await withPage(DESKTOP, async (page) => {
      await page.goto('/contact-us');
      await hydrated(page);
      const form = page.getByRole('form', { name: 'Drop Us a Line' });
      // Browser-level validation: an empty form is not sent.
      await form.getByRole('button', { name: 'Send message' }).click();
      expect(await form.getByLabel('Your Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

      await form.getByLabel('Your Name').fill('Ngozi Eze');
      await form.getByLabel('Email Address').fill('ngozi.eze@example.com');
      await form.getByLabel('Phone').fill('+234 803 555 0199');
      await form.getByLabel('Subject').fill(`A hub for Unilag hostels ${token}`);
      await form.getByLabel('Message').fill('We are 300 students in Akoka.');
      await form.getByRole('button', { name: 'Send message' }).click();

      const toast = page.getByRole('alert').filter({ hasText: 'Thank you' });
      await toast.first().waitFor({ timeout: 15_000 });
      expect(await form.getByLabel('Subject').inputValue()).toBe('');
      expect(jsErrors(page)).toEqual([]);
    });

    type Mail = { to: string; subject: string; text: string };
    let mails: Mail[] = [];
    await expect
      .poll(
        async () => {
          const res = await fetch(`${baseUrl}/api/v1/dev/mailbox`);
          mails = ((await res.json()) as { data?: Mail[] }).data ?? [];
          return mails.some((m) => JSON.stringify(m).includes(token));
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(true);
    const mail = mails.find((m) => JSON.stringify(m).includes(token))!;
    expect(mail.to).toContain('support@e-laundry.ng');
    expect(mail.text).toContain('We are 300 students in Akoka.');
  });

  it('downloads both legal PDFs, generated from the pages’ text', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/terms-and-conditions');
      await hydrated(page);
      const expectations = [
        {
          label: 'Terms & Conditions (PDF)',
          file: 'e-laundry-terms-and-conditions.pdf',
          phrases: ['Terms & Conditions', 'never charge a fee', 'failed top-up', 'bank statement', 'one naira', 'previous one month'],
        },
        {
          label: 'Privacy Policy (PDF)',
          file: 'e-laundry-privacy-policy.pdf',
          phrases: ['Privacy Policy', '1 November 2021', 'Paystack', 'Flutterwave', 'We do not store your card data', 'Closing your account deletes your personal data'],
        },
      ];
      for (const e of expectations) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: e.label }).click()]);
        expect(download.suggestedFilename()).toBe(e.file);
        const pdf = await readFile((await download.path())!);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(pdf);
        for (const phrase of e.phrases) expect(text, `${e.file}: ${phrase}`).toContain(phrase);
      }
    });
  });

  it('loads a map only when asked, from OpenStreetMap', async () => {
    await withPage(DESKTOP, async (page) => {
      // No network access here: answer the embed ourselves, so the test does not depend on the internet.
      await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
      await page.goto('/location');
      await hydrated(page);
      expect(await page.locator('iframe').count()).toBe(0);
      await page.getByRole('button', { name: 'Show map of Port Harcourt' }).click();
      const frame = page.locator('iframe[title="Map of Port Harcourt"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
      expect(jsErrors(page)).toEqual([]);
    });
  });

  it('has no serious or critical axe violations on any public page at 390 px and 1280 px', async () => {
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      try {
        for (const p of PAGES) {
          await page.goto(p.path);
          await hydrated(page);
          const violations = await seriousViolations(page);
          for (const v of violations) found.push(`${p.path} @${viewport.width}px ${v}`);
        }
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });

  it('works by keyboard: the skip link, then the header links in order', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/location');
      await hydrated(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.keyboard.press('Tab');
      // The first control of the page: the breadcrumb's Home link.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => h1(page)).toBe('Home');
    });
  });
});
