import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { freezeCardById } from '#server/lib/cards-hubs/card-inventory.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Freezes a customer's card with a reason (audited card.freeze); the balance does not move. */
export const freezeStaffCard = defineHandler('freezeStaffCard', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { card, changed } = await freezeCardById(database.db, request.params.id, request.body.reason, now(), staffContext(staff, request));
  return ok(changed ? 'Card frozen.' : 'The card was already frozen.', card);
});
