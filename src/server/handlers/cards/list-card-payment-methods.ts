import { ok } from '#server/envelope.js';
import { cardMethods } from '#server/lib/cards.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

export const listCardPaymentMethods = defineHandler('listCardPaymentMethods', async (request) => {
  const { user } = principalOf(request);
  return ok('Card payment methods retrieved successfully.', await cardMethods(request.server.payments, user.id));
});
