import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '#server/db/schema.js';
import { created, fieldError } from '#server/envelope.js';
import { addPushSubscription, ENDPOINT_REFUSED } from '#server/lib/notifications/notifications.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { endpointAllowed } from '#server/lib/notifications/push.js';
import { defineHandler } from '#server/handlers/define.js';

export const KEYS_INVALID = 'This browser\u2019s push keys are not valid.';

/**
 * Stores this browser's push subscription. The endpoint must be a push service the server sends to
 * (PUSH_ENDPOINT_ALLOW): the server POSTs to it, so it never takes an address a client names elsewhere.
 */
export const addPushDevice = defineHandler('addPushDevice', async (request) => {
  const { user } = customerOf(request);
  const { database, config } = request.server.ctx;
  const { endpoint, keys, label } = request.body;
  if (!endpointAllowed(endpoint, config.pushEndpointAllow)) throw fieldError('endpoint', ENDPOINT_REFUSED);
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte auth secret, as browsers make them.
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) throw fieldError('keys.p256dh', KEYS_INVALID);
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw fieldError('keys.auth', KEYS_INVALID);
  const id = await addPushSubscription(database.db, user.id, {
    endpoint,
    p256dh: keys.p256dh.replace(/=+$/, ''),
    auth: keys.auth.replace(/=+$/, ''),
    label: (label ?? '').replace(/[\r\n\t]+/g, ' ').trim().slice(0, 80),
  });
  const [row] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return created('Push notifications are on for this device.', {
    id,
    label: row!.label,
    created_at: row!.createdAt.toISOString(),
    last_sent_at: row!.lastSentAt?.toISOString() ?? null,
  });
});
