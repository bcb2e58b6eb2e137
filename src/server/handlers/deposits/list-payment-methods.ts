import { ok } from '#server/envelope.js';
import { methodsView } from '#server/lib/payments/deposits.js';
import { defineHandler } from '#server/handlers/define.js';

export const listPaymentMethods = defineHandler('listPaymentMethods', async (request) =>
  ok('Payment methods retrieved successfully.', methodsView(request.server.payments)),
);
