/**
 * Money given back (issue 25) end to end against the real built server on a fresh PostgreSQL database, the browser's
 * API calls crossing `prism proxy --errors` (the contract gate), the real Paystack adapter against the sandbox:
 *
 * a customer tops up ₦30,000 through the sandbox checkout and reports the top-up with "Report this transaction"; a
 * finance agent (finance only, invited by `npm run ops -- staff:invite`) opens the ticket on the support desk and
 * refunds ₦25,000 of it from there — above the ₦20,000 threshold, so it waits, the amount already held from the
 * balance; the agent cannot approve it; an admin approves it in Money back; the gateway processes it (sandbox webhook,
 * verified by fetching the refund); the customer sees the refund in My Transactions (linked to the top-up), on the
 * top-up's details (Refunded) and in the ticket (support's message), with one e-mail; the books of the day add up and
 * `ops ledger:check` passes. Every staff screen passes axe at 390 and 1280 px; STAFF_SCREENS=<dir> keeps the shots.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { jsErrors, launchChromium } from '../support/browser';
import { apiOf, createCustomer, mailsTo } from '../support/customers';
import { startGatedServer } from '../support/processes';
import { freshPostgres } from '../support/postgres';
import { gatedPage, inviteTokenOf, lookAtScreen, setUpStaff, signInStaff } from '../support/staff-console';

const SCREENS = process.env.STAFF_SCREENS;

describe('money given back journey (real server on PostgreSQL, sandbox gateway, contract gate)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const newPage = () => gatedPage(browser, server);

  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_moneyback');
    server = await startGatedServer({ DATABASE_URL: database.url, SUPPORT_NAME: 'Amaka from Support' });
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  async function signInCustomer(page: Page, who: { email: string; password: string }) {
    await page.goto('/login');
    await page.getByLabel(/^Username or Email( \*)?$/).fill(who.email);
    await page.getByLabel(/^Password( \*)?$/).fill(who.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/my/user/dashboard');
  }

  async function staffMember(role: 'finance' | 'admin', who: { email: string; name: string; password: string }, problems: string[]) {
    const invite = await runOps(['staff:invite', '--email', who.email, '--role', role], { DATABASE_URL: database.url, PUBLIC_URL: server.server.url });
    expect(invite.code, invite.stderr).toBe(0);
    const { context, page } = await newPage();
    const code = await setUpStaff(page, inviteTokenOf(invite.stdout)!, who, `money-back-setup-${role}`, problems);
    await signInStaff(page, who.email, who.password, code, problems);
    return { context, page };
  }

  it('a reported top-up is refunded in part from its ticket, approved by a second person, processed by the gateway; the customer sees it everywhere; the books add up', async () => {
    const baseUrl = server.server.url;
    const stamp = Date.now().toString(36);
    const problems: string[] = [];
    const api = apiOf(baseUrl);

    // ---- The customer's top-up of ₦30,000 through the sandbox checkout, then "Report this transaction" on it.
    const customer = await createCustomer(baseUrl, { username: `kemi_${stamp}`, firstname: 'Kemi', lastname: 'Bello', password: 'Customer#2026' });
    const session = await api.login(customer);
    const topUp = await api.call('POST', '/deposits/initiate', { method_code: 'paystack', amount: 30000 }, session.token);
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(201);
    const depositReference = String(topUp.body.data.reference);
    const { context: customerContext, page: mine } = await newPage();
    let ticketNumber = '';
    let topUpTrx = '';
    try {
      await mine.goto(String(topUp.body.data.redirect_url));
      await mine.getByRole('button', { name: 'Pay', exact: true }).click();
      await mine.waitForURL('**/payment-success?reference=DEP-*', { timeout: 20_000 });
      await signInCustomer(mine, customer);
      await mine.goto('/my/user/transactions');
      const line = mine.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
      await line.waitFor();
      topUpTrx = (await line.getByRole('cell').nth(1).textContent())!.trim();
      await line.getByRole('link', { name: `Report this transaction ${topUpTrx}` }).click();
      await mine.waitForURL('**/my/support/new?*');
      await mine.getByLabel(/^Message( \*)?$/).fill(`I paid for the wrong account: please send ₦25,000 of transaction ${topUpTrx} back to my card.`);
      await mine.getByLabel(/^Priority( \*)?$/).selectOption('High');
      await mine.getByRole('button', { name: 'Create Ticket' }).click();
      await mine.waitForURL((url) => url.pathname === '/my/support');
      const row = mine.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: `Transaction ${topUpTrx}` });
      await row.waitFor();
      ticketNumber = /\d{6}/.exec((await row.textContent())!)![0];
    } finally {
      await customerContext.close();
    }

    // ---- The finance agent opens the ticket on the desk and refunds ₦25,000 of the top-up from there.
    const finance = { email: `finance.${stamp}@e-laundry.test`, name: 'Ngozi Obi', password: 'Books-Balance-Rota-26' };
    const admin = { email: `owner.${stamp}@e-laundry.test`, name: 'Ada Eze', password: 'Wash&Fold-Rota-2026' };
    const agent = await staffMember('finance', finance, problems);
    let refundReference = '';
    try {
      const page = agent.page;
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Support desk' }).click();
      await page.getByRole('heading', { level: 1, name: 'Support desk' }).waitFor();
      await page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: `Transaction ${topUpTrx}` }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: `Ticket #${ticketNumber}` }).waitFor();
      await lookAtScreen(page, 'money-back-ticket-finance', problems);
      await page.getByRole('button', { name: 'Refund this top-up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund this top-up' });
      await expect.poll(() => dialog.getByLabel('Amount (₦)').inputValue()).toBe('30000.00');
      expect(await dialog.getByLabel('Ticket number (optional)').inputValue()).toBe(ticketNumber);
      await dialog.getByLabel('Amount (₦)').fill('25000');
      await dialog.getByText('This refund needs a second approver').waitFor();
      await dialog.getByLabel('Reason').fill('Customer topped up the wrong account (ticket)');
      await lookAtScreen(page, 'money-back-refund-dialog', problems);
      await dialog.getByRole('button', { name: 'Ask for approval' }).click();
      const done = page.getByText(/RFD-\d{8}-[A-Z0-9]{8}/).first();
      await done.waitFor();
      refundReference = /RFD-\d{8}-[A-Z0-9]{8}/.exec((await done.textContent())!)![0];

      // The held amount is gone from the balance already; the agent cannot approve their own request.
      await nav.getByRole('link', { name: /^Money back/ }).getByText('1').waitFor(); // the nav counts it at once
      await nav.getByRole('link', { name: /^Money back/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Money back' }).waitFor();
      await page.getByRole('table', { name: 'Awaiting approval' }).getByRole('button', { name: new RegExp(refundReference) }).click();
      const drawer = page.getByRole('dialog', { name: 'Request for money back' });
      expect(await drawer.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
      await lookAtScreen(page, 'money-back-own-request', problems);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await agent.context.close();
    }
    const held = await api.call('GET', '/dashboard', undefined, session.token);
    expect(held.body.data.available_balance).toBe('5000.00');
    const list = await api.call('GET', '/deposits', undefined, session.token);
    const depositId = (list.body.data as unknown as { id: number; reference: string }[]).find((d) => d.reference === depositReference)!.id;

    // ---- The admin approves it; the gateway (sandbox: processed) pays it out.
    const owner = await staffMember('admin', admin, problems);
    try {
      const page = owner.page;
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^Money back/ }).click();
      await page.getByRole('table', { name: 'Awaiting approval' }).getByRole('button', { name: new RegExp(refundReference) }).click();
      const drawer = page.getByRole('dialog', { name: 'Request for money back' });
      await drawer.getByRole('button', { name: 'Approve' }).click();
      await drawer.getByRole('button', { name: 'Yes, approve' }).click();
      await drawer.getByText('Approved.').waitFor();
      await lookAtScreen(page, 'money-back-approved', problems);
      await expect
        .poll(async () => JSON.stringify((await api.call('GET', `/deposits/${depositId}`, undefined, session.token)).body), { timeout: 30_000 })
        .toContain('"status":"refunded"');
      // The books of the day: the top-up in, the refund out, and the float identity holds.
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Books' }).click();
      await page.getByText('the books balance.').waitFor();
      await lookAtScreen(page, 'money-back-books', problems);
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await owner.context.close();
    }

    // ---- The customer sees it: My Transactions (linked to the top-up), the top-up's details, the ticket, one e-mail.
    const { context: laterContext, page: later } = await newPage();
    try {
      await signInCustomer(later, customer);
      await later.goto('/my/user/transactions');
      const refundLine = later.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: refundReference });
      await refundLine.waitFor();
      expect(await refundLine.textContent()).toContain('Refunded');
      await refundLine.getByRole('link', { name: new RegExp(depositReference) }).click();
      await later.waitForURL(`**/my/user/deposits/${depositId}`);
      await later.getByText('Refunded', { exact: true }).first().waitFor();
      await later.getByText(/₦25,000\.00 of ₦30,000\.00 refunded/).waitFor();
      await later.goto(`/my/support/${ticketNumber}`);
      await later.getByText(/₦25,000\.00/).first().waitFor();
      expect(jsErrors(later)).toEqual([]);
    } finally {
      await laterContext.close();
    }
    const mails = await mailsTo(baseUrl, customer.email);
    expect(mails.filter((m) => /Refund of ₦25,000\.00 completed/.test(m.subject))).toHaveLength(1);

    // ---- The books of the day add up, and the ledger check passes.
    const check = await runOps(['ledger:check'], { DATABASE_URL: database.url });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    const books = await runOps(['books:day'], { DATABASE_URL: database.url });
    expect(books.code, books.stdout + books.stderr).toBe(0);
    expect(books.stdout).toMatch(/float: .* — holds/);
    expect(problems).toEqual([]);
  });
});
