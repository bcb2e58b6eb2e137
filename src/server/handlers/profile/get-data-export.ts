import { exportView, ownExport } from '#server/lib/privacy/data-export.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { ok } from '#server/envelope.js';
import { defineHandler } from '#server/handlers/define.js';

/** One of the customer's archives: status and progress; another customer's id is a 404 (ADR 055). */
export const getDataExport = defineHandler('getDataExport', async (request) => {
  const { user } = customerOf(request);
  const row = await ownExport(request.server.ctx.database.db, user.id, request.params.id);
  return ok('Data archive', exportView(row, request.server.ctx.now()));
});
