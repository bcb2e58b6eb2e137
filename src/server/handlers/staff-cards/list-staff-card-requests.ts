import { CARD_DESK_PER_PAGE, cardDeskPage } from '#server/lib/cards-hubs/card-desk.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Card requests per service centre, within the member's scope (fulfilment, admin). */
export const listStaffCardRequests = defineHandler('listStaffCardRequests', async (request) => {
  const staff = staffOf(request);
  const { total, page, data, centres } = await cardDeskPage(request.server.ctx.database.db, staff.scope, request.query);
  return { code: 200 as const, message: 'Card requests retrieved successfully.', data, total, page, per_page: CARD_DESK_PER_PAGE as 15, centres };
});
