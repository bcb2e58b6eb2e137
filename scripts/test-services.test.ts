/**
 * npm test checks the services a suite needs before running it (scripts/test-services.mjs, ADR 074): outside CI what
 * cannot run is skipped with one line saying what to install and counted in the summary; with CI=true it is a failure.
 * "Missing" is simulated through the variables the tests read (a closed port, a binary that does not exist), never by
 * uninstalling anything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-aliases.mjs';
import { E2E_OWN_SERVER, NEEDS, SERVICES, checkServices, planSuite } from './test-services.mjs';

/** A loopback port nothing listens on: one the system gave out, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every service missing: closed ports, binaries that do not exist, an empty PATH directory. */
async function nothingInstalled() {
  const port = await closedPort();
  return {
    TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    TEST_REDIS_URL: `redis://127.0.0.1:${port}`,
    CHROMIUM_PATH: path.join(root, '.tmp/no-such-chromium'),
    NGINX_BIN: path.join(root, '.tmp/no-such-nginx'),
    PG_BIN: path.join(root, '.tmp/no-such-postgresql-bin'),
    PATH: path.join(root, '.tmp/no-such-dir'),
  };
}

describe('the services each suite needs', () => {
  it('every file the table names exists, and the e2e own-server lane is exactly the specs that use PostgreSQL', () => {
    for (const file of [...NEEDS.flatMap((row) => row.files ?? []), ...E2E_OWN_SERVER]) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
    const ownServer = readdirSync(path.join(root, 'tests/e2e'))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => `tests/e2e/${f}`)
      .filter((f) => /freshPostgres|ADMIN_DATABASE_URL|process\.env\.TEST_DATABASE_URL/.test(readFileSync(path.join(root, f), 'utf8')));
    expect([...E2E_OWN_SERVER].sort()).toEqual(ownServer.sort());
  });

  it('reports each service missing when its port is closed or its binary absent', async () => {
    const env = await nothingInstalled();
    const found = await checkServices(Object.keys(SERVICES) as (keyof typeof SERVICES)[], env);
    expect(found).toEqual({ postgresql: undefined, 'postgresql-server': undefined, redis: undefined, chromium: undefined, nginx: undefined, unzip: undefined });
    // And finds one that is there: a listening port.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await checkServices(['redis'], { TEST_REDIS_URL: `redis://127.0.0.1:${port}` })).toEqual({ redis: `127.0.0.1:${port}` });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('outside CI: what cannot run is left out and skipped with what to install; the rest still runs', async () => {
    const env = await nothingInstalled();
    const found = { chromium: '/usr/bin/chromium', unzip: '/usr/bin/unzip' }; // PostgreSQL missing
    const e2e = planSuite('e2e', found, { env, ci: false });
    expect(e2e.run).toBe(true);
    expect(e2e.failed).toEqual([]);
    expect(e2e.skipped).toHaveLength(1);
    expect(e2e.skipped[0]).toMatch(/^e2e: the 8 journeys on their own PostgreSQL server — missing PostgreSQL \(127\.0\.0\.1:\d+ from TEST_DATABASE_URL\); install: apt-get install postgresql/);
    for (const file of E2E_OWN_SERVER) expect(e2e.args.join(' ')).toContain(`--exclude ${file}`);
    // The own-server lane has nothing left to run; the shared-server lane is untouched.
    expect(planSuite('e2e:own-server', found, { env, ci: false }).run).toBe(false);
    expect(planSuite('e2e:shared-server', found, { env, ci: false }).skipped).toEqual([]);
    // The server suite runs on PGlite only, and says so.
    const server = planSuite('server', found, { env, ci: false });
    expect(server).toMatchObject({ run: true, env: { TEST_POSTGRES: '0', TEST_REDIS: '0' }, failed: [] });
    expect(server.skipped.map((line) => line.split(' — ')[0])).toEqual([
      'server: the server tests on PostgreSQL (they run on PGlite only)',
      'server: the shared rate-limit tests',
    ]);
    // Without Chromium no browser journey runs.
    const noBrowser = planSuite('e2e', {}, { env, ci: false });
    expect(noBrowser.run).toBe(false);
    expect(noBrowser.skipped.join('\n')).toMatch(/missing Chromium .*install: apt-get install chromium/);
    // TEST_POSTGRES=0 asks for PGlite only: PostgreSQL is then not missing.
    expect(planSuite('server', { redis: 'x', unzip: 'x' }, { env: { ...env, TEST_POSTGRES: '0' }, ci: false }).skipped).toEqual([]);
  });

  it('in CI: a missing service is a failure, never a skip', async () => {
    const env = await nothingInstalled();
    const scale = planSuite('scale', {}, { env, ci: true });
    expect(scale).toMatchObject({ run: false, skipped: [] });
    expect(scale.failed).toHaveLength(1);
    expect(scale.failed[0]).toMatch(/missing nginx .*PostgreSQL .*Redis/);
  });

  it('npm test prints one line per thing skipped and counts them, the last line still "N passed, N failed"; in CI it fails', async () => {
    const env: Record<string, string | undefined> = { ...process.env, ...(await nothingInstalled()), PATH: process.env.PATH };
    delete env.CI;
    const run = (extra: Record<string, string>) =>
      spawnSync(process.execPath, ['scripts/test.mjs', '--plan', 'e2e', 'scale'], { cwd: root, env: { ...env, ...extra }, encoding: 'utf8' });

    const local = run({});
    const lines = local.stdout.trim().split('\n');
    expect(local.stdout).toContain('── skipped: e2e: every browser journey — missing Chromium');
    expect(local.stdout).toContain('install: apt-get install chromium (or set CHROMIUM_PATH)');
    expect(local.stdout).toMatch(/── skipped: scale: the cluster behind nginx — missing nginx/);
    expect(local.stdout).toMatch(/^3 skipped \(a service missing; install it to run them\):$/m);
    expect(lines.at(-1)).toBe('0 passed, 0 failed');
    expect(local.status).toBe(0);

    const ci = run({ CI: 'true' });
    expect(ci.stdout).toContain('── FAILED (CI requires it): e2e: every browser journey — missing Chromium');
    expect(ci.stdout).not.toMatch(/skipped \(a service missing/);
    expect(ci.stdout.trim().split('\n').at(-1)).toBe('0 passed, 3 failed');
    expect(ci.status).toBe(1);
  });
});
