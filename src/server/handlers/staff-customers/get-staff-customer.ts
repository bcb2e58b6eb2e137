import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { customerPage } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's page: profile, balance, card, counts; the open is audited (customer.view, ADR 044). */
export const getStaffCustomer = defineHandler('getStaffCustomer', async (request) => {
  const staff = staffOf(request);
  const { database, now } = request.server.ctx;
  return ok('Customer retrieved successfully.', await customerPage(database.db, staffContext(staff, request), request.params.id, now()));
});
