import { ApiError, ok } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { runOf } from '#server/lib/payments/reconcile.js';
import { reconciliationView, RUN_NOT_FOUND } from '#server/lib/payments/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** A reconciliation run and its mismatches (finance, admin; ADR 053). */
export const getStaffReconciliation = defineHandler('getStaffReconciliation', async (request) => {
  staffOf(request);
  const found = await runOf(request.server.ctx.database.db, request.params.id);
  if (!found) throw new ApiError(404, RUN_NOT_FOUND);
  return ok('Reconciliation run retrieved successfully.', reconciliationView(found));
});
