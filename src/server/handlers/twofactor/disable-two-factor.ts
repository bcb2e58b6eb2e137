import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { fieldError, ok } from '../../envelope.js';
import { assertUnderFailureLimit, recordFailure } from '../../lib/failure-limit.js';
import { stepIsFresh, stepOf } from '../../lib/totp.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';
import { INVALID_TOTP, REUSED_TOTP } from './messages.js';

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
    await assertUnderFailureLimit(db, user.id, now);
    const step = stepOf(user.tfaSecret, code, now);
    if (step === null) {
      await recordFailure(db, user.id, 'totp', now);
      throw fieldError('code', INVALID_TOTP);
    }
    const disabled = await db
      .update(users)
      .set({ tfaEnabled: false, tfaSecret: null, tfaLastStep: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.tfaEnabled, true), stepIsFresh(step)))
      .returning({ id: users.id });
    if (!disabled.length) {
      await recordFailure(db, user.id, 'totp', now);
      throw fieldError('code', REUSED_TOTP);
    }
    request.log.info({ event: 'two_factor_disabled', user_id: user.id }, 'two-factor authentication disabled');
    return ok('Two-factor authentication has been disabled.', null);
  },
  { rateLimit: 'auth' },
);
