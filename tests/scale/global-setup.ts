import { buildServer, buildWeb } from '../../scripts/build-lib.mjs';

/** The scale suite runs the BUILT server, sandbox and SPA (dist/): build them when stale (npm test builds first). */
export default async function setup() {
  await buildWeb();
  await buildServer();
}
