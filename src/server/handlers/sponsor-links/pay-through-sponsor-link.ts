import { created } from '#server/envelope.js';
import { koboOf } from '#server/lib/platform/money.js';
import { payThroughLink } from '#server/lib/payments/sponsor-links.js';
import { defineHandler } from '#server/handlers/define.js';

/** A sponsor's payment through a link (ADR 057): a top-up of the link's customer, through the hosted checkout. */
export const payThroughSponsorLink = defineHandler(
  'payThroughSponsorLink',
  async (request) => {
    const { method_code, amount, name, email } = request.body;
    const result = await payThroughLink(
      { ...request.server.payments, log: request.log },
      request.params.code,
      { methodCode: method_code, amountKobo: koboOf(amount), name, email },
      request.server.ctx.now(),
    );
    return created(`Redirecting you to ${result.gateway} to complete your payment.`, { redirect_url: result.redirectUrl, reference: result.reference });
  },
  { rateLimit: 'forms' },
);
