// Money API benchmark: `npm run bench:api`
//
// Builds the API in-process (src/server/app.ts through tsx; no response validation and a silent log, as in
// production), listening on a loopback port, on a fresh in-memory PGlite AND on a fresh PostgreSQL database
// (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres; skipped with a note when it is
// not reachable). It seeds, with generate_series SQL (not row by row), 10,000 customers and 1,000,000 ledger rows:
// one "big" customer with 100,000 entries, the others ~90 each; balances and entry counts agree with the entries
// (ledger check run on the seed). Then autocannon 9 (--connections=10, --duration=5 s per case) measures, in one
// run per database:
//   bare            GET /bench/bare, a Fastify route answering {ok:true} (the machine's reference)
//   me              getMe of a typical customer (the signed-in baseline: bearer check + one row)
//   dashboard       getDashboard of a typical customer (~90 entries)
//   dashboard-big   getDashboard of the big customer
//   trx-first       listTransactions page 1 of the big customer (15 per page)
//   trx-last        listTransactions last page (6,667) of the big customer
//   spending-big    getSpendingSummary (ADR 060) of a customer with 100,000 entries (--big) over the last 730 days
//                   (--spender-days; 84 puts them all in the 12 weeks: the worst case, every line is read), top-ups
//                   and hub charges in turn at the seeded hubs; also p50/p95 of 50 requests one at a time
//   hub-charge      chargeCard (issue 11): a hub key, 50 linked cards of seeded customers (--cards=N) taken in turn,
//                   a new cycle id per request (autocannon's [<id>] replacement), NGN 1 each: one ledger debit each
//   hub-charge-1card  the same on ONE card: every charge queues for the same balance row lock (worst case, no goal)
// and prints requests/s and p99 latency. Goals: on PostgreSQL the dashboard serves >= 10 % of the bare route's
// requests/s (issue 10); the last page of the big account costs at most 2x its first (mean latency); hub charges on
// PostgreSQL serve >= 5 % of the bare route's requests/s (issue 11). Exits 1 on a miss.
// --only=bare,hub-charge runs only those cases (the seed still runs: the charges hit a database of realistic size).
// Load generator and server share the machine's cores: only ratios within one run mean something.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { benchCommandLine } from './bench-cli.mjs';

const USAGE = `npm run bench:api -- [options]

Money API throughput: the API in-process on a fresh in-memory PGlite and a fresh PostgreSQL database, seeded with
generate_series (customers, one big customer, ledger rows), then autocannon per case: requests/s and p99 (and mean)
of a bare Fastify route (the reference), getMe, the dashboard (typical and big customer), the big customer's first
and last transaction page, getSpendingSummary of a customer with the big count of entries (also p50/p95 one at a
time), and hub charges (chargeCard: many cards in turn, and one card alone). Exits 1 when a goal is missed: on
PostgreSQL the dashboard serves >= 10 % of the bare route's requests/s and hub charges >= 5 %; the last page costs
at most 2x the first; the ledger check after the charges passes.

Options:
  --duration=S          seconds per case (default 5)
  --connections=N       autocannon connections (default 10)
  --db=LIST             databases, of pglite,postgresql (default both; PostgreSQL skipped with a note when not reachable)
  --customers=N         seeded customers (default 10000)
  --big=N               ledger entries of the big customer and of the spender (default 100000)
  --rows=N              ledger rows in all (default 1000000)
  --spender-days=N      days the spender's entries are spread over (default 730; 84 puts them all in the 12 weeks of
                        getSpendingSummary: the worst case)
  --cards=N             linked cards the hub charges take in turn (default 50)
  --only=LIST           run only these cases, of bare,me,dashboard,dashboard-big,trx-first,trx-last,spending-big,
                        hub-charge,hub-charge-1card (the seed still runs)
  -h, --help            this text

Environment: TEST_DATABASE_URL (the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres; a database
is created and dropped), BENCH_KEEP_DB=1 (keep it), BENCH_PGLITE_FROM=<file> (a migrated PGlite dump to start from).`;

const { option: arg } = benchCommandLine(USAGE, ['duration', 'connections', 'db', 'customers', 'big', 'rows', 'spender-days', 'cards', 'only']);
const { default: autocannon } = await import('autocannon');
const { register } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(arg('duration', 5));
const CONNECTIONS = Number(arg('connections', 10));
const KINDS = arg('db', 'pglite,postgresql').split(',');
const CUSTOMERS = Number(arg('customers', 10_000));
const BIG = Number(arg('big', 100_000));
const ROWS = Number(arg('rows', 1_000_000));
const SPENDER_DAYS = Number(arg('spender-days', 730));
const ONLY = arg('only', '') ? new Set(arg('only', '').split(',')) : null;

register();
const { buildApp } = await import(path.join(root, 'src/server/app.ts'));
const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { openDatabase } = await import(path.join(root, 'src/server/db/client.ts'));
const { checkLedger, post: ledgerPost } = await import(path.join(root, 'src/server/lib/ledger/ledger.ts'));
const { addCards } = await import(path.join(root, 'src/server/lib/cards-hubs/card-inventory.ts'));
const { linkCard } = await import(path.join(root, 'src/server/lib/cards-hubs/cards.ts'));
const { findHub } = await import(path.join(root, 'src/server/lib/cards-hubs/hub-directory.ts'));
const { issueHubKey } = await import(path.join(root, 'src/server/lib/cards-hubs/hub-keys.ts'));
const { systemContext } = await import(path.join(root, 'src/server/lib/platform/audit.ts'));
const { sql } = await import('drizzle-orm');
const pg = (await import('pg')).default;

// BENCH_PGLITE_FROM=<file>: a migrated PGlite data-directory dump to start the in-memory PGlite from, instead of initdb
// and every migration (the commands suite's smoke run passes the server tests' template; ADR 037). Same schema.
const pgliteFrom = process.env.BENCH_PGLITE_FROM ? new Blob([readFileSync(process.env.BENCH_PGLITE_FROM)]) : undefined;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Laundry#2026';

async function admin(text) {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

async function open(kind) {
  if (kind === 'pglite') return { database: await openDatabase({ pgliteFrom }), drop: async () => {} };
  const name = `elaundry_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, onIdleError: () => {} });
  if (process.env.BENCH_KEEP_DB) console.log(`  (database ${name} kept)`);
  return { database, drop: () => (process.env.BENCH_KEEP_DB ? Promise.resolve() : admin(`drop database if exists ${name} with (force)`)) };
}

async function signedUp(app, n) {
  const email = `bench.${n}.${Date.now()}@example.com`;
  const post = (url, payload) => app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  const reg = await post('/auth/register', {
    firstname: 'Bench', lastname: `User${n}`, username: `bench_${n}_${Date.now()}`, email, country_code: 'Nigeria', country: 'NG',
    mobile: '8031234567', mobile_code: '234', password: PASSWORD, password_confirmation: PASSWORD,
  });
  if (reg.statusCode !== 201) throw new Error(`registration failed: ${reg.body}`);
  await app.mail.idle();
  const code = /\b(\d{6})\b/.exec(app.mail.mailbox.list(email)[0].text)[1];
  const ok = await post('/auth/verify-otp', { email, otp: code });
  if (ok.statusCode !== 200) throw new Error(`verification failed: ${ok.body}`);
  const { data } = ok.json();
  return { id: data.user.id, token: data.token };
}

/** 10,000 customers and 1,000,000 ledger rows by generate_series (each customer's entries chain: +100 kobo each). */
async function seed(db, big, typical) {
  const t0 = performance.now();
  const others = CUSTOMERS - 2;
  await db.execute(sql.raw(`
    insert into users (username, email, firstname, lastname, password_hash, account_number, referral_code, email_verified_at)
    select 'seed_' || i, 'seed.' || i || '@example.com', 'Seed', 'Customer', 'x', 'S' || lpad(i::text, 9, '0'), 'SEED' || i, now()
    from generate_series(1, ${others}) i`));
  const perOther = Math.floor((ROWS - BIG) / (others + 1));
  // The big customer's entries, then ~90 per other customer (the typical signed-in customer among them).
  await db.execute(sql.raw(`
    insert into transactions (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, created_at)
    select ${big}, 'B' || lpad(to_hex(k), 11, '0'), 'Deposit via Paystack', 100, 0, '+', k * 100, 'deposit', 'seed',
      now() - ((${BIG} - k) || ' minutes')::interval
    from generate_series(1, ${BIG}) k`));
  await db.execute(sql.raw(`
    insert into transactions (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, created_at)
    select u.id, 'C' || lpad(to_hex(u.id), 6, '0') || lpad(to_hex(k), 5, '0'), 'Deposit via Flutterwave', 100, 0, '+', k * 100, 'deposit', 'seed',
      now() - ((${perOther} - k) || ' hours')::interval
    from users u cross join generate_series(1, ${perOther}) k
    where u.id <> ${big}`));
  // Each seeded entry is its own journal (the column's default); its counter line is the gateway's clearing account.
  await db.execute(sql.raw(`
    insert into ledger_lines (journal_id, account_id, amount, created_at)
    select journal_id, (select ledger_account('gateway_clearing:flutterwave')), -amount, created_at from transactions`));
  await db.execute(sql.raw(`
    update users u set balance = s.n * 100, entry_count = s.n
    from (select user_id, count(*)::int as n from transactions group by user_id) s where s.user_id = u.id`));
  await db.execute(sql.raw('analyze'));
  const [{ n }] = (await db.execute(sql.raw('select count(*)::int as n from transactions'))).rows;
  const breaches = await checkLedger(db);
  console.log(`  seeded ${CUSTOMERS} customers, ${n} ledger rows (big customer ${BIG}, typical ${perOther}) in ${((performance.now() - t0) / 1000).toFixed(1)} s; ledger check: ${breaches.length ? `${breaches.length} BREACHES` : 'OK'}`);
  if (breaches.length) throw new Error('the seed breaks the ledger invariants');
  return typical;
}

/**
 * The spender (ADR 060): BIG entries over the last SPENDER_DAYS days, a top-up of NGN 3 (cause deposit) and a hub charge of
 * NGN 1 (cause hub_charge, a hub_charges row at one of the seeded hubs) in turn, each its own balanced journal; the
 * ledger check stays clean. --spender-days=84 is the worst case for getSpendingSummary: every line in its window.
 */
async function seedSpender(db, spender) {
  const t0 = performance.now();
  const step = (SPENDER_DAYS * 86400) / (BIG + 1);
  await db.execute(sql.raw(`
    insert into hub_charges (service_center_id, cycle_id, card_number, user_id, amount, trx, status, body, created_at)
    select c.ids[1 + (k / 2) % array_length(c.ids, 1)], 'spend-' || k, '0000', ${spender}, 100, 'S' || lpad(to_hex(k), 11, '0'), 201, '{}',
      now() - ((${BIG} - k + 1) * ${step} || ' seconds')::interval
    from generate_series(2, ${BIG}, 2) k, (select array_agg(id order by id) as ids from service_centers) c`));
  await db.execute(sql.raw(`
    insert into transactions (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, cause_id, created_at)
    select ${spender}, 'S' || lpad(to_hex(k), 11, '0'),
      case when k % 2 = 1 then 'Deposit via Paystack' else 'Hub charge' end,
      case when k % 2 = 1 then 300 else 100 end, 0, case when k % 2 = 1 then '+' else '-' end,
      ((k + 1) / 2) * 300 - (k / 2) * 100, case when k % 2 = 1 then 'deposit' else 'hub_charge' end,
      case when k % 2 = 1 then 'deposit' else 'hub_charge' end, h.id,
      now() - ((${BIG} - k + 1) * ${step} || ' seconds')::interval
    from generate_series(1, ${BIG}) k left join hub_charges h on k % 2 = 0 and h.cycle_id = 'spend-' || k and h.user_id = ${spender}
    order by k`));
  await db.execute(sql.raw(`
    insert into ledger_lines (journal_id, account_id, amount, created_at)
    select t.journal_id,
      case when t.trx_type = '+' then (select ledger_account('gateway_clearing:paystack')) else ledger_account('hub_revenue:' || h.service_center_id) end,
      case when t.trx_type = '+' then -t.amount else t.amount end, t.created_at
    from transactions t left join hub_charges h on t.cause_kind = 'hub_charge' and h.id = t.cause_id
    where t.user_id = ${spender}`));
  await db.execute(sql.raw(`update users u set balance = s.b, entry_count = s.n
    from (select count(*)::int as n, sum(case when trx_type = '+' then amount else -amount end) as b from transactions where user_id = ${spender}) s
    where u.id = ${spender}`));
  await db.execute(sql.raw('analyze'));
  console.log(`  seeded the spender: ${BIG} entries over ${SPENDER_DAYS} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const measure = (url, headers, extra = {}) =>
  new Promise((resolve, reject) => {
    // workers: 1 — the load generator runs in a worker thread, not on the server's event loop.
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, workers: 1, ...extra }, (err, r) => (err ? reject(err) : resolve(r)));
  });

/**
 * A hub key and CARDS linked cards of seeded customers (a hub fleet charges many customers; one card alone measures
 * the worst case: every charge waits for the previous one's lock on the same balance row), each with a balance for
 * millions of NGN 1 charges (lib/cards-hubs/cards.ts, lib/cards-hubs/hub-charges.ts).
 */
const CARDS = Number(arg('cards', 50));
async function hubSetup(db) {
  const ids = (await db.execute(sql.raw(`select id from users where username like 'seed_%' order by id limit ${CARDS}`))).rows.map((r) => r.id);
  const stamp = Date.now().toString(36).toUpperCase();
  const numbers = [];
  const seeding = systemContext('bench:api'); // the cards and the key are audited like any operator change
  for (const [i, id] of ids.entries()) {
    const number = `BN${stamp}${String(i).padStart(5, '0')}`.slice(0, 19);
    await addCards(db, [number], new Date(), seeding);
    await linkCard(db, id, number, new Date());
    await db.transaction((tx) => ledgerPost(tx, { userId: id, amount: 1_000_000_000_00, type: '+', detail: 'Bench credit', remark: 'correction', cause: { kind: 'bench', id: null } }));
    numbers.push(number);
  }
  const hub = await findHub(db, 'UNIPORT Choba Hub');
  const { key } = await issueHubKey(db, hub.id, seeding);
  return { numbers, key };
}

const results = {};
let failed = false;
for (const kind of KINDS) {
  if (kind === 'postgresql') {
    try {
      await admin('select 1');
    } catch {
      console.log(`\n[postgresql] not reachable at ${adminUrl}: skipped`);
      continue;
    }
  }
  console.log(`\n[${kind}]`);
  const { database, drop } = await open(kind);
  const config = loadConfig(
    { LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000000', RESPONSE_VALIDATION: 'false', PUBLIC_URL: 'http://localhost:8080', DEPOSIT_RECHECK_SECONDS: '0' },
    { webDir: '/nonexistent' },
  );
  const app = await buildApp(config, database);
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  try {
    const big = await signedUp(app, 1);
    const typical = await signedUp(app, 2);
    await seed(database.db, big.id, typical.id);
    const spender = await signedUp(app, 3);
    if (!ONLY || ONLY.has('spending-big')) await seedSpender(database.db, spender.id);
    const auth = (t) => ({ authorization: `Bearer ${t.token}` });
    const lastPage = Math.ceil(BIG / 15);
    const cases = [
      ['bare', `${base}/bench/bare`, {}],
      ['me', `${base}/api/v1/dashboard/me`, auth(typical)],
      ['dashboard', `${base}/api/v1/dashboard`, auth(typical)],
      ['dashboard-big', `${base}/api/v1/dashboard`, auth(big)],
      ['trx-first', `${base}/api/v1/transactions?page=1`, auth(big)],
      ['trx-last', `${base}/api/v1/transactions?page=${lastPage}`, auth(big)],
      ['spending-big', `${base}/api/v1/dashboard/spending`, auth(spender)],
    ];
    const hub = await hubSetup(database.db);
    const chargeBody = (id, card = hub.numbers[0]) => JSON.stringify({ card_number: card, machine: 'W3', cycle_id: `bench-${id}`, amount: 1 });
    const hubHeaders = { authorization: `Bearer ${hub.key}`, 'content-type': 'application/json' };
    // Each connection cycles through the cards (autocannon's request sequence); [<id>] is a new cycle id per request.
    const manyCards = { method: 'POST', idReplacement: true, requests: hub.numbers.map((card) => ({ method: 'POST', body: chargeBody('[<id>]', card) })) };
    const oneCard = { method: 'POST', body: chargeBody('[<id>]'), idReplacement: true };
    cases.push(['hub-charge', `${base}/api/v1/hub/charges`, hubHeaders, 'POST', manyCards]);
    cases.push(['hub-charge-1card', `${base}/api/v1/hub/charges`, hubHeaders, 'POST', oneCard]);
    const rows = {};
    for (const [name, url, headers, method = 'GET', extra = {}] of cases) {
      if (ONLY && !ONLY.has(name)) continue;
      const check = await fetch(url, { method, headers, body: method === 'POST' ? chargeBody(`check-${Date.now()}`) : undefined });
      if (check.status !== (method === 'POST' ? 201 : 200)) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const r = await measure(url, headers, extra);
      rows[name] = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, errors: r.errors + r.non2xx };
      console.log(`  ${name.padEnd(14)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   mean ${r.latency.mean.toFixed(2)} ms${r.non2xx ? `   ${r.non2xx} non-2xx` : ''}`);
      if (name === 'spending-big') {
        // Unloaded latency too: one request at a time (the figure a customer sees), p50 and p95 of 50.
        const times = [];
        for (let i = 0; i < 50; i += 1) {
          const t = performance.now();
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(`  spending-big one at a time: p50 ${times[24].toFixed(1)} ms   p95 ${times[47].toFixed(1)} ms`);
      }
    }
    results[kind] = rows;
    if (rows.dashboard && rows.bare) {
      const dashShare = rows.dashboard.rps / rows.bare.rps;
      const dashOk = kind !== 'postgresql' || dashShare >= 0.1;
      console.log(`  dashboard = ${(dashShare * 100).toFixed(1)} % of bare${kind === 'postgresql' ? ` (goal >= 10 %: ${dashOk ? 'met' : 'MISSED'})` : ' (goal applies on PostgreSQL)'}`);
      if (!dashOk) failed = true;
    }
    if (rows['trx-last'] && rows['trx-first']) {
      const lastRatio = rows['trx-last'].mean / rows['trx-first'].mean;
      const lastOk = lastRatio <= 2;
      console.log(`  last page / first page mean latency = ${lastRatio.toFixed(2)}x (goal <= 2x: ${lastOk ? 'met' : 'MISSED'})`);
      if (!lastOk) failed = true;
    }
    if (rows['hub-charge'] && rows.bare) {
      const share = rows['hub-charge'].rps / rows.bare.rps;
      const ok = kind !== 'postgresql' || share >= 0.05;
      const errors = rows['hub-charge'].errors;
      console.log(`  hub charges = ${(share * 100).toFixed(1)} % of bare${kind === 'postgresql' ? ` (goal >= 5 %: ${ok ? 'met' : 'MISSED'})` : ' (goal applies on PostgreSQL)'}${errors ? `; ${errors} errors/non-2xx: FAILED` : ''}`);
      const breaches = await checkLedger(database.db);
      console.log(`  ledger check after the charges: ${breaches.length ? `${breaches.length} BREACHES` : 'OK'}`);
      if (!ok || errors || breaches.length) failed = true;
    }
  } finally {
    await app.close();
    await drop();
  }
}
process.exit(failed ? 1 : 0);
