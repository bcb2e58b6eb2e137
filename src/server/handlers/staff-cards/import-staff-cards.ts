import { fieldError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { reportMessage } from '#server/lib/cards-hubs/card-inventory.js';
import { addCardNumbers, IMPORT_MESSAGES, parseCardCsv } from '#server/lib/cards-hubs/card-inventory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * A CSV of card numbers (multipart part `file`, held in memory within the upload budget like every upload): parsed
 * (lib/cards-hubs/card-inventory.ts parseCardCsv: 256 KB, 5,000 lines), checked and added in one transaction, with a report of every
 * rejected line — the same calls as `npm run ops -- card:import`.
 */
export const importStaffCards = defineHandler('importStaffCards', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const file = request.uploads.find((u) => u.field === 'file');
  if (!file) throw fieldError('file', IMPORT_MESSAGES.empty);
  const report = await addCardNumbers(database.db, parseCardCsv(file.data), now(), staffContext(staff, request), 'csv');
  return ok(reportMessage(report), report);
});
