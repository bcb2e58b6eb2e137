import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deposits, hubCharges, moneyBacks, transactions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { dataOf, injectOp, postgresReachable, signedIn, TEST_PASSWORD } from '#server/testing/test-support.js';
import { listeningAppForSuite, paystackWebhook, RACE_ENV, testCredit } from '#server/testing/scenes.js';

/**
 * Closing an account while money moves (ADR 054), on PostgreSQL (PGlite serialises everything). The closure takes the
 * customer's wallet lock first, like every money movement, so a hub charge or a top-up credit is wholly before it (the
 * closure then sees its balance) or wholly after it: a hub charge after it finds the card frozen (409), and a top-up
 * credit after it stays recorded on the closed account's balance under the pseudonym (the decision of ADR 054), never
 * lost. Money is exact whatever the order.
 */
describe.runIf(await postgresReachable())('closing an account while money moves, on postgresql', () => {
  let app: FastifyInstance;
  listeningAppForSuite('postgresql', RACE_ENV, {}, (made) => (app = made));
  const db = () => app.ctx.database.db;
  const webhook = (reference: string) => paystackWebhook(app, reference);

  async function race(choice: 'give_up' | 'pay_back') {
      {
        const c = await signedIn(app);
        const id = c.user.id;
        const card = `CLR${choice === 'give_up' ? 'G' : 'P'}${Date.now().toString(36).toUpperCase()}`.slice(0, 16);
        await addCards(db(), [card], new Date(), systemContext('test'));
        await linkCard(db(), id, card, new Date());
        await testCredit(db(), id, 20_000);
        const hub = await findHub(db(), 'UNIPORT Choba Hub');
        const { key } = await issueHubKey(db(), hub!.id, systemContext('test'));
        const { reference, redirect_url } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: c.token, body: { method_code: 'paystack', amount: 5000 } }));

        const calls: { kind: string; res: Promise<LightMyRequestResponse> }[] = [];
        for (let i = 0; i < 6; i++) calls.push({ kind: 'charge', res: injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W3', cycle_id: `clr-${id}-${i}`, amount: 5 } }) });
        // The checkout is paid during the burst (the sandbox then sends its webhook), and our own webhook too.
        const checkout = fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
        calls.push({ kind: 'settle', res: webhook(reference) });
        calls.push({
          kind: 'close',
          res: injectOp(app, 'closeAccount', {
            token: c.token,
            body: { password: TEST_PASSWORD, confirmation: 'CLOSE', balance: choice, ...(choice === 'pay_back' ? { bank_account: { account_number: '0123456789', bank_code: '058' } } : {}) },
          }),
        });
        for (let i = 6; i < 12; i++) calls.push({ kind: 'charge', res: injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W3', cycle_id: `clr-${id}-${i}`, amount: 5 } }) });
        const answers = await Promise.all(calls.map(async (x) => ({ kind: x.kind, res: await x.res })));
        expect(answers.filter((a) => a.res.statusCode >= 500).map((a) => `${a.kind} ${a.res.body}`)).toEqual([]);
        expect((await checkout).status).toBe(303);
        await app.sandboxIdle!();
        await injectOp(app, 'getPaymentOutcome', { token: c.token, query: { reference } }).catch(() => undefined);
        const close = answers.find((a) => a.kind === 'close')!.res;
        expect(close.statusCode, close.body).toBe(200);
        for (const a of answers.filter((x) => x.kind === 'charge')) expect([201, 402, 409]).toContain(a.res.statusCode);
        for (const a of answers.filter((x) => x.kind === 'charge' && x.res.statusCode === 409)) expect(a.res.json().reason).toBe('card_frozen');
        // Afterwards the card is refused for good.
        const after = await injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W3', cycle_id: `clr-${id}-after`, amount: 5 } });
        expect([after.statusCode, after.json().reason]).toEqual([409, 'card_frozen']);

        // The top-up is credited exactly once, before or after the closure.
        const [dep] = await db().select().from(deposits).where(eq(deposits.reference, reference));
        expect(dep!.status).toBe('Success');
        const credits = await db().select().from(transactions).where(and(eq(transactions.causeKind, 'deposit'), eq(transactions.causeId, dep!.id)));
        expect(credits).toHaveLength(1);
        const creditAfter = credits[0]!.id > (await closureLineId(id));

        // Money exact: what came in = what the hubs took + what the closure moved + what is left.
        const charged = (await db().select().from(hubCharges).where(and(eq(hubCharges.userId, id), eq(hubCharges.status, 201)))).reduce((s, h) => s + (h.amount ?? 0), 0);
        const closed = dataOf('closeAccount', close);
        const moved = (await db().select().from(moneyBacks).where(eq(moneyBacks.userId, id))).reduce((s, m) => s + m.amount, 0);
        const balance = (await db().select().from(users).where(eq(users.id, id)))[0]!.balance;
        expect(20_000 + 500_000).toBe(charged + moved + balance);
        expect(balance).toBe(creditAfter ? 500_000 : 0);
        expect(Math.round(Number(closed.balance) * 100)).toBe(moved);
        expect(await checkLedger(db())).toEqual([]);
      }
  }

  it('a closure giving the balance up races a top-up webhook and hub charges: no 5xx, money exact, the late credit kept under the pseudonym, charges after it refused', () => race('give_up'), 120_000);
  it('a closure paying the balance back races a top-up webhook and hub charges: no 5xx, money exact, the late credit kept under the pseudonym, charges after it refused', () => race('pay_back'), 120_000);

  /** The id of the closure's own wallet line (0 when the balance was zero: no line). */
  async function closureLineId(userId: number) {
    const rows = await db().select().from(transactions).where(and(eq(transactions.userId, userId), eq(transactions.causeKind, 'money_back')));
    return rows.length ? Math.max(...rows.map((r) => r.id)) : Number.MAX_SAFE_INTEGER;
  }
});
