import { exportView, requestExport } from '#server/lib/privacy/data-export.js';
import { customerContext } from '#server/lib/platform/audit.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Queues an archive of the customer's data (202), or answers the one already being prepared; 3 per 24 hours (ADR 055). */
export const requestDataExport = defineHandler('requestDataExport', async (request) => {
  const { user } = customerOf(request);
  const now = request.server.ctx.now();
  const { row, created } = await requestExport(request.server.ctx.database.db, user.id, now, customerContext(user.id, request.id));
  if (created) request.server.dataExports.kick();
  const message = created
    ? 'We are preparing your archive. You can leave this page; we will e-mail you when it is ready.'
    : 'Your archive is already being prepared.';
  // 202 Accepted: the work happens in the background (the pipeline sets the HTTP status from `code`).
  return { code: 202, message, data: exportView(row, now) } as never;
});
