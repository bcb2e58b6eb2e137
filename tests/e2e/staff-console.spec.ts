/**
 * The staff console's first journey (issue 24, ADR 042) against the real built server on a fresh PostgreSQL database,
 * so that the operator's command (`npm run ops -- staff:invite`, a separate process) shares the server's data. The
 * browser's API calls cross `prism proxy --errors` (the contract gate).
 *
 * The first admin is invited by the command, sets up the authenticator (codes computed from the secret the set-up
 * page shows) and signs in; invites a support agent and a fulfilment agent from Team (the links come from the dev
 * mailbox); the support agent sets up, signs in and does not see Team. A customer opens a ticket with a PNG in the
 * customer area; the agent finds it in the support desk's queue, takes it, replies with a PDF and closes it; the
 * customer got the e-mail and sees the reply as support's; the fulfilment agent sets up and signs in; the admin sees
 * each staff act in the audit log with its actor and exports it (ADR 043). Every screen passes axe at 390 and
 * 1280 px with no sideways scroll; with STAFF_SCREENS=<dir> screenshots are saved there.
 */
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCardNumbers, printedCardNumber } from '#server/lib/cards-hubs/card-numbers.js';
import { runOps } from '#server/testing/ops.js';
import { jsErrors, launchChromium } from '../support/browser';
import { apiOf, createCustomer, mailsTo } from '../support/customers';
import { startGatedServer } from '../support/processes';
import { freshPostgres } from '../support/postgres';
import { gatedPage, inviteTokenOf, lookAtScreen, setUpStaff, signInStaff } from '../support/staff-console';
import { deliverCardRequestInConsole, stockCardInConsole } from '../support/staff-cards';

const SCREENS = process.env.STAFF_SCREENS;

const SUPPORT_NAME = 'Amaka from Support';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A picture that has loaded and decoded (not a broken image). */
const decoded = (img: ReturnType<Page['locator']>) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

describe('staff console journey (real server on PostgreSQL, staff:invite command)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  const newPage = () => gatedPage(browser, server);

  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_staff');
    server = await startGatedServer({ DATABASE_URL: database.url, SUPPORT_NAME });
    browser = await launchChromium();
    if (SCREENS) await mkdir(SCREENS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it('admin invited by command sets up TOTP, signs in, invites support and fulfilment; a ticket with a PNG is answered with a PDF and closed at the desk; a paid card request is delivered from Cards; the audit log shows each act with its actor', async () => {
    const baseUrl = server.server.url;
    const stamp = Date.now().toString(36);
    const admin = { email: `owner.${stamp}@e-laundry.test`, name: 'Ada Eze', password: 'Wash&Fold-Rota-2026' };
    const agent = { email: `agent.${stamp}@e-laundry.test`, name: 'Tunde Bello', password: 'Support-Desk-Rota-26' };
    const packer = { email: `cards.${stamp}@e-laundry.test`, name: 'Femi Ade', password: 'Card-Counter-Rota-26' };
    const problems: string[] = [];

    // ---- The first admin, by the operator's command.
    const invite = await runOps(['staff:invite', '--email', admin.email, '--role', 'admin'], { DATABASE_URL: database.url, PUBLIC_URL: baseUrl });
    expect(invite.stderr).toBe('');
    expect(invite.code).toBe(0);
    const adminToken = inviteTokenOf(invite.stdout);
    expect(adminToken).not.toBeNull();

    const { context, page } = await newPage();
    try {
      const adminCode = await setUpStaff(page, adminToken!, admin, 'staff-setup', problems);
      await signInStaff(page, admin.email, admin.password, adminCode, problems, 'staff-login');
      const header = page.getByRole('banner');
      await header.getByText('Ada Eze').waitFor();
      await header.getByText('Admin').waitFor();
      await page.getByRole('region', { name: 'Top-ups today' }).waitFor(); // the landing page is today's overview
      await lookAtScreen(page, 'staff-home', problems);

      // ---- Overview and Deposits (ADR 048): a depositor's unpaid top-up, found with a filter and re-verified.
      const api = apiOf(baseUrl);
      const depositor = await api.createCustomer(`dep${stamp}`);
      const session = await api.login(depositor);
      const topUp = await api.call('POST', '/deposits/initiate', { method_code: 'paystack', amount: 5000 }, session.token);
      expect(topUp.status).toBe(201);
      const reference = String(topUp.body.data.reference);
      const consoleNav = page.getByRole('navigation', { name: 'Console' });
      await consoleNav.getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('region', { name: 'Pending deposits' }).getByText('1 waiting for its gateway').waitFor();
      await lookAtScreen(page, 'staff-overview', problems);
      await page.getByRole('link', { name: 'Review pending deposits' }).click();
      await page.waitForURL('**/staff/deposits?status=Pending');
      await page.getByLabel('Customer').fill(depositor.email);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/customer=/);
      await page.getByRole('button', { name: new RegExp(reference) }).waitFor();
      await lookAtScreen(page, 'staff-deposits', problems);
      await page.getByRole('button', { name: new RegExp(reference) }).click();
      const drawer = page.getByRole('dialog', { name: 'Deposit' });
      await drawer.getByRole('button', { name: 'Re-verify with Paystack' }).click();
      await drawer.getByText('The gateway has not confirmed this payment yet. The deposit stays Pending.').waitFor();
      await drawer.getByText(/Still pending/).waitFor();
      await lookAtScreen(page, 'staff-deposit', problems);
      // ---- Refunds (ADR 052): paid at the sandbox, re-verified (credited), then refunded in part from the drawer's
      // Refund form — the refundable remainder shown, the second approver named above the threshold.
      expect((await fetch(`${topUp.body.data.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      await drawer.getByRole('button', { name: 'Re-verify with Paystack' }).click().catch(() => undefined);
      await drawer.getByRole('heading', { name: 'Refunds' }).waitFor();
      await drawer.getByText('No refunds yet.').waitFor();
      await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
      const refundDialog = drawer.getByRole('region', { name: 'Refund this top-up' });
      await expect.poll(() => refundDialog.getByLabel('Amount (₦)').inputValue()).toBe('5000.00');
      await refundDialog.getByLabel('Amount (₦)').fill('25000');
      await refundDialog.getByText('This refund needs a second approver').waitFor();
      await refundDialog.getByLabel('Amount (₦)').fill('1500');
      await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await refundDialog.getByText('Say why (at least 3 characters).').waitFor();
      await lookAtScreen(page, 'staff-refund-dialog', problems);
      await refundDialog.getByLabel('Reason').fill('Paid twice for one top-up');
      await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await drawer.getByText(/RFD-\d{8}-[A-Z0-9]{8}: /).waitFor();
      await drawer.getByText('₦1,500.00').first().waitFor();
      await lookAtScreen(page, 'staff-deposit-refunds', problems);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.search.includes('deposit='));

      // ---- Books (ADR 053): today's books balance; the month's chart has its table alternative; a reconciliation run.
      await consoleNav.getByRole('link', { name: 'Books' }).click();
      await page.getByText('the books balance.').waitFor();
      await page.getByRole('region', { name: 'Suspense' }).getByText('No suspense items yet').waitFor();
      await lookAtScreen(page, 'staff-books-day', problems);
      await page.getByLabel('A month').check();
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.waitForURL(/period=\d{4}-\d{2}$/);
      await page.getByRole('img', { name: /Money in \(green\) and out \(red\) per day/ }).waitFor();
      await page.getByRole('button', { name: 'Show as a table' }).click();
      await page.getByRole('table', { name: 'Money in and out per day' }).waitFor();
      await page.getByRole('button', { name: 'Reconcile now' }).click();
      const lagosToday = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
      await page.getByRole('heading', { name: `Mismatches of ${lagosToday}` }).waitFor();
      await lookAtScreen(page, 'staff-books-month', problems);

      // ---- Team: the admin invites a support agent.
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Team' }).click();
      await page.getByRole('table', { name: 'Staff members' }).waitFor();
      await lookAtScreen(page, 'staff-team', problems);
      await page.getByRole('button', { name: 'Invite a staff member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
      await dialog.getByLabel(/^Email Address( \*)?$/).fill(agent.email);
      await dialog.getByRole('checkbox', { name: 'Support' }).check();
      await lookAtScreen(page, 'staff-invite', problems);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: agent.email, exact: true }).waitFor();
      // ---- … and a fulfilment agent.
      await page.getByRole('button', { name: 'Invite a staff member' }).click();
      await dialog.getByLabel(/^Email Address( \*)?$/).fill(packer.email);
      await dialog.getByRole('checkbox', { name: 'Fulfilment' }).check();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: packer.email, exact: true }).waitFor();

      // ---- The links reach the agents' mailboxes.
      let agentToken: string | null = null;
      let packerToken: string | null = null;
      await expect
        .poll(async () => (agentToken = inviteTokenOf((await mailsTo(baseUrl, agent.email)).map((m) => m.text).join('\n'))), { timeout: 20_000 })
        .not.toBeNull();
      await expect
        .poll(async () => (packerToken = inviteTokenOf((await mailsTo(baseUrl, packer.email)).map((m) => m.text).join('\n'))), { timeout: 20_000 })
        .not.toBeNull();

      // ---- Signing out clears the staff session and goes to the staff login.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/staff/login');
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('staff:')))).toEqual([]);
      expect(jsErrors(page)).toEqual([]);

      // ---- The agent sets up and signs in: no Team, and /staff/team is refused.
      const agentCode = await setUpStaff(page, agentToken!, agent, 'staff-setup-agent', problems);
      await signInStaff(page, agent.email, agent.password, agentCode, problems);
      await page.getByRole('banner').getByText('Tunde Bello').waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Overview', 'Customers', 'Support desk', 'Hubs']);
      await page.getByRole('region', { name: 'Open tickets' }).waitFor();
      expect(await page.getByRole('region', { name: 'Pending deposits' }).count()).toBe(0); // not a support agent's part
      await lookAtScreen(page, 'staff-home-agent', problems);
      await page.goto('/staff/team');
      await page.getByText('Your roles do not open this part of the console.').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await page.goto('/staff/audit');
      await page.getByText('Your roles do not open this part of the console.').waitFor();
      expect(jsErrors(page)).toEqual([]);

      // ---- A customer opens a ticket with a PNG in the customer area.
      const customer = await createCustomer(baseUrl, { username: `chinedu_${stamp}`, firstname: 'Chinedu', lastname: 'Okafor', password: 'Support#2026' });
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6670' } }).png().toBuffer();
      const subject = `Dryer at the hub does not heat ${stamp}`;
      const shopper = await newPage();
      const cpage = shopper.page;
      let number = '';
      try {
        await cpage.goto('/login');
        await cpage.getByLabel(/^Username or Email( \*)?$/).fill(customer.email);
        await cpage.getByLabel(/^Password( \*)?$/).fill(customer.password);
        await cpage.getByRole('button', { name: 'Login', exact: true }).click();
        await cpage.waitForURL('**/my/user/dashboard');
        await cpage.goto('/my/support/new');
        await cpage.getByLabel(/^Subject( \*)?$/).fill(subject);
        await cpage.getByLabel(/^Priority( \*)?$/).selectOption('High');
        await cpage.getByLabel(/^Message( \*)?$/).fill('The dryer took my money twice and stayed cold. Photo attached.');
        await cpage.getByLabel(/^Attachments/).setInputFiles([{ name: 'dryer.png', mimeType: 'image/png', buffer: photo }]);
        await cpage.getByRole('button', { name: 'Create Ticket' }).click();
        await cpage.waitForURL((url) => url.pathname === '/my/support');
        const row = cpage.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: subject });
        number = /#(\d{6})/.exec((await row.textContent())!)![1]!;
        expect(jsErrors(cpage)).toEqual([]);
      } finally {
        await shopper.context.close();
      }

      // ---- The support agent finds it in the queue (Open, High), opens it and sees the customer beside it.
      await nav.getByRole('link', { name: 'Support desk' }).click();
      await page.getByRole('heading', { level: 1, name: 'Support desk' }).waitFor();
      await page.getByLabel('Priority').selectOption('High');
      await page.waitForURL('**/staff/support?priority=High');
      const queued = page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: subject });
      await queued.waitFor();
      expect(await queued.textContent()).toContain('Unassigned');
      expect(await queued.textContent()).toContain(customer.email);
      await lookAtScreen(page, 'staff-support-queue', problems);
      // By keyboard: the ticket's link takes the focus and Enter opens it.
      await queued.getByRole('link', { name: new RegExp(`#${number}`) }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/staff/support/${number}`);
      await page.getByRole('heading', { level: 1, name: `Ticket #${number}` }).waitFor();
      const aside = page.getByRole('complementary', { name: 'Customer' });
      await aside.getByText('Chinedu Okafor').waitFor();
      await aside.getByText('No card linked').waitFor();
      // The customer's PNG, fetched with the staff token, decodes.
      const theirs = page.getByRole('article', { name: /^Customer message of/ });
      const thumb = theirs.getByRole('link', { name: /^Attachment 1: dryer\.png/ }).locator('img');
      await expect.poll(() => decoded(thumb), { timeout: 15_000 }).toBe(true);

      // ---- Takes it, replies with a PDF, closes it.
      await page.getByRole('button', { name: 'Assign to me' }).click();
      await page.locator('dt', { hasText: 'Assignee' }).locator('xpath=following-sibling::dd[1]').getByText('Tunde Bello').waitFor();
      await page.getByPlaceholder('Type your reply here...').fill('Sorry about that, Chinedu. We refunded the second charge; the receipt is attached.');
      await page.getByLabel(/^Attachments/).setInputFiles([{ name: 'refund.pdf', mimeType: 'application/pdf', buffer: PDF }]);
      await lookAtScreen(page, 'staff-support-ticket', problems);
      await page.getByRole('button', { name: 'Send Reply' }).click();
      const ours = page.getByRole('article', { name: /^Support message of/ });
      await ours.getByText('We refunded the second charge').waitFor();
      await ours.getByRole('link', { name: 'View Attachment 1' }).waitFor();
      await page.getByRole('button', { name: 'Close ticket' }).click();
      await lookAtScreen(page, 'staff-support-close', problems);
      // The confirmation has the focus: Enter closes the ticket.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, close it');
      await page.keyboard.press('Enter');
      await page.getByText('This ticket is closed: it takes no more replies.').waitFor();
      expect(await page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('Close');
      await page.goto('/staff/support?status=closed');
      await page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: subject }).waitFor();
      expect(jsErrors(page)).toEqual([]);

      // ---- The customer got the e-mail and sees the reply as support's, with its PDF; the ticket is closed.
      await expect
        .poll(async () => (await mailsTo(baseUrl, customer.email)).find((m) => m.subject.includes(`#${number}`))?.text ?? '', { timeout: 20_000 })
        .toContain(`/my/support/${number}`);
      const again = await newPage();
      try {
        await again.page.goto('/login');
        await again.page.getByLabel(/^Username or Email( \*)?$/).fill(customer.email);
        await again.page.getByLabel(/^Password( \*)?$/).fill(customer.password);
        await again.page.getByRole('button', { name: 'Login', exact: true }).click();
        await again.page.waitForURL('**/my/user/dashboard');
        await again.page.goto(`/my/support/${number}`);
        const fromSupport = again.page.getByRole('article', { name: /^Support message of/ });
        await fromSupport.getByText('We refunded the second charge').waitFor();
        expect(await fromSupport.textContent()).toContain(SUPPORT_NAME);
        expect(await fromSupport.textContent()).not.toContain('Tunde Bello');
        await fromSupport.getByRole('link', { name: 'View Attachment 1' }).waitFor();
        await again.page.getByRole('heading', { name: 'This ticket is closed' }).waitFor();
        expect(jsErrors(again.page)).toEqual([]);
      } finally {
        await again.context.close();
      }

      // ---- The fulfilment agent sets up and signs in: no support desk, no team, no audit log.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/staff/login');
      const packerCode = await setUpStaff(page, packerToken!, packer, 'staff-setup-fulfilment', problems);
      await signInStaff(page, packer.email, packer.password, packerCode, problems);
      await page.getByRole('banner').getByText('Femi Ade').waitFor();
      const packerNav = await nav.getByRole('link').allTextContents();
      expect(packerNav).not.toContain('Support desk');
      expect(packerNav).not.toContain('Team');
      expect(packerNav).not.toContain('Audit log');
      expect(packerNav).not.toContain('Books');

      // ---- The ticket's customer asks for a card and pays through the sandbox gateway; the fulfilment agent stocks a
      // card and moves the paid request to delivered in the console (Cards, ADR 045).
      const customerSession = await api.login(customer);
      const locations = await api.call('GET', '/cards/location', undefined, customerSession.token);
      const ph = (locations.body.data as unknown as { id: number; name: string }[]).find((l) => l.name === 'Port Harcourt')!;
      const centres = await api.call('GET', `/cards/service-centers/${ph.id}`, undefined, customerSession.token);
      const choba = (centres.body.data as unknown as { id: number; name: string }[]).find((c) => c.name === 'UNIPORT Choba Hub')!;
      const requested = await api.call('POST', '/cards/request', { location_id: ph.id, service_center_id: choba.id, gateway: 'paystack' }, customerSession.token);
      expect(requested.status, JSON.stringify(requested.body)).toBe(201);
      const { id: cardRequestId, reference: cardReference, redirect_url: checkoutUrl } = requested.body.data as { id: number; reference: string; redirect_url: string };
      const payer = await newPage();
      try {
        await payer.page.goto(checkoutUrl);
        await payer.page.getByRole('button', { name: 'Pay', exact: true }).click();
        await payer.page.waitForURL('**/payment-success?reference=CRD-*', { timeout: 20_000 });
      } finally {
        await payer.context.close();
      }
      expect(packerNav).toContain('Cards');
      const [stockNumber] = newCardNumbers(1);
      await stockCardInConsole(page, printedCardNumber(stockNumber!), problems);
      await deliverCardRequestInConsole(page, cardReference, problems);
      expect(jsErrors(page)).toEqual([]);

      // ---- The customer's card request shows every step the console moved, with its time.
      const holder = await newPage();
      try {
        await holder.page.goto('/login');
        await holder.page.getByLabel(/^Username or Email( \*)?$/).fill(customer.email);
        await holder.page.getByLabel(/^Password( \*)?$/).fill(customer.password);
        await holder.page.getByRole('button', { name: 'Login', exact: true }).click();
        await holder.page.waitForURL('**/my/user/dashboard');
        await holder.page.goto(`/my/user/card-management/${cardRequestId}`);
        await holder.page.getByText('Your card has been delivered.').waitFor();
        const steps = await holder.page.locator('.timeline__step').allTextContents();
        expect(steps).toHaveLength(4);
        for (const [i, label] of ['Paid', 'Being prepared', 'Ready for pickup at UNIPORT Choba Hub', 'Delivered'].entries()) {
          expect(steps[i]).toMatch(new RegExp(`^${label}\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d`));
        }
        expect(jsErrors(holder.page)).toEqual([]);
      } finally {
        await holder.context.close();
      }

      // ---- The admin sees each of these acts in the audit log, with the right actor, and exports it.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/staff/login');
      await signInStaff(page, admin.email, admin.password, adminCode, problems);
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('table', { name: 'Audit events' }).waitFor();
      const log = page.getByRole('table', { name: 'Audit events' });
      const actorOf = async (action: string, target?: string) => {
        const rows = log.getByRole('row').filter({ hasText: action });
        const texts = await rows.allTextContents();
        return texts.filter((t) => !target || t.includes(target));
      };
      // The first admin's invite by the command (an operator), the agents' by the admin.
      const invites = await actorOf('staff_member.invite');
      expect(invites).toHaveLength(3);
      expect(invites.filter((t) => t.includes('Ada Eze'))).toHaveLength(2);
      expect(invites.filter((t) => t.includes('Operator (command)'))).toHaveLength(1);
      for (const who of ['Tunde Bello', 'Femi Ade']) expect((await actorOf('staff_member.activate')).some((t) => t.includes(who))).toBe(true);
      // The card request's three moves, each by the fulfilment agent.
      const moves = await actorOf('card_request.advance');
      expect(moves).toHaveLength(3);
      for (const row of moves) expect(row).toContain('Femi Ade');
      await lookAtScreen(page, 'staff-audit', problems);
      // Only the ticket's events: assign, reply, close — each by the support agent.
      await page.getByLabel('Target kind').fill('ticket');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL('**/staff/audit?target_kind=ticket');
      await expect.poll(async () => (await log.getByRole('row').allTextContents()).length).toBe(4);
      for (const action of ['ticket.assign', 'ticket.reply', 'ticket.close']) {
        const rows = await actorOf(action, `#${number}`);
        expect(rows, action).toHaveLength(1);
        expect(rows[0], action).toContain('Tunde Bello');
      }
      const assignRow = log.getByRole('row').filter({ hasText: 'ticket.assign' });
      // By keyboard: the event's details open with Enter.
      await assignRow.getByText('Before / after').focus();
      await page.keyboard.press('Enter');
      const diff = assignRow.getByRole('table', { name: 'Before and after' });
      expect(await diff.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['—', expect.stringMatching(/^\d+$/)]);
      await lookAtScreen(page, 'staff-audit-details', problems);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\n')[0]).toBe('id,at,actor_kind,actor_id,actor,action,target_kind,target_id,request_id,details');
      for (const action of ['ticket.assign', 'ticket.reply', 'ticket.close']) expect(csv).toContain(`,Tunde Bello,${action},ticket,`);
      expect(csv).not.toContain('staff_member.invite');
      expect(jsErrors(page)).toEqual([]);

      // ---- Customers (ADR 044): the admin (every role opens Customers) finds a customer by e-mail, opens the page, ends every session with a reason.
      const ngozi = await createCustomer(baseUrl, { username: `ngozi_${stamp}`, firstname: 'Ngozi', lastname: 'Eze', password: 'Laundry#2026' });
      await nav.getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('table', { name: 'Newest customers' }).waitFor();
      await page.getByRole('searchbox', { name: 'Find a customer' }).fill(ngozi.email.toUpperCase());
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/staff\/customers\?q=/);
      await page.getByRole('table', { name: /^Customers matching/ }).waitFor();
      await lookAtScreen(page, 'staff-customers', problems);
      await page.getByRole('searchbox', { name: 'Find a customer' }).fill('nobody-at-all@example.org');
      await page.keyboard.press('Enter');
      await page.getByText('No customer matches “nobody-at-all@example.org”.').waitFor();
      await lookAtScreen(page, 'staff-customers-empty', problems);
      await page.goBack();
      await page.getByRole('link', { name: 'Ngozi Eze' }).click();
      await page.getByRole('heading', { name: 'Ngozi Eze' }).waitFor();
      await page.getByRole('table', { name: 'Active sessions (1)' }).waitFor();
      await lookAtScreen(page, 'staff-customer', problems);
      await page.getByRole('button', { name: 'End all sessions' }).click();
      const ending = page.getByRole('dialog', { name: 'End all sessions?' });
      await ending.getByLabel(/^Reason( \*)?$/).fill('Lost phone, called from the number on file');
      await ending.getByRole('button', { name: 'Continue' }).click();
      await ending.getByRole('button', { name: 'End all sessions' }).click();
      await ending.waitFor({ state: 'detached' });
      await page.getByText('No active sessions yet').waitFor();
      expect(jsErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 480_000);
});
