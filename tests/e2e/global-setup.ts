import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_PUSH_ENDPOINT_ALLOW } from '#server/config.js';
import { buildServer, buildWeb } from '../../scripts/build-lib.mjs';
import { proxiedAnswers } from '../support/contract-proxy';
import { freePort, startGatedServer } from '../support/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The browser's /api/v1 calls go through `prism proxy --errors` in front of the same server (support/browser.ts). */
    apiGate: { baseUrl: string; proxyUrl: string; logFile: string };
    /** Where push.spec.ts starts its push service stand-in: the server may send web pushes to this origin. */
    pushService: { port: number; origin: string };
  }
}

/**
 * End-to-end journeys run the real built server (SPA + API) on a fresh embedded database. Nothing is mocked. The
 * browser's API traffic crosses the contract gate; the teardown prints the count of proxied answers and violations
 * (goal: 0; each file fails on any, see contract-gate-setup.ts).
 *
 * The server's web push allow-list is the production default plus one exact origin on loopback, a port reserved here
 * for the push service stand-in that push.spec.ts starts (ADR 063): the server is shared by every file, and the
 * stand-in's state (the pushes it received, the 410 it is told to answer) lives in that file's process.
 */
export default async function setup(project: TestProject) {
  await buildWeb();
  await buildServer();
  const pushPort = await freePort();
  const pushOrigin = `http://127.0.0.1:${pushPort}`;
  const { server, prism, stop } = await startGatedServer({ PUSH_ENDPOINT_ALLOW: `${DEFAULT_PUSH_ENDPOINT_ALLOW},${pushOrigin}` });
  const logDir = await mkdtemp(path.join(tmpdir(), 'elaundry-gate-'));
  const logFile = path.join(logDir, 'proxied.jsonl');
  project.provide('baseUrl', server.url);
  project.provide('apiGate', { baseUrl: server.url, proxyUrl: prism.url, logFile });
  project.provide('pushService', { port: pushPort, origin: pushOrigin });
  return async () => {
    await stop();
    const answers = proxiedAnswers(logFile);
    await rm(logDir, { recursive: true, force: true });
    const violations = answers.filter((a) => a.violation);
    const notBuilt = answers.filter((a) => a.notBuilt).length;
    const direct = answers.filter((a) => a.direct).length;
    console.log(
      `\n[e2e] API traffic through prism proxy --errors: ${answers.length} answers proxied, ${violations.length} contract violations` +
        (notBuilt ? `, ${notBuilt} answered 501 (not built)` : '') +
        (direct ? `, ${direct} binary uploads sent to the server directly (prism proxy corrupts them; status and response validation still checked)` : '') +
        '\n',
    );
    // Each file fails on them already (contract-gate-setup.ts); the list is repeated here for the summary.
    for (const v of violations) console.log(`[e2e] contract violation: ${v.method} ${v.path} → ${v.status}: ${v.violation}`);
  };
}
