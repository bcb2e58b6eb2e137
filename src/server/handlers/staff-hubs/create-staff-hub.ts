import { ApiError, created } from '#server/envelope.js';
import { locations } from '#server/db/schema.js';
import { eq } from 'drizzle-orm';
import { staffContext } from '#server/lib/platform/audit.js';
import { registerHub, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { assertUnscoped, LOCATION_NOT_FOUND, staffHubSummary } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin who works everywhere registers a hub: lib/cards-hubs/hub-directory.ts registerHub, the call of `ops hub:register`. */
export const createStaffHub = defineHandler('createStaffHub', async (request) => {
  const staff = staffOf(request);
  assertUnscoped(staff.scope);
  const { database, config, now } = request.server.ctx;
  const { location_id, name, address } = request.body;
  const [loc] = await database.db.select().from(locations).where(eq(locations.id, location_id));
  if (!loc) throw new ApiError(404, LOCATION_NOT_FOUND);
  const hub = await registerHub(database.db, { locationId: loc.id, name: name.trim(), address: address?.trim() ?? '' }, staffContext(staff, request));
  if (hub === TAKEN) throw new ApiError(409, 'This location has a hub with this name already.');
  return created('Hub registered.', await staffHubSummary(database.db, now(), config.hubStaleMinutes, hub.id));
});
