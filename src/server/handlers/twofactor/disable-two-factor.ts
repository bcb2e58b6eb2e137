import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { fieldError, ok } from '../../envelope.js';
import { stepIsFresh } from '../../lib/totp.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';
import { currentStep, refuseReusedCode } from '../../lib/authenticator-code.js';

/** Needs a current code; forgets the secret, so the next set-up shows a fresh one. */
export const disableTwoFactor = defineHandler(
  'disableTwoFactor',
  async (request) => {
    const { code } = request.body;
    const { user } = principalOf(request);
    const { database, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    if (!user.tfaEnabled || !user.tfaSecret) throw fieldError('code', 'Two-factor authentication is not enabled.');
    const step = await currentStep(db, user.id, user.tfaSecret, code, now);
    const disabled = await db
      .update(users)
      .set({ tfaEnabled: false, tfaSecret: null, tfaLastStep: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, true), stepIsFresh(step)))
      .returning({ id: users.id });
    if (!disabled.length) await refuseReusedCode(db, user.id, now);
    request.log.info({ event: 'two_factor_disabled', user_id: user.id }, 'two-factor authentication disabled');
    return ok('Two-factor authentication has been disabled.', null);
  },
  { rateLimit: 'auth' },
);
