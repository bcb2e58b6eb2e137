import { ApiError, type SuccessBody } from '#server/envelope.js';
import { chargeCard as charge } from '#server/lib/hubs.js';
import { koboOf } from '#server/lib/money.js';
import { hubOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

/** Hub API: charge a card for a cycle (a retry of the cycle answers its first result, status and body). */
export const chargeCard = defineHandler('chargeCard', async (request) => {
  const hub = hubOf(request);
  const { card_number, machine, cycle_id, amount } = request.body;
  const answer = await charge(
    request.server.ctx.database.db,
    hub,
    { card_number, machine, cycle_id, amountKobo: amount === undefined ? undefined : koboOf(amount) },
    request.server.ctx.now(),
  );
  if (answer.status === 201) return answer.body as SuccessBody<'chargeCard'>;
  const { message, reason } = answer.body as { message: string; reason: string };
  throw new ApiError(answer.status, message, undefined, {}, { reason });
});
