import { CUSTOMERS_PER_PAGE, customerTransactions } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's ledger entries with their post balances, newest first. */
export const listStaffCustomerTransactions = defineHandler('listStaffCustomerTransactions', async (request) => {
  const page = request.query.page ?? 1;
  const { total, data } = await customerTransactions(request.server.ctx.database.db, request.params.id, page);
  return { code: 200 as const, message: 'Transactions retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
