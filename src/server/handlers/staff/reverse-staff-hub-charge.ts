import { staffContext } from '#server/lib/audit.js';
import { staffOf } from '#server/lib/principal.js';
import { moneyBackServicesOf, staffReverseHubCharge, staffReversalView } from '#server/lib/reversals.js';
import { defineHandler } from '#server/handlers/define.js';

export const STAFF_REVERSED = 'The charge was reversed; the customer was e-mailed.';
export const STAFF_REVERSED_BEFORE = 'This charge was reversed already.';

/** Support, finance, admin: reverse a hub charge (no time limit, once per charge; audited money_back.reversed by the core). */
export const reverseStaffHubCharge = defineHandler('reverseStaffHubCharge', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { row, created } = await staffReverseHubCharge(
    database.db,
    staffContext(staff, request),
    staff,
    request.params.id,
    { reason: request.body.reason, ticket: request.body.ticket },
    moneyBackServicesOf(config),
    now(),
  );
  return { code: created ? (201 as const) : (200 as const), message: created ? STAFF_REVERSED : STAFF_REVERSED_BEFORE, data: staffReversalView(row) };
});
