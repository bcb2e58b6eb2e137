/**
 * The staff console's first journey (issue 24, ADR 042) against the real built server on a fresh PostgreSQL database,
 * so that the operator's command (`npm run ops -- staff:invite`, a separate process) shares the server's data. The
 * browser's API calls cross `prism proxy --errors` (the contract gate).
 *
 * The first admin is invited by the command, sets up the authenticator (codes computed from the secret the set-up
 * page shows) and signs in; invites a support agent from Team (the link comes from the dev mailbox); the agent sets up,
 * signs in and does not see Team. Every screen passes axe at 390 and 1280 px with no sideways scroll; with
 * STAFF_SCREENS=<dir> screenshots are saved there.
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
import { apiOf, authenticator, mailsTo } from '../support/customers';
import { startGatedServer } from '../support/processes';

const SCREENS = process.env.STAFF_SCREENS;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshPostgres() {
  const name = `elaundry_e2e_staff_${Date.now().toString(36)}`;
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

describe('staff console journey (real server on PostgreSQL, staff:invite command)', () => {
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

  it('admin invited by command sets up TOTP, signs in, invites a support agent who sets up, signs in and has no Team', async () => {
    const baseUrl = server.server.url;
    const stamp = Date.now().toString(36);
    const admin = { email: `owner.${stamp}@e-laundry.test`, name: 'Ada Eze', password: 'Wash&Fold-Rota-2026' };
    const agent = { email: `agent.${stamp}@e-laundry.test`, name: 'Tunde Bello', password: 'Support-Desk-Rota-26' };
    const problems: string[] = [];

    // ---- The first admin, by the operator's command.
    const invite = await runOps(['staff:invite', '--email', admin.email, '--role', 'admin'], { DATABASE_URL: database.url, PUBLIC_URL: baseUrl });
    expect(invite.stderr).toBe('');
    expect(invite.code).toBe(0);
    const adminToken = tokenOf(invite.stdout);
    expect(adminToken).not.toBeNull();

    const { context, page } = await newPage();
    try {
      const adminCode = await setUp(page, adminToken!, admin, 'staff-setup', problems);
      await signIn(page, admin.email, admin.password, adminCode, problems, 'staff-login');
      const header = page.getByRole('banner');
      await header.getByText('Ada Eze').waitFor();
      await header.getByText('Admin').waitFor();
      await page.getByRole('region', { name: 'Top-ups today' }).waitFor(); // the landing page is today's overview
      await look(page, 'staff-home', problems);

      // ---- Overview and Deposits (ADR 048): a customer's unpaid top-up, found with a filter and re-verified.
      const api = apiOf(baseUrl);
      const customer = await api.createCustomer(`dep${stamp}`);
      const session = await api.login(customer);
      const topUp = await api.call('POST', '/deposits/initiate', { method_code: 'paystack', amount: 5000 }, session.token);
      expect(topUp.status).toBe(201);
      const reference = String(topUp.body.data.reference);
      const consoleNav = page.getByRole('navigation', { name: 'Console' });
      await consoleNav.getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('region', { name: 'Pending deposits' }).getByText('1 waiting for its gateway').waitFor();
      await look(page, 'staff-overview', problems);
      await page.getByRole('link', { name: 'Review pending deposits' }).click();
      await page.waitForURL('**/staff/deposits?status=Pending');
      await page.getByLabel('Customer').fill(customer.email);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/customer=/);
      await page.getByRole('button', { name: new RegExp(reference) }).waitFor();
      await look(page, 'staff-deposits', problems);
      await page.getByRole('button', { name: new RegExp(reference) }).click();
      const drawer = page.getByRole('dialog', { name: 'Deposit' });
      await drawer.getByRole('button', { name: 'Re-verify with Paystack' }).click();
      await drawer.getByText('The gateway has not confirmed this payment yet. The deposit stays Pending.').waitFor();
      await drawer.getByText(/Still pending/).waitFor();
      await look(page, 'staff-deposit', problems);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.search.includes('deposit='));

      // ---- Team: the admin invites a support agent.
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Team' }).click();
      await page.getByRole('table', { name: 'Staff members' }).waitFor();
      await look(page, 'staff-team', problems);
      await page.getByRole('button', { name: 'Invite a staff member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
      await dialog.getByLabel(/^Email Address( \*)?$/).fill(agent.email);
      await dialog.getByRole('checkbox', { name: 'Support' }).check();
      await look(page, 'staff-invite', problems);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: agent.email, exact: true }).waitFor();

      // ---- The link reaches the agent's mailbox.
      let agentToken: string | null = null;
      await expect
        .poll(async () => (agentToken = tokenOf((await mailsTo(baseUrl, agent.email)).map((m) => m.text).join('\n'))), { timeout: 20_000 })
        .not.toBeNull();

      // ---- Signing out clears the staff session and goes to the staff login.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/staff/login');
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('staff:')))).toEqual([]);
      expect(jsErrors(page)).toEqual([]);

      // ---- The agent sets up and signs in: no Team, and /staff/team is refused.
      const agentCode = await setUp(page, agentToken!, agent, 'staff-setup-agent', problems);
      await signIn(page, agent.email, agent.password, agentCode, problems);
      await page.getByRole('banner').getByText('Tunde Bello').waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Overview']);
      await page.getByRole('region', { name: 'Open tickets' }).waitFor();
      expect(await page.getByRole('region', { name: 'Pending deposits' }).count()).toBe(0); // not a support agent's part
      await look(page, 'staff-home-agent', problems);
      await page.goto('/staff/team');
      await page.getByText('Your roles do not open this part of the console.').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
