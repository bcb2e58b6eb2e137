import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { issueToken } from '#server/lib/identity/tokens.js';
import { dataOf, databaseKinds, injectOp, signedIn, testClock } from '#server/testing/test-support.js';
import { appForSuite } from '#server/testing/scenes.js';

/** enableTwoFactor / disableTwoFactor refuse to switch to the state the account is already in. */
const kinds = await databaseKinds();

describe.each(kinds)('two-factor on/off guards on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  appForSuite(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now }, (made) => (app = made));
  const codeNow = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });

  it('disabling while off is refused on `code`, and no secret is needed to say so', async () => {
    const { token } = await signedIn(app);
    const res = await injectOp(app, 'disableTwoFactor', { body: { code: '123456' }, token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 422,
      message: 'Two-factor authentication is not enabled.',
      error: { code: ['Two-factor authentication is not enabled.'] },
    });
  });

  it('enabling before the set-up page gave a secret asks to open it first', async () => {
    const { token } = await signedIn(app);
    const res = await injectOp(app, 'enableTwoFactor', { body: { code: '123456' }, token });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Open the two-factor page first to get your secret key, then enter a code.');
  });

  it('enabling twice is refused the second time, even with a fresh code', async () => {
    const { token } = await signedIn(app);
    const { secret } = dataOf('getTwoFactorSetup', await injectOp(app, 'getTwoFactorSetup', { token }));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const on = await injectOp(app, 'enableTwoFactor', { body: { code: codeNow(secret!) }, token });
    expect(on.json()).toEqual({ code: 200, message: 'Two-factor authentication has been enabled.', data: null });
    clock.advance(30_000);
    const again = await injectOp(app, 'enableTwoFactor', { body: { code: codeNow(secret!) }, token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({ code: ['Two-factor authentication is already enabled.'] });
  });

  // Issue 23 item 6: like a password change, switching the second factor on or off ends every other session.
  it('enabling and disabling two-factor each end every other session of the account; this one stays', async () => {
    const { token, body } = await signedIn(app);
    const db = app.ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const otherSession = async () => (await issueToken(db, user!.id, 3600, clock.now())).token;
    const me = async (t: string) => (await injectOp(app, 'getMe', { token: t })).statusCode;

    const before = await otherSession();
    const { secret } = dataOf('getTwoFactorSetup', await injectOp(app, 'getTwoFactorSetup', { token }));
    expect(dataOf('enableTwoFactor', await injectOp(app, 'enableTwoFactor', { body: { code: codeNow(secret!) }, token }))).toBeNull();
    expect(await me(before)).toBe(401);
    expect(await me(token)).toBe(200);

    clock.advance(30_000);
    const during = await otherSession();
    expect(dataOf('disableTwoFactor', await injectOp(app, 'disableTwoFactor', { body: { code: codeNow(secret!) }, token }))).toBeNull();
    expect(await me(during)).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it('a refused switch (wrong code) ends no session', async () => {
    const { token, body } = await signedIn(app);
    const db = app.ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const other = (await issueToken(db, user!.id, 3600, clock.now())).token;
    await injectOp(app, 'getTwoFactorSetup', { token });
    const res = await injectOp(app, 'enableTwoFactor', { body: { code: '000000' }, token });
    expect(res.statusCode).toBe(422);
    expect((await injectOp(app, 'getMe', { token: other })).statusCode).toBe(200);
  });
});
