import type { components } from '#generated/api';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';

/**
 * Shapes and wording of API failures. A failure is either the contract's ErrorEnvelope {code, message, error?}
 * (the middleware guarantees every failed answer has one) or a thrown Error (network, abort).
 */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];


/** Thrown by the API client when fetch itself fails (offline, DNS, CORS…). Already toasted by the middleware. */
export class NetworkError extends Error {
  constructor(message = NETWORK_ERROR, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** Checked at runtime: anything with a numeric `code` and a string `message` (success or failure envelope). */
export function isEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ErrorEnvelope).code === 'number' &&
    typeof (value as ErrorEnvelope).message === 'string'
  );
}

/** The text to show for any failure. */
export function messageOf(error: unknown): string {
  if (isEnvelope(error)) return error.code === 500 || !error.message.trim() ? GENERIC_ERROR : error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return GENERIC_ERROR;
}

/** A sensible message for an error response that came without a usable JSON body. */
export function messageForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'The request could not be processed. Please check what you entered and try again.';
    case 401:
      return 'Your session has expired. Please log in again.';
    case 403:
      return 'You are not allowed to do that.';
    case 404:
      return 'We could not find what you were looking for.';
    case 408:
    case 504:
      return 'The server took too long to answer. Please try again.';
    case 409:
      return 'That conflicts with the current state. Please refresh and try again.';
    case 413:
      return 'What you sent is too large.';
    case 422:
      return 'Some of the information you entered is not valid.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    case 502:
    case 503:
      return 'The service is temporarily unavailable. Please try again shortly.';
    default:
      return status >= 500 ? GENERIC_ERROR : `The request failed (HTTP ${status}). Please try again.`;
  }
}
