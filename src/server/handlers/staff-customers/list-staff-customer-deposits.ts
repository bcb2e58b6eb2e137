import { CUSTOMERS_PER_PAGE, customerDeposits } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's deposits, newest first. */
export const listStaffCustomerDeposits = defineHandler('listStaffCustomerDeposits', async (request) => {
  const page = request.query.page ?? 1;
  const { total, data } = await customerDeposits(request.server.ctx.database.db, request.params.id, page);
  return { code: 200 as const, message: 'Deposits retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
