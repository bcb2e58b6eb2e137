import { ok } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { staffOverview } from '#server/lib/console/staff-overview.js';
import { defineHandler } from '#server/handlers/define.js';

/** Today's figures, each part only for the roles that own it, centre parts within the member's scope (every role). */
export const getStaffOverview = defineHandler('getStaffOverview', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  return ok('Overview retrieved successfully.', await staffOverview(database.db, staff, now(), config.hubStaleMinutes));
});
