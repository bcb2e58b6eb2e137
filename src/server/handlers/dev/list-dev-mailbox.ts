import { ok } from '#server/envelope.js';
import { mailboxOf } from '#server/plugins/dev-mailbox.js';
import { defineHandler } from '#server/handlers/define.js';

/** Local mode only: the caught e-mails, newest first (404 with a real relay). */
export const listDevMailbox = defineHandler('listDevMailbox', async (request) => {
  const mails = mailboxOf(request).list(request.query.to);
  return ok(`${mails.length} e-mail${mails.length === 1 ? '' : 's'} in the local mailbox.`, mails);
});
