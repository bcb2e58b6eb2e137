import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { fieldError, ok } from '../../envelope.js';
import { assertUnderFailureLimit, recordFailure } from '../../lib/failure-limit.js';
import { stepIsFresh, stepOf } from '../../lib/totp.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';
import { INVALID_TOTP, REUSED_TOTP } from './messages.js';

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
    await assertUnderFailureLimit(db, user.id, now);
    const step = stepOf(user.tfaSecret, code, now);
    if (step === null) {
      await recordFailure(db, user.id, 'totp', now);
      throw fieldError('code', INVALID_TOTP);
    }
    const enabled = await db
      .update(users)
      .set({ tfaEnabled: true, tfaLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, false), eq(users.tfaSecret, user.tfaSecret), stepIsFresh(step)))
      .returning({ id: users.id });
    if (!enabled.length) {
      await recordFailure(db, user.id, 'totp', now);
      throw fieldError('code', REUSED_TOTP);
    }
    request.log.info({ event: 'two_factor_enabled', user_id: user.id }, 'two-factor authentication enabled');
    return ok('Two-factor authentication has been enabled.', null);
  },
  { rateLimit: 'auth' },
);
