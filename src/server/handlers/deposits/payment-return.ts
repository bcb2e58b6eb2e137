import { fieldError } from '#server/envelope.js';
import { settle } from '#server/lib/deposits.js';
import { defineHandler } from '#server/handlers/define.js';

export const REFERENCE_REQUIRED = 'The reference field is required.';

/**
 * The gateway sends the browser back here (Paystack: ?trxref&reference; Flutterwave: ?status&tx_ref&transaction_id).
 * The payment is verified server to server (its query is only a hint), then the browser continues on /payment-success.
 */
export const paymentReturn = defineHandler('paymentReturn', async (request, reply) => {
  const q = request.query;
  const reference = q.reference || q.trxref || q.tx_ref;
  if (!reference) throw fieldError('reference', REFERENCE_REQUIRED);
  const services = request.server.deposits;
  try {
    await settle({ ...services, log: request.log }, reference, request.server.ctx.now(), { gatewayId: q.transaction_id ?? null });
  } catch (err) {
    // The outcome page re-verifies; a fault here must not strand the customer on an error.
    request.log.error({ err, reference }, 'payment return: verification failed');
  }
  void reply.redirect(`/payment-success?reference=${encodeURIComponent(reference)}`, 302);
  return reply as never;
});
