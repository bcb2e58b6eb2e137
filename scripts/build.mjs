#!/usr/bin/env node
// npm run build: the SPA into dist/web (Vite) and the server into dist/server (esbuild). Always rebuilds.
import { buildServer, buildWeb } from './build-lib.mjs';

const t0 = performance.now();
await buildWeb({ force: true });
await buildServer({ force: true });
console.log(`built dist/web and dist/server in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
