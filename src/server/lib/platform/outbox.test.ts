import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';
import { databaseKinds, freshDatabase, mailsTo, postgresReachable, testApp } from '#server/testing/test-support.js';
import { backoffMs, deliverDue, enqueueMail, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, type QueuedMail, type UnmarkedSends } from './outbox.js';

const mail = (to: string, subject = 'Your card is ready'): QueuedMail => ({ to, subject, text: `${subject}.`, html: `<p>${subject}.</p>` });

describe.each(await databaseKinds())('the durable mail outbox (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  it('queues a mail only if the transaction commits, and one mail per key', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled@example.com'));
        throw new Error('rollback');
      })
      .catch(() => {});
    await enqueueMail(database.db, mail('keyed@example.com'), { key: 'card-ready:1' });
    await enqueueMail(database.db, mail('keyed@example.com'), { key: 'card-ready:1' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.to)).toEqual(['keyed@example.com']);
  });

  it('sends due rows once, and retries a failed send later with back-off', async () => {
    await enqueueMail(database.db, mail('flaky@example.com'), { key: 'flaky' });
    const sent: string[] = [];
    let fail = true;
    const send = async (m: QueuedMail) => {
      if (fail && m.to === 'flaky@example.com') throw new Error('relay down');
      sent.push(m.to);
    };
    // A second ahead: the rows were stamped by the database clock (microseconds), this by the JS one (milliseconds).
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDue(database.db, send, t0)).toBe(1); // keyed@ sent, flaky@ failed
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.key, 'flaky'));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'relay down' });
    // Not due again before its back-off, due after it.
    expect(await deliverDue(database.db, send, t0)).toBe(0);
    fail = false;
    expect(await deliverDue(database.db, send, new Date(Date.now() + backoffMs(1) + 1000))).toBe(1);
    expect(await deliverDue(database.db, send, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(sent).toEqual(['keyed@example.com', 'flaky@example.com']);
  });

  it('a mail whose row could not be marked sent (database gone after the relay said OK) is marked later, not sent again', async () => {
    await enqueueMail(database.db, mail('blip@example.com'), { key: 'blip' });
    const db = database.db;
    await db.execute(sql.raw(`create or replace function outbox_blip() returns trigger language plpgsql as $$ begin raise exception 'database gone'; end $$`));
    await db.execute(sql.raw(`create trigger outbox_blip before update on mail_outbox for each row when (new.sent_at is not null) execute function outbox_blip()`));
    const sent: string[] = [];
    const send = async (m: QueuedMail) => void sent.push(m.to);
    const unmarked: UnmarkedSends = new Map();
    await expect(deliverDue(db, send, new Date(Date.now() + 1000), 20, { unmarked })).rejects.toThrow();
    expect([...unmarked.keys()]).toHaveLength(1);
    await db.execute(sql.raw(`drop trigger outbox_blip on mail_outbox`));
    // Long after the claim's lease: the row is marked, not claimed and sent a second time.
    expect(await deliverDue(db, send, new Date(Date.now() + 10 * OUTBOX_LEASE_MS), 20, { unmarked })).toBe(0);
    expect(sent).toEqual(['blip@example.com']);
    expect(unmarked.size).toBe(0);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, 'blip'));
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('gives up on a row after the maximum number of attempts', async () => {
    await enqueueMail(database.db, mail('dead@example.com'), { key: 'dead' });
    await database.db.update(mailOutbox).set({ attempts: OUTBOX_MAX_ATTEMPTS }).where(eq(mailOutbox.key, 'dead'));
    const sent: string[] = [];
    await deliverDue(database.db, async (m) => void sent.push(m.to), new Date(Date.now() + 86_400_000));
    expect(sent).not.toContain('dead@example.com');
  });
});

describe.runIf(await postgresReachable())('the outbox on several instances (PostgreSQL)', () => {
  it('two instances delivering at once send each mail exactly once', async () => {
    const database = await freshDatabase('postgresql');
    try {
      for (let i = 0; i < 40; i++) await enqueueMail(database.db, mail(`m${i}@example.com`), { key: `k${i}` });
      const sent: string[] = [];
      const send = async (m: QueuedMail) => {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(m.to);
      };
      const now = new Date(Date.now() + 1000);
      const sweep = async () => {
        while ((await deliverDue(database.db, send, now, 5)) > 0);
      };
      await Promise.all([sweep(), sweep(), sweep()]);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
    } finally {
      await database.close();
    }
  });
});

describe('a running server delivers the outbox (local mode: into its dev mailbox)', () => {
  it('a mail queued by another writer (an operator command) reaches the mailbox within the poll interval', async () => {
    const app = await testApp('pglite', { OUTBOX_POLL_MS: '50' });
    try {
      await enqueueMail(app.ctx.database.db, mail('customer@example.com', 'Support replied to your ticket'));
      let row: typeof mailOutbox.$inferSelect | undefined;
      for (let i = 0; i < 100 && !row?.sentAt; i++) {
        await new Promise((r) => setTimeout(r, 50));
        [row] = await app.ctx.database.db.select().from(mailOutbox);
      }
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(await mailsTo(app, 'customer@example.com')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
