#!/usr/bin/env node
// npm start: build what is stale, then run the server (embedded database under DATA_DIR, SPA and API on PORT).
import { buildServer, buildWeb } from './build-lib.mjs';

const t0 = performance.now();
const [web, server] = [await buildWeb(), await buildServer()];
if (web || server) console.log(`build ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.env.NODE_ENV ??= 'production';
await import('../dist/server/server.mjs');
