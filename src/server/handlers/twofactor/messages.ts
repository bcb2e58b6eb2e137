/** Wording shared by the two-factor operations and the second step of sign-in. */
export const INVALID_TOTP = 'The code is invalid or has expired.';
export const REUSED_TOTP = 'This code has already been used. Please wait for the next code from your authenticator app.';
