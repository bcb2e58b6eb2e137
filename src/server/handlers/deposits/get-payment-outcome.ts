import { ok } from '#server/envelope.js';
import { depositDetail } from '#server/lib/deposits.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES = {
  Success: 'Payment successful. Your balance has been credited.',
  Pending: 'We are still waiting for the provider to confirm your payment.',
  Failed: 'Payment failed. Your balance was not charged.',
} as const;

/** What /payment-success shows: the deposit of this reference, verified with its gateway while pending. */
export const getPaymentOutcome = defineHandler('getPaymentOutcome', async (request) => {
  const { user } = principalOf(request);
  const data = await depositDetail(
    { ...request.server.deposits, log: request.log },
    user.id,
    { reference: request.query.reference },
    request.server.ctx.now(),
  );
  return ok(MESSAGES[data.status], { ...data, kind: 'deposit' as const });
});
