import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { deskAnswer } from '#server/lib/console/support-desk.js';
import { closeTicket, findTicket, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** Closes a ticket from the desk: lib/support/tickets.ts closeTicket, the call of `npm run ops -- ticket:close` (audited). */
export const closeStaffTicket = defineHandler('closeStaffTicket', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const ticket = await findTicket(database.db, request.params.ticket);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const { ticket: closed } = await closeTicket(database.db, ticket.id, now(), staffContext(staff, request));
  return ok('Ticket closed.', await deskAnswer(database.db, closed));
});
