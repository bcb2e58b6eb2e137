/**
 * The public /pay/<code> page's API calls (ADR 057): a plain fetch typed from the contract, as the public site's forms
 * (features/public/public-api.ts): a public page never loads the data layer.
 */
import type { components } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';

export type SponsorLinkPage = components['schemas']['SponsorLinkPage'];
export type SponsorPaymentRequest = components['schemas']['SponsorPaymentRequest'];

/** A failed call; `message` is meant for the visitor, `fields` the 422's field messages. */
export class PayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'PayError';
  }
}

async function call<T>(path: string, init: RequestInit, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    const url = new URL(`${API_PREFIX}${path}`, document.baseURI);
    response = await fetchImpl(new Request(url, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } }));
  } catch {
    throw new PayError(NETWORK_ERROR, 0);
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; message?: unknown; data?: T; error?: Record<string, string[]> } | null;
  const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
  const message = typeof envelope?.message === 'string' ? envelope.message.trim() : '';
  if (!response.ok || code >= 400) throw new PayError(code >= 500 || !message ? GENERIC_ERROR : message, code, envelope?.error ?? {});
  return envelope!.data as T;
}

export const getSponsorLinkPage = (code: string, fetchImpl: typeof fetch = fetch) =>
  call<SponsorLinkPage>(`/pay/${encodeURIComponent(code)}`, { method: 'GET' }, fetchImpl);

/**
 * Pays through a link. The body is checked first by the contract's generated validator, loaded when the sponsor pays
 * (the page keeps its light form and its first load, ADR 075): an invalid one fails as the server's 422 would, with
 * its field messages, without a request. If the validator cannot load (offline), the server checks alone.
 */
export async function paySponsorLink(code: string, body: SponsorPaymentRequest, fetchImpl: typeof fetch = fetch) {
  const refusal = await Promise.all([import('#web/lib/forms/contract-check'), import('#generated/validators/sponsor-payment-request')]).then(
    ([check, validators]) => check.contractRefusal(validators, body),
    () => null,
  );
  if (refusal) throw new PayError(refusal.message, 422, refusal.fields);
  return call<{ redirect_url: string; reference: string }>(`/pay/${encodeURIComponent(code)}`, { method: 'POST', body: JSON.stringify(body) }, fetchImpl);
}
