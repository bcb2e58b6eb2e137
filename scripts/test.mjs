#!/usr/bin/env node
// npm test: the whole suite, each part through its own npm script (so every script the README names is run):
//   static   lint:api, gen:check + gen, lint (ESLint: layering zones, no-cycle), typecheck, build (typecheck beside the rest)
//   unit     test:unit      web components and shared code
//   server   test:server    the Fastify app via app.inject, on PGlite and on PostgreSQL when reachable (migrated templates)
//   contract test:contract  signed-in journeys through prism proxy --errors in front of the real server (coverage table,
//                           negative controls), the contract's examples, the Prism mock
//   e2e      test:e2e       Playwright journeys in Chromium against the real server on a fresh embedded database (API
//                           traffic through prism proxy --errors), and every route on npm run dev:mock
//   commands test:commands  the README's commands (npm start, mock, dev, dev:mock, ops, hub:sim) and one small run per bench
//   scale    test:scale     two built instances behind Debian's nginx (deploy/nginx/e-laundry.conf) on PostgreSQL, Redis,
//                           s3rver, an SMTP relay and the standalone sandbox gateway (tests/support/cluster.ts)
//   fault    test:fault     built instances under load while PostgreSQL restarts (its own throw-away cluster), the SMTP
//                           relay stops, an instance is killed: 503s in the envelope, money and mail exactly once
// Ends with one line "N passed, N failed" summed over all of it (a line "N skipped: …" before it when something was left
// out). `npm test -- unit server` runs only those suites (an unknown suite name is an error, never "all"; `--list` prints
// the names); `e2e:own-server` and `e2e:shared-server` are the two halves of e2e that .ci/run runs side by side.
// `npm run test:quick` (`--quick`): the inner loop — the read-only static checks, unit, and server on PGlite only.
// Before a suite runs, the services it needs are checked (scripts/test-services.mjs): outside CI what cannot run is
// skipped with one line saying what to install, and counted; with CI=true it is a failure. `--plan` prints what would
// run and be skipped, and the summary, without running anything. ADRs 037, 064, 073, 074.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildDocs, buildServer, buildWeb, root } from './build-lib.mjs';
import { SUITE_PARTS, checkServices, planSuite, servicesFor } from './test-services.mjs';

const SUITES = ['unit', 'server', 'contract', 'e2e', 'commands', 'scale', 'fault'];
// `--list`: the suite names in order, one line, nothing run (.ci/run splits the run by them, ADR 064).
if (process.argv.includes('--list')) {
  console.log(['static', ...SUITES].join(' '));
  process.exit(0);
}
const quick = process.argv.includes('--quick');
const planOnly = process.argv.includes('--plan');
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = args.filter((a) => !SUITES.includes(a) && a !== 'static' && !(a in SUITE_PARTS));
if (unknown.length || (quick && args.length)) {
  console.error(
    unknown.length
      ? `npm test: unknown suite ${unknown.join(', ')} (suites: static, ${SUITES.join(', ')}; lanes: ${Object.keys(SUITE_PARTS).join(', ')})`
      : 'npm run test:quick takes no suite names (it runs static, unit and server on PGlite)',
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}
// The quick suite: the server tests on the embedded database only (PGlite), whatever PostgreSQL is reachable.
if (quick) process.env.TEST_POSTGRES = '0';
const wanted = quick ? ['static', 'unit', 'server'] : args;
const node = `node ${process.versions.node}`;
const major = process.versions.node.split('.')[0];
const runs = (suite) => wanted.length === 0 || wanted.includes(suite);
/**
 * The suites and lanes to run, in order (a lane of a suite runs where its suite would). The e2e suite runs in two lanes
 * (ADR 074): its files that start their own PostgreSQL server where e2e would run, after contract, and beside them,
 * from contract's start, its files on the shared server (`TEST_E2E_LANES=1`: all 24 one at a time, as before).
 */
const lanes = process.env.TEST_E2E_LANES !== '1';
const toRun = SUITES.flatMap((suite) => [
  ...(runs(suite) ? (suite === 'e2e' && lanes ? ['e2e:own-server', 'e2e:shared-server'] : [suite]) : []),
  ...Object.entries(SUITE_PARTS)
    .filter(([name, part]) => part.suite === suite && wanted.includes(name) && !runs(suite))
    .map(([name]) => name),
]);
const results = [];
const skippedLines = [];
const started = performance.now();
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

// The services the suites need, checked once before anything runs; each suite's plan says what it leaves out.
const found = await checkServices(servicesFor(toRun));
const plans = toRun.map((name) => planSuite(name, found));
for (const line of new Set(plans.flatMap((p) => p.skipped))) console.log(`── skipped: ${line}`);
for (const line of new Set(plans.flatMap((p) => p.failed))) console.log(`── FAILED (CI requires it): ${line}`);

/** One static check in the background, its output kept and printed whole when it ends (two lanes never interleave). */
function checkAsync(name, script) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (status) => {
      const ok = status === 0;
      const ms = performance.now() - t0;
      process.stdout.write(`\n── static: npm run ${script}\n${Buffer.concat(chunks).toString()}`);
      console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(t0)}, ${node})`);
      resolve({ suite: 'static', passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms, ok });
    });
  });
}

/** Checks one after the other (a step with `ifOk` runs only when the step it names passed). */
async function lane(steps) {
  const out = [];
  const ok = {};
  for (const [name, script, ifOk] of steps) {
    if (ifOk && !ok[ifOk]) continue;
    const r = await checkAsync(name, script);
    ok[script] = r.ok;
    out.push(r);
  }
  return out;
}

// The static checks are independent single-threaded processes: after the generated code's check (and `gen`, which
// rewrites generated/ with the same bytes), two lanes run side by side on the 2 cores, the typecheck (the longest) in
// one, the rest and the build in the other (ADR 064); the build writes dist/ only, which neither lane reads.
// The quick suite's static checks only read (no `gen`, no build): .ci/run runs it beside journeys that read generated/
// and serve dist/ (ADR 074), and the inner loop needs no build.
const buildNeeded = toRun.some((s) => ['e2e', 'contract', 'commands', 'scale', 'fault'].includes(SUITE_PARTS[s]?.suite ?? s));
if (planOnly) {
  // Nothing is run: the plan above, then the summary of what was left out.
} else if (quick) {
  const lanes = await Promise.all([
    lane([['typecheck', 'typecheck']]),
    lane([
      ['generated/ in sync', 'gen:check'],
      ['contract lint', 'lint:api'],
      ['lint', 'lint'],
    ]),
  ]);
  results.push(...lanes.flat().map(({ ok: _ok, ...r }) => r));
} else if (runs('static')) {
  const generated = await lane([
    ['generated/ in sync', 'gen:check'],
    ['gen is idempotent', 'gen', 'gen:check'],
  ]);
  const lanes = await Promise.all([
    lane([['typecheck', 'typecheck']]),
    lane([
      ['contract lint', 'lint:api'],
      ['lint', 'lint'],
      ['build', 'build'],
    ]),
  ]);
  results.push(...[...generated, ...lanes.flat()].map(({ ok: _ok, ...r }) => r));
} else if (buildNeeded) {
  // One build before the suites, so that their setups (and npm start) find it fresh instead of racing to build it; only
  // what is stale (build stamps), so a run of some suites after another's static step (.ci/run, ADR 064) rebuilds nothing.
  const t0 = performance.now();
  console.log('\n── static: the build, what is stale (scripts/build-lib.mjs)');
  let ok = true;
  try {
    const built = [await buildWeb(), await buildServer(), await buildDocs()];
    console.log(built.some(Boolean) ? 'rebuilt what was stale' : 'dist/ is up to date: nothing rebuilt');
  } catch (err) {
    console.error(err);
    ok = false;
  }
  results.push({ suite: 'static', passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms: performance.now() - t0 });
  console.log(`── build: ${ok ? 'ok' : 'FAILED'} (${seconds(t0)}, ${node})`);
}

const reportDir = path.join(root, '.tmp');
mkdirSync(reportDir, { recursive: true });

/**
 * One suite (or lane) through its npm script, counted from vitest's JSON report. `buffered`: its output is kept and
 * printed whole when it ends (a lane beside another never interleaves with it).
 */
const failuresCounted = new Set();
async function runSuite(plan, { buffered = false } = {}) {
  const { suite, name } = plan;
  // A missing service: a skip outside CI (counted in the summary), a failure in CI; the rest of the suite still runs.
  // (one failure per part left out, even when both e2e lanes name it)
  const missingInCi = plan.failed.filter((line) => !failuresCounted.has(line)).length;
  for (const line of plan.failed) failuresCounted.add(line);
  if (planOnly || !plan.run) {
    if (!plan.run) console.log(`\n── ${name}: not run (${plan.skipped.length ? 'skipped' : 'FAILED'}: what it needs is missing, above)`);
    else console.log(`\n── ${name}: would run npm run test:${suite}${plan.args.length ? ` -- ${plan.args.join(' ')}` : ''}`);
    return { suite: name, passed: 0, failed: missingInCi, skipped: 0, ms: 0 };
  }
  const report = path.join(reportDir, `vitest-${name.replace(':', '-')}-node${major}.json`);
  rmSync(report, { force: true });
  const t0 = performance.now();
  const title = `\n── ${name}: npm run test:${suite}${plan.args.length ? ` -- ${plan.args.join(' ')}` : ''} (${node})`;
  if (buffered) console.log(`\n── ${name}: started beside the others, its output printed when it ends (${node})`);
  else console.log(title);
  const child = spawn(
    'npm',
    ['run', '-s', `test:${suite}`, '--', ...plan.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...plan.env, FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '') },
    },
  );
  const chunks = [];
  child.stdout?.on('data', (d) => chunks.push(d));
  child.stderr?.on('data', (d) => chunks.push(d));
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (buffered) process.stdout.write(`${title}\n${Buffer.concat(chunks).toString()}`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let counted = false;
  const failures = [];
  try {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of data.testResults ?? []) {
      passed += file.assertionResults.filter((a) => a.status === 'passed').length;
      skipped += file.assertionResults.filter((a) => ['skipped', 'pending', 'todo'].includes(a.status)).length;
      const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
      // A file that failed to load, or whose hooks failed, may have no failed assertion: it still fails.
      failed += file.status === 'failed' && failedTests.length === 0 ? 1 : failedTests.length;
      const where = path.relative(root, file.name);
      for (const a of failedTests) failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
    }
    counted = true;
  } catch (err) {
    console.error(`── ${name}: no report (${err.message})`);
  }
  // vitest failing outside any test (a global setup, a crash) is a failure too.
  if (status !== 0 && failed === 0) failed = 1;
  if (!counted && status === 0) failed = 1;
  failed += missingInCi;
  console.log(`── ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} tests skipped` : ''} (${seconds(t0)}, ${node})`);
  return { suite: name, passed, failed, skipped, ms: performance.now() - t0, failures };
}

/** The first line of a failure message, short enough for the summary (CI shows only the tail of the output). */
function firstLine(message) {
  const line = String(message ?? 'no message').split('\n').find((l) => l.trim()) ?? 'no message';
  return line.trim().slice(0, 200);
}

// One after the other, except the e2e shared-server lane: it starts with contract (or the own-server lane when contract
// is not run) and is awaited when the own-server lane ends, before any later suite (they want the machine alone).
const shared = plans.find((p) => p.name === 'e2e:shared-server');
const laneStart = plans.find((p) => p.name === 'contract') ?? plans.find((p) => p.name === 'e2e:own-server');
let besides;
for (const plan of plans) {
  skippedLines.push(...plan.skipped);
  if (plan === shared && laneStart) continue;
  if (plan === laneStart && shared) besides = runSuite(shared, { buffered: !planOnly });
  results.push(await runSuite(plan));
  if (besides && plan.name === 'e2e:own-server') {
    results.push(await besides);
    besides = undefined;
  }
}
if (besides) results.push(await besides);

console.log(`\n── summary (${node}, ${seconds(started)}${quick ? ', quick: static, unit, server on PGlite' : ''})`);
const bySuite = {};
for (const r of results) {
  bySuite[r.suite] ??= { passed: 0, failed: 0, skipped: 0, ms: 0 };
  bySuite[r.suite].passed += r.passed;
  bySuite[r.suite].failed += r.failed;
  bySuite[r.suite].skipped += r.skipped ?? 0;
  bySuite[r.suite].ms += r.ms;
}
for (const [suite, c] of Object.entries(bySuite)) {
  const skipped = c.skipped ? `, ${c.skipped} tests skipped` : '';
  console.log(`  ${suite.padEnd(9)} ${node.padEnd(13)} ${c.passed} passed, ${c.failed} failed${skipped} (${(c.ms / 1000).toFixed(1)} s)`);
}
// Each failed test by name, in the summary (indented like the suite lines, so .ci/run's tail names them too).
for (const r of results) for (const f of r.failures ?? []) console.log(`  FAILED ${r.suite}: ${f}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
// What was left out for a missing service (outside CI only): counted on its own line, before the last one, which stays
// exactly "N passed, N failed" (.ci/run reads it).
const skippedParts = [...new Set(skippedLines)];
if (skippedParts.length) {
  console.log(`${skippedParts.length} skipped (a service missing; install it to run them):`);
  for (const line of skippedParts) console.log(`  - ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
// Nothing run and nothing failed is a failure, unless what was not run was skipped for a missing service (said above).
process.exit(failed === 0 && (passed > 0 || skippedParts.length > 0 || planOnly) ? 0 : 1);
