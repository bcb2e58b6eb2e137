import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { audit, inTransaction, type AuditContext } from './audit.js';
import { cardFees, cardRequests, cards, locations, serviceCenters, users, type CardStage } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import { cardReadyMail, type MailContent } from '#server/mail/templates.js';
import type { StaffScope } from './principal.js';
import { centreInScope } from './staff-scope.js';
import type { Gateway, MethodCode } from './gateways.js';
import { ACCOUNTS, InsufficientFunds, lockWallet, newTrx, post, postSystem } from './ledger.js';
import { money } from './money.js';
import { notify, type Queued } from './notifications.js';
import { cardNumberOf, uniqueViolation } from './accounts.js';
import { cardNumberMistyped, newCardNumbers, printedCardNumber } from './card-numbers.js';
import { chargeOf, checkout, newReference, paymentOf, settlePayment, type Payment, type PaymentPurpose, type PaymentServices } from './payments.js';

/**
 * Laundry cards (docs/decisions/020-cards-and-hubs.md): the card inventory and linking, card requests paid through
 * a gateway (verified server side, settled exactly once like deposits, no balance change: a system journal gateway
 * clearing → card fees) or from the balance (one ledger debit "Card fee — <centre>"), their fulfilment stages, and freezing a lost card.
 */

export const BALANCE_METHOD = 'balance';
export const BALANCE_NAME = 'Account balance';
export const CARD_REQUEST_NOT_FOUND = 'Card request not found.';
export const MESSAGES = {
  /**
   * The one answer to a number the caller cannot link, whatever the reason (no such card, another account's, frozen,
   * retired): a stranger learns nothing of who holds which card (docs/decisions/039).
   */
  cannotLink: 'We could not link this card. Check the number printed on the card, or contact support.',
  mistyped: 'Check the card number: it looks mistyped.',
  hasCard: 'You already have a laundry card linked to your account.',
  /** Only to the card's own holder (their lost card): it says nothing they do not know. */
  frozen: 'This card has been frozen and cannot be linked.',
  noCardToFreeze: 'You have no laundry card to freeze.',
  unknownLocation: 'The selected location was not found.',
  unknownCenter: 'The selected service center was not found.',
  unknownMethod: 'The selected provider is not available.',
} as const;

export const balanceShortMessage = (balance: number, total: number) =>
  `Your account balance (${formatKobo(balance)}) does not cover the total of ${formatKobo(total)}. Top up or choose another provider.`;

/**
 * Card numbers are kept upper case without spaces (the card prints groups: ELC 7KQ4 M9TX 2HVB R8ND); lookups
 * normalise the same way, so the printed form, with spaces or dashes, in any case, finds the card.
 */
export const normaliseCardNumber = (n: string) => n.replace(/[\s-]+/g, '').toUpperCase();

// ---------------------------------------------------------------- reference data

export async function listLocations(db: Db) {
  return db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.id));
}

export async function listCenters(db: Db, locationId: number) {
  const [loc] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!loc) throw new ApiError(404, MESSAGES.unknownLocation);
  return db
    .select({ id: serviceCenters.id, name: serviceCenters.name })
    .from(serviceCenters)
    .where(eq(serviceCenters.locationId, locationId))
    .orderBy(asc(serviceCenters.id));
}

export async function currentFees(db: Executor) {
  const [row] = await db.select().from(cardFees).where(eq(cardFees.id, 1));
  return { cardFee: row?.cardFee ?? 0, deliveryFee: row?.deliveryFee ?? 0 };
}

// ---------------------------------------------------------------- the customer's card

type CardRow = typeof cards.$inferSelect;

export const cardView = (c: CardRow) => ({
  card_number: c.number,
  status: c.status === 'frozen' ? ('frozen' as const) : ('active' as const),
  linked_at: (c.linkedAt ?? c.createdAt).toISOString(),
  frozen_at: c.frozenAt ? c.frozenAt.toISOString() : null,
});

/** The number of the customer's ACTIVE card, or null (the profile's card_no is "N/A" then). */
export const activeCardNumber = (db: Executor, userId: number) => cardNumberOf(db, userId);

/** The active card, else the most recently frozen one, else null. */
export async function currentCard(db: Db, userId: number): Promise<CardRow | null> {
  const [c] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), or(eq(cards.status, 'linked'), eq(cards.status, 'frozen'))))
    .orderBy(sql`case when ${cards.status} = 'linked' then 0 else 1 end`, desc(cards.frozenAt), desc(cards.id))
    .limit(1);
  return c ?? null;
}

/** Freezes the active card (idempotent: an already frozen current card is answered as it is). */
export async function freezeCard(db: Db, userId: number, now: Date): Promise<CardRow> {
  const [frozen] = await db
    .update(cards)
    .set({ status: 'frozen', frozenAt: now })
    .where(and(eq(cards.userId, userId), eq(cards.status, 'linked')))
    .returning();
  if (frozen) return frozen;
  const current = await currentCard(db, userId);
  if (!current) throw new ApiError(404, MESSAGES.noCardToFreeze);
  return current;
}

/**
 * Links an inventory card to the customer (one linked card per customer; the partial unique index holds it too).
 * Refusals, in order: a number of the new shape whose check symbol is wrong (422 mistyped: a typing mistake, no card
 * has it); the caller already has an active card (409, about the caller, whatever the number); the caller's own
 * frozen card (409 frozen: they froze it); every other number that cannot be linked — unknown, another account's,
 * frozen or retired — one 404 with one body, after the same one lookup, so the answers map nobody's card.
 */
export async function linkCard(db: Db, userId: number, number: string, now: Date): Promise<CardRow> {
  const normalised = normaliseCardNumber(number);
  if (cardNumberMistyped(normalised)) throw fieldError('card_number', MESSAGES.mistyped);
  try {
    return await db.transaction(async (tx) => linkInTx(tx, userId, normalised, now));
  } catch (err) {
    // Two links at once for one customer: the partial unique index refuses the second.
    if (uniqueViolation(err) === 'cards_one_linked_per_user_idx') throw new ApiError(409, MESSAGES.hasCard);
    throw err;
  }
}

async function linkInTx(tx: Tx, userId: number, number: string, now: Date): Promise<CardRow> {
  if (await activeCardNumber(tx, userId)) throw new ApiError(409, MESSAGES.hasCard);
  const [card] = await tx.select().from(cards).where(eq(cards.number, number)).for('update');
  if (card && card.status === 'frozen' && card.userId === userId) throw new ApiError(409, MESSAGES.frozen);
  if (!card || card.status !== 'in_stock') throw new ApiError(404, MESSAGES.cannotLink);
  const [linked] = await tx.update(cards).set({ status: 'linked', userId, linkedAt: now, frozenAt: null }).where(eq(cards.id, card.id)).returning();
  return linked!;
}

// ---------------------------------------------------------------- card requests

type RequestRow = typeof cardRequests.$inferSelect;
export const totalOf = (r: Pick<RequestRow, 'cardFee' | 'deliveryFee' | 'charge'>) => r.cardFee + r.deliveryFee + r.charge;

/** CRD-YYYYMMDD-XXXXXXXX, the same shape as deposit references. */
export const newCardReference = (now: Date) => newReference(cardFeePurpose.prefix, now);

const methodName = (s: Pick<PaymentServices, 'gateways'>, code: string) =>
  code === BALANCE_METHOD ? BALANCE_NAME : (s.gateways.get(code as MethodCode)?.name ?? code);

/** The Request Card modal's provider list: the gateways with their charge on the total, and the balance. */
export async function cardMethods(s: Pick<PaymentServices, 'db' | 'config' | 'gateways'>, userId: number) {
  const { cardFee, deliveryFee } = await currentFees(s.db);
  const base = cardFee + deliveryFee;
  const [u] = await s.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const gateways = [...s.gateways.values()].map((g) => {
    const charge = chargeOf(s.config, g.code, base);
    return { method_code: g.code as string, name: g.name, charge: money(charge), total: money(base + charge), available: true };
  });
  return [...gateways, { method_code: BALANCE_METHOD, name: BALANCE_NAME, charge: money(0), total: money(base), available: (u?.balance ?? 0) >= base }];
}

export interface CardRequestInput {
  location_id: number;
  service_center_id: number;
  gateway: string;
}

/** Creates a card request and pays it from the balance at once, or starts its gateway payment. */
export async function requestCard(
  s: PaymentServices,
  user: { id: number; email: string },
  input: CardRequestInput,
  now: Date,
): Promise<{ id: number; reference: string; redirectUrl: string; paymentStatus: 'Pending' | 'Success' }> {
  const [loc] = await s.db.select().from(locations).where(eq(locations.id, input.location_id));
  if (!loc) throw new ApiError(404, MESSAGES.unknownLocation);
  const [center] = await s.db
    .select()
    .from(serviceCenters)
    .where(and(eq(serviceCenters.id, input.service_center_id), eq(serviceCenters.locationId, loc.id)));
  if (!center) throw new ApiError(404, MESSAGES.unknownCenter);
  const gateway = input.gateway === BALANCE_METHOD ? null : s.gateways.get(input.gateway as MethodCode);
  if (input.gateway !== BALANCE_METHOD && !gateway) throw fieldError('gateway', MESSAGES.unknownMethod);
  if (await activeCardNumber(s.db, user.id)) throw new ApiError(409, MESSAGES.hasCard);
  const { cardFee, deliveryFee } = await currentFees(s.db);
  const reference = newCardReference(now);
  const trx = newTrx();
  const detailsUrl = (id: number) => `${s.config.publicUrl}/my/user/card-management/${id}`;

  if (!gateway) {
    const total = cardFee + deliveryFee;
    const paid = await s.db.transaction(async (tx) => {
      // The wallet first: the request row's foreign key takes a share lock on it, and post's lock after that
      // deadlocked against a concurrent twin (lib/ledger.ts, lock order).
      await lockWallet(tx, user.id);
      const [row] = await tx
        .insert(cardRequests)
        .values({
          userId: user.id,
          trx,
          reference,
          locationId: loc.id,
          serviceCenterId: center.id,
          methodCode: BALANCE_METHOD,
          cardFee,
          deliveryFee,
          charge: 0,
          status: 'Success',
          stage: 'paid',
          createdAt: now,
          paidAt: now,
          completedAt: now,
        })
        .returning({ id: cardRequests.id });
      if (total > 0) {
        try {
          await post(tx, {
            userId: user.id,
            amount: total,
            type: '-',
            trx,
            detail: `Card fee — ${center.name}`,
            remark: 'card_payment',
            cause: { kind: 'card_request', id: row!.id },
          });
        } catch (err) {
          if (!(err instanceof InsufficientFunds)) throw err;
          // Thrown out of the transaction: the request row is rolled back with it.
          throw fieldError('gateway', balanceShortMessage(err.balance ?? 0, total));
        }
      }
      return row!.id;
    });
    return { id: paid, reference, redirectUrl: detailsUrl(paid), paymentStatus: 'Success' };
  }

  const charge = chargeOf(s.config, gateway.code, cardFee + deliveryFee);
  const [row] = await s.db
    .insert(cardRequests)
    .values({ userId: user.id, trx, reference, locationId: loc.id, serviceCenterId: center.id, methodCode: gateway.code, cardFee, deliveryFee, charge, createdAt: now })
    .returning();
  const { redirectUrl } = await checkout(s, cardFeePurpose, gateway, { id: row!.id, reference, totalKobo: totalOf(row!), email: user.email }, now);
  return { id: row!.id, reference, redirectUrl, paymentStatus: 'Pending' };
}

/**
 * A card fee paid through a gateway, inside the settling transaction (once: the conditional update, and the journal's
 * unique cause): a system-only journal (lib/ledger.ts postSystem) — card_fees +(card + delivery fee),
 * gateway_clearing:<gateway> −total, gateway_charges +charge. No wallet line: the customer's balance and transactions
 * do not move (the gateway money paid the fee). No mail.
 */
async function bookGatewayCardFee(tx: Tx, _s: PaymentServices, payment: Payment, gateway: Gateway): Promise<{ mailQueued: boolean }> {
  const [row] = await tx
    .select({ r: cardRequests, center: serviceCenters.name })
    .from(cardRequests)
    .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
    .where(eq(cardRequests.id, payment.id));
  const r = row!.r;
  if (r.cardFee + r.deliveryFee + r.charge > 0) {
    await postSystem(tx, {
      account: ACCOUNTS.cardFees,
      type: '+',
      amount: r.cardFee + r.deliveryFee,
      charge: r.charge,
      counter: ACCOUNTS.gatewayClearing(gateway.code),
      detail: `Card fee — ${row!.center} via ${gateway.name}`,
      cause: { kind: 'card_request', id: r.id },
    });
  }
  return { mailQueued: false };
}

/**
 * The card fee purpose of the payments module (lib/payments.ts): a card request's gateway payment, verified and
 * settled once like a top-up, without any balance change — the gateway money pays the fee. Success makes the request
 * paid (stage `paid`); a failure cancels it.
 */
export const cardFeePurpose: PaymentPurpose = {
  name: 'card request',
  kind: 'card',
  prefix: 'CRD',
  notFound: CARD_REQUEST_NOT_FOUND,
  table: cardRequests,
  total: sql<number>`${cardRequests.cardFee} + ${cardRequests.deliveryFee} + ${cardRequests.charge}`,
  settledAs: 'paid',
  failedColumns: { stage: 'cancelled' },
  paidColumns: (now) => ({ stage: 'paid', paidAt: now }),
  onPaid: bookGatewayCardFee,
  outcome: (s, userId, reference, now) => cardPaymentOutcome(s, userId, reference, now),
};

const STEP_ORDER = ['paid', 'preparing', 'ready', 'delivered'] as const;

export function timeline(r: Pick<RequestRow, 'paidAt' | 'preparingAt' | 'readyAt' | 'deliveredAt'>, centerName: string) {
  const at = { paid: r.paidAt, preparing: r.preparingAt, ready: r.readyAt, delivered: r.deliveredAt };
  const label = { paid: 'Paid', preparing: 'Being prepared', ready: `Ready for pickup at ${centerName}`, delivered: 'Delivered' };
  return STEP_ORDER.map((stage) => ({ stage, label: label[stage], at: at[stage] ? at[stage].toISOString() : null }));
}

async function requestRow(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ r: cardRequests, location: locations.name, center: serviceCenters.name, cardNumber: cards.number })
    .from(cardRequests)
    .innerJoin(locations, eq(locations.id, cardRequests.locationId))
    .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
    .leftJoin(cards, eq(cards.id, cardRequests.cardId))
    .where(where);
  return row ?? null;
}

/** View Card Details (re-verifying a pending gateway payment first). Another customer's id is 404. */
export async function cardRequestDetail(s: PaymentServices, userId: number, where: { id?: number; reference?: string }, now: Date) {
  const cond =
    where.id !== undefined
      ? and(eq(cardRequests.id, where.id), eq(cardRequests.userId, userId))
      : and(eq(cardRequests.reference, where.reference ?? ''), eq(cardRequests.userId, userId));
  let row = await requestRow(s.db, cond as ReturnType<typeof eq>);
  if (!row) throw new ApiError(404, CARD_REQUEST_NOT_FOUND);
  if (row.r.status === 'Pending' && (await (s.mayVerify?.() ?? true))) {
    const payment = await paymentOf(s.db, cardFeePurpose, row.r.reference);
    if (payment) await settlePayment(s, cardFeePurpose, payment, now);
    row = (await requestRow(s.db, eq(cardRequests.id, row.r.id)))!;
  }
  const r = row.r;
  return {
    id: r.id,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
    location_id: r.locationId,
    location: row.location,
    service_center_id: r.serviceCenterId,
    service_center: row.center,
    gateway_code: r.methodCode,
    gateway: methodName(s, r.methodCode),
    card_fee: money(r.cardFee),
    delivery_fee: money(r.deliveryFee),
    charge: money(r.charge),
    amount: money(totalOf(r)),
    currency: r.currency,
    payment_status: r.status,
    paid_at: r.paidAt ? r.paidAt.toISOString() : null,
    trx: r.methodCode === BALANCE_METHOD ? r.trx : null,
    stage: r.stage,
    timeline: timeline(r, row.center),
    card_number: row.cardNumber ?? null,
  };
}

/** getPaymentOutcome for a CRD- reference: the card payment in the PaymentOutcome shape. */
export async function cardPaymentOutcome(s: PaymentServices, userId: number, reference: string, now: Date) {
  const d = await cardRequestDetail(s, userId, { reference }, now);
  const [row] = await s.db
    .select({ r: cardRequests, balance: users.balance })
    .from(cardRequests)
    .innerJoin(users, eq(users.id, cardRequests.userId))
    .where(eq(cardRequests.id, d.id));
  const r = row!.r;
  return {
    kind: 'card' as const,
    id: r.id,
    trx: r.trx,
    created_at: d.created_at,
    method_code: r.methodCode,
    payment_gateway: d.gateway,
    amount: money(r.cardFee + r.deliveryFee),
    charge: money(r.charge),
    total: money(totalOf(r)),
    currency: r.currency,
    status: r.status,
    reference: r.reference,
    completed_at: r.completedAt ? r.completedAt.toISOString() : null,
    balance: money(row!.balance),
  };
}

/** Card History: newest first. `also`: a further condition (the staff console's scope, lib/staff-scope.ts). */
export async function cardRequestsPage(s: Pick<PaymentServices, 'db' | 'gateways'>, userId: number, page: number, perPage: number, also?: SQL) {
  const where = also ? and(eq(cardRequests.userId, userId), also) : eq(cardRequests.userId, userId);
  const [{ total } = { total: 0 }] = await s.db.select({ total: count() }).from(cardRequests).where(where);
  const rows = await s.db
    .select({ r: cardRequests, location: locations.name, center: serviceCenters.name })
    .from(cardRequests)
    .innerJoin(locations, eq(locations.id, cardRequests.locationId))
    .innerJoin(serviceCenters, eq(serviceCenters.id, cardRequests.serviceCenterId))
    .where(where)
    .orderBy(desc(cardRequests.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: Number(total),
    data: rows.map(({ r, location, center }) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      amount: money(totalOf(r)),
      payment_status: r.status,
      gateway: methodName(s, r.methodCode),
      gateway_code: r.methodCode,
      reference: r.reference,
      location,
      service_center: center,
      stage: r.stage,
    })),
  };
}

// ---------------------------------------------------------------- operators: fulfilment

export type Enqueue = (tx: Tx, mail: MailContent & { to: string }, key: string) => Promise<void>;

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

export const STOCK_MESSAGES = {
  unknown: 'This card is not in the inventory.',
  notInStock: 'This card is not in stock.',
  noStock: 'No card in stock: add cards to the inventory first.',
} as const;

/**
 * A card of the stock to hand out, locked: the given number (422 on card_number when mistyped, unknown or not in
 * stock), else the oldest in stock (409 when there is none). Shared by the request's ready step and a replacement.
 */
export async function stockCard(tx: Tx, number: string | undefined): Promise<CardRow> {
  const wanted = number?.trim() ? normaliseCardNumber(number) : null;
  if (wanted && cardNumberMistyped(wanted)) throw fieldError('card_number', MESSAGES.mistyped);
  const [card] = wanted
    ? await tx.select().from(cards).where(eq(cards.number, wanted)).for('update')
    : await tx.select().from(cards).where(eq(cards.status, 'in_stock')).orderBy(asc(cards.id)).limit(1).for('update', { skipLocked: true });
  if (!card) {
    if (wanted) throw fieldError('card_number', STOCK_MESSAGES.unknown);
    throw new ApiError(409, STOCK_MESSAGES.noStock);
  }
  if (card.status !== 'in_stock') throw fieldError('card_number', STOCK_MESSAGES.notInStock);
  return card;
}

/**
 * Moves a paid card request to its next stage (paid → preparing → ready → delivered). At `ready` a card is assigned
 * (the given number, else the oldest in stock), linked to the customer (unless they linked another card meanwhile:
 * then it is refused) and the customer is alerted on the channels they chose (lib/notifications.ts notify) through the
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
    // Out of a staff member's scope: not found, as an unknown id (lib/staff-scope.ts).
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
      // On the channels the customer chose for "card ready for pickup" (lib/notifications.ts; e-mail and push by default).
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

// ---------------------------------------------------------------- operators: inventory

export const CARD_NUMBER = /^[A-Z0-9]{10,19}$/;
export const IMPORT_LIMITS = { bytes: 256 * 1024, lines: 5000 } as const;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is too large (at most 256 KB and 5,000 lines).',
  notText: 'The file is not a text (CSV) file in UTF-8.',
  empty: 'The file has no card numbers.',
} as const;

export type RejectReason = 'format' | 'check' | 'duplicate' | 'present';
export interface RejectedLine {
  line: number;
  number: string;
  reason: RejectReason;
  message: string;
}
export interface IntakeReport {
  lines: number;
  added: number;
  rejected: RejectedLine[];
}
export interface IntakeLine {
  line: number;
  raw: string;
}

const REASON_MESSAGES: Record<Exclude<RejectReason, 'duplicate'>, string> = {
  format: 'Not a card number (10 to 19 letters or digits).',
  check: 'The check character is wrong (mistyped?).',
  present: 'Already in the inventory.',
};

const shown = (raw: string) => raw.trim().slice(0, 40);

/** The lines' numbers checked without the database: format, check symbol (new numbers), repeats of an earlier line. */
export function checkCardLines(lines: readonly IntakeLine[]): { accepted: { line: number; number: string }[]; rejected: RejectedLine[] } {
  const accepted: { line: number; number: string }[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  for (const { line, raw } of lines) {
    const number = normaliseCardNumber(raw);
    if (!CARD_NUMBER.test(number)) rejected.push({ line, number: shown(raw), reason: 'format', message: REASON_MESSAGES.format });
    else if (cardNumberMistyped(number)) rejected.push({ line, number: shown(raw), reason: 'check', message: REASON_MESSAGES.check });
    else if (seen.has(number)) rejected.push({ line, number: shown(raw), reason: 'duplicate', message: `Repeats line ${seen.get(number)}.` });
    else {
      seen.set(number, line);
      accepted.push({ line, number });
    }
  }
  return { accepted, rejected };
}

/**
 * Adds the lines' valid numbers in stock, in one transaction with its audit event (card.add: counts, the first and
 * last number added, the source — numbers in stock belong to nobody), and reports every rejected line: the checks of
 * checkCardLines, and numbers already in the inventory (`present`, also when a concurrent import added them first).
 */
export async function addCardNumbers(db: Executor, lines: readonly IntakeLine[], now: Date, ctx: AuditContext, source: 'list' | 'csv' | 'ops'): Promise<IntakeReport> {
  const { accepted, rejected } = checkCardLines(lines);
  return inTransaction(db, async (tx) => {
    const added = new Set<string>();
    for (let i = 0; i < accepted.length; i += 1000) {
      const chunk = accepted.slice(i, i + 1000);
      const rows = await tx
        .insert(cards)
        .values(chunk.map((a) => ({ number: a.number, createdAt: now })))
        .onConflictDoNothing()
        .returning({ number: cards.number });
      for (const r of rows) added.add(r.number);
    }
    for (const a of accepted) if (!added.has(a.number)) rejected.push({ line: a.line, number: a.number, reason: 'present', message: REASON_MESSAGES.present });
    rejected.sort((a, b) => a.line - b.line);
    const numbers = accepted.filter((a) => added.has(a.number)).map((a) => a.number);
    const byReason = (reason: RejectReason) => rejected.filter((r) => r.reason === reason).length;
    await audit(tx, ctx, {
      action: 'card.add',
      target: null,
      details: {
        source,
        lines: lines.length,
        added: added.size,
        rejected: { format: byReason('format'), check: byReason('check'), duplicate: byReason('duplicate'), present: byReason('present') },
        first: numbers[0] ?? null,
        last: numbers.at(-1) ?? null,
      },
    });
    return { lines: lines.length, added: added.size, rejected };
  });
}

/**
 * The lines of a CSV (or plain text) file of card numbers: the first column of each line; UTF-8 with or without a
 * BOM, CRLF, LF or CR; empty lines skipped; a first line naming the column (number, card, card number, serial) skipped.
 * Line numbers are the file's. Over IMPORT_LIMITS, not UTF-8 text, or no number: 422 on `file`.
 */
export function parseCardCsv(bytes: Buffer): IntakeLine[] {
  if (bytes.length > IMPORT_LIMITS.bytes) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('file', IMPORT_MESSAGES.notText);
  }
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw fieldError('file', IMPORT_MESSAGES.notText);
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const rows = text.split(/\r\n|\n|\r/);
  if (rows.length > IMPORT_LIMITS.lines + 1) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  const out: IntakeLine[] = [];
  rows.forEach((row, i) => {
    const cell = (row.split(/[,;\t]/)[0] ?? '').trim().replace(/^"(.*)"$/, '$1').trim();
    if (!cell) return;
    if (!out.length && /^(card[ _-]?)?(number|serial|no)$|^card$/i.test(cell)) return;
    out.push({ line: i + 1, raw: cell });
  });
  if (out.length > IMPORT_LIMITS.lines) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  if (!out.length) throw fieldError('file', IMPORT_MESSAGES.empty);
  return out;
}

/**
 * Adds cards to the inventory (in stock) by number — the CLI's card:add and newStock: every number must be valid
 * (else an Error naming the bad ones, nothing added), numbers already known are skipped. addCardNumbers underneath,
 * audited (card.add) in the same transaction. A number of the new shape (ELC + 16 symbols) must carry a right check
 * symbol: Link Card would refuse it as mistyped.
 */
export async function addCards(db: Executor, numbers: string[], now: Date, ctx: AuditContext): Promise<{ added: number; skipped: number }> {
  const lines = [...new Set(numbers.map(normaliseCardNumber))].map((raw, i) => ({ line: i + 1, raw }));
  const bad = checkCardLines(lines).rejected.map((r) => r.number);
  if (bad.length) throw new Error(`invalid card number(s) (10 to 19 letters or digits; ELC + 16 symbols needs its check symbol): ${bad.slice(0, 5).join(', ')}`);
  const report = await addCardNumbers(db, lines, now, ctx, 'ops');
  return { added: report.added, skipped: report.rejected.length };
}

/**
 * New stock: `count` cards with random numbers (lib/card-numbers.ts), added in stock and audited (card.add) like
 * addCards. Returns the numbers, to be printed on the cards.
 */
export async function newStock(db: Executor, count: number, now: Date, ctx: AuditContext): Promise<{ numbers: string[]; added: number }> {
  const numbers = newCardNumbers(count);
  const { added, skipped } = await addCards(db, numbers, now, ctx);
  // 75 random bits: a clash with a known number is not expected in the lifetime of the system; refuse loudly if so.
  if (skipped) throw new Error(`card:add: ${skipped} new number(s) were already in the inventory — run it again`);
  return { numbers, added };
}

export async function listCards(db: Db, filter: { status?: string; limit?: number }) {
  return db
    .select({ number: cards.number, status: cards.status, email: users.email, linkedAt: cards.linkedAt, frozenAt: cards.frozenAt })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.userId))
    .where(filter.status ? eq(cards.status, filter.status as CardRow['status']) : undefined)
    .orderBy(asc(cards.id))
    .limit(filter.limit ?? 100);
}
