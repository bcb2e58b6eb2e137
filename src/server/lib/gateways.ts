import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '#server/config.js';

/**
 * Payment gateway adapters behind one small interface (docs/decisions/017-gateways-and-sandbox.md): the real
 * Paystack and Flutterwave v3 HTTP APIs, base URL and keys from configuration. In local mode the base URLs default to
 * the sandbox on the server itself (plugins/sandbox.ts), so this same code runs in development and tests.
 */
export type MethodCode = 'paystack' | 'flutterwave';

export interface InitializeInput {
  reference: string;
  /** What the customer pays: amount + charge, in kobo. */
  totalKobo: number;
  currency: string;
  email: string;
  /** Where the gateway sends the browser back. */
  callbackUrl: string;
}

export interface Verification {
  /** success: paid; failed: declined, cancelled or abandoned; pending: not decided yet (ask again later). */
  status: 'success' | 'failed' | 'pending';
  reference: string | null;
  totalKobo: number | null;
  currency: string | null;
  gatewayId: string | null;
  /** The gateway's own wording of the status, for the deposit's failure reason. */
  raw: string;
  /**
   * The paying card as the gateway identifies it across payments, or null (bank transfer, USSD, not paid): Paystack's
   * `authorization.signature` (the same card gives the same signature, whatever the account or e-mail), Flutterwave's
   * card digits `first_6digits-last_4digits-expiry-type` (it has no signature). Never stored raw: lib/payments.ts keeps
   * a keyed hash (ADR 040).
   */
  card?: string | null;
}

/** Paystack's card signature of a verify answer's data (null when it was not paid by card). */
export function paystackCard(data: Record<string, unknown>): string | null {
  const auth = obj(data.authorization);
  const channel = str(auth.channel) ?? str(data.channel);
  if (channel && channel !== 'card') return null;
  return str(auth.signature);
}

/** Flutterwave's card fingerprint of a verify answer's data: its digits, expiry and brand (null without a card). */
export function flutterwaveCard(data: Record<string, unknown>): string | null {
  const card = obj(data.card);
  const first = str(card.first_6digits);
  const last = str(card.last_4digits);
  if (!first || !last) return null;
  return [first, last, str(card.expiry) ?? '', str(card.type) ?? ''].join('-');
}

export interface WebhookEvent {
  event: string;
  /** Our reference the event is about (null when it names none). */
  reference: string | null;
  gatewayId: string | null;
}

export interface Gateway {
  code: MethodCode;
  name: string;
  initialize(input: InitializeInput): Promise<{ redirectUrl: string }>;
  /** Asks the gateway, server to server, what became of the payment. Throws GatewayUnavailable when it cannot tell. */
  verify(reference: string, gatewayId?: string | null): Promise<Verification>;
  /** Authenticates a webhook from its RAW body and headers; null when the signature is missing or wrong. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
}

export class GatewayUnavailable extends Error {
  constructor(gateway: string, detail: string) {
    super(`${gateway}: ${detail}`);
    this.name = 'GatewayUnavailable';
  }
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Constant-time comparison of two strings (different lengths are unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const paystackSignature = (secret: string, raw: Buffer | string) => createHmac('sha512', secret).update(raw).digest('hex');

async function call(gateway: string, url: string, secret: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { authorization: `Bearer ${secret}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new GatewayUnavailable(gateway, `request failed (${(err as Error).message})`);
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function paystack(config: Config['paystack']): Gateway | null {
  const { secretKey, baseUrl } = config;
  if (!secretKey) return null;
  return {
    code: 'paystack',
    name: 'Paystack',
    async initialize(input) {
      const { status, json } = await call('Paystack', `${baseUrl}/transaction/initialize`, secretKey, {
        method: 'POST',
        body: { email: input.email, amount: input.totalKobo, currency: input.currency, reference: input.reference, callback_url: input.callbackUrl },
      });
      const url = str(obj(json?.data).authorization_url);
      if (status !== 200 || json?.status !== true || !url) throw new GatewayUnavailable('Paystack', `initialize answered ${status} ${str(json?.message) ?? ''}`);
      return { redirectUrl: url };
    },
    async verify(reference) {
      const { status, json } = await call('Paystack', `${baseUrl}/transaction/verify/${encodeURIComponent(reference)}`, secretKey, { method: 'GET' });
      // Unknown to the gateway (yet): not final either.
      if (status === 404 || (status === 400 && json?.status === false)) {
        return { status: 'pending', reference, totalKobo: null, currency: null, gatewayId: null, raw: 'not found at Paystack' };
      }
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `verify answered ${status}`);
      const data = obj(json.data);
      const raw = str(data.status) ?? 'unknown';
      return {
        // "abandoned" is also what Paystack says before the customer has paid: not final (expiry decides, lib/deposits.ts).
        status: raw === 'success' ? 'success' : ['failed', 'reversed'].includes(raw) ? 'failed' : 'pending',
        reference: str(data.reference),
        totalKobo: typeof data.amount === 'number' ? data.amount : null,
        currency: str(data.currency),
        gatewayId: str(data.id),
        raw,
        card: raw === 'success' ? paystackCard(data) : null,
      };
    },
    parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-paystack-signature');
      if (!signature || !safeEqual(signature, paystackSignature(secretKey, rawBody))) return null;
      const body = obj(JSON.parse(rawBody.toString('utf8')));
      const data = obj(body.data);
      return { event: str(body.event) ?? '', reference: str(data.reference), gatewayId: str(data.id) };
    },
  };
}

export function flutterwave(config: Config['flutterwave']): Gateway | null {
  const { secretKey, secretHash, baseUrl } = config;
  if (!secretKey || !secretHash) return null;
  const verification = (json: Record<string, unknown> | null): Verification => {
    const data = obj(json?.data);
    const raw = str(data.status) ?? 'unknown';
    return {
      status: raw === 'successful' ? 'success' : ['failed', 'cancelled'].includes(raw) ? 'failed' : 'pending',
      reference: str(data.tx_ref),
      // Flutterwave amounts are Naira.
      totalKobo: typeof data.amount === 'number' ? Math.round(data.amount * 100) : null,
      currency: str(data.currency),
      gatewayId: str(data.id),
      raw,
      card: raw === 'successful' ? flutterwaveCard(data) : null,
    };
  };
  return {
    code: 'flutterwave',
    name: 'Flutterwave',
    async initialize(input) {
      const { status, json } = await call('Flutterwave', `${baseUrl}/v3/payments`, secretKey, {
        method: 'POST',
        body: { tx_ref: input.reference, amount: input.totalKobo / 100, currency: input.currency, redirect_url: input.callbackUrl, customer: { email: input.email } },
      });
      const link = str(obj(json?.data).link);
      if (status !== 200 || json?.status !== 'success' || !link) throw new GatewayUnavailable('Flutterwave', `payments answered ${status} ${str(json?.message) ?? ''}`);
      return { redirectUrl: link };
    },
    async verify(reference, gatewayId) {
      const url = gatewayId
        ? `${baseUrl}/v3/transactions/${encodeURIComponent(gatewayId)}/verify`
        : `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      const { status, json } = await call('Flutterwave', url, secretKey, { method: 'GET' });
      // No payment attempt yet (Flutterwave creates the transaction when the customer pays): not final.
      if (status === 404 || (status === 400 && json?.status === 'error')) {
        return { status: 'pending', reference, totalKobo: null, currency: null, gatewayId: null, raw: 'not found at Flutterwave' };
      }
      if (status !== 200 || json?.status !== 'success') throw new GatewayUnavailable('Flutterwave', `verify answered ${status}`);
      return verification(json);
    },
    parseWebhook(rawBody, headers) {
      const hash = header(headers, 'verif-hash');
      if (!hash || !safeEqual(hash, secretHash)) return null;
      const body = obj(JSON.parse(rawBody.toString('utf8')));
      const data = obj(body.data);
      return { event: str(body.event) ?? '', reference: str(data.tx_ref), gatewayId: str(data.id) };
    },
  };
}

/** The configured gateways, by method code (a gateway without keys is absent). */
export function gatewaysOf(config: Config): Map<MethodCode, Gateway> {
  const list = [paystack(config.paystack), flutterwave(config.flutterwave)].filter((g): g is Gateway => g !== null);
  return new Map(list.map((g) => [g.code, g]));
}
