import { ok } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, staffHub } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** A hub in scope with its machines and keys (never a key itself). Reads are not audited (ADR 041). */
export const getStaffHub = defineHandler('getStaffHub', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const hub = await hubOr404(database.db, staff.scope, request.params.hub);
  return ok('Hub retrieved successfully.', await staffHub(database.db, now(), config.hubStaleMinutes, hub.id));
});
