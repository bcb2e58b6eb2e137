import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { customerTold } from '#server/lib/notifications/notifications.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { deskAnswer } from '#server/lib/console/support-desk.js';
import { acceptFiles, findTicket, supportReply, TICKET_NOT_FOUND } from '#server/lib/support/tickets.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Support's reply from the desk: lib/support/tickets.ts supportReply, the call of `npm run ops -- ticket:reply` — shown to the
 * customer as support's (SUPPORT_NAME), the e-mail queued and the audit event written in the reply's transaction,
 * the staff member as actor and as the message's operator. Files pass the customer side's checks (acceptFiles). The
 * answer says how the customer hears of it, as their alert choices decided (lib/notifications/notifications.ts customerTold).
 */
export const replyStaffTicket = defineHandler('replyStaffTicket', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const ticket = await findTicket(database.db, request.params.ticket);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  const files = acceptFiles(
    request.uploads.filter((u) => u.field === 'file[]'),
    'file[]',
  );
  const { ticket: updated, alerted } = await supportReply(
    database.db,
    request.server.storage,
    { ticket, text: request.body.message ?? '', files, supportName: config.supportName, publicUrl: config.publicUrl, now: now() },
    staffContext(staff, request),
  );
  request.server.mail.wake();
  return ok(alerted ? `Reply sent; ${customerTold(alerted, 'support_reply')}.` : 'Reply sent.', await deskAnswer(database.db, updated));
});
