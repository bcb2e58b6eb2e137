import { created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { issueManagementCard as issue } from '#server/lib/cards-hubs/management-cards.js';
import { defineHandler } from '#server/handlers/define.js';

/** Issues a management card to an attendant, valid at hubs in the member's scope (audited). */
export const issueManagementCard = defineHandler('issueManagementCard', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { attendant_name, service_center_ids, card_number, staff_id, reason } = request.body;
  const card = await issue(
    database.db,
    staffContext(staff, request),
    staff.scope,
    { attendantName: attendant_name, serviceCenterIds: service_center_ids, cardNumber: card_number, staffId: staff_id, reason },
    now(),
  );
  return created('Management card issued.', card);
});
