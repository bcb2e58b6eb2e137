import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { suspenseItemView } from '#server/lib/payments/staff-books.js';
import { returnSuspense } from '#server/lib/payments/suspense.js';
import { defineHandler } from '#server/handlers/define.js';

/** Marks an open suspense item returned to its payer through the gateway (finance, admin; ADR 053). */
export const returnStaffSuspense = defineHandler('returnStaffSuspense', async (request) => {
  const staff = staffOf(request);
  const { db } = request.server.ctx.database;
  const item = await returnSuspense(
    db,
    staffContext(staff, request),
    { staffId: staff.staffId, label: staff.name },
    request.params.id,
    { returnReference: request.body.reference.trim(), reason: request.body.reason.trim() },
    request.server.ctx.now(),
  );
  return ok('The item is marked returned.', (await suspenseItemView(db, item.id))!);
});
