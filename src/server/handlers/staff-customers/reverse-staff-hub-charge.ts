import { staffContext } from '#server/lib/platform/audit.js';
import { customerTold, type Queued } from '#server/lib/notifications/notifications.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { moneyBackServicesOf, staffReverseHubCharge, staffReversalView } from '#server/lib/cards-hubs/reversals.js';
import { defineHandler } from '#server/handlers/define.js';

/** "The charge was reversed; the customer has been e-mailed." — or what the customer's alert choices made of it. */
export const staffReversed = (told: Queued) => `The charge was reversed; ${customerTold(told, 'money_back')}.`;
export const STAFF_REVERSED_BEFORE = 'This charge was reversed already.';

/**
 * Support, finance, admin: reverse a hub charge (no time limit, once per charge; audited money_back.reversed by the
 * core). The answer says how the customer hears of it, as their "refund or reversal made" choice decided.
 */
export const reverseStaffHubCharge = defineHandler('reverseStaffHubCharge', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { row, created, told } = await staffReverseHubCharge(
    database.db,
    staffContext(staff, request),
    staff,
    request.params.id,
    { reason: request.body.reason, ticket: request.body.ticket },
    moneyBackServicesOf(config),
    now(),
  );
  return { code: created ? (201 as const) : (200 as const), message: created && told ? staffReversed(told) : STAFF_REVERSED_BEFORE, data: staffReversalView(row) };
});
