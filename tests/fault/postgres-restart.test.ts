import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_SIZE } from '#server/mail/catcher.js';
import { runOps } from '#server/testing/ops.js';
import { apiUrl, mailsTo } from '../support/customers.js';
import { startServer, type Running } from '../support/processes.js';
import { call, customerLoop, expectOnlySuccessOr503, signedInCustomer, until, type Answer, type LoadCustomer, type PaidTopUp } from './support/load.js';
import { expectBalancesAreCredits, query } from './support/cluster-money.js';
import { throwawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres.js';

/**
 * Fault: PostgreSQL restarts while two built server instances are under load. The cluster is this test's own
 * (never the machine's shared one). Meanwhile every answer is a success or a 503 in the envelope with Retry-After
 * (no 500, no hang), health says 503; afterwards both instances serve again without a restart, every paid top-up is
 * credited exactly once with exactly one receipt, and `ops ledger:check` passes.
 */
describe('PostgreSQL restarting under load', () => {
  let postgres: ThrowawayPostgres;
  let databaseUrl: string;
  const servers: (Running & { dataDir: string })[] = [];
  const db = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => query<T>(databaseUrl, text, values);

  beforeAll(async () => {
    postgres = await throwawayPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database elaundry');
    await admin.end();
    databaseUrl = postgres.database('elaundry');
    const env = { DATABASE_URL: databaseUrl, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '2', OUTBOX_POLL_MS: '500', LOG_LEVEL: 'fatal' };
    // One after the other: the first applies the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await postgres?.destroy();
  });

  it('answers 503 with Retry-After meanwhile, recovers without a restart, and the money stays exact', async () => {
    const customers: LoadCustomer[] = [];
    for (let i = 0; i < 6; i++) customers.push(await signedInCustomer(servers[i % 2]!.url, `restart${i}`));

    const answers: Answer[] = [];
    const paid: PaidTopUp[] = [];
    let running = true;
    // The receipts are read back from the instances' local catchers, which keep their last MAILBOX_SIZE mails: the
    // top-ups stop at a number whose receipts (and the sign-up codes) fit in one catcher (a fast machine paid ~600):
    // half of that budget before the outage, the rest once PostgreSQL is back.
    const budget = MAILBOX_SIZE - 2 * customers.length - 40;
    let maxPaid = budget / 2;
    const load = Promise.all(customers.map((c) => customerLoop(c, answers, paid, () => running, () => maxPaid)));
    const health = (s: Running) => apiUrl(s.url, '/health');

    await new Promise((r) => setTimeout(r, 3000));
    const paidBefore = paid.length;
    const stoppedAt = performance.now();
    await postgres.stop();
    const outageStart = answers.length;
    // Both instances tell the load balancer they cannot serve; the load meanwhile gets 503s.
    for (const s of servers) await until(answers, 'health', health(s), (status) => status === 503, 15_000);
    await new Promise((r) => setTimeout(r, 3000));
    await postgres.start();
    const restartedAt = performance.now();
    maxPaid = budget;
    for (const s of servers) await until(answers, 'health', health(s), (status) => status === 200, 30_000);
    const outage = answers.slice(outageStart);
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await load;

    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `[fault] PostgreSQL restart: ${answers.length} answers, ${answers.filter((a) => a.status === 503).length} of them 503 (${outage.length} during the outage of ` +
        `${((restartedAt - stoppedAt) / 1000).toFixed(1)} s), ${paid.length} top-ups paid (${paidBefore} before it), slowest answer ${Math.round(slowest)} ms`,
    );
    expectOnlySuccessOr503(answers);
    expect(outage.filter((a) => a.status === 503 && a.op !== 'health').length, 'requests refused with 503 during the outage').toBeGreaterThan(0);
    expect(paidBefore, 'top-ups paid before the outage').toBeGreaterThan(0);
    expect(paid.length, 'top-ups paid after the outage').toBeGreaterThan(paidBefore);
    // Both instances serve again, without a restart: the load after the outage succeeded on each.
    for (const s of servers) {
      expect(s.child.exitCode).toBeNull();
      const after = answers.filter((a) => a.op === 'getDashboard').slice(-12);
      expect(after.some((a) => a.status === 200)).toBe(true);
      const me = await call(answers, 'getDashboard', apiUrl(s.url, '/dashboard'), { token: customers[servers.indexOf(s)]!.token });
      expect(me?.status).toBe(200);
    }

    // Every paid top-up ends credited (the outcome page re-verifies; the recheck job and the webhooks do too).
    for (const p of paid) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const res = await call(answers, 'getPaymentOutcome', apiUrl(p.customer.base, `/deposits/outcome?reference=${p.reference}`), { token: p.customer.token });
        if ((res?.body.data as { status?: string } | undefined)?.status === 'Success') break;
        if (Date.now() > deadline) throw new Error(`${p.reference} not credited: ${JSON.stringify(res?.body)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const deposits = await db<{ reference: string; status: string; amount: number; email: string; lines: string; receipts: string }>(
      `select d.reference, d.status, d.amount::float8 as amount, u.email,
              (select count(*) from transactions t where t.cause_kind = 'deposit' and t.cause_id = d.id) as lines,
              (select count(*) from mail_outbox m where m.key = 'deposit-credited:' || d.trx) as receipts
         from deposits d join users u on u.id = d.user_id`,
    );
    const byRef = new Map(deposits.map((d) => [d.reference, d]));
    for (const p of paid) expect(byRef.get(p.reference), p.reference).toMatchObject({ status: 'Success', amount: p.amountKobo });
    for (const d of deposits) {
      expect(Number(d.lines), d.reference).toBe(d.status === 'Success' ? 1 : 0);
      expect(Number(d.receipts), d.reference).toBe(d.status === 'Success' ? 1 : 0);
    }
    await expectBalancesAreCredits(databaseUrl);
    const check = await runOps(['ledger:check'], { DATABASE_URL: databaseUrl });
    expect(check.code, check.stderr).toBe(0);

    // Each receipt goes out, once (whichever instance delivered it, into its local catcher).
    // (A claim whose commit answer was lost in the outage waits for its 60 s lease.)
    const deadline = Date.now() + 90_000;
    while ((await db(`select 1 from mail_outbox where sent_at is null`)).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await db(`select key, attempts, last_error from mail_outbox where sent_at is null`)).toEqual([]);
    for (const c of customers) {
      const receipts = (await Promise.all(servers.map((s) => mailsTo(s.url, c.email)))).flat().filter((m) => m.subject.includes('top-up receipt'));
      const refs = receipts.map((m) => /DEP-\d{8}-[A-Z0-9]{8}/.exec(m.text)?.[0]);
      const credited = deposits.filter((d) => d.email === c.email && d.status === 'Success').map((d) => d.reference);
      expect(refs.sort(), c.email).toEqual(credited.sort());
    }
  });
});
