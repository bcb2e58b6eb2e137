import { created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { inviteStaffByMail, staffView } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin invites a staff member: the set-up link goes by e-mail (outbox), never in the answer. Audited. */
export const inviteStaffMember = defineHandler('inviteStaffMember', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { email, roles, location_ids, service_center_ids } = request.body;
  const { member } = await inviteStaffByMail(
    database.db,
    staffContext(staff, request),
    { email, roles, locationIds: location_ids, serviceCenterIds: service_center_ids, invitedBy: staff.staffId },
    { now: now(), publicUrl: config.publicUrl },
  );
  request.server.mail.wake();
  return created(`Invitation sent to ${member.email}.`, staffView(member));
});
