import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, root, waitFor } from '../support/processes';

/**
 * The README's commands, run for real as a user would (`npm start`, `npm run mock`, `npm run dev`,
 * `npm run dev:mock`). Each runs in its own process group, stopped at the end of its test.
 */
const running: { child: ChildProcess; output: () => string }[] = [];

/**
 * The bench smoke runs: small counts (seconds each, not minutes), their in-memory PGlite opened from the run's migrated
 * template (global-setup.ts) instead of initdb and every migration. The output's shape is asserted, not its figures.
 */
const benchEnv = () => ({ BENCH_PGLITE_FROM: inject('benchPgliteFrom') });

function npmRun(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const handle = { child, output: () => output };
  running.push(handle);
  return handle;
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 8000);
  await exited;
  clearTimeout(timer);
}

afterEach(async () => {
  while (running.length) await stopGroup(running.pop()!.child);
}, 30_000);

describe('README commands', () => {
  it('npm start: SPA and API on one port, embedded database created under DATA_DIR', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-start-'));
    try {
      const t0 = performance.now();
      const app = npmRun(['start'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' });
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/v1/health`, 60_000, (s) => s === 200).catch((err) => {
        throw new Error(`${err.message}\n${app.output()}`);
      });
      console.log(`[commands] npm start answered /api/v1/health after ${Math.round(performance.now() - t0)} ms`);
      const health = await (await fetch(`${base}/api/v1/health`)).json();
      expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });
      const page = await fetch(`${base}/my/user/dashboard`);
      expect(page.status).toBe(200);
      // The built SPA: the route's prerendered shell (ADR 030).
      expect(await page.text()).toMatch(/<div id="root" data-shell="protected">/);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      // Graceful shutdown on SIGTERM.
      await stopGroup(app.child);
      expect(app.child.exitCode === 0 || app.child.signalCode === 'SIGTERM').toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('npm run mock: Prism serves the contract', async () => {
    const port = await freePort();
    const mock = npmRun(['run', 'mock'], { MOCK_PORT: String(port) });
    await waitFor(`http://127.0.0.1:${port}/health`, 60_000, (s) => s === 200).catch((err) => {
      throw new Error(`${err.message}\n${mock.output()}`);
    });
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
    const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username_or_email: 'chidinma', password: 'Secret#1' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).data.token).toMatch(/^[A-Za-z0-9_-]{20,200}$/);
  }, 90_000);

  it('npm run dev:mock: the SPA dev server with /api/v1 answered by Prism', async () => {
    const [vitePort, mockPort] = [await freePort(), await freePort()];
    const dev = npmRun(['run', 'dev:mock'], { VITE_PORT: String(vitePort), MOCK_PORT: String(mockPort) });
    const base = `http://127.0.0.1:${vitePort}`;
    await waitFor(`${base}/api/v1/health`, 90_000, (s) => s === 200).catch((err) => {
      throw new Error(`${err.message}\n${dev.output()}`);
    });
    const health = await (await fetch(`${base}/api/v1/health`)).json();
    expect(health).toMatchObject({ code: 200, data: { status: 'ok' } });
    // Prism accepts any bearer token: protected screens work without a server.
    const me = await fetch(`${base}/api/v1/dashboard/me`, { headers: { authorization: 'Bearer dev-mock-token' } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toMatch(/@/);
    const page = await fetch(`${base}/my/user/dashboard`);
    expect(await page.text()).toMatch(/<div id="root">/);
  }, 120_000);

  it('npm run dev: the API server and the SPA dev server with /api/v1 proxied to it', async () => {
    const [vitePort, apiPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-dev-'));
    try {
      const dev = npmRun(['run', 'dev'], { VITE_PORT: String(vitePort), PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '' });
      const base = `http://127.0.0.1:${vitePort}`;
      await waitFor(`${base}/api/v1/health`, 90_000, (s) => s === 200).catch((err) => {
        throw new Error(`${err.message}\n${dev.output()}`);
      });
      const health = await (await fetch(`${base}/api/v1/health`)).json();
      expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });
      expect(await (await fetch(`${base}/`)).text()).toMatch(/<div id="root">/);
    } finally {
      while (running.length) await stopGroup(running.pop()!.child);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('npm run ops -- --help and npm run hub:sim -- --help: the operator commands and the hub simulator answer', async () => {
    const ops = npmRun(['run', 'ops', '--', '--help'], {});
    expect(await new Promise<number | null>((resolve) => ops.child.once('exit', (c) => resolve(c)))).toBe(0);
    for (const command of ['ledger:check', 'card:advance', 'hub:key:issue', 'ticket:reply']) expect(ops.output()).toContain(command);
    const sim = npmRun(['run', 'hub:sim', '--', '--help'], {});
    expect(await new Promise<number | null>((resolve) => sim.child.once('exit', (c) => resolve(c)))).toBe(0);
    expect(sim.output()).toContain('Plays hub controllers against the server');
  }, 120_000);

  it('npm run bench:web: builds its report (figures are load-dependent and judged by a person, not asserted)', async () => {
    const bench = npmRun(['run', 'bench:web', '--', '--runs=1', '--pages=/', '--no-build'], {});
    await new Promise<void>((resolve) => bench.child.once('exit', () => resolve()));
    const out = bench.output();
    // One row for "/" with the JS size, a Lighthouse score, LCP and CLS figures, and the bars line.
    expect(out).toMatch(/^\/\s+\d+(\.\d+)? KB \(\d+\)\s+\d+\s+\S+\s+[\d.]+ s\s+[\d.]+ s\s+\d+ ms\s+[\d.]+\s+\d+/m);
    expect(out).toContain('Bars: score ≥ 98, CLS ≤ 0.02');
  }, 300_000);

  it('npm run bench:enumeration: prints its table (small run; figures are load-dependent, read not asserted)', async () => {
    const bench = npmRun(['run', 'bench:enumeration', '--', '--requests=8', '--warmup=1', '--settle=1'], benchEnv());
    await new Promise<void>((resolve) => bench.child.once('exit', () => resolve()));
    const out = bench.output();
    for (const op of ['forgot', 'verify', 'send-otp', 'login']) {
      // operation, existing median and p90, unknown median and p90, |diff|, bar, same answers (must be "yes")
      expect(out).toMatch(new RegExp(`^${op}\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+\\s+yes`, 'm'));
    }
  }, 300_000);

  it('npm run bench:upload: times a 5 MB ticket attachment and an avatar on local disk and S3 (small run; figures read, not asserted)', async () => {
    for (const storage of ['local', 's3']) {
      const bench = npmRun(['run', 'bench:upload', '--', '--requests=2', `--storage=${storage}`], benchEnv());
      const code = await new Promise<number | null>((resolve) => bench.child.once('exit', (c) => resolve(c)));
      const out = bench.output();
      expect(code, out).toBe(0);
      expect(out).toContain(`storage ${storage}`);
      for (const name of ['ticket-5mb', 'avatar-2mb', 'reference']) expect(out).toMatch(new RegExp(`^${name}\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+$`, 'm'));
    }
  }, 300_000);

  it('npm run bench:export: builds and downloads a small account\'s archive on local disk and S3 (figures read, not asserted)', async () => {
    for (const storage of ['local', 's3']) {
      const bench = npmRun(['run', 'bench:export', '--', '--entries=2000', '--attachments=10', `--storage=${storage}`], benchEnv());
      const code = await new Promise<number | null>((resolve) => bench.child.once('exit', (c) => resolve(c)));
      const out = bench.output();
      expect(code, out).toBe(0);
      expect(out).toContain(`storage ${storage}, 2,000 ledger entries, 10 attachments`);
      expect(out).toMatch(/archive built\s+[\d.]+ s/);
      expect(out).toContain('zip end record found, size matches');
      expect(out).toMatch(/memory\s+rss [\d.]+ MB before → peak [\d.]+ MB/);
    }
  }, 300_000);

  it('npm run bench:api: seeds and measures every case on PGlite and PostgreSQL (small seed; figures read, not asserted)', async () => {
    const bench = npmRun(['run', 'bench:api', '--', '--customers=50', '--big=600', '--rows=3000', '--duration=1', '--connections=4'], benchEnv());
    await new Promise<void>((resolve) => bench.child.once('exit', () => resolve()));
    const out = bench.output();
    // PostgreSQL is required in CI (as for the server suite); elsewhere the bench says when it is not reachable.
    const kinds = !process.env.CI && out.includes('[postgresql] not reachable') ? ['pglite'] : ['pglite', 'postgresql'];
    for (const kind of kinds) expect(out).toContain(`[${kind}]`);
    for (const name of ['bare', 'me', 'dashboard', 'dashboard-big', 'trx-first', 'trx-last', 'spending-big']) {
      // every case answered 200 and was measured on both databases, with no non-2xx answer
      expect(out.match(new RegExp(`^\\s+${name}\\s+\\d+ req/s\\s+p99\\s+\\d+ ms\\s+mean [\\d.]+ ms$`, 'gm'))).toHaveLength(kinds.length);
    }
  }, 300_000);
});
