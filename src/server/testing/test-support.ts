import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, connect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components, operations } from '#generated/api';
import { API_PREFIX } from '#shared/api.js';
import { buildApp, type BuildOptions } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase, type Database, type DatabaseKind } from '#server/db/client.js';
import { deposits } from '#server/db/schema.js';
import type { SuccessBody } from '#server/envelope.js';
import type { OperationRequest } from '#server/handlers/define.js';
import { contractDocument, listOperations } from '#server/lib/platform/spec.js';

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

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisUp: Promise<string | undefined> | undefined;
/**
 * The local Redis's URL when it answers (the tests start nothing: .ci/run starts it), else undefined. In CI
 * (CI=true) Redis is required, like PostgreSQL.
 */
export function reachableRedis(): Promise<string | undefined> {
  redisUp ??= (async () => {
    if (process.env.TEST_REDIS === '0') return undefined;
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return redisUrl;
    } catch {
      if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${redisUrl} (CI requires it; .ci/run starts it)`);
      console.warn(`\n[server tests] Redis not reachable at ${redisUrl}: the shared rate-limit tests were skipped.\n`);
      return undefined;
    } finally {
      client.disconnect();
    }
  })();
  return redisUp;
}

/** The database kinds this run covers. In CI (CI=true) PostgreSQL is required, not optional. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  if (await postgresReachable()) return ['pglite', 'postgresql'];
  if (process.env.CI === 'true' && process.env.TEST_POSTGRES !== '0') {
    throw new Error(`PostgreSQL is not reachable at ${adminUrl} (CI requires it; .ci/run starts it)`);
  }
  // TEST_POSTGRES=0 leaves PostgreSQL out on purpose (.ci/run's Node 20 compatibility run, ADR 037).
  const why = process.env.TEST_POSTGRES === '0' ? 'TEST_POSTGRES=0' : `PostgreSQL not reachable at ${adminUrl}`;
  console.warn(`\n[server tests] ${why}: these tests ran on PGlite ONLY.\n`);
  return ['pglite'];
}

/** What global-setup.ts provided (nothing in the projects that do not run it, or outside vitest). */
function provided<K extends 'pgTemplate' | 'pgliteTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let pgliteDump: Promise<Blob | undefined> | undefined;
/** The migrated PGlite dump of this run, read once per test file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  pgliteDump ??= (async () => {
    const file = provided('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteDump;
}

/**
 * A fresh, migrated database; on PostgreSQL `url` lets another process (an operator command) open the same one.
 * In the server project both start from the run's migrated templates (global-setup.ts): a copy of a dumped PGlite data
 * directory, `CREATE DATABASE … TEMPLATE` on PostgreSQL. Elsewhere they are created and migrated from scratch.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ pgliteFrom: await pgliteTemplate() });
  const { default: pg } = await import('pg');
  const name = `elaundry_test_${randomBytes(6).toString('hex')}`;
  const template = provided('pgTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database (WITH FORCE) terminates connections the pool may still be closing: expected here.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4, onIdleError: () => {} });
  return {
    ...database,
    url: url.toString(),
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
  opts: Pick<BuildOptions, 'now' | 'fastify' | 'logStream' | 'handlers' | 'contract'> = {},
): Promise<FastifyInstance> {
  const database = await freshDatabase(kind);
  const dataDir = testDataDir();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: dataDir.path, ...env }, { webDir: '/nonexistent' });
  const app = await buildApp(config, database, opts);
  app.addHook('onClose', async () => dataDir.remove());
  await app.ready();
  return app;
}

/** A fresh temporary DATA_DIR (uploads of a test app), removed with `remove()`. */
/** A loopback port free right now (a test that listens for real: the sandbox gateway calls back over HTTP). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export function testDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-data-'));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
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

export type OperationId = keyof operations;

/**
 * A call of one operation, typed from the contract: its JSON body, path parameters and query. The body's fields are
 * checked by name and type but may be left out (fields with a default are required in the generated types, and the
 * server's own validation is what tests of missing fields exercise).
 */
export interface OpCall<K extends OperationId> {
  body?: Partial<OperationRequest<K>['body']>;
  /** A body the contract does NOT allow (for tests of the 400/422 answers): sent as is, unchecked. */
  invalidBody?: unknown;
  params?: OperationRequest<K>['params'];
  query?: OperationRequest<K>['query'];
  /** A bearer token (signedIn().token). */
  token?: string;
  headers?: Record<string, string>;
  /** The client's address (the rate limits count per address). */
  remoteAddress?: string;
}

const routes = new Map(listOperations(contractDocument()).map((op) => [op.operationId, op]));

/** The URL of an operation, path parameters filled in. */
export function opUrl<K extends OperationId>(operationId: K, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const route = routes.get(operationId);
  if (!route) throw new Error(`no operation ${operationId} in the contract`);
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return `${API_PREFIX}${path}${search.size ? `?${search}` : ''}`;
}

/**
 * Calls an operation of the contract by operationId through app.inject(): method and path come from the contract,
 * the body, parameters and query are typed from generated/api.d.ts.
 */
export function injectOp<K extends OperationId>(app: FastifyInstance, operationId: K, call: OpCall<K> = {}): Promise<LightMyRequestResponse> {
  const route = routes.get(operationId);
  if (!route) throw new Error(`no operation ${operationId} in the contract`);
  const headers = { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers };
  const payload = (call.invalidBody ?? call.body) as Record<string, unknown> | undefined;
  return app.inject({
    method: route.method as 'GET',
    url: opUrl(operationId, (call.params ?? {}) as Record<string, unknown>, (call.query ?? {}) as Record<string, unknown>),
    headers,
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The `data` of a successful answer, typed from the contract; fails with the answer's body when it is not a 2xx. */
export function dataOf<K extends OperationId>(_operationId: K, res: LightMyRequestResponse): DataOf<K> {
  if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`expected a 2xx answer, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: DataOf<K> }).data;
}

/** The `data` of an operation's success body. */
export type DataOf<K extends OperationId> = SuccessBody<K> extends { data: infer D } ? D : never;

export const TEST_PASSWORD = 'Laundry#2026';
let people = 0;

/** A registration body that the contract accepts, unique per call. */
export function newPerson(over: Partial<components['schemas']['RegisterRequest']> = {}): components['schemas']['RegisterRequest'] {
  const n = `${process.pid}_${++people}`;
  return {
    firstname: 'Chidinma',
    lastname: 'Okafor',
    username: `chidinma_${n}`,
    email: `chidinma.${n}@example.com`,
    country_code: 'Nigeria',
    country: 'NG',
    mobile: '8031234567',
    mobile_code: '234',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    ...over,
  };
}

let signUps = 0;
/**
 * The address a test customer signs up from: one of their own (198.18.0.0/15, the benchmarking range), as each real
 * customer signs up from their own device. The sign-up budget counts per address (ADR 038): a test file's many
 * customers all signing up from 127.0.0.1 would be one host making dozens of accounts.
 */
export const signUpAddress = () => {
  const n = ++signUps;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};

/** A registered account, not verified yet: the registration body and the user the API answered. */
export async function registered(app: FastifyInstance, over: Partial<components['schemas']['RegisterRequest']> = {}) {
  const body = newPerson(over);
  const data = dataOf('registerUser', await injectOp(app, 'registerUser', { body, remoteAddress: signUpAddress() }));
  return { body, user: data.user };
}

/**
 * A registered, e-mail-verified and signed-in account (the session verifyOtp answers), through the API itself: the
 * registration body, the user and the bearer token.
 */
export async function signedIn(app: FastifyInstance, over: Partial<components['schemas']['RegisterRequest']> = {}) {
  const { body, user } = await registered(app, over);
  const otp = await lastCodeFor(app, body.email);
  const session = dataOf('verifyOtp', await injectOp(app, 'verifyOtp', { body: { email: body.email, otp } }));
  return { body, user, token: session.token };
}

/**
 * A signed-in customer's Paystack top-up of `amount` Naira, paid at the in-app sandbox's checkout and credited by its
 * webhook (the app must run the sandbox, `PUBLIC_URL` on a listening port): the customer and the settled deposit row.
 */
export async function paidSandboxTopUp(app: FastifyInstance, amount: number, customer?: Awaited<ReturnType<typeof signedIn>>) {
  const payer = customer ?? (await signedIn(app));
  const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token: payer.token, body: { method_code: 'paystack', amount } }));
  await fetch(redirect_url);
  const paid = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  if (paid.status !== 303) throw new Error(`sandbox checkout answered ${paid.status}`);
  await app.sandboxIdle!();
  const [deposit] = await app.ctx.database.db.select().from(deposits).where(eq(deposits.reference, reference));
  if (deposit?.status !== 'Success') throw new Error(`top-up ${reference} is ${deposit?.status ?? 'missing'}, not Success`);
  return { customer: payer, deposit };
}

export type Part = { name: string; value?: string; file?: Buffer; filename?: string; type?: string };

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]) {
  const boundary = '----elaundry' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.file
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
      : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), p.file ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A TCP relay between the server and PostgreSQL that the test can cut (every connection reset, new ones refused)
 * and restore: what the server sees while PostgreSQL restarts.
 */
export function tcpRelay(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Env of a test about something else than four eyes' daily totals (ADR 069): totals no test's day reaches, so that the
 * test's many requests by one member keep the per-request rule they were written for.
 */
export const NO_DAILY_TOTALS = { APPROVAL_DAILY_PER_CUSTOMER: '999999999', APPROVAL_DAILY_PER_MEMBER: '999999999' } as const;
