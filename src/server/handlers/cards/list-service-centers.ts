import { ok } from '#server/envelope.js';
import { listCenters } from '#server/lib/cards-hubs/cards.js';
import { defineHandler } from '#server/handlers/define.js';

export const listServiceCenters = defineHandler('listServiceCenters', async (request) =>
  ok('Service centers retrieved successfully.', await listCenters(request.server.ctx.database.db, request.params.locationId)),
);
