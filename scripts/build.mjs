#!/usr/bin/env node
// npm run build: the SPA into dist/web (Vite), the server into dist/server (esbuild) and the API reference into
// dist/api-docs (Redocly). Always rebuilds.
import { buildDocs, buildServer, buildWeb } from './build-lib.mjs';

const t0 = performance.now();
await buildWeb({ force: true });
await buildServer({ force: true });
await buildDocs({ force: true });
console.log(`built dist/web, dist/server and dist/api-docs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
