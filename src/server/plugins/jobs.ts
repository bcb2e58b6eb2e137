import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUp, scheduleJob } from '#server/lib/platform/jobs.js';

/** The hourly clean-up (lib/platform/jobs.ts cleanUp), once across all instances. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  scheduleJob(app, {
    name: 'cleanup',
    everyMs: 3_600_000,
    leaseMs: 10 * 60_000,
    run: async (now) => {
      const removed = await cleanUp(app.ctx.database.db, now);
      app.log.info({ removed }, 'clean-up done');
    },
  });
});
