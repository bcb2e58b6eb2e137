import { ApiError, fieldError, type SuccessBody } from '#server/envelope.js';
import { chargeCard as charge } from '#server/lib/cards-hubs/hub-charges.js';
import { koboOf } from '#server/lib/platform/money.js';
import { alertLowBalance } from '#server/lib/notifications/notifications.js';
import { hubOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const AMOUNT_TOO_SMALL = 'The amount must be at least 0.01.';

/** Hub API: charge a card for a cycle (a retry of the cycle answers its first result, status and body). */
export const chargeCard = defineHandler('chargeCard', async (request) => {
  const hub = hubOf(request);
  const { card_number, machine, cycle_id, amount } = request.body;
  const amountKobo = amount === undefined ? undefined : koboOf(amount);
  // The contract allows any positive number; below half a kobo it rounds to nothing, which is no charge.
  if (amountKobo !== undefined && amountKobo < 1) throw fieldError('amount', AMOUNT_TOO_SMALL);
  const answer = await charge(
    request.server.ctx.database.db,
    hub,
    { card_number, machine, cycle_id, amountKobo, requestId: request.id },
    request.server.ctx.now(),
  );
  if (answer.status === 201) {
    if (answer.charged) {
      // "Balance below my threshold" (lib/notifications/notifications.ts): queued after the charge committed, sent after this answer.
      const queued = await alertLowBalance(request.server.ctx.database.db, answer.charged, { publicUrl: request.server.ctx.config.publicUrl });
      if (queued.mail || queued.push) request.server.mail.wake(); // and the push outbox with it (plugins/push.ts)
    }
    return answer.body as SuccessBody<'chargeCard'>;
  }
  if (answer.reported) {
    // The operators' report is the audit event the charge's statement wrote; this line is for the log's alerting.
    request.log.warn(
      { event: 'hub_charge_above_limit', hub_id: hub.hubId, key_id: hub.keyId, cycle_id, ...answer.reported },
      'hub charge refused: amount above the machine limit (reported to operators)',
    );
  }
  const { message, reason, error } = answer.body as { message: string; reason: string; error?: Record<string, string[]> };
  throw new ApiError(answer.status, message, error, {}, { reason });
});
