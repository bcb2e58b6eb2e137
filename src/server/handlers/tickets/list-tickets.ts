import { TICKETS_PER_PAGE, ticketsPage } from '#server/lib/support/tickets.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customer's tickets, most recently active first, 15 per page. */
export const listTickets = defineHandler('listTickets', async (request) => {
  const { user } = customerOf(request);
  const page = request.query.page ?? 1;
  const { total, data } = await ticketsPage(request.server.ctx.database.db, user.id, page);
  return { code: 200 as const, message: 'Tickets retrieved successfully.', data, total, page, per_page: TICKETS_PER_PAGE as 15 };
});
