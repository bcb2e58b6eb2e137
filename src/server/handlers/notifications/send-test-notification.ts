import { notify } from '#server/lib/notifications/notifications.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** One test alert to every channel (an e-mail, a push per device), queued now and sent after this answer. */
export const sendTestNotification = defineHandler('sendTestNotification', async (request) => {
  const { user } = customerOf(request);
  const { database, config, now } = request.server.ctx;
  const at = now();
  const queued = await database.db.transaction((tx) =>
    notify(
      tx,
      user.id,
      {
        event: 'test',
        key: `test-alert:${user.id}:${at.getTime()}:${request.id}`,
        push: { title: 'Test notification', body: 'Alerts from e-laundry reach you here.', url: '/my/user/notifications' },
        discardAfter: new Date(at.getTime() + 3600_000),
      },
      { publicUrl: config.publicUrl },
    ),
  );
  request.server.mail.wake(); // and the push outbox with it (plugins/push.ts)
  const devices = queued.push;
  const where = [queued.mail ? 'your e-mail' : null, devices ? `${devices} device${devices === 1 ? '' : 's'}` : null].filter(Boolean).join(' and ');
  return { code: 200 as const, message: `Test notification sent to ${where || 'nowhere'}.`, data: { email: queued.mail, devices } };
});
