import { ok } from '#server/envelope.js';
import { paymentOutcome } from '#server/lib/payments/payments.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES = {
  deposit: {
    Success: 'Payment successful. Your balance has been credited.',
    Pending: 'We are still waiting for the provider to confirm your payment.',
    Failed: 'Payment failed. Your balance was not charged.',
  },
  card: {
    Success: 'Payment successful. Your card request is paid.',
    Pending: 'We are still waiting for the provider to confirm your payment.',
    Failed: 'Payment failed. Your card request was not paid.',
  },
} as const;

/** What /payment-success shows: the customer's payment of this reference, whatever it pays for, verified while pending. */
export const getPaymentOutcome = defineHandler('getPaymentOutcome', async (request) => {
  const { user } = customerOf(request);
  // A pending payment is asked about at its gateway within the customer's `verify` budget (ADR 038), else answered as stored.
  const mayVerify = async () => (await request.server.spendBudget(request, 'verify')) === 0;
  const data = await paymentOutcome({ ...request.server.payments, log: request.log, mayVerify }, user.id, request.query.reference, request.server.ctx.now());
  return ok(MESSAGES[data.kind][data.status], data);
});
