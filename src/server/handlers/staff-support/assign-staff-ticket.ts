import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { assignTicket, deskAnswer } from '#server/lib/console/support-desk.js';
import { findTicket, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** Assigns a ticket to a support member (or the caller), or unassigns it; audited with before and after. */
export const assignStaffTicket = defineHandler('assignStaffTicket', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const ticket = await findTicket(database.db, request.params.ticket);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const { assignee_id, reason } = request.body;
  const updated = await assignTicket(database.db, staffContext(staff, request), ticket.id, { assigneeId: assignee_id, reason }, now());
  return ok(assignee_id === null ? 'Ticket unassigned.' : 'Ticket assigned.', await deskAnswer(database.db, updated));
});
