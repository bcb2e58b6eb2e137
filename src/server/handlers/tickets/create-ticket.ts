import { created } from '#server/envelope.js';
import { acceptFiles, openTicket } from '#server/lib/support/tickets.js';
import { ticketActivityMail } from '#server/mail/templates.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';

/** Opens a ticket with its first message, its files (checked by content) and the transaction it reports. */
export const createTicket = defineHandler('createTicket', async (request) => {
  const { user } = customerOf(request);
  const { subject, priority, message, trx } = request.body;
  const files = acceptFiles(
    request.uploads.filter((u) => u.field === 'attachments'),
    'attachments',
  );
  const { config } = request.server.ctx;
  const ticket = await openTicket(
    request.server.ctx.database.db,
    request.server.storage,
    {
      user,
      subject: subject.trim(),
      priority,
      message,
      ...(trx ? { trx } : {}),
      files,
      now: request.server.ctx.now(),
    },
    // Support hears of it (the company inbox), in the ticket's transaction; it answers with the command ticket:reply.
    (tx, opened) =>
      enqueueMail(
        tx,
        {
          to: config.contactEmail,
          replyTo: user.email,
          ...ticketActivityMail(config.publicUrl, { kind: 'opened', ticket: opened.number, subject: opened.subject, priority, name: `${user.firstname} ${user.lastname}`, email: user.email, message, files: files.length }),
        },
        { key: `ticket-opened:${opened.number}` },
      ),
  );
  request.server.mail.wake();
  request.log.info({ event: 'ticket_opened', user_id: user.id, ticket: ticket.number, files: files.length }, 'ticket opened');
  return created('Ticket opened successfully. We will reply within 10 minutes during office hours.', { ticket: ticket.number });
});
