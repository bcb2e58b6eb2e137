import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, deposits, machines, moneyBacks, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { releaseReferralCredit } from '#server/lib/ledger/referral-credit.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, freePort, injectOp, signedIn, TEST_PASSWORD, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Issue 37 part 4 (docs/decisions/071-referral-credit-earned-by-spending.md): the three ways referral credit was still
 * farmable, end to end through the API on a listening server whose Paystack adapter talks to the sandbox — sign-up with
 * a referral code, a sandbox card top-up, hub charges, a refund by finance through the sandbox, the closure. A person
 * behind two accounts never gets more money out than they paid in. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('referral credit cannot be farmed on %s', (kind) => {
  let app: FastifyInstance;
  let finance: StaffSession | undefined;
  let hubKey: string;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await testApp(
      kind,
      { PUBLIC_URL: base, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0', BUDGET_GATEWAY: '1000/100000' },
      { now: clock.now },
    );
    await app.listen({ port, host: '127.0.0.1' });
    const hub = await findHub(db(), 'UNIPORT Choba Hub');
    hubKey = (await issueHubKey(db(), hub!.id, systemContext('test'))).key;
    await db().insert(machines).values({ serviceCenterId: hub!.id, code: 'RC1', kind: 'washer', name: 'Washer (big loads)', price: 50_000, maxCharge: 2_000_000 }).onConflictDoNothing();
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.ctx.database.db;
  const fin = async () => (finance ??= await staffSession(app, clock, ['finance']));
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  type Who = Awaited<ReturnType<typeof signedIn>>;
  const join = (referrer?: Who) => signedIn(app, referrer ? { referral_code: referrer.user.referral_code } : {});
  let cards = 0;
  /** A laundry card linked to the customer. */
  async function withCard(who: Who) {
    const number = `RC${kind.slice(0, 2).toUpperCase()}${Date.now().toString(36).toUpperCase()}${++cards}`.slice(0, 19);
    await addCards(db(), [number], clock.now(), systemContext('test'));
    await linkCard(db(), who.user.id, number, clock.now());
    return number;
  }
  /** A Paystack top-up of `naira` paid at the sandbox's checkout with the payer's own card. */
  async function topUp(who: Who, naira: number) {
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: who.token, body: { method_code: 'paystack', amount: naira } }));
    const res = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    await app.sandboxIdle!();
    const [d] = await db().select().from(deposits).where(eq(deposits.reference, reference));
    expect(d!.status).toBe('Success');
    return d!;
  }
  let cycle = 0;
  async function spend(card: string, naira: number) {
    const res = await injectOp(app, 'chargeCard', { token: hubKey, body: { card_number: card, machine: 'RC1', cycle_id: `rc-${kind}-${++cycle}`, amount: naira } });
    expect(res.statusCode).toBe(201);
  }
  const log = async (who: Who) => dataOf('listCommissions', await injectOp(app, 'listCommissions', { token: who.token }));
  /**
   * The release job's run as it would be a day and a bit from now (past the hubs' reversal window); the app's clock
   * stays, so sessions stay valid.
   */
  const dayLater = () => releaseReferralCredit(db(), new Date(clock.now().getTime() + DAY + 60_000));
  const close = (who: Who, body: Record<string, unknown>) =>
    injectOp(app, 'closeAccount', { token: who.token, body: { password: TEST_PASSWORD, confirmation: 'CLOSE', ...body } as never });
  /** Money asked to go out of an account: refunds and payouts not rejected or failed. */
  async function moneyOut(userId: number) {
    const rows = await db().select().from(moneyBacks).where(and(eq(moneyBacks.userId, userId), eq(moneyBacks.direction, '-')));
    return rows
      .filter((r) => !['rejected', 'failed'].includes(r.status))
      .filter((r) => r.kind === 'refund' || (r.kind === 'adjustment' && r.reason.includes('bank transfer')))
      .reduce((s, r) => s + r.amount, 0);
  }

  it('a referrer who never paid by card: the sock-puppet\'s ₦10,000 earns nothing until it is spent at a hub, then ₦500 of laundry credit that closure never pays out', async () => {
    const referrer = await join();
    const puppet = await join(referrer);
    const paid = await topUp(puppet, 10_000);
    // Held, not credited: nothing to spend or pay out.
    expect(await balanceOf(referrer.user.id)).toBe(0);
    expect(await log(referrer)).toEqual([expect.objectContaining({ amount: '500.00', status: 'held', earned: null })]);
    expect((await dayLater()).earned).toBe(0); // not spent yet
    const card = await withCard(puppet);
    await spend(card, 6_000);
    expect((await dayLater()).earned).toBe(0); // ₦300 of credit is all ₦6,000 of spending can earn: the ₦500 waits
    await spend(card, 4_000);
    expect((await releaseReferralCredit(db(), new Date(clock.now().getTime() + 60 * 60 * 1000))).earned).toBe(0); // spent an hour ago: reversible
    expect((await dayLater()).earned).toBe(1);
    expect(await balanceOf(referrer.user.id)).toBe(50_000);
    expect(await log(referrer)).toEqual([expect.objectContaining({ amount: '500.00', status: 'earned', earned: '500.00' })]);
    // Closure: the ₦500 is referral credit — given up, no payout request for finance, no choice to make.
    const preview = dataOf('getAccountClosure', await injectOp(app, 'getAccountClosure', { token: referrer.token }));
    expect(preview).toMatchObject({ balance: '500.00', referral_credit: '500.00', refundable_top_ups: [], to_bank_account: '0.00' });
    const closed = dataOf('closeAccount', await close(referrer, { balance: 'pay_back', bank_account: { account_number: '0123456789', bank_code: '058' } }));
    expect(closed).toMatchObject({ balance: '500.00', refunds: [], payout: null, forfeited: '500.00' });
    expect(await moneyOut(referrer.user.id)).toBe(0);
    expect(await moneyOut(puppet.user.id) + (await moneyOut(referrer.user.id))).toBeLessThanOrEqual(paid.amount + paid.charge);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a refunded referred top-up earns nothing: the held commission is void, the log says not earned', async () => {
    await fetch(`${base}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'processed' }) });
    const referrer = await join();
    const puppet = await join(referrer);
    const d = await topUp(puppet, 10_000);
    const refund = await injectOp(app, 'createStaffRefund', {
      token: (await fin()).token,
      headers: { 'idempotency-key': `rc-${kind}-${d.reference}` },
      body: { deposit_reference: d.reference, amount: 10_000, reason: 'Customer asked for the money back' },
    });
    expect(refund.statusCode).toBe(201);
    await app.sandboxIdle!();
    expect((await db().select().from(moneyBacks).where(eq(moneyBacks.reference, refund.json().data.reference)))[0]!.status).toBe('processed');
    expect((await dayLater()).voided).toBe(1);
    expect(await balanceOf(referrer.user.id)).toBe(0);
    expect(await log(referrer)).toEqual([expect.objectContaining({ amount: '500.00', status: 'not_earned', earned: null })]);
    // A later spending of other money does not bring it back.
    const more = await topUp(puppet, 1_000);
    await spend(await withCard(puppet), 1_000);
    await dayLater();
    expect((await db().select().from(commissions).where(eq(commissions.depositId, d.id)))[0]!.status).toBe('void');
    expect((await db().select().from(commissions).where(eq(commissions.depositId, more.id)))[0]!.status).toBe('earned');
    expect(await balanceOf(referrer.user.id)).toBe(5_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a closure pays back only money: referral credit is never in a payout, and finance reads so on every request', async () => {
    const referrer = await join();
    const puppet = await join(referrer);
    const own = await topUp(referrer, 2_000);
    await topUp(puppet, 10_000);
    const puppetCard = await withCard(puppet);
    await spend(puppetCard, 10_000);
    await dayLater();
    expect(await balanceOf(referrer.user.id)).toBe(250_000);
    // A refund cannot take the referral credit either.
    const mine = await withCard(referrer);
    await spend(mine, 2_000); // laundry spends the credit first: ₦500 credit + ₦1,500 cash
    const tooMuch = await injectOp(app, 'createStaffRefund', {
      token: (await fin()).token,
      headers: { 'idempotency-key': `rc-${kind}-over-${own.reference}` },
      body: { deposit_reference: own.reference, amount: 600, reason: 'Customer asked' },
    });
    expect(tooMuch.statusCode).toBe(409);
    await topUp(referrer, 3_000);
    await topUp(puppet, 10_000);
    await spend(puppetCard, 10_000);
    await dayLater(); // a second ₦500 earned: balance ₦4,000 = ₦3,500 cash + ₦500 credit
    expect(await balanceOf(referrer.user.id)).toBe(400_000);
    const closed = dataOf('closeAccount', await close(referrer, { balance: 'pay_back', bank_account: { account_number: '0123456789', bank_code: '058' } }));
    expect(closed.refunds.map((r) => r.amount)).toEqual(['3000.00', '500.00']);
    expect(closed.payout).toBeNull();
    expect(closed.forfeited).toBe('500.00');
    // What finance approves says it: the refund request's reason names the referral credit kept back.
    const list = dataOf('listStaffMoneyBacks', await injectOp(app, 'listStaffMoneyBacks', { token: (await fin()).token, query: { status: 'awaiting_approval' } }));
    const request = list.find((r) => r.reference === closed.refunds[0]!.reference)!;
    expect(request.reason).toMatch(/Referral credit ₦500\.00 of the balance was kept back, not paid out \(ADJ-/);
    expect(await moneyOut(referrer.user.id)).toBe(350_000); // paid in ₦5,000 (and ₦75 of charges)
    expect(await checkLedger(db())).toEqual([]);
  });
});
