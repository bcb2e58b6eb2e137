import { ok } from '#server/envelope.js';
import { virtualAccountOf } from '#server/lib/payments/bank-transfers.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const getVirtualAccount = defineHandler('getVirtualAccount', async (request) => {
  const { user } = customerOf(request);
  return ok('Bank transfer account retrieved successfully.', await virtualAccountOf({ ...request.server.payments, log: request.log }, user.id));
});
