import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database, type DatabaseKind } from './db/client.js';

/**
 * Server tests run on a fresh in-memory PGlite and, when reachable, on a fresh PostgreSQL database
 * (created per app, dropped on close). TEST_DATABASE_URL names the PostgreSQL server to use.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgReachable: Promise<boolean> | undefined;
export function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    if (process.env.TEST_POSTGRES === '0') return false;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return pgReachable;
}

/** The database kinds this run covers. In CI (CI=true) PostgreSQL is required, not optional. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  if (await postgresReachable()) return ['pglite', 'postgresql'];
  if (process.env.CI === 'true' && process.env.TEST_POSTGRES !== '0') {
    throw new Error(`PostgreSQL is not reachable at ${adminUrl} (CI requires it; .ci/run starts it)`);
  }
  console.warn(`\n[server tests] PostgreSQL not reachable at ${adminUrl}: these tests ran on PGlite ONLY.\n`);
  return ['pglite'];
}

export async function freshDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  const { default: pg } = await import('pg');
  const name = `elaundry_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database (WITH FORCE) terminates connections the pool may still be closing: expected here.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4, onIdleError: () => {} });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export async function testApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  opts: Pick<BuildOptions, 'now' | 'fastify' | 'logStream'> = {},
): Promise<FastifyInstance> {
  const database = await freshDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', ...env }, { webDir: '/nonexistent' });
  const app = await buildApp(config, database, opts);
  await app.ready();
  return app;
}

/** A clock the tests move forward instead of waiting (pass `clock.now` to testApp). */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** The e-mails caught for an address (local mode), newest first, once every background send has finished. */
export async function mailsTo(app: FastifyInstance, to: string) {
  await app.mail.idle();
  return app.mail.mailbox?.list(to) ?? [];
}

/** The six-digit code of the newest e-mail to an address. */
export async function lastCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

/** A log stream that keeps every line (parsed) in memory, to assert what is and is not logged (testApp's logStream). */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}
