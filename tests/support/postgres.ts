/**
 * A fresh, empty PostgreSQL database for a test that runs a real server (and `npm run ops` beside it) on it: the server
 * migrates and seeds it on start; `drop` removes it afterwards (WITH FORCE: the server's pool may still be closing).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshPostgres(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
