// What each suite of `npm test` needs besides Node and node_modules, checked before it runs (scripts/test.mjs, ADR 074).
// Outside CI a suite, or the files of a suite, whose service is missing is skipped with one line saying what to
// install, and the summary counts it; in CI (CI=true) a missing service is a failure (`.ci/run` installs and starts
// every one of them). The checks read the same variables the tests do (TEST_DATABASE_URL, TEST_REDIS_URL, CHROMIUM_PATH,
// NGINX_BIN, PG_BIN, PATH), so pointing one at a closed port or a missing file simulates its absence.
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A TCP connection to host:port within 1.5 s (a closed port is refused at once). */
function tcpOpen(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || defaultPort) };
}

function executable(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first directory of PATH holding `name`. */
function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** PG_BIN, else Debian's newest /usr/lib/postgresql/<major>/bin with initdb (as tests/fault/support/throwaway-postgres.ts). */
function postgresBinaries(env) {
  if (env.PG_BIN) return executable(path.join(env.PG_BIN, 'initdb')) ? env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((d) => executable(path.join(base, d, 'bin/initdb'))) : [];
  return majors.length ? path.join(base, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin') : undefined;
}

/**
 * The services. `check(env)` answers where the service was found (a truthy string) or undefined; `where(env)` names
 * what was looked for; `install` is the one line a newcomer needs.
 */
export const SERVICES = {
  postgresql: {
    label: 'PostgreSQL',
    where: (env) => {
      const { host, port } = hostPort(env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL, 5432);
      return `${host}:${port} from TEST_DATABASE_URL`;
    },
    check: async (env) => {
      const { host, port } = hostPort(env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL, 5432);
      return (await tcpOpen(host, port)) ? `${host}:${port}` : undefined;
    },
    install: 'apt-get install postgresql, then pg_ctlcluster <version> main start (or set TEST_DATABASE_URL)',
  },
  'postgresql-server': {
    label: 'PostgreSQL server binaries (initdb, pg_ctl)',
    where: (env) => (env.PG_BIN ? `${env.PG_BIN} from PG_BIN` : '/usr/lib/postgresql/<major>/bin, or PG_BIN'),
    check: async (env) => postgresBinaries(env),
    install: 'apt-get install postgresql (or set PG_BIN)',
  },
  redis: {
    label: 'Redis',
    where: (env) => {
      const { host, port } = hostPort(env.TEST_REDIS_URL || DEFAULT_REDIS_URL, 6379);
      return `${host}:${port} from TEST_REDIS_URL`;
    },
    check: async (env) => {
      const { host, port } = hostPort(env.TEST_REDIS_URL || DEFAULT_REDIS_URL, 6379);
      return (await tcpOpen(host, port)) ? `${host}:${port}` : undefined;
    },
    install: 'apt-get install redis-server, then service redis-server start (or set TEST_REDIS_URL)',
  },
  chromium: {
    label: 'Chromium',
    where: (env) => `${env.CHROMIUM_PATH || '/usr/bin/chromium'}, CHROMIUM_PATH`,
    check: async (env) => {
      const file = env.CHROMIUM_PATH || '/usr/bin/chromium';
      return executable(file) ? file : undefined;
    },
    install: 'apt-get install chromium (or set CHROMIUM_PATH)',
  },
  nginx: {
    label: 'nginx',
    where: (env) => `${env.NGINX_BIN || '/usr/sbin/nginx'}, NGINX_BIN`,
    check: async (env) => {
      const file = env.NGINX_BIN || '/usr/sbin/nginx';
      return executable(file) ? file : undefined;
    },
    install: 'apt-get install nginx (its system service is not used; or set NGINX_BIN)',
  },
  unzip: {
    label: 'unzip',
    where: () => 'on PATH',
    check: async (env) => onPath('unzip', env),
    install: 'apt-get install unzip',
  },
};

/** The e2e files that start their own server on a fresh PostgreSQL database (ops commands run beside it). */
export const E2E_OWN_SERVER = [
  'tests/e2e/bank-transfer-validation.spec.ts',
  'tests/e2e/cards.spec.ts',
  'tests/e2e/money-back.spec.ts',
  'tests/e2e/staff-cards.spec.ts',
  'tests/e2e/staff-console.spec.ts',
  'tests/e2e/staff-management-cards.spec.ts',
  'tests/e2e/support.spec.ts',
  'tests/e2e/your-data.spec.ts',
];
const FAULT_CLUSTER = ['tests/fault/kill-instance-refunds.test.ts', 'tests/fault/kill-instance.test.ts', 'tests/fault/smtp-relay.test.ts'];

/**
 * What needs what. One row: a suite, the part of it that needs the services, and how that part is left out:
 * - `files`: those files are not run (vitest --exclude); no `files` and no `env`: the whole suite;
 * - `env`: the suite runs with these variables, with which it leaves that part out itself (TEST_POSTGRES=0: the server
 *   tests on PGlite only; TEST_REDIS=0: no shared rate-limit tests);
 * - `reportOnly`: the suite leaves that part out by itself outside CI (its own check); the row only reports it.
 * A row `unless(env)` true does not apply (TEST_POSTGRES=0 asks for PGlite only: PostgreSQL is then not missing).
 */
export const NEEDS = [
  { suite: 'server', what: 'the server tests on PostgreSQL (they run on PGlite only)', services: ['postgresql'], env: { TEST_POSTGRES: '0' }, unless: (env) => env.TEST_POSTGRES === '0' },
  { suite: 'server', what: 'the shared rate-limit tests', services: ['redis'], env: { TEST_REDIS: '0' }, unless: (env) => env.TEST_REDIS === '0' },
  { suite: 'server', what: 'the data-export tests (they open the archive)', services: ['unzip'], files: ['src/server/handlers/profile/data-export.test.ts'] },
  { suite: 'contract', what: 'the staff journeys and the database outage', services: ['postgresql'], files: ['tests/contract/journeys.test.ts', 'tests/contract/outage.test.ts'] },
  { suite: 'contract', what: 'the staff side of the contract fuzz', services: ['postgresql'], env: { TEST_POSTGRES: '0' } },
  { suite: 'e2e', what: 'every browser journey', services: ['chromium'] },
  { suite: 'e2e', what: `the ${E2E_OWN_SERVER.length} journeys on their own PostgreSQL server`, services: ['postgresql'], files: E2E_OWN_SERVER },
  { suite: 'e2e', what: 'the your-data journey (it opens the archive)', services: ['unzip'], files: ['tests/e2e/your-data.spec.ts'] },
  { suite: 'commands', what: "the README's commands and benchmarks (bench:web runs Lighthouse in Chromium)", services: ['chromium'], files: ['tests/commands/readme-commands.test.ts'] },
  { suite: 'commands', what: 'bench:api on PostgreSQL', services: ['postgresql'], reportOnly: true },
  { suite: 'scale', what: 'the cluster behind nginx', services: ['nginx', 'postgresql', 'redis'] },
  { suite: 'fault', what: 'the cluster faults (instance killed, SMTP relay stopped)', services: ['nginx', 'postgresql', 'redis'], files: FAULT_CLUSTER },
  { suite: 'fault', what: 'the PostgreSQL restart (a throw-away cluster of its own)', services: ['postgresql-server'], files: ['tests/fault/postgres-restart.test.ts'] },
];

/**
 * The lanes a suite can be split into (`npm test -- e2e:shared-server`): .ci/run runs the e2e files that start their
 * own PostgreSQL server beside those on the shared server (ADR 074). `only`: these files; `except`: all but these.
 */
export const SUITE_PARTS = {
  'e2e:own-server': { suite: 'e2e', only: E2E_OWN_SERVER },
  'e2e:shared-server': { suite: 'e2e', except: E2E_OWN_SERVER },
};

/** Checks each service once: name → where it was found, or undefined. */
export async function checkServices(names, env = process.env) {
  const found = {};
  await Promise.all([...new Set(names)].map(async (name) => (found[name] = await SERVICES[name].check(env))));
  return found;
}

/** One line: what is left out, what is missing, what to install. */
export function skipLine(row, missing, env = process.env) {
  const services = missing.map((name) => `${SERVICES[name].label} (${SERVICES[name].where(env)})`).join(', ');
  const install = missing.map((name) => SERVICES[name].install).join('; ');
  return `${row.suite}: ${row.what} — missing ${services}; install: ${install}`;
}

/**
 * How to run one suite (or lane) here: the vitest arguments and variables that leave out what cannot run, and the
 * rows left out. `ci` (CI=true): each row left out is a failure instead of a skip. `found`: checkServices' answer.
 * Returns { suite, run, args, env, skipped: [line], failed: [line] }; `run` false when nothing of it can run.
 */
export function planSuite(name, found, { env = process.env, ci = env.CI === 'true' } = {}) {
  const part = SUITE_PARTS[name];
  const suite = part?.suite ?? name;
  let only = part?.only ? [...part.only] : undefined;
  const exclude = part?.except ? [...part.except] : [];
  const extraEnv = {};
  const left = [];
  let run = true;
  for (const row of NEEDS.filter((r) => r.suite === suite)) {
    if (row.unless?.(env)) continue;
    const missing = row.services.filter((s) => !found[s]);
    if (!missing.length) continue;
    // A row about files outside this lane does not concern it.
    const files = row.files?.filter((f) => (only ? only.includes(f) : !exclude.includes(f)));
    if (row.files && !files.length) continue;
    left.push(skipLine(row, missing, env));
    if (row.reportOnly) continue;
    if (row.env) Object.assign(extraEnv, row.env);
    else if (files) {
      if (only) only = only.filter((f) => !files.includes(f));
      else exclude.push(...files);
    } else run = false;
  }
  if (only && only.length === 0) run = false;
  const args = [...(only ?? []), ...exclude.flatMap((f) => ['--exclude', f])];
  // Files left out may leave none: that is a skip, not vitest's "no test files found".
  if (left.length || part) args.push('--passWithNoTests');
  return { suite, name, run, args, env: extraEnv, skipped: ci ? [] : left, failed: ci ? left : [] };
}

/** The services the given suites (or lanes) can need. */
export function servicesFor(names, env = process.env) {
  const suites = names.map((n) => SUITE_PARTS[n]?.suite ?? n);
  return [...new Set(NEEDS.filter((r) => suites.includes(r.suite) && !r.unless?.(env)).flatMap((r) => r.services))];
}
