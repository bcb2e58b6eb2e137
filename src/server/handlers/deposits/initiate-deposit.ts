import { created } from '#server/envelope.js';
import { initiate } from '#server/lib/payments/deposits.js';
import { koboOf } from '#server/lib/platform/money.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const initiateDeposit = defineHandler('initiateDeposit', async (request) => {
  const { user } = customerOf(request);
  const { method_code, amount } = request.body;
  const services = request.server.payments;
  const result = await initiate({ ...services, log: request.log }, user, method_code, koboOf(amount), request.server.ctx.now());
  const name = services.gateways.get(method_code as 'paystack')?.name ?? method_code;
  return created(`Deposit initiated. Redirecting you to ${name} to complete your payment.`, {
    redirect_url: result.redirectUrl,
    reference: result.reference,
  });
});
