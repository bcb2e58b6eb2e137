import type { components } from '#generated/api';

/**
 * What a form holds while the user types: the contract's request schema with every field optional. Form data types
 * come from the contract only (never a hand-written interface), e.g. `type LoginData = FormDataOf<'LoginRequest'>`.
 */
export type FormDataOf<Name extends keyof components['schemas']> = Partial<components['schemas'][Name]>;
