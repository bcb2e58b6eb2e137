import { bind } from './define.js';
import { getHealth } from './system/get-health.js';

/**
 * The built operations. Every other operationId of the contract answers 501 in the envelope
 * (see plugins/openapi.ts), so the API never pretends to do what it does not.
 */
export const builtHandlers = bind(getHealth);
