import type { operations } from '#generated/api';

/**
 * The one envelope of every answer (docs/decisions/002-envelope.md):
 *   success {code, message, data}   failure {code, message, error?: {field: [messages]}}
 * The HTTP status always equals `code`.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly error?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** Further fields of the error body that the contract documents for this answer (e.g. NotVerifiedError.email). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 422 with one message on one field (the sign-up toast shows the first message of the first field). */
export const fieldError = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

/** 422 with every field's messages; the envelope's message is the first field's first message. */
export const invalidFields = (errors: FieldErrors) =>
  new ApiError(422, Object.values(errors).flat()[0] ?? 'The given data was invalid.', errors);

export const notImplemented = (operationId: string) =>
  new ApiError(501, `${operationId} is not available yet: this part of the API has not been built.`);

type Responses<K extends keyof operations> = operations[K]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The success body an operation answers (its 200 or 201 JSON response), as the contract defines it. */
export type SuccessBody<K extends keyof operations> =
  | JsonOf<Responses<K> extends { 200: infer R } ? R : never>
  | JsonOf<Responses<K> extends { 201: infer R } ? R : never>
  | JsonOf<Responses<K> extends { 202: infer R } ? R : never>;

/** A 200 answer. `const` keeps literal types (enums of the contract) without casts in handlers. */
export const ok = <const D>(message: string, data: D) => ({ code: 200 as const, message, data });
/** A 201 answer, for creations. */
export const created = <const D>(message: string, data: D) => ({ code: 201 as const, message, data });
