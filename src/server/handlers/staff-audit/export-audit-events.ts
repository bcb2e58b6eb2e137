import { Readable } from 'node:stream';
import { staffOf } from '#server/lib/identity/principal.js';
import { auditCsv } from '#server/lib/console/audit-log.js';
import { defineHandler } from '#server/handlers/define.js';

/** The audit log as a CSV attachment, streamed in batches, formula-safe (admin). */
export const exportAuditEvents = defineHandler('exportAuditEvents', async (request, reply) => {
  staffOf(request);
  const lines = auditCsv(request.server.ctx.database.db, request.query);
  const day = request.server.ctx.now().toISOString().slice(0, 10);
  void reply
    .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(Readable.from(lines));
  return reply as never;
});
