import { staffOf } from '#server/lib/identity/principal.js';
import { MONEY_BACKS_PER_PAGE, moneyBacksPage } from '#server/lib/money-back/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/** Every request for money back, filtered, newest first, with the count awaiting approval and the threshold (finance, admin). */
export const listStaffMoneyBacks = defineHandler('listStaffMoneyBacks', async (request) => {
  const staff = staffOf(request);
  const { database, config } = request.server.ctx;
  const answer = await moneyBacksPage(database.db, request.query, staff.staffId, config);
  return { code: 200 as const, message: 'Requests retrieved successfully.', ...answer, per_page: MONEY_BACKS_PER_PAGE as 15 };
});
