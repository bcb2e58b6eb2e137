import { exportView, listExports } from '#server/lib/privacy/data-export.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { ok } from '#server/envelope.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customer's latest archives, newest first (ADR 055). */
export const listDataExports = defineHandler('listDataExports', async (request) => {
  const { user } = customerOf(request);
  const now = request.server.ctx.now();
  const rows = await listExports(request.server.ctx.database.db, user.id);
  return ok('Data archives', rows.map((r) => exportView(r, now)));
});
