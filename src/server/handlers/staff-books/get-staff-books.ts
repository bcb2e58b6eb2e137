import { ok } from '#server/envelope.js';
import { booksOf } from '#server/lib/ledger/books.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { booksView, periodOf } from '#server/lib/payments/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** The books of a Lagos day or month, from the ledger (finance, admin; ADR 053). */
export const getStaffBooks = defineHandler('getStaffBooks', async (request) => {
  staffOf(request);
  const books = await booksOf(request.server.ctx.database.db, periodOf(request.query.period));
  return ok('Books retrieved successfully.', booksView(books));
});
