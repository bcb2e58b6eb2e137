import { ok } from '#server/envelope.js';
import { currentFees } from '#server/lib/cards-hubs/cards.js';
import { money } from '#server/lib/platform/money.js';
import { defineHandler } from '#server/handlers/define.js';

export const getCardFees = defineHandler('getCardFees', async (request) => {
  const fees = await currentFees(request.server.ctx.database.db);
  return ok('Card fees retrieved successfully.', { card_fee: money(fees.cardFee), delivery_fee: money(fees.deliveryFee) });
});
