#!/usr/bin/env node
// npm run dev       the API server (tsx watch, embedded database) + Vite with hot reload, proxying /api/v1 to it
// npm run dev:mock  Prism's mock of generated/openapi.yaml (the contract) + Vite proxying /api/v1 to it (no server, no database)
import { spawn } from 'node:child_process';
import { root } from './build-lib.mjs';

const mock = process.argv.includes('--mock');
const apiPort = process.env.PORT ?? '8080';
const mockPort = process.env.MOCK_PORT ?? '4010';
const vitePort = process.env.VITE_PORT ?? '5173';
const bin = (name) => `${root}/node_modules/.bin/${name}`;

const children = [];
function run(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code}); stopping`);
    shutdown(code ?? 1);
  });
  children.push(child);
}
function shutdown(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (mock) {
  run('prism', bin('prism'), ['mock', 'generated/openapi.yaml', '--host', '127.0.0.1', '--port', mockPort]);
  run('vite', bin('vite'), [], { MOCK: '1', MOCK_TARGET: `http://127.0.0.1:${mockPort}` });
  console.log(`[dev:mock] SPA on http://127.0.0.1:${vitePort} — API answered by Prism from generated/openapi.yaml (port ${mockPort})`);
} else {
  run('server', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/server.ts'], { PORT: apiPort, HOST: '127.0.0.1' });
  run('vite', bin('vite'), [], { API_TARGET: `http://127.0.0.1:${apiPort}` });
  console.log(`[dev] SPA on http://127.0.0.1:${vitePort} — API on http://127.0.0.1:${apiPort}`);
}
