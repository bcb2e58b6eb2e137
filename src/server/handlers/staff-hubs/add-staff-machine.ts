import { ApiError, created } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { addMachine, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { koboOf } from '#server/lib/platform/money.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { hubOr404, staffMachineView } from '#server/lib/cards-hubs/staff-hubs.js';
import { defineHandler } from '#server/handlers/define.js';

/** An admin adds a machine to a hub in scope: lib/cards-hubs/hub-directory.ts addMachine, the call of `ops machine:add`. */
export const addStaffMachine = defineHandler('addStaffMachine', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const hub = await hubOr404(database.db, staff.scope, request.params.hub);
  const { code, kind, name, price, max_charge } = request.body;
  const m = await addMachine(
    database.db,
    hub.id,
    { code, kind, name, price: koboOf(price), maxCharge: max_charge == null ? null : koboOf(max_charge) },
    staffContext(staff, request),
  );
  if (m === TAKEN) throw new ApiError(409, 'This hub has a machine with this code already.');
  return created('Machine added.', staffMachineView(m, now(), config.hubStaleMinutes));
});
