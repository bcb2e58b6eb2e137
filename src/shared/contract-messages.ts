/**
 * The contract's wording rules for invalid input, implemented once for the server (src/server/lib/platform/validation.ts,
 * 422 answers) and the SPA (src/web/lib/forms/messages.ts, RJSF errors):
 * - `x-messages` on a property schema maps the JSON Schema keyword that failed (`required`, `minLength`, `format`,
 *   `match`, …) to the exact user-facing message;
 * - `x-match: <sibling>` on a property means its value must equal that sibling's value; failing reports
 *   `x-messages.match`;
 * - where the contract gives no message for a keyword, `fallbackMessage` words one from the property's `title`
 *   (or its name, underscores as spaces), e.g. "Password is required".
 */

/** The part of a JSON Schema these rules read. */
export interface MessageSchema {
  title?: string;
  properties?: Record<string, MessageSchema>;
  items?: unknown;
  'x-messages'?: Record<string, string>;
  'x-match'?: string;
  [keyword: string]: unknown;
}

/** `title`, else the last path segment with underscores as spaces ("old_password" → "old password"). */
export function labelOf(field: string, schema?: MessageSchema): string {
  if (typeof schema?.title === 'string' && schema.title.trim()) return schema.title;
  const last = field.split('.').filter(Boolean).pop();
  return last ? last.replace(/_/g, ' ') : 'value';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The wording for a failing keyword when the contract has none. `params` are ajv's (`limit`, `format`,
 * `allowedValues`, `type`).
 */
export function fallbackMessage(keyword: string, label: string, params: Record<string, unknown> = {}): string {
  const Label = capitalized(label);
  switch (keyword) {
    case 'required':
      return `${Label} is required`;
    case 'format':
      return params.format === 'email' ? 'Please enter a valid email address' : `${Label} is not valid`;
    case 'minLength':
      return `${Label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${Label} may not be longer than ${params.limit} characters`;
    case 'minimum':
      return `${Label} must be at least ${params.limit}`;
    case 'maximum':
      return `${Label} may not be greater than ${params.limit}`;
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `${Label} must be one of: ${params.allowedValues.join(', ')}`
        : `${Label} is invalid`;
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? `${Label} must be a number` : `${Label} is invalid`;
    case 'maxItems':
      return `At most ${params.limit} ${label} are allowed`;
    case 'x-text':
      return `${Label} must not contain control characters`;
    default:
      return `${Label} is invalid`;
  }
}

/** The message for `keyword` failing on the property `field` whose schema is `schema`: the contract's, else the fallback. */
export function messageFor(
  keyword: string,
  field: string,
  schema: MessageSchema | undefined,
  params: Record<string, unknown> = {},
): string {
  return schema?.['x-messages']?.[keyword] ?? fallbackMessage(keyword, labelOf(field, schema), params);
}

/** The `x-match` rules of an object schema: property, the sibling it must equal, and the message. */
export function matchRules(schema: MessageSchema | undefined): { name: string; other: string; message: string }[] {
  return Object.entries(schema?.properties ?? {}).flatMap(([name, prop]) => {
    const other = prop['x-match'];
    if (typeof other !== 'string') return [];
    const message = prop['x-messages']?.match ?? `${capitalized(labelOf(name, prop))} must match ${labelOf(other, schema?.properties?.[other])}`;
    return [{ name, other, message }];
  });
}

/**
 * The `x-match` failures of `values` against `schema`, as `{ field: [message] }`. An absent value (undefined, or
 * `''` with `emptyIsAbsent`, as form inputs report an untouched field) is left to `required`.
 */
export function matchFailures(
  schema: MessageSchema | undefined,
  values: unknown,
  { emptyIsAbsent = false }: { emptyIsAbsent?: boolean } = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!values || typeof values !== 'object') return out;
  const record = values as Record<string, unknown>;
  for (const rule of matchRules(schema)) {
    const value = record[rule.name];
    if (value === undefined || (emptyIsAbsent && value === '')) continue;
    if (value !== record[rule.other]) out[rule.name] = [rule.message];
  }
  return out;
}

/** A JSON pointer (ajv's instancePath) as a dotted field path: `/data/user/email` → `data.user.email`. */
export const pathToField = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** The part of an ajv error these rules read (ajv runs with `verbose`: each error carries its parentSchema). */
export interface ContractError {
  keyword: string;
  instancePath: string;
  params: unknown;
  parentSchema?: unknown;
}

/**
 * ajv's errors as a 422 envelope's field map, in the contract's wording: the server's answer (`fieldErrorsFrom`,
 * src/server/lib/platform/validation.ts) and the public pages that check a body with its generated validator without
 * the form layer.
 */
export function fieldErrorsOf(errors: readonly ContractError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    // `if` only summarises the errors of its `then` branch, which are reported themselves.
    if (e.keyword === 'if') continue;
    const params = (e.params ?? {}) as Record<string, unknown>;
    const parent = e.parentSchema as MessageSchema | undefined;
    const missing = e.keyword === 'required' ? String(params.missingProperty) : null;
    const field = missing !== null ? [pathToField(e.instancePath), missing].filter(Boolean).join('.') : pathToField(e.instancePath) || 'body';
    const schema = missing !== null ? parent?.properties?.[missing] : parent;
    const message = messageFor(e.keyword, field, schema, params);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
