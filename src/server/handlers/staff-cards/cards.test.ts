import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cards, mailOutbox, serviceCenters, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { addCards, IMPORT_LIMITS } from '#server/lib/cards-hubs/card-inventory.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { startPushService, type PushServiceStandIn } from '#server/testing/push-service.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, multipart, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Cards in the staff console (issue 24, docs/decisions/045-staff-cards.md): card requests per service centre moved
 * through their stages from the stage the member saw (a stale one 409, two at once one move), within the member's
 * scope (another centre's request 404 and never listed); the inventory's add and CSV import with a report of every
 * rejected line; freeze / unfreeze / replace keeping the balance, with no ledger line; each write audited. Both databases.
 */
const kinds = await databaseKinds();

/** A new-shape number whose check symbol is wrong (the last symbol changed). */
const mistyped = (n: string) => n.slice(0, -1) + (n.endsWith('0') ? '1' : '0');

describe.each(kinds)('staff cards on %s', (kind) => {
  let app: FastifyInstance;
  let push: PushServiceStandIn;
  const clock = testClock();
  const setUp = systemContext('test');
  beforeAll(async () => {
    // A push service stand-in: a customer's device for the card-ready push alert (the answer names it).
    push = await startPushService();
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', PUSH_ENDPOINT_ALLOW: push.origin }, { now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });
  const db = () => app.ctx.database.db;

  /** Two service centres of one location (the seeded ones). */
  async function centres() {
    const rows = await db().select().from(serviceCenters).orderBy(serviceCenters.id);
    const [a, b] = rows.filter((r) => r.locationId === rows[0]!.locationId);
    expect(b, 'two seeded centres in one location').toBeDefined();
    return { a: a!, b: b! };
  }

  /** A customer with a card request paid from the balance at `centre`; their balance stays 1000.00 after it. */
  async function paidRequest(centre: { id: number; locationId: number }) {
    const customer = await signedIn(app);
    await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: 500_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    const created = dataOf(
      'requestCard',
      await injectOp(app, 'requestCard', { token: customer.token, body: { location_id: centre.locationId, service_center_id: centre.id, gateway: 'balance' } }),
    );
    clock.advance(1000);
    return { customer, id: created.id, reference: created.reference };
  }
  const advance = (token: string, id: number, from: 'paid' | 'preparing' | 'ready', card_number?: string) =>
    injectOp(app, 'advanceStaffCardRequest', { token, params: { id }, body: card_number === undefined ? { from } : { from, card_number } });
  const eventsOf = (kind: string, id: number | string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetKind, kind), eq(auditEvents.targetId, String(id))))
      .orderBy(auditEvents.id);

  it('moves a paid request to delivered from the stages seen; the customer’s card history shows every step; a stale stage is 409', async () => {
    const { a } = await centres();
    const [number] = newCardNumbers(1);
    await addCards(db(), [number!], clock.now(), setUp);
    const { customer, id, reference } = await paidRequest(a);
    const agent = await staffSession(app, clock, ['fulfilment']);

    const list = await injectOp(app, 'listStaffCardRequests', { token: agent.token, query: { q: reference } });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as { data: { id: number; stage: string }[]; centres: { id: number; waiting: number }[] };
    expect(page.data.map((r) => [r.id, r.stage])).toEqual([[id, 'paid']]);
    expect(page.centres.find((c) => c.id === a.id)!.waiting).toBeGreaterThanOrEqual(1);

    const detail = dataOf('getStaffCardRequest', await injectOp(app, 'getStaffCardRequest', { token: agent.token, params: { id } }));
    expect(detail.request).toMatchObject({ id, reference, stage: 'paid', next_stage: 'preparing', gateway: 'Account balance', card_number: null });
    expect(detail.customer).toMatchObject({ id: customer.user.id, email: customer.body.email, account_number: customer.user.account_number });

    const prepared = await advance(agent.token, id, 'paid');
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect((prepared.json() as { message: string }).message).toBe('Moved to Being prepared.');
    // The double click: the same `from` again is refused and changes nothing.
    const stale = await advance(agent.token, id, 'paid');
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toBe('This card request is already Being prepared. Reload to see where it is.');

    // A mistyped or unknown number at ready: 422 on card_number, nothing moved.
    expect((await advance(agent.token, id, 'preparing', mistyped(number!))).statusCode).toBe(422);
    const unknown = await advance(agent.token, id, 'preparing', 'NOSUCH0000001');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys((unknown.json() as { error: object }).error)).toEqual(['card_number']);

    clock.advance(60_000);
    const readyAnswer = await advance(agent.token, id, 'preparing', number!.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect((readyAnswer.json() as { message: string }).message).toBe('Ready for pickup; the customer has been e-mailed.');
    const ready = dataOf('advanceStaffCardRequest', readyAnswer);
    expect(ready.request).toMatchObject({ stage: 'ready', card_number: number, next_stage: 'delivered' });
    expect(ready.cards.map((c) => [c.number, c.status])).toEqual([[number, 'linked']]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.key, `card-ready:${id}`));
    expect(mails.map((m) => m.to)).toEqual([customer.body.email]);

    clock.advance(60_000);
    const delivered = dataOf('advanceStaffCardRequest', await advance(agent.token, id, 'ready'));
    expect(delivered.request.next_stage).toBeNull();
    expect(delivered.request.steps.map((s) => s.stage)).toEqual(['paid', 'preparing', 'ready', 'delivered']);
    expect(delivered.request.steps.every((s) => s.at !== null)).toBe(true);
    expect((await advance(agent.token, id, 'ready')).statusCode).toBe(409);

    // The customer's own card request page shows each step the console moved, with its time.
    const mine = dataOf('getCardRequest', await injectOp(app, 'getCardRequest', { token: customer.token, params: { id } }));
    expect(mine.stage).toBe('delivered');
    expect(mine.timeline.map((s) => [s.stage, s.at !== null])).toEqual([
      ['paid', true],
      ['preparing', true],
      ['ready', true],
      ['delivered', true],
    ]);
    expect(mine.timeline.map((s) => s.at)).toEqual(delivered.request.steps.map((s) => s.at));
    expect(mine.card_number).toBe(number);

    // Each move audited with the member as actor, from and to.
    const events = await eventsOf('card_request', id);
    expect(events.map((e) => [e.action, e.actorKind, e.actorId, (e.details as { from: string }).from, (e.details as { to: string }).to])).toEqual([
      ['card_request.advance', 'staff', String(agent.id), 'paid', 'preparing'],
      ['card_request.advance', 'staff', String(agent.id), 'preparing', 'ready'],
      ['card_request.advance', 'staff', String(agent.id), 'ready', 'delivered'],
    ]);
  });

  it('at ready the answer says how the customer hears of it, as their alert choices decided: no e-mail when they switched it off, a push when a device has it', async () => {
    const { a } = await centres();
    const agent = await staffSession(app, clock, ['fulfilment']);
    const readyMessage = async (opts: { email: boolean; device: boolean }) => {
      const [number] = newCardNumbers(1);
      await addCards(db(), [number!], clock.now(), setUp);
      const { customer, id } = await paidRequest(a);
      const choice = await injectOp(app, 'updateNotificationSettings', { token: customer.token, body: { events: [{ event: 'card_ready', email: opts.email }] } });
      expect(choice.statusCode, choice.body).toBe(200);
      if (opts.device) {
        const added = await injectOp(app, 'addPushDevice', { token: customer.token, body: { ...push.subscribe(), label: 'Test browser' } });
        expect(added.statusCode, added.body).toBe(201);
      }
      expect((await advance(agent.token, id, 'paid')).statusCode).toBe(200);
      const res = await advance(agent.token, id, 'preparing', number);
      expect(res.statusCode, res.body).toBe(200);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.key, `card-ready:${id}`));
      expect(mails).toHaveLength(opts.email ? 1 : 0);
      return (res.json() as { message: string }).message;
    };
    expect(await readyMessage({ email: false, device: false })).toBe('Ready for pickup; the customer gets no e-mail when a card is ready (their choice).');
    expect(await readyMessage({ email: false, device: true })).toBe('Ready for pickup; the customer gets no e-mail when a card is ready (their choice), only a push notification.');
    expect(await readyMessage({ email: true, device: true })).toBe('Ready for pickup; the customer has been e-mailed and sent a push notification.');
  });

  it('two advances from one stage at once: one moves it, the other is 409', async () => {
    const { a } = await centres();
    const { id } = await paidRequest(a);
    const agent = await staffSession(app, clock, ['fulfilment']);
    const codes = (await Promise.all([advance(agent.token, id, 'paid'), advance(agent.token, id, 'paid')])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect((await eventsOf('card_request', id)).length).toBe(1);
  });

  it('scope: a member limited to one centre never sees another centre’s requests (404 on the object, absent from lists)', async () => {
    const { a, b } = await centres();
    const mine = await paidRequest(a);
    const theirs = await paidRequest(b);
    const scoped = await staffSession(app, clock, ['fulfilment'], { serviceCenterIds: [a.id] });
    const everywhere = await staffSession(app, clock, ['admin']);

    const listOf = async (token: string, query: Record<string, unknown>) => {
      const res = await injectOp(app, 'listStaffCardRequests', { token, query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number; service_center_id: number }[]; total: number; centres: { id: number }[] };
    };
    const all = await listOf(scoped.token, {});
    expect(all.data.every((r) => r.service_center_id === a.id)).toBe(true);
    expect(all.data.map((r) => r.id)).toContain(mine.id);
    expect(all.centres.map((c) => c.id)).toEqual([a.id]);
    expect((await listOf(scoped.token, { q: theirs.reference })).total).toBe(0);
    expect((await listOf(scoped.token, { service_center_id: b.id })).total).toBe(0);
    // Unscoped: the filter by centre.
    const atB = await listOf(everywhere.token, { service_center_id: b.id });
    expect(atB.data.map((r) => r.id)).toContain(theirs.id);
    expect(atB.data.every((r) => r.service_center_id === b.id)).toBe(true);

    const read = await injectOp(app, 'getStaffCardRequest', { token: scoped.token, params: { id: theirs.id } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 404, message: 'Card request not found.' });
    const move = await advance(scoped.token, theirs.id, 'paid');
    expect(move.statusCode).toBe(404);
    expect(move.json()).toEqual(read.json());
    expect((await eventsOf('card_request', theirs.id)).length).toBe(0);
    // The same request by id is answered to the member of its centre.
    expect((await advance(everywhere.token, theirs.id, 'paid')).statusCode).toBe(200);
    expect((await advance(scoped.token, mine.id, 'paid')).statusCode).toBe(200);
  });

  it('the inventory: add one, import a CSV with a report of each rejected line (format, check, duplicate, present); CRLF, BOM, empty lines; limits', async () => {
    const agent = await staffSession(app, clock, ['fulfilment']);
    const [one, two, three, known] = newCardNumbers(4);
    await addCards(db(), [known!], clock.now(), setUp);

    const added = await injectOp(app, 'addStaffCards', { token: agent.token, body: { numbers: [`${one!.slice(0, 3)} ${one!.slice(3).toLowerCase()}`] } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ code: 200, message: '1 card added.', data: { lines: 1, added: 1, rejected: [] } });
    const again = dataOf('addStaffCards', await injectOp(app, 'addStaffCards', { token: agent.token, body: { numbers: [one!] } }));
    expect(again).toEqual({ lines: 1, added: 0, rejected: [{ line: 1, number: one, reason: 'present', message: 'Already in the inventory.' }] });

    const csv = ['\uFEFFnumber', two!, '', 'ELC-12', mistyped(three!), `"${two!.toLowerCase()}",extra`, known!, three!, '   ', ''].join('\r\n');
    const send = (bytes: Buffer, filename = 'cards.csv') => {
      const body = multipart([{ name: 'file', file: bytes, filename, type: 'text/csv' }]);
      return app.inject({ method: 'POST', url: '/api/v1/staff/cards/import', ...body, headers: { ...body.headers, authorization: `Bearer ${agent.token}` } });
    };
    const res = await send(Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: '2 cards added; 4 lines rejected.',
      data: {
        lines: 6,
        added: 2,
        rejected: [
          { line: 4, number: 'ELC-12', reason: 'format', message: 'Not a card number (10 to 19 letters or digits).' },
          { line: 5, number: mistyped(three!), reason: 'check', message: 'The check character is wrong (mistyped?).' },
          { line: 6, number: two!.toLowerCase(), reason: 'duplicate', message: 'Repeats line 2.' },
          { line: 7, number: known, reason: 'present', message: 'Already in the inventory.' },
        ],
      },
    });
    const rows = await db().select().from(cards).where(inArray(cards.number, [two!, three!]));
    expect(rows.map((r) => r.status)).toEqual(['in_stock', 'in_stock']);
    const [event] = (await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'card.add'), eq(auditEvents.actorId, String(agent.id))))).slice(-1);
    expect(event!.details).toMatchObject({ source: 'csv', lines: 6, added: 2, rejected: { format: 1, check: 1, duplicate: 1, present: 1 } });

    // LF only, a lone CR, no header: the same lines.
    const lf = dataOf('importStaffCards', await send(Buffer.from(`${newCardNumbers(1)[0]}\n${newCardNumbers(1)[0]}\r${one}`)));
    expect(lf).toMatchObject({ lines: 3, added: 2, rejected: [{ line: 3, reason: 'present' }] });

    // Over 256 KB, over 5,000 lines, not text, nothing: 422 on file, nothing added.
    const before = (await db().select({ id: cards.id }).from(cards)).length;
    const refusals = [
      Buffer.alloc(IMPORT_LIMITS.bytes + 1, 'A'),
      Buffer.from(Array.from({ length: IMPORT_LIMITS.lines + 1 }, (_, i) => `TST${String(i).padStart(10, '0')}`).join('\n')),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]),
      Buffer.from('\r\n\r\n'),
    ];
    for (const bytes of refusals) {
      const r = await send(bytes);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys((r.json() as { error: object }).error)).toEqual(['file']);
    }
    expect((await db().select({ id: cards.id }).from(cards)).length).toBe(before);

    // The inventory page: status filter, search in the printed form, counts.
    const found = await injectOp(app, 'listStaffCards', { token: agent.token, query: { q: `${two!.slice(0, 3)} ${two!.slice(3, 7)}`.toLowerCase() } });
    expect(found.statusCode).toBe(200);
    const page = found.json() as { data: { number: string; status: string; holder: unknown }[]; counts: Record<string, number> };
    expect(page.data.map((c) => [c.number, c.status, c.holder])).toEqual([[two, 'in_stock', null]]);
    expect(page.counts.in_stock).toBeGreaterThanOrEqual(4);
  });

  it('freeze, unfreeze and replace a customer’s card: the balance does not move, no ledger line, the ledger checks clean; audited; the customer e-mailed', async () => {
    const agent = await staffSession(app, clock, ['fulfilment']);
    const [first, second] = newCardNumbers(2);
    await addCards(db(), [first!, second!], clock.now(), setUp);
    const customer = await signedIn(app);
    await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: 250_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    dataOf('linkCard', await injectOp(app, 'linkCard', { token: customer.token, body: { card_number: first! } }));
    const [card] = await db().select().from(cards).where(eq(cards.number, first!));
    const balance = async () => (await db().select({ b: users.balance }).from(users).where(eq(users.id, customer.user.id)))[0]!.b;
    const reason = { reason: 'Customer called: card lost at the hostel.' };

    const frozen = await injectOp(app, 'freezeStaffCard', { token: agent.token, params: { id: card!.id }, body: reason });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect((frozen.json() as { data: { status: string } }).data.status).toBe('frozen');
    expect((await injectOp(app, 'freezeStaffCard', { token: agent.token, params: { id: card!.id }, body: reason })).json()).toMatchObject({ message: 'The card was already frozen.' });
    expect(dataOf('getCurrentCard', await injectOp(app, 'getCurrentCard', { token: customer.token }))).toMatchObject({ card_number: first, status: 'frozen' });
    const unfrozen = dataOf('unfreezeStaffCard', await injectOp(app, 'unfreezeStaffCard', { token: agent.token, params: { id: card!.id }, body: { reason: 'Found it.' } }));
    expect(unfrozen.status).toBe('linked');

    // Every alert e-mail switched off: the replacement mail is no alert (no choice covers it: the card on the account
    // changed), so it still goes, and the answer says so truthfully.
    const allOff = await injectOp(app, 'updateNotificationSettings', {
      token: customer.token,
      body: { events: (['cycle_done', 'machine_free', 'topup_credited', 'low_balance', 'card_ready', 'support_reply', 'money_back'] as const).map((event) => ({ event, email: false })) },
    });
    expect(allOff.statusCode, allOff.body).toBe(200);
    const replaced = await injectOp(app, 'replaceStaffCard', { token: agent.token, params: { id: card!.id }, body: { reason: 'Card damaged.', card_number: second! } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as { message: string }).message).toBe('Card replaced; the customer has been e-mailed.');
    const body = replaced.json() as { data: { number: string; status: string; holder: { id: number } }; replaced: { status: string } };
    expect(body.data).toMatchObject({ number: second, status: 'linked', holder: { id: customer.user.id } });
    expect(body.replaced.status).toBe('retired');
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token: customer.token })).card_no).toBe(second);
    expect(await balance()).toBe(250_000);
    expect(await checkLedger(db())).toEqual([]);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.key, `card-replaced:${card!.id}`));
    expect(mail.map((m) => [m.to, m.subject])).toEqual([[customer.body.email, 'e-laundry: your laundry card has been replaced']]);

    // A retired card changes no more; an in-stock card is not a customer's.
    for (const op of ['freezeStaffCard', 'unfreezeStaffCard', 'replaceStaffCard'] as const) {
      expect((await injectOp(app, op, { token: agent.token, params: { id: card!.id }, body: { reason: 'again' } })).statusCode, op).toBe(409);
    }
    expect((await injectOp(app, 'freezeStaffCard', { token: agent.token, params: { id: 2_000_000_000 }, body: reason })).statusCode).toBe(404);

    // Replaced from stock (no number given): the oldest card in stock is linked; the balance still unchanged.
    const [oldest] = await db().select().from(cards).where(eq(cards.status, 'in_stock')).orderBy(cards.id).limit(1);
    const [current] = await db().select().from(cards).where(eq(cards.number, second!));
    const fromStock = dataOf('replaceStaffCard', await injectOp(app, 'replaceStaffCard', { token: agent.token, params: { id: current!.id }, body: { reason: 'Lost again.' } }));
    expect(fromStock).toMatchObject({ id: oldest!.id, status: 'linked', holder: { id: customer.user.id } });
    expect(await balance()).toBe(250_000);
    expect(await checkLedger(db())).toEqual([]);

    const events = await eventsOf('card', card!.id);
    expect(events.map((e) => [e.action, e.actorId, (e.details as { reason: string }).reason])).toEqual([
      ['card.freeze', String(agent.id), reason.reason],
      ['card.unfreeze', String(agent.id), 'Found it.'],
      ['card.replace', String(agent.id), 'Card damaged.'],
    ]);
    expect(JSON.stringify(events.map((e) => e.details))).not.toContain(customer.body.email);
  });

  it('roles: support and finance get 403 on every cards operation; a customer token 401', async () => {
    const support = await staffSession(app, clock, ['support', 'finance']);
    const customer = await signedIn(app);
    for (const token of [support.token, customer.token]) {
      const res = await injectOp(app, 'listStaffCardRequests', { token });
      expect(res.statusCode).toBe(token === support.token ? 403 : 401);
      expect((await injectOp(app, 'advanceStaffCardRequest', { token, params: { id: 1 }, body: { from: 'paid' } })).statusCode).toBe(token === support.token ? 403 : 401);
    }
  });
});
