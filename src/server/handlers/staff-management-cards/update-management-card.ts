import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { changeManagementCardHubs } from '#server/lib/cards-hubs/management-cards.js';
import { defineHandler } from '#server/handlers/define.js';

/** Replaces the hubs a management card is valid at (audited with before and after). */
export const updateManagementCard = defineHandler('updateManagementCard', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { service_center_ids, reason } = request.body;
  const card = await changeManagementCardHubs(database.db, staffContext(staff, request), staff.scope, request.params.id, { serviceCenterIds: service_center_ids, reason }, now());
  return ok('Management card updated.', card);
});
