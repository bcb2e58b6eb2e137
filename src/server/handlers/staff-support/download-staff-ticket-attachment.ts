import { staffOf } from '#server/lib/identity/principal.js';
import { attachmentDownload } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** An attachment of any ticket (support, finance, admin), served with the same headers as to the customer. */
export const downloadStaffTicketAttachment = defineHandler('downloadStaffTicketAttachment', async (request, reply) => {
  staffOf(request);
  const { headers, bytes } = await attachmentDownload(request.server.ctx.database.db, request.server.storage, request.log, request.params);
  void reply.headers(headers).send(bytes);
  return reply as never;
});
