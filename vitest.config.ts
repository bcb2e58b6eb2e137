import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { viteAliases } from './scripts/import-aliases.mjs';

/**
 * Workers for the unit and server projects: both cores of the 2-core CI machine. Vitest's default (cores − 1) gives one
 * worker there, which leaves a core idle whenever that worker waits (PostgreSQL, argon2's threads, timers): ADR 064.
 * On a larger machine this is vitest's default. VITEST_MAX_WORKERS overrides it (.ci/run's compatibility run sets 1).
 * Their own `sequence.groupOrder`: vitest runs projects of different worker counts in separate groups.
 */
const bothCores = Math.max(2, availableParallelism() - 1);
/**
 * The server project's workers: both cores by default (ADR 064: measured 32 % faster; a fresh-clone CI run on a quiet
 * machine had 1001 passed, 0 failed in 984 s, against 1,173 s for one worker), SERVER_TEST_WORKERS=1 for one.
 */
const serverWorkers = Number(process.env.SERVER_TEST_WORKERS ?? bothCores);
/**
 * TEST_TIMEOUT_FACTOR multiplies the unit and server projects' timeouts (safety nets, not budgets), for a machine busy
 * with other work where a test may wait for a core for a while (ADR 074). Default 1; CI runs every part alone.
 */
const factor = Math.max(1, Number(process.env.TEST_TIMEOUT_FACTOR ?? 1) || 1);

export default defineConfig({
  plugins: [react()],
  // #web/*, #shared/*, #generated/*, #server/* from package.json "imports".
  resolve: { alias: viteAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          setupFiles: ['src/web/test-setup.ts'],
          // Node 25+ defines its own experimental localStorage/sessionStorage on globalThis (inert without
          // --localstorage-file); vitest's DOM environment does not shadow a global that already exists, so the tests
          // got Node's inert one instead of happy-dom's Storage (ADR 073: Node 26 runs the quick suite). Off in the
          // workers; Node 24 accepts the flag too.
          execArgv: ['--no-experimental-webstorage'],
          testTimeout: 5000 * factor,
          hookTimeout: 10000 * factor,
          maxWorkers: bothCores,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Migrated database templates, built once per run: every test app starts from a copy (ADR 037).
          globalSetup: ['src/server/testing/global-setup.ts'],
          // Safety nets against a hang, not budgets: with two workers on a machine shared by several runs, building a
          // test app (a PGlite from the template) can take tens of seconds (ADR 064).
          testTimeout: 60000 * factor,
          hookTimeout: 120000 * factor,
          // PGlite instances are heavy: forks, one file at a time per worker (ADR 064: serverWorkers above).
          pool: 'forks',
          maxWorkers: serverWorkers,
          sequence: { groupOrder: 2 },
          // A worker runs its files one after the other in one module graph: the app, Fastify, ajv and PGlite are
          // imported once per worker instead of once per file (ADR 037). The server tests keep no module state of their
          // own (no vi.mock, no stubbed env or globals); each file builds and closes its apps and databases.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 90000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/contract-gate-setup.ts'],
          // A safety net against a hang, not a budget (ADR 064): the long journeys (money given back: 38 s alone) took
          // 51–60 s with the Node 20 run beside them in CI, where 60 s cut one off.
          testTimeout: 150000,
          hookTimeout: 120000,
          // One browser journey at a time on 2 cores.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Two built instances behind Debian's nginx on PostgreSQL, Redis, s3rver (tests/support/cluster.ts).
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          globalSetup: ['tests/scale/global-setup.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'commands',
          environment: 'node',
          include: ['tests/commands/**/*.test.ts'],
          // The server tests' migrated PGlite template, for the bench smoke runs (ADR 037).
          globalSetup: ['tests/commands/global-setup.ts'],
          testTimeout: 120000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Faults under load (PostgreSQL restarted, the SMTP relay stopped, an instance killed): one at a time.
          name: 'fault',
          environment: 'node',
          include: ['tests/fault/**/*.test.ts'],
          // The built server, sandbox and ops (dist/), as the scale suite.
          globalSetup: ['tests/scale/global-setup.ts'],
          testTimeout: 240000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
