import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, deposits, hubCharges, machines, moneyBacks, transactions, users } from '#server/db/schema.js';
import { closeAccount } from '#server/lib/privacy/account-closure.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { creditDeposit } from '#server/lib/payments/deposits.js';
import type { Gateway } from '#server/lib/payments/gateways.js';
import { chargeCard } from '#server/lib/cards-hubs/hub-charges.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import type { HubPrincipal } from '#server/lib/identity/principal.js';
import { checkLedger, lockWallet, newTrx, trialBalance } from '#server/lib/ledger/ledger.js';
import { requestRefund, reverseHubCharge } from '#server/lib/money-back/money-back.js';
import { finishRefund } from '#server/lib/money-back/refund-outcome.js';
import { percentOf } from '#server/lib/platform/money.js';
import { balanceSplit, releaseFor, releaseReferralCredit, SPENT_AFTER_MS } from '#server/lib/ledger/referral-credit.js';
import { moneyBackServicesOf } from '#server/lib/cards-hubs/reversals.js';
import { databaseKinds, registered, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * The invariant of docs/decisions/071-referral-credit-earned-by-spending.md over random sequences: two accounts, the
 * second referred by the first, signed up, topped up (by card or without one), spending at a hub, reversed charges,
 * refunds by finance (processed or failed), the release job at any time, closures with the balance paid back. After
 * every sequence: no account had more money asked out (refunds, closure payouts) than it paid in; the referral credit
 * earned never exceeds 5 % of what the referred account spent on laundry; the books prove (ledger:check). Seeded and
 * bounded (fast-check). And the release job under concurrency on PostgreSQL.
 */
const kinds = await databaseKinds();
const ctx = systemContext('referral credit test');

describe.each(kinds)('referral credit on %s', (kind) => {
  let app: FastifyInstance;
  let hub: HubPrincipal;
  let gateway: Gateway;
  let seq = 0;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0', REFERRAL_COMMISSION_PERCENTS: '5' });
    const found = await findHub(db(), 'UNIPORT Choba Hub');
    const { id: keyId } = await issueHubKey(db(), found!.id, ctx);
    hub = { keyId, hubId: found!.id, hubName: found!.name };
    await db().insert(machines).values({ serviceCenterId: found!.id, code: 'RCP', kind: 'washer', name: 'Washer (property test)', price: 50_000, maxCharge: 5_000_000 }).onConflictDoNothing();
    gateway = app.payments.gateways.get('paystack')!;
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const mb = () => moneyBackServicesOf(app.ctx.config);

  /** A referred pair: A, and B signed up with A's referral code; each with a linked laundry card. */
  async function pair() {
    const a = await signedIn(app);
    const b = await registered(app, { referral_code: a.user.referral_code });
    const ids = [a.user.id, b.user.id] as const;
    const cardsOf: string[] = [];
    for (const id of ids) {
      const number = `RCP${kind.slice(0, 1).toUpperCase()}${process.pid}X${++seq}`.slice(0, 19);
      await addCards(db(), [number], new Date(), ctx);
      await linkCard(db(), id, number, new Date());
      cardsOf.push(number);
    }
    return { ids, cards: cardsOf };
  }

  /** A settled top-up as the settlement books it (credit, commissions held), by card (its own) or without one. */
  async function topUp(userId: number, amount: number, byCard: boolean, now: Date) {
    const charge = percentOf(amount, 150);
    await db().transaction(async (tx) => {
      await lockWallet(tx, userId);
      const [d] = await tx
        .insert(deposits)
        .values({ userId, trx: newTrx(), reference: `DEP-P-${userId}-${++seq}`, methodCode: 'paystack', amount, charge, currency: 'NGN', status: 'Success', completedAt: now, cardHash: byCard ? `card-of-${userId}` : null })
        .returning();
      await creditDeposit(tx, app.payments, d!, gateway);
    });
  }

  type Op =
    | { op: 'topUp'; who: 0 | 1; naira: number; card: boolean }
    | { op: 'spend'; who: 0 | 1; naira: number }
    | { op: 'reverse'; who: 0 | 1 }
    | { op: 'refund'; who: 0 | 1; naira: number; fails: boolean }
    | { op: 'release'; hours: number }
    | { op: 'close'; who: 0 | 1 };
  const who = fc.constantFrom(0 as const, 1 as const);
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('topUp' as const), who, naira: fc.integer({ min: 100, max: 20_000 }), card: fc.boolean() }),
    fc.record({ op: fc.constant('spend' as const), who, naira: fc.integer({ min: 50, max: 20_000 }) }),
    fc.record({ op: fc.constant('reverse' as const), who }),
    fc.record({ op: fc.constant('refund' as const), who, naira: fc.integer({ min: 50, max: 20_000 }), fails: fc.boolean() }),
    fc.record({ op: fc.constant('release' as const), hours: fc.integer({ min: 0, max: 60 }) }),
    fc.record({ op: fc.constant('close' as const), who }),
  );

  async function play(ops: Op[]) {
    const { ids, cards } = await pair();
    const closed = [false, false];
    let now = new Date(Date.now() + seq * 1000);
    for (const o of ops) {
      now = new Date(now.getTime() + 60_000);
      if ('who' in o && closed[o.who]) continue;
      const id = ids[(o as { who: 0 | 1 }).who ?? 0];
      switch (o.op) {
        case 'topUp':
          await topUp(id, o.naira * 100, o.card, now);
          break;
        case 'spend':
          await chargeCard(db(), hub, { card_number: cards[o.who]!, machine: 'RCP', cycle_id: `p-${++seq}`, amountKobo: o.naira * 100 }, now);
          break;
        case 'reverse': {
          const [charge] = await db().select().from(hubCharges).where(and(eq(hubCharges.userId, id), eq(hubCharges.status, 201))).orderBy(sql`${hubCharges.id} desc`).limit(1);
          if (charge) await reverseHubCharge(db(), ctx, { staffId: null }, { hubChargeId: charge.id, reason: 'did not run' }, mb(), now);
          break;
        }
        case 'refund': {
          const [d] = await db().select().from(deposits).where(and(eq(deposits.userId, id), eq(deposits.status, 'Success'))).orderBy(sql`${deposits.id} desc`).limit(1);
          if (!d) break;
          const made = await requestRefund(db(), ctx, { staffId: null }, { depositId: d.id, amountKobo: Math.min(o.naira * 100, d.amount), reason: 'asked' }, mb(), now).catch((err: { statusCode?: number }) => {
            if (err.statusCode === 409) return null;
            throw err;
          });
          if (made && made.row.status === 'submitting') await finishRefund(db(), ctx, made.row.id, o.fails ? 'failed' : 'processed', {}, mb(), now);
          break;
        }
        case 'release':
          now = new Date(now.getTime() + o.hours * 3600_000);
          await releaseReferralCredit(db(), now);
          break;
        case 'close':
          await closeAccount(db(), ctx, { userId: id, balance: 'pay_back', bankAccount: { accountNumber: '0123456789', bankCode: '058' }, by: { kind: 'operator', reason: 'test' } }, { publicUrl: 'http://localhost', storage: { delete: async () => {} } }, now);
          closed[o.who] = true;
          break;
      }
    }
    await releaseReferralCredit(db(), new Date(now.getTime() + SPENT_AFTER_MS + 60_000));
    return ids;
  }

  /** Money asked out of an account (refunds and closure payouts, not rejected or failed) and money paid in. */
  async function moneyOf(id: number) {
    const out = await db().select().from(moneyBacks).where(and(eq(moneyBacks.userId, id), eq(moneyBacks.direction, '-')));
    const asked = out
      .filter((r) => !['rejected', 'failed'].includes(r.status))
      .filter((r) => r.kind === 'refund' || r.reason.includes('bank transfer'))
      .reduce((s, r) => s + r.amount, 0);
    const paid = (await db().select().from(deposits).where(and(eq(deposits.userId, id), eq(deposits.status, 'Success')))).reduce((s, d) => s + d.amount, 0);
    return { asked, paid };
  }

  it('no sequence of sign-ups, top-ups, hub spending, reversals, refunds, releases and closures pays a pair more money than it paid in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const [a, b] = await play(ops);
        for (const id of [a, b]) {
          const { asked, paid } = await moneyOf(id);
          expect(asked).toBeLessThanOrEqual(paid);
        }
        // Referral credit is earned only by laundry spending: at most 5 % of what B spent (charges and card fees).
        const [spent] = await db()
          .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
          .from(transactions)
          .where(and(eq(transactions.userId, b), eq(transactions.trxType, '-'), inArray(transactions.causeKind, ['hub_charge', 'card_request'])));
        const earned = (await db().select().from(commissions).where(eq(commissions.fromUserId, b))).reduce((s, c) => s + (c.earned ?? 0), 0);
        expect(earned).toBeLessThanOrEqual(percentOf(Number(spent!.total), 500));
        // The split of a wallet is its balance, never negative.
        for (const id of [a, b]) {
          const split = await balanceSplit(db(), id);
          const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, id));
          expect(split.balance).toBe(row!.balance);
          expect(split.credit).toBeGreaterThanOrEqual(0);
          expect(split.cash).toBeGreaterThanOrEqual(0);
        }
        // The books: referral_held holds exactly the commissions still held (trial balance).
        const heldAccount = (await trialBalance(db())).find((a) => a.code === 'referral_held')?.balance ?? 0;
        const stillHeld = (await db().select().from(commissions).where(eq(commissions.status, 'held'))).reduce((sum, c) => sum + c.amount, 0);
        expect(heldAccount).toBe(stillHeld);
        expect(await checkLedger(db())).toEqual([]);
      }),
      { numRuns: kind === 'pglite' ? 30 : 20, seed: 37_071, endOnFailure: true },
    );
  }, 300_000);

  it('the three attack paths as sequences: a cardless referrer, a refunded referred top-up, a closure', async () => {
    for (const ops of [
      [{ op: 'topUp', who: 1, naira: 10_000, card: true }, { op: 'spend', who: 1, naira: 10_000 }, { op: 'release', hours: 30 }, { op: 'close', who: 0 }],
      [{ op: 'topUp', who: 1, naira: 10_000, card: true }, { op: 'refund', who: 1, naira: 10_000, fails: false }, { op: 'release', hours: 30 }, { op: 'spend', who: 0, naira: 500 }],
      [{ op: 'topUp', who: 0, naira: 1_000, card: true }, { op: 'topUp', who: 1, naira: 10_000, card: false }, { op: 'spend', who: 1, naira: 10_000 }, { op: 'release', hours: 30 }, { op: 'spend', who: 0, naira: 1_000 }, { op: 'refund', who: 0, naira: 150, fails: false }, { op: 'close', who: 0 }],
    ] satisfies Op[][]) {
      const [a] = await play(ops);
      const { asked, paid } = await moneyOf(a!);
      expect(asked).toBeLessThanOrEqual(paid);
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  it.runIf(kind === 'postgresql')('the release job on several instances at once: every commission earned once, its journals once', async () => {
    const referred: number[] = [];
    const { ids } = await pair();
    referred.push(ids[1]);
    for (let i = 0; i < 4; i++) {
      const b = await registered(app, { referral_code: (await db().select({ code: users.referralCode }).from(users).where(eq(users.id, ids[0])))[0]!.code });
      referred.push(b.user.id);
    }
    const before = new Date();
    for (const b of referred) {
      await topUp(b, 1_000_000, true, before);
      // The whole top-up spent on laundry.
      await db().transaction(async (tx) => {
        await lockWallet(tx, b);
        await tx.execute(sql`select ledger_post(${b}::int, '-', 1000000::bigint, ${newTrx()}::text, 'Wash'::text, 'hub_charge'::text, 'hub_charge'::text, null::int, 0::bigint, ${`hub_revenue:${hub.hubId}`}::text)`);
      });
    }
    const now = new Date(Date.now() + 2 * SPENT_AFTER_MS); // the spending is past the reversal window by then
    const runs = await Promise.all([
      ...Array.from({ length: 6 }, () => releaseReferralCredit(db(), now)),
      ...referred.map((b) => releaseFor(db(), b, now)),
    ]);
    const earned = runs.reduce((s, r) => s + r.earned, 0);
    expect(earned).toBe(referred.length);
    const rows = await db().select().from(commissions).where(eq(commissions.userId, ids[0]));
    expect(rows.map((r) => [r.status, r.earned])).toEqual(referred.map(() => ['earned', 50_000]));
    expect((await db().select({ b: users.balance }).from(users).where(eq(users.id, ids[0])))[0]!.b).toBe(referred.length * 50_000);
    expect(await checkLedger(db())).toEqual([]);
  });
});
