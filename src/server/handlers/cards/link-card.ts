import { ok } from '#server/envelope.js';
import { cardView, linkCard as link } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const linkCard = defineHandler('linkCard', async (request) => {
  const { user } = customerOf(request);
  const card = await link(request.server.ctx.database.db, user.id, request.body.card_number, request.server.ctx.now());
  return ok('Your laundry card has been linked to your account.', cardView(card));
});
