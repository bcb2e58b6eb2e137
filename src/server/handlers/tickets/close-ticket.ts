import { ApiError, ok } from '#server/envelope.js';
import { customerContext } from '#server/lib/platform/audit.js';
import { closeTicket as close, findTicket, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Closes one of the customer's tickets (again: the same answer). */
export const closeTicket = defineHandler('closeTicket', async (request) => {
  const { user } = customerOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket, user.id);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  await close(db, ticket.id, request.server.ctx.now(), customerContext(user.id, request.id));
  return ok('Ticket closed successfully.', null);
});
