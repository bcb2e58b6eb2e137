import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { cardDeskRequest } from '#server/lib/cards-hubs/card-desk.js';
import { advanceCardRequest, STAGE_NAMES } from '#server/lib/cards-hubs/card-desk.js';
import { customerTold } from '#server/lib/notifications/notifications.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Moves a card request one stage forward: lib/cards-hubs/card-desk.ts advanceCardRequest, the call of `npm run ops -- card:advance`,
 * within the member's scope (404 outside it) and from the stage the member saw (409 when it moved meanwhile). At
 * `ready` the answer says how the customer hears of it, as their alert choices decided (lib/notifications/notifications.ts).
 */
export const advanceStaffCardRequest = defineHandler('advanceStaffCardRequest', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const moved = await advanceCardRequest(
    database.db,
    request.params.id,
    now(),
    {
      cardNumber: request.body.from === 'preparing' ? request.body.card_number : undefined,
      publicUrl: config.publicUrl,
      enqueue: (tx, mail, key) => enqueueMail(tx, mail, { key }),
      expected: request.body.from,
      scope: staff.scope,
    },
    staffContext(staff, request),
  );
  if (moved.stage === 'ready') request.server.mail.wake();
  const data = await cardDeskRequest(database.db, staff.scope, request.params.id, request.server.payments.gateways);
  const message = moved.stage === 'ready' && moved.alerted ? `${STAGE_NAMES.ready}; ${customerTold(moved.alerted, 'card_ready')}.` : `Moved to ${STAGE_NAMES[moved.stage]}.`;
  return ok(message, data);
});
