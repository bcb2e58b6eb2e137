import type { operations } from '#generated/api';
import { formatMoney } from '#shared/money';

type Limits = Pick<
  operations['listStaffMoneyBacks']['responses'][200]['content']['application/json'],
  'approval_above' | 'approval_daily_per_customer' | 'approval_daily_per_member'
>;

/**
 * Four eyes (ADR 051, 069) in one sentence, shared by the Money back page, the Adjust balance dialog and the Refund
 * form: the per-request threshold and the daily totals (Lagos day) of what one customer and one member may move
 * without a second person, all from the contract's list answers.
 */
export const fourEyesRule = (limits: Limits) =>
  `Requests above ${formatMoney(limits.approval_above)} wait for a second finance or admin person, and so does any request that would take ` +
  `today's (Lagos time) adjustments and refunds done without a second person past ${formatMoney(limits.approval_daily_per_customer)} for one customer ` +
  `or ${formatMoney(limits.approval_daily_per_member)} for one staff member. Nobody approves their own.`;
