import { ok } from '#server/envelope.js';
import { requestVirtualAccount as askForAccount } from '#server/lib/payments/bank-transfers.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES = {
  none: 'Your account number is not ready yet.',
  validating: 'Your details are with your bank for checking.',
  pending: 'Your account number is on its way. We will show it here as soon as the bank assigns it.',
  assigned: 'Your account number is ready.',
  failed: 'We could not get you an account number.',
} as const;

export const requestVirtualAccount = defineHandler('requestVirtualAccount', async (request) => {
  const { user } = customerOf(request);
  const view = await askForAccount({ ...request.server.payments, log: request.log }, user.id, { bvn: request.body?.bvn, account_number: request.body?.account_number, bank_code: request.body?.bank_code }, request.server.ctx.now());
  return ok(MESSAGES[view.status], view);
});
