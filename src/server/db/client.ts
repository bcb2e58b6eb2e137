import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Database handle inside a transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a library function runs its statements on: the database or a transaction of it. A function that needs its
 * own atomic unit calls `inTransaction(executor, …)`, which reuses the caller's transaction instead of nesting one.
 */
export type Executor = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap liveness probe for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… — PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; omitted → a fresh in-memory database (tests). */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this data directory dump (`dumpDataDir()`) instead of running initdb: the tests'
   * migrated template (src/server/testing/global-setup.ts). Pending migrations still apply.
   */
  pgliteFrom?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Errors of idle PostgreSQL connections (the server restarted, a connection was terminated). Without a
   * listener node-postgres would crash the process; the pool replaces the connection by itself.
   */
  onIdleError?: (err: Error) => void;
}

/** Opens the database and applies pending migrations (docs/decisions/003-database.md). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleError ?? ((err) => console.error('database: idle connection error', err.message)))
    : openPglite(options.pgliteDir, options.pgliteFrom);
}

async function openPglite(dir: string | undefined, from?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = async () => {};
  if (dir) {
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(dir);
  }
  try {
    const client = dir ? new PGlite(dir) : new PGlite(from ? { loadDataDir: from } : {});
    await client.waitReady;
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/** The embedded database is single-process. */
export class DataDirInUse extends Error {}

/**
 * PGlite is one process's database: a second process opening the same directory (a second server, an operator
 * command beside a running server) would corrupt it. The first one writes its pid in `owner.pid`; another refuses
 * while that process lives (a stale file from a crash is taken over).
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'owner.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirInUse(
          `the embedded database in ${dir} is in use by process ${pid} (a running server?): stop it first, or run everything on PostgreSQL (DATABASE_URL)`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirInUse(`could not lock the embedded database in ${dir}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string, max: number, onIdleError: (err: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // count(*) and other int8 values arrive as strings by default; they fit in a JS number here.
  pg.types.setTypeParser(20, (v) => Number(v));
  // A database that does not answer fails a request within seconds (503, plugins/errors.ts) instead of holding it
  // until the request timeout; the pool opens fresh connections once it is back.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on('error', onIdleError);
  // A connection terminated while checked out (PostgreSQL restarting while a transaction waits between two queries)
  // emits 'error' on its client, where the pool listens only while it is idle: without this listener that error
  // would crash the process. The transaction's next query fails instead (a 503, plugins/errors.ts) and the broken
  // client is dropped when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Several stateless instances may start together: one migrates at a time, under an advisory lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query(`select pg_advisory_lock(hashtext('e-laundry:migrations'))`);
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query(`select pg_advisory_unlock(hashtext('e-laundry:migrations'))`).catch(() => {});
    lockClient.release();
  }
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
