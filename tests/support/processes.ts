import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplate } from '#server/testing/global-setup.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number, ok = (status: number) => status < 500) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

export interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function track(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return () => output;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Fills DATA_DIR/pglite (where the server keeps its embedded database) from the migrated PGlite dump the server tests
 * start from (src/server/testing/global-setup.ts, cached in .tmp/test-templates/ by a hash of the migrations): the
 * server then finds a database with every migration applied and resumes it, instead of running initdb and every
 * migration at its first start (≈ 2.5 times slower on a busy machine). Its migrate step still runs (nothing to apply).
 */
async function seedEmbeddedDatabase(dataDir: string) {
  const dump = new Blob([await readFile(await pgliteTemplate())]);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: dump });
  await pglite.waitReady;
  await pglite.close();
}

/**
 * The built server (dist/server) on a free port with a fresh embedded database in a temporary DATA_DIR, already
 * migrated (seedEmbeddedDatabase); with a DATABASE_URL in `env`, on that database instead.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Running & { dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-'));
  if (!env.DATABASE_URL) await seedEmbeddedDatabase(dataDir);
  const child = spawn(process.execPath, [path.join(root, 'dist/server/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    // A first start opens the embedded database (and on PostgreSQL migrates it): seconds on a quiet machine, longer on a busy one.
    await waitFor(`${url}/api/v1/health`, 90_000, (s) => s === 200);
  } catch (err) {
    await stopChild(child);
    throw new Error(`server did not start: ${(err as Error).message}\n${output()}`);
  }
  return {
    url,
    child,
    dataDir,
    output,
    stop: async () => {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Prism (mock or proxy) on a free port. */
export async function startPrism(args: string[]): Promise<Running> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/prism'), [...args, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!/Prism is listening/.test(output())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`prism did not start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, child, output, stop: () => stopChild(child) };
}

/**
 * The built server on a fresh embedded database behind `prism proxy --errors` (the contract gate, ADR 006).
 * Prism on loopback is the server's one configured proxy (TRUST_PROXY), so the X-Forwarded-For a journey sends names
 * the client, as nginx's would in production.
 */
export async function startGatedServer(env: NodeJS.ProcessEnv = {}) {
  const server = await startServer({ TRUST_PROXY: '127.0.0.1', ...env });
  let prism: Running;
  try {
    prism = await startPrism(['proxy', 'generated/openapi.yaml', `${server.url}/api/v1`, '--errors']);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return {
    server,
    prism,
    stop: async () => {
      await prism.stop();
      await server.stop();
    },
  };
}
