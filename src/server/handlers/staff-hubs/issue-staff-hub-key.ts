import { created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404 } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * An admin issues a key for a hub in scope: lib/cards-hubs/hub-keys.ts issueHubKey, the call of `ops hub:key:issue`. The key is in
 * this answer once (every API answer is `Cache-Control: no-store`, plugins/request-guard.ts; set here again so it
 * holds even if that ever changes); only its hash is stored, and the audit event names its id and prefix.
 */
export const issueStaffHubKey = defineHandler('issueStaffHubKey', async (request, reply) => {
  const staff = staffOf(request);
  const db = request.server.ctx.database.db;
  const hub = await hubOr404(db, staff.scope, request.params.hub);
  const k = await issueHubKey(db, hub.id, staffContext(staff, request), request.body.reason?.trim() || undefined);
  reply.header('cache-control', 'no-store');
  return created('Key issued. Copy it now: it will not be shown again.', { id: k.id, prefix: k.prefix, key: k.key, created_at: k.createdAt.toISOString(), revoked: 0 });
});
