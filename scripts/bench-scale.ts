// Scale benchmark: `npm run bench:scale` (issue 13).
//
// Starts the production shape twice with tests/support/cluster.ts — Debian's nginx running deploy/nginx/e-laundry.conf
// in front of ONE, then TWO built instances (NODE_ENV=production, no response validation, log level warn) on a fresh
// PostgreSQL database, Redis, s3rver, an SMTP relay and the standalone sandbox — seeds each the same way (CUSTOMERS
// customers with ENTRIES ledger entries each by generate_series, CARDS linked cards with a large balance, a hub key),
// then drives it through nginx with autocannon 9 (the load generator of scripts/bench-api.mjs; --connections,
// --duration s per case, one worker thread) and prints for each case and instance count:
//   dashboard   GET /api/v1/dashboard of a typical customer (bearer check, balance, sums, latest entries)
//   hub-charge  POST /api/v1/hub/charges: the hub key, the CARDS cards in turn, a new cycle id per request, NGN 1
//               each — one ledger debit in one transaction per request
// requests/s, p99 and mean latency, non-2xx answers, and where the time goes:
//   db share    the database's share of the in-flight request time. While a case runs, a separate connection samples
//               pg_stat_activity every SAMPLE_MS (default 20 ms) and counts this database's backends whose state is
//               'active' (executing a statement) or 'idle in transaction' (holding a transaction open between
//               statements). Σ(active backends) × interval = database busy time; the in-flight request time is
//               connections × duration (autocannon keeps every connection busy). db share = busy / in-flight; "in tx"
//               adds the idle-in-transaction time (row locks held while the instance works between statements).
//               pg_stat_statements would be exacter but needs shared_preload_libraries (a server restart): sampling
//               needs nothing and is what an operator can run on a live system.
//   CPU ms/req  CPU time (user + system, /proc/<pid>/stat) per request of the instances, of this database's
//               PostgreSQL backends, of nginx (master and workers) — the inputs of a capacity estimate; "PG % of CPU"
//               is PostgreSQL's part of that work. On a machine loaded by other work the wall-time share is diluted
//               by CPU queueing (requests wait for a core, not for the database): the CPU share is the steadier figure.
//               Low wall-time shares are noisy (a 20 ms sampler sees a 0.5 ms statement rarely): read them as "small".
// Finally a capacity estimate input table (per-request costs, measured ceilings) and the estimate it gives under stated
// assumptions. Every charge is checked afterwards with `ops ledger:check`.
// The load generator, nginx, the instances and PostgreSQL share this machine's cores: absolute figures are this
// machine's under its current load; compare the one- and two-instance rows of the same run.
//   --instances=1,2 --duration=10 --connections=20 --customers=2000 --entries=50 --cards=50 --sample-ms=20
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type Autocannon from 'autocannon';
import type { Cluster } from '../tests/support/cluster';
import { benchCommandLine } from './bench-cli.mjs';

const USAGE = `npm run bench:scale -- [options]

The production shape, with one and then two built instances (NODE_ENV=production) behind Debian's nginx running
deploy/nginx/e-laundry.conf, on a fresh PostgreSQL database, Redis, s3rver, an SMTP relay and the standalone sandbox
(tests/support/cluster.ts): seeds customers with ledger entries and linked cards with a hub key, then drives the
dashboard and hub charges through nginx with autocannon and prints, per case and instance count, requests/s, p99 and
mean latency, non-2xx answers, the database's share of the in-flight time (pg_stat_activity sampled) and the CPU per
request of the instances, PostgreSQL and nginx; then a capacity estimate. Every charge is checked afterwards with
ops ledger:check. Takes minutes; not run by CI. Needs /usr/sbin/nginx (or NGINX_BIN), PostgreSQL and Redis.

Options:
  --instances=LIST      instance counts to measure (default 1,2)
  --duration=S          seconds per case (default 10)
  --connections=N       autocannon connections (default 20)
  --customers=N         seeded customers (default 2000)
  --entries=N           ledger entries per customer (default 50)
  --cards=N             linked cards the hub charges take in turn (default 50)
  --sample-ms=MS        pg_stat_activity sampling interval (default 20)
  -h, --help            this text

Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), TEST_REDIS_URL (default
redis://127.0.0.1:6379), NGINX_BIN (default /usr/sbin/nginx).`;

const { option } = benchCommandLine(USAGE, ['instances', 'duration', 'connections', 'customers', 'entries', 'cards', 'sample-ms']);
const { default: autocannon } = await import('autocannon');
const { default: pg } = await import('pg');
const { openDatabase } = await import('#server/db/client.js');
const { systemContext } = await import('#server/lib/platform/audit.js');
const { addCards } = await import('#server/lib/cards-hubs/card-inventory.js');
const { linkCard } = await import('#server/lib/cards-hubs/cards.js');
const { findHub } = await import('#server/lib/cards-hubs/hub-directory.js');
const { issueHubKey } = await import('#server/lib/cards-hubs/hub-keys.js');
const { post: ledgerPost } = await import('#server/lib/ledger/ledger.js');
const { buildServer, buildWeb } = await import('./build-lib.mjs');
const { startCluster } = await import('../tests/support/cluster');

const arg = (name: string, fallback: string) => String(option(name, fallback));
const INSTANCE_COUNTS = arg('instances', '1,2').split(',').map(Number);
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const CUSTOMERS = Number(arg('customers', '2000'));
const ENTRIES = Number(arg('entries', '50'));
const CARDS = Number(arg('cards', '50'));
const SAMPLE_MS = Number(arg('sample-ms', '20'));
const PASSWORD = 'Bench#2026scale';
const TICK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `ppid` (nginx's workers). */
function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid) out.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return out;
}

interface Seeded {
  token: string;
  cards: string[];
  hubKey: string;
}

/** A signed-in typical customer (through nginx, code from the SMTP relay), CUSTOMERS others with ENTRIES entries each, CARDS cards. */
async function seed(cluster: Cluster): Promise<Seeded> {
  const t0 = performance.now();
  const email = `bench.scale.${Date.now()}@example.com`;
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${cluster.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await call('/auth/register', {
    firstname: 'Bench', lastname: 'Typical', username: `bench_typ_${Date.now()}`, email, country_code: 'Nigeria', country: 'NG',
    mobile: '8031234567', mobile_code: '234', password: PASSWORD, password_confirmation: PASSWORD,
  });
  const verified = await call('/auth/verify-otp', { email, otp: await cluster.smtp.code(email, 'verification') });
  const token = verified.token as string;
  const typicalId = (verified.user as { id: number }).id;

  const database = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 2, onIdleError: () => {} });
  const raw = new pg.Client({ connectionString: cluster.databaseUrl });
  await raw.connect();
  try {
    const db = database.db;
    await raw.query(`
      insert into users (username, email, firstname, lastname, password_hash, account_number, referral_code, email_verified_at)
      select 'seed_' || i, 'seed.' || i || '@example.com', 'Seed', 'Customer', 'x', 'S' || lpad(i::text, 9, '0'), 'SEED' || i, now()
      from generate_series(1, ${CUSTOMERS}) i`);
    await raw.query(`
      insert into transactions (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, created_at)
      select u.id, 'C' || lpad(to_hex(u.id), 6, '0') || lpad(to_hex(k), 5, '0'), 'Deposit via Flutterwave', 100, 0, '+', k * 100, 'deposit', 'seed',
        now() - ((${ENTRIES} - k) || ' hours')::interval
      from users u cross join generate_series(1, ${ENTRIES}) k`);
    // Each seeded entry is its own journal (the column's default); its counter line is the gateway's clearing account.
    await raw.query(`
      insert into ledger_lines (journal_id, account_id, amount, created_at)
      select journal_id, (select ledger_account('gateway_clearing:flutterwave')), -amount, created_at from transactions`);
    await raw.query(`
      update users u set balance = s.n * 100, entry_count = s.n
      from (select user_id, count(*)::int as n from transactions group by user_id) s where s.user_id = u.id`);
    const rowsOf = async <T>(text: string) => (await raw.query(text)).rows as T[];
    const ids = (await rowsOf<{ id: number }>(`select id from users where username like 'seed_%' order by id limit ${CARDS}`)).map((r) => Number(r.id));
    const cards: string[] = [];
    const seeding = systemContext('bench-scale seed');
    for (const [i, id] of ids.entries()) {
      const number = `BSC${String(i).padStart(10, '0')}`;
      await addCards(db, [number], new Date(), seeding);
      await linkCard(db, id, number, new Date());
      await db.transaction((tx) => ledgerPost(tx, { userId: id, amount: 1_000_000_000_00, type: '+', detail: 'Bench credit', remark: 'correction', cause: { kind: 'bench', id: null } }));
      cards.push(number);
    }
    await raw.query('analyze');
    const hub = await findHub(db, 'UNIPORT Choba Hub');
    if (!hub) throw new Error('the seeded hub "UNIPORT Choba Hub" is missing');
    const { key } = await issueHubKey(db, hub.id, seeding);
    const [{ n }] = (await rowsOf<{ n: number }>('select count(*)::int as n from transactions')) as [{ n: number }];
    console.log(`  seeded ${CUSTOMERS + 1} customers (typical id ${typicalId}), ${n} ledger rows, ${cards.length} linked cards in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { token, cards, hubKey: key };
  } finally {
    await raw.end();
    await database.close();
  }
}

/** PostgreSQL's share of the CPU a request costs (instances + PostgreSQL + nginx): the database's share of the work. */
const cpuShare = (r: Row) => r.dbCpuMs / Math.max(1e-9, r.instanceCpuMs + r.dbCpuMs + r.nginxCpuMs);

interface Row {
  instances: number;
  name: string;
  rps: number;
  p99: number;
  mean: number;
  non2xx: number;
  errors: number;
  dbShare: number;
  inTxShare: number;
  instanceCpuMs: number;
  dbCpuMs: number;
  nginxCpuMs: number;
  requests: number;
}

/** Samples this database's busy backends and their pids while `run` runs. */
async function sampled<T>(databaseUrl: string, dbName: string, run: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let active = 0;
  let inTx = 0;
  let samples = 0;
  const pids = new Set<number>();
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const t = performance.now();
      const { rows } = await client.query(
        "select pid, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'",
        [dbName],
      );
      for (const r of rows as { pid: number; state: string }[]) {
        pids.add(r.pid);
        if (r.state === 'active') active++;
        else if (r.state === 'idle in transaction') inTx++;
      }
      samples++;
      await new Promise((res) => setTimeout(res, Math.max(0, SAMPLE_MS - (performance.now() - t))));
    }
  })();
  // The backends' CPU: those alive before (pool connections) and any that appear (counted from their start).
  const before = new Map<number, number>();
  for (const r of (await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName])).rows as { pid: number }[]) {
    before.set(r.pid, cpuOf(r.pid));
  }
  const t0 = performance.now();
  try {
    const result = await run();
    const wall = (performance.now() - t0) / 1000;
    stop = true;
    await loop;
    let dbCpu = 0;
    for (const pid of new Set([...before.keys(), ...pids])) dbCpu += cpuOf(pid) - (before.get(pid) ?? 0);
    // Σ busy backends per sample × (wall / samples) = busy backend-seconds.
    return { result, wall, busy: (active * wall) / Math.max(1, samples), inTx: (inTx * wall) / Math.max(1, samples), dbCpu, samples };
  } finally {
    stop = true;
    await loop.catch(() => {});
    await client.end();
  }
}

function measure(opts: Autocannon.Options): Promise<Autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, workers: 1, ...opts }, (err: Error | null, r: Autocannon.Result) => (err ? reject(err) : resolve(r)));
  });
}

async function runFor(instances: number): Promise<Row[]> {
  console.log(`\n[${instances} instance${instances > 1 ? 's' : ''} behind nginx]`);
  const cluster = await startCluster({ instances, env: { AUTH_RATE_LIMIT: '1000000', DEPOSIT_RECHECK_SECONDS: '3600' } });
  const rows: Row[] = [];
  try {
    const seeded = await seed(cluster);
    const dbName = new URL(cluster.databaseUrl).pathname.slice(1);
    const nginxMaster = cluster.nginx.pid();
    const nginxPids = () => [nginxMaster, ...childrenOf(nginxMaster)];
    const chargeBody = (card: string) => JSON.stringify({ card_number: card, machine: 'W3', cycle_id: `bench-[<id>]`, amount: 1 });
    const cases: [string, Autocannon.Options][] = [
      ['dashboard', { url: `${cluster.url}/api/v1/dashboard`, headers: { authorization: `Bearer ${seeded.token}` } }],
      [
        'hub-charge',
        {
          url: `${cluster.url}/api/v1/hub/charges`,
          method: 'POST',
          headers: { authorization: `Bearer ${seeded.hubKey}`, 'content-type': 'application/json' },
          idReplacement: true,
          requests: seeded.cards.map((card) => ({ method: 'POST', body: chargeBody(card) })),
        },
      ],
    ];
    for (const [name, opts] of cases) {
      // One request first: the case must answer 2xx before it is measured.
      const check = await fetch(opts.url as string, {
        method: opts.method ?? 'GET',
        headers: opts.headers as Record<string, string>,
        body: opts.method === 'POST' ? chargeBody(seeded.cards[0]!).replace('[<id>]', `check-${Date.now()}`) : undefined,
      });
      if (check.status >= 300) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const procs = [...cluster.instances.map((i) => i.proc.child.pid!), ...nginxPids()];
      const cpu0 = procs.map(cpuOf);
      const { result: r, wall, busy, inTx, dbCpu } = await sampled(cluster.databaseUrl, dbName, () => measure(opts));
      const cpu1 = procs.map(cpuOf);
      const spent = (from: number, to: number) => cpu1.slice(from, to).reduce((s, v, i) => s + v - cpu0[from + i]!, 0);
      const requests = r.requests.total;
      const inFlight = CONNECTIONS * wall;
      const row: Row = {
        instances,
        name,
        rps: r.requests.average,
        p99: r.latency.p99,
        mean: r.latency.mean,
        non2xx: r.non2xx,
        errors: r.errors,
        dbShare: busy / inFlight,
        inTxShare: inTx / inFlight,
        instanceCpuMs: (spent(0, instances) * 1000) / Math.max(1, requests),
        nginxCpuMs: (spent(instances, procs.length) * 1000) / Math.max(1, requests),
        dbCpuMs: (dbCpu * 1000) / Math.max(1, requests),
        requests,
      };
      rows.push(row);
      console.log(
        `  ${name.padEnd(11)} ${row.rps.toFixed(0).padStart(6)} req/s   p99 ${String(row.p99).padStart(4)} ms   mean ${row.mean.toFixed(1).padStart(6)} ms   ` +
          `db ${(row.dbShare * 100).toFixed(1)} % (+${(row.inTxShare * 100).toFixed(1)} % in tx)   CPU/req: instances ${row.instanceCpuMs.toFixed(2)} ms, ` +
          `PostgreSQL ${row.dbCpuMs.toFixed(2)} ms (${(cpuShare(row) * 100).toFixed(0)} % of the CPU), nginx ${row.nginxCpuMs.toFixed(2)} ms${row.non2xx || row.errors ? `   ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`,
      );
    }
    const check = await cluster.ops(['ledger:check']);
    console.log(`  ops ledger:check after the charges: ${check.code === 0 ? 'OK' : `FAILED\n${check.stdout}${check.stderr}`}`);
    if (check.code !== 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
  return rows;
}

console.log(
  `bench:scale — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start; ` +
    `autocannon ${CONNECTIONS} connections × ${DURATION} s per case; load generator, nginx, instances and PostgreSQL share the machine`,
);
await buildWeb();
await buildServer();
const all: Row[] = [];
for (const n of INSTANCE_COUNTS) all.push(...(await runFor(n)));

// ------------------------------------------------------------------ summary and capacity estimate inputs
console.log('\nsummary (through nginx)');
console.log('  case         inst   req/s    p99 ms  mean ms  db share  +in tx  inst CPU ms/req  PG CPU ms/req  PG % of CPU  nginx CPU ms/req  non-2xx');
for (const r of all) {
  console.log(
    `  ${r.name.padEnd(11)} ${String(r.instances).padStart(5)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${r.mean.toFixed(1).padStart(8)} ` +
      `${(r.dbShare * 100).toFixed(1).padStart(8)} % ${(r.inTxShare * 100).toFixed(1).padStart(5)} % ${r.instanceCpuMs.toFixed(2).padStart(16)} ` +
      `${r.dbCpuMs.toFixed(2).padStart(14)} ${(cpuShare(r) * 100).toFixed(0).padStart(10)} % ${r.nginxCpuMs.toFixed(2).padStart(17)} ${String(r.non2xx + r.errors).padStart(8)}`,
  );
}
for (const name of ['dashboard', 'hub-charge']) {
  const one = all.find((r) => r.name === name && r.instances === 1);
  const two = all.find((r) => r.name === name && r.instances === 2);
  if (one && two) console.log(`  ${name}: two instances serve ${(two.rps / one.rps).toFixed(2)}× the requests/s of one on this ${cpus().length}-core machine`);
}

// Capacity: each tier's CPU cost per request bounds what one core of it serves; the assumptions turn requests into
// customers and hubs. A dedicated host for each tier is assumed (here they share two cores).
const avg = (name: string, key: keyof Row) => {
  const rs = all.filter((r) => r.name === name);
  return rs.reduce((s, r) => s + Number(r[key]), 0) / Math.max(1, rs.length);
};
const dashInst = avg('dashboard', 'instanceCpuMs');
const dashDb = avg('dashboard', 'dbCpuMs');
const chargeInst = avg('hub-charge', 'instanceCpuMs');
const chargeDb = avg('hub-charge', 'dbCpuMs');
// Assumptions (printed): at the evening peak 10 % of customers are active, each loading a screen like the dashboard
// every 30 s; a hub has 12 machines, each starting a cycle (one charge) every 10 min at peak.
const ACTIVE = 0.1;
const SCREEN_EVERY_S = 30;
const MACHINES = 12;
const CYCLE_EVERY_S = 600;
const perCustomerRps = ACTIVE / SCREEN_EVERY_S;
const perHubRps = MACHINES / CYCLE_EVERY_S;
const UTIL = 0.6; // plan for 60 % CPU at peak
console.log('\ncapacity estimate inputs (measured, averaged over the runs)');
console.log('  per request            instance CPU   PostgreSQL CPU');
console.log(`  dashboard              ${dashInst.toFixed(2).padStart(9)} ms   ${dashDb.toFixed(2).padStart(11)} ms`);
console.log(`  hub charge             ${chargeInst.toFixed(2).padStart(9)} ms   ${chargeDb.toFixed(2).padStart(11)} ms`);
console.log(`  assumptions: ${ACTIVE * 100} % of customers active at peak, one dashboard-like request each per ${SCREEN_EVERY_S} s ` +
  `(${perCustomerRps.toFixed(4)} req/s per customer); a hub = ${MACHINES} machines, a cycle each per ${CYCLE_EVERY_S / 60} min at peak ` +
  `(${perHubRps.toFixed(3)} charges/s per hub); ${UTIL * 100} % CPU target; one core per instance (Node is single-threaded)`);
const instCustomers = (UTIL * 1000) / dashInst / perCustomerRps;
const instHubs = (UTIL * 1000) / chargeInst / perHubRps;
const dbCustomersPerCore = (UTIL * 1000) / dashDb / perCustomerRps;
const dbHubsPerCore = (UTIL * 1000) / chargeDb / perHubRps;
console.log(`  one instance (1 core):   ~${Math.round(instCustomers).toLocaleString('en')} customers, or ~${Math.round(instHubs).toLocaleString('en')} hubs`);
console.log(`  PostgreSQL, per core:    ~${Math.round(dbCustomersPerCore).toLocaleString('en')} customers, or ~${Math.round(dbHubsPerCore).toLocaleString('en')} hubs`);
console.log('  (customers and hubs share the budget: e.g. half of each. Lock waits on one card and disk I/O are not in CPU figures;');
console.log('   the db share column says how much of a request\'s time is spent waiting on PostgreSQL.)');
