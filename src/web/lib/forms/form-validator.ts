import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { retrieveSchema } from '@rjsf/utils';
// The precompiled validator only (not the package index): the ajv compiler never reaches the bundle (strict CSP).
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createMatchValidate, createTransformErrors, type MessageSchema } from './messages';

/**
 * A field the form shows but the API does not take (the terms checkbox of sign-up). It extends the contract's
 * schema on the client only; its rule is checked here, not by the precompiled validator.
 */
export interface UiOnlyField {
  schema: MessageSchema;
  /** Must be filled in (a checkbox must be ticked); fails with `schema['x-messages'].required`. */
  required?: boolean;
}

export interface FormDefinition<T = Record<string, unknown>> {
  /** The schema RJSF renders: the contract's request schema, plus any UI-only fields. */
  schema: RJSFSchema;
  /** The validator to give RJSF: precompiled checks + the contract's wording + x-match + UI-only rules. */
  validator: ValidatorType<T>;
  /**
   * Full validation of some form data: the errors (with the contract's wording) RJSF would show; `customValidate`
   * adds the page's own rules (the same function the form gives RJSF).
   */
  validate(formData: T | undefined, customValidate?: CustomValidator<T>): RJSFValidationError[];
  /** No errors (used to keep a submit button disabled while invalid). */
  isValid(formData: T | undefined): boolean;
}

type Handler = FormValidation & Record<string, FormValidation | undefined>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false;

function withoutFields(schema: RJSFSchema, names: string[]): RJSFSchema {
  if (!names.length) return schema;
  const properties = { ...(schema.properties ?? {}) } as Record<string, RJSFSchema>;
  for (const name of names) delete properties[name];
  const out: RJSFSchema = { ...schema, properties };
  if (Array.isArray(schema.required)) out.required = schema.required.filter((r) => !names.includes(r));
  return out;
}

/**
 * Wraps RJSF's precompiled ajv validator (generated/validators/*) for one request schema:
 *  - ajv's messages become the contract's `x-messages` (computed against the schema RJSF resolved for the current
 *    data, so conditional `then` wording applies when its condition holds);
 *  - the `x-match` rule (password confirmation) runs as a custom validation;
 *  - UI-only fields are stripped before the precompiled check (which only knows the contract's schema) and checked
 *    here; the form's own `customValidate` / `transformErrors` still run after these.
 */
class ContractValidator<T> implements ValidatorType<T> {
  private readonly inner: ValidatorType<T>;
  private readonly uiNames: string[];
  private readonly matchValidate: CustomValidator<T>;

  constructor(
    validateFns: ValidatorFunctions,
    private readonly baseSchema: RJSFSchema,
    private readonly uiFields: Record<string, UiOnlyField>,
  ) {
    this.inner = createPrecompiledValidator<T>(validateFns, baseSchema);
    this.uiNames = Object.keys(uiFields);
    this.matchValidate = createMatchValidate(baseSchema) as CustomValidator<T>;
  }

  validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T>,
    transformErrors?: ErrorTransformer<T>,
    uiSchema?: UiSchema<T>,
  ): ValidationData<T> {
    const contractSchema = withoutFields(schema, this.uiNames);
    // The wording comes from the schema resolved for this data (RJSF passes the root schema on some paths, e.g.
    // submit): a conditional `then` branch's x-messages apply exactly when its condition holds.
    const resolved = schema.if !== undefined ? retrieveSchema<T>(this, schema, schema, formData) : schema;
    const wording = createTransformErrors(resolved) as ErrorTransformer<T>;
    const transform: ErrorTransformer<T> = (errors, ui) => {
      const worded = wording(errors, ui);
      return transformErrors ? transformErrors(worded, ui) : worded;
    };
    const validate: CustomValidator<T> = (data, errors, ui, errorSchema) => {
      this.matchValidate(data, errors, ui, errorSchema);
      const values = (data ?? {}) as Record<string, unknown>;
      for (const [name, field] of Object.entries(this.uiFields)) {
        if (field.required && isEmpty(values[name])) {
          const message = field.schema['x-messages']?.required ?? `${String(field.schema.title ?? name)} is required`;
          // RJSF builds the error handlers from the data's keys: a UI-only field not in the data yet needs its own.
          const handlers = errors as Handler;
          if (!handlers[name]) {
            const own: string[] = [];
            handlers[name] = { __errors: own, addError: (m: string) => void own.push(m) } as unknown as FormValidation;
          }
          handlers[name]!.addError(message);
        }
      }
      return customValidate ? customValidate(data, errors, ui, errorSchema) : errors;
    };
    return this.inner.validateFormData(formData, contractSchema, validate, transform, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: T | undefined): boolean {
    // Sub-schemas RJSF asks about (an `if` condition) all belong to the contract's schema.
    return this.inner.isValid(schema, formData, this.baseSchema);
  }

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: T) {
    return this.inner.rawValidation<Result>(withoutFields(schema, this.uiNames), formData);
  }
}

/**
 * The form definition of a contract request schema: `defineForm(validateFns, schema)` with both imported from
 * generated/validators/<name>.js (or the schema from generated/schemas.ts).
 * `uiFields` adds client-only fields (e.g. `terms`), appended after the contract's properties.
 */
export function defineForm<T = Record<string, unknown>>(
  validateFns: ValidatorFunctions,
  /** A request schema from generated/ (its `as const` literal type is accepted as is). */
  requestSchema: object,
  uiFields: Record<string, UiOnlyField> = {},
): FormDefinition<T> {
  const contractSchema = requestSchema as RJSFSchema;
  const names = Object.keys(uiFields);
  const schema: RJSFSchema = names.length
    ? {
        ...contractSchema,
        properties: {
          ...(contractSchema.properties ?? {}),
          ...Object.fromEntries(Object.entries(uiFields).map(([n, field]) => [n, field.schema])),
        },
        required: [
          ...((contractSchema.required as string[] | undefined) ?? []),
          ...Object.entries(uiFields).flatMap(([n, field]) => (field.required ? [n] : [])),
        ],
      }
    : contractSchema;
  const validator = new ContractValidator<T>(validateFns, contractSchema, uiFields);
  const validate = (formData: T | undefined, customValidate?: CustomValidator<T>) =>
    validator.validateFormData(formData, retrieveSchema<T>(validator, schema, schema, formData), customValidate).errors;
  return { schema, validator, validate, isValid: (formData) => validate(formData).length === 0 };
}
