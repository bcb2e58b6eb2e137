import { ok } from '#server/envelope.js';
import { cardRequestDetail } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** View Card Details: another customer's id is 404 like an unknown one. */
export const getCardRequest = defineHandler('getCardRequest', async (request) => {
  const { user } = customerOf(request);
  // A pending payment is asked about at its gateway within the customer's `verify` budget (ADR 038), else answered as stored.
  const mayVerify = async () => (await request.server.spendBudget(request, 'verify')) === 0;
  const data = await cardRequestDetail({ ...request.server.payments, log: request.log, mayVerify }, user.id, { id: request.params.id }, request.server.ctx.now());
  return ok('Card request retrieved successfully.', data);
});
