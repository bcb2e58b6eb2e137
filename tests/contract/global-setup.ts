import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-lib.mjs';
import { startPrism, startServer, type Running } from '../support/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    proxyUrl: string;
    serverUrl: string;
  }
}

/**
 * The contract-drift gate: the real server (fresh embedded database) behind `prism proxy --errors`,
 * which replaces any answer that breaks openapi/laundry.yaml with a 500 problem+json listing the violations.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  // Low per-IP limits, so that the journeys reach each 429 in a few calls (each journey call has a client address of its own).
  const server = await startServer({ AUTH_RATE_LIMIT: '5', FORMS_RATE_LIMIT: '2' });
  let prism: Running;
  try {
    prism = await startPrism(['proxy', 'openapi/laundry.yaml', `${server.url}/api/v1`, '--errors']);
  } catch (err) {
    await server.stop();
    throw err;
  }
  project.provide('serverUrl', server.url);
  project.provide('proxyUrl', prism.url);
  return async () => {
    await prism.stop();
    await server.stop();
  };
}
