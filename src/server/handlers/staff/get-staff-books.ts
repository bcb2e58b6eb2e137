import { ok } from '#server/envelope.js';
import { booksOf } from '#server/lib/books.js';
import { staffOf } from '#server/lib/principal.js';
import { booksView, periodOf } from '#server/lib/staff-books.js';
import { defineHandler } from '#server/handlers/define.js';

/** The books of a Lagos day or month, from the ledger (finance, admin; ADR 053). */
export const getStaffBooks = defineHandler('getStaffBooks', async (request) => {
  staffOf(request);
  const books = await booksOf(request.server.ctx.database.db, periodOf(request.query.period));
  return ok('Books retrieved successfully.', booksView(books));
});
