import { staffOf } from '#server/lib/identity/principal.js';
import { serviceCentresInScope } from '#server/lib/cards-hubs/staff-hubs.js';
import { ok } from '#server/envelope.js';
import { defineHandler } from '#server/handlers/define.js';

/** Every service centre in the member's scope with its location (the console's pickers; every staff role). */
export const listStaffServiceCentres = defineHandler('listStaffServiceCentres', async (request) => {
  const staff = staffOf(request);
  return ok('Service centres retrieved successfully.', await serviceCentresInScope(request.server.ctx.database.db, staff.scope));
});
