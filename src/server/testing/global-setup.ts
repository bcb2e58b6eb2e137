import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated once for this run: `freshDatabase('postgresql')` copies it (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string | undefined;
    /** A migrated PGlite data directory dump (a tar file): `freshDatabase('pglite')` starts from it instead of initdb. */
    pgliteTemplate: string | undefined;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const migrations = path.join(root, 'src/server/db/migrations');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The server tests' database templates, built once per run instead of once per app: every test app used to boot a
 * PGlite through initdb and all migrations (15–30 s each on a loaded 2-core machine) or create and migrate a
 * PostgreSQL database (≈ 2 s); from the templates it takes ≈ 3 s and ≈ 0.4 s. Same schema, same migrations code path
 * (openDatabase), so a broken migration still fails here, before any test.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const pg = await postgresTemplate();
  project.provide('pgTemplate', pg?.name);
  return async () => {
    await pg?.drop();
  };
}

/**
 * The PGlite dump is cached in .tmp/test-templates/, named by a hash of the migrations and PGlite's version: a later
 * run (or `npx vitest run one.test.ts`) reuses it; a changed migration makes a new one.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(`pglite ${pglite.version}\n`);
  for (const dir of [migrations, path.join(migrations, 'meta')]) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
      hash.update(`${entry.name}\n`).update(await readFile(path.join(dir, entry.name)));
    }
  }
  const dir = path.join(root, '.tmp/test-templates');
  const file = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    await readFile(file).then((b) => b.length > 0 || Promise.reject(new Error('empty')));
    return file;
  } catch {
    // Build it below.
  }
  await mkdir(dir, { recursive: true });
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  // Written under a temporary name and renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, dump);
  await rename(partial, file);
  for (const old of await readdir(dir)) {
    if (old.startsWith('pglite-') && path.join(dir, old) !== file && !old.endsWith('.partial')) await rm(path.join(dir, old), { force: true });
  }
  return file;
}

/** A database of this run, migrated, closed to connections (CREATE DATABASE … TEMPLATE needs it idle); dropped at the end. */
async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> } | undefined> {
  if (process.env.TEST_POSTGRES === '0') return undefined;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined; // test-support's databaseKinds() says what that means (PGlite only, or a failure in CI).
  }
  const name = `elaundry_template_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1, onIdleError: () => {} });
    await database.close();
    await admin.query(`alter database ${name} with allow_connections false`);
  } finally {
    await admin.end();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
