import { booksCsv, booksOf } from '#server/lib/ledger/books.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { periodOf } from '#server/lib/payments/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** The books of a Lagos day or month as a CSV attachment (finance, admin; ADR 053). */
export const exportStaffBooks = defineHandler('exportStaffBooks', async (request, reply) => {
  staffOf(request);
  const period = periodOf(request.query.period);
  const csv = booksCsv(await booksOf(request.server.ctx.database.db, period));
  void reply.header('content-disposition', `attachment; filename="books-${period.label}.csv"`).type('text/csv; charset=utf-8').send(csv);
  return reply as never;
});
