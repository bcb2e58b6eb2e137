import { ok } from '#server/envelope.js';
import { cardMethods } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const listCardPaymentMethods = defineHandler('listCardPaymentMethods', async (request) => {
  const { user } = customerOf(request);
  return ok('Card payment methods retrieved successfully.', await cardMethods(request.server.payments, user.id));
});
