import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import {
  matchFailures,
  messageFor,
  type MessageSchema as ContractMessageSchema,
} from '#shared/contract-messages';

/**
 * The contract's wording for form errors (`x-messages`, `x-match` and the fallbacks live in
 * src/shared/contract-messages.ts, which the server's 422 answers use too); this adapts them to RJSF.
 */
export type MessageSchema = RJSFSchema & ContractMessageSchema;

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
      const message = messageFor(error.name ?? '', path.join('.'), prop, (error.params ?? {}) as Record<string, unknown>);
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
  return (formData, errors) => {
    const failures = matchFailures(schema as MessageSchema, formData ?? {}, { emptyIsAbsent: true });
    for (const [name, messages] of Object.entries(failures)) {
      for (const message of messages) (errors as Handler)[name]?.addError(message);
    }
    return errors;
  };
}
