import { staffOf } from '#server/lib/identity/principal.js';
import { MANAGEMENT_PER_PAGE, managementCardsPage } from '#server/lib/cards-hubs/management-cards.js';
import { defineHandler } from '#server/handlers/define.js';

/** Management cards in the member's scope with this month's usage, newest first, 15 per page (fulfilment, admin). */
export const listManagementCards = defineHandler('listManagementCards', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { total, page, data } = await managementCardsPage(database.db, staff.scope, request.query, now());
  return { code: 200 as const, message: 'Management cards retrieved successfully.', data, total, page, per_page: MANAGEMENT_PER_PAGE as 15 };
});
