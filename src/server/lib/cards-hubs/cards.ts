import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { cardFees, cardRequests, cards, locations, serviceCenters, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import type { Gateway, MethodCode } from '#server/lib/payments/gateways.js';
import { ACCOUNTS, InsufficientFunds, lockWallet, newTrx, post, postSystem } from '#server/lib/ledger/ledger.js';
import { money } from '#server/lib/platform/money.js';
import { cardNumberOf, uniqueViolation } from '#server/lib/identity/accounts.js';
import { cardNumberMistyped, normaliseCardNumber } from './card-numbers.js';
import { chargeOf, checkout, newReference, paymentOf, settlePayment, type Payment, type PaymentPurpose, type PaymentServices } from '#server/lib/payments/payments.js';

/**
 * Laundry cards, the customer's side (docs/decisions/020-cards-and-hubs.md): reference data, linking and freezing the
 * card, card requests paid through a gateway (verified server side, settled exactly once like deposits, no balance
 * change: a system journal gateway clearing → card fees) or from the balance (one ledger debit "Card fee — <centre>"),
 * their details and history. Their fulfilment is card-desk.ts; the stock of cards is card-inventory.ts.
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
      // deadlocked against a concurrent twin (lib/ledger/ledger.ts, lock order).
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
 * unique cause): a system-only journal (lib/ledger/ledger.ts postSystem) — card_fees +(card + delivery fee),
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
 * The card fee purpose of the payments module (lib/payments/payments.ts): a card request's gateway payment, verified and
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

/** Card History: newest first. `also`: a further condition (the staff console's scope, lib/identity/staff-scope.ts). */
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
