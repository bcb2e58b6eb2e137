import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { newPage, type PHONE } from './browser';
import { freePort, root, waitFor } from './processes';

/** `npm run dev:mock` (Vite + Prism's mock) on free ports, as a frontend developer runs it; `stop()` ends it. */
export async function startDevMock(): Promise<{ base: string; stop(): Promise<void> }> {
  const [vitePort, mockPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${vitePort}`;
  let output = '';
  const dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs'), '--mock'], {
    cwd: root,
    env: { ...process.env, VITE_PORT: String(vitePort), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (d) => (output += d));
  dev.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (dev.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
  };
  await waitFor(`${base}/api/v1/health`, 90_000, (s) => s === 200).catch(async (err: Error) => {
    await stop();
    throw new Error(`${err.message}\n${output}`);
  });
  return { base, stop };
}

/** A screen of the SPA on the mock, and what shows it is painted from the mock's answer (not a loader). */
export interface MockScreen {
  name: string;
  url: string;
  ready: (page: Page) => Promise<unknown>;
}

/** A page signed in on dev:mock (the mock accepts any credentials), on the dashboard. */
export async function signedInMockPage(browser: Browser, base: string, viewport: typeof PHONE) {
  const { context, page } = await newPage(browser, base, viewport);
  await page.goto('/login');
  await page.getByLabel(/^Username or Email( \*)?$/).fill('anyone');
  await page.getByLabel(/^Password( \*)?$/).fill('any password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/my/user/dashboard');
  return { context, page };
}

/**
 * Opens each screen in turn and lists what is wrong with it: serious/critical axe violations, sideways scrolling.
 * With `shotsDir`, saves a full-page screenshot of each as `<name>-<width>.png` there.
 */
export async function screenProblems(page: Page, screens: MockScreen[], width: string, shotsDir?: string): Promise<string[]> {
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.url);
    await screen.ready(page);
    for (const v of await seriousViolations(page)) problems.push(`${screen.url}: ${v}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${screen.url}: scrolls sideways by ${overflow}px`);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${screen.name}-${width}.png`), fullPage: true });
  }
  return problems;
}
