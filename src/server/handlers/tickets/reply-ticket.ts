import { ApiError, ok } from '#server/envelope.js';
import { acceptFiles, addMessage, findTicket, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { ticketActivityMail } from '#server/mail/templates.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';

/** The customer's reply (text and/or files); the ticket becomes Replied. A closed ticket refuses it (409). */
export const replyTicket = defineHandler('replyTicket', async (request) => {
  const { user } = customerOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket, user.id);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const files = acceptFiles(
    request.uploads.filter((u) => u.field === 'file[]'),
    'file[]',
  );
  const text = request.body.message ?? '';
  const { config } = request.server.ctx;
  await addMessage(
    db,
    request.server.storage,
    ticket.id,
    { sender: 'customer', senderName: `${user.firstname} ${user.lastname}`.trim(), text, files, now: request.server.ctx.now() },
    // Support hears of it in the reply's transaction, one mail per message.
    (tx, _ticket, messageId) =>
      enqueueMail(
        tx,
        {
          to: config.contactEmail,
          replyTo: user.email,
          ...ticketActivityMail(config.publicUrl, { kind: 'replied', ticket: ticket.number, subject: ticket.subject, priority: ticket.priority, name: `${user.firstname} ${user.lastname}`, email: user.email, message: text, files: files.length }),
        },
        { key: `ticket-activity:${messageId}` },
      ),
  );
  request.server.mail.wake();
  request.log.info({ event: 'ticket_replied', user_id: user.id, ticket: ticket.number, files: files.length }, 'customer replied to a ticket');
  return ok('Your reply has been sent.', null);
});
