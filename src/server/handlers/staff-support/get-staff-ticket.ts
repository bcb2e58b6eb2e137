import { ApiError, ok } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { deskTicket } from '#server/lib/console/support-desk.js';
import { findTicket, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** A ticket with its customer's context beside it (support, finance, admin). Reads are not audited (ADR 041). */
export const getStaffTicket = defineHandler('getStaffTicket', async (request) => {
  staffOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  return ok('Ticket retrieved successfully.', await deskTicket(db, ticket));
});
