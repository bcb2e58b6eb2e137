import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cardRequests, commissions } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { releaseReferralCredit } from '#server/lib/ledger/referral-credit.js';
import { dataOf, injectOp, postgresReachable, signedIn } from '#server/testing/test-support.js';
import { balanceIn, listeningAppForSuite, paystackWebhook, RACE_ENV, testCredit } from '#server/testing/scenes.js';

/**
 * Every money-moving operation of the same customers at once, on PostgreSQL (PGlite serialises everything: a race
 * there proves nothing). Issue 23 item 1: concurrent card requests paid from the balance deadlocked (7 × 500 of 8).
 * The rule (lib/ledger/ledger.ts): the customer's wallet row is locked FIRST wherever money moves. Each request is then
 * paid or refused with the contract's 422, never a 5xx, and the books stay sound.
 */
describe.runIf(await postgresReachable())('money moving all at once, on postgresql', () => {
  let app: FastifyInstance;
  listeningAppForSuite('postgresql', RACE_ENV, {}, (made) => (app = made));
  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const credit = (userId: number, kobo: number) => testCredit(db(), userId, kobo);

  async function centre(token: string) {
    const locs = dataOf('listCardLocations', await injectOp(app, 'listCardLocations', { token }));
    for (const l of locs) {
      const cs = dataOf('listServiceCenters', await injectOp(app, 'listServiceCenters', { token, params: { locationId: l.id } }));
      const c = cs.find((x) => x.name === 'UNIPORT Choba Hub');
      if (c) return { location_id: l.id, service_center_id: c.id };
    }
    throw new Error('no UNIPORT Choba Hub');
  }
  /** A Paystack top-up of NGN 5,000 started (its checkout is paid during the burst, and the sandbox's webhook follows). */
  async function topUp(token: string) {
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount: 5000 } }));
    return { token, reference, pay: () => fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }) };
  }
  const webhook = (reference: string) => paystackWebhook(app, reference);

  it(
    'card requests from the balance, hub charges, top-up settlements and their commissions of the same customers: no 5xx, each paid or refused, books sound',
    async () => {
      // The referrer holds a linked card charged at a hub while commissions of two referees' top-ups credit them.
      const referrer = await signedIn(app);
      const payers = [await signedIn(app, { referral_code: referrer.user.referral_code }), await signedIn(app, { referral_code: referrer.user.referral_code })];
      const card = `RACE${Date.now().toString(36).toUpperCase()}`.slice(0, 19);
      await addCards(db(), [card], new Date(), systemContext('test'));
      await linkCard(db(), referrer.user.id, card, new Date());
      await credit(referrer.user.id, 20_000); // NGN 200: 40 charges of NGN 5 ask for more than it has at first
      for (const p of payers) await credit(p.user.id, 1_000_000); // NGN 10,000: two card fees of NGN 3,500 each, not eight
      const hub = await findHub(db(), 'UNIPORT Choba Hub');
      const { key } = await issueHubKey(db(), hub!.id, systemContext('test'));
      const where = await centre(payers[0]!.token);
      const references = [];
      for (const p of payers) for (let i = 0; i < 3; i++) references.push(await topUp(p.token));
      for (let i = 0; i < 2; i++) references.push(await topUp(referrer.token));

      const calls: { kind: string; who?: number; res: Promise<LightMyRequestResponse> }[] = [];
      for (let i = 0; i < 8; i++) {
        for (const p of payers) calls.push({ kind: 'card', who: p.user.id, res: injectOp(app, 'requestCard', { token: p.token, body: { ...where, gateway: 'balance' } }) });
        calls.push({ kind: 'charge', res: injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W3', cycle_id: `race-${i}-a`, amount: 5 } }) });
      }
      // Each checkout paid (the sandbox then sends its webhook), plus our own webhook and the browser's return.
      const checkouts = references.map((r) => r.pay());
      for (const { token, reference } of references) {
        calls.push({ kind: 'settle', res: webhook(reference) });
        calls.push({ kind: 'settle', res: injectOp(app, 'getPaymentOutcome', { token, query: { reference } }) });
      }
      for (let i = 0; i < 32; i++) {
        calls.push({ kind: 'charge', res: injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W3', cycle_id: `race-${i}-b`, amount: 5 } }) });
      }
      // The referral credit's release job (ADR 071) runs meanwhile, as several instances would: the card fees paid from
      // the balance are laundry spending that earns held commissions.
      const releases = Array.from({ length: 6 }, () => releaseReferralCredit(db(), new Date(Date.now() + 2 * 86_400_000)));
      const answers = await Promise.all(calls.map(async (c) => ({ kind: c.kind, who: c.who, res: await c.res })));
      await Promise.all(releases);
      for (const c of await Promise.all(checkouts)) expect(c.status).toBe(303);

      const failures = answers.filter((a) => a.res.statusCode >= 500).map((a) => `${a.kind} ${a.res.statusCode} ${a.res.body}`);
      expect(failures).toEqual([]);
      for (const a of answers.filter((x) => x.kind === 'card')) {
        expect([201, 422]).toContain(a.res.statusCode);
        if (a.res.statusCode === 422) expect(a.res.json().error.gateway[0]).toMatch(/^Your account balance \(₦[\d,.]+\) does not cover the total of ₦3,500\.00\./);
      }
      for (const a of answers.filter((x) => x.kind === 'charge')) expect([201, 402]).toContain(a.res.statusCode);
      for (const a of answers.filter((x) => x.kind === 'settle')) expect(a.res.statusCode).toBe(200);

      // Every top-up credited once, each referee's three paying the referrer 5 % (NGN 250) each.
      await app.sandboxIdle!();
      for (const { token, reference } of references) {
        expect(dataOf('getPaymentOutcome', await injectOp(app, 'getPaymentOutcome', { token, query: { reference } })).status).toBe('Success');
      }
      for (const p of payers) {
        const paid = answers.filter((a) => a.kind === 'card' && a.who === p.user.id && a.res.statusCode === 201).length;
        expect(paid).toBeGreaterThanOrEqual(2); // NGN 10,000 covers two at least, whatever came first
        expect(await db().select().from(cardRequests).where(eq(cardRequests.userId, p.user.id))).toHaveLength(paid);
        expect(await balanceOf(p.user.id)).toBe(1_000_000 + 3 * 500_000 - paid * 350_000);
      }
      const charged = answers.filter((a) => a.kind === 'charge' && a.res.statusCode === 201).length;
      // Six commissions of NGN 250, held at settlement; earned only as far as each payer's card fees (5 %) cover them.
      await releaseReferralCredit(db(), new Date(Date.now() + 2 * 86_400_000));
      const held = await db().select().from(commissions).where(eq(commissions.userId, referrer.user.id));
      expect(held.map((c) => c.amount)).toEqual(Array(6).fill(25_000));
      let earned = 0;
      for (const p of payers) {
        const paid = answers.filter((a) => a.kind === 'card' && a.who === p.user.id && a.res.statusCode === 201).length;
        const mine = held.filter((c) => c.fromUserId === p.user.id && c.status === 'earned');
        expect(mine).toHaveLength(Math.min(3, Math.floor((paid * 350_000 * 5) / 100 / 25_000)));
        earned += mine.reduce((sum, c) => sum + c.earned!, 0);
      }
      expect(await balanceOf(referrer.user.id)).toBe(20_000 + 2 * 500_000 + earned - charged * 500);
      expect(await checkLedger(db())).toEqual([]);
    },
    120_000,
  );
});
