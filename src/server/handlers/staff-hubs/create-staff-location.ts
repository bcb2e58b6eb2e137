import { ApiError, created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { addLocation, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { assertUnscoped } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin who works everywhere adds a location: lib/cards-hubs/hub-directory.ts addLocation, the call of `ops location:add`. */
export const createStaffLocation = defineHandler('createStaffLocation', async (request) => {
  const staff = staffOf(request);
  assertUnscoped(staff.scope);
  const row = await addLocation(request.server.ctx.database.db, request.body.name.trim(), staffContext(staff, request));
  if (row === TAKEN) throw new ApiError(409, 'A location with this name exists already.');
  return created('Location added.', { id: row.id, name: row.name });
});
