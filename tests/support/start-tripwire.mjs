// A tripwire for "this command starts nothing" (tests/commands/bench-help.test.ts), loaded with
// NODE_OPTIONS=--import=<this file>. In a process running one of the bench scripts (scripts/bench-*.mjs|ts; npm and
// tsx's own launcher pass through untouched), starting anything — a child process (a build, a browser, nginx), a
// listening socket (a server), an outgoing network connection (PostgreSQL, Redis, s3rver), a WebAssembly module (the
// embedded PGlite database) or a worker thread (autocannon) — prints `tripwire: <what>` on stderr (with the stack when
// TRIPWIRE_STACK=1) and exits 99.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';

if (/scripts\/bench-[\w-]+\.(mjs|ts)$/.test(process.argv[1] ?? '')) {
  // tsx's own machinery in the script's process (bench:scale: its module lexer is WebAssembly, its esbuild transform
  // may start a worker thread) is not the bench: a call whose first caller outside esbuild and Node's internals is
  // tsx's code passes.
  const stack = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 200;
    const text = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    return text;
  };
  const internal = /\(node:internal\/|at node:internal\//;
  const byTsx = () => {
    const callers = stack().split('\n').slice(4);
    const first = callers.find((frame) => !/\/node_modules\/esbuild\//.test(frame) && !internal.test(frame));
    return /\/node_modules\/tsx\//.test(first ?? '');
  };
  // Node compiling its own WebAssembly (undici's HTTP parser, loaded lazily when a library touches `Response`).
  const byNode = () => internal.test(stack().split('\n')[4] ?? '');
  const trip = (what) => () => {
    process.stderr.write(`tripwire: ${what}\n${process.env.TRIPWIRE_STACK ? stack() : ''}\n`);
    process.exit(99);
  };
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) childProcess[name] = trip(`child_process.${name}`);
  net.Server.prototype.listen = trip('a server listened');
  // A local IPC pipe is tsx's own link to its launcher (bench:scale runs under tsx): not something the bench starts.
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(...args) {
    const target = Array.isArray(args[0]) ? args[0][0] : args[0];
    const ipc = typeof target === 'string' || (typeof target === 'object' && target !== null && typeof target.path === 'string');
    return ipc ? connect.apply(this, args) : trip('a connection was opened')();
  };
  for (const name of ['compile', 'instantiate', 'compileStreaming', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = function guardedWebAssembly(...args) {
      return byTsx() || byNode() ? original.apply(this, args) : trip(`WebAssembly.${name}`)();
    };
  }
  const Worker = workerThreads.Worker;
  workerThreads.Worker = function GuardedWorker(...args) {
    return byTsx() ? new Worker(...args) : trip('a worker thread')();
  };
  syncBuiltinESMExports();
}
