/**
 * Management cards in the staff console (issue 24, docs/decisions/046-management-cards.md), against the real server on
 * PostgreSQL through the contract gate: an admin (invited by the command) opens Management cards, issues a card from
 * stock for a hub, changes its hubs, reads its starts after a free start by a hub, and revokes it with a reason. Every
 * screen passes axe at 390 and 1280 px with no sideways scroll; with STAFF_SCREENS=<dir> screenshots are saved there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors, launchChromium } from '../support/browser';
import { routeApiThroughGate } from '../support/contract-proxy';
import { authenticator } from '../support/customers';
import { startGatedServer } from '../support/processes';

const SCREENS = process.env.STAFF_SCREENS;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshPostgres() {
  const name = `elaundry_e2e_mgmt_${Date.now().toString(36)}`;
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

const tokenOf = (text: string) => /#token=([A-Za-z0-9_]+)/.exec(text)?.[1] ?? null;

describe('management cards in the staff console (real server on PostgreSQL)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;

  beforeAll(async () => {
    database = await freshPostgres();
    server = await startGatedServer({ DATABASE_URL: database.url });
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.server.url, viewport: DESKTOP });
    await routeApiThroughGate(context, server.server.url, server.prism.url, inject('apiGate').logFile);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => {
      // A refused call (the wrong code, 401 of a sign-in) is logged by the browser as a failed resource.
      if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
    });
    (page as Page & { jsErrors: string[] }).jsErrors = errors;
    return { context, page };
  }

  async function look(page: Page, name: string, problems: string[]) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      // A dialog fades in: judge and shoot it when it is fully there.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      for (const v of await seriousViolations(page)) problems.push(`${name} @${width}px ${v}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${name} @${width}px scrolls sideways by ${overflow}px`);
      if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  }

  /** Opens a set-up link, checks who is invited, sets name, password and the authenticator; returns its code source. */
  async function setUp(page: Page, token: string, who: { email: string; name: string; password: string }, shot: string, problems: string[]) {
    await page.goto(`/staff/setup#token=${token}`);
    await page.getByText(who.email).waitFor();
    const secret = (await page.locator('.staff-tfa__secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await look(page, shot, problems);
    const code = authenticator(secret);
    await page.getByLabel(/^Full name( \*)?$/).fill(who.name);
    await page.getByLabel(/^Password( \*)?$/).fill(who.password);
    await page.getByLabel(/^Confirm password( \*)?$/).fill(who.password);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await code());
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await page.waitForURL('**/staff/login');
    return code;
  }

  async function signIn(page: Page, email: string, password: string, code: () => Promise<string>, problems: string[], shot?: string) {
    await page.getByLabel(/^Email Address( \*)?$/).fill(email);
    await page.getByLabel(/^Password( \*)?$/).fill(password);
    if (shot) await look(page, shot, problems);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    if (shot) await look(page, `${shot}-code`, problems);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/staff$/);
  }

  it('an admin issues a management card from stock, changes its hubs, reads its free start and revokes it', async () => {
    const baseUrl = server.server.url;
    const env = { DATABASE_URL: database.url, PUBLIC_URL: baseUrl };
    const admin = { email: `owner.${Date.now().toString(36)}@e-laundry.test`, name: 'Ada Eze', password: 'Wash&Fold-Rota-2026' };
    const problems: string[] = [];
    const invite = await runOps(['staff:invite', '--email', admin.email, '--role', 'admin'], env);
    expect(invite.code).toBe(0);
    expect((await runOps(['card:add', 'MGE2E00000001'], env)).code).toBe(0);
    const key = (await runOps(['hub:key:issue', 'UNIPORT Choba Hub'], env)).stdout.trim();

    const { context, page } = await newPage();
    try {
      const code = await setUp(page, tokenOf(invite.stdout)!, admin, 'mgmt-setup', problems);
      await signIn(page, admin.email, admin.password, code, problems);
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Management cards' }).click();
      await page.waitForURL('**/staff/cards/management');
      await page.getByText('No management cards yet').waitFor();
      await look(page, 'staff-management-cards-empty', problems);

      // ---- Issue: the attendant, the hub (id of UNIPORT Choba Hub from the command line), the next card in stock.
      const hubs = (await runOps(['hub:list'], env)).stdout;
      const choba = /^\s*(\d+)\s+UNIPORT Choba Hub/m.exec(hubs)?.[1];
      expect(choba).toBeDefined();
      await page.getByRole('button', { name: 'Issue a management card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a management card' });
      await dialog.getByLabel(/^Attendant( \*)?$/).fill('Chioma Okafor');
      await dialog.getByLabel(/^Hubs( \*)?$/).fill(choba!);
      await look(page, 'staff-management-cards-issue', problems);
      await dialog.getByRole('button', { name: 'Issue card' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: 'MGE2E00000001' }).waitFor();

      // ---- A hub starts a machine with it: free, and the table counts it.
      const res = await fetch(`${baseUrl}/api/v1/hub/charges`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: 'MGE2E00000001', machine: 'W3', cycle_id: 'e2e-mgmt-1' }),
      });
      expect(res.status).toBe(201);
      await page.reload();
      await page.getByRole('cell', { name: '₦500.00' }).first().waitFor();
      await look(page, 'staff-management-cards', problems);

      await page.getByRole('button', { name: 'Starts of Chioma Okafor’s card' }).click();
      await page.getByRole('table', { name: 'Starts' }).getByText('Free start').first().waitFor();
      await look(page, 'staff-management-cards-starts', problems);
      await page.getByRole('button', { name: 'Close the starts' }).click();

      // ---- Change hubs, then revoke with a reason (keyboard only for the reason).
      await page.getByRole('button', { name: 'Change hubs of Chioma Okafor’s card' }).click();
      const hubsDialog = page.getByRole('dialog', { name: 'Change hubs' });
      await hubsDialog.getByLabel(/^Reason( \*)?$/).fill('Weekend cover');
      await hubsDialog.getByRole('button', { name: 'Save hubs' }).click();
      await hubsDialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Revoke Chioma Okafor’s card' }).click();
      const revoke = page.getByRole('dialog', { name: 'Revoke this management card?' });
      await revoke.getByLabel(/^Reason( \*)?$/).fill('Left the company');
      await look(page, 'staff-management-cards-revoke', problems);
      await revoke.getByRole('button', { name: 'Revoke' }).click();
      await revoke.waitFor({ state: 'detached' });
      await page.getByRole('table', { name: 'Management cards' }).getByText('revoked').first().waitFor();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
      await page.waitForURL('**/staff/cards/management?status=active');
      await page.getByText('No management cards yet').waitFor();
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
