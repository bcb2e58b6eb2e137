import { CUSTOMERS_PER_PAGE, customerSessions } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's live sessions, newest first (never a token or its hash). */
export const listStaffCustomerSessions = defineHandler('listStaffCustomerSessions', async (request) => {
  const { database, now } = request.server.ctx;
  const page = request.query.page ?? 1;
  const { total, data } = await customerSessions(database.db, request.params.id, page, now());
  return { code: 200 as const, message: 'Sessions retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
