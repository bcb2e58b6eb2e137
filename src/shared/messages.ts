/**
 * User-facing wording used on both sides (server answers and SPA notices). One home per sentence, so that a
 * message a test or the product spec names is written once.
 */

/** Any answer with code 500, and any failure without a usable message. */
export const GENERIC_ERROR = 'Something went wrong, Please try again!';

/** The server cannot reach its database for a moment (a restart, a failover): answered 503 with Retry-After. */
export const SERVICE_UNAVAILABLE = 'e-laundry is briefly unavailable. Please try again in a few seconds.';

/** The browser could not reach the API at all (offline, DNS, connection refused). */
export const NETWORK_ERROR = 'We could not reach e-laundry. Please check your internet connection and try again.';

/** A wrong or expired six-digit code: an authenticator (TOTP) code or a password-reset code. */
export const CODE_INVALID = 'The code is invalid or has expired.';

/** A wrong or expired sign-up OTP. */
export const OTP_INVALID = 'The OTP is invalid or has expired.';
