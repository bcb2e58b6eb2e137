import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { deactivateStaff, staffView } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin deactivates a member: their sessions end at once (audited). */
export const deactivateStaffMember = defineHandler('deactivateStaffMember', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const member = await deactivateStaff(database.db, staffContext(staff, request), request.params.id, { now: now(), reason: request.body?.reason });
  return ok('Staff member deactivated; their sessions have ended.', staffView(member));
});
