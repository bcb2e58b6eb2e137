import { ApiError } from '#server/envelope.js';
import { ATTACHMENT_NOT_FOUND, attachmentHeaders, findAttachment, findTicket } from '#server/lib/tickets.js';
import { customerOf } from '#server/lib/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The bytes of an attachment of one of the customer's tickets, with its content-decided type, nosniff, a sandboxing
 * CSP and a Content-Disposition. Anything that is not the customer's (ticket or attachment) is the same 404.
 */
export const downloadTicketAttachment = defineHandler('downloadTicketAttachment', async (request, reply) => {
  const { user } = customerOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket, user.id);
  const attachment = ticket ? await findAttachment(db, ticket.id, request.params.id) : null;
  const stored = attachment ? await request.server.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) {
    if (attachment) request.log.error({ event: 'attachment_missing', attachment_id: attachment.id, key: attachment.storageKey }, 'attachment bytes missing from storage');
    throw new ApiError(404, ATTACHMENT_NOT_FOUND);
  }
  void reply.headers(attachmentHeaders(attachment)).send(stored.bytes);
  return reply as never;
});
