import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recheckPendingCards } from '#server/lib/cards.js';
import { recheckPending, type DepositServices } from '#server/lib/deposits.js';
import { gatewaysOf } from '#server/lib/gateways.js';
import { scheduleJob } from '#server/lib/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Top-ups: database, configuration, gateway adapters and the mail outbox (lib/deposits.ts). */
    deposits: DepositServices;
  }
}

/**
 * The payment services of the handlers, and the periodic re-verification of pending deposits and card requests (every
 * DEPOSIT_RECHECK_SECONDS, once across all instances; conditional updates make even overlapping runs safe, and a
 * deposit whose webhook never came — or whose server died between the gateway's answer and the commit — ends right).
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const services: DepositServices = {
    db: app.ctx.database.db,
    config,
    gateways: gatewaysOf(config),
    mailQueued: () => app.mail.wake(),
    log: app.log,
  };
  app.decorate('deposits', services);

  if (config.depositRecheckMs > 0) {
    // Once across all instances per period (lib/jobs.ts); each settle is conditional anyway.
    scheduleJob(app, {
      name: 'deposits:recheck',
      everyMs: config.depositRecheckMs,
      leaseMs: config.jobLeaseMs ?? Math.max(5 * 60_000, 2 * config.depositRecheckMs),
      run: async (now) => {
        await recheckPending(services, now);
        await recheckPendingCards(services, now);
      },
    });
  }
});
