import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { operations } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { cardRequests, cards, locations, serviceCenters, users, type CardStage } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { cardReadyMail } from '#server/mail/templates.js';
import { cardsOfCustomer, likeEscape, stockCard, type Enqueue } from './card-inventory.js';
import { printedCardNumber } from './card-numbers.js';
import { activeCardNumber, BALANCE_METHOD, BALANCE_NAME, CARD_REQUEST_NOT_FOUND, timeline, totalOf } from './cards.js';
import type { Gateway, MethodCode } from '#server/lib/payments/gateways.js';
import { money } from '#server/lib/platform/money.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import type { StaffScope } from '#server/lib/identity/principal.js';
import { centreInScope, centreInScopeSql } from '#server/lib/identity/staff-scope.js';
import { notify, type Queued } from '#server/lib/notifications/notifications.js';

/**
 * Card requests in the staff console (issue 24, docs/decisions/045-staff-cards.md): the list per service centre and
 * one request with its customer's card history, both within the member's scope (lib/identity/staff-scope.ts): a request of a
 * centre out of scope is never listed and is not found. Moving a request is advanceCardRequest below, the call of
 * `npm run ops -- card:advance`.
 */

export const CARD_DESK_PER_PAGE = 15;
/** Stages a centre still has work for. */
export const WAITING_STAGES: CardStage[] = ['paid', 'preparing', 'ready'];

type Query = NonNullable<operations['listStaffCardRequests']['parameters']['query']>;

const nameOf = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

const summaryColumns = {
  r: cardRequests,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  location: locations.name,
  center: serviceCenters.name,
  cardNumber: cards.number,
};

type SummaryRow = {
  r: typeof cardRequests.$inferSelect;
  firstname: string;
  lastname: string;
  email: string;
  location: string;
  center: string;
  cardNumber: string | null;
};

const summary = (row: SummaryRow) => ({
  id: row.r.id,
  reference: row.r.reference,
  created_at: row.r.createdAt.toISOString(),
  customer: nameOf(row),
  email: row.email,
  location: row.location,
  service_center_id: row.r.serviceCenterId,
  service_center: row.center,
  payment_status: row.r.status,
  stage: row.r.stage,
  card_number: row.cardNumber ?? null,
});

function requestsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(cardRequests)
    .innerJoin(users, eq(users.id, cardRequests.userId))
    .innerJoin(locations, eq(locations.id, cardRequests.locationId))
    .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
    .leftJoin(cards, eq(cards.id, cardRequests.cardId))
    .where(where);
}

/**
 * A page of card requests in the member's scope: those still waiting first (oldest first: the longest waiting on
 * top), then the others newest first; and every centre in scope with its number of waiting requests.
 */
export async function cardDeskPage(db: Db, scope: StaffScope, query: Query) {
  const page = query.page ?? 1;
  const where: SQL[] = [centreInScopeSql(scope, cardRequests.serviceCenterId)];
  if (query.stage) where.push(eq(cardRequests.stage, query.stage));
  if (query.service_center_id) where.push(eq(cardRequests.serviceCenterId, query.service_center_id));
  const q = query.q?.trim();
  if (q) where.push(ilike(cardRequests.reference, `%${likeEscape(q)}%`));
  const condition = and(...where);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(cardRequests).where(condition);
  const waiting = sql`${cardRequests.stage} in ('paid', 'preparing', 'ready')`;
  const rows = await requestsQuery(db, condition)
    .orderBy(sql`case when ${waiting} then 0 else 1 end`, sql`case when ${waiting} then ${cardRequests.id} else -${cardRequests.id} end`)
    .limit(CARD_DESK_PER_PAGE)
    .offset((page - 1) * CARD_DESK_PER_PAGE);
  const centres = await db
    .select({ id: serviceCenters.id, name: serviceCenters.name, location: locations.name, waiting: count(cardRequests.id) })
    .from(serviceCenters)
    .innerJoin(locations, eq(locations.id, serviceCenters.locationId))
    .leftJoin(cardRequests, and(eq(cardRequests.serviceCenterId, serviceCenters.id), inArray(cardRequests.stage, WAITING_STAGES)))
    .where(centreInScopeSql(scope, serviceCenters.id))
    .groupBy(serviceCenters.id, serviceCenters.name, locations.name)
    .orderBy(asc(locations.name), asc(serviceCenters.name));
  return {
    total: Number(total),
    page,
    data: (rows as SummaryRow[]).map(summary),
    centres: centres.map((c) => ({ ...c, waiting: Number(c.waiting) })),
  };
}

/**
 * One request in the member's scope (404 otherwise, as an unknown id) with its steps and the stage it can move to,
 * its customer, their cards, and their card requests in the member's scope (newest first, at most 10) with steps.
 */
export async function cardDeskRequest(db: Db, scope: StaffScope, id: number, gateways: Map<MethodCode, Gateway>) {
  const [row] = (await requestsQuery(db, and(eq(cardRequests.id, id), centreInScopeSql(scope, cardRequests.serviceCenterId)))) as SummaryRow[];
  if (!row) throw new ApiError(404, CARD_REQUEST_NOT_FOUND);
  const r = row.r;
  const [customer] = await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, accountNumber: users.accountNumber }).from(users).where(eq(users.id, r.userId));
  const others = (await requestsQuery(db, and(eq(cardRequests.userId, r.userId), centreInScopeSql(scope, cardRequests.serviceCenterId)))
    .orderBy(desc(cardRequests.id))
    .limit(10)) as SummaryRow[];
  const steps = (x: SummaryRow) => (x.r.stage === 'awaiting_payment' || x.r.stage === 'cancelled' ? [] : timeline(x.r, x.center));
  return {
    request: {
      ...summary(row),
      gateway: r.methodCode === BALANCE_METHOD ? BALANCE_NAME : (gateways.get(r.methodCode as MethodCode)?.name ?? r.methodCode),
      amount: money(totalOf(r)),
      next_stage: (NEXT_STAGE[r.stage] ?? null) as 'preparing' | 'ready' | 'delivered' | null,
      steps: steps(row),
    },
    customer: { id: customer!.id, name: nameOf(customer!), email: customer!.email, account_number: customer!.accountNumber },
    cards: await cardsOfCustomer(db, r.userId),
    history: others.map((x) => ({
      id: x.r.id,
      reference: x.r.reference,
      created_at: x.r.createdAt.toISOString(),
      service_center: x.center,
      stage: x.r.stage,
      card_number: x.cardNumber ?? null,
      steps: steps(x),
    })),
  };
}

// ---------------------------------------------------------------- fulfilment

export const NEXT_STAGE: Partial<Record<CardStage, CardStage>> = { paid: 'preparing', preparing: 'ready', ready: 'delivered' };
const NEXT = NEXT_STAGE;

/** Stages as people read them (the customer's timeline labels; the console's messages). */
export const STAGE_NAMES: Record<CardStage, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Moves a paid card request to its next stage (paid → preparing → ready → delivered). At `ready` a card is assigned
 * (the given number, else the oldest in stock), linked to the customer (unless they linked another card meanwhile:
 * then it is refused) and the customer is alerted on the channels they chose (lib/notifications/notifications.ts notify) through the
 * outboxes, in the same transaction; `alerted` says what was queued (null below `ready`).
 */
export async function advanceCardRequest(
  db: Executor,
  id: number,
  now: Date,
  opts: { cardNumber?: string; publicUrl: string; enqueue: Enqueue; expected?: CardStage; scope?: StaffScope },
  ctx: AuditContext,
): Promise<{ stage: CardStage; cardNumber: string | null; email: string; alerted: Queued | null }> {
  return inTransaction(db, async (tx) => {
    const [r] = await tx.select().from(cardRequests).where(eq(cardRequests.id, id)).for('update');
    // Out of a staff member's scope: not found, as an unknown id (lib/identity/staff-scope.ts).
    if (!r || (opts.scope && !(await centreInScope(tx, opts.scope, r.serviceCenterId)))) throw new ApiError(404, opts.scope ? CARD_REQUEST_NOT_FOUND : `No card request ${id}.`);
    // The stage the caller saw (the console's button): a request that moved meanwhile (a double click, a colleague) is
    // left alone. The row lock above makes two concurrent moves from one stage one move and one 409.
    if (opts.expected && r.stage !== opts.expected) throw new ApiError(409, `This card request is already ${STAGE_NAMES[r.stage]}. Reload to see where it is.`);
    const next = NEXT[r.stage];
    if (!next) throw new ApiError(409, `Card request ${id} is ${r.stage}: it cannot move forward.`);
    const [u] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, r.userId));
    let cardNumber: string | null = null;
    let alerted: Queued | null = null;
    const set: Partial<typeof cardRequests.$inferInsert> = { stage: next };
    if (next === 'preparing') set.preparingAt = now;
    if (next === 'delivered') set.deliveredAt = now;
    if (next === 'ready') {
      set.readyAt = now;
      if (await activeCardNumber(tx, r.userId)) throw new ApiError(409, `The customer already has an active card: freeze it or deliver without a new card.`);
      const card = await stockCard(tx, opts.cardNumber);
      await tx.update(cards).set({ status: 'linked', userId: r.userId, linkedAt: now, frozenAt: null }).where(eq(cards.id, card.id));
      set.cardId = card.id;
      cardNumber = card.number;
      const [center] = await tx.select().from(serviceCenters).where(eq(serviceCenters.id, r.serviceCenterId));
      // On the channels the customer chose for "card ready for pickup" (lib/notifications/notifications.ts; e-mail and push by default).
      alerted = await notify(
        tx,
        r.userId,
        {
          event: 'card_ready',
          key: `card-ready:${r.id}`,
          mail: cardReadyMail({
            publicUrl: opts.publicUrl,
            firstname: u!.firstname,
            serviceCenter: center!.name,
            address: center!.address,
            // As printed on the card (groups of four for new numbers).
            cardNumber: printedCardNumber(card.number),
            reference: r.reference,
            requestId: r.id,
          }),
          push: { title: 'Your laundry card is ready', body: `Pick it up at ${center!.name}.`, url: `/my/user/card-management/${r.id}` },
        },
        { publicUrl: opts.publicUrl },
      );
    }
    await tx.update(cardRequests).set(set).where(eq(cardRequests.id, id));
    await audit(tx, ctx, {
      action: 'card_request.advance',
      target: { kind: 'card_request', id },
      details: { user_id: r.userId, from: r.stage, to: next, ...(set.cardId ? { card_id: set.cardId, mail: `card-ready:${r.id}` } : {}) },
    });
    if (!cardNumber && r.cardId) {
      const [c] = await tx.select({ number: cards.number }).from(cards).where(eq(cards.id, r.cardId));
      cardNumber = c?.number ?? null;
    }
    return { stage: next, cardNumber, email: u!.email, alerted };
  });
}

export async function listCardRequestsForOps(db: Db, filter: { stage?: CardStage; limit?: number }) {
  return db
    .select({
      id: cardRequests.id,
      reference: cardRequests.reference,
      email: users.email,
      center: serviceCenters.name,
      method: cardRequests.methodCode,
      status: cardRequests.status,
      stage: cardRequests.stage,
      createdAt: cardRequests.createdAt,
      total: sql<number>`${cardRequests.cardFee} + ${cardRequests.deliveryFee} + ${cardRequests.charge}`.mapWith(Number),
    })
    .from(cardRequests)
    .innerJoin(users, eq(users.id, cardRequests.userId))
    .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
    .where(filter.stage ? eq(cardRequests.stage, filter.stage) : undefined)
    .orderBy(desc(cardRequests.id))
    .limit(filter.limit ?? 100);
}
