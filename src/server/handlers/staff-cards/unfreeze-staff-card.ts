import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { unfreezeCard } from '#server/lib/cards-hubs/card-inventory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** A frozen card pays again for its holder (audited card.unfreeze, with the reason). */
export const unfreezeStaffCard = defineHandler('unfreezeStaffCard', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { card, changed } = await unfreezeCard(database.db, request.params.id, request.body.reason, now(), staffContext(staff, request));
  return ok(changed ? 'Card unfrozen.' : 'The card was not frozen.', card);
});
