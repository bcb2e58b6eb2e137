import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/processes';

/**
 * Every `npm run bench:…` script (issue 37 part 5) answers `--help` and `-h` with its usage — what it measures, its
 * options — exits 0 and starts nothing; an option it does not know is a usage error (exit 2) that starts nothing
 * either. "Nothing" is checked by tests/support/start-tripwire.mjs: in the bench script's process, a child process, a
 * listening or outgoing socket, a WebAssembly module (PGlite) or a worker thread ends it with exit 99. The scripts are
 * read from package.json, so a new bench script is covered the day it is added. Seconds in all: nothing is built.
 */
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const BENCHES = Object.keys(pkg.scripts).filter((name) => name.startsWith('bench:'));
const TRIPWIRE = path.join(root, 'tests/support/start-tripwire.mjs');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command with the tripwire loaded into every node process (npm and tsx's launcher ignore it), in a process
 * group of its own that is killed whole if it has not answered within 30 s (a script that ignores --help would run on).
 */
function run(file: string, args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${TRIPWIRE}`.trim(),
  };
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 30_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
/** `npm run <script> -- <args>`, as a person types it. */
const npmRun = (script: string, args: string[]) => run('npm', ['run', '--silent', script, '--', ...args]);
/** The script's package.json command with `args`, without npm's start-up (the same process npm would start). */
const direct = (script: string, args: string[]) => run('sh', ['-c', `${pkg.scripts[script]} "$@"`, 'sh', ...args]);

/** The script file a package.json command runs (`node --expose-gc scripts/bench-x.mjs` → scripts/bench-x.mjs). */
const fileOf = (script: string) => /scripts\/bench-[\w-]+\.(?:mjs|ts)/.exec(pkg.scripts[script]!)![0];

/** The options a script declares to benchCommandLine (scripts/bench-cli.mjs) and the ones its code reads. */
function optionsOf(source: string) {
  const declared = /benchCommandLine\(USAGE, \[([^\]]*)\]\)/.exec(source)?.[1]?.match(/'[\w-]+'/g)?.map((s) => s.slice(1, -1)) ?? [];
  const read = [...source.matchAll(/\b(?:option|arg)\('([\w-]+)'/g)].map((m) => m[1]!);
  return { declared, read: [...new Set(read)] };
}

describe('npm run bench:… -- --help', () => {
  it.concurrent('the tripwire itself: a bench started for real is stopped at its first start (exit 99)', async () => {
    const started = await direct('bench:upload', ['--requests=1']);
    expect(started.code, started.stderr).toBe(99);
    expect(started.stderr).toMatch(/^tripwire: /m);
  });

  it('every bench script is found in package.json', () => {
    expect(BENCHES).toEqual(expect.arrayContaining(['bench:web', 'bench:api', 'bench:enumeration', 'bench:upload', 'bench:export', 'bench:scale']));
  });

  it.concurrent.each(BENCHES)('%s answers --help and -h with its usage, exits 0 and starts nothing; an unknown option exits 2, starting nothing', async (script) => {
    const [help, h, unknown] = await Promise.all([npmRun(script, ['--help']), direct(script, ['-h']), direct(script, ['--no-such-option=1'])]);
    for (const answer of [help, h]) {
      expect(answer.stderr).not.toMatch(/tripwire/);
      expect(answer.code, answer.stderr).toBe(0);
      expect(answer.stdout).toMatch(new RegExp(`^npm run ${script} -- \\[options\\]\\n\\n\\S`));
      expect(answer.stdout).toContain('\nOptions:\n');
      expect(answer.stdout).toMatch(/^ {2}-h, --help {2,}/m);
    }
    expect(h.stdout).toBe(help.stdout);
    expect(unknown.stderr).not.toMatch(/tripwire/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option --no-such-option');
    expect(unknown.stderr).toContain(help.stdout.trim());
    expect(unknown.stdout).toBe('');

    // The usage lists exactly the options the script declares, and the script reads only those.
    const { declared, read } = optionsOf(readFileSync(path.join(root, fileOf(script)), 'utf8'));
    expect(declared.length).toBeGreaterThan(0);
    const listed = [...help.stdout.matchAll(/^ {2}--([a-z][\w-]*)/gm)].map((m) => m[1]!).filter((name) => name !== 'help');
    expect(listed.sort()).toEqual([...declared].sort());
    expect(declared).toEqual(expect.arrayContaining(read));
  });
});
