import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cards, hubCharges, ledgerSystemJournals, managementCards } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Management cards for attendants (issue 24, docs/decisions/046-management-cards.md): a free start at one of the card's
 * hubs books a balanced system journal to the card's management use account and touches no customer balance and no
 * hub revenue; another hub or a revoked card is refused; a replayed cycle books once; concurrent starts each book
 * once (PostgreSQL); the staff operations are scoped and audited; ledger:check proves the books and catches a start
 * booked wrong (negative control, last). On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();
const setUp = systemContext('test');

describe.each(kinds)('management cards on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let choba: number;
  let rumuola: number;
  let gwarinpa: number;
  const keys = new Map<number, string>();
  let admin: string;

  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '0', DEPOSIT_RECHECK_SECONDS: '0' }, { now: clock.now });
    choba = (await findHub(db(), 'UNIPORT Choba Hub'))!.id;
    rumuola = (await findHub(db(), 'Rumuola Hostels Hub'))!.id;
    gwarinpa = (await findHub(db(), 'Gwarinpa Estate Hub'))!.id;
    for (const h of [choba, rumuola, gwarinpa]) keys.set(h, (await issueHubKey(db(), h, setUp)).key);
    admin = (await staffSession(app, clock, ['admin'])).token;
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  let cycle = 0;
  const cycleId = () => `MG-${Date.now()}-${++cycle}`;
  const start = (hub: number, card: string, cycle_id = cycleId(), machine = 'W3') => injectOp(app, 'chargeCard', { token: keys.get(hub)!, body: { card_number: card, machine, cycle_id } });

  /** A management card issued through the API from a new stock card. */
  async function issue(token: string, hubs: number[], name = 'Chioma Okafor') {
    const [number] = newCardNumbers(1);
    await addCards(db(), [number!], clock.now(), setUp);
    const card = dataOf('issueManagementCard', await injectOp(app, 'issueManagementCard', { token, body: { attendant_name: name, service_center_ids: hubs, card_number: number } }));
    return card;
  }
  /** What must not move on a free start: every wallet, every wallet line, every hub revenue line. */
  const books = async () => {
    const rows = (await db().execute(sql`select
        (select coalesce(sum(balance), 0) from users)::bigint as wallets,
        (select count(*) from transactions)::int as wallet_lines,
        (select coalesce(sum(l.amount), 0) from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.kind = 'hub_revenue')::bigint as revenue,
        (select count(*) from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.kind = 'hub_revenue')::int as revenue_lines`)) as unknown;
    const [r] = ((rows as { rows?: unknown[] }).rows ?? rows) as Record<string, unknown>[];
    return { wallets: Number(r!.wallets), walletLines: Number(r!.wallet_lines), revenue: Number(r!.revenue), revenueLines: Number(r!.revenue_lines) };
  };
  const linesOf = async (hubChargeId: number) => {
    const rows = (await db().execute(sql`select a.code, l.amount from ledger_system_journals j join ledger_lines l on l.journal_id = j.journal_id
        join ledger_accounts a on a.id = l.account_id where j.cause_kind = 'hub_charge' and j.cause_id = ${hubChargeId} order by l.amount`)) as unknown;
    return (((rows as { rows?: unknown[] }).rows ?? rows) as { code: string; amount: string | number }[]).map((r) => ({ code: r.code, amount: Number(r.amount) }));
  };

  it('a free start at one of its hubs: 201 management, no wallet nor hub revenue moves, one balanced journal to the card’s management use account; the console shows the usage', async () => {
    // A customer charging as usual, to prove their wallet is untouched by the management start.
    const customer = await signedIn(app);
    const [own] = newCardNumbers(1);
    await addCards(db(), [own!], clock.now(), setUp);
    await linkCard(db(), customer.user.id, own!, clock.now());
    const fulfilment = (await staffSession(app, clock, ['fulfilment'])).token;
    const card = await issue(fulfilment, [choba]);
    expect(card).toMatchObject({ attendant_name: 'Chioma Okafor', status: 'active', service_center_ids: [choba], hubs: [{ id: choba, name: 'UNIPORT Choba Hub' }], starts_this_month: 0 });
    const [stock] = await db().select().from(cards).where(eq(cards.number, card.card_number));
    expect(stock!.status).toBe('management');

    const before = await books();
    const id = cycleId();
    const res = await start(choba, card.card_number, id);
    expect(res.statusCode, res.body).toBe(201);
    const data = dataOf('chargeCard', res);
    expect(data).toMatchObject({ cycle_id: id, machine: 'W3', amount: '500.00', balance: '0.00', management: true, detail: 'Wash — UNIPORT Choba Hub, machine W3 (management start)' });
    expect((res.json() as { message: string }).message).toBe('Management start recorded.');
    expect(await books()).toEqual(before);
    const [row] = await db().select().from(hubCharges).where(and(eq(hubCharges.serviceCenterId, choba), eq(hubCharges.cycleId, id)));
    expect(row).toMatchObject({ managementCardId: card.id, userId: null, amount: 50_000, status: 201 });
    expect(await linesOf(row!.id)).toEqual([
      { code: 'management_allowance', amount: -50_000 },
      { code: `management_use:${card.id}`, amount: 50_000 },
    ]);
    expect(await checkLedger(db())).toEqual([]);

    const list = dataOf('listManagementCards', await injectOp(app, 'listManagementCards', { token: fulfilment }));
    expect(list.find((c) => c.id === card.id)).toMatchObject({ starts_this_month: 1, value_this_month: '500.00' });
    const starts = await injectOp(app, 'listManagementCardStarts', { token: fulfilment, params: { id: card.id } });
    expect((starts.json() as { data: unknown[] }).data).toEqual([expect.objectContaining({ id: row!.id, hub: 'UNIPORT Choba Hub', machine: 'W3', cycle_id: id, amount: '500.00', status: 201, reason: null })]);
    // A customer can never link it.
    const link = await injectOp(app, 'linkCard', { token: (await signedIn(app)).token, body: { card_number: card.card_number } });
    expect(link.statusCode).toBe(404);
  });

  it('another hub, or a revoked card: 409 with its reason, recorded as a management start, nothing booked; hubs changed count from the next start', async () => {
    const card = await issue(admin, [choba]);
    const elsewhere = await start(rumuola, card.card_number);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ code: 409, message: 'This management card is not valid at this hub.', reason: 'management_card_not_valid_here' });

    dataOf('updateManagementCard', await injectOp(app, 'updateManagementCard', { token: admin, params: { id: card.id }, body: { service_center_ids: [rumuola, choba], reason: 'Covers Rumuola' } }));
    expect((await start(rumuola, card.card_number)).statusCode).toBe(201);

    const revoked = dataOf('revokeManagementCard', await injectOp(app, 'revokeManagementCard', { token: admin, params: { id: card.id }, body: { reason: 'Reported lost' } }));
    expect(revoked).toMatchObject({ status: 'revoked', revoke_reason: 'Reported lost' });
    const refused = await start(choba, card.card_number);
    expect(refused.json()).toEqual({ code: 409, message: 'This management card has been revoked.', reason: 'management_card_revoked' });
    const again = await injectOp(app, 'revokeManagementCard', { token: admin, params: { id: card.id }, body: { reason: 'twice' } });
    expect(again.statusCode).toBe(409);
    expect((await injectOp(app, 'updateManagementCard', { token: admin, params: { id: card.id }, body: { service_center_ids: [choba] } })).statusCode).toBe(409);

    const rows = await db().select().from(hubCharges).where(eq(hubCharges.managementCardId, card.id));
    expect(rows.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const journals = await db().select().from(ledgerSystemJournals).where(and(eq(ledgerSystemJournals.causeKind, 'hub_charge'), sql`${ledgerSystemJournals.causeId} in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`));
    expect(journals).toHaveLength(1);
    const starts = (await injectOp(app, 'listManagementCardStarts', { token: admin, params: { id: card.id } })).json() as { data: { status: number; reason: string | null; amount: string | null }[]; total: number };
    expect(starts.total).toBe(3);
    expect(starts.data.map((s) => s.reason)).toEqual(['management_card_revoked', null, 'management_card_not_valid_here']);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('a replayed cycle answers the same and books once', async () => {
    const card = await issue(admin, [choba]);
    const id = cycleId();
    const first = await start(choba, card.card_number, id);
    const second = await start(choba, card.card_number, id);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    const rows = await db().select().from(hubCharges).where(eq(hubCharges.managementCardId, card.id));
    expect(rows).toHaveLength(1);
    expect(await linesOf(rows[0]!.id)).toHaveLength(2);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('issue: the next card in stock, a given number in stock or new, never a card that is not in stock; a mistyped number, an unknown hub or staff id is 422', async () => {
    await addCards(db(), newCardNumbers(1), clock.now(), setUp);
    const fromStock = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: '  Musa   Bello ', service_center_ids: [choba] } });
    expect(fromStock.statusCode, fromStock.body).toBe(201);
    expect(dataOf('issueManagementCard', fromStock)).toMatchObject({ attendant_name: 'Musa Bello', staff_id: null });
    const [fresh] = newCardNumbers(1);
    const added = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: 'Ngozi', service_center_ids: [choba], card_number: fresh!.toLowerCase() } });
    expect(dataOf('issueManagementCard', added).card_number).toBe(fresh);
    const customer = await signedIn(app);
    const [linked] = newCardNumbers(1);
    await addCards(db(), [linked!], clock.now(), setUp);
    await linkCard(db(), customer.user.id, linked!, clock.now());
    for (const taken of [linked!, fresh!]) {
      const res = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: 'X', service_center_ids: [choba], card_number: taken } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This card is not in stock.' });
    }
    const mistyped = fresh!.slice(0, -1) + (fresh!.endsWith('0') ? '1' : '0');
    const bad = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: 'X', service_center_ids: [choba], card_number: mistyped } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: { card_number: ['Check the card number: it looks mistyped.'] } });
    const noHub = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: 'X', service_center_ids: [999_999] } });
    expect(noHub.json()).toMatchObject({ code: 422, error: { service_center_ids: [expect.any(String)] } });
    const noStaff = await injectOp(app, 'issueManagementCard', { token: admin, body: { attendant_name: 'X', service_center_ids: [choba], staff_id: 999_999 } });
    expect(noStaff.json()).toMatchObject({ code: 422, error: { staff_id: ['No staff member with this id.'] } });
  });

  it('scope: a member limited to some service centres lists and manages only cards whose every hub is theirs; others are 404 and never listed; they cannot issue for another hub', async () => {
    const mine = await issue(admin, [choba], 'Choba attendant');
    const shared = await issue(admin, [choba, gwarinpa], 'Shared attendant');
    const theirs = await issue(admin, [gwarinpa], 'Gwarinpa attendant');
    const scoped = (await staffSession(app, clock, ['fulfilment'], { serviceCenterIds: [choba] })).token;
    const ids = dataOf('listManagementCards', await injectOp(app, 'listManagementCards', { token: scoped })).map((c) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(shared.id);
    expect(ids).not.toContain(theirs.id);
    for (const id of [shared.id, theirs.id]) {
      expect((await injectOp(app, 'listManagementCardStarts', { token: scoped, params: { id } })).statusCode).toBe(404);
      expect((await injectOp(app, 'revokeManagementCard', { token: scoped, params: { id }, body: { reason: 'x' } })).statusCode).toBe(404);
      expect((await injectOp(app, 'updateManagementCard', { token: scoped, params: { id }, body: { service_center_ids: [choba] } })).statusCode).toBe(404);
    }
    const outside = await injectOp(app, 'issueManagementCard', { token: scoped, body: { attendant_name: 'X', service_center_ids: [gwarinpa] } });
    expect(outside.statusCode).toBe(422);
    const widen = await injectOp(app, 'updateManagementCard', { token: scoped, params: { id: mine.id }, body: { service_center_ids: [choba, gwarinpa] } });
    expect(widen.statusCode).toBe(422);
    // By location: Port Harcourt holds Choba and Rumuola.
    const byLocation = (await staffSession(app, clock, ['fulfilment'], { locationIds: [(await findHub(db(), 'UNIPORT Choba Hub'))!.locationId] })).token;
    const seen = dataOf('listManagementCards', await injectOp(app, 'listManagementCards', { token: byLocation })).map((c) => c.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(shared.id);
    // A support agent may not touch them at all.
    const support = (await staffSession(app, clock, ['support'])).token;
    expect((await injectOp(app, 'listManagementCards', { token: support })).statusCode).toBe(403);
    expect((await db().select().from(managementCards).where(eq(managementCards.id, theirs.id)))[0]!.status).toBe('active');
  });

  it('every write is audited with the staff member, before and after, and the reason', async () => {
    const member = await staffSession(app, clock, ['fulfilment']);
    const card = await issue(member.token, [choba]);
    await injectOp(app, 'updateManagementCard', { token: member.token, params: { id: card.id }, body: { service_center_ids: [choba, rumuola], reason: 'Weekend cover' } });
    await injectOp(app, 'revokeManagementCard', { token: member.token, params: { id: card.id }, body: { reason: 'Left the company' } });
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetKind, 'management_card'), eq(auditEvents.targetId, String(card.id))))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['management_card.issue', 'management_card.hubs', 'management_card.revoke']);
    for (const e of events) expect(e).toMatchObject({ actorKind: 'staff', actorId: String(member.id) });
    expect(events[0]!.requestId).toBeTruthy();
    expect(events[1]!.details).toEqual({ before: { service_center_ids: [choba] }, after: { service_center_ids: [choba, rumuola].sort((a, b) => a - b) }, reason: 'Weekend cover' });
    expect(events[2]!.details).toEqual({ before: { status: 'active' }, after: { status: 'revoked' }, reason: 'Left the company' });
    expect(JSON.stringify(events.map((e) => e.details))).not.toContain('@');
  });

  it.runIf(kind === 'postgresql')(
    'concurrent starts: 20 cycles at once each book once, 10 twins of one cycle book once; customers’ charges alongside are untouched',
    async () => {
      const card = await issue(admin, [choba]);
      const twin = cycleId();
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => start(choba, card.card_number)),
        ...Array.from({ length: 10 }, () => start(choba, card.card_number, twin)),
      ]);
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      expect(new Set(answers.slice(20).map((a) => a.body)).size).toBe(1);
      const rows = await db().select().from(hubCharges).where(eq(hubCharges.managementCardId, card.id));
      expect(rows).toHaveLength(21);
      const list = dataOf('listManagementCards', await injectOp(app, 'listManagementCards', { token: admin }));
      expect(list.find((c) => c.id === card.id)).toMatchObject({ starts_this_month: 21, value_this_month: '10500.00' });
      expect(await checkLedger(db())).toEqual([]);
    },
    60_000,
  );

  // Last: it leaves breaches in this database on purpose.
  it('ledger:check catches a management start with no journal, and a wallet journal booked to a management account (negative controls)', async () => {
    const card = await issue(admin, [choba]);
    expect(await checkLedger(db())).toEqual([]);
    const [forged] = await db()
      .insert(hubCharges)
      .values({ serviceCenterId: choba, cycleId: cycleId(), cardNumber: card.card_number, managementCardId: card.id, amount: 50_000, status: 201, body: {} })
      .returning();
    expect(await checkLedger(db())).toEqual([expect.objectContaining({ rule: 'management_start_booked', hubChargeId: forged!.id })]);
    const customer = await signedIn(app);
    await db().transaction((tx) =>
      post(tx, { userId: customer.user.id, amount: 1000, type: '+', detail: 'Wrong', remark: 'correction', cause: { kind: 'test', id: null }, counter: 'management_allowance' }),
    );
    expect((await checkLedger(db())).map((b) => b.rule).sort()).toEqual(['management_never_wallet', 'management_start_booked']);
  });
});
