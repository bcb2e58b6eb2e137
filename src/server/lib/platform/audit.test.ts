import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { auditEvents, cards, hubKeys, serviceCenters } from '#server/db/schema.js';
import { databaseKinds, freshDatabase } from '#server/testing/test-support.js';
import { audit, inTransaction, systemContext, type AuditContext } from './audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { issueHubKey, revokeHubKeys } from '#server/lib/cards-hubs/hub-keys.js';

const kinds = await databaseKinds();
const operator: AuditContext = { actor: { kind: 'operator', label: 'ada.ops' }, requestId: 'ops-test' };

/** The database error's message (drizzle wraps the driver's error in `cause`). */
const messageOf = (err: unknown): string => {
  const e = err as Error & { cause?: Error };
  return `${e.message} ${e.cause?.message ?? ''}`;
};

describe.each(kinds)('audit_events on %s', (kind) => {
  let database: Database;
  let hubId: number;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const [hub] = await database.db.select({ id: serviceCenters.id }).from(serviceCenters).limit(1);
    hubId = hub!.id;
  });
  afterAll(() => database?.close());
  const db = () => database.db;

  it('records a library mutation with its actor, target, request id and details', async () => {
    const key = await issueHubKey(db(), hubId, operator);
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.requestId, 'ops-test'));
    expect(event).toMatchObject({
      actorKind: 'operator',
      actorId: null,
      actorLabel: 'ada.ops',
      action: 'hub_key.issue',
      targetKind: 'hub',
      targetId: String(hubId),
      details: { key_id: key.id, prefix: key.prefix },
    });
    expect(event!.at).toBeInstanceOf(Date);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await audit(db(), systemContext('test'), { action: 'test.append_only', details: { n: 1 } });
    const before = await db().select().from(auditEvents).orderBy(auditEvents.id);
    await expect(db().update(auditEvents).set({ actorLabel: 'someone else' }).where(eq(auditEvents.action, 'test.append_only'))).rejects.toSatisfy(
      (err) => messageOf(err).includes('audit_events is append-only: UPDATE refused'),
    );
    await expect(db().delete(auditEvents).where(eq(auditEvents.action, 'test.append_only'))).rejects.toSatisfy((err) =>
      messageOf(err).includes('audit_events is append-only: DELETE refused'),
    );
    await expect(db().execute(sql`truncate audit_events`)).rejects.toSatisfy((err) => messageOf(err).includes('audit_events is append-only: TRUNCATE refused'));
    expect(await db().select().from(auditEvents).orderBy(auditEvents.id)).toEqual(before);
  });

  it('refuses an unknown actor kind and an action that is not a dotted name', async () => {
    const robot = { actor: { kind: 'robot', label: 'r2' } } as unknown as AuditContext;
    await expect(audit(db(), robot, { action: 'card.add' })).rejects.toSatisfy((err) => messageOf(err).includes('audit_events_actor_kind'));
    await expect(audit(db(), operator, { action: 'card added' })).rejects.toSatisfy((err) => messageOf(err).includes('audit_events_action_dotted'));
  });

  it('is written in the transaction of the change: a mutation that fails rolls back its audit row, and the reverse', async () => {
    const keysBefore = (await db().select().from(hubKeys).where(eq(hubKeys.serviceCenterId, hubId))).length;
    const eventsBefore = (await db().select().from(auditEvents)).length;
    // The change and its event are written, then the caller's transaction fails: neither stays.
    await expect(
      db().transaction(async (tx) => {
        await revokeHubKeys(tx, hubId, new Date(), operator);
        await issueHubKey(tx, hubId, operator);
        throw new Error('boom after the change');
      }),
    ).rejects.toThrow('boom after the change');
    expect((await db().select().from(hubKeys).where(eq(hubKeys.serviceCenterId, hubId))).filter((k) => k.revokedAt === null)).toHaveLength(keysBefore);
    expect(await db().select().from(auditEvents)).toHaveLength(eventsBefore);
    // The event cannot be written (a bad actor kind): the change it describes is not made either.
    const robot = { actor: { kind: 'robot', label: 'r2' } } as unknown as AuditContext;
    await expect(addCards(db(), ['AUDITROLLBACK01'], new Date(), robot)).rejects.toBeTruthy();
    expect(await db().select().from(cards).where(eq(cards.number, 'AUDITROLLBACK01'))).toEqual([]);
    expect(await db().select().from(auditEvents)).toHaveLength(eventsBefore);
  });

  it("inTransaction reuses the caller's transaction (no nested transaction) and opens one on the database", async () => {
    await db().transaction(async (tx) => {
      await inTransaction(tx, async (inner) => {
        expect(inner).toBe(tx);
      });
    });
    await inTransaction(db(), async (inner) => {
      expect(inner).not.toBe(db());
      // Inside a transaction: the transaction id is assigned and stable across statements.
      const txid = async () => ((await inner.execute(sql`select txid_current() as id`)) as unknown as { rows: { id: unknown }[] }).rows[0]!.id;
      expect(String(await txid())).toBe(String(await txid()));
    });
  });
});

describe('migration: ops_log rows become audit events', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'elaundry-migrations-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('copies every ops_log row (actor, command, arguments, summary with e-mail addresses masked), then drops ops_log', async () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'db', 'migrations');
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The migrations before audit_events, in a copy of the folder whose journal stops before it.
    await cp(folder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_audit_events'));
    expect(at).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: dir });
      await client.query(
        `insert into ops_log (actor, command, args, summary) values
           ('ada.ops', 'card:advance', '7 --card ELC0000000001', 'card request 7 → ready (card ELC0000000001, mail to amaka.obi@example.ng)'),
           ('night-shift', 'deposits:recheck', '', 're-verified 0 pending deposit(s)')`,
      );
      await migrate(db, { migrationsFolder: folder });
      const rows = (await client.query<{ actor_kind: string; actor_label: string; action: string; details: Record<string, unknown> }>(
        'select actor_kind, actor_label, action, details from audit_events order by id',
      )).rows;
      expect(rows).toEqual([
        {
          actor_kind: 'operator',
          actor_label: 'ada.ops',
          action: 'ops_log.imported',
          details: { ops_log_id: 1, command: 'card:advance', args: '7 --card ELC0000000001', summary: 'card request 7 → ready (card ELC0000000001, mail to [e-mail removed])' },
        },
        { actor_kind: 'operator', actor_label: 'night-shift', action: 'ops_log.imported', details: { ops_log_id: 2, command: 'deposits:recheck', args: '', summary: 're-verified 0 pending deposit(s)' } },
      ]);
      expect((await client.query(`select to_regclass('ops_log') as t`)).rows).toEqual([{ t: null }]);
    } finally {
      await client.close();
    }
  });
});
