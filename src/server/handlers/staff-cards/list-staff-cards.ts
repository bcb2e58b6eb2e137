import { INVENTORY_PER_PAGE, inventoryPage } from '#server/lib/cards-hubs/card-inventory.js';
import { defineHandler } from '#server/handlers/define.js';

/** The card inventory (not kept per service centre: not scoped), newest first, with counts per status. */
export const listStaffCards = defineHandler('listStaffCards', async (request) => {
  const { total, page, data, counts } = await inventoryPage(request.server.ctx.database.db, request.query);
  return { code: 200 as const, message: 'Cards retrieved successfully.', data, total, page, per_page: INVENTORY_PER_PAGE as 15, counts };
});
