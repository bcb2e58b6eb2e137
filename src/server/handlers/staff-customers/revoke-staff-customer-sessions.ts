import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { revokeCustomerSessions } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** Ends every session of the customer, with a reason (audited: customer.sessions_revoke). */
export const revokeStaffCustomerSessions = defineHandler('revokeStaffCustomerSessions', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const answer = await revokeCustomerSessions(database.db, staffContext(staff, request), request.params.id, request.body.reason, now());
  return ok('Every session of this customer has ended.', answer);
});
