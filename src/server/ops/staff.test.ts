import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.js';
import { auditEvents, staffInvites, staffMembers } from '#server/db/schema.js';
import { sha256 } from '#server/lib/identity/tokens.js';
import { freshDatabase, postgresReachable } from '#server/testing/test-support.js';
import { runOps } from '#server/testing/ops.js';

/**
 * `npm run ops -- staff:invite` (issue 24): the first admin is made by this command — a one-time set-up link printed
 * once, stored hashed, valid 24 hours; no default password anywhere. On PostgreSQL beside the servers, and on the
 * embedded database while no server holds it.
 */
const onPostgres = await postgresReachable();

async function checkInvited(database: Database, out: string, email: string) {
  expect(out).toMatch(new RegExp(`staff:invite: ${email.replace('.', '\\.')} invited as admin \\(staff member \\d+\\)`));
  const link = /\/staff\/setup#token=(inv_[0-9a-f]{64})/.exec(out)?.[1];
  expect(link).toBeDefined();
  const [member] = await database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
  expect(member).toMatchObject({ roles: ['admin'], status: 'invited', passwordHash: null, tfaSecret: null });
  const [invite] = await database.db.select().from(staffInvites).where(eq(staffInvites.staffId, member!.id));
  expect(invite!.tokenHash).toBe(sha256(link!));
  expect(invite!.expiresAt.getTime() - invite!.createdAt.getTime()).toBe(24 * 3_600_000);
  const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff_member.invite'));
  expect(event).toMatchObject({ actorKind: 'operator', actorLabel: 'owner.ops', targetKind: 'staff_member', targetId: String(member!.id), details: { roles: ['admin'] } });
  expect(JSON.stringify(event)).not.toContain(email);
  expect(JSON.stringify(event)).not.toContain(link!);
}

describe('npm run ops -- staff:invite', () => {
  it('explains itself and refuses a missing or unknown role (exit 2)', async () => {
    const help = await runOps(['staff:invite', '--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run ops -- staff:invite --email <address> --role <role>');
    const scratch = await mkdtemp(path.join(tmpdir(), 'elaundry-ops-staff-usage-'));
    try {
      const env = { DATA_DIR: scratch, DATABASE_URL: '' };
      const noRole = await runOps(['staff:invite', '--email', 'owner@example.com'], env);
      expect(noRole.code).toBe(2);
      expect(noRole.stderr).toContain('missing --role');
      const badRole = await runOps(['staff:invite', '--email', 'owner@example.com', '--role', 'owner'], env);
      expect(badRole.code).toBe(2);
      expect(badRole.stderr).toContain('--role must be among support, fulfilment, finance, admin; got owner');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  describe('on the embedded database', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-ops-staff-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('invites the first admin: prints the link once, stores its hash, audits the operator', async () => {
      const run = await runOps(['staff:invite', '--email', 'owner@example.com', '--role', 'admin', '--as', 'owner.ops'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        await checkInvited(database, run.stdout, 'owner@example.com');
      } finally {
        await database.close();
      }
    });
  });

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    let database: Database & { url?: string };
    beforeAll(async () => {
      database = await freshDatabase('postgresql');
    });
    afterAll(() => database?.close());

    it('invites the first admin, and refuses an active member\'s address (exit 1)', async () => {
      const run = await runOps(['staff:invite', '--email', 'owner@example.com', '--role', 'admin', '--as', 'owner.ops'], { DATABASE_URL: database.url! });
      expect(run.code).toBe(0);
      await checkInvited(database, run.stdout, 'owner@example.com');
      await database.db.update(staffMembers).set({ status: 'active', passwordHash: 'x', tfaSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(staffMembers.email, 'owner@example.com'));
      const again = await runOps(['staff:invite', '--email', 'OWNER@example.com', '--role', 'support'], { DATABASE_URL: database.url! });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('staff:invite: This address already belongs to an active staff member.');
    });
  });
});
