import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { customerByAccountNumber, suspenseItemView } from '#server/lib/payments/staff-books.js';
import { assignSuspense } from '#server/lib/payments/suspense.js';
import { defineHandler } from '#server/handlers/define.js';

/** Credits an open suspense item to a customer by account number, once, with a reason (finance, admin; ADR 053). */
export const assignStaffSuspense = defineHandler('assignStaffSuspense', async (request) => {
  const staff = staffOf(request);
  const { db } = request.server.ctx.database;
  const userId = await customerByAccountNumber(db, request.body.account_number);
  const item = await assignSuspense(db, staffContext(staff, request), { staffId: staff.staffId, label: staff.name }, request.params.id, { userId, reason: request.body.reason.trim() }, request.server.ctx.now());
  return ok('The amount was credited to the customer.', (await suspenseItemView(db, item.id))!);
});
