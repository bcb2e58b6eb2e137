import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deposits, ledgerLines, ledgerSystemJournals, suspenseItems, transactions } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { checkLedger, newTrx } from '#server/lib/ledger/ledger.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { newReference } from '#server/lib/payments/payments.js';
import { reconcileDay, runOf } from '#server/lib/payments/reconcile.js';
import { databaseKinds, signedIn, testClock } from '#server/testing/test-support.js';
import { listeningAppForSuite } from '#server/testing/scenes.js';

/**
 * Suspense and reconciliation against the sandbox gateways (docs/decisions/053-the-books.md): the real Paystack adapter
 * talks HTTP to the sandbox on the listening server, whose Pay sends the signed webhook.
 */
const kinds = await databaseKinds();

describe.each(kinds)('suspense and reconciliation on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();

  listeningAppForSuite(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { now: clock.now }, (made) => (app = made));

  const db = () => app.ctx.database.db;
  const depositOf = async (reference: string) => (await db().select().from(deposits).where(eq(deposits.reference, reference)))[0]!;
  const itemsOf = async (reference: string) => db().select().from(suspenseItems).where(eq(suspenseItems.reference, reference));

  /** A top-up of ₦1,000 + ₦15 in our books (status given), its checkout opened at the sandbox for `paidKobo`. */
  async function deposit(userId: number, email: string, status: 'Pending' | 'Success' | 'Failed', paidKobo = 101_500) {
    const reference = newReference('DEP', clock.now());
    await db().insert(deposits).values({ userId, trx: newTrx(), reference, methodCode: 'paystack', amount: 100_000, charge: 1_500, status, createdAt: clock.now() });
    const gateway = app.payments.gateways.get('paystack')!;
    const { redirectUrl } = await gateway.initialize({ reference, totalKobo: paidKobo, currency: 'NGN', email, callbackUrl: `${app.ctx.config.publicUrl}/payment-success` });
    return { reference, redirectUrl };
  }
  async function act(redirectUrl: string, action: 'pay' | 'decline') {
    const res = await fetch(`${redirectUrl}/${action}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    await app.sandboxIdle!();
  }
  function webhook(reference: string) {
    const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(app.ctx.config.paystack.secretKey!, payload) };
    return app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers, payload });
  }

  it('a paid amount that does not match: the top-up fails, the money goes to suspense once, however often the webhook is replayed', async () => {
    const s = await signedIn(app);
    const { reference, redirectUrl } = await deposit(s.user.id, s.body.email, 'Pending', 90_000);
    await act(redirectUrl, 'pay');
    expect(await depositOf(reference)).toMatchObject({ status: 'Failed', failureReason: 'amount mismatch (paid 90000 kobo, expected 101500)' });
    for (let i = 0; i < 3; i++) expect((await webhook(reference)).statusCode).toBe(200);
    const items = await itemsOf(reference);
    expect(items).toEqual([expect.objectContaining({ gateway: 'paystack', amount: 90_000, currency: 'NGN', status: 'open', reason: 'amount mismatch (paid 90000 kobo, expected 101500)', journalId: expect.any(Number) })]);
    // Booked gateway clearing → suspense, once; no wallet moved.
    const journals = await db().select().from(ledgerSystemJournals).where(eq(ledgerSystemJournals.causeKind, 'suspense'));
    expect(journals.filter((j) => j.causeId === items[0]!.id)).toHaveLength(1);
    const lines = await db().select({ amount: ledgerLines.amount }).from(ledgerLines).where(eq(ledgerLines.journalId, items[0]!.journalId!));
    expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-90_000, 90_000]);
    expect(await db().select().from(transactions).where(eq(transactions.userId, s.user.id))).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a success for a top-up already Failed goes to suspense (never credited by guess)', async () => {
    const s = await signedIn(app);
    const { reference, redirectUrl } = await deposit(s.user.id, s.body.email, 'Failed');
    await act(redirectUrl, 'pay');
    await webhook(reference);
    expect(await itemsOf(reference)).toEqual([expect.objectContaining({ amount: 101_500, status: 'open', reason: 'paid after the payment had failed' })]);
    expect((await depositOf(reference)).status).toBe('Failed');
    expect(await db().select().from(transactions).where(eq(transactions.userId, s.user.id))).toEqual([]);
  });

  it('reconciliation lists forged mismatches of the day and nothing for agreeing top-ups', async () => {
    const s = await signedIn(app);
    const good = await deposit(s.user.id, s.body.email, 'Success');
    await act(good.redirectUrl, 'pay');
    const declined = await deposit(s.user.id, s.body.email, 'Success'); // we say Success, the gateway says failed
    await act(declined.redirectUrl, 'decline');
    const unknown = newReference('DEP', clock.now()); // credited here, never seen by the gateway
    await db().insert(deposits).values({ userId: s.user.id, trx: newTrx(), reference: unknown, methodCode: 'paystack', amount: 100_000, charge: 1_500, status: 'Success', createdAt: clock.now() });
    const short = await deposit(s.user.id, s.body.email, 'Success', 100_000); // paid less than we credited
    await act(short.redirectUrl, 'pay');

    const day = lagosDay(clock.now());
    const result = await reconcileDay({ db: db(), gateways: app.payments.gateways, log: app.log }, systemContext('test'), { day, trigger: 'ops' }, clock.now());
    const byRef = new Map(result!.mismatches.map((m) => [m.reference, m]));
    expect(byRef.get(good.reference)).toBeUndefined();
    expect(byRef.get(declined.reference)).toMatchObject({ kind: 'ours_success_theirs_failed', gateway: 'paystack', ours: 'Success ₦1015.00 NGN' });
    expect(byRef.get(unknown)).toMatchObject({ kind: 'unknown_at_gateway' });
    expect(byRef.get(short.reference)).toMatchObject({ kind: 'amount', theirs: 'success ₦1000.00 NGN' });
    // The earlier tests' failed top-ups that the gateway calls paid: their success against our Failed.
    expect([...byRef.values()].filter((m) => m.kind === 'theirs_success_ours_failed')).toHaveLength(2);
    expect(result!.run).toMatchObject({ status: 'done', day, trigger: 'ops', mismatches: result!.mismatches.length, unavailable: 0 });
    expect((await runOf(db(), result!.run.id))!.mismatches).toHaveLength(result!.mismatches.length);
    // The job reconciles a day once, whichever instance asks.
    const job = () => reconcileDay({ db: db(), gateways: app.payments.gateways, log: app.log }, systemContext('job'), { day, trigger: 'job' }, clock.now());
    expect(await job()).not.toBeNull();
    expect(await job()).toBeNull();
  });
});
