import { ok } from '#server/envelope.js';
import { cardPaymentOutcome } from '#server/lib/cards.js';
import { depositDetail } from '#server/lib/deposits.js';
import { customerOf } from '#server/lib/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES = {
  Success: 'Payment successful. Your balance has been credited.',
  Pending: 'We are still waiting for the provider to confirm your payment.',
  Failed: 'Payment failed. Your balance was not charged.',
} as const;

const CARD_MESSAGES = {
  Success: 'Payment successful. Your card request is paid.',
  Pending: 'We are still waiting for the provider to confirm your payment.',
  Failed: 'Payment failed. Your card request was not paid.',
} as const;

/** What /payment-success shows: the deposit (or card request, CRD-) of this reference, verified while pending. */
export const getPaymentOutcome = defineHandler('getPaymentOutcome', async (request) => {
  const { user } = customerOf(request);
  if (request.query.reference.startsWith('CRD-')) {
    const card = await cardPaymentOutcome({ ...request.server.deposits, log: request.log }, user.id, request.query.reference, request.server.ctx.now());
    return ok(CARD_MESSAGES[card.status], card);
  }
  const data = await depositDetail(
    { ...request.server.deposits, log: request.log },
    user.id,
    { reference: request.query.reference },
    request.server.ctx.now(),
  );
  return ok(MESSAGES[data.status], { ...data, kind: 'deposit' as const });
});
