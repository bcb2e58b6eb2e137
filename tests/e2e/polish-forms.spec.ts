/**
 * Issue 9, first-impression polish (tests/e2e/polish-support.ts says how): forms — the country picker and the phone
 * number, the first field focused, disabled buttons that say why, visible focus rings, and the focus after navigation.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { hydrated, signIn, storeSession } from '../support/customers';
import { activeText, api, contrast, stamp, usePolishBrowser, VIEWPORTS, withPage } from './polish-support';

usePolishBrowser();

describe('4. the country picker and the phone number', () => {
  // Behaviour, not layout: once, at 390 px (the sign-up form's layout at both widths: 5, "a disabled Sign Up").
  it('Country defaults to Nigeria; "Nige" + Enter picks Nigeria; 0803 123 4567 is sent as mobile + mobile_code', async () => {
    const s = stamp();
    await withPage(PHONE, async (page) => {
      await page.goto('/sign-up');
      const country = page.getByRole('button', { name: /^Country/ });
      await expect.poll(() => country.textContent()).toContain('Nigeria');
      await expect.poll(() => page.getByRole('button', { name: /Phone number country: Nigeria, NG \+234/ }).count()).toBe(1);

      // Search, prefix: the served country first.
      await country.click();
      await page.getByRole('combobox', { name: 'Search countries' }).fill('Gha');
      await expect.poll(() => page.getByRole('option').first().textContent()).toContain('Ghana');
      await page.keyboard.press('Enter');
      await expect.poll(() => country.textContent()).toContain('Ghana');
      await country.click();
      await page.getByRole('combobox', { name: 'Search countries' }).pressSequentially('Nige');
      await expect.poll(() => page.getByRole('option').first().textContent()).toContain('Nigeria');
      await page.keyboard.press('Enter');
      await expect.poll(() => country.textContent()).toContain('Nigeria');

      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Obi');
      await page.getByLabel('Username').fill(`ada_${s}`);
      await page.getByLabel('Email Address').fill(`ada.${s}@example.com`);
      await page.getByLabel(/^Mobile( \*)?$/).fill('0803 123 4567');
      await page.getByLabel(/^Password( \*)?$/).fill('Laundry#2026');
      await page.getByLabel('Confirm Password').fill('Laundry#2026');
      await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/register') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      const body = (await sent).postDataJSON() as Record<string, string>;
      expect(body).toMatchObject({ country_code: 'Nigeria', country: 'NG', mobile: '8031234567', mobile_code: '234' });
      await page.waitForURL('**/verify-otp/**');
    });
  });

  it('changing the phone’s country keeps the typed digits and says what changed', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/sign-up');
      const mobile = page.getByLabel(/^Mobile( \*)?$/);
      await mobile.fill('0803 123 4567');
      await page.getByRole('button', { name: /Phone number country/ }).click();
      await page.getByRole('combobox', { name: 'Search countries' }).fill('Niger');
      await page.getByRole('option', { name: /^Niger \+227$/ }).click();
      await expect.poll(() => page.getByRole('button', { name: /Phone number country: Niger, NE \+227/ }).count()).toBe(1);
      const digits = (await mobile.inputValue()).replace(/\D/g, '');
      expect(digits).toContain('8031234567');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Dial code changed to +227 (Niger). The number you typed was kept' }).count()).toBe(1);
      expect(await mobile.getAttribute('aria-describedby')).toContain('country-change');
    });
  });
});

describe('5. forms', () => {
  it('the first field of every form has the focus on open', async () => {
    const customer = await api.createCustomer(stamp());
    const session = await api.login(customer);
    await withPage(DESKTOP, async (page) => {
      const forms: [string, RegExp][] = [
        ['/sign-up', /^First Name/],
        ['/login', /^Username or Email/],
        ['/my/password/reset', /^Reset with/],
        ['/verify-token', /^Email Address/],
        ['/reset-password/abcdef123456', /^Password/],
        [`/verify-otp/${encodeURIComponent(customer.email)}`, /^Verification code/],
      ];
      for (const [path, label] of forms) {
        await page.goto(path);
        await expect
          .poll(() => page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            return el ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.tagName) : '';
          }), { message: path, timeout: 10_000 })
          .toMatch(label);
      }
      await storeSession(page, session);
      await page.goto('/my/user/change-password');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? ''), { timeout: 10_000 }).toMatch(/^Current Password/);
    });
  });

  it.each(VIEWPORTS)('a disabled Sign Up / Verify says what is missing, beside it and to screen readers (%o)', async (viewport) => {
    await withPage(viewport, async (page) => {
      await page.goto('/sign-up');
      const submit = page.getByRole('button', { name: 'Sign Up' });
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      const reason = page.getByText(/^To enable Sign Up, complete: First Name, Last Name/);
      expect(await reason.isVisible()).toBe(true);
      const described = await submit.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent);
      expect(described).toBe(
        'To enable Sign Up, complete: First Name, Last Name, Username, Email Address, Mobile, Password, Confirm Password, the Terms & Conditions checkbox.',
      );
      // Beside the button: just below it, in the same column.
      const [b, r] = [await submit.boundingBox(), await reason.boundingBox()];
      expect(r!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
      expect(r!.y - (b!.y + b!.height)).toBeLessThan(24);

      await page.goto('/verify-otp/ada%40example.com');
      await page.getByText('To enable Verify, complete: Verification code.').waitFor();
    });
  });

  it('focus rings are visible on inputs, buttons, checkboxes and links (3 px, contrast ≥ 3:1)', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/sign-up');
      await page.getByLabel('First Name').waitFor();
      const seen: string[] = [];
      for (let i = 0; i < 16; i += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          // The phone number's ring is drawn round the whole phone control.
          const target = el.classList.contains('phone__number') ? (el.closest('.PhoneInput') ?? el) : el;
          const style = getComputedStyle(target);
          let bg: string | null = null;
          for (let n: Element | null = target.parentElement; n && !bg; n = n.parentElement) {
            const c = getComputedStyle(n).backgroundColor;
            if (c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') bg = c;
          }
          return { tag: el.tagName, type: (el as HTMLInputElement).type, name: el.getAttribute('aria-label') ?? el.id, style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, bg: bg ?? 'rgb(255, 255, 255)' };
        });
        seen.push(`${ring.tag}:${ring.type}`);
        expect({ ...ring, visible: ring.style !== 'none' && ring.width >= 2 }).toMatchObject({ visible: true });
        expect({ ...ring, contrast: contrast(ring.color, ring.bg) >= 3 }).toMatchObject({ contrast: true });
      }
      expect(seen.join(' ')).toMatch(/INPUT:text/);
      expect(seen.join(' ')).toMatch(/BUTTON/);
      expect(seen.join(' ')).toMatch(/INPUT:checkbox|A:/);
    });
  });
});

describe('6. focus after navigation', () => {
  it.each(VIEWPORTS)('after sign-in and each route change the new page’s heading has the focus and the title changes (%o)', async (viewport) => {
    const customer = await api.createCustomer(stamp());
    await withPage(viewport, async (page) => {
      await page.goto('/about');
      await hydrated(page);
      if (viewport.width >= 1040) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Services' }).click();
      }
      await page.waitForURL('**/services');
      await expect.poll(() => activeText(page)).toBe('h1:What We Do');
      expect(await page.title()).toBe('What We Do — e-laundry');

      await page.goto('/login');
      await signIn(page, customer.email, customer.password);
      await page.waitForURL('**/my/user/dashboard');
      await expect.poll(() => activeText(page)).toBe('h1:Dashboard');
      expect(await page.title()).toBe('Dashboard — e-laundry');

      if (viewport.width >= 1040) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top-up' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Top-up' }).click();
      }
      await page.waitForURL('**/my/user/deposits');
      await expect.poll(() => activeText(page)).toBe('h1:My Deposit History');
      expect(await page.title()).toBe('My Deposit History — e-laundry');
    });
  });
});

