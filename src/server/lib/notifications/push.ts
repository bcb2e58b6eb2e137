import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db, Executor } from '#server/db/client.js';
import { pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import { backoffMs, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from '#server/lib/platform/outbox.js';

/**
 * Web push (docs/decisions/059-customer-alerts-and-web-push.md): the push outbox — a sibling of the mail outbox
 * (lib/platform/outbox.ts) with the same once-only claiming —, VAPID keys, and the send itself (RFC 8291 aes128gcm encryption
 * and the VAPID JWT by the `web-push` package; the HTTP request by fetch, so a push service stand-in on plain HTTP works
 * in tests). A subscription the push service calls gone (404, 410) is deleted with its queued rows.
 */

/** Exactly what the service worker (src/web/sw.ts) shows: a notification with this title and body, opening `url`. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (`/my/user/dashboard`), never an absolute address elsewhere. */
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The file local mode keeps its generated VAPID key pair in (mode 0600). Never served, never exported. */
export const VAPID_FILE = 'vapid-keys.json';

/**
 * The configured VAPID keys, or in local mode the pair kept under DATA_DIR (generated on first start), or null
 * (production without keys: web push is off).
 */
export function vapidKeys(config: { vapid: { publicKey: string; privateKey: string } | undefined; production: boolean; dataDir: string }): { publicKey: string; privateKey: string } | null {
  if (config.vapid) return config.vapid;
  if (config.production) return null;
  const file = path.join(config.dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it first: its pair is the one.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return vapidKeys(config);
    throw err;
  }
  chmodSync(file, 0o600);
  return pair;
}

/**
 * Whether the server may send to this endpoint (config PUSH_ENDPOINT_ALLOW): https on a listed push service's host
 * (an entry starting with a dot is a suffix), or an exactly listed origin. Anything else is refused at subscription.
 */
export function endpointAllowed(endpoint: string, allow: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allow.some((entry) => {
    if (entry.includes('://')) return url.origin === entry.replace(/\/+$/, '');
    if (url.protocol !== 'https:') return false;
    return entry.startsWith('.') ? url.hostname.endsWith(entry) && url.hostname.length > entry.length : url.hostname === entry;
  });
}

/** Queues one push to one device in the caller's transaction; a second call with the same key queues nothing. */
export async function enqueuePush(db: Executor, subscriptionId: number, payload: PushPayload, key: string, discardAfter?: Date): Promise<void> {
  await db
    .insert(pushOutbox)
    .values({ key, subscriptionId, payload, discardAfter: discardAfter ?? null })
    .onConflictDoNothing();
}

/** The push service's verdict on one send. */
export type PushResult = 'sent' | 'gone';

/** Sends one encrypted push (aes128gcm, VAPID) and answers 'gone' on 404/410; any other failure throws (retried). */
export async function sendWebPush(target: PushTarget, payload: PushPayload, vapid: Vapid, opts: { ttlSeconds?: number; timeoutMs?: number } = {}): Promise<PushResult> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: opts.ttlSeconds ?? 24 * 3600,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  });
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? Uint8Array.from(details.body as Buffer) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
  });
  await res.arrayBuffer().catch(() => undefined);
  if (res.status === 404 || res.status === 410) return 'gone';
  if (res.status < 200 || res.status >= 300) throw new Error(`push service answered ${res.status}`);
  return 'sent';
}

/**
 * Delivers due push rows: claimed exactly like mail rows (lib/platform/outbox.ts deliverDue: FOR UPDATE SKIP LOCKED, the due
 * time pushed a lease ahead in the claiming transaction), sent outside any transaction, then marked sent, retried with
 * back-off, or — when the push service says the subscription is gone — the subscription is deleted (its rows go with
 * it). Returns how many were sent.
 */
export async function deliverDuePush(
  db: Db,
  send: (target: PushTarget, payload: PushPayload) => Promise<PushResult>,
  now: Date,
  limit = 20,
  { leaseMs = OUTBOX_LEASE_MS }: { leaseMs?: number } = {},
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    await tx.delete(pushOutbox).where(and(isNull(pushOutbox.sentAt), lt(pushOutbox.discardAfter, now)));
    const rows = await tx
      .select({ id: pushOutbox.id, payload: pushOutbox.payload, attempts: pushOutbox.attempts, subscriptionId: pushOutbox.subscriptionId })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), lte(pushOutbox.nextAttemptAt, now), sql`${pushOutbox.attempts} < ${OUTBOX_MAX_ATTEMPTS}`))
      .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(
          pushOutbox.id,
          rows.map((r) => r.id),
        ));
    }
    return rows;
  });
  if (!claimed.length) return 0;
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((r) => r.subscriptionId))]));
  const byId = new Map(subs.map((s) => [s.id, s]));
  let sent = 0;
  for (const row of claimed) {
    const sub = byId.get(row.subscriptionId);
    if (!sub) continue; // deleted meanwhile: its rows went with it
    let result: PushResult;
    try {
      result = await send({ endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth }, row.payload);
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .update(pushOutbox)
        .set({ attempts, lastError: String((err as Error).message).slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
        .where(eq(pushOutbox.id, row.id))
        .catch(() => undefined); // the lease brings it back
      continue;
    }
    if (result === 'gone') {
      // The browser unsubscribed or the push service expired it: the device is forgotten, with what was queued for it.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      byId.delete(sub.id);
      continue;
    }
    sent++;
    const at = new Date();
    await db.update(pushOutbox).set({ sentAt: at, lastError: null }).where(eq(pushOutbox.id, row.id));
    await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, sub.id));
  }
  return sent;
}
