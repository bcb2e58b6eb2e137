import type { TestProject } from 'vitest/node';
import { buildServer, buildWeb } from '../../scripts/build-lib.mjs';
import { startServer } from '../support/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** End-to-end journeys run the real built server (SPA + API) on a fresh embedded database. Nothing is mocked. */
export default async function setup(project: TestProject) {
  await buildWeb();
  await buildServer();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
