import { staffOf } from '#server/lib/identity/principal.js';
import { AUDIT_PER_PAGE, auditPage } from '#server/lib/console/audit-log.js';
import { defineHandler } from '#server/handlers/define.js';

/** The audit log, filtered, newest first, 50 per page (admin). */
export const listAuditEvents = defineHandler('listAuditEvents', async (request) => {
  staffOf(request);
  const { page = 1, ...filter } = request.query;
  const { total, data } = await auditPage(request.server.ctx.database.db, filter, page);
  return { code: 200 as const, message: 'Audit events retrieved successfully.', data, total, page, per_page: AUDIT_PER_PAGE as 50 };
});
