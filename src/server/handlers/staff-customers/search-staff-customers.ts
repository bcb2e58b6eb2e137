import { CUSTOMERS_PER_PAGE, searchCustomers } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** Find customers by e-mail, username, account number, phone or card serial; newest first, 15 a page (ADR 044). */
export const searchStaffCustomers = defineHandler('searchStaffCustomers', async (request) => {
  const { total, page, data } = await searchCustomers(request.server.ctx.database.db, request.query);
  return { code: 200 as const, message: 'Customers retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
