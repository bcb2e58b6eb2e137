import { ApiError, ok } from '#server/envelope.js';
import { reportMachines as report } from '#server/lib/cards-hubs/machines.js';
import { HUB_KEY_INVALID } from '#server/lib/identity/principal.js';
import { hubOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Hub API: machine states (and the customers' alerts of a cycle done or a machine free, queued in the same transaction). */
export const reportMachines = defineHandler('reportMachines', async (request) => {
  const hub = hubOf(request);
  const { database, config } = request.server.ctx;
  const now = request.server.ctx.now();
  const recorded = await report(database.db, hub, request.body.machines, now, { publicUrl: config.publicUrl });
  if (!recorded) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
  const { updated, unknown, alerts } = recorded;
  if (alerts.mail || alerts.push) request.server.mail.wake(); // and the push outbox with it (plugins/push.ts)
  return ok(`${updated.length} machine state${updated.length === 1 ? '' : 's'} recorded.`, { updated, unknown, reported_at: now.toISOString() });
});
