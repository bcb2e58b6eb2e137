import { timingSafeEqual } from 'node:crypto';

/**
 * The port of the payment gateways (docs/decisions/017-gateways-and-sandbox.md): the one small interface every adapter
 * implements (paystack.ts, flutterwave.ts), its types and errors, and the helpers the adapters share (the HTTP call,
 * reading a gateway's JSON, refund and resolve answers). The rest of the server imports these through gateways.ts.
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
   * card digits `first_6digits-last_4digits-expiry-type` (it has no signature). Never stored raw: lib/payments/payments.ts keeps
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
export function resolveAnswer(gateway: string, answer: { status: number; json: Record<string, unknown> | null }, ok: boolean, accountNumber: string): ResolvedAccount {
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

export const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Constant-time comparison of two strings (different lengths are unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function call(gateway: string, url: string, secret: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
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

export const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
export const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
/** A number the gateway may send as a string ("10000" in Paystack's refund events). */
export const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** Our refund reference inside a note or comment. */
/** Our refund reference: RFD- (lib/money-back/money-back.ts PREFIXES.refund); REF- kept as first written. */
const REFUND_REFERENCE = /(?:RFD|REF)-\d{8}-[A-Z0-9]{8}/;
export const refundReferenceIn = (...notes: unknown[]) => {
  for (const n of notes) {
    const m = typeof n === 'string' ? REFUND_REFERENCE.exec(n) : null;
    if (m) return m[0];
  }
  return null;
};

/**
 * A refund call's answer: the state; RefundRefused on 4xx (nothing was done: the gateway's words say why); otherwise,
 * and on 408 / 429 (the gateway did not get to it: ask again later), GatewayUnavailable.
 */
export function refundAnswer(
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

export const inRange = (iso: string | null, from: number, to: number) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) && t >= from && t <= to;
};
export const MAX_PAGES = 1000;
