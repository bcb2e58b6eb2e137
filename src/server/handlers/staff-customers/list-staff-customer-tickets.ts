import { CUSTOMERS_PER_PAGE, customerTickets } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's tickets, most recently active first. */
export const listStaffCustomerTickets = defineHandler('listStaffCustomerTickets', async (request) => {
  const page = request.query.page ?? 1;
  const { total, data } = await customerTickets(request.server.ctx.database.db, request.params.id, page);
  return { code: 200 as const, message: 'Tickets retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
