import { depositsPage } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const PER_PAGE = 10;

export const listDeposits = defineHandler('listDeposits', async (request) => {
  const { user } = customerOf(request);
  const page = request.query.page ?? 1;
  const { total, data } = await depositsPage(request.server.ctx.database.db, user.id, page, PER_PAGE);
  return { code: 200 as const, message: 'Deposits retrieved successfully.', data, total, page, per_page: PER_PAGE as 10 };
});
