import { staffOf } from '#server/lib/identity/principal.js';
import { STAFF_DEPOSITS_PER_PAGE, staffDepositsPage } from '#server/lib/payments/staff-deposits.js';
import { defineHandler } from '#server/handlers/define.js';

/** Every customer's deposits, filtered, newest first, 15 per page, with the totals of the filtered set (finance, admin). */
export const listStaffDeposits = defineHandler('listStaffDeposits', async (request) => {
  staffOf(request);
  const { database } = request.server.ctx;
  const { total, page, data, totals } = await staffDepositsPage(database.db, request.server.payments.gateways, request.query);
  return { code: 200 as const, message: 'Deposits retrieved successfully.', data, total, page, per_page: STAFF_DEPOSITS_PER_PAGE as 15, totals };
});
