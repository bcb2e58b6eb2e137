import { openDownload } from '#server/lib/privacy/data-export.js';
import { customerContext } from '#server/lib/platform/audit.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { contentDisposition } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** The archive's zip streamed from storage, to its owner's bearer session only (ADR 055): 404 not theirs, 409, 410. */
export const downloadDataExport = defineHandler('downloadDataExport', async (request, reply) => {
  const { user } = customerOf(request);
  const { stream, size, filename } = await openDownload(
    { db: request.server.ctx.database.db, storage: request.server.storage },
    user.id,
    request.params.id,
    request.server.ctx.now(),
    customerContext(user.id, request.id),
  );
  void reply
    .headers({
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', filename),
      'content-length': String(size),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(stream);
  return reply as never;
});
