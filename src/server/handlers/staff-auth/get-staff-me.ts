import { ApiError, ok } from '#server/envelope.js';
import { UNAUTHENTICATED, staffOf } from '#server/lib/identity/principal.js';
import { findStaffById, staffView } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** The signed-in staff member, roles and scope as stored now. */
export const getStaffMe = defineHandler('getStaffMe', async (request) => {
  const { staffId } = staffOf(request);
  const member = await findStaffById(request.server.ctx.database.db, staffId);
  if (!member) throw new ApiError(401, UNAUTHENTICATED);
  return ok('Staff member retrieved successfully.', staffView(member));
});
