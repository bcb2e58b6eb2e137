import { fieldError } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, HUBS_PER_PAGE, staffHubCharges } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** A hub's charge attempts within days (Africa/Lagos), newest first, with the range's totals (every staff role, in scope). */
export const listStaffHubCharges = defineHandler('listStaffHubCharges', async (request) => {
  const staff = staffOf(request);
  const db = request.server.ctx.database.db;
  const hub = await hubOr404(db, staff.scope, request.params.hub);
  const { from, to } = request.query;
  if (from && to && to < from) throw fieldError('to', 'The end date must not be before the start date.');
  const { data, total, page, totals } = await staffHubCharges(db, hub.id, request.query);
  return { code: 200 as const, message: 'Charges retrieved successfully.', data, total, page, per_page: HUBS_PER_PAGE as 15, totals };
});
