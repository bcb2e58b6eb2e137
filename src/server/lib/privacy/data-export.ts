import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { dataExports, users, type DataExportStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { dataExportReadyMail } from '#server/mail/templates.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { buildArchive, ExportAborted, type ExportDeps } from './export-archive.js';

/**
 * "Download my data" (issue 26, docs/decisions/055-download-my-data.md). A customer asks for an archive; a row of
 * data_exports is queued and one instance builds it in the background (claimed with a lease, taken over when the
 * claimant dies): a zip with README.txt, one JSON file per kind of row (CSV too where a spreadsheet is the natural
 * reader), the avatar and the ticket attachments themselves. Rows are read a page at a time and files streamed from
 * storage into the zip, which is written to a temporary file and then streamed to storage (exports/<random>.zip):
 * memory stays flat whatever the account's size. What is exported is the personal-data map's (db/data-map.ts).
 *
 * This module holds an archive's life: asked for, viewed, claimed and built in the background, downloaded, expired.
 * What is exported is `export-sources.ts`; the zip, `export-archive.ts`.
 */

/** How long a ready archive can be downloaded. */
export const EXPORT_VALID_HOURS = 24;
/** Archives a customer may ask for per 24 hours. */
export const EXPORTS_PER_DAY = 3;
/** A claim on an export lasts this long; the builder extends it at each page it writes. */
export const EXPORT_LEASE_MS = 2 * 60_000;
/** An export whose build failed this many times is marked failed. */
export const EXPORT_MAX_ATTEMPTS = 3;

const HOUR = 3_600_000;

export type DataExportRow = typeof dataExports.$inferSelect;

// -------------------------------------------------------------------------------------------------- requests and views

/** The contract's DataExport. */
export function exportView(row: DataExportRow, now: Date) {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  const status: DataExportStatus = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: status === 'ready' || status === 'expired' ? 100 : row.progress,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: status === 'ready' ? (row.size ?? null) : null,
    download_url: status === 'ready' ? `/api/v1/profile/data-exports/${row.id}/download` : null,
  };
}

export const EXPORT_NOT_FOUND = 'Archive not found.';
export const EXPORT_EXPIRED = `This archive has expired: archives can be downloaded for ${EXPORT_VALID_HOURS} hours. Ask for a new one.`;
export const EXPORT_NOT_READY = 'This archive is not ready yet. Try again when its progress reaches 100%.';

/**
 * Asks for an archive: a new queued export, or the one already queued or running (a second click adds nothing).
 * At most EXPORTS_PER_DAY per 24 hours: the next one is refused with a 429 that says when.
 */
export async function requestExport(db: Db, userId: number, now: Date, ctx?: AuditContext): Promise<{ row: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // One request at a time per account: the count below cannot be raced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [open] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (open) return { row: open, created: false };
    const recent = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, new Date(now.getTime() - 24 * HOUR))))
      .orderBy(dataExports.createdAt);
    if (recent.length >= EXPORTS_PER_DAY) {
      const next = new Date(recent[recent.length - EXPORTS_PER_DAY]!.createdAt.getTime() + 24 * HOUR);
      const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
      const hours = Math.ceil(seconds / 3600);
      throw new ApiError(
        429,
        `You can ask for ${EXPORTS_PER_DAY} archives of your data in 24 hours. You can ask for a new one in ${hours === 1 ? 'an hour' : `${hours} hours`}; your latest archive is still on this page while it is valid.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    const [row] = await tx.insert(dataExports).values({ id: randomBytes(16).toString('base64url'), userId, createdAt: now }).returning();
    // The customer's data-subject requests are on the audit trail (the staff console's log of the account).
    if (ctx) await audit(tx, ctx, { action: 'customer.data_export_request', target: { kind: 'customer', id: userId }, details: {} });
    return { row: row!, created: true };
  });
}

/** The customer's latest archives (newest first, the last 10). */
export async function listExports(db: Db, userId: number) {
  return db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(10);
}

/** One of the customer's archives; another customer's id is "not found", like an unknown one. */
export async function ownExport(db: Db, userId: number, id: string): Promise<DataExportRow> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw new ApiError(404, EXPORT_NOT_FOUND);
  return row;
}

/** The archive's bytes for its owner: 404 not theirs, 409 not ready, 410 expired (or no longer in storage). */
export async function openDownload(deps: ExportDeps, userId: number, id: string, now: Date, ctx?: AuditContext) {
  const row = await ownExport(deps.db, userId, id);
  const view = exportView(row, now);
  if (view.status === 'expired') throw new ApiError(410, EXPORT_EXPIRED);
  if (view.status !== 'ready' || !row.storageKey) {
    throw new ApiError(409, row.status === 'failed' ? 'This archive could not be made. Ask for a new one.' : EXPORT_NOT_READY);
  }
  const got = await deps.storage.getStream(row.storageKey);
  if (!got) throw new ApiError(410, EXPORT_EXPIRED);
  if (ctx) await audit(deps.db, ctx, { action: 'customer.data_export_download', target: { kind: 'customer', id: userId }, details: { size: got.size } });
  return { ...got, filename: `e-laundry-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

// -------------------------------------------------------------------------------------------------- the background work

/**
 * Claims the next export to build: the oldest queued one, or a running one whose claim has lapsed (its instance died
 * or restarted). One conditional update: across instances, exactly one claims a row. An export that failed
 * EXPORT_MAX_ATTEMPTS times is marked failed instead.
 */
export async function claimNextExport(db: Db, now: Date, owner: string, leaseMs = EXPORT_LEASE_MS): Promise<DataExportRow | null> {
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(or(eq(dataExports.status, 'queued'), and(eq(dataExports.status, 'running'), lt(dataExports.lockedUntil, now))))
        .orderBy(dataExports.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      if (row.attempts >= EXPORT_MAX_ATTEMPTS) {
        await tx.update(dataExports).set({ status: 'failed', lockedBy: null, lockedUntil: null, error: row.error ?? 'gave up after repeated failures' }).where(eq(dataExports.id, row.id));
        return 'skip' as const;
      }
      const [taken] = await tx
        .update(dataExports)
        .set({ status: 'running', lockedBy: owner, lockedUntil: new Date(now.getTime() + leaseMs), attempts: row.attempts + 1, startedAt: row.startedAt ?? now, progress: 0 })
        .where(eq(dataExports.id, row.id))
        .returning();
      return taken ?? null;
    });
    if (claimed !== 'skip') return claimed;
  }
}

export interface RunOptions {
  owner: string;
  publicUrl: string;
  now: () => Date;
  leaseMs?: number;
  /** True when the instance is closing: the build stops and its claim lapses (another instance takes it over). */
  closing?: () => boolean;
  pageSize?: number;
}

/**
 * Builds a claimed export: progress recorded (and the claim extended) at most once a second, the archive stored,
 * the row marked ready for 24 hours with its mail queued in the same transaction. A lost claim stops the build
 * (and deletes what it stored); a failure puts the row back in the queue for another attempt.
 */
export async function runExport(deps: ExportDeps, row: DataExportRow, opts: RunOptions): Promise<'ready' | 'aborted' | 'failed'> {
  const { db } = deps;
  const leaseMs = opts.leaseMs ?? EXPORT_LEASE_MS;
  const mine = and(eq(dataExports.id, row.id), eq(dataExports.lockedBy, opts.owner), eq(dataExports.status, 'running'));
  let last = 0;
  const progress = async (done: number, total: number) => {
    if (opts.closing?.()) throw new ExportAborted('closing');
    const t = Date.now();
    if (t - last < 1000 && done < total) return;
    last = t;
    const now = opts.now();
    const updated = await db
      .update(dataExports)
      .set({ progress: Math.min(99, Math.floor((done / Math.max(1, total)) * 100)), lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(mine)
      .returning({ id: dataExports.id });
    if (!updated.length) throw new ExportAborted('claim lost');
  };
  let built: { key: string; size: number } | undefined;
  try {
    built = await buildArchive(deps, row.userId, opts.now(), progress, opts.pageSize);
    const now = opts.now();
    const expiresAt = new Date(now.getTime() + EXPORT_VALID_HOURS * HOUR);
    const ok = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(dataExports)
        .set({ status: 'ready', progress: 100, storageKey: built!.key, size: built!.size, readyAt: now, expiresAt, lockedBy: null, lockedUntil: null, error: null })
        .where(mine)
        .returning();
      if (!done) return false;
      const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, row.userId));
      if (user) {
        await enqueueMail(tx, { to: user.email, ...dataExportReadyMail({ publicUrl: opts.publicUrl, firstname: user.firstname, expiresAt }) }, { key: `data-export-ready:${row.id}`, discardAfter: expiresAt });
      }
      return true;
    });
    if (!ok) {
      await deps.storage.delete(built.key);
      return 'aborted';
    }
    return 'ready';
  } catch (err) {
    if (built) await deps.storage.delete(built.key).catch(() => {});
    if (err instanceof ExportAborted) return 'aborted';
    const message = String((err as Error).message ?? err).slice(0, 500);
    await db
      .update(dataExports)
      .set(row.attempts + 1 >= EXPORT_MAX_ATTEMPTS ? { status: 'failed', error: message, lockedBy: null, lockedUntil: null } : { status: 'queued', error: message, lockedBy: null, lockedUntil: null })
      .where(mine)
      .catch(() => {});
    return 'failed';
  }
}

/**
 * The expiry job: archives past their 24 hours are deleted from storage and their rows marked expired. Returns how
 * many archives were deleted.
 */
export async function expireExports(deps: ExportDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), or(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)), eq(dataExports.status, 'expired'))));
  for (const row of due) {
    await deps.storage.delete(row.key!);
    await deps.db.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, row.id));
  }
  return due.length;
}
