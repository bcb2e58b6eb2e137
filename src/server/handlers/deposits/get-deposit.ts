import { ok } from '#server/envelope.js';
import { depositDetail } from '#server/lib/payments/deposits.js';
import { depositRefunds } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** One of the customer's deposits (another customer's id is 404), re-verified first while pending, with its refunds. */
export const getDeposit = defineHandler('getDeposit', async (request) => {
  const { user } = customerOf(request);
  // A pending payment is asked about at its gateway within the customer's `verify` budget (ADR 038), else answered as stored.
  const mayVerify = async () => (await request.server.spendBudget(request, 'verify')) === 0;
  const data = await depositDetail({ ...request.server.payments, log: request.log, mayVerify }, user.id, { id: request.params.id }, request.server.ctx.now());
  // Its refunds (ADR 049): depositDetail answered 404 for another customer's deposit, and these are read by the owner too.
  const refunds = await depositRefunds(request.server.ctx.database.db, user.id, data.id);
  return ok('Deposit retrieved successfully.', { ...data, ...refunds });
});
