/** Accounts made through the API behind a Gate: e-mail codes come from the dev mailbox (listDevMailbox, also through the gate). */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Answer, Gate } from './gate';

export const PASSWORD = 'Laundry#2026';
export const randomToken = () => randomBytes(32).toString('base64url');
export const expectStatus = (answer: Answer, status: number) =>
  expect(answer.status, `${answer.operationId}: ${JSON.stringify(answer.body)}`).toBe(status);

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
let seq = 0;

export function accountsVia(gate: Gate) {
  const person = (over: Record<string, unknown> = {}) => {
    const n = `${stamp}${++seq}`;
    return {
      firstname: 'Chidinma',
      lastname: 'Okafor',
      username: `chidinma_${n}`,
      email: `chidinma.${n}@example.com`,
      country_code: 'Nigeria',
      country: 'NG',
      mobile: '8031234567',
      mobile_code: '234',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...over,
    };
  };

  /** The newest code of this kind mailed to `email` after mail number `after` (delivery is asynchronous). */
  async function codeFor(email: string, kind: 'verification' | 'password reset', after = 0) {
    const pattern = new RegExp(`${kind} code is (\\d{6})`);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const res = await gate.call('listDevMailbox', { query: { to: email } });
      expectStatus(res, 200);
      const mail = (res.body.data as { id: number; subject: string }[]).find((m) => m.id > after && pattern.test(m.subject));
      if (mail) return { code: pattern.exec(mail.subject)![1]!, id: mail.id };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no ${kind} code for ${email} in the dev mailbox`);
  }

  /** Registered, e-mail verified, signed in (the session verifyOtp answers). */
  async function verifiedAccount(over: Record<string, unknown> = {}) {
    const body = person(over);
    expectStatus(await gate.call('registerUser', { body }), 201);
    const { code } = await codeFor(body.email, 'verification');
    const verified = await gate.call('verifyOtp', { body: { email: body.email, otp: code } });
    expectStatus(verified, 200);
    return { body, token: verified.body.data.token as string, user: verified.body.data.user as { referral_code: string } };
  }

  return { person, codeFor, verifiedAccount, stamp };
}
