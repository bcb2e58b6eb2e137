import { staffOf } from '#server/lib/identity/principal.js';
import { DESK_PER_PAGE, deskPage } from '#server/lib/console/support-desk.js';
import { defineHandler } from '#server/handlers/define.js';

/** The support queue: every customer's tickets, filtered, oldest first by default, 15 per page (support, finance, admin). */
export const listStaffTickets = defineHandler('listStaffTickets', async (request) => {
  const staff = staffOf(request);
  const { total, page, data } = await deskPage(request.server.ctx.database.db, staff.staffId, request.query);
  return { code: 200 as const, message: 'Tickets retrieved successfully.', data, total, page, per_page: DESK_PER_PAGE as 15 };
});
