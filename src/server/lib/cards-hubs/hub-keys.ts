import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { hubKeys, serviceCenters } from '#server/db/schema.js';
import { sha256 } from '#server/lib/identity/tokens.js';
import type { HubPrincipal } from '#server/lib/identity/principal.js';

/**
 * Hub keys (docs/decisions/020-cards-and-hubs.md): random, shown once, stored as SHA-256, revocable; issue, revoke and
 * rotate (audited), the pipeline's lookup of a key with its short cache (HUB_KEY_CACHE), and the liveness check every
 * hub operation makes in its own statement or transaction (hub-charges.ts, machines.ts, reversals.ts).
 */

const KEY_SHAPE = /^hub_[A-Za-z0-9_-]{43}$/;

/**
 * A new key: `hub_` + 256 random bits (base64url). Only its hash is kept; the prefix names it in listings. Audited
 * (hub_key.issue: id, prefix and the reason — never the key) in the same transaction. Called by `ops hub:key:issue`
 * and the console's issueStaffHubKey.
 */
export async function issueHubKey(db: Executor, hubId: number, ctx: AuditContext, reason?: string): Promise<{ key: string; prefix: string; id: number; createdAt: Date }> {
  const key = `hub_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 12);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(hubKeys).values({ serviceCenterId: hubId, prefix, keyHash: sha256(key) }).returning({ id: hubKeys.id, createdAt: hubKeys.createdAt });
    await audit(tx, ctx, { action: 'hub_key.issue', target: { kind: 'hub', id: hubId }, details: { key_id: row!.id, prefix, ...(reason ? { reason } : {}) } });
    return { key, prefix, id: row!.id, createdAt: row!.createdAt };
  });
}

/** Which keys revokeHubKeys revokes: one by prefix (the CLI) or by id (the console), else all; and why. */
export interface RevokeSelect {
  prefix?: string;
  keyId?: number;
  reason?: string;
}

/**
 * Revokes keys of a hub: the one with this prefix or id, or all of them. Returns how many were revoked; when some
 * were, audited (hub_key.revoke) in the same transaction. A revocation takes effect on the key's next request on every
 * instance: each hub operation re-checks its key in its own statement (see HUB_KEY_CACHE).
 */
export async function revokeHubKeys(db: Executor, hubId: number, now: Date, ctx: AuditContext, select: string | RevokeSelect = {}): Promise<number> {
  const { prefix, keyId, reason } = typeof select === 'string' ? { prefix: select, keyId: undefined, reason: undefined } : select;
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(hubKeys)
      .set({ revokedAt: now })
      .where(
        and(
          eq(hubKeys.serviceCenterId, hubId),
          isNull(hubKeys.revokedAt),
          prefix ? eq(hubKeys.prefix, prefix) : undefined,
          keyId !== undefined ? eq(hubKeys.id, keyId) : undefined,
        ),
      )
      .returning({ id: hubKeys.id });
    if (rows.length) {
      await audit(tx, ctx, {
        action: 'hub_key.revoke',
        target: { kind: 'hub', id: hubId },
        details: { key_ids: rows.map((r) => r.id), ...(prefix ? { prefix } : {}), ...(reason ? { reason } : {}) },
      });
    }
    return rows.length;
  });
}

/**
 * Rotation: every active key of the hub revoked and a new one issued, in ONE transaction (the old keys stop only if
 * the new one exists; two audit events, one request id). No grace period. `ops hub:key:rotate` and rotateStaffHubKey.
 */
export async function rotateHubKeys(db: Executor, hubId: number, now: Date, ctx: AuditContext, reason?: string) {
  return inTransaction(db, async (tx) => {
    const revoked = await revokeHubKeys(tx, hubId, now, ctx, { reason });
    const issued = await issueHubKey(tx, hubId, ctx, reason);
    return { revoked, ...issued };
  });
}

const keyQueries = new WeakMap<Db, ReturnType<typeof prepareKeyQuery>>();
function prepareKeyQuery(db: Db) {
  return db
    .select({ keyId: hubKeys.id, keyHash: hubKeys.keyHash, hubId: serviceCenters.id, hubName: serviceCenters.name })
    .from(hubKeys)
    .innerJoin(serviceCenters, eq(serviceCenters.id, hubKeys.serviceCenterId))
    .where(and(eq(hubKeys.keyHash, sql.placeholder('hash')), isNull(hubKeys.revokedAt)))
    .prepare('hub_for_key');
}

/**
 * Keys seen valid lately, per database: hash → principal and until when it may be reused without asking the
 * database. This only spares the pipeline's lookup (plugins/request-guard.ts, before the body); it never decides
 * alone: every hub operation checks that its key is still live in its own statement (chargeCard's statement,
 * reportMachines' transaction), so a revocation — by an operator command on any instance — takes effect on the next
 * request. A key found revoked there is forgotten at once. Unknown keys are never remembered.
 */
export const HUB_KEY_CACHE = { ttlMs: 60_000, max: 10_000 };
const keyCaches = new WeakMap<Db, Map<string, { principal: HubPrincipal; until: number }>>();

/** The hub of a key, or null (unknown, malformed or revoked). See HUB_KEY_CACHE: the caller re-checks liveness. */
export async function hubForKey(db: Db, key: string): Promise<HubPrincipal | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const hash = sha256(key);
  let cache = keyCaches.get(db);
  if (!cache) keyCaches.set(db, (cache = new Map()));
  const seen = cache.get(hash);
  if (seen && seen.until > Date.now()) return seen.principal;
  let q = keyQueries.get(db);
  if (!q) keyQueries.set(db, (q = prepareKeyQuery(db)));
  const [row] = await q.execute({ hash });
  // The lookup is by the hash (a leak of timing says nothing about the key); compare again in constant time.
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) {
    cache.delete(hash);
    return null;
  }
  const principal = { keyId: row.keyId, hubId: row.hubId, hubName: row.hubName };
  cache.delete(hash);
  if (cache.size >= HUB_KEY_CACHE.max) cache.delete(cache.keys().next().value!);
  cache.set(hash, { principal, until: Date.now() + HUB_KEY_CACHE.ttlMs });
  return principal;
}

/** Forgets a key found revoked by an operation's own check (the next request with it is refused before its body). */
export function forgetHubKey(db: Db, keyId: number) {
  const cache = keyCaches.get(db);
  if (cache) for (const [hash, seen] of cache) if (seen.principal.keyId === keyId) cache.delete(hash);
}


/**
 * For a hub operation outside this module (lib/cards-hubs/reversals.ts reportFailedCycle): the key still live, checked in the
 * database by its own statement (see HUB_KEY_CACHE); a key found revoked is forgotten at once.
 */
export async function hubKeyStillLive(db: Db, hub: HubPrincipal): Promise<boolean> {
  if (await keyLive(db, hub)) return true;
  forgetHubKey(db, hub.keyId);
  return false;
}

/** A key still live (not revoked) in `db` — inside a transaction, as of that transaction's statement. */
export async function keyLive(db: Executor, hub: HubPrincipal): Promise<boolean> {
  const rows = await db
    .select({ id: hubKeys.id })
    .from(hubKeys)
    .where(and(eq(hubKeys.id, hub.keyId), eq(hubKeys.serviceCenterId, hub.hubId), isNull(hubKeys.revokedAt)));
  return rows.length === 1;
}
