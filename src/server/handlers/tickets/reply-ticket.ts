import { ApiError, ok } from '#server/envelope.js';
import { acceptFiles, addMessage, findTicket, TICKET_NOT_FOUND } from '#server/lib/tickets.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customer's reply (text and/or files); the ticket becomes Replied. A closed ticket refuses it (409). */
export const replyTicket = defineHandler('replyTicket', async (request) => {
  const { user } = principalOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket, user.id);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const files = acceptFiles(
    request.uploads.filter((u) => u.field === 'file[]'),
    'file[]',
  );
  await addMessage(db, request.server.storage, ticket.id, {
    sender: 'customer',
    senderName: `${user.firstname} ${user.lastname}`.trim(),
    text: request.body.message ?? '',
    files,
    now: request.server.ctx.now(),
  });
  request.log.info({ event: 'ticket_replied', user_id: user.id, ticket: ticket.number, files: files.length }, 'customer replied to a ticket');
  return ok('Your reply has been sent.', null);
});
