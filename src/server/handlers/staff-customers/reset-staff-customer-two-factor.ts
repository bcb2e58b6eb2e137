import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { resetCustomerTwoFactor } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** Turns the customer's two-factor off, ends their sessions, e-mails them (audited: customer.two_factor_reset). */
export const resetStaffCustomerTwoFactor = defineHandler('resetStaffCustomerTwoFactor', async (request) => {
  const staff = staffOf(request);
  const { database, now, config } = request.server.ctx;
  const answer = await resetCustomerTwoFactor(database.db, staffContext(staff, request), request.params.id, request.body.reason, { now: now(), publicUrl: config.publicUrl });
  return ok('Two-factor authentication is off for this customer; they were e-mailed.', answer);
});
