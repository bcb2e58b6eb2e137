import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { operations } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { cardRequests, cards, locations, serviceCenters, users, type CardStage } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { cardsOfCustomer } from './card-inventory.js';
import { BALANCE_METHOD, BALANCE_NAME, CARD_REQUEST_NOT_FOUND, NEXT_STAGE, timeline, totalOf } from './cards.js';
import type { Gateway, MethodCode } from './gateways.js';
import { money } from './money.js';
import type { StaffScope } from './principal.js';
import { centreInScopeSql } from './staff-scope.js';

/**
 * Card requests in the staff console (issue 24, docs/decisions/045-staff-cards.md): the list per service centre and
 * one request with its customer's card history, both within the member's scope (lib/staff-scope.ts): a request of a
 * centre out of scope is never listed and is not found. Moving a request is lib/cards.ts advanceCardRequest, the call
 * of `npm run ops -- card:advance`.
 */

export const CARD_DESK_PER_PAGE = 15;
/** Stages a centre still has work for. */
export const WAITING_STAGES: CardStage[] = ['paid', 'preparing', 'ready'];

type Query = NonNullable<operations['listStaffCardRequests']['parameters']['query']>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
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
