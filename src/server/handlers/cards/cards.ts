import { ApiError, created, ok } from '#server/envelope.js';
import {
  cardMethods,
  cardRequestDetail,
  cardRequestsPage,
  cardView,
  currentCard,
  currentFees,
  freezeCard as freeze,
  linkCard as link,
  listCenters,
  listLocations,
  requestCard as request_,
} from '#server/lib/cards.js';
import { money } from '#server/lib/money.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

const PER_PAGE = 10;

/** Card History. */
export const listCardRequests = defineHandler('listCardRequests', async (request) => {
  const { user } = principalOf(request);
  const page = request.query.page ?? 1;
  const { total, data } = await cardRequestsPage(request.server.deposits, user.id, page, PER_PAGE);
  return { code: 200 as const, message: 'Card requests retrieved successfully.', data, total, page, per_page: PER_PAGE as 10 };
});

/** View Card Details: another customer's id is 404 like an unknown one. */
export const getCardRequest = defineHandler('getCardRequest', async (request) => {
  const { user } = principalOf(request);
  const data = await cardRequestDetail({ ...request.server.deposits, log: request.log }, user.id, { id: request.params.id }, request.server.ctx.now());
  return ok('Card request retrieved successfully.', data);
});

export const requestCard = defineHandler('requestCard', async (request) => {
  const { user } = principalOf(request);
  const services = request.server.deposits;
  const r = await request_({ ...services, log: request.log }, user, request.body, request.server.ctx.now());
  const name = services.gateways.get(request.body.gateway as 'paystack')?.name ?? request.body.gateway;
  return created(
    r.paymentStatus === 'Success'
      ? 'Card request paid from your account balance.'
      : `Card request created. Redirecting you to ${name} to pay the card and delivery fees.`,
    { id: r.id, reference: r.reference, redirect_url: r.redirectUrl, payment_status: r.paymentStatus },
  );
});

export const listCardPaymentMethods = defineHandler('listCardPaymentMethods', async (request) => {
  const { user } = principalOf(request);
  return ok('Card payment methods retrieved successfully.', await cardMethods(request.server.deposits, user.id));
});

export const listCardLocations = defineHandler('listCardLocations', async (request) =>
  ok('Locations retrieved successfully.', await listLocations(request.server.ctx.database.db)),
);

export const listServiceCenters = defineHandler('listServiceCenters', async (request) =>
  ok('Service centers retrieved successfully.', await listCenters(request.server.ctx.database.db, request.params.locationId)),
);

export const getCardFees = defineHandler('getCardFees', async (request) => {
  const fees = await currentFees(request.server.ctx.database.db);
  return ok('Card fees retrieved successfully.', { card_fee: money(fees.cardFee), delivery_fee: money(fees.deliveryFee) });
});

export const linkCard = defineHandler('linkCard', async (request) => {
  const { user } = principalOf(request);
  const card = await link(request.server.ctx.database.db, user.id, request.body.card_number, request.server.ctx.now());
  return ok('Your laundry card has been linked to your account.', cardView(card));
});

export const getCurrentCard = defineHandler('getCurrentCard', async (request) => {
  const { user } = principalOf(request);
  const card = await currentCard(request.server.ctx.database.db, user.id);
  return card ? ok('Card retrieved successfully.', cardView(card)) : ok('You have no laundry card yet.', null);
});

export const freezeCard = defineHandler('freezeCard', async (request) => {
  const { user } = principalOf(request);
  const card = await freeze(request.server.ctx.database.db, user.id, request.server.ctx.now());
  if (card.status !== 'frozen') throw new ApiError(500, 'freezeCard: the card did not freeze');
  return ok('Your card has been frozen. Hubs will refuse it from now on; your balance is safe.', cardView(card));
});
