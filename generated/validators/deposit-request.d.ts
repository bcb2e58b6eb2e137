/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for DepositRequest (ajv standalone code, bundled to ESM).
 * Source: openapi/laundry.yaml. Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** Validation functions keyed by schema hash, for createPrecompiledValidator(…, requestSchemas.DepositRequest). */
declare const validateFns: ValidatorFunctions;
export default validateFns;
