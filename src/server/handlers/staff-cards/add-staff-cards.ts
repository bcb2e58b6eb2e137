import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { reportMessage } from '#server/lib/cards-hubs/card-inventory.js';
import { addCardNumbers } from '#server/lib/cards-hubs/card-inventory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Printed cards added by number (one, or up to 100): the import's checks and report, numbered by position. */
export const addStaffCards = defineHandler('addStaffCards', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const lines = request.body.numbers.map((raw, i) => ({ line: i + 1, raw }));
  const report = await addCardNumbers(database.db, lines, now(), staffContext(staff, request), 'list');
  return ok(reportMessage(report), report);
});
