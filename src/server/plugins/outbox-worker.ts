import type { FastifyInstance } from 'fastify';

/**
 * One instance's delivery loop for a durable outbox (the mail outbox, lib/platform/outbox.ts; the push outbox, lib/notifications/push.ts):
 * due rows are delivered every `pollMs` and at once after an answer that queued one (wake → onResponse), one delivery
 * at a time per instance — a wake during a delivery runs it once more —; rows are claimed, so instances never collide.
 * No part of delivery runs inside an answer's time.
 */
export interface OutboxWorker {
  /** Delivers right after the current answer has gone out (onResponse), and wakes the outboxes that go with this one. */
  wake(): void;
  /** Another outbox woken whenever this one is (the push outbox with the mail outbox: call sites wake only mail). */
  wakeAlso(wake: () => void): void;
  /** Delivers every row due now and resolves when nothing is left in flight (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops polling and waits for the delivery in flight; idle() does nothing from then on (the plugin's onClose). */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** Delivers one batch of due rows; the loop runs it again while it delivered any. */
  deliverBatch: () => Promise<number>;
  /** Logged with the error when a delivery fails (it is tried again at the next wake or poll). */
  failure: string;
  /** Milliseconds between two polls; 0: no polling (wake and idle only). */
  pollMs: number;
}

export function outboxWorker(app: FastifyInstance, { deliverBatch, failure, pollMs }: OutboxWorkerOptions): OutboxWorker {
  let delivering: Promise<void> | undefined;
  let again = false;
  let closing = false;
  const deliverNow = (): Promise<void> => {
    if (delivering) {
      again = true;
      return delivering;
    }
    delivering = (async () => {
      try {
        do {
          again = false;
          while ((await deliverBatch()) > 0);
        } while (again);
      } catch (err) {
        app.log.error({ err }, failure);
      } finally {
        delivering = undefined;
      }
    })();
    return delivering;
  };

  let woken = false;
  app.addHook('onResponse', async () => {
    if (!woken) return;
    woken = false;
    setImmediate(() => void deliverNow());
  });
  const followers: (() => void)[] = [];

  let timer: NodeJS.Timeout | undefined;
  if (pollMs > 0) {
    timer = setInterval(() => {
      if (!delivering && !closing) void deliverNow();
    }, pollMs);
    timer.unref();
  }

  return {
    wake() {
      woken = true;
      for (const follower of followers) follower();
    },
    wakeAlso(wake) {
      followers.push(wake);
    },
    async idle() {
      if (closing) return;
      await deliverNow();
      while (delivering) await delivering;
    },
    async stop() {
      closing = true;
      clearInterval(timer);
      while (delivering) await delivering;
    },
  };
}
