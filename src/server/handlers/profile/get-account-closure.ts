import { ok } from '#server/envelope.js';
import { closurePreview } from '#server/lib/privacy/account-closure.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** What closing the account would do now: the balance, its way back, what is erased, kept and ended (ADR 054). */
export const getAccountClosure = defineHandler('getAccountClosure', async (request) => {
  const { user } = customerOf(request);
  return ok('What closing your account does.', await closurePreview(request.server.ctx.database.db, user.id));
});
