/**
 * Issue 9, first-impression polish (tests/e2e/polish-support.ts says how): signing in — the toasts it leaves, the return
 * to where the customer was going (never to another origin), and the public site knowing a signed-in customer.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, jsErrors } from '../support/browser';
import { hydrated, signIn, storeSession, typeCode } from '../support/customers';
import { api, baseUrl, expectToastsClearOf, headerOverflow, pathOf, stamp, toast, toasts, usePolishBrowser, VIEWPORTS, withPage } from './polish-support';

usePolishBrowser();

describe('1. toasts', () => {
  it.each(VIEWPORTS)('a failed then successful sign-in leaves only "Login successful", below the headers (%o)', async (viewport) => {
    const customer = await api.createCustomer(stamp());
    await withPage(viewport, async (page) => {
      await page.goto('/login');
      await signIn(page, customer.email, 'Wrong#pass1');
      await expect.poll(() => toast(page, 'These credentials do not match our records.').count()).toBe(1);
      // Not over the account screen's header (logo).
      await expectToastsClearOf(page, [page.locator('.account__header')], 'login');

      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/my/user/dashboard');
      await expect.poll(() => toast(page, /Login successful/).count()).toBe(1);
      // Gone well before its own 3 s (the exit animation takes a moment).
      await expect.poll(() => toast(page, 'These credentials do not match our records.').count(), { timeout: 1500 }).toBe(0);
      // Not over the signed-in header (avatar, menu).
      await expectToastsClearOf(page, [page.locator('.si-header')], 'dashboard');
    });
  });

  it('a route change dismisses the toasts of the old page (well before their 3 s)', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      await signIn(page, `nobody.${stamp()}@example.com`, 'Wrong#pass1');
      await toast(page, 'These credentials do not match our records.').waitFor();
      const shownAt = Date.now();
      await page.waitForTimeout(500); // a moment to read it
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL('**/sign-up');
      await expect.poll(() => toasts(page).count(), { timeout: 1500 }).toBe(0);
      expect(Date.now() - shownAt).toBeLessThan(2800);
    });
  });

  it.each(VIEWPORTS)('a toast never covers a dialog’s buttons (%o)', async (viewport) => {
    const customer = await api.createCustomer(stamp());
    const session = await api.login(customer);
    await withPage(viewport, async (page) => {
      await page.goto('/login');
      await storeSession(page, session);
      await page.goto('/my/user/twofactor');
      await page.getByRole('button', { name: 'Enable 2FA Authenticator' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verify Your OTP' });
      await dialog.waitFor();
      await typeCode(page, '000000');
      await dialog.getByRole('button', { name: 'Enable 2FA' }).click();
      await expect.poll(() => toasts(page).count()).toBeGreaterThan(0);
      await expectToastsClearOf(page, [dialog.getByRole('button'), page.locator('.si-header')], '2FA dialog');
    });
  });
});

describe('2. return to the destination (no open redirect)', () => {
  // Routing, not layout: once, at 390 px (the viewport-dependent checks of these screens are in 1, 3, 5 and 6).
  it('a protected page opened signed out comes back after the sign-in', async () => {
    const customer = await api.createCustomer(stamp());
    await withPage(PHONE, async (page) => {
      await page.goto('/my/user/transactions?page=1');
      await page.waitForURL('**/login?next=*');
      expect(pathOf(page)).toBe(`/login?next=${encodeURIComponent('/my/user/transactions?page=1')}`);
      // The switch to sign-up keeps it.
      expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
        `/sign-up?next=${encodeURIComponent('/my/user/transactions?page=1')}`,
      );
      await signIn(page, customer.username, customer.password);
      await page.waitForURL('**/my/user/transactions?page=1');
      await expect.poll(() => page.locator('h1').textContent()).toBe('My Transactions');
    });
  });

  it('a home tile (Card Top-Up) leads to its page after the sign-in', async () => {
    const customer = await api.createCustomer(stamp());
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('link', { name: /Card Top-Up/ }).first().click();
      await page.waitForURL('**/login?next=*');
      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/my/user/deposits');
    });
  });

  it('after the authenticator code step too', async () => {
    const customer = await api.createCustomer(stamp());
    const next = await api.enableTwoFactor(await api.login(customer));
    await withPage(DESKTOP, async (page) => {
      await page.goto('/my/support');
      await page.waitForURL('**/login?next=*');
      await signIn(page, customer.email, customer.password);
      await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
      await typeCode(page, await next());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/my/support');
    });
  });

  it('after the e-mail verification (OTP) of an unverified account', async () => {
    const customer = await api.createCustomer(stamp(), { verified: false });
    await withPage(PHONE, async (page) => {
      await page.goto('/my/user/referees');
      await page.waitForURL('**/login?next=*');
      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/verify-otp/**');
      expect(pathOf(page)).toContain(`next=${encodeURIComponent('/my/user/referees')}`);
      // The sign-up's code and the automatic resend on opening: the newest code counts.
      await page.getByRole('button', { name: /^Wait \d+s to resend$/ }).waitFor();
      const mails = await (await fetch(`${baseUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json();
      const newest = (mails as { data: { subject: string }[] }).data.map((m) => /verification code is (\d{6})/.exec(m.subject)?.[1]).find(Boolean);
      await typeCode(page, newest!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/my/user/referees');
    });
  });

  it('refuses other origins: //evil, /\\evil, https://…, javascript: all land on the dashboard', async () => {
    const customer = await api.createCustomer(stamp());
    await withPage(DESKTOP, async (page) => {
      // A real sign-in with a hostile next…
      await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/my/user/dashboard');
      expect(new URL(page.url()).origin).toBe(baseUrl);
      // …and the signed-in redirect away from /login, which uses the same rule.
      for (const hostile of ['/\\evil.example', 'https://evil.example/', 'javascript:alert(document.domain)', '/\t/evil.example']) {
        await page.goto(`/login?next=${encodeURIComponent(hostile)}`);
        await page.waitForURL('**/my/user/dashboard');
        expect({ hostile, url: page.url() }).toEqual({ hostile, url: `${baseUrl}/my/user/dashboard` });
      }
      expect(jsErrors(page).filter((e) => !/status of 401/.test(e))).toEqual([]);
    });
  });
});

describe('3. the public site knows a signed-in customer', () => {
  it.each(VIEWPORTS)('initials and Dashboard in the header; /login, /sign-up and /register go to the dashboard; logout shows at once (%o)', async (viewport) => {
    const customer = await api.createCustomer(stamp());
    const session = await api.login(customer);
    await withPage(viewport, async (page) => {
      // Signed out: /register is the sign-up screen.
      await page.goto('/register?reference=XYZ');
      await page.waitForURL('**/sign-up?reference=XYZ');

      await storeSession(page, session);
      await page.goto('/about');
      await hydrated(page);
      const header = page.getByRole('banner');
      const dashboard = header.getByRole('link', { name: /Dashboard/ });
      await expect.poll(() => dashboard.isVisible()).toBe(true);
      expect(await dashboard.textContent()).toBe('AODashboard');
      expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Logo, info button, Dashboard pill and menu button fit on one line (at 390 px the actions overflowed by 4 px).
      expect(await headerOverflow(page)).toEqual([]);

      for (const path of ['/login', '/sign-up', '/register']) {
        await page.goto(path);
        await page.waitForURL('**/my/user/dashboard');
      }

      // Logout from the public header (desktop: the icon; phone: the menu panel) leaves the page signed out at once.
      await page.goto('/services');
      await hydrated(page);
      if (viewport.width >= 480) {
        await header.getByRole('button', { name: 'Log out' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
      }
      await expect.poll(() => header.getByRole('link', { name: /Dashboard/ }).count()).toBe(0);
      if (viewport.width >= 480) expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
      expect(pathOf(page)).toBe('/services');
      expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
      // The server ended the session too.
      // (the page updates at once; the logout request may still be on its way)
      await expect.poll(async () => (await api.call('GET', '/dashboard/me', undefined, session.token)).status).toBe(401);
    });
  });

  it('logout from the signed-in area: the public pages show the visitor again', async () => {
    const customer = await api.createCustomer(stamp());
    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/my/user/dashboard');
      await page.goto('/');
      await hydrated(page);
      await expect.poll(() => page.getByRole('banner').getByRole('link', { name: /Dashboard/ }).count()).toBe(1);
      await page.goto('/my/user/dashboard');
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('link', { name: 'e-laundry home' }).first().click();
      await page.waitForURL(`${baseUrl}/`);
      await hydrated(page);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
      expect(await page.getByRole('banner').getByRole('link', { name: /Dashboard/ }).count()).toBe(0);
    });
  });
});

