import { defineHandler } from '#server/handlers/define.js';
import { twoFactorSwitch } from './switch-two-factor.js';

export const enableTwoFactor = defineHandler('enableTwoFactor', twoFactorSwitch(true), { rateLimit: 'auth' });
