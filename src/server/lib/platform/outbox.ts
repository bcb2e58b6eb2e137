import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import type { MailContent } from '#server/mail/templates.js';
import { mailOutbox } from '#server/db/schema.js';

/**
 * The durable mail outbox, the only way the server sends mail (docs/decisions/028-every-mail-through-the-outbox.md).
 * A mail decided inside a database transaction (a top-up credited, a code issued, an operator's reply) is a row of
 * that transaction: it exists only if the transaction commits, and whichever server instance claims it first
 * delivers it — at least once, retried with back-off while the relay is down. `key` (unique) names the event, so
 * one event queues one mail however often (and on however many instances) the code deciding it runs.
 */
export type QueuedMail = MailContent & { to: string; replyTo?: string };

/** How long a claimed row stays invisible to other instances while one sends it (a crash → retried after this; OUTBOX_LEASE_SECONDS). */
export const OUTBOX_LEASE_MS = 60_000;
/** After this many failed attempts a row is left alone (its last_error says why). */
export const OUTBOX_MAX_ATTEMPTS = 30;

/** Back-off after the n-th failure: 5 s, 10 s, 20 s … capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface EnqueueOptions {
  /** The event's name (`deposit-credited:<trx>`): a second mail with the same key is not queued. */
  key?: string;
  /** The mail is worthless after this time (a code's expiry): not sent later than that. */
  discardAfter?: Date;
}

/** The domain of a closed account's pseudonymous address (ADR 054, lib/privacy/account-closure.ts): nothing is sent there. */
export const CLOSED_EMAIL_DOMAIN = 'closed.invalid';

/**
 * Queues a mail in the caller's transaction. A second call with the same key queues nothing. A closed account's
 * address (the pseudonym's, ADR 054) gets nothing: its owner is gone (a late top-up receipt, a refund's outcome).
 */
export async function enqueueMail(db: Executor, mail: QueuedMail, opts: EnqueueOptions = {}): Promise<void> {
  if (mail.to.toLowerCase().endsWith(`@${CLOSED_EMAIL_DOMAIN}`)) return;
  await db
    .insert(mailOutbox)
    .values({ key: opts.key ?? null, to: mail.to, replyTo: mail.replyTo ?? null, subject: mail.subject, text: mail.text, html: mail.html, discardAfter: opts.discardAfter ?? null })
    .onConflictDoNothing();
}

/**
 * For answers whose timing must not tell whether an account exists (ADR 005): queues the mail when `real`, and
 * otherwise does the same insert in a savepoint that is rolled back, so both paths do the same database work.
 */
export async function enqueueMailOrRehearse(tx: Tx, mail: QueuedMail, opts: EnqueueOptions & { real: boolean }): Promise<void> {
  const rehearsal = new Error('outbox rehearsal');
  await tx
    .transaction(async (sp) => {
      await enqueueMail(sp, mail, opts);
      if (!opts.real) throw rehearsal;
    })
    .catch((err: unknown) => {
      if (err !== rehearsal) throw err;
    });
}

/**
 * Mails this instance sent whose row could not be marked sent (the database went away between the relay's "OK" and
 * the update): marked by the next delivery instead of being sent again when their lease ends.
 */
export type UnmarkedSends = Map<number, Date>;

/**
 * Delivers due rows: claims up to `limit` of them in one short transaction (FOR UPDATE SKIP LOCKED, then pushes their
 * due time a lease ahead, so no other instance takes them meanwhile), sends each outside any transaction, then marks
 * it sent or schedules the next attempt. Returns how many were sent. With `unmarked` (one per instance), a send whose
 * mark fails is remembered and marked first thing next time, so a database blip does not send a mail twice.
 */
export async function deliverDue(
  db: Db,
  send: (mail: QueuedMail) => Promise<void>,
  now: Date,
  limit = 20,
  { unmarked, leaseMs = OUTBOX_LEASE_MS }: { unmarked?: UnmarkedSends; leaseMs?: number } = {},
): Promise<number> {
  for (const [id, at] of unmarked ?? []) {
    await db.update(mailOutbox).set({ sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
    unmarked!.delete(id);
  }
  const claimed = await db.transaction(async (tx) => {
    // A mail past its use (an expired code) is dropped, not delivered late.
    await tx.delete(mailOutbox).where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.discardAfter, now)));
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), sql`${mailOutbox.attempts} < ${OUTBOX_MAX_ATTEMPTS}`))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ));
    }
    return rows;
  });
  let sent = 0;
  let markError: unknown;
  for (const row of claimed) {
    try {
      await send({ to: row.to, ...(row.replyTo ? { replyTo: row.replyTo } : {}), subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: String((err as Error).message).slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
        .where(eq(mailOutbox.id, row.id))
        .catch((e: unknown) => (markError ??= e)); // the lease brings it back
      continue;
    }
    sent++;
    const at = new Date();
    try {
      await db.update(mailOutbox).set({ sentAt: at, lastError: null }).where(eq(mailOutbox.id, row.id));
    } catch (err) {
      if (!unmarked) throw err;
      unmarked.set(row.id, at);
      markError ??= err;
    }
  }
  if (markError) throw markError;
  return sent;
}
