import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtOps = path.join(root, 'dist/server/ops.mjs');

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The built operator commands (dist/server/ops.mjs, `npm run build`'s esbuild step), rebuilt first whenever they are
 * missing or older than their sources (src/server, src/shared, generated, package-lock.json): a test never runs a
 * stale build. Checked at every call (tens of milliseconds), built at most once while the sources stay as they are
 * (under the build's lock, so workers that find it stale together build it once).
 */
async function freshOps(): Promise<string> {
  // scripts/ has no import alias: the build's own module, by its path.
  const build = (await import(pathToFileURL(path.join(root, 'scripts/build-lib.mjs')).href)) as {
    serverBuildStale(): Promise<boolean>;
    buildServer(): Promise<boolean>;
  };
  if (await build.serverBuildStale()) await build.buildServer();
  return builtOps;
}

/**
 * Runs an operator command as the operator does — a separate process, from the build (`node dist/server/ops.mjs`, as
 * in production: ≈ 0.5 s against ≈ 1.5 s through tsx) — with the given environment (DATABASE_URL or DATA_DIR) on top
 * of this one's, in the repository's root.
 */
export async function runOps(args: string[], env: NodeJS.ProcessEnv): Promise<OpsRun> {
  const ops = await freshOps();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [ops, ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : 2) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
