import { publicHubsView } from '#server/lib/cards-hubs/viewer.js';
import { defineHandler } from '#server/handlers/define.js';

/** The public Location page (no session): free machines per hub. */
export const listPublicHubs = defineHandler('listPublicHubs', async (request) => {
  const { config, database, now } = request.server.ctx;
  const data = await publicHubsView(database.db, now(), config.hubStaleMinutes);
  return { code: 200 as const, message: 'Hubs retrieved successfully.', data, stale_after_minutes: config.hubStaleMinutes };
});
