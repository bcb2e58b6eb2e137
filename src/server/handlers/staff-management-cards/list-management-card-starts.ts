import { staffOf } from '#server/lib/identity/principal.js';
import { MANAGEMENT_PER_PAGE, managementCardStarts } from '#server/lib/cards-hubs/management-cards.js';
import { defineHandler } from '#server/handlers/define.js';

/** Every start tried with a management card in the member's scope, newest first, 15 per page. */
export const listManagementCardStarts = defineHandler('listManagementCardStarts', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  const { total, page, data } = await managementCardStarts(database.db, staff.scope, request.params.id, request.query, now());
  return { code: 200 as const, message: 'Starts retrieved successfully.', data, total, page, per_page: MANAGEMENT_PER_PAGE as 15 };
});
