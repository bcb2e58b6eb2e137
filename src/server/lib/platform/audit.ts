import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '#server/db/client.js';
import { auditEvents, type ActorKind } from '#server/db/schema.js';

/**
 * The audit trail (docs/decisions/033-one-audit-trail.md). A library mutation done on someone's behalf takes an
 * `AuditContext` argument and records what it did with `audit(executor, ctx, event)` on the executor of the change,
 * so the event exists exactly when the change does (a rollback takes both). audit_events is append-only.
 */

export interface Actor {
  kind: ActorKind;
  /** Id in the actor's own table (customer, staff user, hub); none for a CLI operator. */
  id?: string | number | null;
  /** Readable name: the operator's --as, a staff username, "customer 42". */
  label: string;
}

/** Who acts, and the request (or command run) the change belongs to. */
export interface AuditContext {
  actor: Actor;
  requestId?: string | null;
}

/** A JSON value of details: ids, numbers, states — never e-mail addresses, phone numbers or free text of customers. */
export type AuditDetail = string | number | boolean | null | AuditDetail[] | { [key: string]: AuditDetail };

export interface AuditEvent {
  /** `<target kind>.<verb>`, lower snake case, e.g. card_request.advance (a CHECK constraint enforces the shape). */
  action: string;
  target?: { kind: string; id: string | number } | null;
  details?: Record<string, AuditDetail>;
}

/** Records one event on `executor` — the transaction of the change it describes. */
export async function audit(executor: Executor, ctx: AuditContext, event: AuditEvent): Promise<void> {
  await executor.insert(auditEvents).values({
    actorKind: ctx.actor.kind,
    actorId: ctx.actor.id === undefined || ctx.actor.id === null ? null : String(ctx.actor.id),
    actorLabel: ctx.actor.label,
    action: event.action,
    targetKind: event.target?.kind ?? null,
    targetId: event.target ? String(event.target.id) : null,
    requestId: ctx.requestId ?? null,
    details: event.details ?? {},
  });
}

/** The context of a customer acting through the API (request.id correlates it with the request's log lines). */
export const customerContext = (userId: number, requestId: string): AuditContext => ({
  actor: { kind: 'customer', id: userId, label: `customer ${userId}` },
  requestId,
});

/**
 * Runs `fn` in one transaction: the caller's when `executor` is one already (no savepoint, no nested transaction),
 * else a new one.
 */
export async function inTransaction<T>(executor: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (executor instanceof PgTransaction) return fn(executor as Tx);
  return executor.transaction(fn);
}

/** A staff member as an actor: their id in staff_members and their name (the id when they have none yet). */
export const staffActor = (member: { id: number; name: string }): Actor => ({ kind: 'staff', id: member.id, label: member.name || `staff ${member.id}` });

/** The context of a staff member acting through the API (docs/decisions/041-staff-accounts.md). */
export const staffContext = (staff: { staffId: number; name: string }, request: { id: string }): AuditContext => ({
  actor: staffActor({ id: staff.staffId, name: staff.name }),
  requestId: request.id,
});

/** The context of the system itself: a job, a seeding script, a test's set-up. */
export const systemContext = (label: string, requestId: string | null = null): AuditContext => ({ actor: { kind: 'system', label }, requestId });
