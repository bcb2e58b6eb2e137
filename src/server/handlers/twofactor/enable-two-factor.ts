import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { fieldError, ok } from '../../envelope.js';
import { stepIsFresh } from '../../lib/totp.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';
import { currentStep, refuseReusedCode } from '../../lib/authenticator-code.js';

export const enableTwoFactor = defineHandler(
  'enableTwoFactor',
  async (request) => {
    const { code } = request.body;
    const { user } = principalOf(request);
    const { database, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    if (user.tfaEnabled) throw fieldError('code', 'Two-factor authentication is already enabled.');
    if (!user.tfaSecret) throw fieldError('code', 'Open the two-factor page first to get your secret key, then enter a code.');
    const step = await currentStep(db, user.id, user.tfaSecret, code, now);
    const enabled = await db
      .update(users)
      .set({ tfaEnabled: true, tfaLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, false), eq(users.tfaSecret, user.tfaSecret), stepIsFresh(step)))
      .returning({ id: users.id });
    if (!enabled.length) await refuseReusedCode(db, user.id, now);
    request.log.info({ event: 'two_factor_enabled', user_id: user.id }, 'two-factor authentication enabled');
    return ok('Two-factor authentication has been enabled.', null);
  },
  { rateLimit: 'auth' },
);
