import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '../envelope.js';

/**
 * Turns ajv errors into the envelope's field map, with the contract's own wording: a property schema's
 * `x-messages` extension gives the message per failing keyword (product-spec §5), e.g.
 *   password: { minLength: 6, x-messages: { required: "password is required", minLength: "Cannot be less than six characters" } }
 * Fastify's ajv runs with `verbose: true` so each error carries its parentSchema.
 */
type Schema = { properties?: Record<string, Schema>; 'x-messages'?: Record<string, string>; [k: string]: unknown };

/** A JSON pointer (ajv's instancePath) as a dotted field path: `/data/user/email` → `data.user.email`. */
export const pathToField = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

function fallback(keyword: string, field: string, params: Record<string, unknown>): string {
  const label = field.split('.').pop()?.replace(/_/g, ' ') ?? 'value';
  switch (keyword) {
    case 'required':
      return `The ${label} field is required.`;
    case 'format':
      return params.format === 'email' ? 'Please enter a valid email address.' : `The ${label} is not a valid ${params.format}.`;
    case 'minLength':
      return `The ${label} must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `The ${label} may not be longer than ${params.limit} characters.`;
    case 'minimum':
      return `The ${label} must be at least ${params.limit}.`;
    case 'maximum':
      return `The ${label} may not be greater than ${params.limit}.`;
    case 'enum':
      return `The ${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return `The ${label} must be ${params.type === 'integer' || params.type === 'number' ? 'a number' : `of type ${params.type}`}.`;
    case 'maxItems':
      return `At most ${params.limit} ${label} are allowed.`;
    case 'x-text':
      return `The ${label} must not contain control characters.`;
    case 'pattern':
    default:
      return `The ${label} is invalid.`;
  }
}

export function fieldErrorsFrom(errors: ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    // `if` only summarises the errors of its `then` branch, which are reported themselves.
    if (e.keyword === 'if') continue;
    let field: string;
    let messages: Record<string, string> | undefined;
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      field = [pathToField(e.instancePath), missing].filter(Boolean).join('.');
      messages = (e.parentSchema as Schema | undefined)?.properties?.[missing]?.['x-messages'];
    } else {
      field = pathToField(e.instancePath) || 'body';
      messages = (e.parentSchema as Schema | undefined)?.['x-messages'];
    }
    const message = messages?.[e.keyword] ?? fallback(e.keyword, field, e.params as Record<string, unknown>);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** The `x-match` extension: a property that must equal another (password confirmation). */
export function matchErrors(schema: Schema | undefined, body: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!schema?.properties || !body || typeof body !== 'object') return out;
  const values = body as Record<string, unknown>;
  for (const [name, prop] of Object.entries(schema.properties)) {
    const other = prop['x-match'];
    if (typeof other !== 'string' || values[name] === undefined) continue;
    if (values[name] !== values[other]) out[name] = [prop['x-messages']?.match ?? `The ${name} must match ${other}.`];
  }
  return out;
}
