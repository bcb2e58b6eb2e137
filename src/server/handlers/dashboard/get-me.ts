import { ok } from '#server/envelope.js';
import { cardNumberOf, userView } from '#server/lib/identity/accounts.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const getMe = defineHandler('getMe', async (request) => {
  const { user } = customerOf(request);
  const cardNumber = await cardNumberOf(request.server.ctx.database.db, user.id);
  return ok('Profile retrieved successfully.', userView(user, request.server.ctx.config.publicUrl, cardNumber));
});
