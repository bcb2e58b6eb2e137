import { and, eq } from 'drizzle-orm';
import { hubKeys } from '#server/db/schema.js';
import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { revokeHubKeys } from '#server/lib/cards-hubs/hub-keys.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, KEY_NOT_FOUND, KEY_REVOKED_ALREADY, staffKeyView } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin revokes one key of a hub in scope: lib/cards-hubs/hub-keys.ts revokeHubKeys, the call of `ops hub:key:revoke`. */
export const revokeStaffHubKey = defineHandler('revokeStaffHubKey', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const hub = await hubOr404(database.db, staff.scope, request.params.hub);
  const keyOf = async () =>
    (await database.db.select().from(hubKeys).where(and(eq(hubKeys.id, request.params.key), eq(hubKeys.serviceCenterId, hub.id))))[0];
  if (!(await keyOf())) throw new ApiError(404, KEY_NOT_FOUND);
  const n = await revokeHubKeys(database.db, hub.id, now(), staffContext(staff, request), { keyId: request.params.key, reason: request.body.reason?.trim() || undefined });
  if (n === 0) throw new ApiError(409, KEY_REVOKED_ALREADY);
  return ok('Key revoked.', staffKeyView((await keyOf())!));
});
