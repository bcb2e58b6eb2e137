import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema, RJSFValidationError } from '@rjsf/utils';

/**
 * The contract's wording for form errors (ADR 001): a property schema's `x-messages` maps the JSON Schema keyword that
 * failed to the exact user-facing message of product-spec §5, and `x-match` names a sibling the value must equal.
 * The server formats its 422 answers with the same data (src/server/lib/validation.ts); this is the SPA's half.
 */
export type MessageSchema = RJSFSchema & {
  'x-messages'?: Record<string, string>;
  'x-match'?: string;
};

/** `.a.b` / `a.b` / `a[0]` → ['a', 'b'] / ['a', '0']. */
function pathOf(property: string | undefined): string[] {
  return (property ?? '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

/** The schema of the property at `path` (through `properties` and array `items`). */
function propertySchema(schema: RJSFSchema, path: string[]): MessageSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    const props = node.properties as Record<string, RJSFSchema> | undefined;
    if (props && key in props) node = props[key];
    else if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) node = node.items as RJSFSchema;
    else return undefined;
  }
  return node as MessageSchema | undefined;
}

/** Sensible wording when the contract has no message for a keyword (the spec documents every form field it shows). */
function fallbackMessage(error: RJSFValidationError, label: string): string {
  const limit = (error.params as { limit?: number } | undefined)?.limit;
  switch (error.name) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return `${label} must be at least ${limit} characters`;
    case 'maxLength':
      return `${label} may not be greater than ${limit} characters`;
    case 'format':
      return `${label} is not valid`;
    default:
      return `${label} is invalid`;
  }
}

/**
 * A transformErrors for RJSF that replaces ajv's English with the failing property's `x-messages[keyword]`.
 * Pass the schema the errors were computed against: for a conditional schema (`if`/`then`) that is the RESOLVED
 * schema (RJSF merges the `then` branch in when its condition holds), so the `then` branch's messages win exactly
 * when the condition holds, as the contract says.
 * Errors that are not about a property (ajv's `if` summary) are dropped; duplicates for one field are merged.
 */
export function createTransformErrors(schema: RJSFSchema): ErrorTransformer {
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      if (error.name === 'if') continue;
      const path = pathOf(error.property);
      if (!path.length) continue;
      const prop = propertySchema(schema, path);
      const label = (prop?.title as string | undefined) ?? path[path.length - 1].replace(/_/g, ' ');
      const message = prop?.['x-messages']?.[error.name ?? ''] ?? fallbackMessage(error, label);
      const key = `${path.join('.')}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...error, message, stack: message });
    }
    return out;
  };
}

/** The messages of an ErrorSchema-like errors object for one field (RJSF's `__errors`). */
type Handler = FormValidation & Record<string, FormValidation | undefined>;

/**
 * A customValidate for the `x-match` extension (the password confirmation): a property whose value is present and
 * differs from the named sibling gets `x-messages.match`. Like the server, an absent value is left to `required`.
 */
export function createMatchValidate(schema: RJSFSchema): CustomValidator {
  const rules = Object.entries((schema.properties ?? {}) as Record<string, MessageSchema>)
    .filter(([, prop]) => typeof prop['x-match'] === 'string')
    .map(([name, prop]) => ({
      name,
      other: prop['x-match'] as string,
      message: prop['x-messages']?.match ?? `${String(prop.title ?? name)} must match ${prop['x-match']}`,
    }));
  return (formData, errors) => {
    const values = (formData ?? {}) as Record<string, unknown>;
    for (const rule of rules) {
      const value = values[rule.name];
      if (value === undefined || value === '' || value === values[rule.other]) continue;
      (errors as Handler)[rule.name]?.addError(rule.message);
    }
    return errors;
  };
}
