import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { commissions, deposits, ledgerSystemJournals, serviceCenters, transactions } from '#server/db/schema.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { sandboxCardOf, sandboxSignatureOf } from '#server/plugins/sandbox/index.js';
import { databaseKinds, dataOf, injectOp, signedIn, testClock } from '#server/testing/test-support.js';
import { listeningAppForSuite, balanceIn } from '#server/testing/scenes.js';

/**
 * Issue 23 item 7, the self-referral policy (docs/decisions/040-card-fee-journals-and-self-referral.md), end to end on
 * a listening server whose real Paystack adapter talks HTTP to the sandbox: the sandbox's checkout takes a card number
 * and answers Paystack's `authorization.signature` for it (the same card, the same signature, whoever pays), or is
 * paid by bank transfer (no card). Commissions: 5 % at level 1, 2 % at level 2. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();

describe.each(kinds)('self-referral on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  listeningAppForSuite(
    kind,
    { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0', REFERRAL_COMMISSION_PERCENTS: '5,2' },
    { now: clock.now },
    (made) => (app = made),
  );

  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const commissionsTo = async (id: number) => (await db().select().from(commissions).where(eq(commissions.userId, id))).map((c) => [c.level, c.amount]);
  type Who = Awaited<ReturnType<typeof signedIn>>;
  const join = (referrer?: Who) => signedIn(app, referrer ? { referral_code: referrer.user.referral_code } : {});
  /** Pays at the sandbox's checkout: with a card number, with the payer's own card (none given), or by bank transfer. */
  async function pay(redirectUrl: string, how: { card?: string } | 'transfer' = {}) {
    const res =
      how === 'transfer'
        ? await fetch(`${redirectUrl}/transfer`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })
        : await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: how.card ? `card=${how.card}` : '' });
    expect(res.status).toBe(303);
  }
  /** A settled top-up of `naira` (Paystack by default: charge 1.5 %). */
  async function topUp(who: Who, naira: number, how: { card?: string } | 'transfer' = {}, method_code: 'paystack' | 'flutterwave' = 'paystack') {
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: who.token, body: { method_code, amount: naira } }));
    await pay(redirect_url, how);
    await app.sandboxIdle!();
    const [d] = await db().select().from(deposits).where(eq(deposits.reference, reference));
    expect(d!.status).toBe('Success');
    return d!;
  }
  const cardOf = (who: Who) => sandboxCardOf(who.body.email);

  it('an honest referral pays 5 % of the top-up: the friend pays with their own card', async () => {
    const ada = await join();
    const friend = await join(ada);
    await topUp(ada, 2000);
    await topUp(friend, 10_000);
    expect(await commissionsTo(ada.user.id)).toEqual([[1, 50_000]]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("a second account topped up with the referrer's own card earns no commission; the top-up is credited and only a keyed hash is kept", async () => {
    const ada = await join();
    const second = await join(ada);
    const mine = cardOf(ada);
    const first = await topUp(ada, 2000, { card: mine });
    const d = await topUp(second, 10_000, { card: mine });
    expect(await balanceOf(second.user.id)).toBe(1_000_000);
    expect(await commissionsTo(ada.user.id)).toEqual([]);
    expect(await balanceOf(ada.user.id)).toBe(200_000);
    // The same card gives the same stored hash, which is neither the card number nor Paystack's signature.
    expect(d.cardHash).toBe(first.cardHash);
    expect(d.cardHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(d.cardHash).not.toContain(mine.slice(-4));
    expect(d.cardHash).not.toBe(sandboxSignatureOf(mine));
    expect(await checkLedger(db())).toEqual([]);
  });

  it("Flutterwave: its card digits identify the card the same way (no commission); another card's do not", async () => {
    const ada = await join();
    const second = await join(ada);
    const friend = await join(ada);
    const first = await topUp(ada, 2000, {}, 'flutterwave');
    const d = await topUp(second, 10_000, { card: cardOf(ada) }, 'flutterwave');
    expect(d.cardHash).toBe(first.cardHash);
    expect(await commissionsTo(ada.user.id)).toEqual([]);
    await topUp(friend, 10_000, {}, 'flutterwave');
    expect(await commissionsTo(ada.user.id)).toEqual([[1, 50_000]]);
    // The same card through the other gateway is not recognised (each gateway's identifier is its own).
    expect((await topUp(ada, 2000, {}, 'paystack')).cardHash).not.toBe(first.cardHash);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('order does not help: paid before the referrer used the card, it earns once (never taken back); after, nothing more', async () => {
    const ada = await join();
    const second = await join(ada);
    const mine = cardOf(ada);
    await topUp(second, 10_000, { card: mine });
    expect(await commissionsTo(ada.user.id)).toEqual([[1, 50_000]]);
    await topUp(ada, 2000, { card: mine });
    await topUp(second, 10_000, { card: mine });
    // Even with another card: the two accounts are known to share one.
    await topUp(second, 10_000, { card: '5060990580000217499' });
    expect(await commissionsTo(ada.user.id)).toEqual([[1, 50_000]]);
    // Held, not credited (ADR 071): the commission is earned only when the second account spends the top-up at a hub.
    expect(await balanceOf(ada.user.id)).toBe(200_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a card fee paid with the card counts as using it: the laundry card bought with it, then a second account topped up with it', async () => {
    const ada = await join();
    const second = await join(ada);
    const [centre] = await db().select().from(serviceCenters).limit(1);
    const request = dataOf(
      'requestCard',
      await injectOp(app, 'requestCard', { token: ada.token, body: { location_id: centre!.locationId, service_center_id: centre!.id, gateway: 'paystack' } }),
    );
    await pay(request.redirect_url, { card: cardOf(ada) });
    await app.sandboxIdle!();
    await topUp(second, 10_000, { card: cardOf(ada) });
    expect(await commissionsTo(ada.user.id)).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("a chain A → B → C: C paying with A's card pays B (level 1) and not A (level 2)", async () => {
    const a = await join();
    const b = await join(a);
    const c = await join(b);
    await topUp(a, 2000);
    await topUp(c, 10_000, { card: cardOf(a) });
    expect(await commissionsTo(b.user.id)).toEqual([[1, 50_000]]);
    expect(await commissionsTo(a.user.id)).toEqual([]);
    // A and C are now known to share a card: C's next top-up, with C's own card, pays B again and A still nothing.
    await topUp(c, 10_000);
    expect(await commissionsTo(b.user.id)).toEqual([[1, 50_000], [1, 50_000]]);
    expect(await commissionsTo(a.user.id)).toEqual([]);
    // An honest chain pays both levels.
    const x = await join();
    const y = await join(x);
    const z = await join(y);
    await topUp(z, 10_000);
    expect(await commissionsTo(y.user.id)).toEqual([[1, 50_000]]);
    expect(await commissionsTo(x.user.id)).toEqual([[2, 20_000]]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a top-up paid by bank transfer (no card) pays commissions of at most its charge, all levels together', async () => {
    const a = await join();
    const b = await join(a);
    const c = await join(b);
    const d = await topUp(c, 10_000, 'transfer');
    expect(d.cardHash).toBeNull();
    expect(d.charge).toBe(15_000);
    // 5 % would be 500.00 and 2 % 200.00: the charge (150.00) caps them, level 1 first.
    expect(await commissionsTo(b.user.id)).toEqual([[1, 15_000]]);
    expect(await commissionsTo(a.user.id)).toEqual([]);
    expect(await balanceOf(c.user.id)).toBe(1_000_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it.runIf(kind === 'postgresql')('under concurrency: the referrer and six top-ups of a second account with the same card settle at once', async () => {
    const ada = await join();
    const second = await join(ada);
    const mine = cardOf(ada);
    // Open every checkout first, then pay them all at once (webhooks and returns race on the wallets).
    const open = async (who: Who, naira: number) =>
      dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: who.token, body: { method_code: 'paystack', amount: naira } })).redirect_url;
    const own = await open(ada, 2000);
    const seconds = await Promise.all(Array.from({ length: 6 }, () => open(second, 1000)));
    await Promise.all([pay(own, { card: mine }), ...seconds.map((url) => pay(url, { card: mine }))]);
    await app.sandboxIdle!();
    const settled = await db().select().from(deposits).where(eq(deposits.userId, second.user.id));
    expect(settled.map((d) => d.status)).toEqual(Array(6).fill('Success'));
    // Each commission was decided with both wallets locked, and is held (ADR 071: nothing on the wallet until earned).
    // Journal ids come from one sequence taken under those locks, so every commission's held journal comes BEFORE the
    // referrer's own top-up with the card: none was decided once she had used it.
    const paid = await db().select().from(commissions).where(eq(commissions.userId, ada.user.id));
    expect(paid.every((c) => c.status === 'held')).toBe(true);
    const held = paid.length
      ? await db()
          .select({ journalId: ledgerSystemJournals.journalId })
          .from(ledgerSystemJournals)
          .where(and(eq(ledgerSystemJournals.causeKind, 'commission_held'), inArray(ledgerSystemJournals.causeId, paid.map((c) => c.id))))
      : [];
    expect(held).toHaveLength(paid.length);
    const lines = await db().select({ remark: transactions.remark, journalId: transactions.journalId }).from(transactions).where(eq(transactions.userId, ada.user.id));
    expect(lines.map((l) => l.remark)).toEqual(['deposit']);
    for (const h of held) expect(h.journalId).toBeLessThan(lines[0]!.journalId);
    // Once both are settled the accounts are linked: the next top-up earns nothing.
    await topUp(second, 1000, { card: mine });
    expect((await db().select().from(commissions).where(eq(commissions.userId, ada.user.id))).length).toBe(paid.length);
    expect(await balanceOf(ada.user.id)).toBe(200_000);
    expect(await checkLedger(db())).toEqual([]);
  });
});
