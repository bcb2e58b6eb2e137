/**
 * Customers for the e2e journeys, made through the real API: register, read the verification code from the
 * server's local mail catcher (GET /api/v1/dev/mailbox), verify. Nothing is mocked.
 */
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

export async function postJson(baseUrl: string, p: string, body: unknown, token?: string) {
  const res = await fetch(apiUrl(baseUrl, p), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const { code } = await codeFromMailbox(baseUrl, email, 'verification');
  const verified = await postJson(baseUrl, '/auth/verify-otp', { email, otp: code });
  expect(verified.status).toBe(200);
  const user = verified.body.data.user as { referral_code: string };
  return { email, username, password, firstname, lastname, referralCode: user.referral_code };
}
