import { ok } from '#server/envelope.js';
import { notificationSettings } from '#server/lib/notifications/notifications.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customer's alert choices: events × channels, threshold, followed hubs, devices (lib/notifications/notifications.ts). */
export const getNotificationSettings = defineHandler('getNotificationSettings', async (request) => {
  const { user } = customerOf(request);
  return ok('Notification settings retrieved successfully.', await notificationSettings(request.server.ctx.database.db, user.id));
});
