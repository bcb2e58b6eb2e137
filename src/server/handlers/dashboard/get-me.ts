import { ok } from '../../envelope.js';
import { userView } from '../../lib/accounts.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';

export const getMe = defineHandler('getMe', async (request) => {
  const { user } = principalOf(request);
  return ok('Profile retrieved successfully.', userView(user, request.server.ctx.config.publicUrl));
});
