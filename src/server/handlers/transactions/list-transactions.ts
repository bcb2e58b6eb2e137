import { transactionsPage } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const listTransactions = defineHandler('listTransactions', async (request) => {
  const { user } = customerOf(request);
  const page = request.query.page ?? 1;
  const perPage = request.query.per_page ?? 15;
  const { total, data } = await transactionsPage(request.server.ctx.database.db, user, page, perPage, request.query.trx);
  return { code: 200 as const, message: 'Transactions retrieved successfully.', data, total, page, per_page: perPage };
});
