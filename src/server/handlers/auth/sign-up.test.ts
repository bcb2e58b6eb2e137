import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '#shared/company.js';
import { authFailures, oneTimeCodes, users } from '#server/db/schema.js';
import { injectOp, lastCodeFor, mailsTo, newPerson, registered, signedIn } from '#server/testing/test-support.js';
import { accountsApp, kinds, NOT_VERIFIED, PASSWORD } from './auth-test-support.js';

/**
 * Signing up through app.inject(): the account made (or not, without telling whether an address is taken), the
 * e-mail code that verifies it — once, for 10 minutes, 5 tries — its resends, and the hourly limit of failures.
 */
describe.each(kinds)('accounts on %s', (kind) => {
  const accounts = accountsApp(kind);
  const { clock, login, me, userRow } = accounts;
  let app: FastifyInstance;
  let seq: number;
  beforeEach(() => {
    ({ app, seq } = accounts.state);
  });

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

  if (kind === 'postgresql') {
    describe('races (PostgreSQL: real concurrency)', () => {
      it('the same code submitted twice at once verifies exactly once', async () => {
        const { body } = await registered(app);
        const otp = await lastCodeFor(app, body.email);
        const results = await Promise.all([1, 2, 3].map(() => injectOp(app, 'verifyOtp', { body: { email: body.email, otp } })));
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
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
