import { ok } from '#server/envelope.js';
import { transferBanks } from '#server/lib/payments/bank-transfers.js';
import { defineHandler } from '#server/handlers/define.js';

/** The gateway's banks, for the bank of the account the customer's identity is checked with (ADR 061). */
export const listVirtualAccountBanks = defineHandler('listVirtualAccountBanks', async (request) => {
  const banks = await transferBanks({ ...request.server.payments, log: request.log });
  return ok('Banks retrieved successfully.', banks.map((b) => ({ code: b.code, name: b.name })));
});
