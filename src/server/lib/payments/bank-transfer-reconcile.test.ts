import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deposits } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { reconcileDay } from '#server/lib/payments/reconcile.js';
import { databaseKinds, dataOf, injectOp, signedIn, testClock } from '#server/testing/test-support.js';
import { listeningAppForSuite } from '#server/testing/scenes.js';

/**
 * The daily reconciliation (ADR 053) of top-ups by bank transfer (ADR 056, ADR 061): a transfer credited as a deposit
 * is asked about at its gateway like any top-up — Paystack by the transfer's reference, Flutterwave by its transaction
 * id (`GET /v3/transactions/:id/verify`: the deposit's reference FLW-TX-<id> is ours, the transfer's tx_ref is the
 * account's) — and agrees when the gateway does; an amount or a status apart is the right mismatch.
 */
const kinds = await databaseKinds();

describe.each(kinds.flatMap((kind) => (['paystack', 'flutterwave'] as const).map((gw) => [kind, gw] as const)))('reconciling bank transfers on %s through %s', (kind, gw) => {
  let app: FastifyInstance;
  const clock = testClock();
  listeningAppForSuite(
    kind,
    { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BANK_TRANSFER: 'on', BANK_TRANSFER_GATEWAY: gw, LOG_LEVEL: 'error' },
    { now: clock.now },
    (made) => (app = made),
  );
  const db = () => app.ctx.database.db;

  it('credited transfers agree with the gateway; an amount or a status apart is listed as such', async () => {
    const { token, user } = await signedIn(app);
    const account = dataOf('requestVirtualAccount', await injectOp(app, 'requestVirtualAccount', { token, body: gw === 'flutterwave' ? { bvn: '22212345678' } : {} }));
    expect(account.status).toBe('assigned');
    const sent: { id: number; reference: string }[] = [];
    for (const naira of [3000, 2000, 1000]) {
      const res = await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/${gw}/${account.account_number}/transfer`, payload: { amount: naira } });
      expect(res.statusCode).toBe(200);
      sent.push(res.json());
    }
    await app.sandboxIdle!();
    const rows = await db().select().from(deposits).where(eq(deposits.userId, user.id));
    expect(rows).toHaveLength(3);
    const byGatewayId = new Map(rows.map((d) => [d.gatewayId, d]));
    const [agreed, forgedAmount, chargedBack] = sent.map((t) => byGatewayId.get(String(t.id))!);
    expect(agreed).toMatchObject({ status: 'Success', channel: 'bank_transfer', methodCode: gw });

    // A deposit whose gateway id was never kept is still found (Flutterwave: by the id its reference FLW-TX-<id> carries).
    await db().update(deposits).set({ gatewayId: null }).where(eq(deposits.id, agreed!.id));
    // Our books say ₦1 more than arrived; the gateway later calls the third transfer failed (a reversal).
    await db().update(deposits).set({ amount: forgedAmount!.amount + 100 }).where(eq(deposits.id, forgedAmount!.id));
    const failed = await app.inject({ method: 'POST', url: `/sandbox/transactions/${gw}/${sent[2]!.id}/status`, payload: { status: gw === 'paystack' ? 'reversed' : 'failed' } });
    expect(failed.statusCode).toBe(200);

    const result = await reconcileDay({ db: db(), gateways: app.payments.gateways, log: app.log }, systemContext('test'), { day: lagosDay(clock.now()), trigger: 'ops' }, clock.now());
    expect(result!.run).toMatchObject({ status: 'done', unavailable: 0 });
    const mine = result!.mismatches.filter((m) => [agreed, forgedAmount, chargedBack].some((d) => d!.id === m.depositId));
    expect(mine.map((m) => [m.reference, m.kind]).sort()).toEqual(
      [
        [forgedAmount!.reference, 'amount'],
        [chargedBack!.reference, 'ours_success_theirs_failed'],
      ].sort(),
    );
    expect(mine.find((m) => m.kind === 'amount')).toMatchObject({ gateway: gw, ours: 'Success ₦2001.00 NGN', theirs: expect.stringContaining('₦2000.00') });
  });
});
