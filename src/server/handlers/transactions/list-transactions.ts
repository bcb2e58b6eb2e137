import { transactionsPage } from '#server/lib/money-views.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

export const listTransactions = defineHandler('listTransactions', async (request) => {
  const { user } = principalOf(request);
  const page = request.query.page ?? 1;
  const perPage = request.query.per_page ?? 15;
  const { total, data } = await transactionsPage(request.server.ctx.database.db, user, page, perPage);
  return { code: 200 as const, message: 'Transactions retrieved successfully.', data, total, page, per_page: perPage };
});
