import { ApiError, ok } from '#server/envelope.js';
import { INVITE_INVALID, inviteView, openInvite } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** What a set-up link invites to, and the authenticator secret to scan (reading uses nothing up). */
export const openStaffInvite = defineHandler(
  'openStaffInvite',
  async (request) => {
    const { database, now } = request.server.ctx;
    const found = await openInvite(database.db, request.body.token, now());
    if (!found) throw new ApiError(404, INVITE_INVALID);
    return ok('Choose your name and password, then add this key to your authenticator app.', inviteView(found));
  },
  { rateLimit: 'auth' },
);
