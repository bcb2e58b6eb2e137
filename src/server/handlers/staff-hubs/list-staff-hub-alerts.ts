import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, HUBS_PER_PAGE, staffHubAlerts } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** A hub's charges refused above a machine's limit (ADR 039), newest first (every staff role, in scope). */
export const listStaffHubAlerts = defineHandler('listStaffHubAlerts', async (request) => {
  const staff = staffOf(request);
  const db = request.server.ctx.database.db;
  const hub = await hubOr404(db, staff.scope, request.params.hub);
  const { data, total, page } = await staffHubAlerts(db, hub.id, request.query);
  return { code: 200 as const, message: 'Alerts retrieved successfully.', data, total, page, per_page: HUBS_PER_PAGE as 15 };
});
