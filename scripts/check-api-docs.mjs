#!/usr/bin/env node
// Opens the API reference of a running server in headless Chromium at 390 and 1280 px (ADR 031) and fails on any CSP
// violation, console error, page error or request to another origin; searches and opens an operation at 1280 px.
// Run it after an upgrade of @redocly/cli (build-docs' output may change):
//   npm run build && npm start   (another terminal)   node scripts/check-api-docs.mjs http://127.0.0.1:8080 [shots-dir]
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const shots = process.argv[3];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const problems = [];
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // Injected by the browser itself, so the page's CSP does not apply to this listener.
    await context.addInitScript(() => {
      globalThis.__violations = [];
      globalThis.document.addEventListener('securitypolicyviolation', (e) =>
        globalThis.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const page = await context.newPage();
    const seen = [];
    page.on('console', (m) => m.type() === 'error' && seen.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
    page.on('request', (r) => !r.url().startsWith(base) && !r.url().startsWith('data:') && seen.push(`request to another origin: ${r.url()}`));
    page.on('response', (r) => r.status() >= 400 && seen.push(`${r.status()} ${r.url()}`));
    const response = await page.goto(`${base}/api/docs`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) seen.push(`GET /api/docs answered ${response?.status()}`);
    await page.getByRole('heading', { name: 'Conventions' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/api-docs-${width}.png` });
    if (width === 1280) {
      await page.getByText('Search Ctrl+K').first().click();
      await page.keyboard.type('charge');
      await page.getByText('Charge a card for a machine cycle').first().waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('hub-api', { exact: true }).first().click();
      await page.getByText('Charge a card for a machine cycle').first().click();
      await page.getByText('card_number').first().waitFor();
      if (shots) await page.screenshot({ path: `${shots}/api-docs-${width}-operation.png` });
    }
    seen.push(...(await page.evaluate(() => globalThis.__violations)).map((v) => `CSP violation: ${v}`));
    problems.push(...seen.map((s) => `${width} px: ${s}`));
    console.log(`${width} px: ${seen.length ? `${seen.length} problem(s)` : 'rendered, no CSP violation, no error, nothing from another origin'}`);
    await context.close();
  }
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
