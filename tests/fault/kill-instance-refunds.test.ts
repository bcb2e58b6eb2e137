import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterPrerequisites, startCluster, type Cluster } from '../support/cluster.js';
import { clusterCustomer, eventually, initiate, query, type ClusterCustomer } from './support/cluster-money.js';

/**
 * Fault (issue 25): an instance dies in the middle of refunds. Ten customers each have a paid top-up; thirty partial
 * refunds of them (three per top-up, below APPROVAL_ABOVE) are asked with `ops money:refund`, a few at once, each sent
 * to the standalone sandbox by the command; the sandbox ends a third of them failed and the rest processed (its refund
 * mode, set before each wave), telling each step by its signed webhook ONCE (SANDBOX_WEBHOOK_TRIES=1). In the middle
 * wave instance 0 first hangs (SIGSTOP: the webhooks nginx gives it wait, unanswered) and is then killed (SIGKILL):
 * those webhooks — refunds' final outcomes among them — are lost for good. The survivor's refunds job
 * (REFUND_POLL_AFTER_SECONDS, DEPOSIT_RECHECK_SECONDS; the dead instance's claim ends after JOB_LEASE_SECONDS) must
 * finish them by asking the gateway. End: every refund as the gateway says, a failed one's amount back exactly once, a
 * processed one paid out by exactly one `refund_paid` journal, balances exact, `ops ledger:check` exit 0, and each
 * money-back e-mail (outbox key `money-back:<id>:<outcome>`) at the SMTP relay exactly once.
 */
const missing = clusterPrerequisites();

type Outcome = 'processed' | 'failed';
interface Planned {
  customer: number;
  deposit: string;
  naira: number;
  outcome: Outcome;
  reference?: string;
}
interface SandboxRefund {
  id: number;
  status: string;
  note: string;
  amountKobo: number;
}

describe.skipIf(missing.length > 0)('kill -9 one instance in the middle of 30 refunds', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      env: {
        AUTH_RATE_LIMIT: '100000',
        DEPOSIT_RECHECK_SECONDS: '2',
        DEPOSIT_RECHECK_AFTER_SECONDS: '3',
        REFUND_POLL_AFTER_SECONDS: '3',
        JOB_LEASE_SECONDS: '5',
        OUTBOX_POLL_MS: '500',
        OUTBOX_LEASE_SECONDS: '5',
      },
      sandboxEnv: { SANDBOX_WEBHOOK_TRIES: '1' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const sandboxRefunds = async () => ((await (await fetch(`${cluster.sandbox.url}/sandbox/refunds`)).json()) as { refunds: SandboxRefund[] }).refunds;
  const refundMode = async (mode: Outcome) => {
    const res = await fetch(`${cluster.sandbox.url}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
    expect(res.status).toBe(200);
  };
  /** Refund webhooks the sandbox is still waiting on (sent once: a pending one is answered or lost). */
  const pendingFinals = async () => (await cluster.deliveries()).filter((d) => (d.event === 'refund.processed' || d.event === 'refund.failed') && d.state === 'pending').length;

  /** One refund asked by the operator's command; its reference kept. */
  async function ask(p: Planned, i: number) {
    const run = await cluster.ops(['money:refund', p.deposit, '--amount', String(p.naira), '--reason', `Part of a double top-up (${i})`, '--key', `fault-refund-${i}`]);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    // Sent by the command, or by the survivor's refunds job that claimed the fresh row first (a live claim of the hung
    // instance's job is waited for at most BUSY_WAIT_MS, then said as such): never "could not be reached".
    expect(run.stdout).toMatch(/: (pending|processing|processed|failed) — |: submitting — being sent to Paystack by the servers' refunds job/);
    p.reference = /RFD-\S+/.exec(run.stdout)![0];
  }

  /** A wave: the mode set, its refunds asked `concurrency` at a time; `during` runs beside them. */
  async function wave(plan: Planned[], first: number, count: number, outcome: Outcome, during?: () => Promise<void>) {
    await refundMode(outcome);
    const mine = plan.slice(first, first + count);
    for (const p of mine) p.outcome = outcome;
    const asking = (async () => {
      for (let j = 0; j < mine.length; j += 5) await Promise.all(mine.slice(j, j + 5).map((p, k) => ask(p, first + j + k)));
    })();
    await Promise.all([asking, during?.()]);
    // Every refund of the wave ended at the gateway before the mode changes (a mode change moves open refunds on).
    await eventually(
      `the gateway ended the refunds of wave ${first}`,
      async () => {
        const at = await sandboxRefunds();
        return mine.every((p) => at.some((r) => r.note === p.reference && (r.status === 'processed' || r.status === 'failed')));
      },
      30_000,
      100,
    );
  }

  it('every refund ends as the gateway says, failed ones given back once, ledger:check passes, each e-mail sent once', async () => {
    const started = Date.now();
    const customers: ClusterCustomer[] = [];
    for (let i = 0; i < 10; i++) customers.push(await clusterCustomer(cluster, `refunded${i}`));
    const topUps = await Promise.all(customers.map((c, i) => initiate(cluster, c, 3000 + i * 100)));
    const pressed = await Promise.all(topUps.map((t) => cluster.checkout(t.redirect_url, 'pay')));
    expect(pressed.map((p) => p.status)).toEqual(Array(10).fill(303));
    const depositRefs = topUps.map((t) => t.reference);
    await eventually(
      'all 10 top-ups credited',
      async () => Number((await query<{ n: string }>(cluster.databaseUrl, `select count(*) as n from deposits where reference = any($1) and status = 'Success'`, [depositRefs]))[0]!.n) === 10,
      30_000,
    );

    // Three partial refunds of each top-up, distinct amounts (below APPROVAL_ABOVE, together below each top-up).
    const plan: Planned[] = [];
    for (let round = 0; round < 3; round++) {
      for (let c = 0; c < 10; c++) plan.push({ customer: c, deposit: depositRefs[c]!, naira: 400 + round * 150 + c, outcome: 'processed' });
    }

    await wave(plan, 0, 5, 'failed');
    await wave(plan, 5, 5, 'processed');
    // Instance 0 hangs, the middle wave's webhooks flow (half of them to it, unanswered), then it is killed.
    let frozenFinals = 0;
    await wave(plan, 10, 10, 'processed', async () => {
      process.kill(cluster.instances[0]!.proc.child.pid!, 'SIGSTOP');
      try {
        await eventually('refund outcomes waiting on the hung instance', async () => (await pendingFinals()) >= 3, 45_000, 100);
      } finally {
        frozenFinals = await pendingFinals();
        await cluster.kill(0, 'SIGKILL');
      }
    });
    expect(cluster.instances[0]!.alive()).toBe(false);
    await wave(plan, 20, 5, 'failed');
    await wave(plan, 25, 5, 'processed');
    const references = plan.map((p) => p.reference!);
    expect(new Set(references).size).toBe(30);

    // The survivor finishes what the lost webhooks did not say.
    const ended = async () =>
      Number((await query<{ n: string }>(cluster.databaseUrl, `select count(*) as n from money_backs where reference = any($1) and status in ('processed', 'failed')`, [references]))[0]!.n);
    await eventually('all 30 refunds ended', async () => (await ended()) === 30, 60_000);
    await eventually(
      'every money-back e-mail sent',
      async () => (await query(cluster.databaseUrl, `select 1 from mail_outbox where key like 'money-back:%' and sent_at is null`)).length === 0,
      60_000,
    );

    // As the gateway says, and as the wave's mode said.
    const atGateway = await sandboxRefunds();
    const rows = await query<{ id: number; reference: string; status: string; user_id: number; amount: number; return_trx: string | null; lines: string; returns: string; paid: string }>(
      cluster.databaseUrl,
      `select m.id, m.reference, m.status, m.user_id, m.amount::float8 as amount, m.return_trx,
              (select count(*) from transactions t where t.cause_kind = 'money_back' and t.cause_id = m.id) as lines,
              (select count(*) from transactions t where t.cause_kind = 'money_back_return' and t.cause_id = m.id) as returns,
              (select count(*) from ledger_system_journals j where j.cause_kind = 'refund_paid' and j.cause_id = m.id) as paid
         from money_backs m where m.reference = any($1)`,
      [references],
    );
    expect(rows).toHaveLength(30);
    for (const p of plan) {
      const row = rows.find((r) => r.reference === p.reference)!;
      const gateway = atGateway.filter((r) => r.note === p.reference);
      expect(gateway.map((r) => [r.status, r.amountKobo]), p.reference).toEqual([[p.outcome, p.naira * 100]]);
      expect(
        { status: row.status, amount: row.amount, lines: Number(row.lines), returns: Number(row.returns), paid: Number(row.paid), returned: row.return_trx !== null },
        p.reference,
      ).toEqual({ status: p.outcome, amount: p.naira * 100, lines: 1, returns: p.outcome === 'failed' ? 1 : 0, paid: p.outcome === 'processed' ? 1 : 0, returned: p.outcome === 'failed' });
    }
    expect(plan.filter((p) => p.outcome === 'failed')).toHaveLength(10);

    // Balances: each top-up less its processed refunds.
    const balances = await query<{ reference: string; amount: number; balance: number }>(
      cluster.databaseUrl,
      `select d.reference, d.amount::float8 as amount, u.balance::float8 as balance from deposits d join users u on u.id = d.user_id where d.reference = any($1)`,
      [depositRefs],
    );
    for (const b of balances) {
      const paidOut = plan.filter((p) => p.deposit === b.reference && p.outcome === 'processed').reduce((sum, p) => sum + p.naira * 100, 0);
      expect(b.balance, b.reference).toBe(b.amount - paidOut);
    }
    const check = await cluster.ops(['ledger:check']);
    expect(check.code, check.stderr + check.stdout).toBe(0);

    // Each refund's two e-mails (on its way; completed or failed), each at the relay exactly once.
    const keys = await query<{ key: string }>(cluster.databaseUrl, `select key from mail_outbox where key like 'money-back:%' order by key`);
    const expectedKeys = rows.flatMap((r) => [`money-back:${r.id}:submitted`, `money-back:${r.id}:${r.status}`]).sort();
    expect(keys.map((k) => k.key)).toEqual(expectedKeys);
    for (const p of plan) {
      const mails = cluster.smtp.mails.filter((m) => m.text.includes(`Reference: ${p.reference}`));
      const subjects = mails.map((m) => (m.subject.includes('on its way') ? 'submitted' : m.subject.includes('completed') ? 'processed' : m.subject.includes('failed') ? 'failed' : m.subject)).sort();
      expect(subjects, p.reference).toEqual(['submitted', p.outcome].sort());
    }
    expect(cluster.smtp.duplicates()).toEqual([]);

    // Lost webhooks, and refunds only the survivor's job could finish (it asked the gateway).
    const deliveries = (await cluster.deliveries()).filter((d) => d.event.startsWith('refund.') && depositRefs.includes(d.reference));
    const lost = deliveries.filter((d) => d.state !== 'delivered').length;
    const polled = await query<{ n: string }>(
      cluster.databaseUrl,
      `select count(*) as n from audit_events where actor_label = 'refunds job' and action in ('money_back.refund_processed', 'money_back.refund_failed')`,
    );
    const finishedByJob = Number(polled[0]!.n);
    expect(lost).toBeGreaterThanOrEqual(3);
    expect(finishedByJob).toBeGreaterThanOrEqual(frozenFinals > 0 ? 1 : 0);
    console.log(
      `[fault] kill -9 in the middle of refunds: 30 refunds (20 processed, 10 failed) by ops money:refund, ${deliveries.length} refund webhooks, ${lost} lost with the hung-then-killed instance, ${finishedByJob} refund(s) finished by the survivor's poll; ledger:check exact, ${keys.length} e-mails each sent once (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  });
});
