import type { FormValidation } from '@rjsf/utils';
import type { MessageSchema } from './messages';

type Handler = FormValidation & Record<string, FormValidation | undefined>;

/**
 * Adds a message to the field at `path` ("code", "bank_account.account_number") in a customValidate's errors. RJSF
 * builds the error handlers from the data's keys, so a field not in the data yet gets its own handler here.
 */
export function addFieldError<T>(errors: FormValidation<T>, path: string, message: string): void {
  let node = errors as unknown as Handler;
  for (const key of path.split('.')) {
    if (!node[key]) {
      const own: string[] = [];
      node[key] = { __errors: own, addError: (m: string) => void own.push(m) } as unknown as FormValidation;
    }
    node = node[key] as Handler;
  }
  node.addError(message);
}

/** The contract's wording of a field's rule (`x-messages[keyword]` of the property at `path`). */
export function contractMessage(schema: object, path: string, keyword: string): string {
  let node = schema as MessageSchema | undefined;
  for (const key of path.split('.')) node = (node?.properties as Record<string, MessageSchema> | undefined)?.[key];
  const message = node?.['x-messages']?.[keyword];
  if (!message) throw new Error(`The contract has no x-messages.${keyword} for ${path}`);
  return message;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field the page needs although the contract leaves it optional (it depends on the page: two-factor on, a choice):
 * when it is empty, its error is the contract's `x-messages.required`, or its rule's wording (`keyword`) when the
 * contract words only the rule (an empty BVN fails as "Enter your 11-digit BVN.").
 */
export function requireField<T>(errors: FormValidation<T>, schema: object, data: object, path: string, keyword = 'required'): void {
  let value: unknown = data;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  if (blank(value)) addFieldError(errors, path, contractMessage(schema, path, keyword));
}
