import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase, type Database } from '#server/db/client.js';
import { databaseUnavailable } from '#server/plugins/errors.js';
import { freshDatabase, injectOp, postgresReachable, signedIn, tcpRelay } from '#server/testing/test-support.js';
import { SERVICE_UNAVAILABLE } from '#shared/messages.js';

describe('databaseUnavailable (which failures are a retryable 503)', () => {
  it('recognises refused and reset connections and PostgreSQL shutdown codes along the cause chain, nothing else', () => {
    expect(databaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(databaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe(true);
    expect(databaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(databaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('syntax'), { code: '42601' }) }))).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });
});

describe.runIf(await postgresReachable())('PostgreSQL restarting under the server', () => {
  let database: Database & { url?: string };
  let served: Database;
  let app: FastifyInstance;
  let link: ReturnType<typeof tcpRelay>;
  beforeAll(async () => {
    database = await freshDatabase('postgresql');
    const target = new URL(database.url!);
    link = tcpRelay(target);
    const port = await link.listen();
    const through = new URL(database.url!);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    served = await openDatabase({ databaseUrl: through.toString(), poolSize: 4, onIdleError: () => {} });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', DATABASE_URL: through.toString(), AUTH_RATE_LIMIT: '1000' }, { webDir: '/nonexistent' });
    app = await buildApp(config, served);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await link?.close();
    await database?.close();
  });

  it('answers 503 in the envelope with Retry-After while it is down, and serves again once it is back, without a restart', async () => {
    const { token } = await signedIn(app);
    expect((await injectOp(app, 'getMe', { token })).statusCode).toBe(200);

    link.cut();
    for (const call of [() => injectOp(app, 'getMe', { token }), () => injectOp(app, 'getDashboard', { token }), () => injectOp(app, 'getHealth')]) {
      const res = await call();
      expect([res.statusCode, res.body]).toEqual([503, expect.any(String)]);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: 503, message: expect.any(String) });
    }
    const down = await injectOp(app, 'getMe', { token });
    expect(down.json()).toEqual({ code: 503, message: SERVICE_UNAVAILABLE });

    link.restore();
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) {
      back = (await injectOp(app, 'getMe', { token })).statusCode;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expect((await injectOp(app, 'getHealth')).statusCode).toBe(200);
  });
});

describe.runIf(await postgresReachable())('a connection terminated in the middle of a transaction', () => {
  it('fails that transaction as "database unavailable", not the process, and the pool serves on', async () => {
    const database = await freshDatabase('postgresql');
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          // Another connection terminates this one (what a PostgreSQL restart does) while no query of it runs.
          await database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        })
        .then(() => null, (err: unknown) => err);
      expect(databaseUnavailable(failure)).toBe(true);
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
