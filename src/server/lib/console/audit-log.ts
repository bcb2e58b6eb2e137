import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { components, operations } from '#generated/api';
import type { Db } from '#server/db/client.js';
import { auditEvents } from '#server/db/schema.js';
import { fieldError } from '#server/envelope.js';
import { csvStream } from '#server/lib/platform/csv.js';

/**
 * Reading the audit trail (docs/decisions/043-support-desk-and-audit-log.md): a filtered page newest first, and the
 * CSV export read in batches by id (keyset) so that a long trail streams without being held in memory. Details are
 * shown as written: ids, states, reasons (lib/platform/audit.ts keeps contact data out of them).
 */

export const AUDIT_PER_PAGE = 50;
export const AUDIT_CSV_BATCH = 500;
export const REVERSED_RANGE = 'The end of the range must not be before its start.';

export type AuditFilter = Omit<NonNullable<operations['listAuditEvents']['parameters']['query']>, 'page'>;
type AuditEventView = components['schemas']['AuditEventView'];

export const NOT_A_TIME = 'Enter a valid date and time.';

/** A date-time of the query as a Date; one that passes the format but names no instant (23:59:60) is a 422. */
function instant(field: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw fieldError(field, NOT_A_TIME);
  return at;
}

function conditionOf(filter: AuditFilter): SQL | undefined {
  const from = instant('from', filter.from);
  const to = instant('to', filter.to);
  if (from && to && to.getTime() < from.getTime()) throw fieldError('to', REVERSED_RANGE);
  const where: SQL[] = [];
  if (filter.actor_kind) where.push(eq(auditEvents.actorKind, filter.actor_kind));
  if (filter.actor_id) where.push(eq(auditEvents.actorId, filter.actor_id));
  // `ticket.` is every action on tickets; `_` (allowed in names) is escaped, so the prefix is literal.
  if (filter.action) where.push(filter.action.endsWith('.') ? like(auditEvents.action, `${filter.action.replace(/_/g, '\\_')}%`) : eq(auditEvents.action, filter.action));
  if (filter.target_kind) where.push(eq(auditEvents.targetKind, filter.target_kind));
  if (filter.target_id) where.push(eq(auditEvents.targetId, filter.target_id));
  if (from) where.push(gte(auditEvents.at, from));
  if (to) where.push(lt(auditEvents.at, to));
  return where.length ? and(...where) : undefined;
}

const viewOf = (e: typeof auditEvents.$inferSelect): AuditEventView => ({
  id: e.id,
  at: e.at.toISOString(),
  actor_kind: e.actorKind,
  actor_id: e.actorId,
  actor_label: e.actorLabel,
  action: e.action,
  target_kind: e.targetKind,
  target_id: e.targetId,
  request_id: e.requestId,
  details: e.details,
});

/** A page of events, newest first. */
export async function auditPage(db: Db, filter: AuditFilter, page: number) {
  const condition = conditionOf(filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(condition);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(condition)
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_PER_PAGE)
    .offset((page - 1) * AUDIT_PER_PAGE);
  return { total: Number(total), data: rows.map(viewOf) };
}

export const AUDIT_CSV_HEAD = ['id', 'at', 'actor_kind', 'actor_id', 'actor', 'action', 'target_kind', 'target_id', 'request_id', 'details'];

/**
 * The matching events as CSV lines, newest first, read AUDIT_CSV_BATCH at a time (id below the last one seen).
 * The filter is checked before the first line (a reversed range throws before anything is sent).
 */
export function auditCsv(db: Db, filter: AuditFilter): AsyncGenerator<string> {
  const condition = conditionOf(filter);
  return csvStream(
    AUDIT_CSV_HEAD,
    (async function* batches() {
      let below: number | null = null;
      for (;;) {
        const rows = await db
          .select()
          .from(auditEvents)
          .where(below === null ? condition : and(condition, lt(auditEvents.id, below)))
          .orderBy(desc(auditEvents.id))
          .limit(AUDIT_CSV_BATCH);
        if (!rows.length) return;
        yield rows.map((e) => [e.id, e.at.toISOString(), e.actorKind, e.actorId, e.actorLabel, e.action, e.targetKind, e.targetId, e.requestId, JSON.stringify(e.details)]);
        if (rows.length < AUDIT_CSV_BATCH) return;
        below = rows.at(-1)!.id;
      }
    })(),
    '\n',
  );
}
