#!/usr/bin/env node
// The npm registry these machines reach serves only the linux-x64 builds of some native packages, so `npm install`
// leaves the other platforms' optional packages out of package-lock.json, and `npm ci` then refuses the lock
// ("Missing: @unrs/resolver-binding-… from lock file"). This adds those entries back, with the os/cpu they need, so
// `npm ci` skips them on any machine they do not fit (they are never downloaded here). Run after `npm install`.
// `--check` exits 1 when an entry is missing.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const PLATFORM = /-(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnueabihf|musleabihf|gnu|musl|msvc|eabi))?$/;
let added = [];
for (const [at, entry] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pkgs[key] || pkgs[`${at}/${key}`]) continue;
    const m = PLATFORM.exec(name);
    if (!m) continue;
    const [, os, cpu, abi] = m;
    const libc = abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' || abi === 'musleabihf' ? ['musl'] : undefined;
    pkgs[key] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${version}.tgz`,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      optional: true,
      os: [os],
    };
    added.push(name);
  }
}
if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(`package-lock.json lacks ${added.length} platform entries (run node scripts/lock-platform-stubs.mjs): ${added.join(', ')}`);
    process.exit(1);
  }
} else {
  lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform entries` : 'package-lock.json has every platform entry');
}
