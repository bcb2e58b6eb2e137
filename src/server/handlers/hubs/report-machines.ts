import { ApiError, ok } from '#server/envelope.js';
import { HUB_KEY_INVALID, reportMachines as report } from '#server/lib/hubs.js';
import { hubOf } from '#server/lib/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Hub API: machine states. */
export const reportMachines = defineHandler('reportMachines', async (request) => {
  const hub = hubOf(request);
  const now = request.server.ctx.now();
  const recorded = await report(request.server.ctx.database.db, hub, request.body.machines, now);
  if (!recorded) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
  const { updated, unknown } = recorded;
  return ok(`${updated.length} machine state${updated.length === 1 ? '' : 's'} recorded.`, { updated, unknown, reported_at: now.toISOString() });
});
