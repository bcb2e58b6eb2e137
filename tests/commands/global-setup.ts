import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '#server/testing/global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server tests' migrated PGlite dump (a tar file): the bench smoke runs open their in-memory PGlite from it. */
    benchPgliteFrom: string;
  }
}

/**
 * The commands suite's bench smoke runs start their in-memory PGlite from the server tests' migrated template (built
 * once per run, reused by hash: src/server/testing/global-setup.ts) instead of initdb and every migration (ADR 037).
 * `npm start` and `npm run dev` still create their embedded database from nothing, as a new user's first start does.
 */
export default async function setup(project: TestProject) {
  project.provide('benchPgliteFrom', await pgliteTemplate());
}
