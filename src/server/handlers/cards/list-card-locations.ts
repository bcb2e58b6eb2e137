import { ok } from '#server/envelope.js';
import { listLocations } from '#server/lib/cards-hubs/cards.js';
import { defineHandler } from '#server/handlers/define.js';

export const listCardLocations = defineHandler('listCardLocations', async (request) =>
  ok('Locations retrieved successfully.', await listLocations(request.server.ctx.database.db)),
);
