import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator command as the operator does — a separate process (`node --import tsx src/server/ops/index.ts`) —
 * with the given environment (DATABASE_URL or DATA_DIR) on top of this one's.
 */
export function runOps(args: string[], env: NodeJS.ProcessEnv): Promise<OpsRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/ops/index.ts', ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : 2) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
