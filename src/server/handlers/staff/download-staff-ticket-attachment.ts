import { ApiError } from '#server/envelope.js';
import { staffOf } from '#server/lib/principal.js';
import { ATTACHMENT_NOT_FOUND, attachmentHeaders, findAttachment, findTicket } from '#server/lib/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** An attachment of any ticket (support, admin), served with the same headers as to the customer. */
export const downloadStaffTicketAttachment = defineHandler('downloadStaffTicketAttachment', async (request, reply) => {
  staffOf(request);
  const db = request.server.ctx.database.db;
  const ticket = await findTicket(db, request.params.ticket);
  const attachment = ticket ? await findAttachment(db, ticket.id, request.params.id) : null;
  const stored = attachment ? await request.server.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) {
    if (attachment) request.log.error({ event: 'attachment_missing', attachment_id: attachment.id, key: attachment.storageKey }, 'attachment bytes missing from storage');
    throw new ApiError(404, ATTACHMENT_NOT_FOUND);
  }
  void reply.headers(attachmentHeaders(attachment)).send(stored.bytes);
  return reply as never;
});
