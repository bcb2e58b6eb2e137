import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.js';
import { authFailures, authTokens, jobRuns, loginChallenges, mailOutbox, oneTimeCodes, pushOutbox, passwordResetTokens, staffInvites, staffLoginChallenges, staffSessions } from '#server/db/schema.js';

/**
 * Periodic jobs that run once across all instances (docs/decisions/024-instances-share-nothing.md). Every
 * instance ticks; a tick runs the job only when this instance wins one conditional upsert on the job's row: the
 * period has passed since the last start and nobody holds a live claim. A claim lasts `leaseMs`; an instance that
 * dies mid-run is taken over after it.
 */
export interface JobSpec {
  name: string;
  everyMs: number;
  /** How long a claim holds (longer than a run can take). */
  leaseMs: number;
  run: (now: Date) => Promise<unknown>;
}

/** This process's name in job_runs.locked_by. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Claims the job for this instance if its turn has come; true when the caller must run it. */
export async function claimJob(db: Db, spec: Pick<JobSpec, 'name' | 'everyMs' | 'leaseMs'>, now: Date, owner = INSTANCE_ID): Promise<boolean> {
  const due = new Date(now.getTime() - spec.everyMs + Math.min(1000, spec.everyMs / 10));
  const rows = await db
    .insert(jobRuns)
    .values({ name: spec.name, startedAt: now, lockedUntil: new Date(now.getTime() + spec.leaseMs), lockedBy: owner, runs: 1 })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: now, lockedUntil: new Date(now.getTime() + spec.leaseMs), lockedBy: owner, runs: sql`${jobRuns.runs} + 1` },
      setWhere: and(lt(jobRuns.startedAt, due), sql`(${jobRuns.lockedUntil} is null or ${jobRuns.lockedUntil} < ${now})`),
    })
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

/** Records the end of this instance's run and releases the claim. */
export async function finishJob(db: Db, name: string, error: unknown, owner = INSTANCE_ID): Promise<void> {
  const at = new Date();
  await db
    .update(jobRuns)
    .set(error ? { finishedAt: at, lockedUntil: null, lastError: String((error as Error).message ?? error).slice(0, 500) } : { finishedAt: at, succeededAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.lockedBy, owner)));
}

/** Ticks the job on this instance every `tickMs` (a fraction of its period) until the app closes. */
export function scheduleJob(app: FastifyInstance, spec: JobSpec, tickMs = Math.max(250, Math.min(spec.everyMs / 4, 15_000))) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = app.ctx.now();
      if (!(await claimJob(app.ctx.database.db, spec, now))) return;
      let error: unknown;
      try {
        await spec.run(now);
      } catch (err) {
        error = err;
        app.log.error({ err, job: spec.name }, 'periodic job failed');
      }
      await finishJob(app.ctx.database.db, spec.name, error);
    } catch (err) {
      app.log.error({ err, job: spec.name }, 'periodic job could not be claimed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const DAY = 86_400_000;

/**
 * The clean-up job: expired sessions, codes, reset tokens and sign-in challenges a day after they expire, failure
 * counters after a day (the limits look back an hour), delivered mails after 30 days. Returns rows removed per table.
 */
export async function cleanUp(db: Db, now: Date): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY);
  const removed: Record<string, number> = {};
  const count = async (table: string, q: Promise<{ id: number }[]>) => void (removed[table] = (await q).length);
  await count('auth_tokens', db.delete(authTokens).where(lt(authTokens.expiresAt, dayAgo)).returning({ id: authTokens.id }));
  await count('one_time_codes', db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, dayAgo)).returning({ id: oneTimeCodes.id }));
  await count('password_reset_tokens', db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo)).returning({ id: passwordResetTokens.id }));
  await count('login_challenges', db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, dayAgo)).returning({ id: loginChallenges.id }));
  await count('staff_sessions', db.delete(staffSessions).where(lt(staffSessions.expiresAt, dayAgo)).returning({ id: staffSessions.id }));
  await count('staff_login_challenges', db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, dayAgo)).returning({ id: staffLoginChallenges.id }));
  await count('staff_invites', db.delete(staffInvites).where(lt(staffInvites.expiresAt, dayAgo)).returning({ id: staffInvites.id }));
  await count('auth_failures', db.delete(authFailures).where(lt(authFailures.createdAt, dayAgo)).returning({ id: authFailures.id }));
  await count(
    'mail_outbox',
    db
      .delete(mailOutbox)
      // A closed account's confirmation (ADR 054) is the last row with its address: gone once sent.
      .where(and(sql`${mailOutbox.sentAt} is not null`, sql`(${mailOutbox.sentAt} < ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz or ${mailOutbox.key} like 'account-closed:%')`))
      .returning({ id: mailOutbox.id }),
  );
  await count(
    'push_outbox',
    db
      .delete(pushOutbox)
      .where(and(sql`${pushOutbox.sentAt} is not null`, lt(pushOutbox.sentAt, new Date(now.getTime() - 30 * DAY))))
      .returning({ id: pushOutbox.id }),
  );
  return removed;
}
