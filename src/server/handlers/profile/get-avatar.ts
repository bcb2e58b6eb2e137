import { ApiError } from '#server/envelope.js';
import { AVATAR_NOT_FOUND, avatarKey, AVATAR_NAME } from '#server/lib/identity/avatars.js';
import { contentDisposition } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/** A re-encoded avatar by its random name (public: an <img> cannot send the bearer token). */
export const getAvatar = defineHandler('getAvatar', async (request, reply) => {
  const { name } = request.params;
  const stored = AVATAR_NAME.test(name) ? await request.server.storage.get(avatarKey(name)) : null;
  if (!stored) throw new ApiError(404, AVATAR_NOT_FOUND);
  void reply
    .headers({
      'content-type': 'image/webp',
      'content-disposition': contentDisposition('inline', name),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    .send(stored.bytes);
  return reply as never;
});
