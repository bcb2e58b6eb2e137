/**
 * The production shape on one machine, for the scale and fault suites and bench:scale (docs/decisions/027): a fresh
 * PostgreSQL database, a Redis key prefix of its own, an S3-compatible server (s3rver) on a temporary directory, an SMTP
 * relay that keeps what it receives, the standalone sandbox gateway (dist/server/sandbox.mjs), N instances of the BUILT
 * server (`node dist/server/server.mjs`, NODE_ENV=production) and Debian's nginx running the REAL
 * deploy/nginx/e-laundry.conf — only its lines marked ADJUST rewritten (upstream servers, listen, root) into a temporary
 * copy. Everything listens on free loopback ports; nothing touches the system nginx, another database or other keys.
 *
 *   const cluster = await startCluster({ instances: 2 });
 *   await fetch(`${cluster.url}/api/v1/health`);   // through nginx
 *   cluster.instances[1].url                        // one instance directly (X-Forwarded-For is trusted from loopback)
 *   await cluster.kill(0, 'SIGKILL'); await cluster.restart(0);
 *   await cluster.ops(['ledger:check']);  cluster.smtp.mails;  cluster.instanceOf(response)
 *   await cluster.stop();
 *
 * The built dist/ must exist (the scale project's global setup builds it; bench:scale builds it too).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import type { SandboxDelivery } from '#server/plugins/sandbox/index.js';
import { freePort, root, waitFor } from './processes';

export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The gateway keys the instances and the sandbox share (test keys: the sandbox refuses live ones). */
export const SANDBOX_KEYS = {
  PAYSTACK_SECRET_KEY: 'sk_test_cluster_paystack',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-cluster',
  FLUTTERWAVE_SECRET_HASH: 'cluster-secret-hash',
};

import { SmtpRelay, type ReceivedMail } from './smtp-relay';

export { SmtpRelay, type ReceivedMail };

// ---------------------------------------------------------------------------------------------- processes

interface Proc {
  child: ChildProcess;
  output: () => string;
}

/** Every process a cluster started and has not stopped: killed if the test process exits without stop(). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): Proc {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // The last 2 MB of output (an instance under load logs a lot).
  let out = '';
  const add = (d: Buffer) => {
    out += d.toString();
    if (out.length > 2_000_000) out = out.slice(-1_000_000);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return { child, output: () => out };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopProc(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (exited(child)) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export interface Instance {
  /** INSTANCE_NAME, also the X-Instance header of its answers: i1, i2, … */
  name: string;
  port: number;
  /** This instance directly, bypassing nginx. */
  url: string;
  metricsUrl: string;
  env: NodeJS.ProcessEnv;
  proc: Proc;
  output: () => string;
  alive: () => boolean;
}

export interface ClusterOptions {
  instances?: number;
  /** Extra environment of every instance (e.g. AUTH_RATE_LIMIT, DEPOSIT_RECHECK_SECONDS, LOG_LEVEL). */
  env?: NodeJS.ProcessEnv;
  /** Extra environment of the sandbox gateway (e.g. SANDBOX_WEBHOOK_TRIES). */
  sandboxEnv?: NodeJS.ProcessEnv;
  /**
   * The DATABASE_URL the instances get, from the fresh database's URL (default: that URL). The fault suite puts a TCP
   * proxy in between here to cut and restore PostgreSQL without touching the shared server; ops commands and
   * `cluster.databaseUrl` keep the direct URL.
   */
  instanceDatabaseUrl?: (databaseUrl: string) => string | Promise<string>;
  /** Log what starts (bench:scale). */
  log?: (line: string) => void;
}

export interface OpsResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Cluster {
  /** nginx: what customers, gateways' webhooks and hubs reach. */
  url: string;
  instances: Instance[];
  sandbox: { url: string; output: () => string };
  smtp: SmtpRelay;
  databaseUrl: string;
  /** The S3-compatible server (s3rver): its bucket's objects live as files under `dir` (the bucket is a folder). */
  s3: { url: string; bucket: string; dir: string };
  redisKeyPrefix: string;
  /** The environment every instance shares (ops commands get it too, with the direct DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  nginx: { port: number; dir: string; conf: string; pid: () => number; output: () => string; accessLog: () => Promise<string> };
  /** Sends `signal` (default SIGKILL) to instance i and waits for it to exit. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts instance i again on its port (after kill) and waits for its health. */
  restart(i: number): Promise<void>;
  /** `node dist/server/ops.mjs …` with the cluster's environment (as an operator on the host runs it). */
  ops(args: string[], env?: NodeJS.ProcessEnv): Promise<OpsResult>;
  /** Which instance answered (its X-Instance header), null when none says. */
  instanceOf(res: Response | { headers: Headers | Record<string, unknown> }): string | null;
  /** The sandbox's webhook deliveries (for one reference): where each landed and after how many attempts. */
  deliveries(reference?: string): Promise<SandboxDelivery[]>;
  /** A customer's press on the sandbox's hosted checkout page (pay | decline | cancel): the 303 to the callback. */
  checkout(redirectUrl: string, action?: 'pay' | 'decline' | 'cancel'): Promise<{ status: number; location: string }>;
  stop(): Promise<void>;
}

export type { SandboxDelivery };

/** Whether this machine can run a cluster (nginx and the built server present). */
export function clusterPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX}; apt-get install -y nginx)`);
  for (const f of ['dist/server/server.mjs', 'dist/server/sandbox.mjs', 'dist/server/ops.mjs', 'dist/web/index.html']) {
    if (!existsSync(path.join(root, f))) missing.push(`${f} (npm run build)`);
  }
  return missing;
}

/**
 * deploy/nginx/e-laundry.conf with its ADJUST lines rewritten: one upstream `server` line per instance (keeping the
 * options of the file's own lines), the listen address, the root of /assets/. Throws when the file no longer has the
 * lines it rewrites (the suite must run exactly that file, not a drifting copy).
 */
export function adjustNginxConf(source: string, opts: { listenPort: number; upstreamPorts: number[]; webRoot: string }): string {
  const lines = source.split('\n');
  const upstream = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\s*$/;
  const first = lines.findIndex((l) => upstream.test(l));
  if (first < 0) throw new Error('deploy/nginx/e-laundry.conf: no `server 127.0.0.1:<port> …;` upstream line to adjust');
  const [, indent, options] = upstream.exec(lines[first]!)!;
  const out: string[] = [];
  let listen = 0;
  let rootLines = 0;
  for (const [i, line] of lines.entries()) {
    if (upstream.test(line)) {
      if (i === first) for (const port of opts.upstreamPorts) out.push(`${indent}server 127.0.0.1:${port}${options ?? ''};`);
      continue;
    }
    if (/^\s*listen \[::\]:\d+;/.test(line)) continue; // loopback IPv4 only in tests
    if (/^\s*listen \d+;.*ADJUST/.test(line)) {
      out.push(line.replace(/listen \d+;/, `listen 127.0.0.1:${opts.listenPort};`));
      listen++;
      continue;
    }
    if (/^\s*root \S+;.*ADJUST/.test(line)) {
      out.push(line.replace(/root \S+;/, `root ${opts.webRoot};`));
      rootLines++;
      continue;
    }
    out.push(line);
  }
  if (listen !== 1) throw new Error(`deploy/nginx/e-laundry.conf: expected one \`listen <port>; # ADJUST\` line, found ${listen}`);
  if (rootLines !== 1) throw new Error(`deploy/nginx/e-laundry.conf: expected one \`root <dir>; # ADJUST\` line, found ${rootLines}`);
  return out.join('\n');
}

async function startNginx(conf: string, port: number, log?: (l: string) => void) {
  const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) await mkdir(path.join(dir, d), { recursive: true });
  await writeFile(path.join(dir, 'e-laundry.conf'), conf);
  const asRoot = process.getuid?.() === 0;
  const main = `# generated by tests/support/cluster.ts: the real deploy/nginx/e-laundry.conf inside a minimal http {}
${asRoot ? 'user root;' : ''}
worker_processes 2;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    log_format cluster '$remote_addr "$request" $status $upstream_addr $request_time $upstream_response_time';
    access_log ${dir}/logs/access.log cluster;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/e-laundry.conf;
}
`;
  const mainConf = path.join(dir, 'nginx.conf');
  await writeFile(mainConf, main);
  const globals = `daemon off; master_process on; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;`;
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', mainConf, '-g', globals], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the cluster configuration:\n${test.stderr}\n${conf}`);
  const proc = spawnLogged(NGINX, ['-p', dir, '-c', mainConf, '-g', globals], process.env, dir);
  log?.(`nginx on 127.0.0.1:${port} (${dir})`);
  return { proc, dir, conf: mainConf };
}

/** Starts the whole cluster; on any failure everything already started is stopped again. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const missing = clusterPrerequisites();
  if (missing.length) throw new Error(`cannot start a cluster, missing: ${missing.join(', ')}`);
  const count = options.instances ?? 2;
  const log = options.log;
  const cleanups: (() => Promise<unknown>)[] = [];
  const id = randomBytes(5).toString('hex');
  try {
    // PostgreSQL: a fresh database of its own.
    const dbName = `elaundry_cluster_${id}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${dbName} with (force)`);
      await drop.end();
    });
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    const databaseUrl = dbUrl.toString();

    // Redis: a key prefix of its own, deleted at the end.
    const redisKeyPrefix = `elaundry-cluster-${id}:`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      redis.on('error', () => {});
      try {
        await redis.connect();
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisKeyPrefix}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    });

    // S3-compatible storage on a temporary directory.
    const s3Dir = await mkdtemp(path.join(tmpdir(), 'elaundry-cluster-s3-'));
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'uploads', configs: [] }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(async () => {
      await s3.close();
      await rm(s3Dir, { recursive: true, force: true });
    });

    // The SMTP relay.
    const smtp = new SmtpRelay();
    await smtp.start(0);
    cleanups.push(() => smtp.stop());

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;

    // The standalone sandbox gateway: checkout pages on its own port, webhooks to nginx.
    const sandboxPort = await freePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const sandbox = spawnLogged(process.execPath, [path.join(root, 'dist/server/sandbox.mjs')], {
      ...process.env,
      ...SANDBOX_KEYS,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: sandboxUrl,
      SANDBOX_WEBHOOK_URL: `${url}/api/v1/webhooks`,
      ...options.sandboxEnv,
    });
    cleanups.push(() => stopProc(sandbox.child));
    log?.(`sandbox gateway on ${sandboxUrl}`);

    // The instances' shared environment.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-cluster-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: options.instanceDatabaseUrl ? await options.instanceDatabaseUrl(databaseUrl) : databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIR: path.join(root, 'dist/web'),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...SANDBOX_KEYS,
      PAYSTACK_BASE_URL: `${sandboxUrl}/sandbox/paystack`,
      FLUTTERWAVE_BASE_URL: `${sandboxUrl}/sandbox/flutterwave`,
      ...options.env,
    };

    const instances: Instance[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const metricsPort = await freePort();
      const name = `i${i + 1}`;
      const ienv = { ...process.env, ...env, PORT: String(port), METRICS_PORT: String(metricsPort), INSTANCE_NAME: name };
      const proc = spawnLogged(process.execPath, [path.join(root, 'dist/server/server.mjs')], ienv);
      const instance: Instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        env: ienv,
        proc,
        output: () => instance.proc.output(),
        alive: () => !exited(instance.proc.child),
      };
      instances.push(instance);
    }
    cleanups.push(() => Promise.all(instances.map((inst) => stopProc(inst.proc.child))));
    const healthy = (inst: Instance) =>
      waitFor(`${inst.url}/api/v1/health`, 90_000, (s) => s === 200).catch((err: Error) => {
        throw new Error(`instance ${inst.name} did not start: ${err.message}\n${inst.output().slice(-4000)}`);
      });
    await Promise.all(instances.map(healthy));
    await waitFor(`${sandboxUrl}/health`, 30_000, (s) => s === 200).catch((err: Error) => {
      throw new Error(`sandbox gateway did not start: ${err.message}\n${sandbox.output()}`);
    });
    log?.(`${count} instance(s) healthy: ${instances.map((i) => `${i.name}=${i.url}`).join(' ')}`);

    // nginx with the real configuration.
    const source = await readFile(path.join(root, 'deploy/nginx/e-laundry.conf'), 'utf8');
    const conf = adjustNginxConf(source, { listenPort: nginxPort, upstreamPorts: instances.map((i) => i.port), webRoot: path.join(root, 'dist/web') });
    const nginx = await startNginx(conf, nginxPort, log);
    cleanups.push(async () => {
      await stopProc(nginx.proc.child, 'SIGQUIT');
      await rm(nginx.dir, { recursive: true, force: true });
    });
    await waitFor(`${url}/api/v1/health`, 30_000, (s) => s === 200).catch(async (err: Error) => {
      const errors = await readFile(path.join(nginx.dir, 'logs/error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx did not answer: ${err.message}\n${nginx.proc.output()}\n${errors}`);
    });

    const cluster: Cluster = {
      url,
      instances,
      sandbox: { url: sandboxUrl, output: sandbox.output },
      smtp,
      databaseUrl,
      s3: { url: `http://127.0.0.1:${s3Port}`, bucket: 'uploads', dir: s3Dir },
      redisKeyPrefix,
      env,
      nginx: {
        port: nginxPort,
        dir: nginx.dir,
        conf: nginx.conf,
        pid: () => nginx.proc.child.pid!,
        output: nginx.proc.output,
        accessLog: () => readFile(path.join(nginx.dir, 'logs/access.log'), 'utf8').catch(() => ''),
      },
      async kill(i, signal = 'SIGKILL') {
        const inst = instances[i]!;
        await stopProc(inst.proc.child, signal, signal === 'SIGKILL' ? 5000 : 10_000);
      },
      async restart(i) {
        const inst = instances[i]!;
        await stopProc(inst.proc.child);
        inst.proc = spawnLogged(process.execPath, [path.join(root, 'dist/server/server.mjs')], inst.env);
        await healthy(inst);
      },
      ops: (args, extra = {}) =>
        new Promise((resolve) => {
          execFile(
            process.execPath,
            [path.join(root, 'dist/server/ops.mjs'), ...args],
            { cwd: root, env: { ...process.env, ...env, DATABASE_URL: databaseUrl, OPS_ACTOR: 'cluster.test', ...extra }, timeout: 120_000 },
            (err, stdout, stderr) => {
              const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 2) : 0;
              resolve({ code, stdout, stderr });
            },
          );
        }),
      instanceOf(res) {
        const h = res.headers;
        const v = h instanceof Headers ? h.get('x-instance') : (h as Record<string, unknown>)['x-instance'];
        return typeof v === 'string' ? v : null;
      },
      async deliveries(reference) {
        const q = reference ? `?reference=${encodeURIComponent(reference)}` : '';
        const res = await fetch(`${sandboxUrl}/sandbox/deliveries${q}`);
        return ((await res.json()) as { deliveries: SandboxDelivery[] }).deliveries;
      },
      async checkout(redirectUrl, action = 'pay') {
        const res = await fetch(`${redirectUrl}/${action}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        });
        return { status: res.status, location: res.headers.get('location') ?? '' };
      },
      async stop() {
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((err: unknown) => log?.(`cleanup: ${String(err)}`));
      },
    };
    return cluster;
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    throw err;
  }
}

/**
 * One HTTP request from a chosen loopback source address (127.0.0.2, 127.0.0.3, …): through nginx, whose
 * X-Forwarded-For is the peer address, each source is a different client for the per-IP rate limits.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
