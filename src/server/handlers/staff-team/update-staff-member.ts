import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { staffView, updateStaff } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin changes a member's roles and/or scope (audited with before and after). */
export const updateStaffMember = defineHandler('updateStaffMember', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { roles, location_ids, service_center_ids, reason } = request.body;
  const member = await updateStaff(
    database.db,
    staffContext(staff, request),
    request.params.id,
    { roles, locationIds: location_ids, serviceCenterIds: service_center_ids, reason },
    now(),
  );
  return ok('Staff member updated.', staffView(member));
});
