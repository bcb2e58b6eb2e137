import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '#server/envelope.js';
import { fieldErrorsOf, matchFailures, pathToField, type MessageSchema } from '#shared/contract-messages.js';

/**
 * Turns ajv errors into the envelope's field map with the contract's own wording (`x-messages`, `x-match`, and the
 * fallbacks: src/shared/contract-messages.ts, shared with the SPA's forms).
 * Fastify's ajv runs with `verbose: true` so each error carries its parentSchema.
 */
/** A JSON pointer (ajv's instancePath) as a dotted field path: `/data/user/email` → `data.user.email`. */
export { pathToField };

/** ajv's errors as the envelope's field map, by the rules the SPA's pages use too (src/shared/contract-messages.ts). */
export const fieldErrorsFrom = (errors: ErrorObject[]): FieldErrors => fieldErrorsOf(errors);

/** The `x-match` extension: a property that must equal another (password confirmation). */
export function matchErrors(schema: MessageSchema | undefined, body: unknown): FieldErrors {
  return matchFailures(schema, body);
}
