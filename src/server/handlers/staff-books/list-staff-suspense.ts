import { staffOf } from '#server/lib/identity/principal.js';
import { money } from '#server/lib/platform/money.js';
import { BOOKS_PER_PAGE, suspensePage } from '#server/lib/payments/staff-books.js';
import { openSuspense } from '#server/lib/payments/suspense.js';
import { defineHandler } from '#server/handlers/define.js';

/** Suspense items, newest first, 20 per page, with the open Naira total (finance, admin; ADR 053). */
export const listStaffSuspense = defineHandler('listStaffSuspense', async (request) => {
  staffOf(request);
  const { db } = request.server.ctx.database;
  const [{ data, total, page }, open] = await Promise.all([suspensePage(db, request.query), openSuspense(db)]);
  return { code: 200 as const, message: 'Suspense items retrieved successfully.', data, total, page, per_page: BOOKS_PER_PAGE as 20, open: { count: open.count, amount: money(open.amount) } };
});
