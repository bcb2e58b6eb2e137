import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { moneyBackServices, rejectByReference, staffMoneyBack } from '#server/lib/money-back/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/** Rejects a request awaiting approval with a reason; a held debit comes back (finance, admin; once: 409). */
export const rejectStaffMoneyBack = defineHandler('rejectStaffMoneyBack', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const row = await rejectByReference(database.db, staffContext(staff, request), staff.staffId, request.params.reference, request.body.reason, moneyBackServices(config), now());
  return { code: 200 as const, message: 'Rejected.', data: await staffMoneyBack(database.db, row.id, staff.staffId) };
});
