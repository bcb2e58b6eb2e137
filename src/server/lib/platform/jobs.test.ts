import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { authFailures, authTokens, jobRuns, mailOutbox, staffInvites, staffLoginChallenges, staffMembers, staffSessions, users } from '#server/db/schema.js';
import { databaseKinds, freshDatabase, postgresReachable } from '#server/testing/test-support.js';
import { claimJob, cleanUp, finishJob } from './jobs.js';

const HOUR = 3_600_000;
const spec = { name: 'test-job', everyMs: 60_000, leaseMs: 5 * 60_000 };

describe.each(await databaseKinds())('periodic jobs once across instances (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  it('one claim per period; a live claim blocks others until its lease ends; a dead claimant is taken over', async () => {
    const t0 = new Date('2026-11-23T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await claimJob(database.db, spec, t0, 'a')).toBe(true);
    expect(await claimJob(database.db, spec, at(1), 'b')).toBe(false); // same period
    // The period has passed but "a" still holds a live claim (a long run): nobody else starts.
    expect(await claimJob(database.db, spec, at(61_000), 'b')).toBe(false);
    await finishJob(database.db, spec.name, undefined, 'a');
    expect(await claimJob(database.db, spec, at(61_000), 'b')).toBe(true);
    // "b" dies without finishing: after its lease, "c" takes over.
    expect(await claimJob(database.db, spec, at(61_000 + 120_000), 'c')).toBe(false);
    expect(await claimJob(database.db, spec, at(61_000 + 5 * 60_000 + 1), 'c')).toBe(true);
    await finishJob(database.db, spec.name, new Error('gateway down'), 'c');
    const [row] = await database.db.select().from(jobRuns);
    expect(row).toMatchObject({ name: 'test-job', runs: 3, lockedUntil: null, lastError: 'gateway down' });
    // A finish by an instance that no longer holds the claim changes nothing.
    await finishJob(database.db, spec.name, undefined, 'a');
    const [after] = await database.db.select().from(jobRuns);
    expect(after?.lastError).toBe('gateway down');
  });

  it('the clean-up removes what expired more than a day ago and keeps the rest', async () => {
    const now = new Date();
    const [u] = await database.db
      .insert(users)
      .values({ username: `jobs_${kind}`, email: `jobs.${kind}@example.com`, firstname: 'Ada', lastname: 'Eze', passwordHash: 'x', accountNumber: `J${kind}`, referralCode: `JREF${kind}` })
      .returning({ id: users.id });
    const userId = u!.id;
    await database.db.insert(authTokens).values([
      { userId, tokenHash: `old-${kind}`, expiresAt: new Date(now.getTime() - 25 * HOUR) },
      { userId, tokenHash: `recent-${kind}`, expiresAt: new Date(now.getTime() - HOUR) },
      { userId, tokenHash: `live-${kind}`, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await database.db.insert(authFailures).values([
      { userId, subject: `u:${userId}`, kind: 'password', createdAt: new Date(now.getTime() - 25 * HOUR) },
      { userId, subject: `u:${userId}`, kind: 'password', createdAt: new Date(now.getTime() - HOUR) },
    ]);
    await database.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', text: 't', html: 'h', sentAt: new Date(now.getTime() - 31 * 24 * HOUR) },
      { to: 'b@example.com', subject: 's', text: 't', html: 'h', sentAt: new Date(now.getTime() - HOUR) },
      { to: 'c@example.com', subject: 's', text: 't', html: 'h' },
    ]);
    const removed = await cleanUp(database.db, now);
    expect(removed).toMatchObject({ auth_tokens: 1, auth_failures: 1, mail_outbox: 1 });
    expect((await database.db.select({ h: authTokens.tokenHash }).from(authTokens)).map((r) => r.h).sort()).toEqual([`live-${kind}`, `recent-${kind}`]);
    expect((await database.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to).sort()).toEqual(['b@example.com', 'c@example.com']);
  });

  it('the clean-up removes staff sessions, sign-in challenges and set-up links a day after they ended (ADR 041)', async () => {
    const now = new Date();
    const [member] = await database.db.insert(staffMembers).values({ email: `staff.jobs.${kind}@example.com`, roles: ['support'] }).returning({ id: staffMembers.id });
    const staffId = member!.id;
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    await database.db.insert(staffSessions).values([
      { staffId, tokenHash: `old-${kind}`, lastUsedAt: ago(37), expiresAt: ago(25) },
      { staffId, tokenHash: `recent-${kind}`, lastUsedAt: ago(13), expiresAt: ago(1) },
    ]);
    await database.db.insert(staffLoginChallenges).values([
      { staffId, challengeHash: `old-${kind}`, expiresAt: ago(25) },
      { staffId, challengeHash: `live-${kind}`, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await database.db.insert(staffInvites).values([
      { staffId, tokenHash: `old-${kind}`, tfaSecret: 'JBSWY3DPEHPK3PXP', expiresAt: ago(25) },
      { staffId, tokenHash: `live-${kind}`, tfaSecret: 'JBSWY3DPEHPK3PXP', expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    const removed = await cleanUp(database.db, now);
    expect(removed).toMatchObject({ staff_sessions: 1, staff_login_challenges: 1, staff_invites: 1 });
    expect((await database.db.select({ h: staffSessions.tokenHash }).from(staffSessions)).map((r) => r.h)).toEqual([`recent-${kind}`]);
    expect((await database.db.select({ h: staffInvites.tokenHash }).from(staffInvites)).map((r) => r.h)).toEqual([`live-${kind}`]);
  });
});

describe.runIf(await postgresReachable())('claims racing on PostgreSQL', () => {
  it('ten instances ticking at the same moment: exactly one runs the job', async () => {
    const database = await freshDatabase('postgresql');
    try {
      const now = new Date();
      const wins = await Promise.all(Array.from({ length: 10 }, (_, i) => claimJob(database.db, { ...spec, name: 'race' }, now, `i${i}`)));
      expect(wins.filter(Boolean)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
