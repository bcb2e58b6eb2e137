import { moneyBackServicesOf, hubReversalView, reportFailedCycle as report } from '#server/lib/cards-hubs/reversals.js';
import { hubOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The hub is told the money is back, never how the customer hears of it: whether they get e-mails or pushes is their
 * choice (Profile → Notifications), none of a hub's business (docs/decisions/066-alerts-polish.md).
 */
export const REVERSED = 'The charge was reversed; the amount is back on the customer\u2019s balance.';
export const REVERSED_BEFORE = 'This charge was reversed already.';

/** Hub API: a charged cycle did not run — the charge is reversed once (201), every later report answers it (200). */
export const reportFailedCycle = defineHandler('reportFailedCycle', async (request) => {
  const hub = hubOf(request);
  const { cycle_id, reason_code, reason } = request.body;
  const { database, config, now } = request.server.ctx;
  const { row, created } = await report(database.db, hub, { cycleId: cycle_id, reasonCode: reason_code, reason, requestId: request.id }, moneyBackServicesOf(config), now());
  if (created) request.log.info({ event: 'hub_cycle_reversed', hub_id: hub.hubId, cycle_id, reference: row.reference, amount: row.amount }, 'hub reported a failed cycle: charge reversed');
  return { code: created ? (201 as const) : (200 as const), message: created ? REVERSED : REVERSED_BEFORE, data: hubReversalView(row, cycle_id) };
});
