import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '#shared/company.js';
import { authFailures, authTokens, oneTimeCodes, passwordResetTokens, users } from '#server/db/schema.js';
import {
  databaseKinds,
  injectOp,
  lastCodeFor,
  logCapture,
  mailsTo,
  newPerson,
  registered,
  signedIn,
  testApp,
  testClock,
  TEST_PASSWORD,
} from '#server/testing/test-support.js';

/**
 * Accounts end to end through app.inject(): sign-up, e-mail codes, sign-in, sessions, password change and reset,
 * two-factor authentication. The clock is the app's injectable `now`, moved forward instead of waiting.
 */
const kinds = await databaseKinds();
const PASSWORD = TEST_PASSWORD;
const NOT_VERIFIED = /is not verified/;

describe.each(kinds)('accounts on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  const logs = logCapture();
  /** A number unique to the running test, for addresses that match no account. */
  let seq = 0;
  beforeEach(() => {
    seq += 1;
  });

  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now, logStream: logs.stream });
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (token: string) => injectOp(app, 'getMe', { token });

  const login = (username_or_email: string, password = PASSWORD, remember?: boolean) =>
    injectOp(app, 'login', { body: { username_or_email, password, ...(remember === undefined ? {} : { remember }) } });
  const userRow = async (id: number) => (await app.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

  describe('registration', () => {
    it('creates an unverified account with an account number and referral code, and e-mails a code', async () => {
      const body = newPerson();
      const res = await injectOp(app, 'registerUser', { body });
      expect(res.statusCode).toBe(201);
      const json = res.json();
      expect(json.code).toBe(201);
      expect(json.message).toContain(body.email);
      expect(json.data.email).toBe(body.email);
      expect(json.data.user).toMatchObject({
        username: body.username,
        email: body.email,
        country_code: 'Nigeria',
        image: 'N/A',
        card_no: 'N/A',
        tfa_enabled: false,
        email_verified: false,
        address: { country: 'Nigeria', city: '', address: '', zip: '' },
      });
      expect(json.data.user.account_number).toMatch(/^\d{10}$/);
      expect(json.data.user.referral_code).toMatch(/^[A-Z0-9]{5,}$/);

      const row = await userRow(json.data.user.id);
      expect(row!.country).toBe('NG');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);

      const [mail] = await mailsTo(app, body.email);
      expect(mail!.from).toBe('e-laundry <no-reply@e-laundry.ng>');
      const code = /\b(\d{6})\b/.exec(mail!.text)![1];
      expect(mail!.subject).toContain(code);
      expect(mail!.html).toContain(code);
      expect(mail!.text).toContain(`http://localhost:8080/verify-otp/${encodeURIComponent(body.email)}`);
      for (const fact of [company.name, company.addressLine, company.supportEmail, company.phone]) {
        expect(mail!.text).toContain(fact);
        expect(mail!.html).toContain(fact);
      }
      // Only a salted HMAC of the code is stored.
      const [stored] = await app.ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, json.data.user.id));
      expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.codeHash).not.toContain(code);
      expect(stored!.expiresAt.getTime() - stored!.sentAt.getTime()).toBe(10 * 60_000);
    });

    it('refuses a username already taken, whatever the case (the e-mail address is not reported)', async () => {
      const { body } = await registered(app);
      const both = await injectOp(app, 'registerUser', { body: newPerson({ username: body.username.toUpperCase(), email: body.email.toUpperCase() }) });
      expect(both.statusCode).toBe(422);
      expect(both.json()).toEqual({
        code: 422,
        message: 'The username has already been taken.',
        error: { username: ['The username has already been taken.'] },
      });
    });

    // Issue 23 item 8: sign-up does not say which addresses have accounts.
    it('answers a sign-up with a taken address like a new one, creates nothing and e-mails the owner instead', async () => {
      const owner = await signedIn(app);
      const fresh = newPerson();
      const real = await injectOp(app, 'registerUser', { body: fresh });
      const probe = newPerson({ email: owner.body.email.toUpperCase() });
      const taken = await injectOp(app, 'registerUser', { body: probe });
      expect(taken.statusCode).toBe(real.statusCode);
      expect(taken.statusCode).toBe(201);
      const [a, b] = [real.json(), taken.json()];
      expect(b.message).toBe(a.message.replace(fresh.email, probe.email));
      expect(Object.keys(b.data.user).sort()).toEqual(Object.keys(a.data.user).sort());
      expect(b.data).toMatchObject({ email: probe.email, user: { username: probe.username, email: probe.email, email_verified: false, tfa_enabled: false, image: 'N/A', card_no: 'N/A' } });
      expect(b.data.user.id).toBeGreaterThan(a.data.user.id);
      expect(b.data.user.account_number).toMatch(/^\d{10}$/);
      // No account was made with the probe's username.
      const db = app.ctx.database.db;
      expect(await db.select().from(users).where(eq(users.username, probe.username))).toHaveLength(0);
      // The owner is told, once an hour at most.
      await injectOp(app, 'registerUser', { body: newPerson({ email: owner.body.email }) });
      const notices = (await mailsTo(app, owner.body.email)).filter((m) => m.subject.startsWith('Someone tried to sign up'));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain('http://localhost:8080/login');
      expect(notices[0]!.text).toContain('http://localhost:8080/my/password/reset');
      // The next step (the verification page) answers alike: a wrong code, then a resend inside the minute.
      const wrongReal = await injectOp(app, 'verifyOtp', { body: { email: fresh.email, otp: '000000' } });
      const wrongTaken = await injectOp(app, 'verifyOtp', { body: { email: probe.email, otp: '000000' } });
      expect([wrongTaken.statusCode, wrongTaken.json()]).toEqual([wrongReal.statusCode, wrongReal.json()]);
      const resendReal = await injectOp(app, 'sendOtp', { body: { email: fresh.email } });
      const resendTaken = await injectOp(app, 'sendOtp', { body: { email: probe.email } });
      expect(resendTaken.statusCode).toBe(resendReal.statusCode);
    });

    it('a sign-up with the address of an account not yet verified sends its owner a fresh code, and makes nothing', async () => {
      const { body } = await registered(app);
      clock.advance(61_000); // past the resend lock of the first code
      const again = await injectOp(app, 'registerUser', { body: newPerson({ email: body.email }) });
      expect(again.statusCode).toBe(201);
      const codes = (await mailsTo(app, body.email)).filter((m) => m.subject.includes('verification code'));
      expect(codes).toHaveLength(2);
      expect(await app.ctx.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    });

    it('resolves the referral code to the referrer; an unknown code is a 422 on referral_code', async () => {
      const { user: referrer } = await signedIn(app);
      const { user: referee } = await registered(app, { referral_code: referrer.referral_code.toLowerCase() });
      expect((await userRow(referee.id))!.referredBy).toBe(referrer.id);
      // An account that has not verified its address refers nobody (so an answer to a taken address cannot be told
      // from a new account by its referral code).
      const unverified = await injectOp(app, 'registerUser', { body: newPerson({ referral_code: referee.referral_code }) });
      expect(Object.keys(unverified.json().error)).toEqual(['referral_code']);

      const unknown = await injectOp(app, 'registerUser', { body: newPerson({ referral_code: 'NOBODY0000' }) });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().error)).toEqual(['referral_code']);
      expect(unknown.json().message).toBe(unknown.json().error.referral_code[0]);
    });
  });

  describe('e-mail verification', () => {
    it('an unverified account signs in only to be told it is not verified', async () => {
      const { body } = await registered(app);
      for (const id of [body.email, body.username]) {
        const res = await login(id);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(403);
        expect(res.json().message).toMatch(NOT_VERIFIED);
        // Signed in with a username, the SPA still needs the address for the verification step.
        expect(res.json().email).toBe(body.email);
      }
      // A wrong password learns nothing: no address, the usual 401.
      const wrong = await injectOp(app, 'login', { body: { username_or_email: body.username, password: 'Wrong#Pass1' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().email).toBeUndefined();
    });

    it('the right code verifies and signs in; the code works once', async () => {
      const { body, user } = await registered(app);
      const otp = await lastCodeFor(app, body.email);
      const wrong = await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: otp === '000000' ? '111111' : '000000' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: 422, message: 'The OTP is invalid or has expired.', error: { otp: ['The OTP is invalid or has expired.'] } });

      const res = await injectOp(app, 'verifyOtp', { body: { email: body.email.toUpperCase(), otp } });
      expect(res.statusCode).toBe(200);
      const session = res.json().data;
      expect(session).toMatchObject({ token_type: 'Bearer', user: { id: user.id, email_verified: true } });
      expect((await me(session.token)).json().data).toMatchObject({ id: user.id, email_verified: true, image: 'N/A', card_no: 'N/A' });

      const again = await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } });
      expect(again.statusCode).toBe(422);
      // Signing in now works with the username or the e-mail address, in any case.
      expect((await login(body.username.toUpperCase())).statusCode).toBe(200);
      expect((await login(body.email)).statusCode).toBe(200);
    });

    it('a code expires after 10 minutes', async () => {
      const { body } = await registered(app);
      const otp = await lastCodeFor(app, body.email);
      clock.advance(10 * 60_000 + 1000);
      expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } })).statusCode).toBe(422);
      expect((await injectOp(app, 'sendOtp', { body: { email: body.email } })).statusCode).toBe(200);
      const fresh = await lastCodeFor(app, body.email);
      expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: fresh } })).statusCode).toBe(200);
    });

    it('five wrong tries kill the code: even the right one is refused until a new code is requested', async () => {
      const { body } = await registered(app);
      const otp = await lastCodeFor(app, body.email);
      const wrongCode = otp === '123456' ? '654321' : '123456';
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: wrongCode } })).json());
      expect(answers.slice(0, 4).every((a) => a.message === 'The OTP is invalid or has expired.')).toBe(true);
      expect(answers[4].message).toMatch(/too many times.*new code/);
      const right = await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } });
      expect(right.statusCode).toBe(422);
      expect(right.json().error.otp[0]).toMatch(/new code/);

      clock.advance(61_000);
      expect((await injectOp(app, 'sendOtp', { body: { email: body.email } })).statusCode).toBe(200);
      const fresh = await lastCodeFor(app, body.email);
      expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: fresh } })).statusCode).toBe(200);
    });

    it('a resend within 60 s is refused with the seconds left; a resend replaces the code', async () => {
      const { body } = await registered(app);
      const first = await lastCodeFor(app, body.email);
      const locked = await injectOp(app, 'sendOtp', { body: { email: body.email } });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('60');
      expect(locked.json()).toEqual({ code: 429, message: 'Please wait 60 seconds before requesting a new code.' });

      clock.advance(45_000);
      const later = await injectOp(app, 'sendOtp', { body: { email: body.email } });
      expect(later.statusCode).toBe(429);
      expect(later.headers['retry-after']).toBe('15');
      expect(later.json().message).toContain('15 seconds');

      clock.advance(15_000);
      const sent = await injectOp(app, 'sendOtp', { body: { email: body.email } });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ code: 200, message: 'A new verification code has been sent to your email address.', data: null });
      const mails = await mailsTo(app, body.email);
      expect(mails).toHaveLength(2);
      const second = await lastCodeFor(app, body.email);
      if (second !== first) expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: first } })).statusCode).toBe(422);
      expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: second } })).statusCode).toBe(200);
    });

    it('sendOtp answers the same for an unknown address (same body, same lock) and sends nothing', async () => {
      clock.advance(61_000);
      const { body } = await signedIn(app);
      const known = await registered(app);
      clock.advance(61_000);
      const unknownEmail = `nobody.${seq}@example.com`;
      const a = await injectOp(app, 'sendOtp', { body: { email: known.body.email } });
      const b = await injectOp(app, 'sendOtp', { body: { email: unknownEmail } });
      const c = await injectOp(app, 'sendOtp', { body: { email: body.email } }); // already verified
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
      expect(b.json()).toEqual(a.json());
      expect(c.json()).toEqual(a.json());
      const a2 = await injectOp(app, 'sendOtp', { body: { email: known.body.email } });
      const b2 = await injectOp(app, 'sendOtp', { body: { email: unknownEmail } });
      expect([a2.statusCode, b2.statusCode]).toEqual([429, 429]);
      expect(b2.json()).toEqual(a2.json());
      expect(await mailsTo(app, unknownEmail)).toHaveLength(0);
    });

    it('at most 100 failed attempts an hour per account, then 429 even with the right code', async () => {
      const { body, user } = await registered(app);
      const otp = await lastCodeFor(app, body.email);
      const now = clock.now();
      await app.ctx.database.db
        .insert(authFailures)
        .values(Array.from({ length: 99 }, (_, i) => ({ userId: user.id, subject: `u:${user.id}`, kind: 'verify_email', createdAt: new Date(now.getTime() - 60_000 + i) })));
      const hundredth = await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: otp === '000000' ? '111111' : '000000' } });
      expect(hundredth.statusCode).toBe(422);
      const blocked = await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);

      clock.advance(3600_000);
      expect((await injectOp(app, 'sendOtp', { body: { email: body.email } })).statusCode).toBe(200);
      expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp: await lastCodeFor(app, body.email) } })).statusCode).toBe(200);
    });
  });

  describe('sign-in and sessions', () => {
    it('an unknown account and a wrong password get the same answer after similar work', async () => {
      const { body } = await signedIn(app);
      const unknown = await login(`ghost.${seq}@example.com`);
      const wrong = await login(body.email, 'Wrong#Password1');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ code: 401, message: 'These credentials do not match our records.' });
      expect(wrong.json()).toEqual(unknown.json());

      // Loose timing check: both paths verify an argon2 hash, so neither is several times faster.
      const times: Record<'unknown' | 'wrong', number[]> = { unknown: [], wrong: [] };
      for (let i = 0; i < 5; i++) {
        for (const which of ['unknown', 'wrong'] as const) {
          const t0 = performance.now();
          await login(which === 'unknown' ? `ghost${i}.${seq}@example.com` : body.email, 'Wrong#Password1');
          times[which].push(performance.now() - t0);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const ratio = median(times.unknown)! / median(times.wrong)!;
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
    });

    it('"remember me" gives a 30-day session, otherwise 1 day', async () => {
      const { body } = await signedIn(app);
      const t = clock.now().getTime();
      const short = (await login(body.username)).json().data;
      const long = (await login(body.username, PASSWORD, true)).json().data;
      expect(Math.abs(new Date(short.expires_at).getTime() - (t + 86_400_000))).toBeLessThan(60_000);
      expect(Math.abs(new Date(long.expires_at).getTime() - (t + 30 * 86_400_000))).toBeLessThan(60_000);

      clock.advance(86_400_000 + 60_000);
      expect((await me(short.token)).statusCode).toBe(401);
      expect((await me(long.token)).statusCode).toBe(200);
      clock.advance(29 * 86_400_000);
      expect((await me(long.token)).statusCode).toBe(401);
    });

    it('tokens are random, stored hashed, and logout revokes only the presented one', async () => {
      const { body, user } = await signedIn(app);
      const a = (await login(body.email)).json().data.token as string;
      const b = (await login(body.email)).json().data.token as string;
      expect(a).not.toBe(b);
      expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
      const rows = await app.ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(rows.every((r) => r.tokenHash !== a && r.tokenHash !== b)).toBe(true);

      const out = await injectOp(app, 'logout', { token: a });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ code: 200, message: 'You have been logged out successfully.', data: null });
      const after = await me(a);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe(401);
      expect((await injectOp(app, 'logout', { token: a })).statusCode).toBe(401);
      expect((await me(b)).statusCode).toBe(200);
    });

    it('changing the password needs the current one and ends the other sessions only', async () => {
      const { body, token: other } = await signedIn(app);
      const current = (await login(body.email)).json().data.token as string;
      const wrong = await injectOp(app, 'changePassword', { body: { old_password: 'Not#MyPassword', password: 'Wash&Dry2027', password_confirmation: 'Wash&Dry2027' }, token: current });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: 422, message: 'The current password is incorrect.', error: { old_password: ['The current password is incorrect.'] } });
      expect((await me(other)).statusCode).toBe(200);

      const res = await injectOp(app, 'changePassword', { body: { old_password: PASSWORD, password: 'Wash&Dry2027', password_confirmation: 'Wash&Dry2027' }, token: current });
      expect(res.statusCode).toBe(200);
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(body.email)).statusCode).toBe(401);
      expect((await login(body.email, 'Wash&Dry2027')).statusCode).toBe(200);
      const [notice] = await mailsTo(app, body.email);
      expect(notice!.subject).toMatch(/password was changed/);
    });

    it('logs every sign-in attempt with identifier, outcome and reason, never secrets', async () => {
      const { body } = await signedIn(app);
      await login(body.username, 'Wrong#Password1');
      await login(`ghost.${seq}@example.com`, 'Wrong#Password1');
      const ok = await login(body.username);
      const signIns = logs.lines.filter((l) => l.event === 'sign_in');
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.username, outcome: 'failure', reason: 'wrong_password', level: 40 }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: `ghost.${seq}@example.com`, outcome: 'failure', reason: 'unknown_account' }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.username, outcome: 'success', level: 30 }));
      expect(signIns).toContainEqual(expect.objectContaining({ identifier: body.email, method: 'email_code', outcome: 'success' }));
      await app.inject({ method: 'GET', url: '/reset-password/b6f1c8e2a9d4473f8e0c5a7b2d9e4f13', headers: { accept: 'text/html' } });
      expect(logs.lines).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ url: '/reset-password/[redacted]' }) }));
      const all = JSON.stringify(logs.lines);
      expect(all).not.toContain('b6f1c8e2a9d4473f8e0c5a7b2d9e4f13');
      expect(all).not.toContain(PASSWORD);
      expect(all).not.toContain('Wrong#Password1');
      expect(all).not.toContain(ok.json().data.token);
      expect(all).not.toContain(await lastCodeFor(app, body.email));
    });
  });

  describe('password reset', () => {
    const forgot = (type: 'email' | 'username', value: string) => injectOp(app, 'forgotPassword', { body: { type, value } });

    it('answers the same whether or not the account exists, and only e-mails real accounts', async () => {
      clock.advance(61_000);
      const { body } = await signedIn(app);
      const answers = [
        await forgot('email', body.email),
        await forgot('email', `nobody.${seq}@example.com`),
        await forgot('username', `nobody_${seq}`),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      expect(answers[2]!.json()).toEqual(answers[0]!.json());
      expect(answers[0]!.json().message).toBe('If an account matches the details you entered, we have sent a password reset code to its email address.');
      expect((await mailsTo(app, `nobody.${seq}@example.com`)).length).toBe(0);
      expect((await mailsTo(app, body.email))[0]!.subject).toMatch(/password reset code/);

      // Same lock for both within 60 s.
      const again = [await forgot('email', body.email), await forgot('email', `nobody.${seq}@example.com`)];
      expect(again.map((a) => a.statusCode)).toEqual([429, 429]);
      expect(again[1]!.json()).toEqual(again[0]!.json());

      // Loose timing: both do one lookup and one write; the e-mail goes out after the answer.
      clock.advance(61_000);
      const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      for (let i = 0; i < 5; i++) {
        for (const which of ['known', 'unknown'] as const) {
          const t0 = performance.now();
          await forgot('email', which === 'known' ? body.email : `nobody${i}.${seq}@example.com`);
          times[which].push(performance.now() - t0);
          clock.advance(61_000);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      expect(Math.abs(median(times.known)! - median(times.unknown)!)).toBeLessThan(Math.max(50, 2 * median(times.unknown)!));
    });

    it('code → reset token → new password; every session ends; code and token work once', async () => {
      clock.advance(61_000);
      const { body, user, token: before } = await signedIn(app);
      expect((await forgot('username', body.username.toUpperCase())).statusCode).toBe(200);
      const code = await lastCodeFor(app, body.email);

      const wrong = await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: code === '000000' ? '111111' : '000000' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toEqual({ code: ['The code is invalid or has expired.'] });
      const ok = await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } });
      expect(ok.statusCode).toBe(200);
      const resetToken = ok.json().data.code as string;
      expect(resetToken.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(resetToken, 'hex').length).toBeGreaterThanOrEqual(16);
      const [stored] = await app.ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(stored!.tokenHash).not.toBe(resetToken);
      expect((await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } })).statusCode).toBe(422);

      const mismatch = await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start8', code: resetToken } });
      expect(mismatch.json().error).toEqual({ password_confirmation: ['Your passwords do not match.'] });
      const reset = await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: resetToken } });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe('Your password has been reset. Please log in with your new password.');
      expect((await me(before)).statusCode).toBe(401);
      expect((await login(body.email)).statusCode).toBe(401);
      expect((await login(body.email, 'Fresh#Start9')).statusCode).toBe(200);

      const replay = await injectOp(app, 'resetPassword', { body: { password: 'Other#Pass10', password_confirmation: 'Other#Pass10', code: resetToken } });
      expect(replay.statusCode).toBe(422);
      expect(replay.json()).toEqual({
        code: 422,
        message: 'This password reset link is invalid or has expired.',
        error: { code: ['This password reset link is invalid or has expired.'] },
      });
    });

    it('the reset code expires after 10 minutes and the reset token after 15', async () => {
      clock.advance(61_000);
      const { body } = await signedIn(app);
      await forgot('email', body.email);
      const code = await lastCodeFor(app, body.email);
      clock.advance(10 * 60_000 + 1000);
      expect((await injectOp(app, 'verifyResetToken', { body: { email: body.email, code } })).statusCode).toBe(422);

      await forgot('email', body.email);
      const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
      clock.advance(15 * 60_000 + 1000);
      expect((await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: token } })).statusCode).toBe(422);
    });
  });

  describe('two-factor authentication (TOTP)', () => {
    const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const codeAt = (secret: string, offsetMs = 0) => totp(secret).generate({ timestamp: clock.now().getTime() + offsetMs });

    async function withTwoFactor() {
      const account = await signedIn(app);
      const setup = (await injectOp(app, 'getTwoFactorSetup', { token: account.token })).json().data;
      const enabled = await injectOp(app, 'enableTwoFactor', { body: { code: codeAt(setup.secret) }, token: account.token });
      expect(enabled.statusCode, enabled.body).toBe(200);
      return { ...account, secret: setup.secret as string };
    }

    it('set-up gives an otpauth URI and keeps the same pending secret until enabled', async () => {
      const { body, token } = await signedIn(app);
      const first = await injectOp(app, 'getTwoFactorSetup', { token });
      expect(first.statusCode).toBe(200);
      const data = first.json().data;
      expect(data.tfa_enabled).toBe(false);
      expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(data.qrcode);
      expect(uri.protocol).toBe('otpauth:');
      expect(decodeURIComponent(uri.pathname)).toBe(`/e-laundry:${body.email}`);
      expect(uri.searchParams.get('issuer')).toBe('e-laundry');
      expect(uri.searchParams.get('secret')).toBe(data.secret);
      expect((await injectOp(app, 'getTwoFactorSetup', { token })).json().data.secret).toBe(data.secret);
    });

    it('enabling needs a current code; a used time step is never accepted twice', async () => {
      const { token } = await signedIn(app);
      const { secret } = (await injectOp(app, 'getTwoFactorSetup', { token })).json().data;
      const wrong = await injectOp(app, 'enableTwoFactor', { body: { code: codeAt(secret, -5 * 60_000) }, token });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: 422, message: 'The code is invalid or has expired.', error: { code: ['The code is invalid or has expired.'] } });

      const code = codeAt(secret);
      expect((await injectOp(app, 'enableTwoFactor', { body: { code }, token })).statusCode).toBe(200);
      expect((await me(token)).json().data.tfa_enabled).toBe(true);
      // Once enabled the key is never shown again: a stolen session cannot copy it.
      const shown = (await injectOp(app, 'getTwoFactorSetup', { token })).json();
      expect(shown.data).toEqual({ qrcode: null, secret: null, tfa_enabled: true });
      const replay = await injectOp(app, 'disableTwoFactor', { body: { code }, token });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().message).toMatch(/already been used/);
      // An earlier step inside the window is refused too: steps only move forward.
      expect((await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret, -30_000) }, token })).statusCode).toBe(422);
      expect((await me(token)).json().data.tfa_enabled).toBe(true);
    });

    it('sign-in asks for the second factor: challenge, then code → session; challenges are single use', async () => {
      const { body, secret } = await withTwoFactor();
      const first = await login(body.email, PASSWORD, true);
      expect(first.statusCode).toBe(200);
      const { data } = first.json();
      expect(data).toEqual({ tfa_required: true, challenge: expect.stringMatching(/^tfa_[0-9a-f]{64}$/) });
      expect(data.token).toBeUndefined();

      // The code used to enable is spent.
      const reused = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(reused.statusCode).toBe(422);
      clock.advance(30_000);
      const ok = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ token_type: 'Bearer', user: { tfa_enabled: true } });
      expect(new Date(ok.json().data.expires_at).getTime() - clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
      expect((await me(ok.json().data.token)).statusCode).toBe(200);

      clock.advance(30_000);
      const again = await injectOp(app, 'loginTwoFactor', { body: { challenge: data.challenge, code: codeAt(secret) } });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ code: 401, message: 'Your sign-in attempt has expired. Please log in again.' });
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge: 'tfa_nonsense', code: '123456' } })).json().code).toBe(401);
    });

    it('a challenge expires after 5 minutes and dies after 5 wrong codes', async () => {
      const { body, secret } = await withTwoFactor();
      const expiring = (await login(body.email)).json().data.challenge;
      clock.advance(5 * 60_000 + 1000);
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge: expiring, code: codeAt(secret) } })).statusCode).toBe(401);

      const challenge = (await login(body.email)).json().data.challenge;
      for (let i = 0; i < 5; i++) {
        expect((await injectOp(app, 'loginTwoFactor', { body: { challenge, code: codeAt(secret, -10 * 60_000 - i * 30_000) } })).statusCode).toBe(422);
      }
      expect((await injectOp(app, 'loginTwoFactor', { body: { challenge, code: codeAt(secret, 30_000) } })).statusCode).toBe(401);
    });

    it('a password reset does not bypass two-factor authentication', async () => {
      clock.advance(61_000);
      const { body } = await withTwoFactor();
      await injectOp(app, 'forgotPassword', { body: { type: 'email', value: body.email } });
      const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
      expect((await injectOp(app, 'resetPassword', { body: { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: token } })).statusCode).toBe(200);
      const res = await login(body.email, 'Fresh#Start9');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tfa_required).toBe(true);
      expect(res.json().data.token).toBeUndefined();
    });

    it('disabling needs a current code and forgets the secret; sign-in is then one step', async () => {
      const { body, token, secret } = await withTwoFactor();
      clock.advance(30_000);
      const off = await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret) }, token });
      expect(off.statusCode).toBe(200);
      expect(off.json().message).toBe('Two-factor authentication has been disabled.');
      const setup = (await injectOp(app, 'getTwoFactorSetup', { token })).json().data;
      expect(setup.tfa_enabled).toBe(false);
      expect(setup.secret).not.toBe(secret);
      expect((await login(body.email)).json().data.token).toEqual(expect.any(String));
      expect((await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(setup.secret) }, token })).statusCode).toBe(422);
    });

    it('wrong authenticator codes count towards the 100 failures an hour', async () => {
      const { user, token, secret } = await withTwoFactor();
      const now = clock.now();
      await app.ctx.database.db
        .insert(authFailures)
        .values(Array.from({ length: 100 }, () => ({ userId: user.id, subject: `u:${user.id}`, kind: 'totp', createdAt: now })));
      clock.advance(30_000);
      const res = await injectOp(app, 'disableTwoFactor', { body: { code: codeAt(secret) }, token });
      expect(res.statusCode).toBe(429);
      // The 100 failures were recorded 30 s ago: the limit lifts when they age out, 3570 s from now.
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3560);
      expect(retryAfter).toBeLessThanOrEqual(3570);
      expect(res.json()).toEqual({ code: 429, message: 'Too many failed attempts on this account. Please try again in 60 minutes.' });
    });
  });

  if (kind === 'postgresql') {
    describe('races (PostgreSQL: real concurrency)', () => {
      it('the same code submitted twice at once verifies exactly once', async () => {
        const { body } = await registered(app);
        const otp = await lastCodeFor(app, body.email);
        const results = await Promise.all([1, 2, 3].map(() => injectOp(app, 'verifyOtp', { body: { email: body.email, otp } })));
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
      });

      it('a reset token used twice at once resets once', async () => {
        clock.advance(61_000);
        const { body, user } = await signedIn(app);
        await injectOp(app, 'forgotPassword', { body: { type: 'email', value: body.email } });
        const token = (await injectOp(app, 'verifyResetToken', { body: { email: body.email, code: await lastCodeFor(app, body.email) } })).json().data.code;
        const results = await Promise.all(
          ['First#Pass1', 'Second#Pass2'].map((p) => injectOp(app, 'resetPassword', { body: { password: p, password_confirmation: p, code: token } })),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
        const used = await app.ctx.database.db
          .select()
          .from(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, user.id)));
        expect(used.every((t) => t.usedAt !== null)).toBe(true);
      });

      it('parallel resends after the lock send one code', async () => {
        const { body } = await registered(app);
        clock.advance(61_000);
        const results = await Promise.all([1, 2, 3].map(() => injectOp(app, 'sendOtp', { body: { email: body.email } })));
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
      });

      it('parallel wrong guesses cannot exceed the 5 tries of a code', async () => {
        const { body, user } = await registered(app);
        const otp = await lastCodeFor(app, body.email);
        const wrong = otp === '000000' ? '111111' : '000000';
        await Promise.all(Array.from({ length: 12 }, () => injectOp(app, 'verifyOtp', { body: { email: body.email, otp: wrong } })));
        const [row] = await app.ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
        expect(row!.attempts).toBe(5);
        expect((await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } })).statusCode).toBe(422);
      });
    });
  }
});
