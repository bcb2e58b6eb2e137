/**
 * Your data (issue 26: ADR 055 "Download my data", ADR 054 "Close my account") end to end against the real built
 * server on a fresh PostgreSQL database, the browser's API calls crossing `prism proxy --errors` (the contract gate):
 *
 * a customer (referred by Ada) with top-ups through the sandbox checkout, a linked card, a ticket with a PNG attachment,
 * an avatar and a referee who tops up (so the customer earns a commission) prepares "Download my data" on the profile,
 * downloads the zip and its files hold their rows (and not another customer's); then closes the account (giving up
 * the balance, typing CLOSE); signing in again fails exactly as for a wrong password; the same e-mail, username and
 * phone sign up again as a new customer with a ₦0.00 balance; the attachment and avatar objects are gone from the
 * storage; `ops ledger:check` is exact; Ada's commission on the closed customer's top-up is still listed, and so are
 * the closed customer's own commission rows (kept under the pseudonym). Both screens pass axe at 390 and 1280 px.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { jsErrors, launchChromium } from '../support/browser';
import { apiOf, codeFromMailbox, createCustomer, postJson, signUpClient } from '../support/customers';
import { startGatedServer } from '../support/processes';
import { freshPostgres } from '../support/postgres';
import { gatedPage, lookAtScreen } from '../support/staff-console';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const INVALID_CREDENTIALS = 'These credentials do not match our records.';

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('your data journey (real server on PostgreSQL, sandbox gateway, contract gate)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startGatedServer>>;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let unpacked = '';

  beforeAll(async () => {
    database = await freshPostgres('elaundry_e2e_yourdata');
    server = await startGatedServer({ DATABASE_URL: database.url });
    browser = await launchChromium();
    unpacked = await mkdtemp(path.join(tmpdir(), 'elaundry-archive-'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    if (unpacked) await rm(unpacked, { recursive: true, force: true });
  }, 60_000);

  async function signInCustomer(page: Page, who: { email: string; password: string }) {
    await page.goto('/login');
    await page.getByLabel(/^Username or Email( \*)?$/).fill(who.email);
    await page.getByLabel(/^Password( \*)?$/).fill(who.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/my/user/dashboard');
  }

  it('a customer downloads the archive of their data, closes the account, and the same e-mail signs up again as a new customer', async () => {
    const baseUrl = server.server.url;
    const uploads = path.join(server.server.dataDir, 'uploads');
    const stamp = Date.now().toString(36);
    const api = apiOf(baseUrl);
    const problems: string[] = [];

    /** A top-up of `amount` paid on the sandbox checkout page; its reference once the deposit is Success. */
    async function topUp(token: string, amount: number) {
      const started = await api.call('POST', '/deposits/initiate', { method_code: 'paystack', amount }, token);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const reference = String(started.body.data.reference);
      const { context, page } = await gatedPage(browser, server);
      try {
        await page.goto(String(started.body.data.redirect_url));
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.waitForURL('**/payment-success?reference=DEP-*', { timeout: 20_000 });
      } finally {
        await context.close();
      }
      await expect
        .poll(async () => ((await api.call('GET', '/deposits', undefined, token)).body.data as unknown as { reference: string; status: string }[]).find((d) => d.reference === reference)?.status, { timeout: 20_000 })
        .toBe('Success');
      return reference;
    }

    // ---- Ada refers the customer; the customer refers Bisi; another customer (Chidi) has a top-up of their own.
    const ada = await createCustomer(baseUrl, { username: `ada_${stamp}`, firstname: 'Ada', lastname: 'Obi', password: 'Referrer#2026' });
    const mobile = `81${String(Date.now()).slice(-8)}`;
    const who = {
      firstname: 'Kemi',
      lastname: 'Bello',
      username: `kemi_${stamp}`,
      email: `kemi_${stamp}@example.com`,
      password: 'Customer#2026',
    };
    async function register(referralCode?: string) {
      const mails = await api.lastMailId(who.email);
      const reg = await postJson(baseUrl, '/auth/register', {
        firstname: who.firstname,
        lastname: who.lastname,
        username: who.username,
        email: who.email,
        country_code: 'Nigeria',
        country: 'NG',
        mobile,
        mobile_code: '234',
        password: who.password,
        password_confirmation: who.password,
        ...(referralCode ? { referral_code: referralCode } : {}),
      }, undefined, { 'x-forwarded-for': signUpClient() });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      const { code } = await codeFromMailbox(baseUrl, who.email, 'verification', mails);
      const verified = await postJson(baseUrl, '/auth/verify-otp', { email: who.email, otp: code });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return verified.body.data.user as { referral_code: string; id?: number };
    }
    const kemi = await register(ada.referralCode);
    const session = await api.login(who);
    const token = session.token;
    const kemiId = Number(session.user.id);

    const bisi = await createCustomer(baseUrl, { username: `bisi_${stamp}`, firstname: 'Bisi', lastname: 'Ade', password: 'Referee#2026', referralCode: kemi.referral_code });
    const chidi = await createCustomer(baseUrl, { username: `chidi_${stamp}`, firstname: 'Chidi', lastname: 'Eze', password: 'Stranger#2026' });

    const kemiTopUp = await topUp(token, 6000);
    const bisiTopUp = await topUp((await api.login(bisi)).token, 4000);
    const chidiTopUp = await topUp((await api.login(chidi)).token, 3000);
    await expect.poll(async () => ((await api.call('GET', '/profile/commission', undefined, token)).body.data as unknown as unknown[]).length, { timeout: 20_000 }).toBe(1);
    const adaToken = (await api.login(ada)).token;
    await expect.poll(async () => ((await api.call('GET', '/profile/commission', undefined, adaToken)).body.data as unknown as unknown[]).length, { timeout: 20_000 }).toBe(1);

    // ---- A card linked, a ticket with a PNG attachment, an avatar: the files are new objects in the storage.
    const card = `YDE${String(Date.now()).slice(-10)}`;
    const added = await runOps(['card:add', card], { DATABASE_URL: database.url });
    expect(added.code, added.stderr).toBe(0);
    const linked = await api.call('POST', '/cards/link', { card_number: card }, token);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);

    const before = await filesUnder(uploads);
    const form = new FormData();
    form.append('subject', 'Washer W2 kept my money');
    form.append('priority', 'High');
    form.append('message', 'Charged at the Choba hub, the machine never started. Receipt attached.');
    form.append('attachments', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
    const created = await fetch(`${baseUrl}/api/v1/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const createdBody = (await created.json()) as { data: { ticket: string } };
    expect(created.status, JSON.stringify(createdBody)).toBe(201);
    const ticket = String(createdBody.data.ticket);
    const view = await api.call('GET', `/tickets/${ticket}`, undefined, token);
    const attachmentUrl = (view.body.data as unknown as { messages: { attachments: { file: string }[] }[] }).messages[0]!.attachments[0]!.file;

    const avatarForm = new FormData();
    avatarForm.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'me.png');
    const avatar = await fetch(`${baseUrl}/api/v1/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: avatarForm });
    const avatarBody = (await avatar.json()) as { data: { image: string } };
    expect(avatar.status, JSON.stringify(avatarBody)).toBe(200);
    const avatarUrl = new URL(avatarBody.data.image, baseUrl).toString();
    expect((await fetch(avatarUrl)).status).toBe(200);
    const objects = (await filesUnder(uploads)).filter((f) => !before.includes(f));
    // Each object is <dir>/objects/<key> with its type in <dir>/meta/<key>.json (lib/storage.ts).
    expect(objects.filter((f) => f.startsWith(`objects${path.sep}`)), 'the attachment and the avatar are two new objects in the storage').toHaveLength(2);
    expect(objects).toHaveLength(4);

    // ---- Download my data: prepare, wait until ready, download the zip; its files hold Kemi's rows and no one else's.
    const { context, page } = await gatedPage(browser, server);
    try {
      await signInCustomer(page, who);
      await page.goto('/my/user/profile-setting');
      const section = page.locator('#download-my-data');
      await section.getByRole('heading', { name: 'Download my data' }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await lookAtScreen(page, 'your-data-profile', problems);
      await section.getByRole('button', { name: 'Prepare my archive' }).click();
      const download = section.getByRole('button', { name: 'Download', exact: true });
      await download.waitFor({ timeout: 120_000 });
      await lookAtScreen(page, 'your-data-ready', problems);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.zip$/);
      execFileSync('unzip', ['-q', '-o', (await file.path())!, '-d', unpacked]);
      const inside = await filesUnder(unpacked);
      expect(inside).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'deposits.json', 'transactions.json', 'cards.json', 'tickets.json', 'ticket-attachments.json', 'commissions.json']));
      const json = async (name: string) => JSON.parse(await readFile(path.join(unpacked, name), 'utf8')) as Record<string, unknown>[];
      const profile = JSON.parse(await readFile(path.join(unpacked, 'profile.json'), 'utf8')) as Record<string, unknown>;
      expect(profile.email).toBe(who.email);
      const deposits = await json('deposits.json');
      expect(deposits.map((d) => d.reference)).toEqual([kemiTopUp]);
      const transactions = await json('transactions.json');
      // The top-up; the commission on Bisi's top-up is held until Bisi spends it at a hub (ADR 071): no wallet line yet.
      expect(transactions.length).toBeGreaterThanOrEqual(1);
      expect(transactions.every((t) => t.user_id === undefined || Number(t.user_id) === kemiId)).toBe(true);
      expect((await json('cards.json')).map((c) => c.card_number ?? c.number)).toEqual([card]);
      expect((await json('tickets.json')).map((t) => String(t.number ?? t.ticket))).toEqual([ticket]);
      expect(await json('ticket-attachments.json')).toHaveLength(1);
      expect((await json('commissions.json')).map((c) => c.status)).toEqual(['held']);
      const attached = inside.filter((f) => f.startsWith(`attachments${path.sep}${ticket}${path.sep}`));
      expect(attached).toHaveLength(1);
      expect((await readFile(path.join(unpacked, attached[0]!))).equals(PNG_1PX)).toBe(true);
      expect(inside.filter((f) => f.startsWith(`avatar${path.sep}`))).toHaveLength(1);
      // Nobody else's: not Chidi's, Bisi's or Ada's top-up or address anywhere in the archive.
      for (const name of inside) {
        const text = await readFile(path.join(unpacked, name), 'latin1');
        for (const other of [chidiTopUp, bisiTopUp, chidi.email, bisi.email, ada.email]) expect(text, `${name} names ${other}`).not.toContain(other);
      }

      // ---- Close my account: give up the balance, the password, CLOSE, confirm → a public page.
      await page.goto('/my/user/close-account');
      await page.getByRole('heading', { name: 'What happens when you close your account' }).waitFor();
      await lookAtScreen(page, 'your-data-close-account', problems);
      await page.getByLabel('I give it up').check();
      await page.getByLabel(/^Password( \*)?$/).fill(who.password);
      await page.getByLabel(/^Type CLOSE to confirm( \*)?$/).fill('CLOSE');
      await page.getByRole('button', { name: 'Close my account', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Close your account now?' });
      await lookAtScreen(page, 'your-data-close-confirm', problems);
      await dialog.getByRole('button', { name: 'Yes, close my account' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      await page.getByText(/closed/i).first().waitFor();
      expect(jsErrors(page)).toEqual([]);

      // ---- Signing in with the old credentials fails exactly as a wrong password does.
      await page.goto('/login');
      await page.getByLabel(/^Username or Email( \*)?$/).fill(who.email);
      await page.getByLabel(/^Password( \*)?$/).fill(who.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(INVALID_CREDENTIALS).first().waitFor();
      const wrong = await api.call('POST', '/auth/login', { username_or_email: who.email, password: 'Not-The#2026' });
      const closed = await api.call('POST', '/auth/login', { username_or_email: who.email, password: who.password });
      expect({ status: closed.status, message: closed.body.message }).toEqual({ status: wrong.status, message: wrong.body.message });
      expect(closed.body.message).toBe(INVALID_CREDENTIALS);
      expect(jsErrors(page)).toEqual([]);
    } catch (error) {
      console.error('page at failure:', page.url(), jsErrors(page), await page.locator('body').ariaSnapshot().catch(() => ''));
      throw error;
    } finally {
      await context.close();
    }

    // ---- The stored objects are gone: not on disk, not served.
    for (const object of objects) expect(existsSync(path.join(uploads, object)), `${object} is still in the storage`).toBe(false);
    expect((await fetch(avatarUrl)).status).toBe(404);
    const adaFetch = await fetch(`${baseUrl}${attachmentUrl}`, { headers: { authorization: `Bearer ${adaToken}` } });
    expect(adaFetch.status).toBe(404);

    // ---- The same e-mail, username and phone sign up again: a new customer with a zero balance.
    await register();
    const again = await api.login(who);
    expect(Number(again.user.id)).not.toBe(kemiId);
    const dashboard = await api.call('GET', '/dashboard', undefined, again.token);
    expect(dashboard.body.data.available_balance).toBe('0.00');
    expect((await api.call('GET', '/deposits', undefined, again.token)).body.data).toEqual([]);
    expect((await api.call('GET', '/profile/commission', undefined, again.token)).body.data).toEqual([]);

    // ---- The books: ledger exact; Ada's commission (on the closed customer's top-up) and the closed customer's own
    // commission rows are still there.
    const check = await runOps(['ledger:check'], { DATABASE_URL: database.url });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect((await api.call('GET', '/profile/commission', undefined, adaToken)).body.data as unknown as unknown[]).toHaveLength(1);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const kept = await db.query('select count(*)::int as n from commissions where user_id = $1', [kemiId]);
      expect(kept.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
