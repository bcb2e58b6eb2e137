import { ApiError, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { setMachinePrice } from '#server/lib/cards-hubs/hub-directory.js';
import { koboOf } from '#server/lib/platform/money.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, MACHINE_NOT_FOUND, staffMachineView } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin changes a machine's price and/or limit: lib/cards-hubs/hub-directory.ts setMachinePrice, the call of `ops machine:price`. */
export const updateStaffMachine = defineHandler('updateStaffMachine', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const hub = await hubOr404(database.db, staff.scope, request.params.hub);
  const { price, max_charge, reason } = request.body;
  if (price === undefined && max_charge === undefined) throw new ApiError(422, 'Give a price or a limit.', { price: ['Give a price or a limit.'] });
  const m = await setMachinePrice(
    database.db,
    hub.id,
    request.params.code.toUpperCase(),
    { price: price === undefined ? undefined : koboOf(price), maxCharge: max_charge === undefined ? undefined : max_charge === null ? null : koboOf(max_charge), reason: reason?.trim() || undefined },
    staffContext(staff, request),
  );
  if (!m) throw new ApiError(404, MACHINE_NOT_FOUND);
  return ok('Machine updated.', staffMachineView(m, now(), config.hubStaleMinutes));
});
