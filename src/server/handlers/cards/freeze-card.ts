import { ApiError, ok } from '#server/envelope.js';
import { cardView, freezeCard as freeze } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const freezeCard = defineHandler('freezeCard', async (request) => {
  const { user } = customerOf(request);
  const card = await freeze(request.server.ctx.database.db, user.id, request.server.ctx.now());
  if (card.status !== 'frozen') throw new ApiError(500, 'freezeCard: the card did not freeze');
  return ok('Your card has been frozen. Hubs will refuse it from now on; your balance is safe.', cardView(card));
});
