import { fieldError, ok } from '#server/envelope.js';
import { replaceAvatar } from '#server/lib/identity/avatars.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const CHOOSE = 'Please choose an image to upload';

/** Re-encodes the uploaded PNG/JPEG into the 256 × 256 WebP avatar and answers its URL. */
export const uploadAvatar = defineHandler('uploadAvatar', async (request) => {
  const { user } = customerOf(request);
  const file = request.uploads.find((u) => u.field === 'avatar');
  if (!file) throw fieldError('avatar', CHOOSE);
  const image = await replaceAvatar(request.server.ctx.database.db, request.server.storage, user.id, file.data, request.server.ctx.now());
  request.log.info({ event: 'avatar_replaced', user_id: user.id }, 'avatar replaced');
  return ok('Profile picture updated successfully.', { image });
});
