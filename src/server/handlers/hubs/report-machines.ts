import { ok } from '#server/envelope.js';
import { reportMachines as report } from '#server/lib/hubs.js';
import { hubOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

/** Hub API: machine states. */
export const reportMachines = defineHandler('reportMachines', async (request) => {
  const hub = hubOf(request);
  const now = request.server.ctx.now();
  const { updated, unknown } = await report(request.server.ctx.database.db, hub.hubId, request.body.machines, now);
  return ok(`${updated.length} machine state${updated.length === 1 ? '' : 's'} recorded.`, { updated, unknown, reported_at: now.toISOString() });
});
