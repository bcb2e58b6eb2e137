/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffRefundBankDetailsRejectRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffRefundBankDetailsRejectRequest) so that a form loads only its own schema.
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { requestSchemas } from '../schemas';

/** Validation functions keyed by schema hash, for createPrecompiledValidator(…, schema). */
declare const validateFns: ValidatorFunctions;
export default validateFns;

/** The StaffRefundBankDetailsRejectRequest schema ($refs inlined), as in generated/schemas.ts. */
export declare const schema: (typeof requestSchemas)['StaffRefundBankDetailsRejectRequest'];
