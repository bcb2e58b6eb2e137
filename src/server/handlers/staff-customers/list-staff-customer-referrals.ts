import { CUSTOMERS_PER_PAGE, customerReferrals } from '#server/lib/console/staff-customers.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customers this customer referred, newest first. */
export const listStaffCustomerReferrals = defineHandler('listStaffCustomerReferrals', async (request) => {
  const page = request.query.page ?? 1;
  const { total, data } = await customerReferrals(request.server.ctx.database.db, request.params.id, page);
  return { code: 200 as const, message: 'Referrals retrieved successfully.', data, total, page, per_page: CUSTOMERS_PER_PAGE as 15 };
});
