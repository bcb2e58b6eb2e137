import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-lib.mjs';
import { startGatedServer } from '../support/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    proxyUrl: string;
    serverUrl: string;
  }
}

/**
 * The contract-drift gate: the real server (fresh embedded database) behind `prism proxy --errors`,
 * which replaces any answer that breaks the contract (generated/openapi.yaml) with a 500 problem+json listing the violations.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  // Low per-IP limits, so that the journeys reach each 429 in a few calls (each journey call has a client address of its own).
  const { server, prism, stop } = await startGatedServer({ AUTH_RATE_LIMIT: '5', FORMS_RATE_LIMIT: '2' });
  project.provide('serverUrl', server.url);
  project.provide('proxyUrl', prism.url);
  return stop;
}
