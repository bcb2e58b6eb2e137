import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, deposits, mailOutbox, transactions, users } from '#server/db/schema.js';
import { gatewayDownMessage, notPendingMessage } from '#server/lib/payments/deposits.js';
import { GatewayUnavailable, paystackSignature, type Gateway, type MethodCode } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { runOps } from '#server/testing/ops.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, freePort, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Deposits for finance (docs/decisions/048-staff-deposits-and-overview.md): the list's filters, paging and totals of
 * the filtered set; one deposit with its ledger entry and re-verifications; re-verifying a pending deposit with the
 * local gateway sandbox — credited once, audited, 409 when not pending, 502 with nothing lost when the gateway is down,
 * and (PostgreSQL) racing the webhook credits once. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();

describe.each(kinds)('staff deposits on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    app = await testApp(kind, { PUBLIC_URL: base, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', DEPOSIT_MIN_AMOUNT: '100', BUDGET_GATEWAY: '100/1000' }, { now: clock.now });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const depositOf = async (reference: string) => (await db().select().from(deposits).where(eq(deposits.reference, reference)))[0]!;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const creditsOf = (userId: number) => db().select().from(transactions).where(and(eq(transactions.userId, userId), eq(transactions.causeKind, 'deposit')));
  const receiptsOf = async (trx: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.key, `deposit-credited:${trx}`))).length;
  const reverifyEvents = (id: number) =>
    db().select().from(auditEvents).where(and(eq(auditEvents.action, 'deposit.reverify'), eq(auditEvents.targetId, String(id)))).orderBy(auditEvents.id);

  /** A customer's Paystack top-up, paid at the sandbox checkout while the gateway's webhooks are lost. */
  async function paidButUnsettled(token: string, amount = 5000, lost: { restore?: () => void } = {}) {
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount } }));
    const restore = swapGateway('paystack', (real) => ({ ...real, parseWebhook: () => null })); // the webhook never lands
    try {
      await fetch(redirect_url);
      const res = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(res.status).toBe(303);
      await new Promise((r) => setTimeout(r, 50)); // the sandbox's first delivery is refused (401)
    } finally {
      if (lost.restore === undefined) restore();
      else lost.restore = restore; // the caller lets the webhook's retries land when it is done
    }
    const d = await depositOf(reference);
    expect(d.status).toBe('Pending');
    return d;
  }
  function swapGateway(code: MethodCode, make: (real: Gateway) => Gateway) {
    const gateways = app.payments.gateways;
    const real = gateways.get(code)!;
    gateways.set(code, make(real));
    return () => gateways.set(code, real);
  }

  it('lists every customer\'s deposits 15 a page, newest first, with filters (status, gateway, Lagos days, customer by id / account / e-mail, reference) and the totals of the filtered set', async () => {
    const finance = await staffSession(app, clock, ['finance']);
    const a = await signedIn(app);
    const b = await signedIn(app);
    const [accountA] = await db().select({ n: users.accountNumber }).from(users).where(eq(users.id, a.user.id));
    // 17 deposits of A from 2031-01-01 (one a Lagos day apart, at 23:30 Lagos = 22:30 UTC), and 2 of B.
    const rows = Array.from({ length: 17 }, (_, i) => ({
      userId: a.user.id,
      trx: `TXSTAFFA${kind[0]}${String(i).padStart(3, '0')}`,
      reference: `DEP-2031-A${kind[0]}${i}`,
      methodCode: i % 3 === 0 ? 'flutterwave' : 'paystack',
      amount: 100_000 * (i + 1),
      charge: 1_000,
      status: (i % 4 === 0 ? 'Success' : i % 4 === 1 ? 'Failed' : 'Pending') as 'Success' | 'Failed' | 'Pending',
      createdAt: new Date(Date.UTC(2031, 0, 1 + i, 22, 30)),
    }));
    await db().insert(deposits).values(rows);
    await db().insert(deposits).values([
      { userId: b.user.id, trx: `TXSTAFFB${kind[0]}1`, reference: `DEP-2031-B${kind[0]}1`, methodCode: 'paystack', amount: 50_000, charge: 750, status: 'Success', createdAt: new Date(Date.UTC(2031, 0, 2, 9)) },
      { userId: b.user.id, trx: `TXSTAFFB${kind[0]}2`, reference: `DEP-2031-B${kind[0]}2`, methodCode: 'paystack', amount: 70_000, charge: 1_050, status: 'Pending', createdAt: new Date(Date.UTC(2031, 0, 3, 9)) },
    ]);
    const list = (query: Record<string, unknown>) => dataOfList(injectOp(app, 'listStaffDeposits', { token: finance.token, query }));
    async function dataOfList(p: ReturnType<typeof injectOp>) {
      const res = await p;
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number; reference: string; status: string; method_code: string; amount: string; customer: { id: number; account_number: string } }[]; total: number; page: number; per_page: number; totals: Record<string, unknown> };
    }

    const first = await list({ customer: a.body.email.toUpperCase() });
    expect(first.total).toBe(17);
    expect(first.per_page).toBe(15);
    expect(first.data).toHaveLength(15);
    expect(first.data[0]).toMatchObject({ reference: `DEP-2031-A${kind[0]}16`, amount: '17000.00', customer: { id: a.user.id, account_number: accountA!.n } });
    // Sum of 1..17 × ₦1,000 = ₦153,000; charges 17 × ₦10; credited: i = 0, 4, 8, 12, 16 → (1+5+9+13+17) × ₦1,000.
    expect(first.totals).toEqual({ count: 17, amount: '153000.00', charge: '170.00', total: '153170.00', credited: '45000.00' });
    const second = await list({ customer: a.body.email, page: 2 });
    expect(second.data.map((d) => d.reference)).toEqual([`DEP-2031-A${kind[0]}1`, `DEP-2031-A${kind[0]}0`]);
    expect(second.totals).toEqual(first.totals); // the totals are the filtered set's, not the page's
    expect((await list({ customer: String(a.user.id) })).total).toBe(17);
    expect((await list({ customer: accountA!.n })).total).toBe(17);

    const pending = await list({ customer: a.body.email, status: 'Pending' });
    expect(pending.total).toBe(8);
    expect(pending.data.every((d) => d.status === 'Pending')).toBe(true);
    const flw = await list({ customer: a.body.email, gateway: 'flutterwave' });
    expect(flw.total).toBe(6);
    expect(flw.data.every((d) => d.method_code === 'flutterwave')).toBe(true);
    // Lagos days: the deposit of 2031-01-03 22:30 UTC is 23:30 on the 3rd in Lagos; 2031-01-04 00:30 Lagos is the next.
    const days = await list({ customer: a.body.email, from: '2031-01-03', to: '2031-01-04' });
    expect(days.data.map((d) => d.reference).sort()).toEqual([`DEP-2031-A${kind[0]}2`, `DEP-2031-A${kind[0]}3`]);
    const both = await list({ from: '2031-01-02', to: '2031-01-03', status: 'Success' });
    expect(both.data.map((d) => d.reference)).toEqual([`DEP-2031-B${kind[0]}1`]);
    expect((await list({ reference: `DEP-2031-B${kind[0]}2` })).data.map((d) => d.customer.id)).toEqual([b.user.id]);
    expect((await list({ reference: `TXSTAFFB${kind[0]}2` })).total).toBe(1);
    expect((await list({ customer: 'nobody@example.com' })).total).toBe(0);

    const bad = await injectOp(app, 'listStaffDeposits', { token: finance.token, query: { from: '2031-01-05', to: '2031-01-04' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({ to: ['The to date must not be before the from date.'] });
  });

  it('re-verifies a pending deposit paid at the gateway: credited once with its receipt, audited before/after; a second click is 409 and changes nothing', async () => {
    const finance = await staffSession(app, clock, ['finance']);
    const customer = await signedIn(app);
    const lost = { restore: () => {} };
    const d = await paidButUnsettled(customer.token, 5000, lost);
    const before = dataOf('getStaffDeposit', await injectOp(app, 'getStaffDeposit', { token: finance.token, params: { id: d.id } }));
    expect(before).toMatchObject({ status: 'Pending', ledger_entry: null, verifications: [], customer: { id: customer.user.id, email: customer.body.email } });

    const res = await injectOp(app, 'reverifyStaffDeposit', { token: finance.token, params: { id: d.id } }).finally(lost.restore);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The gateway confirmed the payment. The deposit is credited.');
    expect(body.data.result).toBe('credited');
    expect(body.data.deposit).toMatchObject({ status: 'Success', paid_by_card: true, ledger_entry: { trx: d.trx, amount: '5000.00', post_balance: '5000.00' } });
    expect(body.data.deposit.verifications).toMatchObject([{ result: 'credited', before: 'Pending', after: 'Success' }]);
    expect(await balanceOf(customer.user.id)).toBe(500_000);

    const again = await injectOp(app, 'reverifyStaffDeposit', { token: finance.token, params: { id: d.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: notPendingMessage('Success') });
    await app.sandboxIdle!(); // the lost webhook's retry lands now: settled before, nothing more
    expect(await creditsOf(customer.user.id)).toHaveLength(1);
    expect(await receiptsOf(d.trx)).toBe(1);
    const events = await reverifyEvents(d.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'staff', actorId: String(finance.id), targetKind: 'deposit' });
    expect(events[0]!.details).toMatchObject({ user_id: customer.user.id, result: 'credited', before: { status: 'Pending' }, after: { status: 'Success' } });
    expect(JSON.stringify(events[0]!.details)).not.toContain(customer.body.email);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a declined (Failed) deposit is 409, an unknown one 404; the gateway down is a 502 that leaves it Pending (attempt recorded), and the next try credits it', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const customer = await signedIn(app);
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: customer.token, body: { method_code: 'flutterwave', amount: 1000 } }));
    await fetch(`${redirect_url}/decline`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    await app.sandboxIdle!();
    const failed = await depositOf(reference);
    expect(failed.status).toBe('Failed');
    const refused = await injectOp(app, 'reverifyStaffDeposit', { token: admin.token, params: { id: failed.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This deposit is already Failed. Only a pending deposit can be re-verified.');
    expect(await reverifyEvents(failed.id)).toEqual([]);
    expect((await injectOp(app, 'reverifyStaffDeposit', { token: admin.token, params: { id: 2_000_000_000 } })).statusCode).toBe(404);
    expect((await injectOp(app, 'getStaffDeposit', { token: admin.token, params: { id: 2_000_000_000 } })).statusCode).toBe(404);

    const lost = { restore: () => {} };
    const d = await paidButUnsettled(customer.token, 2000, lost);
    const restore = swapGateway('paystack', (real) => ({
      ...real,
      verify: async () => {
        throw new GatewayUnavailable('Paystack', 'verify answered 503');
      },
    }));
    let down;
    try {
      down = await injectOp(app, 'reverifyStaffDeposit', { token: admin.token, params: { id: d.id } });
    } finally {
      restore();
    }
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ code: 502, message: gatewayDownMessage('Paystack') });
    const still = await depositOf(d.reference);
    expect(still.status).toBe('Pending');
    expect(still.checkedAt).not.toBeNull();
    expect(await balanceOf(customer.user.id)).toBe(0);
    expect((await reverifyEvents(d.id)).map((e) => (e.details as { result: string }).result)).toEqual(['unavailable']);

    const up = dataOf('reverifyStaffDeposit', await injectOp(app, 'reverifyStaffDeposit', { token: admin.token, params: { id: d.id } }).finally(lost.restore));
    expect(up.result).toBe('credited');
    expect(up.deposit.verifications.map((v) => v.result)).toEqual(['credited', 'unavailable']);
    expect(await balanceOf(customer.user.id)).toBe(200_000);
    await app.sandboxIdle!();
    expect(await creditsOf(customer.user.id)).toHaveLength(1);
  });

  it.runIf(kind === 'postgresql')(
    'npm run ops -- deposits:recheck --reference is the same call: credits the pending deposit once (audited as the operator), then exits 1 on it as not pending',
    async () => {
      const customer = await signedIn(app);
      const lost = { restore: () => {} };
      const d = await paidButUnsettled(customer.token, 3000, lost);
      const env = { DATABASE_URL: (app.ctx.database as { url?: string }).url!, PUBLIC_URL: app.ctx.config.publicUrl };
      const run = await runOps(['deposits:recheck', '--reference', d.reference, '--as', 'ada.ops'], env).finally(lost.restore);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`deposits:recheck: ${d.reference}: credited`);
      expect(run.code).toBe(0);
      expect(await balanceOf(customer.user.id)).toBe(300_000);
      const [event] = await reverifyEvents(d.id);
      expect(event).toMatchObject({ actorKind: 'operator', actorLabel: 'ada.ops', details: expect.objectContaining({ result: 'credited', after: { status: 'Success' } }) });
      const again = await runOps(['deposits:recheck', '--reference', d.reference], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(notPendingMessage('Success'));
      await app.sandboxIdle!();
      expect(await creditsOf(customer.user.id)).toHaveLength(1);
    },
    60_000,
  );

  it.runIf(kind === 'postgresql')(
    'the re-verify clicked 10 times races 20 success webhooks: exactly one credit and one receipt',
    async () => {
      const finance = await staffSession(app, clock, ['finance']);
      const customer = await signedIn(app);
      const d = await paidButUnsettled(customer.token, 5000);
      const payload = JSON.stringify({ event: 'charge.success', data: { reference: d.reference, status: 'success', amount: 507_500, currency: 'NGN' } });
      const signature = paystackSignature(app.ctx.config.paystack.secretKey!, payload);
      const webhooks = Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload }),
      );
      const clicks = Array.from({ length: 10 }, () => injectOp(app, 'reverifyStaffDeposit', { token: finance.token, params: { id: d.id } }));
      const [hooks, answers] = await Promise.all([Promise.all(webhooks), Promise.all(clicks)]);
      expect(hooks.map((h) => h.statusCode)).toEqual(Array(20).fill(200));
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      const credited = answers.filter((a) => a.statusCode === 200 && a.json().data.result === 'credited');
      expect(credited.length).toBeLessThanOrEqual(1);
      await app.sandboxIdle!();
      expect(await creditsOf(customer.user.id)).toHaveLength(1);
      expect(await balanceOf(customer.user.id)).toBe(500_000);
      expect(await receiptsOf(d.trx)).toBe(1);
      const results = (await reverifyEvents(d.id)).map((e) => (e.details as { result: string }).result);
      expect(results.filter((r) => r === 'credited').length).toBe(credited.length);
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );
});
