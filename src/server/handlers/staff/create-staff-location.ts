import { ApiError, created } from '#server/envelope.js';
import { staffContext } from '#server/lib/audit.js';
import { addLocation, TAKEN } from '#server/lib/hubs.js';
import { staffOf } from '#server/lib/principal.js';
import { assertUnscoped } from '#server/lib/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin who works everywhere adds a location: lib/hubs.ts addLocation, the call of `ops location:add`. */
export const createStaffLocation = defineHandler('createStaffLocation', async (request) => {
  const staff = staffOf(request);
  assertUnscoped(staff.scope);
  const row = await addLocation(request.server.ctx.database.db, request.body.name.trim(), staffContext(staff, request));
  if (row === TAKEN) throw new ApiError(409, 'A location with this name exists already.');
  return created('Location added.', { id: row.id, name: row.name });
});
