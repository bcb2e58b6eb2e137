import { staffOf } from '#server/lib/identity/principal.js';
import { BOOKS_PER_PAGE, runsPage } from '#server/lib/payments/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** Reconciliation runs, newest first, 20 per page (finance, admin; ADR 053). */
export const listStaffReconciliations = defineHandler('listStaffReconciliations', async (request) => {
  staffOf(request);
  const { data, total, page } = await runsPage(request.server.ctx.database.db, request.query);
  return { code: 200 as const, message: 'Reconciliation runs retrieved successfully.', data, total, page, per_page: BOOKS_PER_PAGE as 20 };
});
