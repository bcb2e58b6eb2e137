import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.js';
import { auditEvents } from '#server/db/schema.js';
import { freshDatabase, postgresReachable } from '#server/testing/test-support.js';
import { runOps } from '#server/testing/ops.js';

const onPostgres = await postgresReachable();

describe('npm run ops (the operator command line)', () => {
  it('lists its commands with --help, explains one, and refuses unknown commands and options with exit 2', async () => {
    const help = await runOps(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/ledger:check\s+check every account/);
    expect(help.stdout).toMatch(/deposits:recheck\s+/);
    const one = await runOps(['deposits:recheck', '--help'], {});
    expect(one.code).toBe(0);
    expect(one.stdout).toContain('npm run ops -- deposits:recheck [--limit N]');
    const unknown = await runOps(['card:explode'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "card:explode"');
    const badOption = await runOps(['ledger:check', '--force'], {});
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("Unknown option '--force'");
    const scratch = await mkdtemp(path.join(tmpdir(), 'elaundry-ops-usage-'));
    const badValue = await runOps(['deposits:recheck', '--limit', 'many'], { DATA_DIR: scratch, DATABASE_URL: '' }).finally(() => rm(scratch, { recursive: true, force: true }));
    expect(badValue.code).toBe(2);
    expect(badValue.stderr).toContain('--limit must be a whole number, got "many"');
  });

  describe('on the embedded database', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'elaundry-ops-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('refuses to open it while a server holds it (PGlite is single-process), and runs once it is free', async () => {
      const server = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      let busy;
      try {
        busy = await runOps(['ledger:check'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      } finally {
        await server.close();
      }
      expect(busy.code).toBe(2);
      expect(busy.stderr).toContain(`is in use by process ${process.pid}`);
      const free = await runOps(['ledger:check'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(free.stdout).toContain('ledger:check: OK (pglite)');
      expect(free.code).toBe(0);
    });
  });

  describe.runIf(onPostgres)('on PostgreSQL, beside the servers', () => {
    let database: Database & { url?: string };
    beforeAll(async () => {
      database = await freshDatabase('postgresql');
    });
    afterAll(() => database?.close());

    it('records who ran a command that changes data in audit_events, one request id per run', async () => {
      const run = await runOps(['deposits:recheck', '--limit', '10', '--as', 'ada.ops'], { DATABASE_URL: database.url! });
      expect(run.stdout).toContain('deposits:recheck: asked the gateways about 0 pending deposit(s)');
      expect(run.code).toBe(0);
      const rows = await database.db.select().from(auditEvents);
      expect(rows).toEqual([
        expect.objectContaining({ actorKind: 'operator', actorId: null, actorLabel: 'ada.ops', action: 'deposit.recheck', details: { asked: 0, limit: 10 }, requestId: expect.stringMatching(/^ops-[0-9a-f-]{36}$/) }),
      ]);
      const byEnv = await runOps(['deposits:recheck'], { DATABASE_URL: database.url!, OPS_ACTOR: 'night-shift' });
      expect(byEnv.code).toBe(0);
      const both = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
      expect(both.map((r) => r.actorLabel)).toEqual(['ada.ops', 'night-shift']);
      expect(both[0]!.requestId).not.toBe(both[1]!.requestId);
    });
  });
});
