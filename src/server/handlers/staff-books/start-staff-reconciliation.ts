import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { reconcileDay } from '#server/lib/payments/reconcile.js';
import { dayPeriod } from '#server/lib/ledger/books.js';
import { reconciliationView } from '#server/lib/payments/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** Reconciles a Lagos day's top-ups with their gateways now: the same call as `ops reconcile --day` (finance, admin). */
export const startStaffReconciliation = defineHandler('startStaffReconciliation', async (request) => {
  const staff = staffOf(request);
  dayPeriod(request.body.day, 'day'); // a 422 for an impossible day
  const { payments } = request.server;
  const result = await reconcileDay({ db: payments.db, gateways: payments.gateways, log: request.log }, staffContext(staff, request), { day: request.body.day, trigger: 'staff' }, request.server.ctx.now());
  return ok(result!.mismatches.length ? 'Reconciled: the gateways disagree on some top-ups.' : 'Reconciled: the gateways agree.', reconciliationView(result!));
});
