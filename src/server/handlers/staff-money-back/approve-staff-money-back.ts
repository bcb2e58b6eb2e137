import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { refundServicesOf, submitIfDue } from '#server/lib/money-back/refunds.js';
import { approveByReference, moneyBackServices, staffMoneyBack } from '#server/lib/money-back/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The second of four eyes (finance, admin; never the requester: 403; once: 409). An approved refund is sent to its
 * gateway after the approval's commit (lib/money-back/refunds.ts; the refunds job would send it otherwise).
 */
export const approveStaffMoneyBack = defineHandler('approveStaffMoneyBack', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const ctx = staffContext(staff, request);
  const row = await approveByReference(database.db, ctx, staff.staffId, request.params.reference, moneyBackServices(config), now());
  await submitIfDue(refundServicesOf({ ...request.server.payments, log: request.log }), ctx, row, now);
  return { code: 200 as const, message: 'Approved.', data: await staffMoneyBack(database.db, row.id, staff.staffId) };
});
