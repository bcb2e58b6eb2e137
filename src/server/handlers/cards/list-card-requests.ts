import { cardRequestsPage } from '#server/lib/cards-hubs/cards.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const PER_PAGE = 10;

/** Card History. */
export const listCardRequests = defineHandler('listCardRequests', async (request) => {
  const { user } = customerOf(request);
  const page = request.query.page ?? 1;
  const { total, data } = await cardRequestsPage(request.server.payments, user.id, page, PER_PAGE);
  return { code: 200 as const, message: 'Card requests retrieved successfully.', data, total, page, per_page: PER_PAGE as 10 };
});
