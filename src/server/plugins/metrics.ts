import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { API_PREFIX } from '#shared/api.js';
import { jobRuns, mailOutbox } from '#server/db/schema.js';
import { httpDuration, httpRequests, processRegistry } from '#server/lib/platform/metrics.js';
import { contractDocument, listOperations } from '#server/lib/platform/spec.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address when METRICS_PORT is set (tests read the port chosen for 0). */
    metricsAddress: AddressInfo | null;
  }
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** `GET /api/v1/tickets/:ticket` → getTicket, from the contract. */
const operationsByRoute = () =>
  new Map(listOperations(contractDocument()).map((op) => [`${op.method} ${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op.operationId]));

/**
 * Prometheus metrics (docs/decisions/024-instances-share-nothing.md): request counts and latencies per contract operation, ledger postings,
 * webhook outcomes (lib/platform/metrics.ts), and — read from the database at each scrape, so they are the same on every
 * instance — the lag of each periodic job and the mail outbox's backlog. Served on their own listener
 * (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default), never on the public port.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  app.decorate('metricsAddress', null);
  // Labels are worked out once per route (onRoute), and each label set is made once and reused: the per-request work
  // is one small Map lookup and prom-client's two updates, in a callback hook (no promise per request).
  const operations = operationsByRoute();
  const operationOf = (method: string, url: string) =>
    operations.get(`${method} ${url}`) ?? (url.startsWith('/sandbox') ? 'sandbox' : url.startsWith(API_PREFIX) ? 'other' : 'spa');
  const recorder = (operation: (method: string) => string) => {
    const durationLabels = new Map<string, { operation: string }>();
    const countLabels = new Map<string, { operation: string; method: string; status: string }>();
    return (method: string, status: number, seconds: number) => {
      const key = `${method} ${status}`;
      let counted = countLabels.get(key);
      if (!counted) countLabels.set(key, (counted = { operation: operation(method), method, status: String(status) }));
      let timed = durationLabels.get(method);
      if (!timed) durationLabels.set(method, (timed = { operation: counted.operation }));
      httpRequests.inc(counted);
      httpDuration.observe(timed, seconds);
    };
  };
  app.addHook('onRoute', (route) => {
    const record = recorder((method) => operationOf(method, route.url));
    const hook: onResponseHookHandler = (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...asArray(route.onResponse), hook];
  });
  // Requests no route matched (the not-found handler runs no route's hooks).
  const unmatched = recorder(() => 'unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (config.metricsPort === undefined) return;

  const db = app.ctx.database.db;
  const local = new Registry();
  new Gauge({
    name: 'elaundry_job_lag_seconds',
    help: 'Seconds since each periodic job last succeeded (any instance).',
    labelNames: ['job'] as const,
    registers: [local],
    async collect() {
      this.reset();
      const rows = await db.select({ name: jobRuns.name, succeededAt: jobRuns.succeededAt }).from(jobRuns);
      const now = Date.now();
      for (const r of rows) if (r.succeededAt) this.set({ job: r.name }, Math.max(0, (now - r.succeededAt.getTime()) / 1000));
    },
  });
  new Gauge({
    name: 'elaundry_mail_outbox_backlog',
    help: 'Mails waiting in the durable outbox (not yet sent), and the age in seconds of the oldest.',
    labelNames: ['measure'] as const,
    registers: [local],
    async collect() {
      const [r] = await db
        .select({ n: sql<number | string>`count(*)`, oldest: sql<Date | string | null>`min(${mailOutbox.createdAt})` })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      this.set({ measure: 'count' }, Number(r?.n ?? 0));
      this.set({ measure: 'oldest_seconds' }, r?.oldest ? Math.max(0, (Date.now() - new Date(r.oldest).getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'elaundry_database_up',
    help: '1 when this instance reaches its database.',
    registers: [local],
    async collect() {
      try {
        await app.ctx.database.ping();
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const merged = Registry.merge([processRegistry, local]);
    merged.metrics().then(
      (text) => res.writeHead(200, { 'content-type': merged.contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.metricsPort, config.metricsHost, () => resolve());
    });
    app.metricsAddress = server.address() as AddressInfo;
    app.log.info({ port: app.metricsAddress.port, host: config.metricsHost }, 'metrics on /metrics');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
