import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/processes.js';

const run = promisify(execFile);

/** The PostgreSQL server binaries: PG_BIN, else Debian's newest /usr/lib/postgresql/<major>/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((d) => existsSync(path.join(base, d, 'bin/initdb'))) : [];
  majors.sort((a, b) => Number(b) - Number(a));
  if (!majors.length) throw new Error('no PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN)');
  return path.join(base, majors[0]!, 'bin');
}

/**
 * A throw-away PostgreSQL cluster of this test alone (never the machine's shared one, which other suites use): its own
 * data directory, port and socket directory, trust authentication on 127.0.0.1. PostgreSQL refuses to run as root, so
 * as root the cluster belongs to the `postgres` user and its commands run through runuser.
 */
export async function throwawayPostgres() {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-fault-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const logFile = path.join(dir, 'postgres.log');
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    /** The `postgres` database's URL; `database(name)` another one's. */
    url,
    database: (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    start: () => start().then(() => undefined),
    /** A fast shutdown: sessions are terminated (57P01), new connections refused until start(). */
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']).then(() => undefined),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThrowawayPostgres = Awaited<ReturnType<typeof throwawayPostgres>>;
