import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root, waitFor } from './processes';

/** `npm run dev:mock` (Vite + Prism's mock) on free ports, as a frontend developer runs it; `stop()` ends it. */
export async function startDevMock(): Promise<{ base: string; stop(): Promise<void> }> {
  const [vitePort, mockPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${vitePort}`;
  let output = '';
  const dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs'), '--mock'], {
    cwd: root,
    env: { ...process.env, VITE_PORT: String(vitePort), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (d) => (output += d));
  dev.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (dev.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
  };
  await waitFor(`${base}/api/v1/health`, 90_000, (s) => s === 200).catch(async (err: Error) => {
    await stop();
    throw new Error(`${err.message}\n${output}`);
  });
  return { base, stop };
}
