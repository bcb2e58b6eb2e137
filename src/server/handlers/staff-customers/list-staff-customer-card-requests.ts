import { staffOf } from '#server/lib/identity/principal.js';
import { CUSTOMERS_PER_PAGE, customerCardRequests } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** A customer's card requests, newest first; a scoped member sees only their centres'. */
export const listStaffCustomerCardRequests = defineHandler('listStaffCustomerCardRequests', async (request) => {
  const staff = staffOf(request);
  const page = request.query.page ?? 1;
  const { total, data } = await customerCardRequests(request.server.payments, staff.scope, request.params.id, page);
  return { code: 200 as const, message: 'Card requests retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
