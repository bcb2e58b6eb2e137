import { created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { rotateHubKeys } from '#server/lib/cards-hubs/hub-keys.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404 } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** Every active key of the hub revoked and a new one issued, in one transaction (lib/cards-hubs/hub-keys.ts rotateHubKeys, as `ops hub:key:rotate`). */
export const rotateStaffHubKey = defineHandler('rotateStaffHubKey', async (request, reply) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const hub = await hubOr404(database.db, staff.scope, request.params.hub);
  const r = await rotateHubKeys(database.db, hub.id, now(), staffContext(staff, request), request.body.reason?.trim() || undefined);
  reply.header('cache-control', 'no-store');
  return created('Keys rotated. Copy the new key now: it will not be shown again.', {
    id: r.id,
    prefix: r.prefix,
    key: r.key,
    created_at: r.createdAt.toISOString(),
    revoked: r.revoked,
  });
});
