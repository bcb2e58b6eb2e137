import { defineHandler } from '#server/handlers/define.js';
import { twoFactorSwitch } from './switch-two-factor.js';

/** Needs a current code; forgets the secret, so the next set-up shows a fresh one. */
export const disableTwoFactor = defineHandler('disableTwoFactor', twoFactorSwitch(false), { rateLimit: 'auth' });
