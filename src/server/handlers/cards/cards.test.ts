import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cardRequests, cards, ledgerAccounts, ledgerLines, ledgerSystemJournals, mailOutbox, transactions } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { advanceCardRequest } from '#server/lib/cards-hubs/card-desk.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { newCardNumbers, printedCardNumber } from '#server/lib/cards-hubs/card-numbers.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { recheckPending } from '#server/lib/payments/payments.js';
import { databaseKinds, dataOf, injectOp, signedIn, testClock } from '#server/testing/test-support.js';
import { balanceIn, listeningAppForSuite, testCredit } from '#server/testing/scenes.js';

const setUp = systemContext('test');

/**
 * Cards end to end on a listening server (the real gateway adapters talk HTTP to the sandbox on the same server):
 * reference data, Card History, Request Card paid from the balance or through a gateway (settled exactly once by the
 * return, the webhook and the re-verification job, without touching the balance), details with another customer's
 * id, linking, freezing, and the operator's fulfilment with its e-mail.
 */
const kinds = await databaseKinds();

let serial = 0;
/** A fresh inventory card number (unique per test run). */
const newCardNumber = () => `TST${Date.now().toString(36).toUpperCase()}${String(++serial).padStart(4, '0')}`.slice(0, 19);

describe.each(kinds)('cards on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();

  listeningAppForSuite(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' }, { now: clock.now }, (made) => (app = made));

  const db = () => app.ctx.database.db;
  const balanceOf = (id: number) => balanceIn(db(), id);
  const credit = (userId: number, kobo: number) => testCredit(db(), userId, kobo);
  const stock = async (...numbers: string[]) => addCards(db(), numbers, clock.now(), setUp);
  /** The system journals of a card request (cause card_request): each as its lines [account code, signed kobo]. */
  async function cardFeeJournals(requestId: number) {
    const journals = await db()
      .select({ id: ledgerSystemJournals.journalId, detail: ledgerSystemJournals.detail })
      .from(ledgerSystemJournals)
      .where(and(eq(ledgerSystemJournals.causeKind, 'card_request'), eq(ledgerSystemJournals.causeId, requestId)));
    return Promise.all(
      journals.map(async (j) => ({
        detail: j.detail,
        lines: (
          await db()
            .select({ code: ledgerAccounts.code, amount: ledgerLines.amount })
            .from(ledgerLines)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
            .where(eq(ledgerLines.journalId, j.id))
            .orderBy(ledgerLines.id)
        ).map((l) => [l.code, l.amount]),
      })),
    );
  }
  async function press(redirectUrl: string, action: 'pay' | 'decline') {
    const res = await fetch(`${redirectUrl}/${action}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    return res.headers.get('location')!;
  }

  it('serves the seeded reference data: three locations, their service centres, the fees; unknown location 404', async () => {
    const { token } = await signedIn(app);
    const locs = dataOf('listCardLocations', await injectOp(app, 'listCardLocations', { token }));
    expect(locs.map((l) => l.name)).toEqual(['Abuja', 'Port Harcourt', 'Bournemouth']);
    const ph = locs.find((l) => l.name === 'Port Harcourt')!;
    const centers = dataOf('listServiceCenters', await injectOp(app, 'listServiceCenters', { token, params: { locationId: ph.id } }));
    expect(centers.map((c) => c.name)).toContain('UNIPORT Choba Hub');
    expect((await injectOp(app, 'listServiceCenters', { token, params: { locationId: 999 } })).statusCode).toBe(404);
    expect(dataOf('getCardFees', await injectOp(app, 'getCardFees', { token }))).toEqual({ card_fee: '2500.00', delivery_fee: '1000.00' });
    expect((await injectOp(app, 'getCardFees', {})).statusCode).toBe(401);
  });

  async function centre(token: string, name = 'UNIPORT Choba Hub') {
    const locs = dataOf('listCardLocations', await injectOp(app, 'listCardLocations', { token }));
    for (const l of locs) {
      const cs = dataOf('listServiceCenters', await injectOp(app, 'listServiceCenters', { token, params: { locationId: l.id } }));
      const c = cs.find((x) => x.name === name);
      if (c) return { location_id: l.id, service_center_id: c.id };
    }
    throw new Error(`no centre ${name}`);
  }

  it('lists the card payment methods with their totals: the balance is offered only when it covers the total', async () => {
    const { token, user } = await signedIn(app);
    const before = dataOf('listCardPaymentMethods', await injectOp(app, 'listCardPaymentMethods', { token }));
    expect(before).toEqual([
      { method_code: 'paystack', name: 'Paystack', charge: '52.50', total: '3552.50', available: true },
      { method_code: 'flutterwave', name: 'Flutterwave', charge: '45.00', total: '3545.00', available: true },
      { method_code: 'balance', name: 'Account balance', charge: '0.00', total: '3500.00', available: false },
    ]);
    await credit(user.id, 350_000);
    const after = dataOf('listCardPaymentMethods', await injectOp(app, 'listCardPaymentMethods', { token }));
    expect(after.find((m) => m.method_code === 'balance')!.available).toBe(true);
    // Top-ups never offer the balance.
    const topUp = dataOf('listPaymentMethods', await injectOp(app, 'listPaymentMethods', { token }));
    expect(topUp.map((m) => m.method_code)).toEqual(['paystack', 'flutterwave']);
  });

  it('balance payment: one exact debit "Card fee — <centre>", Success at once, redirect to the details page; Card History shows it', async () => {
    const { token, user } = await signedIn(app);
    await credit(user.id, 500_000);
    const where = await centre(token);
    const res = await injectOp(app, 'requestCard', { token, body: { ...where, gateway: 'balance' } });
    expect(res.statusCode).toBe(201);
    const created = dataOf('requestCard', res);
    expect(created.payment_status).toBe('Success');
    expect(created.reference).toMatch(/^CRD-\d{8}-[A-Z0-9]{8}$/);
    expect(created.redirect_url).toBe(`${app.ctx.config.publicUrl}/my/user/card-management/${created.id}`);
    expect(await balanceOf(user.id)).toBe(150_000);
    const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    const debit = lines.find((l) => l.trxType === '-')!;
    expect(debit).toMatchObject({ amount: 350_000, detail: 'Card fee — UNIPORT Choba Hub', remark: 'card_payment', causeKind: 'card_request', causeId: created.id, postBalance: 150_000 });
    const history = await injectOp(app, 'listCardRequests', { token });
    expect(history.json()).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(dataOf('listCardRequests', history)).toEqual([
      expect.objectContaining({ id: created.id, amount: '3500.00', payment_status: 'Success', gateway: 'Account balance', gateway_code: 'balance', reference: created.reference, location: 'Port Harcourt', service_center: 'UNIPORT Choba Hub', stage: 'paid' }),
    ]);
    const detail = dataOf('getCardRequest', await injectOp(app, 'getCardRequest', { token, params: { id: created.id } }));
    expect(detail).toMatchObject({ payment_status: 'Success', stage: 'paid', trx: debit.trx, card_fee: '2500.00', delivery_fee: '1000.00', charge: '0.00', amount: '3500.00', card_number: null });
    expect(detail.timeline.map((s) => [s.stage, s.at !== null])).toEqual([['paid', true], ['preparing', false], ['ready', false], ['delivered', false]]);
    expect(detail.timeline[2]!.label).toBe('Ready for pickup at UNIPORT Choba Hub');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a balance short of the total gets a clear 422 on gateway and nothing is created or debited', async () => {
    const { token, user } = await signedIn(app);
    await credit(user.id, 50_000);
    const res = await injectOp(app, 'requestCard', { token, body: { ...(await centre(token)), gateway: 'balance' } });
    expect(res.statusCode).toBe(422);
    const message = 'Your account balance (₦500.00) does not cover the total of ₦3,500.00. Top up or choose another provider.';
    expect(res.json()).toEqual({ code: 422, message, error: { gateway: [message] } });
    expect(await balanceOf(user.id)).toBe(50_000);
    expect(await db().select().from(cardRequests).where(eq(cardRequests.userId, user.id))).toEqual([]);
  });

  it('refuses a service centre outside the location (404), an unknown provider (422) and the spec messages for missing fields', async () => {
    const { token } = await signedIn(app);
    const ph = await centre(token);
    const abuja = await centre(token, 'University of Abuja Hub');
    const wrong = await injectOp(app, 'requestCard', { token, body: { location_id: abuja.location_id, service_center_id: ph.service_center_id, gateway: 'paystack' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('The selected service center was not found.');
    const bitcoin = await injectOp(app, 'requestCard', { token, body: { ...ph, gateway: 'bitcoin' } });
    expect(bitcoin.statusCode).toBe(422);
    expect(bitcoin.json().error).toEqual({ gateway: ['The selected provider is not available.'] });
    const empty = await injectOp(app, 'requestCard', { token, invalidBody: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toEqual({ location_id: ['Location is required'], service_center_id: ['Service center is required'], gateway: ['Provider center is required'] });
  });

  it('Paystack: redirect → Pay → return + webhook + re-verification settle it once, Success without touching the balance', async () => {
    const { token, user } = await signedIn(app);
    await credit(user.id, 1_000);
    const created = dataOf('requestCard', await injectOp(app, 'requestCard', { token, body: { ...(await centre(token)), gateway: 'paystack' } }));
    expect(created.payment_status).toBe('Pending');
    const page = await (await fetch(created.redirect_url)).text();
    expect(page).toContain('NGN 3552.50');
    const callback = await press(created.redirect_url, 'pay');
    const url = new URL(callback);
    expect(url.pathname).toBe('/payment-success');
    expect(url.searchParams.get('reference')).toBe(created.reference);
    const outcome = dataOf('getPaymentOutcome', await injectOp(app, 'getPaymentOutcome', { token, query: { reference: created.reference } }));
    expect(outcome).toMatchObject({ kind: 'card', id: created.id, status: 'Success', amount: '3500.00', charge: '52.50', total: '3552.50', balance: '10.00', method_code: 'paystack' });
    await app.sandboxIdle!();
    const services = { ...app.payments, log: app.log };
    clock.advance(2 * 60_000);
    await recheckPending(services, clock.now());
    const [row] = await db().select().from(cardRequests).where(eq(cardRequests.id, created.id));
    expect(row).toMatchObject({ status: 'Success', stage: 'paid' });
    expect(await balanceOf(user.id)).toBe(1_000);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1);
    // Booked once, with no wallet line (issue 22): card fees gain the fees, Paystack's clearing gave the total.
    expect(await cardFeeJournals(created.id)).toEqual([
      {
        detail: expect.stringMatching(/^Card fee — .+ via Paystack$/),
        lines: [
          ['card_fees', 350_000],
          ['gateway_clearing:paystack', -355_250],
          ['gateway_charges', 5_250],
        ],
      },
    ]);
    expect(await checkLedger(db())).toEqual([]);
    const detail = dataOf('getCardRequest', await injectOp(app, 'getCardRequest', { token, params: { id: created.id } }));
    expect(detail).toMatchObject({ gateway: 'Paystack', payment_status: 'Success', stage: 'paid', trx: null, amount: '3552.50' });
  });

  it('Flutterwave: Decline ends the request Failed (cancelled), the webhook alone settles a Pay, and nothing is debited', async () => {
    const { token, user } = await signedIn(app);
    const where = await centre(token);
    const declined = dataOf('requestCard', await injectOp(app, 'requestCard', { token, body: { ...where, gateway: 'flutterwave' } }));
    await press(declined.redirect_url, 'decline');
    await app.sandboxIdle!();
    expect((await db().select().from(cardRequests).where(eq(cardRequests.id, declined.id)))[0]).toMatchObject({ status: 'Failed', stage: 'cancelled' });
    const paid = dataOf('requestCard', await injectOp(app, 'requestCard', { token, body: { ...where, gateway: 'flutterwave' } }));
    await press(paid.redirect_url, 'pay');
    await app.sandboxIdle!();
    expect((await db().select().from(cardRequests).where(eq(cardRequests.id, paid.id)))[0]).toMatchObject({ status: 'Success', stage: 'paid' });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([]);
    expect(await cardFeeJournals(declined.id)).toEqual([]);
    expect((await cardFeeJournals(paid.id)).map((j) => j.lines)).toEqual([
      [
        ['card_fees', 350_000],
        ['gateway_clearing:flutterwave', -354_500],
        ['gateway_charges', 4_500],
      ],
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("another customer's card request is 404 like an unknown id, in details and in the payment outcome", async () => {
    const owner = await signedIn(app);
    await credit(owner.user.id, 350_000);
    const created = dataOf('requestCard', await injectOp(app, 'requestCard', { token: owner.token, body: { ...(await centre(owner.token)), gateway: 'balance' } }));
    const other = await signedIn(app);
    const theirs = await injectOp(app, 'getCardRequest', { token: other.token, params: { id: created.id } });
    const unknown = await injectOp(app, 'getCardRequest', { token: other.token, params: { id: 999_999 } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ code: 404, message: 'Card request not found.' });
    expect((await injectOp(app, 'getPaymentOutcome', { token: other.token, query: { reference: created.reference } })).statusCode).toBe(404);
    expect(dataOf('listCardRequests', await injectOp(app, 'listCardRequests', { token: other.token }))).toEqual([]);
  });

  it('link: unknown, linked to someone else, frozen or retired are one answer (404, same body); the caller\'s own state is told; the profile shows the active card only', async () => {
    const a = await signedIn(app);
    const b = await signedIn(app);
    const [n1, n2, n3] = [newCardNumber(), newCardNumber(), newCardNumber()];
    await stock(n1, n2, n3);
    const NOT_LINKED = { code: 404, message: 'We could not link this card. Check the number printed on the card, or contact support.' };
    const unknown = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: 'NOSUCHCARD0001' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_LINKED);
    const linked = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: n1.toLowerCase() } });
    expect(linked.statusCode).toBe(200);
    expect(dataOf('linkCard', linked)).toMatchObject({ card_number: n1, status: 'active', frozen_at: null });
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token: a.token })).card_no).toBe(n1);
    expect(dataOf('getDashboard', await injectOp(app, 'getDashboard', { token: a.token })).card_serial_no).toBe(n1);
    // Someone else's card answers exactly like a number that does not exist: a stranger learns nothing of who holds it.
    const taken = await injectOp(app, 'linkCard', { token: b.token, body: { card_number: n1 } });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual(NOT_LINKED);
    expect(taken.headers['content-length']).toBe(unknown.headers['content-length']);
    // The caller's own state is about the caller: told, whatever the number (even an unknown one).
    const second = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: n2 } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have a laundry card linked to your account.');
    expect((await injectOp(app, 'linkCard', { token: a.token, body: { card_number: 'NOSUCHCARD0001' } })).json().message).toBe(
      'You already have a laundry card linked to your account.',
    );
    // Lost card: freeze (idempotent), then link a replacement; the frozen card cannot be linked by anyone.
    const frozen = await injectOp(app, 'freezeCard', { token: a.token });
    expect(dataOf('freezeCard', frozen)).toMatchObject({ card_number: n1, status: 'frozen' });
    const again = await injectOp(app, 'freezeCard', { token: a.token });
    expect(again.statusCode).toBe(200);
    expect(dataOf('freezeCard', again).frozen_at).toBe(dataOf('freezeCard', frozen).frozen_at);
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token: a.token })).card_no).toBe('N/A');
    expect(dataOf('getCurrentCard', await injectOp(app, 'getCurrentCard', { token: a.token }))).toMatchObject({ card_number: n1, status: 'frozen' });
    const frozenLink = await injectOp(app, 'linkCard', { token: b.token, body: { card_number: n1 } });
    expect(frozenLink.statusCode).toBe(404);
    expect(frozenLink.json()).toEqual(NOT_LINKED);
    // Its holder is told why (their own card).
    const own = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: n1 } });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This card has been frozen and cannot be linked.');
    // A retired card is no different from an unknown number either.
    await db().update(cards).set({ status: 'retired' }).where(eq(cards.number, n3));
    expect((await injectOp(app, 'linkCard', { token: b.token, body: { card_number: n3 } })).json()).toEqual(NOT_LINKED);
    expect((await injectOp(app, 'linkCard', { token: a.token, body: { card_number: n2 } })).statusCode).toBe(200);
    expect(dataOf('getCurrentCard', await injectOp(app, 'getCurrentCard', { token: a.token }))).toMatchObject({ card_number: n2, status: 'active' });
    // A customer without a card: null, and nothing to freeze.
    expect(dataOf('getCurrentCard', await injectOp(app, 'getCurrentCard', { token: b.token }))).toBeNull();
    const nothing = await injectOp(app, 'freezeCard', { token: b.token });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe('You have no laundry card to freeze.');
    // A customer with an active card cannot request another.
    const more = await injectOp(app, 'requestCard', { token: a.token, body: { ...(await centre(a.token)), gateway: 'paystack' } });
    expect(more.statusCode).toBe(409);
  });

  it('new stock numbers are random with a check symbol: a mistyped one is a clear 422, the printed form (spaces, dashes, lower case) links', async () => {
    const a = await signedIn(app);
    const [fresh] = newCardNumbers(1);
    await stock(fresh!);
    // One symbol changed: the check symbol catches it before any lookup.
    const last = fresh!.at(-2)!;
    const typo = fresh!.slice(0, -2) + (last === '7' ? '8' : '7') + fresh!.at(-1);
    const mistyped = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: typo } });
    expect(mistyped.statusCode).toBe(422);
    const message = 'Check the card number: it looks mistyped.';
    expect(mistyped.json()).toEqual({ code: 422, message, error: { card_number: [message] } });
    // Two neighbours swapped are caught too (here ones that differ).
    const i = [...fresh!.slice(3, -1)].findIndex((ch, k, all) => k > 0 && ch !== all[k - 1]) + 3;
    const swapped = fresh!.slice(0, i - 1) + fresh![i] + fresh![i - 1] + fresh!.slice(i + 1);
    expect((await injectOp(app, 'linkCard', { token: a.token, body: { card_number: swapped } })).statusCode).toBe(422);
    // As printed: groups of four, any case.
    const printed = printedCardNumber(fresh!);
    expect(printed).toMatch(/^ELC( [0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const linked = await injectOp(app, 'linkCard', { token: a.token, body: { card_number: printed.toLowerCase().replaceAll(' ', '-') } });
    expect(linked.statusCode).toBe(200);
    expect(dataOf('linkCard', linked).card_number).toBe(fresh);
  });

  it('the operator moves a request forward: at "ready" a stock card is linked and one e-mail is queued in the same transaction', async () => {
    const { token, user, body } = await signedIn(app);
    await credit(user.id, 350_000);
    const created = dataOf('requestCard', await injectOp(app, 'requestCard', { token, body: { ...(await centre(token)), gateway: 'balance' } }));
    const number = newCardNumber();
    await stock(number);
    const opts = { publicUrl: app.ctx.config.publicUrl, enqueue: (tx: Parameters<typeof enqueueMail>[0], mail: Parameters<typeof enqueueMail>[1], key: string) => enqueueMail(tx, mail, { key }), cardNumber: number };
    expect((await advanceCardRequest(db(), created.id, clock.now(), opts, setUp)).stage).toBe('preparing');
    const ready = await advanceCardRequest(db(), created.id, clock.now(), opts, setUp);
    expect(ready).toMatchObject({ stage: 'ready', cardNumber: number });
    // (Every mail goes through the outbox: the customer's verification code is a row too.)
    const cardMails = async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).filter((m) => m.subject.includes('ready for pickup'));
    const mails = await cardMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(number);
    expect(mails[0]!.text).toContain('UNIPORT Choba Hub');
    const [card] = await db().select().from(cards).where(eq(cards.number, number));
    expect(card).toMatchObject({ status: 'linked', userId: user.id });
    const detail = dataOf('getCardRequest', await injectOp(app, 'getCardRequest', { token, params: { id: created.id } }));
    expect(detail).toMatchObject({ stage: 'ready', card_number: number });
    expect(detail.timeline.filter((s) => s.at).map((s) => s.stage)).toEqual(['paid', 'preparing', 'ready']);
    expect((await advanceCardRequest(db(), created.id, clock.now(), opts, setUp)).stage).toBe('delivered');
    await expect(advanceCardRequest(db(), created.id, clock.now(), opts, setUp)).rejects.toThrow('cannot move forward');
    expect(await cardMails()).toHaveLength(1);
  });

  it('ids beyond the database integer range are never a server error: not found in a path, invalid in a query or body', async () => {
    const { token } = await signedIn(app);
    const huge = 99_999_999_999;
    for (const res of [
      await injectOp(app, 'getCardRequest', { token, params: { id: huge } }),
      await injectOp(app, 'listServiceCenters', { token, params: { locationId: huge } }),
      await injectOp(app, 'getDeposit', { token, params: { id: huge } }),
    ]) {
      // A path id that cannot exist is not found, like any unknown id (plugins/errors.ts).
      expect(res.statusCode, res.body).toBe(404);
    }
    for (const res of [
      await injectOp(app, 'listHubs', { token, query: { location_id: huge } }),
      await injectOp(app, 'requestCard', { token, body: { location_id: huge, service_center_id: huge, gateway: 'balance' } }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
    }
  });

  it('a pending (unpaid) request cannot be advanced', async () => {
    const { token } = await signedIn(app);
    const created = dataOf('requestCard', await injectOp(app, 'requestCard', { token, body: { ...(await centre(token)), gateway: 'paystack' } }));
    await expect(
      advanceCardRequest(db(), created.id, clock.now(), { publicUrl: '', enqueue: async () => {} }, setUp),
    ).rejects.toThrow('awaiting_payment');
  });
});
