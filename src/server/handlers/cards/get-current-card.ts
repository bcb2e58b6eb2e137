import { ok } from '#server/envelope.js';
import { cardView, currentCard } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const getCurrentCard = defineHandler('getCurrentCard', async (request) => {
  const { user } = customerOf(request);
  const card = await currentCard(request.server.ctx.database.db, user.id);
  return card ? ok('Card retrieved successfully.', cardView(card)) : ok('You have no laundry card yet.', null);
});
