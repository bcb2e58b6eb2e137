import { created } from '#server/envelope.js';
import { requestCard as request_ } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const requestCard = defineHandler('requestCard', async (request) => {
  const { user } = customerOf(request);
  const services = request.server.payments;
  const r = await request_({ ...services, log: request.log }, user, request.body, request.server.ctx.now());
  const name = services.gateways.get(request.body.gateway as 'paystack')?.name ?? request.body.gateway;
  return created(
    r.paymentStatus === 'Success'
      ? 'Card request paid from your account balance.'
      : `Card request created. Redirecting you to ${name} to pay the card and delivery fees.`,
    { id: r.id, reference: r.reference, redirect_url: r.redirectUrl, payment_status: r.paymentStatus },
  );
});
