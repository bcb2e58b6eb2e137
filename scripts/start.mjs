#!/usr/bin/env node
// npm start: build what is stale, then run the server (embedded database under DATA_DIR, SPA and API on PORT).
// Local mode unless NODE_ENV=production is set (see docs/configuration.md: production needs DATABASE_URL-independent settings such as SMTP_URL).
import { buildDocs, buildServer, buildWeb } from './build-lib.mjs';

const t0 = performance.now();
const [web, server, docs] = [await buildWeb(), await buildServer(), await buildDocs()];
if (web || server || docs) console.log(`build ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await import('../dist/server/server.mjs');
