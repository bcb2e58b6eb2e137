import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import type { DatabaseKind } from '#server/db/client.js';
import { freshDatabase, testDataDir } from './test-support.js';
import { users } from '#server/db/schema.js';
import { hashPassword } from '#server/lib/identity/passwords.js';
import { issueToken } from '#server/lib/identity/tokens.js';

/** Helpers of the security tests (issue 8): a verified account with a session, and multipart bodies. */

export const PASSWORD = 'Laundry#2026';
let seq = 0;

/** A verified account (password PASSWORD) written straight to the database, and a bearer token for it. */
export async function account(app: FastifyInstance, over: Partial<typeof users.$inferInsert> = {}) {
  const n = `${process.pid}_${++seq}`;
  const [user] = await app.ctx.database.db
    .insert(users)
    .values({
      username: `ngozi_${n}`,
      email: `ngozi.${n}@example.com`,
      firstname: 'Ngozi',
      lastname: 'Eze',
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: app.ctx.now(),
      accountNumber: `3${String(seq).padStart(9, '0')}`,
      referralCode: `NGOZI${seq}`,
      ...over,
    })
    .returning();
  if (!user) throw new Error('the account was not created');
  const { token } = await issueToken(app.ctx.database.db, user.id, 3600, app.ctx.now());
  return { user, token };
}

/** The headers every answer carries, errors included (plugins/security-headers.ts). */
export function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy']), 'content-security-policy').toContain("default-src 'self'");
  expect(headers['x-content-type-options'], 'x-content-type-options').toBe('nosniff');
  expect(String(headers['permissions-policy']), 'permissions-policy').toContain('camera=()');
}

/** testApp with config overrides and every build option (handlers too). */
export async function securityApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}, overrides: Partial<Config> = {}, opts: BuildOptions = {}) {
  const database = await freshDatabase(kind);
  const dataDir = testDataDir();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: dataDir.path, ...env }, { webDir: '/nonexistent', ...overrides });
  const app = await buildApp(config, database, opts);
  app.addHook('onClose', async () => dataDir.remove());
  await app.ready();
  return app;
}
