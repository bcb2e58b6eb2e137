import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimNextExport, expireExports, runExport } from '#server/lib/privacy/data-export.js';
import { INSTANCE_ID, scheduleJob } from '#server/lib/platform/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Download my data" (lib/privacy/data-export.ts, ADR 055): `kick()` starts building queued archives now. */
    dataExports: { kick(): void; idle(): Promise<void> };
  }
}

/** How often each instance looks for a queued archive, or one whose builder died (its claim lapsed). */
const TICK_MS = 5_000;

/**
 * Builds customers' archives in the background: each instance, on a tick and right after a request, claims queued
 * exports one at a time (a row's claim, lib/privacy/data-export.ts claimNextExport: any instance, once) and builds them. On
 * close the build in progress stops at its next page and its claim lapses: another instance (or this one restarted)
 * takes it over. Expired archives are deleted from storage by a periodic job, once across instances.
 */
export const dataExportsPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  let current: Promise<void> | null = null;
  const deps = () => ({ db: app.ctx.database.db, storage: app.storage });
  const drain = async () => {
    while (!closing) {
      const row = await claimNextExport(app.ctx.database.db, app.ctx.now(), INSTANCE_ID);
      if (!row) return;
      const outcome = await runExport(deps(), row, { owner: INSTANCE_ID, publicUrl: app.ctx.config.publicUrl, now: app.ctx.now, closing: () => closing });
      app.log.info({ export: row.id, outcome, attempt: row.attempts + 1 }, 'data export');
      if (outcome === 'ready') app.mail.wake();
    }
  };
  const kick = () => {
    if (current || closing) return;
    current = drain()
      .catch((err: unknown) => app.log.error({ err }, 'data export failed'))
      .finally(() => {
        current = null;
      });
  };
  app.decorate('dataExports', { kick, idle: async () => void (await current) });
  const timer = setInterval(kick, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await current;
  });
  scheduleJob(app, {
    name: 'data-exports:expire',
    everyMs: 10 * 60_000,
    leaseMs: 10 * 60_000,
    run: async (now) => {
      const deleted = await expireExports(deps(), now);
      if (deleted) app.log.info({ deleted }, 'expired data archives deleted');
    },
  });
});
