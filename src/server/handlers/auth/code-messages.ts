import { fieldError } from '#server/envelope.js';
import type { CheckResult } from '#server/lib/identity/one-time-codes.js';
import { CODE_INVALID, OTP_INVALID } from '#shared/messages.js';

/** The 422 of a one-time code that was not accepted, on the request's field (`otp` or `code`). */
export function codeRejected(field: 'otp' | 'code', result: Exclude<CheckResult, 'ok'>) {
  if (result === 'exhausted' || result === 'dead') return fieldError(field, 'This code was entered wrongly too many times. Please request a new code.');
  return fieldError(field, field === 'otp' ? OTP_INVALID : CODE_INVALID);
}
