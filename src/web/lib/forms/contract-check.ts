import { fieldErrorsOf, type ContractError } from '#shared/contract-messages';

/** Field → messages, as the API's 422 envelope carries them in `error`. */
export type ContractFieldErrors = Record<string, string[]>;

/** A generated validator module (generated/validators/<request>.js): ajv standalone functions keyed by hash. */
export interface ValidatorModule {
  default: object;
}
type ValidateFunction = ((data: unknown) => boolean) & { errors?: ContractError[] | null };

/**
 * A request body checked by its generated validator, without the form layer (RJSF): the field messages a 422 would
 * answer, in the contract's words (src/shared/contract-messages.ts, as the server's), or null when the body is valid.
 * For the public pages that keep their own light forms (ADR 075): they load this module and the validator when the
 * visitor sends, so neither adds to their first load.
 */
export function contractErrors(validators: ValidatorModule, body: unknown): ContractFieldErrors | null {
  const validate = Object.values(validators.default)[0] as ValidateFunction | undefined;
  if (!validate || validate(body)) return null;
  const errors = fieldErrorsOf(validate.errors ?? []);
  return Object.keys(errors).length ? errors : null;
}

/** The first message of a field map: what a 422's `message` says. */
export const firstMessage = (errors: ContractFieldErrors) => Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';

/** What a 422 would answer for an invalid body: its message (the first field message) and its field messages. */
export function contractRefusal(validators: ValidatorModule, body: unknown): { message: string; fields: ContractFieldErrors } | null {
  const fields = contractErrors(validators, body);
  return fields ? { message: firstMessage(fields), fields } : null;
}
