#!/usr/bin/env node
// npm test: the whole suite — contract lint, generated-code drift, typecheck, then every vitest project
// (unit: web components and shared code; server: app.inject on PGlite and PostgreSQL; contract: the real
// server behind prism proxy --errors; e2e: Playwright journeys in Chromium against the real server).
// Ends with one line "N passed, N failed" summed over all of it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-lib.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];

function check(name, cmd, args) {
  const t0 = performance.now();
  console.log(`\n── ${name}: ${[path.basename(cmd), ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ suite: 'static', name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

check('contract lint (redocly)', bin('redocly'), ['lint', '--config', 'openapi/redocly.yaml', 'openapi/laundry.yaml']);
check('generated/ in sync', process.execPath, ['scripts/gen.mjs', '--check']);
check('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);

const report = path.join(root, '.tmp/vitest-report.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
const projects = process.argv.slice(2).flatMap((p) => ['--project', p]);
console.log('\n── vitest (unit, server, contract, e2e)');
const vitest = spawnSync(bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
});

const suiteOf = (file) => {
  const rel = path.relative(root, file);
  if (rel.startsWith('tests/e2e')) return 'e2e';
  if (rel.startsWith('tests/contract')) return 'contract';
  if (rel.startsWith('src/server') || rel.startsWith('scripts')) return 'server';
  return 'unit';
};
let vitestCounted = false;
try {
  const data = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of data.testResults ?? []) {
    const suite = suiteOf(file.name);
    const passed = file.assertionResults.filter((a) => a.status === 'passed').length;
    let failed = file.assertionResults.filter((a) => a.status === 'failed').length;
    // A file that failed to load (or whose hooks failed) has no assertion results: count it as a failure.
    if (file.status === 'failed' && failed === 0) failed = 1;
    results.push({ suite, name: path.relative(root, file.name), passed, failed });
  }
  vitestCounted = true;
} catch (err) {
  console.error(`could not read the vitest report: ${err.message}`);
}
if (vitest.status !== 0 && !results.some((r) => r.suite !== 'static' && r.failed > 0)) {
  // vitest failed outside any test (a global setup, a crash): that is a failure too.
  results.push({ suite: 'vitest', name: 'vitest run', passed: 0, failed: 1 });
}

console.log('\n── summary');
const bySuite = {};
for (const r of results) {
  bySuite[r.suite] ??= { passed: 0, failed: 0 };
  bySuite[r.suite].passed += r.passed;
  bySuite[r.suite].failed += r.failed;
}
for (const [suite, c] of Object.entries(bySuite)) console.log(`${suite.padEnd(9)} ${c.passed} passed, ${c.failed} failed`);
if (!vitestCounted) console.log('vitest    no report: tests were not counted');
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestCounted && passed > 0 ? 0 : 1);
