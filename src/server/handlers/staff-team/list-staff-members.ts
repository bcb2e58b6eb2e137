import { staffPage } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

export const STAFF_PER_PAGE = 15;

/** Every staff member, oldest first, 15 per page (admin). */
export const listStaffMembers = defineHandler('listStaffMembers', async (request) => {
  const page = request.query.page ?? 1;
  const { total, data } = await staffPage(request.server.ctx.database.db, page, STAFF_PER_PAGE);
  return { code: 200 as const, message: 'Staff members retrieved successfully.', data, total, page, per_page: STAFF_PER_PAGE as 15 };
});
