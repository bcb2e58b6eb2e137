import { ok } from '#server/envelope.js';
import { cardDeskRequest } from '#server/lib/cards-hubs/card-desk.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** A card request with its customer's card history; out of the member's scope it is 404 like an unknown id. */
export const getStaffCardRequest = defineHandler('getStaffCardRequest', async (request) => {
  const staff = staffOf(request);
  const data = await cardDeskRequest(request.server.ctx.database.db, staff.scope, request.params.id, request.server.payments.gateways);
  return ok('Card request retrieved successfully.', data);
});
