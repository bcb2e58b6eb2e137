import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/audit.js';
import { staffOf } from '#server/lib/principal.js';
import { deskAnswer } from '#server/lib/support-desk.js';
import { closeTicket, findTicket, TICKET_NOT_FOUND } from '#server/lib/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** Closes a ticket from the desk: lib/tickets.ts closeTicket, the call of `npm run ops -- ticket:close` (audited). */
export const closeStaffTicket = defineHandler('closeStaffTicket', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const ticket = await findTicket(database.db, request.params.ticket);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const { ticket: closed } = await closeTicket(database.db, ticket.id, now(), staffContext(staff, request));
  return ok('Ticket closed.', await deskAnswer(database.db, closed));
});
