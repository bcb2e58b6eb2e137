import { created } from '#server/envelope.js';
import { koboOf } from '#server/lib/platform/money.js';
import { DEFAULT_LINK_DAYS, createLink } from '#server/lib/payments/sponsor-links.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const createSponsorLink = defineHandler('createSponsorLink', async (request) => {
  const { user } = customerOf(request);
  const { ctx } = request.server;
  const { amount, note, expires_in_days } = request.body;
  const link = await createLink(
    ctx.database.db,
    ctx.config,
    user.id,
    { amountKobo: amount === undefined || amount === null ? null : koboOf(amount), note: note ?? null, expiresInDays: expires_in_days ?? DEFAULT_LINK_DAYS },
    ctx.now(),
  );
  return created('Your payment link is ready. Share it with the person who will pay.', link);
});
