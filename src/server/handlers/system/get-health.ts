import { ApiError, ok } from '#server/envelope.js';
import { defineHandler } from '#server/handlers/define.js';

export const getHealth = defineHandler('getHealth', async (request) => {
  const { database, version, startedAt } = request.server.ctx;
  try {
    await database.ping();
  } catch (err) {
    request.log.error({ err }, 'health: database ping failed');
    throw new ApiError(503, 'The database is not reachable.', undefined, { 'retry-after': '5' });
  }
  return ok('e-laundry is up.', {
    status: 'ok',
    database: database.kind,
    version,
    uptime_s: Math.round((Date.now() - startedAt) / 1000),
  });
});
