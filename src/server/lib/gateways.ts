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
  /**
   * A transfer to one of our customers' account numbers (ADR 056), as the gateway's verify answer names it: Paystack's
   * `dedicated_nuban` channel with `authorization.receiver_bank_account_number` and the customer's code; Flutterwave's
   * `bank_transfer` payment type, whose tx_ref is the virtual account's (ours). Absent for other payments.
   */
  transfer?: TransferFacts | null;
}

/** What names the receiving account of a transfer: its number (Paystack) or its tx_ref (Flutterwave: `reference`). */
export interface TransferFacts {
  accountNumber: string | null;
  customerCode: string | null;
}

/** Paystack's dedicated account of a verify answer's data (null when not a transfer to a dedicated account). */
export function paystackTransfer(data: Record<string, unknown>): TransferFacts | null {
  const auth = obj(data.authorization);
  if ((str(data.channel) ?? str(auth.channel)) !== 'dedicated_nuban') return null;
  return { accountNumber: str(auth.receiver_bank_account_number), customerCode: str(obj(data.customer).customer_code) };
}

/** Flutterwave's bank transfer of a verify answer's data (the receiving account is the one of its tx_ref). */
export function flutterwaveTransfer(data: Record<string, unknown>): TransferFacts | null {
  if (str(data.payment_type) !== 'bank_transfer') return null;
  return { accountNumber: null, customerCode: null };
}

/** A customer's account number at a gateway (ADR 056). pending: the gateway assigns it later (Paystack events). */
export interface VirtualAccountState {
  status: 'assigned' | 'pending' | 'failed';
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  /** Paystack's customer code (CUS_…), Flutterwave's order_ref. */
  customerCode: string | null;
  /** The gateway's own words (its message when refused). */
  raw: string;
  /** Whether the gateway has validated the customer's identity (Paystack's customer `identified`; ADR 061). */
  identified?: boolean;
}

/**
 * What Paystack's Validate Customer (`POST /customer/:code/identification`, type bank_account, country NG) needs: the
 * BVN and the bank account it is checked against, with the names on the BVN. Passed through, never stored (ADR 061).
 */
export interface CustomerIdentity {
  bvn: string;
  /** NUBAN, 10 digits. */
  accountNumber: string;
  /** The bank's `code` from the gateway's bank list (GET /bank?currency=NGN). */
  bankCode: string;
  firstName: string;
  lastName: string;
}

/** One bank of the gateway's list (Paystack's List Banks): its code (what Validate Customer takes) and name. */
export interface GatewayBank {
  code: string;
  name: string;
}

export interface VirtualAccountInput {
  /** Our reference of the account (VA-…): Flutterwave's tx_ref of every transfer to it. */
  reference: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The customer's BVN when the gateway needs it (Flutterwave static accounts): passed through, never stored. */
  bvn?: string;
  /** Paystack's preferred bank slug (wema-bank, titan-paystack; test-bank in test mode). */
  preferredBank: string;
  /** The gateway's customer code from an earlier attempt (Paystack: the customer is created once). */
  customerCode?: string | null;
}

/** The gateway refused to issue an account number (4xx): its words say why (not enabled, identity needed, …). */
export class VirtualAccountRefused extends Error {
  readonly customerCode: string | null;
  constructor(message: string, customerCode: string | null = null) {
    super(message);
    this.name = 'VirtualAccountRefused';
    this.customerCode = customerCode;
  }
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
  /**
   * A refund event (Paystack `refund.pending|processing|processed|failed|needs-attention`, Flutterwave `refund.*`): the
   * refund as the event describes it. Like every event, a hint: fetchRefund tells what the refund really is.
   */
  refund?: RefundState;
  /**
   * A transfer to a customer's account number (Paystack charge.success on the dedicated_nuban channel, Flutterwave
   * charge.completed of payment_type bank_transfer): what the NOTIFICATION claims — compared with what verify says.
   */
  transfer?: { accountNumber: string | null; amountKobo: number | null };
  /** Paystack's dedicatedaccount.assign.success / .failed: the customer it is about (then asked with fetchVirtualAccount). */
  assignment?: { customerCode: string | null; status: 'assigned' | 'failed' };
  /**
   * Paystack's customeridentification.success / .failed (ADR 061): the customer, the outcome the event claims, its
   * reason (failed) and the last digits of the masked account number it names (which attempt it is about). A hint:
   * the customer's `identified` is asked of the gateway.
   */
  identification?: { customerCode: string | null; status: 'success' | 'failed'; reason: string | null; accountTail: string | null };
}

/**
 * Our refund's state at the gateway. pending: asked for; processing: with the processor; processed: the customer has it
 * (final); failed: it will not happen, the gateway gave the money back to us (final); needs_attention: Paystack cannot
 * pay the customer back on the payment's channel and waits for their bank account (retryRefundWithAccount).
 */
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs_attention';

export interface RefundInput {
  /** Our deposit reference (DEP-…) and the gateway's transaction id when known (deposits.gateway_id). */
  transactionReference: string;
  gatewayTransactionId: string | null;
  amountKobo: number;
  currency: string;
  /** Our refund reference (REF-YYYYMMDD-XXXXXXXX), sent as merchant_note / comments so webhooks and lists can be matched. */
  refundReference: string;
  customerNote?: string;
}

export interface RefundState {
  gatewayRefundId: string;
  status: RefundStatus;
  amountKobo: number;
  /** The gateway's own word for the status (needs-attention, completed, …). */
  raw: string;
  /** Our deposit reference when the gateway's answer names it (Paystack does; Flutterwave's refund objects do not). */
  transactionReference: string | null;
  /** Our refund reference (REF-…) found in the merchant note / comments, when the answer carries them. */
  refundReference?: string | null;
  /** The gateway's id of the refunded transaction (Paystack `transaction`, Flutterwave `tx_id`), when named. */
  gatewayTransactionId?: string | null;
}

/** One transaction of the gateway's list (reconciliation). */
export interface GatewayTransaction {
  reference: string;
  gatewayId: string;
  /** success: paid (also when refunded since: Paystack's `reversed`); failed: declined / cancelled; pending: not decided. */
  status: 'success' | 'failed' | 'pending';
  totalKobo: number;
  currency: string;
  paidAt: string | null;
  /** The gateway's own word for the status (abandoned, reversed, successful, …). */
  raw: string;
}

/** The gateway answered 4xx to a refund call: the message is the gateway's wording (amount exceeds, unknown, state). */
export class RefundRefused extends Error {
  /** Which gateway refused (Paystack, Flutterwave), when known. */
  readonly gateway: string | null;
  /** The HTTP status of the answer (400, 404, 422, …), when known. */
  readonly httpStatus: number | null;
  constructor(message: string, from: { gateway?: string; httpStatus?: number } = {}) {
    super(message);
    this.name = 'RefundRefused';
    this.gateway = from.gateway ?? null;
    this.httpStatus = from.httpStatus ?? null;
  }
}

/**
 * The name a bank holds for an account, as the gateway's account-name lookup answers (ADR 070): Paystack's Resolve
 * Account Number (`GET /bank/resolve`), Flutterwave's `POST /v3/accounts/resolve`.
 */
export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
  /** Paystack's `bank_id` of the bank (what Retry Refund takes as `bank_id`); null at Flutterwave. */
  bankId: string | null;
}

/** The gateway could not resolve the account (a 4xx other than 401 / 408 / 429): its words say why. Nothing was done. */
export class AccountNotResolved extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountNotResolved';
  }
}

/** A resolve call's answer: the account, AccountNotResolved on a refusal, GatewayUnavailable otherwise. */
function resolveAnswer(gateway: string, answer: { status: number; json: Record<string, unknown> | null }, ok: boolean, accountNumber: string): ResolvedAccount {
  const { status, json } = answer;
  if (status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status)) throw new AccountNotResolved(str(json?.message) ?? `the account could not be resolved (${status})`);
  const data = obj(json?.data);
  const accountName = str(data.account_name)?.trim();
  if (status !== 200 || !ok || !accountName) throw new GatewayUnavailable(gateway, `account resolve answered ${status} ${str(json?.message) ?? ''}`.trim());
  return { accountNumber: str(data.account_number) ?? accountNumber, accountName, bankId: str(data.bank_id) };
}

export interface Gateway {
  code: MethodCode;
  name: string;
  initialize(input: InitializeInput): Promise<{ redirectUrl: string }>;
  /** Asks the gateway, server to server, what became of the payment. Throws GatewayUnavailable when it cannot tell. */
  verify(reference: string, gatewayId?: string | null): Promise<Verification>;
  /** Authenticates a webhook from its RAW body and headers; null when the signature is missing or wrong. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
  /** Asks the gateway to give money of a successful payment back. GatewayUnavailable on network / 5xx, RefundRefused on 4xx. */
  refund(input: RefundInput): Promise<RefundState>;
  /** The refund as the gateway knows it now (same errors as refund). */
  fetchRefund(gatewayRefundId: string): Promise<RefundState>;
  /**
   * Paystack only, for a refund in needs-attention: the customer's bank account to pay it to. `bankCode` is sent as
   * Paystack's `bank_id` (the `id` of its List Banks answer, not the NIBSS code).
   */
  retryRefundWithAccount?(gatewayRefundId: string, account: { accountNumber: string; bankCode: string }): Promise<RefundState>;
  /**
   * The name the bank holds for a NUBAN at a bank (`bankCode`: the bank's code as the gateway lists banks, 058).
   * AccountNotResolved when the gateway cannot find it; GatewayUnavailable on network, 401, 5xx.
   */
  resolveAccount?(accountNumber: string, bankCode: string): Promise<ResolvedAccount>;
  /** Every transaction the gateway lists between two instants (all pages), for reconciliation. */
  listTransactions(fromIso: string, toIso: string): Promise<GatewayTransaction[]>;
  /**
   * Every refund the gateway lists as created between two instants (all pages): neither gateway takes an idempotency
   * key for refunds, so a refund call whose answer was lost is found here by its refundReference before asking again.
   */
  listRefunds(fromIso: string, toIso: string): Promise<RefundState[]>;
  /**
   * Asks for the customer's own account number (ADR 056). GatewayUnavailable on network / 5xx; VirtualAccountRefused
   * when the gateway says no (feature not enabled, identity needed).
   */
  createVirtualAccount?(input: VirtualAccountInput): Promise<VirtualAccountState>;
  /** The account of a gateway customer as the gateway knows it now (Paystack, after a dedicatedaccount.assign.* event). */
  fetchVirtualAccount?(customerCode: string): Promise<VirtualAccountState>;
  /** Creates the gateway's customer (Paystack `POST /customer`) and answers its code. Errors as createVirtualAccount. */
  createCustomer?(input: Pick<VirtualAccountInput, 'email' | 'firstName' | 'lastName' | 'phone'>): Promise<string>;
  /**
   * Paystack's Validate Customer (ADR 061): asynchronous (202 "in progress"; customeridentification.* follow).
   * VirtualAccountRefused on 4xx (its words), GatewayUnavailable otherwise.
   */
  validateCustomer?(customerCode: string, identity: CustomerIdentity): Promise<{ raw: string }>;
  /** The banks a customer may name (Paystack `GET /bank?currency=NGN`), active ones only. */
  listBanks?(): Promise<GatewayBank[]>;
}

/** Options of an adapter beyond configuration (tests). */
export interface AdapterOptions {
  /** Records per page asked of the transactions list (Paystack; Flutterwave's pages are its own). Default 100. */
  pageSize?: number;
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
/** A number the gateway may send as a string ("10000" in Paystack's refund events). */
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** Our refund reference inside a note or comment. */
/** Our refund reference: RFD- (lib/money-back.ts PREFIXES.refund); REF- kept as first written. */
const REFUND_REFERENCE = /(?:RFD|REF)-\d{8}-[A-Z0-9]{8}/;
const refundReferenceIn = (...notes: unknown[]) => {
  for (const n of notes) {
    const m = typeof n === 'string' ? REFUND_REFERENCE.exec(n) : null;
    if (m) return m[0];
  }
  return null;
};

/** Paystack's refund words: pending, processing, processed, failed, needs-attention (anything else: pending). */
export function paystackRefundStatus(raw: string): RefundStatus {
  if (raw === 'needs-attention') return 'needs_attention';
  return raw === 'processing' || raw === 'processed' || raw === 'failed' ? raw : 'pending';
}
/** Flutterwave's: completed, failed; anything else is still pending. */
export function flutterwaveRefundStatus(raw: string): RefundStatus {
  return raw === 'completed' ? 'processed' : raw === 'failed' ? 'failed' : 'pending';
}

/** Paystack's refund object (create, fetch, retry answers and refund events). */
function paystackRefund(data: Record<string, unknown>): RefundState {
  const raw = str(data.status) ?? 'unknown';
  const transaction = data.transaction;
  return {
    gatewayRefundId: str(data.id) ?? '',
    status: paystackRefundStatus(raw),
    amountKobo: num(data.amount) ?? 0,
    raw,
    // The create answer nests the transaction; fetch names its reference; events say transaction_reference.
    transactionReference: str(data.transaction_reference) ?? str(obj(transaction).reference),
    refundReference: refundReferenceIn(data.merchant_note, data.customer_note),
    gatewayTransactionId: typeof transaction === 'object' ? str(obj(transaction).id) : str(transaction),
  };
}

/** Flutterwave's refund object (refund, fetch answers and refund events): amounts in Naira. */
function flutterwaveRefund(data: Record<string, unknown>): RefundState {
  const raw = str(data.status) ?? 'unknown';
  const amount = num(data.amount_refunded) ?? num(data.amount);
  return {
    gatewayRefundId: str(data.id) ?? '',
    status: flutterwaveRefundStatus(raw),
    amountKobo: amount === null ? 0 : Math.round(amount * 100),
    raw,
    transactionReference: str(data.tx_ref),
    refundReference: refundReferenceIn(data.comments, data.comment),
    gatewayTransactionId: str(data.tx_id) ?? str(data.transaction_id),
  };
}

/**
 * A refund call's answer: the state; RefundRefused on 4xx (nothing was done: the gateway's words say why); otherwise,
 * and on 408 / 429 (the gateway did not get to it: ask again later), GatewayUnavailable.
 */
function refundAnswer(
  gateway: string,
  what: string,
  answer: { status: number; json: Record<string, unknown> | null },
  ok: (json: Record<string, unknown>) => boolean,
  parse: (data: Record<string, unknown>) => RefundState,
): RefundState {
  const { status, json } = answer;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new RefundRefused(str(json?.message) ?? `${what} refused (${status})`, { gateway, httpStatus: status });
  if (status !== 200 || !json || !ok(json) || !str(obj(json.data).id)) throw new GatewayUnavailable(gateway, `${what} answered ${status} ${str(json?.message) ?? ''}`.trim());
  return parse(obj(json.data));
}

const inRange = (iso: string | null, from: number, to: number) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) && t >= from && t <= to;
};
const MAX_PAGES = 1000;

/** Paystack's dedicated account object (create answer, a customer's dedicated_account): assigned once it has a number. */
function paystackAccount(data: Record<string, unknown>, customerCode: string, message: string): VirtualAccountState {
  const accountNumber = str(data.account_number);
  const assigned = !!accountNumber && data.active !== false && data.assigned !== false;
  return {
    status: assigned ? 'assigned' : 'pending',
    bankName: str(obj(data.bank).name),
    accountNumber,
    accountName: str(data.account_name),
    customerCode: str(obj(data.customer).customer_code) ?? customerCode,
    raw: message || (assigned ? 'assigned' : 'pending'),
  };
}

/** The last digits of a masked account number ("012****789" → "789"), or null. */
const maskedTail = (v: unknown) => (typeof v === 'string' ? (/(\d+)$/.exec(v)?.[1] ?? null) : null);

export function paystack(config: Config['paystack'], options: AdapterOptions = {}): Gateway | null {
  const { secretKey, baseUrl } = config;
  if (!secretKey) return null;
  const pageSize = options.pageSize ?? 100;
  const ok = (json: Record<string, unknown>) => json.status === true;
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
        transfer: paystackTransfer(data),
      };
    },
    parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-paystack-signature');
      if (!signature || !safeEqual(signature, paystackSignature(secretKey, rawBody))) return null;
      const body = obj(JSON.parse(rawBody.toString('utf8')));
      const data = obj(body.data);
      const event = str(body.event) ?? '';
      if (event.startsWith('refund.')) {
        // Refund events name the payment by transaction_reference; `data.id` (when present) is the refund's.
        return { event, reference: str(data.transaction_reference), gatewayId: null, refund: paystackRefund(data) };
      }
      if (event === 'customeridentification.success' || event === 'customeridentification.failed') {
        return {
          event,
          reference: null,
          gatewayId: null,
          identification: {
            customerCode: str(data.customer_code),
            status: event.endsWith('success') ? 'success' : 'failed',
            reason: str(data.reason),
            accountTail: maskedTail(obj(data.identification).account_number),
          },
        };
      }
      if (event === 'dedicatedaccount.assign.success' || event === 'dedicatedaccount.assign.failed') {
        return { event, reference: null, gatewayId: null, assignment: { customerCode: str(obj(data.customer).customer_code), status: event.endsWith('success') ? 'assigned' : 'failed' } };
      }
      const transfer = event === 'charge.success' && paystackTransfer(data) ? { accountNumber: str(obj(data.authorization).receiver_bank_account_number), amountKobo: num(data.amount) } : undefined;
      return { event, reference: str(data.reference), gatewayId: str(data.id), ...(transfer ? { transfer } : {}) };
    },
    async createCustomer(input) {
      const { status, json } = await call('Paystack', `${baseUrl}/customer`, secretKey, {
        method: 'POST',
        body: { email: input.email, first_name: input.firstName, last_name: input.lastName, ...(input.phone ? { phone: input.phone } : {}) },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `customer refused (${status})`);
      const customerCode = status === 200 && json?.status === true ? str(obj(json.data).customer_code) : null;
      if (!customerCode) throw new GatewayUnavailable('Paystack', `customer answered ${status} ${str(json?.message) ?? ''}`.trim());
      return customerCode;
    },
    async validateCustomer(customerCode, identity) {
      // Validate Customer (Paystack's published API): asynchronous, 202 "Customer Identification in progress".
      const { status, json } = await call('Paystack', `${baseUrl}/customer/${encodeURIComponent(customerCode)}/identification`, secretKey, {
        method: 'POST',
        body: {
          country: 'NG',
          type: 'bank_account',
          account_number: identity.accountNumber,
          bvn: identity.bvn,
          bank_code: identity.bankCode,
          first_name: identity.firstName,
          last_name: identity.lastName,
        },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `identification refused (${status})`, customerCode);
      if ((status !== 202 && status !== 200) || json?.status !== true) throw new GatewayUnavailable('Paystack', `identification answered ${status} ${str(json?.message) ?? ''}`.trim());
      return { raw: str(json.message) ?? 'in progress' };
    },
    async listBanks() {
      const banks: GatewayBank[] = [];
      let next: string | null = null;
      for (let page = 0; page < 20; page++) {
        const query = new URLSearchParams({ currency: 'NGN', perPage: '100', use_cursor: 'true', ...(next ? { next } : {}) });
        const { status, json } = await call('Paystack', `${baseUrl}/bank?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `bank list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const b = obj(item);
          const code = str(b.code);
          const name = str(b.name);
          if (code && name && b.active !== false && b.is_deleted !== true) banks.push({ code, name });
        }
        next = str(obj(json.meta).next);
        if (!next || !json.data.length) break;
      }
      return banks;
    },
    async createVirtualAccount(input) {
      const customerCode = input.customerCode ?? (await this.createCustomer!(input));
      const { status, json } = await call('Paystack', `${baseUrl}/dedicated_account`, secretKey, {
        method: 'POST',
        body: { customer: customerCode, preferred_bank: input.preferredBank },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `dedicated account refused (${status})`, customerCode);
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `dedicated account answered ${status} ${str(json?.message) ?? ''}`.trim());
      return paystackAccount(obj(json.data), customerCode, str(json.message) ?? '');
    },
    async fetchVirtualAccount(customerCode) {
      const { status, json } = await call('Paystack', `${baseUrl}/customer/${encodeURIComponent(customerCode)}`, secretKey, { method: 'GET' });
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `customer answered ${status}`);
      const data = obj(json.data);
      const accounts = Array.isArray(data.dedicated_accounts) ? (data.dedicated_accounts as unknown[]).map(obj) : [];
      const account = data.dedicated_account ? obj(data.dedicated_account) : accounts.find((a) => a.active === true) ?? accounts[0];
      const identified = data.identified === true;
      if (!account) return { status: 'pending', bankName: null, accountNumber: null, accountName: null, customerCode, raw: 'no dedicated account yet', identified };
      return { ...paystackAccount(account, customerCode, str(json.message) ?? ''), identified };
    },
    async refund(input) {
      const answer = await call('Paystack', `${baseUrl}/refund`, secretKey, {
        method: 'POST',
        body: {
          // Paystack takes the transaction's reference or id: our reference is always known.
          transaction: input.transactionReference,
          amount: input.amountKobo,
          currency: input.currency,
          merchant_note: input.refundReference,
          ...(input.customerNote ? { customer_note: input.customerNote } : {}),
        },
      });
      return refundAnswer('Paystack', 'refund', answer, ok, paystackRefund);
    },
    async fetchRefund(gatewayRefundId) {
      const answer = await call('Paystack', `${baseUrl}/refund/${encodeURIComponent(gatewayRefundId)}`, secretKey, { method: 'GET' });
      return refundAnswer('Paystack', 'fetch refund', answer, ok, paystackRefund);
    },
    async retryRefundWithAccount(gatewayRefundId, account) {
      const answer = await call('Paystack', `${baseUrl}/refund/retry_with_customer_details/${encodeURIComponent(gatewayRefundId)}`, secretKey, {
        method: 'POST',
        body: { refund_account_details: { currency: 'NGN', account_number: account.accountNumber, bank_id: account.bankCode } },
      });
      return refundAnswer('Paystack', 'retry refund', answer, ok, paystackRefund);
    },
    async resolveAccount(accountNumber, bankCode) {
      // Resolve Account Number (Paystack's OpenAPI bank_resolveAccountNumber): both as query parameters.
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call('Paystack', `${baseUrl}/bank/resolve?${query}`, secretKey, { method: 'GET' });
      return resolveAnswer('Paystack', answer, answer.json?.status === true, accountNumber);
    },
    async listTransactions(fromIso, toIso) {
      const list: GatewayTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        // The published contract names the page size per_page, Paystack's reference perPage: both are sent.
        const query = new URLSearchParams({ from: fromIso, to: toIso, perPage: String(pageSize), per_page: String(pageSize), page: String(page) });
        const { status, json } = await call('Paystack', `${baseUrl}/transaction?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `transactions list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const t = obj(item);
          const raw = str(t.status) ?? 'unknown';
          list.push({
            reference: str(t.reference) ?? '',
            gatewayId: str(t.id) ?? '',
            // reversed: it was paid, then refunded in full (refunds are reconciled on their own).
            status: raw === 'success' || raw === 'reversed' ? 'success' : raw === 'failed' ? 'failed' : 'pending',
            totalKobo: num(t.amount) ?? 0,
            currency: str(t.currency) ?? '',
            paidAt: str(t.paid_at) ?? str(t.paidAt),
            raw,
          });
        }
        const meta = obj(json.meta);
        const pageCount = num(meta.pageCount) ?? 0;
        if (!json.data.length || page >= pageCount) break;
      }
      return list;
    },
    async listRefunds(fromIso, toIso) {
      const list: RefundState[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: fromIso, to: toIso, perPage: String(pageSize), page: String(page) });
        const { status, json } = await call('Paystack', `${baseUrl}/refund?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `refunds list answered ${status}`);
        for (const item of json.data as unknown[]) list.push(paystackRefund(obj(item)));
        if (!json.data.length || page >= (num(obj(json.meta).pageCount) ?? 0)) break;
      }
      return list;
    },
  };
}

/** Our reference of a top-up by bank transfer through Flutterwave: FLW-TX-<its transaction id> (lib/bank-transfers.ts). */
export const FLW_TRANSFER_REFERENCE = /^FLW-TX-(\d+)$/;
export const flutterwaveTransferReference = (transactionId: string) => `FLW-TX-${transactionId}`;

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
      transfer: flutterwaveTransfer(data),
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
      // A top-up by bank transfer is named FLW-TX-<transaction id> here (ADR 056): its tx_ref is the account's, so it is
      // verified by that id even when the deposit's gateway id is unknown (ADR 061).
      gatewayId ||= FLW_TRANSFER_REFERENCE.exec(reference)?.[1] ?? null;
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
      const event = str(body.event) ?? '';
      if (event.startsWith('refund.')) return { event, reference: str(data.tx_ref), gatewayId: str(data.tx_id), refund: flutterwaveRefund(data) };
      const amount = num(data.amount);
      const transfer = event === 'charge.completed' && flutterwaveTransfer(data) ? { accountNumber: null, amountKobo: amount === null ? null : Math.round(amount * 100) } : undefined;
      return { event, reference: str(data.tx_ref), gatewayId: str(data.id), ...(transfer ? { transfer } : {}) };
    },
    async createVirtualAccount(input) {
      // A static (permanent) account: Flutterwave requires the customer's BVN for it; tx_ref comes back on every transfer.
      const { status, json } = await call('Flutterwave', `${baseUrl}/v3/virtual-account-numbers`, secretKey, {
        method: 'POST',
        body: {
          email: input.email,
          is_permanent: true,
          bvn: input.bvn,
          tx_ref: input.reference,
          firstname: input.firstName,
          lastname: input.lastName,
          ...(input.phone ? { phonenumber: input.phone } : {}),
          narration: `${input.firstName} ${input.lastName}`.trim(),
        },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `virtual account refused (${status})`);
      const data = obj(json?.data);
      const accountNumber = str(data.account_number);
      if (status !== 200 || json?.status !== 'success' || !accountNumber) throw new GatewayUnavailable('Flutterwave', `virtual account answered ${status} ${str(json?.message) ?? ''}`.trim());
      return {
        status: 'assigned',
        bankName: str(data.bank_name),
        accountNumber,
        // Flutterwave's answer has no account name: the narration given is what a payer's bank shows.
        accountName: str(data.account_name) ?? `${input.firstName} ${input.lastName}`.trim(),
        customerCode: str(data.order_ref),
        raw: str(data.response_message) ?? str(json?.message) ?? 'assigned',
      };
    },
    async refund(input) {
      // Flutterwave refunds by its transaction id: asked by our reference when the deposit does not know it.
      let id = input.gatewayTransactionId;
      if (!id) {
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(input.transactionReference)}`, secretKey, { method: 'GET' });
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new RefundRefused(str(json?.message) ?? 'No transaction was found for this tx_ref', { gateway: 'Flutterwave', httpStatus: status });
        id = status === 200 && json?.status === 'success' ? str(obj(json.data).id) : null;
        if (!id) throw new GatewayUnavailable('Flutterwave', `verify answered ${status}`);
      }
      const comments = input.customerNote ? `${input.refundReference} ${input.customerNote}` : input.refundReference;
      const answer = await call('Flutterwave', `${baseUrl}/v3/transactions/${encodeURIComponent(id)}/refund`, secretKey, {
        method: 'POST',
        // Naira, as Flutterwave counts.
        body: { amount: input.amountKobo / 100, comments },
      });
      const state = refundAnswer('Flutterwave', 'refund', answer, (json) => json.status === 'success', flutterwaveRefund);
      return { ...state, transactionReference: state.transactionReference ?? input.transactionReference, refundReference: state.refundReference ?? input.refundReference, gatewayTransactionId: state.gatewayTransactionId ?? id };
    },
    async resolveAccount(accountNumber, bankCode) {
      const answer = await call('Flutterwave', `${baseUrl}/v3/accounts/resolve`, secretKey, { method: 'POST', body: { account_number: accountNumber, account_bank: bankCode } });
      return { ...resolveAnswer('Flutterwave', answer, answer.json?.status === 'success', accountNumber), bankId: null };
    },
    async fetchRefund(gatewayRefundId) {
      const answer = await call('Flutterwave', `${baseUrl}/v3/refunds/${encodeURIComponent(gatewayRefundId)}`, secretKey, { method: 'GET' });
      return refundAnswer('Flutterwave', 'fetch refund', answer, (json) => json.status === 'success', flutterwaveRefund);
    },
    async listTransactions(fromIso, toIso) {
      const from = Date.parse(fromIso);
      const to = Date.parse(toIso);
      if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`listTransactions: not instants: ${fromIso} ${toIso}`);
      // Flutterwave filters by whole days (YYYY-MM-DD): asked a day wider each side, kept to the instants here.
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const list: GatewayTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: day(from - 86_400_000), to: day(to + 86_400_000), page: String(page) });
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/transactions?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== 'success' || !Array.isArray(json.data)) throw new GatewayUnavailable('Flutterwave', `transactions list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const t = obj(item);
          const createdAt = str(t.created_at);
          if (!inRange(createdAt, from, to)) continue;
          const raw = str(t.status) ?? 'unknown';
          const amount = num(t.amount);
          list.push({
            reference: str(t.tx_ref) ?? '',
            gatewayId: str(t.id) ?? '',
            status: raw === 'successful' ? 'success' : raw === 'failed' || raw === 'cancelled' ? 'failed' : 'pending',
            totalKobo: amount === null ? 0 : Math.round(amount * 100),
            currency: str(t.currency) ?? '',
            paidAt: raw === 'successful' ? createdAt : null,
            raw,
          });
        }
        const pages = num(obj(obj(json.meta).page_info).total_pages) ?? 0;
        if (!json.data.length || page >= pages) break;
      }
      return list;
    },
    async listRefunds(fromIso, toIso) {
      const from = Date.parse(fromIso);
      const to = Date.parse(toIso);
      if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`listRefunds: not instants: ${fromIso} ${toIso}`);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const list: RefundState[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: day(from - 86_400_000), to: day(to + 86_400_000), page: String(page) });
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/refunds?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== 'success' || !Array.isArray(json.data)) throw new GatewayUnavailable('Flutterwave', `refunds list answered ${status}`);
        for (const item of json.data as unknown[]) if (inRange(str(obj(item).created_at), from, to)) list.push(flutterwaveRefund(obj(item)));
        if (!json.data.length || page >= (num(obj(obj(json.meta).page_info).total_pages) ?? 0)) break;
      }
      return list;
    },
  };
}

/** The configured gateways, by method code (a gateway without keys is absent). */
export function gatewaysOf(config: Config): Map<MethodCode, Gateway> {
  const list = [paystack(config.paystack), flutterwave(config.flutterwave)].filter((g): g is Gateway => g !== null);
  return new Map(list.map((g) => [g.code, g]));
}
