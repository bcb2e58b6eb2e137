import { staffContext } from '#server/lib/audit.js';
import { staffOf } from '#server/lib/principal.js';
import { approveByReference, moneyBackServices, staffMoneyBack } from '#server/lib/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/** The second of four eyes (finance, admin; never the requester: 403; once: 409). */
export const approveStaffMoneyBack = defineHandler('approveStaffMoneyBack', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const row = await approveByReference(database.db, staffContext(staff, request), staff.staffId, request.params.reference, moneyBackServices(config), now());
  return { code: 200 as const, message: 'Approved.', data: await staffMoneyBack(database.db, row.id, staff.staffId) };
});
