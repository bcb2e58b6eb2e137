import type { Db } from '../db/client.js';
import { fieldError } from '../envelope.js';
import { assertUnderFailureLimit, recordFailure } from './failure-limit.js';
import { stepOf } from './totp.js';
import { CODE_INVALID } from '../../shared/messages.js';

/** Wording shared by the two-factor operations and the second step of sign-in (a wrong code: CODE_INVALID). */
export const REUSED_TOTP = 'This code has already been used. Please wait for the next code from your authenticator app.';

/**
 * The time step of a current authenticator code (±1 step), or a 422 on `code`. Wrong codes count towards the
 * account's hourly failure limit, which is checked first.
 */
export async function currentStep(db: Db, userId: number, secret: string, code: string, now: Date): Promise<number> {
  await assertUnderFailureLimit(db, userId, now);
  const step = stepOf(secret, code, now);
  if (step === null) {
    await recordFailure(db, userId, 'totp', now);
    throw fieldError('code', CODE_INVALID);
  }
  return step;
}

/** A valid code whose time step was already used (or lost to a concurrent request): counted and refused. */
export async function refuseReusedCode(db: Db, userId: number, now: Date): Promise<never> {
  await recordFailure(db, userId, 'totp', now);
  throw fieldError('code', REUSED_TOTP);
}
