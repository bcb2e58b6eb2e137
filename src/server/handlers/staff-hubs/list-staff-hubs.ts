import { staffOf } from '#server/lib/identity/principal.js';
import { HUBS_PER_PAGE, staffHubsPage } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** The hubs in the member's scope with machines online / offline, last seen and today's charges (every staff role). */
export const listStaffHubs = defineHandler('listStaffHubs', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { data, total, page, locations } = await staffHubsPage(database.db, staff.scope, now(), config.hubStaleMinutes, request.query);
  return {
    code: 200 as const,
    message: 'Hubs retrieved successfully.',
    data,
    total,
    page,
    per_page: HUBS_PER_PAGE as 15,
    locations,
    stale_after_minutes: config.hubStaleMinutes,
  };
});
