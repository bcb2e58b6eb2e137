// "Download my data" benchmark (docs/decisions/055-download-my-data.md): `npm run bench:export`
//
// Builds the API in-process (src/server/app.ts through tsx; a fresh in-memory PGlite, or PostgreSQL when DATABASE_URL
// is set), makes a large account — --entries=N ledger entries (default 100,000, posted by ledger_post in SQL) and
// --attachments=N ticket attachments (default 200, 50 KB each, through createTicket over HTTP) — then, over real HTTP,
// asks for its archive (requestDataExport), polls getDataExport until it is ready and downloads it
// (downloadDataExport), checking the zip's end record. Reports the build time, the download time, the archive's size
// and the process's peak RSS and heap during the build against the baseline before it: the archive streams, so the
// peak must not grow with the account (compare --entries=10000 with the default). --storage=local|s3 (s3: a local
// s3rver, started here). It measures; it does not gate (machines differ), see docs/testing.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCommandLine } from './bench-cli.mjs';

const USAGE = `npm run bench:export -- [options]

"Download my data" (ADR 055) over real HTTP: the API in-process (a fresh in-memory PGlite, or PostgreSQL with
DATABASE_URL) on a free loopback port; an account with many ledger entries (posted by ledger_post in SQL) and ticket
attachments of 50 KB (createTicket) asks for its archive, polls until it is ready and downloads it. Prints the build
and download times, the zip's size (its end record checked) and the process's peak RSS and heap during the build
against the baseline before it (the archive streams: the peak must not grow with the account — compare
--entries=10000). It measures; it does not gate.

Options:
  --entries=N           ledger entries of the account (default 100000)
  --attachments=N       ticket attachments of 50 KB (default 200)
  --storage=KIND        local or s3 (s3: a local s3rver, started here; default local)
  -h, --help            this text

Environment: DATABASE_URL (PostgreSQL instead of PGlite), BENCH_PGLITE_FROM=<file> (a migrated PGlite dump to start from).`;

const { option } = benchCommandLine(USAGE, ['entries', 'attachments', 'storage']);
const { register } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = Number(option('entries', 100_000));
const ATTACHMENTS = Number(option('attachments', 200));
const STORAGE = option('storage', 'local');

register();
const { buildApp } = await import(path.join(root, 'src/server/app.ts'));
const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { openDatabase } = await import(path.join(root, 'src/server/db/client.ts'));
const { sql } = await import('drizzle-orm');

const dataDir = mkdtempSync(path.join(tmpdir(), 'elaundry-bench-export-'));
let s3;
const env = {
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT: '1000000',
  BUDGET_TICKET: '1000000/1000000',
  BUDGET_EXPORT: '1000000/1000000',
  RESPONSE_VALIDATION: 'false',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  OUTBOX_POLL_MS: '0',
  DEPOSIT_RECHECK_SECONDS: '0',
};
if (STORAGE === 's3') {
  const { default: S3rver } = await import('s3rver');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: 'bench' }] });
  const { port } = await s3.run();
  Object.assign(env, { S3_BUCKET: 'bench', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
}
const config = loadConfig(env, { webDir: '/nonexistent' });
const pgliteFrom = process.env.BENCH_PGLITE_FROM ? new Blob([readFileSync(process.env.BENCH_PGLITE_FROM)]) : undefined;
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteFrom });
const app = await buildApp(config, database);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const PASSWORD = 'Laundry#2026';
const api = (method, url, body, token) =>
  fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const email = 'bench.export@example.com';
await api('POST', '/auth/register', { firstname: 'Bench', lastname: 'Export', username: 'bench_export', email, country_code: 'Nigeria', mobile: '8031234567', password: PASSWORD, password_confirmation: PASSWORD });
await app.mail.idle();
const otp = /\b(\d{6})\b/.exec(app.mail.mailbox.list(email)[0].text)[1];
const session = (await (await api('POST', '/auth/verify-otp', { email, otp })).json()).data;
const token = session.token;
const userId = session.user.id;

// The account: ENTRIES ledger entries through the one posting function, in SQL (batches of 10,000).
let t = performance.now();
const db = app.ctx.database.db;
for (let done = 0; done < ENTRIES; done += 10_000) {
  const n = Math.min(10_000, ENTRIES - done);
  await db.execute(sql`select count(*) from generate_series(${done + 1}::int, ${done + n}::int) g,
    lateral ledger_post(${userId}::int, '+'::text, 100::bigint, ('BX' || lpad(g::text, 10, '0'))::text, ('Bench entry ' || g)::text,
      'deposit'::text, 'bench'::text, g::int, 0::bigint, null::text)`);
}
const seeded = performance.now() - t;

// ATTACHMENTS files of 50 KB: tickets of 5 attachments each, over HTTP.
t = performance.now();
const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50 * 1024 - 9, 0x41)]);
for (let made = 0; made < ATTACHMENTS; made += 5) {
  const form = new FormData();
  form.append('subject', `Bench ticket ${made / 5 + 1}`);
  form.append('priority', 'Low');
  form.append('message', 'Files for the export bench.');
  for (let i = 0; i < Math.min(5, ATTACHMENTS - made); i++) form.append('attachments', new Blob([file], { type: 'application/pdf' }), `file-${made + i}.pdf`);
  const res = await fetch(`${base}/api/v1/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`createTicket: ${res.status} ${await res.text()}`);
}
const attached = performance.now() - t;

// The archive: asked for, built in the background (peak memory sampled every 20 ms), downloaded.
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
t = performance.now();
const asked = await (await api('POST', '/profile/data-exports', undefined, token)).json();
if (asked.code !== 202) throw new Error(`requestDataExport: ${JSON.stringify(asked)}`);
let view = asked.data;
while (view.status !== 'ready') {
  if (view.status === 'failed') throw new Error('the export failed');
  await new Promise((r) => setTimeout(r, 200));
  view = (await (await api('GET', `/profile/data-exports/${view.id}`, undefined, token)).json()).data;
}
const built = performance.now() - t;
t = performance.now();
const res = await api('GET', `/profile/data-exports/${view.id}/download`, undefined, token);
let bytes = 0;
let tail = Buffer.alloc(0);
for await (const chunk of res.body) {
  bytes += chunk.length;
  tail = Buffer.concat([tail, chunk]).subarray(-64 * 1024);
}
const downloaded = performance.now() - t;
clearInterval(sampler);
const sound = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0 && bytes === view.size;

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`bench:export — ${database.kind}, storage ${STORAGE}, ${ENTRIES.toLocaleString('en')} ledger entries, ${ATTACHMENTS} attachments of 50 KB`);
console.log(`  seeding            entries ${(seeded / 1000).toFixed(1)} s, attachments ${(attached / 1000).toFixed(1)} s`);
console.log(`  archive built      ${(built / 1000).toFixed(1)} s (request → ready, polled every 200 ms)`);
console.log(`  archive download   ${(downloaded / 1000).toFixed(2)} s, ${mb(bytes)} (zip end record ${sound ? 'found, size matches' : 'MISSING'})`);
console.log(`  memory             rss ${mb(before.rss)} before → peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`);

await app.close();
await s3?.close();
rmSync(dataDir, { recursive: true, force: true });
if (!sound) process.exit(1);
