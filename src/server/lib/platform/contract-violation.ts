import type { ErrorObject } from 'ajv';
import { pathToField } from './validation.js';

/**
 * What a response-validation failure (@fastify/response-validation) says about the answer that broke the contract:
 * the operation, the status it tried to answer, and each failing field as a dotted path into the body
 * (`data.user.account_number`), with ajv's reason. Logged always; put in the 500 body outside production.
 */
export interface ContractViolation {
  operation: string;
  status: number | undefined;
  fields: { field: string; problem: string }[];
}

export function contractViolation(operation: string | undefined, status: number | undefined, errors: ErrorObject[]): ContractViolation {
  const fields = errors.map((e) => {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const extra = e.keyword === 'required' ? params.missingProperty : e.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
    const field = [pathToField(e.instancePath), extra].filter(Boolean).join('.') || '(body)';
    return { field, problem: e.message ?? e.keyword };
  });
  return { operation: operation ?? '(unknown operation)', status, fields };
}

/** One line for the log and for a failing test: `getMe answered 200 outside the contract: data.account_number must be string`. */
export const describeViolation = (v: ContractViolation) =>
  `${v.operation} answered ${v.status ?? '?'} outside the contract: ${v.fields.map((f) => `${f.field} ${f.problem}`).join('; ')}`;
