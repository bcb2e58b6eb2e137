import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxWorker } from './outbox-worker.js';
import { deliverDuePush, sendWebPush, vapidKeys, type PushPayload, type PushResult, type PushTarget, type Vapid } from '#server/lib/notifications/push.js';

export interface PushService {
  /** The VAPID public key browsers subscribe with; null when web push is off (production without VAPID keys). */
  publicKey: string | null;
  /** Asks this instance to deliver the push outbox right after the current answer has gone out (like mail.wake). */
  wake(): void;
  /** Delivers every row due now and resolves when nothing is left in flight (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/**
 * Web push delivery (docs/decisions/059-customer-alerts-and-web-push.md): the push outbox's rows (lib/notifications/push.ts) are
 * delivered by every instance every OUTBOX_POLL_MS and at once after an answer that queued one (wake), one delivery at
 * a time per instance; rows are claimed, so instances never collide. The VAPID private key stays in this process.
 */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const keys = vapidKeys(config);
  const vapid: Vapid | null = keys ? { ...keys, subject: config.vapidSubject } : null;
  if (!vapid) app.log.info('web push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to turn it on (e-mail alerts work without it)');

  const send = async (target: PushTarget, payload: PushPayload): Promise<PushResult> => {
    if (!vapid) throw new Error('web push is off (no VAPID keys)');
    try {
      const result = await sendWebPush(target, payload, vapid);
      app.log.info({ push: { result, service: new URL(target.endpoint).hostname } }, result === 'gone' ? 'push subscription gone: removed' : 'push sent');
      return result;
    } catch (err) {
      app.log.warn({ err, push: { service: new URL(target.endpoint).hostname } }, 'push could not be sent');
      throw err;
    }
  };

  const worker = outboxWorker(app, {
    deliverBatch: () => deliverDuePush(app.ctx.database.db, send, new Date(Date.now() + 1000), 20, { leaseMs: config.outboxLeaseMs }),
    failure: 'push outbox delivery failed',
    // Without VAPID keys nothing can be sent: no polling.
    pollMs: vapid ? config.outboxPollMs : 0,
  });
  const service: PushService = {
    publicKey: vapid?.publicKey ?? null,
    wake: worker.wake,
    idle: worker.idle,
  };
  app.decorate('push', service);
  // Every answer that queued an alert wakes the mail outbox (the receipts, replies and money-back mails always did):
  // the push outbox wakes with it, so those call sites need not know about push.
  app.mail.wakeAlso(worker.wake);
  app.addHook('onClose', async () => worker.stop());
});
