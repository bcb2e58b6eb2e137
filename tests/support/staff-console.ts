/**
 * Browser steps of the staff console shared by the e2e journeys (issue 24): a page whose API calls cross a gated
 * server's `prism proxy --errors`, the screen check (axe serious/critical and sideways scroll at 1280 and 390 px, with
 * full-page shots under STAFF_SCREENS=<dir>), and the set-up and sign-in of a staff member through their screens.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE } from './browser';
import { routeApiThroughGate } from './contract-proxy';
import { authenticator } from './customers';

/** The set-up link a command or an invitation e-mail printed. */
export const inviteTokenOf = (text: string) => /#token=([A-Za-z0-9_]+)/.exec(text)?.[1] ?? null;

/**
 * A page of the gated server (`startGatedServer`): its API calls go through that server's contract gate; page errors
 * and console errors are collected (see `jsErrors`), except failed resources — a refused call (a wrong code, the 401 of
 * a sign-in) is logged by the browser as one.
 */
export async function gatedPage(browser: Browser, server: { server: { url: string }; prism: { url: string } }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.server.url, viewport: DESKTOP });
  await routeApiThroughGate(context, server.server.url, server.prism.url, inject('apiGate').logFile);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

/**
 * Axe (serious, critical) and sideways scrolling at 1280 and 390 px, into `problems`; with `dir` (STAFF_SCREENS by
 * default) a full-page shot of each width. A dialog fades in: it is judged once its animations are over.
 */
export async function lookAtScreen(page: Page, name: string, problems: string[], dir = process.env.STAFF_SCREENS) {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    for (const v of await seriousViolations(page)) problems.push(`${name} @${width}px ${v}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${name} @${width}px scrolls sideways by ${overflow}px`);
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

export interface StaffPerson {
  email: string;
  name: string;
  password: string;
}

/** Opens a set-up link, checks who is invited, sets name, password and the authenticator; returns its code source. */
export async function setUpStaff(page: Page, token: string, who: StaffPerson, shot: string, problems: string[]) {
  await page.goto(`/staff/setup#token=${token}`);
  await page.getByText(who.email).waitFor();
  const secret = (await page.locator('.staff-tfa__secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // The token after # is gone from the address bar (and never reached a server log).
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await lookAtScreen(page, shot, problems);
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

/** Password, then the authenticator code (always asked), on /staff/login; lands on the console's home. */
export async function signInStaff(page: Page, email: string, password: string, code: () => Promise<string>, problems: string[], shot?: string) {
  await page.getByLabel(/^Email Address( \*)?$/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  if (shot) await lookAtScreen(page, shot, problems);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
  if (shot) await lookAtScreen(page, `${shot}-code`, problems);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/staff$/);
}
