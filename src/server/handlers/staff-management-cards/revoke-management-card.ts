import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { revokeManagementCard as revoke } from '#server/lib/cards-hubs/management-cards.js';
import { defineHandler } from '#server/handlers/define.js';

/** Revokes a management card for good (audited with the reason). */
export const revokeManagementCard = defineHandler('revokeManagementCard', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const card = await revoke(database.db, staffContext(staff, request), staff.scope, request.params.id, request.body.reason, now());
  return ok('Management card revoked.', card);
});
