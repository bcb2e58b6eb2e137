import { ok } from '#server/envelope.js';
import { closeAccount, closedView, pseudonymLabel } from '#server/lib/privacy/account-closure.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin closes a customer's account on their written request, with the reason (audited: customer.account_closed). */
export const closeStaffCustomer = defineHandler('closeStaffCustomer', async (request) => {
  const staff = staffOf(request);
  const { database, now, config } = request.server.ctx;
  const body = request.body;
  const result = await closeAccount(
    database.db,
    staffContext(staff, request),
    {
      userId: request.params.id,
      balance: body.balance ?? null,
      bankAccount: body.bank_account ? { accountNumber: body.bank_account.account_number, bankCode: body.bank_account.bank_code } : null,
      by: { kind: 'staff', reason: body.reason.trim() },
    },
    { publicUrl: config.publicUrl, storage: request.server.storage },
    now(),
  );
  request.server.mail.wake();
  return ok('The account is closed; the customer was e-mailed.', { id: request.params.id, name: pseudonymLabel(result.pseudonym), ...closedView(result) });
});
