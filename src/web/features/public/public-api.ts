/**
 * The public site's only API calls: the contact, "Let's Talk" enquiry and newsletter forms.
 * A plain fetch typed with the generated contract types: public pages must not load the data layer
 * (TanStack Query, openapi-fetch; see src/web/README.md, "Bundle rule").
 */
import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';
import type { ValidatorModule } from '#web/lib/forms/contract-check';

export type PublicFormPath = '/public/contact' | '/public/enquiry' | '/public/subscribe';
export type PublicFormBody<P extends PublicFormPath> = paths[P]['post']['requestBody']['content']['application/json'];


/** A failed submission; `message` is meant for the visitor. */
export class PublicFormError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicFormError';
  }
}

/**
 * Each form's generated validator (the contract's checks and words), loaded with the check when the visitor sends:
 * the public pages keep their light forms and their first load (ADR 075).
 */
const VALIDATORS: Record<PublicFormPath, () => Promise<ValidatorModule>> = {
  '/public/contact': () => import('#generated/validators/contact-request'),
  '/public/enquiry': () => import('#generated/validators/enquiry-request'),
  '/public/subscribe': () => import('#generated/validators/subscribe-request'),
};

/**
 * POSTs a public form; resolves with the server's thank-you message, rejects with a PublicFormError. The body is
 * checked first by the contract's generated validator: an invalid one is refused as the server's 422 would be (its
 * first field message), without a request. If the validator cannot load (offline), the server checks alone.
 */
export async function submitPublicForm<P extends PublicFormPath>(
  path: P,
  body: PublicFormBody<P>,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const refusal = await Promise.all([import('#web/lib/forms/contract-check'), VALIDATORS[path]()]).then(
    ([check, validators]) => check.contractRefusal(validators, body),
    () => null,
  );
  if (refusal) throw new PublicFormError(refusal.message, 422);
  let response: Response;
  try {
    response = await fetchImpl(`${API_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PublicFormError(NETWORK_ERROR, 0);
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; message?: unknown } | null;
  const message = typeof envelope?.message === 'string' ? envelope.message.trim() : '';
  // The envelope's code is authoritative (ADR 002); a 500 never shows its internals.
  const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
  if (!response.ok || code >= 400) {
    throw new PublicFormError(code >= 500 || !message ? GENERIC_ERROR : message, code);
  }
  return message || 'Thank you! We have received your message.';
}

/** The form's non-empty text fields as an object (empty optional fields are left out). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}
