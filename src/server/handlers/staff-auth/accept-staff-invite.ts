import { ok } from '#server/envelope.js';
import { acceptInvite, staffView } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** Activates an invited staff account: name, password and a code of the authenticator set up from the link. */
export const acceptStaffInvite = defineHandler(
  'acceptStaffInvite',
  async (request) => {
    const { token, name, password, code } = request.body;
    const { database, now } = request.server.ctx;
    const member = await acceptInvite(database.db, { token, name, password, code }, { now: now(), requestId: request.id });
    request.log.info({ event: 'staff_activated', staff_id: member.id }, 'staff account set up');
    return ok('Your staff account is ready. Sign in with your password and authenticator code.', staffView(member));
  },
  { rateLimit: 'auth' },
);
