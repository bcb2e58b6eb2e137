import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The two gateways the sandbox plays. */
export type Gw = 'paystack' | 'flutterwave';

export interface SandboxTx {
  gw: Gw;
  id: number;
  accessCode: string;
  reference: string;
  /** kobo */
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  /** Paystack words: abandoned (not paid yet) | success | failed; Flutterwave: pending | successful | failed | cancelled. */
  status: string;
  created: boolean;
  /** The card number it was paid with (digits), or null: not paid yet, or paid by bank transfer. */
  card: string | null;
  /** When it was created (Paystack: initialized; Flutterwave: paid, declined or cancelled) and paid, by the sandbox's clock. */
  createdAt: Date;
  paidAt: Date | null;
  /** A transfer to a virtual account (ADR 056): the receiving number, its bank and the customer (Paystack's code). */
  receiver?: { number: string; bank: string; customerCode: string | null };
}

/** A virtual account the sandbox issued (Paystack dedicated account, Flutterwave static account). */
export interface SandboxAccount {
  gw: Gw;
  number: string;
  bank: string;
  name: string;
  email: string;
  /** Paystack's customer code; Flutterwave's tx_ref of the account (given at creation). */
  customerCode: string;
  txRef: string | null;
  assigned: boolean;
  id: number;
  createdAt: Date;
}

/**
 * A Paystack customer. `identification`: the last validation's account, masked as Paystack's events show it (the
 * sandbox keeps no BVN nor full account number either).
 */
export interface SandboxCustomer {
  code: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  identified: boolean;
  identification: { bvn: string; account_number: string; bank_code: string } | null;
}

/**
 * How the sandbox issues account numbers (POST /sandbox/virtual-accounts/mode): instant (the create answer has the
 * number), async (Paystack: the answer has none yet, dedicatedaccount.assign.success follows a moment later), refuse
 * (the gateway says no: the feature is not enabled for the business).
 */
export type SandboxAccountMode = 'instant' | 'async' | 'refuse';
export const ACCOUNT_MODES: readonly SandboxAccountMode[] = ['instant', 'async', 'refuse'];
/**
 * Whether the sandbox's Paystack business must validate customers before it assigns a dedicated account (ADR 061,
 * POST /sandbox/virtual-accounts/validation): off (not required; Validate Customer still answers), pass (required;
 * Validate Customer succeeds a moment later: customeridentification.success), fail (required; it fails with
 * Paystack's reason: customeridentification.failed), manual (required; each validation stays in progress until
 * POST /sandbox/virtual-accounts/validation/:customerCode/success|failed).
 */
export type SandboxValidationMode = 'off' | 'pass' | 'fail' | 'manual';
export const VALIDATION_MODES: readonly SandboxValidationMode[] = ['off', 'pass', 'fail', 'manual'];
/**
 * How the sandbox's refunds end (POST /sandbox/refunds/mode): processed (pending → processing → processed), failed
 * (→ processing → failed), needs-attention (Paystack: → needs-attention until retried with the customer's account;
 * Flutterwave has no such state and leaves it pending), manual (each moved by POST /sandbox/refunds/:gw/:id/:action).
 */
export type SandboxRefundMode = 'processed' | 'failed' | 'needs-attention' | 'manual';
export const REFUND_MODES: readonly SandboxRefundMode[] = ['processed', 'failed', 'needs-attention', 'manual'];

export interface SandboxRefund {
  gw: Gw;
  id: number;
  tx: SandboxTx;
  /** kobo */
  amount: number;
  currency: string;
  /** Paystack: pending | processing | processed | failed | needs-attention; Flutterwave: pending | completed | failed. */
  status: string;
  /** Paystack merchant_note / customer_note; Flutterwave comments (in merchantNote). */
  merchantNote: string;
  customerNote: string;
  createdAt: Date;
  updatedAt: Date;
  refundedAt: Date | null;
  /** The customer's account given by retry_with_customer_details (Paystack). */
  account: { account_number: string; bank_id: string; currency: string } | null;
  /** Every status it has had, in order. */
  history: string[];
}

/** One webhook delivery as the sandbox saw it (GET /sandbox/deliveries: tests and demos check where it landed). */
export interface SandboxDelivery {
  gateway: Gw;
  /** The payment's reference (for a refund event too: the refunded payment's). */
  reference: string;
  event: string;
  /** The refund's id, for a refund event. */
  refund?: number;
  /** HTTP status of each attempt (null: no answer), in order. */
  attempts: (number | null)[];
  /** pending: still being retried; delivered: got a 200; failed: gave up after the last try. */
  state: 'pending' | 'delivered' | 'failed';
  /** The X-Instance header of the answer that acknowledged it (the instance that took it, when instances name themselves). */
  instance: string | null;
}

/** What the sandbox needs from its host: the secret keys, its own address, and how a webhook reaches the server. */
export interface SandboxOptions {
  paystackSecretKey: string | undefined;
  flutterwaveSecretKey: string | undefined;
  flutterwaveSecretHash: string | undefined;
  /** The sandbox's address as a customer's browser reaches it (hosted checkout links). */
  publicUrl: string;
  /** Posts one signed webhook to the server; resolves with the answer's status (null: no answer) and X-Instance. */
  post: (gateway: Gw, headers: Record<string, string>, body: string) => Promise<{ status: number | null; instance?: string | null }>;
  /** Tries per webhook (0.2 s, 0.4 s, … between them); default 8. */
  webhookTries?: number;
  /** The sandbox's clock (transactions' and refunds' dates, the lists' from/to); default the system's. */
  now?: () => Date;
  /** Milliseconds between two automatic steps of a refund (default 150). */
  refundStepMs?: number;
  /** How refunds end until POST /sandbox/refunds/mode says otherwise (default processed). */
  refundMode?: SandboxRefundMode;
  /** How account numbers are issued until POST /sandbox/virtual-accounts/mode says otherwise (default instant). */
  accountMode?: SandboxAccountMode;
  /** Whether customers must be validated first until POST /sandbox/virtual-accounts/validation says otherwise (default off). */
  validationMode?: SandboxValidationMode;
}

/** One sandbox's memory (a restart forgets it) and knobs: what every part of it reads and changes. */
export interface SandboxState {
  opts: SandboxOptions;
  /** The host app's logger (webhooks not acknowledged). */
  logger: FastifyBaseLogger;
  /** The sandbox's clock. */
  now: () => Date;
  /** Tries per webhook. */
  tries: number;
  /** Milliseconds between two automatic steps (refunds, validations, late account numbers). */
  stepMs: number;
  /** Transactions by reference, by access code (hosted checkout) and by id. */
  txs: Map<string, SandboxTx>;
  byCode: Map<string, SandboxTx>;
  byId: Map<number, SandboxTx>;
  /** The next id of a transaction, an account or a customer (one counter, as the gateways' ids). */
  nextId: number;
  refunds: Map<number, SandboxRefund>;
  nextRefundId: number;
  /** Issued account numbers, by `gateway:number`. */
  accounts: Map<string, SandboxAccount>;
  nextAccount: number;
  /** Paystack's customers by customer code. */
  paystackCustomers: Map<string, SandboxCustomer>;
  refundMode: SandboxRefundMode;
  accountMode: SandboxAccountMode;
  validationMode: SandboxValidationMode;
  /** Webhook deliveries in flight (tests wait for them: app.sandboxIdle). */
  deliveries: Set<Promise<void>>;
  /** Every delivery, newest last (at most the last 10 000). */
  log: SandboxDelivery[];
  /** Each refund's next automatic step waiting for its timer, by refund id (idle() waits for them; close() cancels them). */
  steps: Map<number, { timer: ReturnType<typeof setTimeout>; done: () => void; promise: Promise<void> }>;
  /** close() has begun: nothing more is sent or moved. */
  closing: boolean;
}

export function createState(opts: SandboxOptions, logger: FastifyBaseLogger): SandboxState {
  return {
    opts,
    logger,
    now: opts.now ?? (() => new Date()),
    tries: opts.webhookTries ?? 8,
    stepMs: opts.refundStepMs ?? 150,
    txs: new Map(),
    byCode: new Map(),
    byId: new Map(),
    nextId: 4_099_000_000,
    refunds: new Map(),
    nextRefundId: 15_581_000,
    accounts: new Map(),
    nextAccount: 9_930_000_100,
    paystackCustomers: new Map(),
    refundMode: opts.refundMode ?? 'processed',
    accountMode: opts.accountMode ?? 'instant',
    validationMode: opts.validationMode ?? 'off',
    deliveries: new Set(),
    log: [],
    steps: new Map(),
    closing: false,
  };
}

/** A checkout opened (Paystack initialize, Flutterwave payments): not paid yet, known by reference, access code and id. */
export function recordTx(s: SandboxState, gw: Gw, reference: string, amount: number, currency: string, email: string, callbackUrl: string) {
  const tx: SandboxTx = {
    gw,
    id: s.nextId++,
    accessCode: randomBytes(9).toString('hex'),
    reference,
    amount,
    currency,
    email,
    callbackUrl,
    status: gw === 'paystack' ? 'abandoned' : 'pending',
    created: gw === 'paystack',
    card: null,
    createdAt: s.now(),
    paidAt: null,
  };
  s.txs.set(reference, tx);
  s.byCode.set(tx.accessCode, tx);
  s.byId.set(tx.id, tx);
  return tx;
}

/** A refund's final statuses (both gateways' words). */
export const FINAL_REFUND = new Set(['processed', 'completed', 'failed']);
