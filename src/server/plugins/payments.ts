import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recheckPendingCards } from '#server/lib/cards.js';
import { recheckPending, type DepositServices } from '#server/lib/deposits.js';
import { gatewaysOf } from '#server/lib/gateways.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Top-ups: database, configuration, gateway adapters and the mail outbox (lib/deposits.ts). */
    deposits: DepositServices;
  }
}

/**
 * The payment services of the handlers, and the periodic re-verification of pending deposits and card requests (every
 * DEPOSIT_RECHECK_SECONDS; conditional updates make it safe on several instances at once, and a deposit whose webhook
 * never came — or whose server died between the gateway's answer and the commit — ends right).
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const services: DepositServices = {
    db: app.ctx.database.db,
    config,
    gateways: gatewaysOf(config),
    sendLater: (mail, log) => app.mail.sendLater(mail, log),
    log: app.log,
  };
  app.decorate('deposits', services);

  if (config.depositRecheckMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      recheckPending(services, app.ctx.now())
        .then(() => recheckPendingCards(services, app.ctx.now()))
        .catch((err: unknown) => app.log.error({ err }, 'deposit re-verification sweep failed'))
        .finally(() => (running = false));
    }, config.depositRecheckMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
