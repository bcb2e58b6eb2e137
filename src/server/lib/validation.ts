import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '#server/envelope.js';
import { matchFailures, messageFor, type MessageSchema } from '#shared/contract-messages.js';

/**
 * Turns ajv errors into the envelope's field map with the contract's own wording (`x-messages`, `x-match`, and the
 * fallbacks: src/shared/contract-messages.ts, shared with the SPA's forms).
 * Fastify's ajv runs with `verbose: true` so each error carries its parentSchema.
 */
/** A JSON pointer (ajv's instancePath) as a dotted field path: `/data/user/email` → `data.user.email`. */
export const pathToField = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

export function fieldErrorsFrom(errors: ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    // `if` only summarises the errors of its `then` branch, which are reported themselves.
    if (e.keyword === 'if') continue;
    let field: string;
    let schema: MessageSchema | undefined;
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      field = [pathToField(e.instancePath), missing].filter(Boolean).join('.');
      schema = (e.parentSchema as MessageSchema | undefined)?.properties?.[missing];
    } else {
      field = pathToField(e.instancePath) || 'body';
      schema = e.parentSchema as MessageSchema | undefined;
    }
    const message = messageFor(e.keyword, field, schema, e.params as Record<string, unknown>);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** The `x-match` extension: a property that must equal another (password confirmation). */
export function matchErrors(schema: MessageSchema | undefined, body: unknown): FieldErrors {
  return matchFailures(schema, body);
}
