import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { endStaffSession } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** Ends the staff session that makes this request (audited); the member's other sessions stay. */
export const staffLogout = defineHandler('staffLogout', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  await endStaffSession(database.db, staffContext(staff, request), staff.staffId, staff.tokenId, now());
  request.log.info({ event: 'staff_sign_out', staff_id: staff.staffId }, 'staff signed out');
  return ok('You have been signed out.', null);
});
