import { staffContext } from '#server/lib/platform/audit.js';
import { replaceCard } from '#server/lib/cards-hubs/card-inventory.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Retires a customer's card and links a new one (given, or from stock); the balance stays the account's. The customer is
 * always e-mailed: the replacement notice is no alert of Profile → Notifications (the card on the account changed), so
 * "the customer has been e-mailed" is true whatever they chose there.
 */
export const replaceStaffCard = defineHandler('replaceStaffCard', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { card, replaced } = await replaceCard(
    database.db,
    request.params.id,
    { cardNumber: request.body.card_number, reason: request.body.reason },
    now(),
    { publicUrl: config.publicUrl, enqueue: (tx, mail, key) => enqueueMail(tx, mail, { key }) },
    staffContext(staff, request),
  );
  request.server.mail.wake();
  return { code: 200 as const, message: 'Card replaced; the customer has been e-mailed.', data: card, replaced };
});
