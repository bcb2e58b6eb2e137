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
// Ends with one line "N passed, N failed" summed over all of it. `npm test -- unit server` runs only those suites (an
// unknown suite name is an error, never "all"; `--list` prints the names). Each suite's line and the summary name the
// Node version that ran them: .ci/run runs every suite on Node 24 in three parts and `unit server` a second time with
// TEST_POSTGRES=0 (PGlite only) on Node 20, beside the second part (docs/decisions/037, 064).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildDocs, buildServer, buildWeb, root } from './build-lib.mjs';

const SUITES = ['unit', 'server', 'contract', 'e2e', 'commands', 'scale', 'fault'];
// `--list`: the suite names in order, one line, nothing run (.ci/run splits the run by them, ADR 064).
if (process.argv.includes('--list')) {
  console.log(['static', ...SUITES].join(' '));
  process.exit(0);
}
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = args.filter((a) => !SUITES.includes(a) && a !== 'static');
if (unknown.length) {
  console.error(`npm test: unknown suite ${unknown.join(', ')} (suites: static, ${SUITES.join(', ')})`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const wanted = args;
const node = `node ${process.versions.node}`;
const major = process.versions.node.split('.')[0];
const runs = (suite) => wanted.length === 0 || wanted.includes(suite);
const results = [];
const started = performance.now();
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const npm = (args, extraEnv = {}) =>
  spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });

function check(name, script) {
  const t0 = performance.now();
  console.log(`\n── static: npm run ${script}`);
  const ok = npm(['run', '-s', script]).status === 0;
  results.push({ suite: 'static', passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms: performance.now() - t0 });
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(t0)}, ${node})`);
  return ok;
}

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
const buildNeeded = runs('e2e') || runs('contract') || runs('commands') || runs('scale') || runs('fault');
if (runs('static')) {
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
for (const suite of SUITES.filter(runs)) {
  const report = path.join(reportDir, `vitest-${suite}-node${major}.json`);
  rmSync(report, { force: true });
  const t0 = performance.now();
  console.log(`\n── ${suite}: npm run test:${suite} (${node})`);
  const run = npm(['run', '-s', `test:${suite}`, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? ''),
  });
  let passed = 0;
  let failed = 0;
  let counted = false;
  try {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of data.testResults ?? []) {
      passed += file.assertionResults.filter((a) => a.status === 'passed').length;
      const failures = file.assertionResults.filter((a) => a.status === 'failed').length;
      // A file that failed to load, or whose hooks failed, may have no failed assertion: it still fails.
      failed += file.status === 'failed' && failures === 0 ? 1 : failures;
    }
    counted = true;
  } catch (err) {
    console.error(`── ${suite}: no report (${err.message})`);
  }
  // vitest failing outside any test (a global setup, a crash) is a failure too.
  if (run.status !== 0 && failed === 0) failed = 1;
  if (!counted && run.status === 0) failed = 1;
  results.push({ suite, passed, failed, ms: performance.now() - t0 });
  console.log(`── ${suite}: ${passed} passed, ${failed} failed (${seconds(t0)}, ${node})`);
}

console.log(`\n── summary (${node}, ${seconds(started)})`);
const bySuite = {};
for (const r of results) {
  bySuite[r.suite] ??= { passed: 0, failed: 0, ms: 0 };
  bySuite[r.suite].passed += r.passed;
  bySuite[r.suite].failed += r.failed;
  bySuite[r.suite].ms += r.ms;
}
for (const [suite, c] of Object.entries(bySuite)) {
  console.log(`  ${suite.padEnd(9)} ${node.padEnd(13)} ${c.passed} passed, ${c.failed} failed (${(c.ms / 1000).toFixed(1)} s)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
