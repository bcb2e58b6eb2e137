/**
 * Issue 12's journey against the real built server, on a fresh PostgreSQL database so that the operator's command
 * (`npm run ops -- ticket:reply …`, a separate process) works on the same data while the server runs (PGlite is
 * single-process). The browser's API calls cross `prism proxy --errors` like every e2e journey (the contract gate).
 *
 * A customer opens a ticket with an image and a PDF, sees it in the list, opens it; support replies by command (the
 * e-mail with the link is in the dev mailbox); the customer sees support's message, replies with a file, closes the
 * ticket; tops up, reports that transaction and sees the prefilled ticket linked to it; uploads an avatar (the header
 * follows) and edits the address. Every screen is checked with axe at 390 and 1280 px; with SUPPORT_SCREENS=<dir>
 * screenshots are saved there.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium } from '../support/browser';
import { routeApiThroughGate } from '../support/contract-proxy';
import { createCustomer, mailsTo, signInToDashboard, topUpThroughSandbox } from '../support/customers';
import { root, startGatedServer } from '../support/processes';

const SCREENS = process.env.SUPPORT_SCREENS;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for this journey (dropped afterwards). */
async function freshPostgres() {
  const name = `elaundry_e2e_support_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A picture that has loaded and decoded (not a broken image). */
const decoded = (img: ReturnType<Page['locator']>) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

describe('support and profile journey (real server on PostgreSQL, operator command)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let filesDir: string;

  beforeAll(async () => {
    database = await freshPostgres();
    server = await startGatedServer({ DATABASE_URL: database.url, SUPPORT_NAME: 'Amaka from Support' });
    browser = await launchChromium();
    filesDir = await mkdtemp(path.join(tmpdir(), 'elaundry-support-e2e-'));
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }, 60_000);

  async function newPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.server.url, viewport });
    await routeApiThroughGate(context, server.server.url, server.prism.url, inject('apiGate').logFile);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    (page as Page & { jsErrors: string[] }).jsErrors = errors;
    return { context, page };
  }

  /** axe (serious/critical) and no sideways scroll at both widths; a screenshot of each when asked. */
  async function look(page: Page, name: string, ready: () => Promise<unknown>, problems: string[]) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready();
      for (const v of await seriousViolations(page)) problems.push(`${name} @${width}px ${v}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${name} @${width}px scrolls sideways by ${overflow}px`);
      if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  }

  it('a customer opens a ticket with files, support replies by command, the customer replies and closes; reports a transaction; avatar and address', async () => {
    const baseUrl = server.server.url;
    // The operator's command shares the server's database and its file storage (DATA_DIR on the local disk).
    const env = { DATABASE_URL: database.url, DATA_DIR: server.server.dataDir, SUPPORT_NAME: 'Amaka from Support' };
    const stamp = Date.now().toString(36);
    const customer = await createCustomer(baseUrl, { username: `kemi_${stamp}`, firstname: 'Kemi', lastname: 'Bello', password: 'Support#2026' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6670' } }).png().toBuffer();
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffb547' } }).jpeg().toBuffer();
    const problems: string[] = [];

    const { context, page } = await newPage();
    try {
      await signInToDashboard(page, customer.email, customer.password);

      // ---- The empty list.
      await page.goto('/my/support');
      await look(page, 'support-list-empty', () => page.getByText('No tickets yet').waitFor(), problems);

      // ---- New ticket: the required messages, then a ticket with an image and a PDF.
      await page.getByRole('link', { name: 'Open new ticket' }).first().click();
      await page.waitForURL('**/my/support/new');
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      for (const message of ['Subject is required', 'Priority is required', 'Message is required']) await page.getByText(message).waitFor();
      await look(page, 'support-new-errors', () => page.getByText('Message is required').waitFor(), problems);
      await page.getByLabel(/^Subject( \*)?$/).fill('Dryer at the hub does not heat');
      await page.getByLabel(/^Priority( \*)?$/).selectOption('High');
      await page.getByLabel(/^Message( \*)?$/).fill('The dryer took my money twice and stayed cold. Photo and receipt attached.');
      await page.getByLabel(/^Attachments/).setInputFiles([
        { name: 'dryer.png', mimeType: 'image/png', buffer: photo },
        { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      expect(await page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').count()).toBe(2);
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      await page.waitForURL((url) => url.pathname === '/my/support');

      // ---- In the list; open it.
      const row = page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: 'Dryer at the hub does not heat' });
      await row.waitFor();
      expect(await row.textContent()).toContain('Open');
      expect(await row.textContent()).toContain('High');
      const number = /#(\d{6})/.exec((await row.textContent())!)![1]!;
      await look(page, 'support-list', () => row.waitFor(), problems);
      await row.getByRole('link', { name: /^View ticket/ }).click();
      await page.waitForURL(`**/my/support/${number}`);
      await page.getByRole('heading', { level: 1, name: `Ticket #${number}` }).waitFor();
      const first = page.getByRole('article').first();
      await first.getByText('The dryer took my money twice').waitFor();
      // The image was fetched with the session and decodes; the PDF is "View Attachment 2".
      const thumb = first.getByRole('link', { name: /^Attachment 1: dryer\.png/ }).locator('img');
      await expect.poll(() => decoded(thumb), { timeout: 15_000 }).toBe(true);
      expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
      const pdfLink = first.getByRole('link', { name: 'View Attachment 2' });
      const [tab] = await Promise.all([context.waitForEvent('page'), pdfLink.click()]);
      expect(tab.url()).toMatch(/^blob:/);
      await tab.close();

      // ---- Support replies by command; the customer is e-mailed a link to the ticket.
      const screenshot = path.join(filesDir, 'hub-log.png');
      await writeFile(screenshot, photo);
      const reply = await runOps(['ticket:reply', number, '--message', 'Sorry about that, Kemi. We refunded the second charge.', '--file', screenshot, '--as', 'e2e.operator'], env);
      expect(reply.stderr).toBe('');
      expect(reply.code).toBe(0);
      await expect
        .poll(async () => (await mailsTo(baseUrl, customer.email)).find((m) => m.subject.includes(`#${number}`))?.text ?? '', { timeout: 20_000 })
        .toContain(`/my/support/${number}`);

      // ---- The customer sees support's message (told apart by who wrote it).
      await page.reload();
      const fromSupport = page.getByRole('article', { name: /^Support message of/ });
      await fromSupport.getByText('We refunded the second charge.').waitFor();
      expect(await fromSupport.textContent()).toContain('Amaka from Support');
      await expect.poll(() => decoded(fromSupport.locator('img'))).toBe(true);
      expect(await page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('Answered');
      await look(page, 'support-ticket', () => fromSupport.waitFor(), problems);

      // ---- The customer replies with a file; the box empties and the reply is there.
      const box = page.getByPlaceholder('Type your reply here...');
      await box.fill('Thank you! Here is the bank alert.');
      await page.getByLabel(/^Attachments/).setInputFiles([{ name: 'alert.pdf', mimeType: 'application/pdf', buffer: PDF }]);
      await page.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByRole('article').filter({ hasText: 'Here is the bank alert.' }).waitFor();
      expect(await box.inputValue()).toBe('');
      expect(await page.getByRole('list', { name: 'Chosen files' }).count()).toBe(0);
      await expect.poll(() => page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('Replied');

      // ---- Close Ticket → back to the list, closed.
      await page.getByRole('button', { name: 'Close Ticket' }).click();
      await page.getByRole('button', { name: 'Yes, close it' }).click();
      await page.waitForURL((url) => url.pathname === '/my/support');
      await expect.poll(() => row.textContent()).toContain('Close');
      await page.goto(`/my/support/${number}`);
      await page.getByRole('heading', { name: 'This ticket is closed' }).waitFor();
      expect(await page.getByRole('button', { name: 'Close Ticket' }).count()).toBe(0);

      // ---- A top-up through the sandbox, then "Report this transaction" on it.
      await topUpThroughSandbox(page, '1500');
      await page.goto('/my/user/transactions');
      const line = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
      await line.waitFor();
      const trx = (await line.getByRole('cell').nth(1).textContent())!.trim();
      await line.getByRole('link', { name: `Report this transaction ${trx}` }).click();
      await page.waitForURL('**/my/support/new?*');
      const note = page.getByRole('note', { name: 'Reported transaction' });
      expect(await note.textContent()).toContain(trx);
      expect(await note.textContent()).toContain('₦1,500.00');
      expect(await page.getByLabel(/^Subject( \*)?$/).inputValue()).toBe(`Transaction ${trx}`);
      expect(await page.getByLabel(/^Message( \*)?$/).inputValue()).toContain(`I would like to report transaction ${trx}`);
      await look(page, 'support-new-report', () => note.waitFor(), problems);
      await page.getByLabel(/^Priority( \*)?$/).selectOption('Medium');
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      await page.waitForURL((url) => url.pathname === '/my/support');
      await page.getByRole('table', { name: 'Tickets' }).getByRole('link', { name: new RegExp(`Transaction ${trx}`) }).click();
      // The ticket is linked to the transaction: support sees what it is about.
      expect(await page.getByRole('note', { name: 'Reported transaction' }).textContent()).toContain(`About transaction ${trx}`);

      // ---- Avatar: sent on selection; the header follows at once.
      await page.goto('/my/user/profile-setting');
      await page.getByRole('img', { name: 'No profile picture yet' }).waitFor();
      await look(page, 'profile', () => page.getByRole('button', { name: 'Update Profile' }).waitFor(), problems);
      await page.getByLabel('Upload picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: avatar });
      const picture = page.getByRole('img', { name: 'Profile picture of Kemi Bello' });
      await picture.waitFor({ timeout: 20_000 });
      expect(await picture.getAttribute('src')).toMatch(/^\/api\/v1\/avatars\/[A-Za-z0-9_-]+\.webp$/);
      await expect.poll(() => decoded(picture)).toBe(true);
      const header = page.locator('.si-header img.avatar');
      await expect.poll(() => header.getAttribute('src')).toBe(await picture.getAttribute('src'));
      await expect.poll(() => decoded(header)).toBe(true);

      // ---- Address.
      await page.getByLabel(/^Address( \*)?$/).fill('3 Marina Road');
      await page.getByLabel(/^City( \*)?$/).fill('Lagos');
      await page.getByLabel(/^Zip Code( \*)?$/).fill('100001');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByText('Profile updated successfully.').first().waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel(/^Address( \*)?$/).inputValue(), { timeout: 15_000 }).toBe('3 Marina Road');
      expect(await page.getByLabel(/^City( \*)?$/).inputValue()).toBe('Lagos');
      expect(await page.locator('.si-header img.avatar').getAttribute('src')).toMatch(/\.webp$/);
      await look(page, 'profile-after', () => page.getByRole('img', { name: 'Profile picture of Kemi Bello' }).waitFor(), problems);

      expect(problems).toEqual([]);
      expect(jsErrors(page)).toEqual([]);
      const check = await runOps(['ledger:check'], env);
      expect(check.code, check.stdout + check.stderr).toBe(0);
    } catch (error) {
      await page.screenshot({ path: path.join(root, 'dist/e2e-support-failure.png'), fullPage: true }).catch(() => {});
      console.error('page at failure:', page.url(), jsErrors(page), await page.locator('body').ariaSnapshot().catch(() => ''));
      console.error('server output:', server.server.output().slice(-3000));
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);
});
