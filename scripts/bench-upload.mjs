// Upload handling benchmark: `npm run bench:upload`
//
// Builds the API in-process (src/server/app.ts through tsx; a fresh in-memory PGlite, or PostgreSQL when DATABASE_URL
// is set; no response validation, as in production), listens on a free loopback port and, over real HTTP, times:
//   ticket-5mb   createTicket with one 5 MB PDF attachment (multipart parse, content check, storage write, DB rows)
//   avatar-2mb   uploadAvatar with a 2 MB 2000 × 2000 JPEG (decoded and re-encoded by sharp to 256 × 256 WebP)
//   reference    getHealth (a bare route: the machine's floor, measured in the same run)
// --requests=N per case (default 20, after 3 untimed warm-ups); --storage=local|s3 (s3: a local s3rver, started here).
// Prints median, p90 and max in ms per case. It measures; it does not gate (machines differ), see docs/testing.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCommandLine } from './bench-cli.mjs';

const USAGE = `npm run bench:upload -- [options]

Upload handling over real HTTP: the API in-process (a fresh in-memory PGlite, or PostgreSQL with DATABASE_URL; no
response validation, as in production) on a free loopback port times, per case, the median, p90 and max in ms of:
  ticket-5mb   createTicket with one 5 MB PDF (multipart parse, content check, storage write, rows)
  avatar-2mb   uploadAvatar with a 2000 x 2000 JPEG (decoded and re-encoded to 256 x 256 WebP by sharp)
  reference    getHealth (the machine's floor, in the same run)
It measures; it does not gate.

Options:
  --requests=N          timed requests per case, after 3 untimed warm-ups (default 20)
  --storage=KIND        local or s3 (s3: a local s3rver, started here; default local)
  -h, --help            this text

Environment: DATABASE_URL (PostgreSQL instead of PGlite), BENCH_PGLITE_FROM=<file> (a migrated PGlite dump to start from).`;

const { option } = benchCommandLine(USAGE, ['requests', 'storage']);
const { register } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(option('requests', 20));
const STORAGE = option('storage', 'local');

register();
const { buildApp } = await import(path.join(root, 'src/server/app.ts'));
const { loadConfig } = await import(path.join(root, 'src/server/config.ts'));
const { openDatabase } = await import(path.join(root, 'src/server/db/client.ts'));
const { default: sharp } = await import('sharp');

const dataDir = mkdtempSync(path.join(tmpdir(), 'elaundry-bench-upload-'));
let s3;
// One account uploads for the whole run: the cost budgets (ADR 038) are raised, the bench measures the upload path.
const env = { LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000000', BUDGET_AVATAR: '1000000/1000000', BUDGET_TICKET: '1000000/1000000', RESPONSE_VALIDATION: 'false', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', OUTBOX_POLL_MS: '0', DEPOSIT_RECHECK_SECONDS: '0' };
if (STORAGE === 's3') {
  const { default: S3rver } = await import('s3rver');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: 'bench' }] });
  const { port } = await s3.run();
  Object.assign(env, { S3_BUCKET: 'bench', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
}
const config = loadConfig(env, { webDir: '/nonexistent' });
// BENCH_PGLITE_FROM=<file>: a migrated PGlite data-directory dump to start the in-memory PGlite from, instead of initdb
// and every migration (the commands suite's smoke run passes the server tests' template; ADR 037). Same schema.
const pgliteFrom = process.env.BENCH_PGLITE_FROM ? new Blob([readFileSync(process.env.BENCH_PGLITE_FROM)]) : undefined;
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteFrom });
const app = await buildApp(config, database);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// A verified account with a session, through the API.
const PASSWORD = 'Laundry#2026';
const json = (url, body, token) =>
  fetch(`${base}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const email = 'bench.upload@example.com';
await json('/auth/register', { firstname: 'Bench', lastname: 'Upload', username: 'bench_upload', email, country_code: 'Nigeria', mobile: '8031234567', password: PASSWORD, password_confirmation: PASSWORD });
await app.mail.idle();
const otp = /\b(\d{6})\b/.exec(app.mail.mailbox.list(email)[0].text)[1];
const token = (await (await json('/auth/verify-otp', { email, otp })).json()).data.token;

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 - 9, 0x20)]);
let jpeg = await sharp({ create: { width: 2000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 70 }).toBuffer();
if (jpeg.length > 2 * 1024 * 1024) jpeg = await sharp(jpeg).jpeg({ quality: 40 }).toBuffer();

const cases = {
  'ticket-5mb': async () => {
    const form = new FormData();
    form.append('subject', 'Bench');
    form.append('priority', 'Low');
    form.append('message', 'A 5 MB PDF.');
    form.append('attachments', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
    return fetch(`${base}/api/v1/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  },
  'avatar-2mb': async () => {
    const form = new FormData();
    form.append('avatar', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    return fetch(`${base}/api/v1/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  },
  reference: () => fetch(`${base}/api/v1/health`),
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(`bench:upload — ${REQUESTS} requests per case, storage ${STORAGE}, database ${database.kind}; JPEG ${(jpeg.length / 1048576).toFixed(2)} MB, PDF ${(pdf.length / 1048576).toFixed(2)} MB`);
console.log('case         median ms   p90 ms   max ms');
let failed = false;
for (const [name, run] of Object.entries(cases)) {
  const times = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const start = process.hrtime.bigint();
    const res = await run();
    await res.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.status >= 300) {
      console.error(`${name}: answered ${res.status}`);
      failed = true;
      break;
    }
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  if (times.length) console.log(`${name.padEnd(12)} ${quantile(times, 0.5).toFixed(1).padStart(9)} ${quantile(times, 0.9).toFixed(1).padStart(8)} ${times.at(-1).toFixed(1).padStart(8)}`);
}
await app.close();
await s3?.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
