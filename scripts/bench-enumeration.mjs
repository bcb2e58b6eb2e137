// Account-enumeration timing benchmark: `npm run bench:enumeration`
//
// Builds the API in-process (src/server/app.ts through tsx, a fresh in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set; local mail catcher; no response validation, as in production) and times, for each of the
// four operations an attacker can probe with an address, answers for an EXISTING account and for an UNKNOWN one:
//   forgot     POST /auth/forgot      {type: email}          (existing: a reset code is e-mailed)
//   verify     POST /auth/verify      a wrong reset code     (both have a live code: forgot ran before, untimed)
//   send-otp   POST /auth/send-otp    unverified vs unknown  (existing: a verification code is e-mailed)
//   login      POST /auth/login       a wrong password
// 200 requests per case (--requests=N), after 20 untimed warm-up pairs; existing and unknown alternate (EU, UE, …)
// so drift and background work fall on both alike. Each request is timed from app.inject() to its answer, then the
// mail it caused is allowed to finish, plus --settle=20 ms, before the next one (the answer's own time is what must
// not depend on existence; on a loaded machine, --requests=600 steadies the medians). The app's clock moves 61 s between pairs (resend locks and hourly limits never interfere).
// A last row, `control`, compares two unknown addresses the same way: its difference is the machine's noise floor
// (not gated). Prints median and p90 per case and exits non-zero when a median differs by more than max(0.5 ms, 10 %), or when
// an existing and an unknown account ever got different answers. --cases=forgot,login runs a subset.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCommandLine } from './bench-cli.mjs';

const USAGE = `npm run bench:enumeration -- [options]

Account enumeration by timing: the API in-process (a fresh in-memory PGlite, or PostgreSQL with DATABASE_URL; the
local mail catcher) answers forgot, verify (a wrong reset code), send-otp and login for an EXISTING and an UNKNOWN
account in turn; prints the median and p90 of each, their difference and whether the answers were the same, plus a
control row comparing two unknown accounts (the machine's noise floor, not gated). Exits 1 when a median differs by
more than max(0.5 ms, 10 %), or when an existing and an unknown account got different answers.

Options:
  --requests=N          timed requests per case (default 200; 600 steadies a loaded machine)
  --warmup=N            untimed warm-up pairs per case (default 20)
  --settle=MS           pause after each request once its mail is delivered (default 20)
  --cases=LIST          run only these cases, of forgot,verify,send-otp,login,control
  -h, --help            this text

Environment: DATABASE_URL (PostgreSQL instead of PGlite), BENCH_PGLITE_FROM=<file> (a migrated PGlite dump to start from).`;

const cli = benchCommandLine(USAGE, ['requests', 'warmup', 'settle', 'cases']);
const { register } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => Number(cli.option(name, fallback));
const REQUESTS = arg('requests', 200);
const WARMUP = arg('warmup', 20);
const BAR_MS = 0.5;
const BAR_RATIO = 0.1;
const SETTLE_MS = arg('settle', 20);

register();
const { buildApp } = await import(path.join(root, 'src/server/app.ts'));
const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { openDatabase } = await import(path.join(root, 'src/server/db/client.ts'));

let t = Date.now();
const clock = { now: () => new Date(t), advance: (ms) => void (t += ms) };
const config = loadConfig(
  // Many sign-ups and code requests from one address: the cost budgets (ADR 038) are raised, the bench measures timings.
  { LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000000', BUDGET_SIGNUP: '1000000', BUDGET_CODE: '1000000', RESPONSE_VALIDATION: 'false', PUBLIC_URL: 'http://localhost:8080', DATABASE_URL: process.env.DATABASE_URL ?? '' },
  { webDir: '/nonexistent' },
);
// BENCH_PGLITE_FROM=<file>: a migrated PGlite data-directory dump to start the in-memory PGlite from, instead of initdb
// and every migration (the commands suite's smoke run passes the server tests' template; ADR 037). Same schema.
const pgliteFrom = process.env.BENCH_PGLITE_FROM ? new Blob([readFileSync(process.env.BENCH_PGLITE_FROM)]) : undefined;
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteFrom });
const app = await buildApp(config, database, { now: clock.now });
await app.ready();

const PASSWORD = 'Laundry#2026';
const post = (url, payload) => app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
async function register_(n, verify) {
  const email = `bench.${n}@example.com`;
  const res = await post('/auth/register', {
    firstname: 'Bench', lastname: 'Mark', username: `bench_${n}`, email, country_code: 'Nigeria', mobile: '8031234567',
    password: PASSWORD, password_confirmation: PASSWORD,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  if (verify) {
    await app.mail.idle();
    const code = /\b(\d{6})\b/.exec(app.mail.mailbox.list(email)[0].text)[1];
    const ok = await post('/auth/verify-otp', { email, otp: code });
    if (ok.statusCode !== 200) throw new Error(`verification failed: ${ok.body}`);
  }
  return email;
}
const verified = await register_('verified', true);
const unverified = await register_('unverified', false);
const ghost = 'nobody.here@example.com';

/** Each case: `setup` (untimed, both identifiers) and `probe` (timed), with the identifiers it compares. */
const cases = [
  { name: 'forgot', existing: verified, unknown: ghost, probe: (id) => post('/auth/forgot', { type: 'email', value: id }) },
  {
    name: 'verify',
    existing: verified,
    unknown: ghost,
    setup: async (ids) => {
      for (const id of ids) await post('/auth/forgot', { type: 'email', value: id });
    },
    probe: (id) => post('/auth/verify', { email: id, code: '000000' }),
  },
  { name: 'send-otp', existing: unverified, unknown: ghost, probe: (id) => post('/auth/send-otp', { email: id }) },
  { name: 'login', existing: verified, unknown: ghost, probe: (id) => post('/auth/login', { username_or_email: id, password: 'Wrong#Password1' }) },
  // Negative control, not gated: two UNKNOWN addresses through send-otp. Its |diff| is this machine's noise floor.
  { name: 'control', control: true, existing: 'another.nobody@example.com', unknown: ghost, probe: (id) => post('/auth/send-otp', { email: id }) },
];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function timed(probe, id) {
  // With --expose-gc (npm run bench:enumeration), collect garbage before each timed request so that a collection
  // caused by earlier work (e.g. the previous request's e-mail) does not land inside this one's time.
  globalThis.gc?.();
  const start = performance.now();
  const res = await probe(id);
  const ms = performance.now() - start;
  // Let the mail it caused be delivered, and the SMTP connection's closing work (socket close, the catcher's
  // end of session) finish, before the next timed request.
  await app.mail.idle();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { ms, res };
}

const only = cli.option('cases', null)?.split(',');
let failed = false;
const rows = [];
for (const c of cases.filter((x) => !only || only.includes(x.name))) {
  const times = { existing: [], unknown: [] };
  const answers = { existing: new Set(), unknown: new Set() };
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    clock.advance(61_000);
    if (c.setup) {
      await c.setup([c.existing, c.unknown]);
      await app.mail.idle();
    }
    const order = i % 2 ? ['unknown', 'existing'] : ['existing', 'unknown'];
    for (const which of order) {
      const { ms, res } = await timed(c.probe, c[which]);
      if (i >= WARMUP) {
        times[which].push(ms);
        answers[which].add(`${res.statusCode} ${res.body}`);
      }
    }
  }
  const e = { median: quantile(times.existing, 0.5), p90: quantile(times.existing, 0.9) };
  const u = { median: quantile(times.unknown, 0.5), p90: quantile(times.unknown, 0.9) };
  const diff = Math.abs(e.median - u.median);
  const bar = Math.max(BAR_MS, BAR_RATIO * Math.min(e.median, u.median));
  const sameAnswers = answers.existing.size === answers.unknown.size && [...answers.existing].every((a) => answers.unknown.has(a));
  const ok = diff <= bar && sameAnswers;
  if (!c.control) failed ||= !ok;
  rows.push({ name: c.name, e, u, diff, bar, sameAnswers, ok, control: c.control });
}

const f = (x) => x.toFixed(2).padStart(7);
console.log(`\nAccount enumeration timing (${REQUESTS} requests per case, ${database.kind}; ms)\n`);
console.log('operation   existing median   p90   unknown median   p90   |diff|   bar    same answers');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(10)}  ${f(r.e.median)}     ${f(r.e.p90)}   ${f(r.u.median)}    ${f(r.u.p90)}  ${f(r.diff)}  ${f(r.bar)}   ${r.sameAnswers ? 'yes' : 'NO'}   ${r.control ? '(noise floor: unknown vs unknown)' : r.ok ? 'ok' : 'FAIL'}`,
  );
}
await app.close();
if (failed) {
  console.error('\nA median differs by more than max(0.5 ms, 10 %), or the answers differ: existence can be told apart.');
  process.exit(1);
}
console.log('\nEvery median within max(0.5 ms, 10 %) and identical answers for existing and unknown accounts.');
