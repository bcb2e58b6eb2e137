import { ApiError } from '#server/envelope.js';
import { removePushSubscription } from '#server/lib/notifications/notifications.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const DEVICE_NOT_FOUND = 'No such device with push notifications on.';

/** Forgets one of the account's devices; another account's device is not found. */
export const removePushDevice = defineHandler('removePushDevice', async (request) => {
  const { user } = customerOf(request);
  if (!(await removePushSubscription(request.server.ctx.database.db, user.id, { id: request.params.id }))) throw new ApiError(404, DEVICE_NOT_FOUND);
  return { code: 200 as const, message: 'Push notifications are off for that device.' };
});
