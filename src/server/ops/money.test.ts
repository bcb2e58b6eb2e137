import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { auditEvents, moneyBacks, users } from '#server/db/schema.js';
import { checkLedger } from '#server/lib/ledger.js';
import { runOps } from '#server/testing/ops.js';
import { staffSession } from '#server/testing/staff.js';
import { freshDatabase, postgresReachable, signedIn, testClock } from '#server/testing/test-support.js';

/**
 * The money-back commands (ADR 051) as an operator runs them — a separate process on the server's PostgreSQL while
 * the server runs: money:adjust (done at once, or waiting above APPROVAL_ABOVE; a debit above the balance refused),
 * money:list, money:approve --as a finance member (never a support member, never twice), money:reject giving a held
 * debit back; the ledger exact after.
 */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('money commands on PostgreSQL, beside a running server', () => {
  let app: FastifyInstance;
  let env: NodeJS.ProcessEnv;
  const clock = testClock();
  beforeAll(async () => {
    const database = await freshDatabase('postgresql');
    env = { DATABASE_URL: database.url!, PUBLIC_URL: 'https://laundry.example.ng', APPROVAL_ABOVE: '20000' };
    const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000', ...env }, { webDir: '/nonexistent' });
    app = await buildApp(config, database, { now: clock.now });
    await app.ready();
  });
  afterAll(() => app?.close());
  const db = () => app.ctx.database.db;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;

  it('money:adjust, money:list, money:approve and money:reject: the console\'s four eyes from the command line', async () => {
    const { user } = await signedIn(app);
    const finance = await staffSession(app, clock, ['finance']);
    const support = await staffSession(app, clock, ['support']);
    const id = String(user.id);

    expect((await runOps(['money:adjust', id, '--credit', '100', '--debit', '5', '--reason', 'x'], env)).code).toBe(2);
    expect((await runOps(['money:adjust', id, '--credit', '12.345', '--reason', 'x'], env)).code).toBe(2);
    expect((await runOps(['money:adjust', id, '--credit', '100'], env)).code).toBe(2); // the reason is required
    const small = await runOps(['money:adjust', id, '--credit', '15000', '--reason', 'Goodwill for a broken dryer', '--key', 'ops-test-key-1'], env);
    expect(small.code, small.stderr).toBe(0);
    expect(small.stdout).toMatch(/ADJ-\S+ credit of ₦15000\.00 for customer \d+: done/);
    const replay = await runOps(['money:adjust', id, '--credit', '15000', '--reason', 'Goodwill for a broken dryer', '--key', 'ops-test-key-1'], env);
    expect(replay.stdout).toContain('nothing moved again');
    expect(await balanceOf(user.id)).toBe(15_000_00);

    const tooMuch = await runOps(['money:adjust', id, '--debit', '15000.01', '--reason', 'Duplicate credit'], env);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain('not enough');
    const held = await runOps(['money:adjust', id, '--debit', '10000', '--reason', 'Duplicate credit'], env);
    expect(held.code, held.stderr).toBe(0);
    const big = await runOps(['money:adjust', id, '--credit', '25000', '--reason', 'Machine took a week of payments'], env);
    expect(big.stdout).toContain('awaits approval');
    const bigRef = /ADJ-\S+/.exec(big.stdout)![0];

    const listed = await runOps(['money:list', '--status', 'awaiting_approval', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { reference: string; requested_by: string }[]).map((m) => [m.reference, m.requested_by])).toEqual([[bigRef, 'Operator']]);
    expect((await runOps(['money:list', '--status', 'lost'], env)).code).toBe(2);
    expect((await runOps(['money:list'], env)).stdout).toContain('1 awaiting approval');

    expect((await runOps(['money:approve', bigRef], env)).code).toBe(2);
    const notFinance = await runOps(['money:approve', bigRef, '--as', support.email], env);
    expect(notFinance.code).toBe(1);
    expect(notFinance.stderr).toContain('not an active finance or admin');
    const approved = await runOps(['money:approve', bigRef, '--as', finance.email.toUpperCase()], env);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`${bigRef} approved by Member ${finance.id}; status done`);
    expect((await runOps(['money:approve', bigRef, '--as', finance.email], env)).stderr).toContain('already decided');
    expect(await balanceOf(user.id)).toBe(30_000_00);

    const heldDebit = await runOps(['money:adjust', id, '--debit', '20000.50', '--reason', 'Chargeback'], env);
    const heldRef = /ADJ-\S+/.exec(heldDebit.stdout)![0];
    expect(await balanceOf(user.id)).toBe(9_999_50);
    const rejected = await runOps(['money:reject', heldRef, '--reason', 'The bank reversed its chargeback'], env);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain('₦20000.50 returned to the balance');
    expect(await balanceOf(user.id)).toBe(30_000_00);
    expect((await runOps(['money:reject', heldRef, '--reason', 'again'], env)).code).toBe(1);
    expect((await runOps(['money:reject', 'ADJ-20990101-NOSUCH00', '--reason', 'x'], env)).code).toBe(1);

    const [row] = await db().select().from(moneyBacks).where(eq(moneyBacks.reference, bigRef));
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.targetKind, 'money_back'), eq(auditEvents.targetId, String(row!.id)))).orderBy(auditEvents.id);
    expect(events.map((e) => [e.actorKind, e.action])).toEqual([
      ['operator', 'money_back.requested'],
      ['staff', 'money_back.approved'],
    ]);
    expect(await checkLedger(db())).toEqual([]);
    expect((await runOps(['ledger:check'], env)).code).toBe(0);
  }, 120_000);
});
