import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { routeApiThroughGate } from './contract-proxy';

/**
 * Debian's Chromium (apt-get install chromium), headless. Root needs --no-sandbox; the closed network here
 * needs background networking off. CHROMIUM_PATH overrides the binary.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Chromium on a profile directory of its own (`profile`, kept on disk): the service worker, the install checks and
 * localStorage need one (an incognito context is never installable), and closing it then launching it again on the
 * same directory is an app's cold start. `options` adds context options (viewport, offline, permissions…).
 */
export function launchProfile(
  profile: string,
  options: Omit<NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>, keyof LaunchOptions> & { baseURL: string },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  // Pages of the e2e server send their API calls through the contract gate (tests/e2e/global-setup.ts).
  const gate = inject('apiGate') as ReturnType<typeof inject<'apiGate'>> | undefined;
  if (gate && baseURL === gate.baseUrl) await routeApiThroughGate(context, gate.baseUrl, gate.proxyUrl, gate.logFile);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

export const jsErrors = (page: Page) => (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
