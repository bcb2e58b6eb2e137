import { fieldError, ok } from '#server/envelope.js';
import { koboOf } from '#server/lib/platform/money.js';
import { notificationSettings, UNKNOWN_HUBS, updateNotificationSettings as update } from '#server/lib/notifications/notifications.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Saves the customer's alert choices (only what is given) and answers them. */
export const updateNotificationSettings = defineHandler('updateNotificationSettings', async (request) => {
  const { user } = customerOf(request);
  const { database, now } = request.server.ctx;
  const { events, low_balance_threshold, followed_hub_ids } = request.body;
  const saved = await update(
    database.db,
    user.id,
    {
      events,
      lowBalanceKobo: low_balance_threshold === undefined ? undefined : low_balance_threshold === null ? null : koboOf(low_balance_threshold),
      followedHubIds: followed_hub_ids,
    },
    now(),
  );
  if (saved === 'unknown_hubs') throw fieldError('followed_hub_ids', UNKNOWN_HUBS);
  return ok('Notification settings saved.', await notificationSettings(database.db, user.id));
});
