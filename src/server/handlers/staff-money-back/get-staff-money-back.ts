import { staffOf } from '#server/lib/identity/principal.js';
import { moneyBackId, staffMoneyBack } from '#server/lib/money-back/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/** One request for money back with every step (finance, admin). */
export const getStaffMoneyBack = defineHandler('getStaffMoneyBack', async (request) => {
  const staff = staffOf(request);
  const { db } = request.server.ctx.database;
  const data = await staffMoneyBack(db, await moneyBackId(db, request.params.reference), staff.staffId);
  return { code: 200 as const, message: 'Request retrieved successfully.', data };
});
