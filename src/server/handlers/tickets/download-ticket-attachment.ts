import { attachmentDownload } from '#server/lib/support/tickets.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The bytes of an attachment of one of the customer's tickets, with its content-decided type, nosniff, a sandboxing
 * CSP and a Content-Disposition. Anything that is not the customer's (ticket or attachment) is the same 404.
 */
export const downloadTicketAttachment = defineHandler('downloadTicketAttachment', async (request, reply) => {
  const { user } = customerOf(request);
  const { headers, bytes } = await attachmentDownload(request.server.ctx.database.db, request.server.storage, request.log, { ...request.params, userId: user.id });
  void reply.headers(headers).send(bytes);
  return reply as never;
});
