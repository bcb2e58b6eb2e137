import { ApiError } from '#server/envelope.js';
import { hubsView } from '#server/lib/cards-hubs/viewer.js';
import { defineHandler } from '#server/handlers/define.js';

/** Laundry Viewer (signed in). */
export const listHubs = defineHandler('listHubs', async (request) => {
  const { config, database, now } = request.server.ctx;
  const locationId = request.query.location_id;
  const data = await hubsView(database.db, now(), config.hubStaleMinutes, locationId);
  if (locationId !== undefined && data.length === 0) throw new ApiError(404, 'The requested location was not found.');
  return { code: 200 as const, message: 'Hubs retrieved successfully.', data, stale_after_minutes: config.hubStaleMinutes };
});
