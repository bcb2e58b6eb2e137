import type { components } from '#generated/api';
import { isEnvelope } from '#web/lib/api-errors';

/** The field errors of a 422 envelope, for showing them under the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  return isEnvelope(error) ? ((error as components['schemas']['ErrorEnvelope']).error ?? null) : null;
}
