import type { FastifyReply } from 'fastify';
import { ApiError, ok } from '#server/envelope.js';
import { chargeCard as charge, hubsView, publicHubsView, reportMachines as report } from '#server/lib/hubs.js';
import { koboOf } from '#server/lib/money.js';
import { hubOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';
import type { SuccessBody } from '#server/envelope.js';

/** Laundry Viewer (signed in). */
export const listHubs = defineHandler('listHubs', async (request) => {
  const { config, database, now } = request.server.ctx;
  const locationId = request.query.location_id;
  const data = await hubsView(database.db, now(), config.hubStaleMinutes, locationId);
  if (locationId !== undefined && data.length === 0) throw new ApiError(404, 'The requested location was not found.');
  return { code: 200 as const, message: 'Hubs retrieved successfully.', data, stale_after_minutes: config.hubStaleMinutes };
});

/** The public Location page (no session): free machines per hub. */
export const listPublicHubs = defineHandler('listPublicHubs', async (request) => {
  const { config, database, now } = request.server.ctx;
  const data = await publicHubsView(database.db, now(), config.hubStaleMinutes);
  return { code: 200 as const, message: 'Hubs retrieved successfully.', data, stale_after_minutes: config.hubStaleMinutes };
});

/** Hub API: charge a card for a cycle (a retry of the cycle answers its first result, status and body). */
export const chargeCard = defineHandler('chargeCard', async (request, _reply: FastifyReply) => {
  const hub = hubOf(request);
  const { card_number, machine, cycle_id, amount } = request.body;
  const answer = await charge(
    request.server.ctx.database.db,
    hub,
    { card_number, machine, cycle_id, amountKobo: amount === undefined ? undefined : koboOf(amount) },
    request.server.ctx.now(),
  );
  if (answer.status === 201) return answer.body as SuccessBody<'chargeCard'>;
  const { message, reason } = answer.body as { message: string; reason: string };
  throw new ApiError(answer.status, message, undefined, {}, { reason });
});

/** Hub API: machine states. */
export const reportMachines = defineHandler('reportMachines', async (request) => {
  const hub = hubOf(request);
  const now = request.server.ctx.now();
  const { updated, unknown } = await report(request.server.ctx.database.db, hub.hubId, request.body.machines, now);
  return ok(`${updated.length} machine state${updated.length === 1 ? '' : 's'} recorded.`, { updated, unknown, reported_at: now.toISOString() });
});
