import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { auditEvents, ledgerSystemJournals, mailOutbox, moneyBacks, ticketMessages, transactions, users } from '#server/db/schema.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { pastCustomerDay, pastMemberDay } from '#server/lib/ledger/four-eyes.js';
import { refundTooMuch } from '#server/lib/money-back/money-back.js';
import { DEPOSIT_REFERENCE_NOT_FOUND, TICKET_NOT_FOUND } from '#server/lib/money-back/refunds.js';
import { runOps } from '#server/testing/ops.js';
import { staffSession } from '#server/testing/staff.js';
import { dataOf, freePort, freshDatabase, injectOp, multipart, NO_DAILY_TOTALS, paidSandboxTopUp, postgresReachable, signedIn, testClock } from '#server/testing/test-support.js';

/**
 * The money-back commands (ADR 051) as an operator runs them — a separate process on the server's PostgreSQL while
 * the server runs: money:adjust (done at once, or waiting above APPROVAL_ABOVE; a debit above the balance refused),
 * money:list, money:approve --as a finance member (never a support member, never twice), money:reject giving a held
 * debit back; money:refund (ADR 052) of real sandbox top-ups — the server listens and the command reaches its in-app
 * sandbox gateway as its PUBLIC_URL says — sent at once below the threshold, approved and then sent above it, failed at
 * the gateway and given back; the ledger exact after.
 */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('money commands on PostgreSQL, beside a running server', () => {
  let app: FastifyInstance;
  let env: NodeJS.ProcessEnv;
  const clock = testClock();
  let publicUrl = '';
  beforeAll(async () => {
    const database = await freshDatabase('postgresql');
    // The server listens: the sandbox's checkout is a page, and money:refund reaches the in-app sandbox gateway by
    // PUBLIC_URL (local mode's default PAYSTACK_BASE_URL), as an operator's command beside a local server does.
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    env = { DATABASE_URL: database.url!, PUBLIC_URL: publicUrl, APPROVAL_ABOVE: '20000', ...NO_DAILY_TOTALS };
    const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BUDGET_GATEWAY: '1000/100000', ...env }, { webDir: '/nonexistent' });
    app = await buildApp(config, database, { now: clock.now });
    await app.listen({ port, host: '127.0.0.1' });
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
    expect(small.stdout).toContain(': done, the customer has been e-mailed');
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

  /** A customer's Paystack top-up of `amount` Naira, paid at the in-app sandbox's checkout and credited by its webhook. */
  const paidTopUp = (amount: number) => paidSandboxTopUp(app, amount);
  const refundMode = async (mode: string) => {
    const res = await fetch(`${publicUrl}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
    expect(res.status).toBe(200);
  };
  const rowOf = async (reference: string) => (await db().select().from(moneyBacks).where(eq(moneyBacks.reference, reference)))[0]!;
  const outboxKeys = async (id: number) => (await db().select({ key: mailOutbox.key }).from(mailOutbox).where(sql`${mailOutbox.key} like ${`money-back:${id}:%`}`)).map((m) => m.key).sort();
  const linesOf = async (id: number, causeKind: 'money_back' | 'money_back_return') => (await db().select().from(transactions).where(and(eq(transactions.causeKind, causeKind), eq(transactions.causeId, id)))).length;
  const paidJournalsOf = async (id: number) => (await db().select().from(ledgerSystemJournals).where(and(eq(ledgerSystemJournals.causeKind, 'refund_paid'), eq(ledgerSystemJournals.causeId, id)))).length;

  it('money:refund: sent to the gateway at once below the threshold, idempotent by --key, 409s as exit 1; approved then sent above it; a failure given back', async () => {
    const finance = await staffSession(app, clock, ['finance']);
    const { customer, deposit } = await paidTopUp(5000);
    const ref = deposit.reference;
    const ticketBody = multipart([
      { name: 'subject', value: 'Paid twice' },
      { name: 'priority', value: 'Medium' },
      { name: 'message', value: 'I topped up twice by mistake, please refund part of it.' },
    ]);
    const ticketRes = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...ticketBody, headers: { ...ticketBody.headers, authorization: `Bearer ${customer.token}` } });
    const ticket = dataOf('createTicket', ticketRes).ticket;

    // Usage: the amount and the reason are required, an amount is Naira with at most two decimals.
    expect((await runOps(['money:refund', ref, '--reason', 'x'], env)).code).toBe(2);
    expect((await runOps(['money:refund', ref, '--amount', '10.001', '--reason', 'x'], env)).code).toBe(2);
    expect((await runOps(['money:refund', ref, '--amount', '100'], env)).code).toBe(2);
    expect((await runOps(['money:refund', '--amount', '100', '--reason', 'x'], env)).code).toBe(2);
    expect((await runOps(['money:refund', ref, '--amount', '100', '--reason', 'x', '--key', 'short'], env)).code).toBe(2);

    // The sandbox's refunds wait (manual): the command's own answer is what it prints.
    await refundMode('manual');
    const args = ['money:refund', ref, '--amount', '1500', '--reason', 'Paid twice for one top-up', '--ticket', ticket, '--key', 'ops-refund-key-1'];
    const first = await runOps(args, env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`money:refund: RFD-\\S+ refund of ₦1500\\.00 of top-up ${ref}: pending — sent to Paystack \\(gateway status pending\\)`));
    const reference = /RFD-\S+/.exec(first.stdout)![0];
    const replay = await runOps(args, env);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain(`${reference} refund of ₦1500.00 of top-up ${ref}: pending — already requested; nothing moved again`);
    // The same key for another amount is another request: refused, nothing moved.
    const reused = await runOps(['money:refund', ref, '--amount', '1000', '--reason', 'Paid twice', '--key', 'ops-refund-key-1'], env);
    expect(reused.code).toBe(1);
    expect(reused.stderr).toContain('already used for a different request');
    const sandboxRefunds = async () => ((await (await fetch(`${publicUrl}/sandbox/refunds`)).json()) as { refunds: { id: number; note: string; status: string }[] }).refunds;
    expect((await sandboxRefunds()).filter((r) => r.note === reference)).toHaveLength(1);
    expect(await balanceOf(customer.user.id)).toBe(3500_00);
    const sent = await rowOf(reference);
    expect(sent).toMatchObject({ status: 'pending', requestedBy: null, gateway: 'paystack', amount: 1500_00, submitAttempts: 1 });

    // Refusals of the core: exit 1 with its words, nothing moved.
    const tooMuch = await runOps(['money:refund', ref, '--amount', '3500.01', '--reason', 'Paid twice'], env);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain(`money:refund: ${refundTooMuch(3500_00)}`);
    const unknown = await runOps(['money:refund', 'DEP-20990101-NOSUCH00', '--amount', '10', '--reason', 'x'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(DEPOSIT_REFERENCE_NOT_FOUND);
    const noTicket = await runOps(['money:refund', ref, '--amount', '10', '--reason', 'x', '--ticket', '99999999'], env);
    expect(noTicket.code).toBe(1);
    expect(noTicket.stderr).toContain(TICKET_NOT_FOUND);
    expect(await balanceOf(customer.user.id)).toBe(3500_00);

    // The gateway pays it: the server hears it (webhook) and ends it; the ticket was answered at each step.
    const atSandbox = (await sandboxRefunds()).find((r) => r.note === reference)!;
    expect((await fetch(`${publicUrl}/sandbox/refunds/paystack/${atSandbox.id}/processed`, { method: 'POST' })).status).toBe(200);
    await app.sandboxIdle!();
    expect(await rowOf(reference)).toMatchObject({ status: 'processed' });
    expect(await paidJournalsOf(sent.id)).toBe(1);
    expect(await outboxKeys(sent.id)).toEqual([`money-back:${sent.id}:processed`, `money-back:${sent.id}:submitted`]);
    expect((await db().select().from(ticketMessages).where(eq(ticketMessages.operator, 'money back'))).length).toBe(2);

    // Failed at the gateway: the amount comes back once.
    await refundMode('failed');
    const failing = await runOps(['money:refund', ref, '--amount', '1000', '--reason', 'Machine out of order'], env);
    expect(failing.code, failing.stderr).toBe(0);
    const failedRef = /RFD-\S+/.exec(failing.stdout)![0];
    await app.sandboxIdle!();
    const failed = await rowOf(failedRef);
    expect(failed.status).toBe('failed');
    expect(await linesOf(failed.id, 'money_back_return')).toBe(1);
    expect(await balanceOf(customer.user.id)).toBe(3500_00);

    // Above APPROVAL_ABOVE: waits, nothing sent; approved by a finance member, sent at once.
    await refundMode('manual');
    const big = await paidTopUp(30000);
    const waiting = await runOps(['money:refund', big.deposit.reference, '--amount', '25000', '--reason', 'Top-up by mistake'], env);
    expect(waiting.code, waiting.stderr).toBe(0);
    expect(waiting.stdout).toContain('awaiting_approval — awaits approval');
    const bigRef = /RFD-\S+/.exec(waiting.stdout)![0];
    expect((await sandboxRefunds()).filter((r) => r.note === bigRef)).toHaveLength(0);
    expect(await balanceOf(big.customer.user.id)).toBe(5000_00);
    const approved = await runOps(['money:approve', bigRef, '--as', finance.email], env);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`${bigRef} approved by Member ${finance.id}; status pending`);
    expect((await sandboxRefunds()).filter((r) => r.note === bigRef)).toHaveLength(1);

    const bigRow = await rowOf(bigRef);
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.targetKind, 'money_back'), eq(auditEvents.targetId, String(bigRow.id)))).orderBy(auditEvents.id);
    // The gateway's answer is stored by the command (as the approver) or by the gateway's first webhook, whichever is first.
    expect(events.map((e) => e.action)).toEqual(['money_back.requested', 'money_back.approved', 'money_back.refund_submitted']);
    expect(events.slice(0, 2).map((e) => e.actorKind)).toEqual(['operator', 'staff']);
    expect(['staff', 'system']).toContain(events[2]!.actorKind);
    expect(await linesOf(bigRow.id, 'money_back')).toBe(1);
    expect(await checkLedger(db())).toEqual([]);
    expect((await runOps(['ledger:check'], env)).code).toBe(0);
  }, 120_000);
});

describe.runIf(onPostgres)('money commands and four eyes by daily totals (ADR 069): the command line counts as one member', () => {
  let app: FastifyInstance;
  let env: NodeJS.ProcessEnv;
  const clock = testClock();
  beforeAll(async () => {
    const database = await freshDatabase('postgresql');
    // The documented defaults: APPROVAL_ABOVE ₦20,000, ₦20,000 a customer and ₦100,000 a member per Lagos day.
    env = { DATABASE_URL: database.url! };
    app = await buildApp(loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', ...env }, { webDir: '/nonexistent' }), database, { now: clock.now });
  });
  afterAll(() => app?.close());
  const db = () => app.ctx.database.db;

  it('money:adjust splits are bounded like a member\'s: per customer, then the command line\'s own daily total; the waiting request says why and a finance member approves it', async () => {
    const limits = app.ctx.config;
    const customers = await Promise.all(Array.from({ length: 6 }, () => signedIn(app)));
    const [first, ...rest] = customers.map((c) => String(c.user.id));
    const credit = (id: string, naira: string) => runOps(['money:adjust', id, '--credit', naira, '--reason', 'Goodwill for a broken dryer'], env);
    expect((await credit(first!, '20000')).stdout).toContain(': done');
    const split = await credit(first!, '1');
    expect(split.code, split.stderr).toBe(0); // waiting, not refused
    expect(split.stdout).toContain(`awaits approval by a finance or admin person (money:approve): ${pastCustomerDay(20_001_00, limits)}`);
    for (const id of rest.slice(0, 4)) expect((await credit(id, '20000')).stdout).toContain(': done');
    const sixth = await credit(rest[4]!, '1');
    const words = pastMemberDay(100_001_00, limits, { staffId: null });
    expect(words).toContain('the adjustments and refunds the command line made today (Lagos time) without a second person would come to ₦100,001.00, more than the ₦100,000.00 allowed for one staff member in a day');
    expect(sixth.stdout).toContain(`awaits approval by a finance or admin person (money:approve): ${words}`);
    const waiting = /ADJ-\S+/.exec(sixth.stdout)![0];
    expect((await runOps(['money:list', '--status', 'awaiting_approval'], env)).stdout).toContain('2 awaiting approval; approval above ₦20000.00, or past ₦20000.00 a customer or ₦100000.00 a member');

    // A staff member's own total is theirs: the command line's does not hold them back.
    const finance = await staffSession(app, clock, ['finance']);
    const res = await injectOp(app, 'createStaffAdjustment', { token: finance.token, params: { id: Number(rest[4]) }, headers: { 'idempotency-key': 'console-after-ops-1' }, body: { direction: 'credit', amount: 1, reason: 'x' } });
    expect(dataOf('createStaffAdjustment', res).status).toBe('done');
    const approved = await runOps(['money:approve', waiting, '--as', finance.email], env);
    expect(approved.stdout, approved.stderr).toContain('status done');
    const [row] = await db().select().from(moneyBacks).where(eq(moneyBacks.reference, waiting));
    expect(row).toMatchObject({ requestedBy: null, decidedBy: finance.id, approvalNeededBecause: words });
    expect(await checkLedger(db())).toEqual([]);
  }, 120_000);
});
