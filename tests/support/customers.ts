/**
 * Customers for the browser journeys, made through the real API (no mocks): sign-up, the verification code read from
 * the server's local mail catcher (GET /api/v1/dev/mailbox), authenticator codes computed from the secret the server
 * gives (otpauth).
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export const apiUrl = (baseUrl: string, p: string) => `${baseUrl}/api/v1${p}`;

/** The mails sent to `email` so far (newest last). */
export async function mailsTo(baseUrl: string, email: string): Promise<Mail[]> {
  const res = await fetch(apiUrl(baseUrl, `/dev/mailbox?to=${encodeURIComponent(email)}`));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** The newest code of this kind sent to `email` after mail number `after` (e-mail delivery is asynchronous). */
export async function codeFromMailbox(baseUrl: string, email: string, kind: 'verification' | 'password reset', after = 0) {
  const pattern = new RegExp(`${kind} code is (\\d{6})`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(baseUrl, email)).find((m) => m.id > after && pattern.test(m.subject));
    if (mail) return { code: pattern.exec(mail.subject)![1]!, id: mail.id };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} code for ${email} in the dev mailbox`);
}

let signUps = 0;
/**
 * The client address a journey's customer signs up from (X-Forwarded-For, believed from loopback: the test server
 * trusts it as its proxy): one of their own in 198.18.0.0/15, as each real customer signs up from their own device.
 * The sign-up budget counts per address (ADR 038), and every journey of a run talks to one server.
 */
export const signUpClient = () => {
  const n = ++signUps + (process.pid % 4096) * 16;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};

export async function postJson(baseUrl: string, p: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(apiUrl(baseUrl, p), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: Record<string, unknown> } };
}

/** A verified customer (optionally referred by `referralCode`). */
export async function createCustomer(
  baseUrl: string,
  { username, firstname, lastname, password, referralCode }: { username: string; firstname: string; lastname: string; password: string; referralCode?: string },
) {
  const email = `${username}@example.com`;
  const reg = await postJson(baseUrl, '/auth/register', {
    firstname,
    lastname,
    username,
    email,
    country_code: 'Nigeria',
    country: 'NG',
    mobile: `80${String(Date.now()).slice(-8)}`,
    mobile_code: '234',
    password,
    password_confirmation: password,
    ...(referralCode ? { referral_code: referralCode } : {}),
  }, undefined, { 'x-forwarded-for': signUpClient() });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const { code } = await codeFromMailbox(baseUrl, email, 'verification');
  const verified = await postJson(baseUrl, '/auth/verify-otp', { email, otp: code });
  expect(verified.status).toBe(200);
  const user = verified.body.data.user as { referral_code: string };
  return { email, username, password, firstname, lastname, referralCode: user.referral_code };
}

export interface Customer {
  email: string;
  username: string;
  password: string;
  firstname: string;
  lastname: string;
}

export interface AuthSession {
  token: string;
  user: Record<string, unknown>;
}

const sharedCodeFromMailbox = codeFromMailbox;

export function apiOf(baseUrl: string) {
  const url = (p: string) => `${baseUrl}/api/v1${p}`;
  const call = async (method: string, p: string, body?: unknown, token?: string) => {
    const res = await fetch(url(p), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(p === '/auth/register' ? { 'x-forwarded-for': signUpClient() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { message: string; data: Record<string, unknown> } };
  };

  /** The newest code of this kind sent to `email` after mail number `after`. */
  const codeFromMailbox = (email: string, kind: 'verification' | 'password reset', after = 0) =>
    sharedCodeFromMailbox(baseUrl, email, kind, after);

  async function lastMailId(email: string): Promise<number> {
    return (await mailsTo(baseUrl, email)).reduce((max, m) => Math.max(max, m.id), 0);
  }

  /** Registers a customer; verified (by the mailed code) unless `verified` is false. */
  async function createCustomer(stamp: string, { verified = true } = {}): Promise<Customer> {
    const customer: Customer = {
      email: `polish.${stamp}@example.com`,
      username: `polish_${stamp}`,
      password: 'Polish#2026',
      firstname: 'Ada',
      lastname: 'Obi',
    };
    const reg = await call('POST', '/auth/register', {
      firstname: customer.firstname,
      lastname: customer.lastname,
      username: customer.username,
      email: customer.email,
      country_code: 'Nigeria',
      country: 'NG',
      mobile: '8031234567',
      mobile_code: '234',
      password: customer.password,
      password_confirmation: customer.password,
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
    if (verified) {
      const { code } = await codeFromMailbox(customer.email, 'verification');
      const ok = await call('POST', '/auth/verify-otp', { email: customer.email, otp: code });
      if (ok.status !== 200) throw new Error(`verify: ${ok.status}`);
    }
    return customer;
  }

  async function login(customer: Customer): Promise<AuthSession> {
    const res = await call('POST', '/auth/login', { username_or_email: customer.email, password: customer.password });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as unknown as AuthSession;
  }

  /** Turns two-factor on; returns the authenticator (a function giving the next usable code). */
  async function enableTwoFactor(session: AuthSession) {
    const setup = await call('GET', '/profile/tfa', undefined, session.token);
    const next = authenticator(String(setup.body.data.secret));
    const res = await call('PATCH', '/profile/tfa/enable', { code: await next() }, session.token);
    if (res.status !== 200) throw new Error(`tfa enable: ${res.status} ${JSON.stringify(res.body)}`);
    return next;
  }

  return { call, codeFromMailbox, lastMailId, createCustomer, login, enableTwoFactor };
}

/** TOTP codes as an authenticator app computes them; each 30-second step is accepted once by the server. */
export function authenticator(secret: string) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  let lastStep = -1;
  return async () => {
    while (TOTP.counter({ period: 30 }) + 1 <= lastStep) await new Promise((r) => setTimeout(r, 500));
    const now = TOTP.counter({ period: 30 });
    const step = lastStep < now ? now : now + 1;
    lastStep = step;
    return totp.generate({ timestamp: step * 30_000 + 1_000 });
  };
}

/** Puts a signed-in session into the tab's sessionStorage, as the app stores it after a sign-in. */
export async function storeSession(page: Page, session: AuthSession) {
  await page.evaluate(
    (s) => sessionStorage.setItem('session', JSON.stringify({ value: { logged_in: true, user: { ...s.user, token: s.token } } })),
    session,
  );
}

/** Types a six-digit code into the OTP boxes (the first box takes the focus, the boxes advance). */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).first().click();
  await page.keyboard.type(code);
}

export async function signIn(page: Page, who: string, password: string) {
  await page.getByLabel(/^Username or Email( \*)?$/).fill(who);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the sign-in page, signs in and waits for the dashboard. */
export async function signInToDashboard(page: Page, who: string, password: string) {
  await page.goto('/login');
  await signIn(page, who, password);
  await page.waitForURL('**/my/user/dashboard');
}

/** Waits until React has hydrated a prerendered page (its handlers are attached). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    const el = main?.querySelector('a, button');
    return !el || Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });
}

/** Deposit Now → Deposit Money (provider, amount; the summary has its total) → the provider's sandbox checkout page. */
export async function startTopUp(page: Page, provider: 'Paystack' | 'Flutterwave', amount: string): Promise<{ total: string }> {
  await page.goto('/my/user/deposits');
  const open = page.getByRole('button', { name: 'Deposit Now' });
  await expect.poll(() => open.isEnabled(), { timeout: 15_000 }).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Deposit Money' });
  await dialog.getByRole('combobox', { name: /Provider/ }).selectOption({ label: provider });
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill(amount);
  await expect.poll(() => dialog.getByLabel('Payment summary').textContent()).toMatch(/Total to pay₦[\d,]+\.\d\d/);
  const total = (await dialog.getByLabel('Payment summary').textContent())!.match(/Total to pay(₦[\d,.]+)/)![1]!;
  await dialog.getByRole('button', { name: 'Deposit Now' }).click();
  await page.waitForURL((url) => url.pathname.includes('/sandbox/'), { timeout: 20_000 });
  return { total };
}

/** A top-up through the sandbox's hosted checkout, paid: back on the verified Payment Successful page. */
export async function topUpThroughSandbox(page: Page, amount: string, provider: 'Paystack' | 'Flutterwave' = 'Paystack'): Promise<{ total: string }> {
  const started = await startTopUp(page, provider, amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/payment-success?reference=*', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor({ timeout: 20_000 });
  return started;
}
