import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { users } from '#server/db/schema.js';
import { databaseKinds, injectOp, logCapture, testApp, testClock, TEST_PASSWORD } from '#server/testing/test-support.js';

/**
 * What the accounts test files share (sign-up, sign-in, password reset, two-factor): each runs them through
 * app.inject() on every database kind, against an app of its own whose clock is the app's injectable `now`, moved
 * forward instead of waiting.
 */
export const kinds = await databaseKinds();
export const PASSWORD = TEST_PASSWORD;
export const NOT_VERIFIED = /is not verified/;

/**
 * Registers, in the calling describe, the hooks of one app on `kind` (started before its tests, closed after them);
 * `state.app` is that app and `state.seq` a number unique to the running test, for addresses that match no account.
 */
export function accountsApp(kind: Awaited<ReturnType<typeof databaseKinds>>[number]) {
  const clock = testClock();
  const logs = logCapture();
  const state = { app: undefined as unknown as FastifyInstance, seq: 0 };
  beforeEach(() => {
    state.seq += 1;
  });

  beforeAll(async () => {
    state.app = await testApp(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now, logStream: logs.stream });
  });
  afterAll(async () => {
    await state.app?.close();
  });

  const me = (token: string) => injectOp(state.app, 'getMe', { token });

  const login = (username_or_email: string, password = PASSWORD, remember?: boolean) =>
    injectOp(state.app, 'login', { body: { username_or_email, password, ...(remember === undefined ? {} : { remember }) } });
  const userRow = async (id: number) => (await state.app.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
  return { state, clock, logs, me, login, userRow };
}
