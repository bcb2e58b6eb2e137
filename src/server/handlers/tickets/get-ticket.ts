import { ApiError, ok } from '#server/envelope.js';
import { findTicket, TICKET_NOT_FOUND, ticketView } from '#server/lib/support/tickets.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** One of the customer's tickets; another customer's answers 404 like an unknown number. */
export const getTicket = defineHandler('getTicket', async (request) => {
  const { user } = customerOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket, user.id);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  return ok('Ticket retrieved successfully.', await ticketView(db, ticket));
});
