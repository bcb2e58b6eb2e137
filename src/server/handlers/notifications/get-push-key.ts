import { ok } from '#server/envelope.js';
import { defineHandler } from '#server/handlers/define.js';

/** The VAPID public key browsers subscribe with (public: it is a public key); null when web push is off. */
export const getPushKey = defineHandler('getPushKey', async (request) => {
  const key = request.server.push.publicKey;
  return key
    ? ok('Web push key retrieved successfully.', { enabled: true, public_key: key })
    : ok('Web push is not available on this server.', { enabled: false, public_key: null });
});
