import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { auditEvents, mailOutbox, users } from '#server/db/schema.js';
import { freshDatabase, injectOp, postgresReachable, signedIn } from '#server/testing/test-support.js';
import { runOps } from '#server/testing/ops.js';

/**
 * The Customers commands (issue 24, ADR 044) run as an operator runs them — a separate process on the server's
 * PostgreSQL database while the server runs — and call the console's library functions: find, end sessions, reset
 * two-factor; each act audited as the operator, with the reason.
 */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('customer commands on PostgreSQL, beside a running server', () => {
  let app: FastifyInstance;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    const database = await freshDatabase('postgresql');
    env = { DATABASE_URL: database.url!, PUBLIC_URL: 'https://laundry.example.ng' };
    const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000', ...env }, { webDir: '/nonexistent' });
    app = await buildApp(config, database);
    await app.ready();
  });
  afterAll(() => app?.close());
  const db = () => app.ctx.database.db;

  it('customer:find, customer:sessions:end and customer:2fa:reset: the console\'s acts from the command line, audited with the reason', async () => {
    const { user, body, token } = await signedIn(app, { firstname: 'Kelechi', lastname: 'Obi' });
    const found = await runOps(['customer:find', body.email.toUpperCase(), '--json'], env);
    expect(found.code, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout)).toEqual([expect.objectContaining({ id: user.id, name: 'Kelechi Obi', email: body.email })]);
    expect((await runOps(['customer:find', 'nobody-at-all@example.org'], env)).stdout).toContain('no customer matches');

    expect((await runOps(['customer:sessions:end', String(user.id)], env)).code).toBe(2); // the reason is required
    const ended = await runOps(['customer:sessions:end', String(user.id), '--reason', 'Lost phone, called from the number on file'], env);
    expect(ended.code, ended.stderr).toBe(0);
    expect(ended.stdout).toContain(`customer ${user.id}: 1 session(s) ended`);
    expect((await injectOp(app, 'getMe', { token })).statusCode).toBe(401);

    const refused = await runOps(['customer:2fa:reset', String(user.id), '--reason', 'Lost authenticator'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('customer:2fa:reset:');
    await db().update(users).set({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where(eq(users.id, user.id));
    const reset = await runOps(['customer:2fa:reset', String(user.id), '--reason', 'Lost authenticator; identity checked by phone'], env);
    expect(reset.code, reset.stderr).toBe(0);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ tfaEnabled: false, tfaSecret: null });
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).map((m) => m.subject).join('\n')).toMatch(/two-factor/i);
    expect((await runOps(['customer:sessions:end', '999999999', '--reason', 'x'], env)).code).toBe(1);

    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetKind, 'customer'), eq(auditEvents.targetId, String(user.id))));
    expect(events.map((e) => [e.actorKind, e.action, (e.details as { reason?: string }).reason])).toEqual([
      ['operator', 'customer.sessions_revoke', 'Lost phone, called from the number on file'],
      ['operator', 'customer.two_factor_reset', 'Lost authenticator; identity checked by phone'],
    ]);
    expect(JSON.stringify(events)).not.toContain(body.email);
  }, 60_000);

  it('customer:close: the console\'s closure from the command line (same library code), audited as the operator with the reason', async () => {
    const { user, body, token } = await signedIn(app);
    await db().update(users).set({ balance: 0 }).where(eq(users.id, user.id));
    expect((await runOps(['customer:close', String(user.id)], env)).code).toBe(2); // the reason is required
    const closed = await runOps(['customer:close', String(user.id), '--reason', 'Signed letter of 27 November 2026'], env);
    expect(closed.code, closed.stderr).toBe(0);
    expect(closed.stdout).toMatch(new RegExp(`customer ${user.id} is closed \\(Closed account C-[A-Z2-9]{8}\\)`));
    expect((await injectOp(app, 'getMe', { token })).statusCode).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).not.toBe(body.email);
    expect(row!.closedAt).not.toBeNull();
    const again = await runOps(['customer:close', String(user.id), '--reason', 'again'], env);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'customer:close: This account is already closed.']);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'customer.account_closed'), eq(auditEvents.targetId, String(user.id))));
    expect([event!.actorKind, (event!.details as { reason?: string }).reason]).toEqual(['operator', 'Signed letter of 27 November 2026']);
  }, 60_000);
});
