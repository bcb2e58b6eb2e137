import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { paystackSignature, safeEqual } from '#server/lib/gateways.js';
import { money } from '#server/lib/money.js';
import { API_PREFIX } from '#shared/api.js';
import { escapeHtml } from '#server/lib/html.js';

/**
 * The local sandbox gateway (docs/decisions/017-gateways-and-sandbox.md), mounted only in local mode (never with
 * NODE_ENV=production): it speaks the Paystack and Flutterwave v3 HTTP APIs the adapters use (their paths, field
 * names, amount units, error answers — a reused reference is refused), shows a hosted checkout page (no script: it
 * passes the CSP) with the amount and Pay (with a card number: its verify answer names the card as the gateways do,
 * ADR 040) / Pay by bank transfer / Decline / Cancel, redirects the browser to the callback AND sends the
 * signed webhook, retrying it until it gets a 200. State lives in memory (a restart forgets open checkouts).
 *
 * Refunds (issue 25): Paystack's POST /refund, GET /refund(/:id), POST /refund/retry_with_customer_details/:id and
 * Flutterwave's POST /v3/transactions/:id/refund, GET /v3/refunds(/:id), with the gateways' refusals (unknown payment,
 * not successful, more than is left to refund, a retry outside needs-attention); each refund moves on by itself a
 * moment later as the outcome mode says (POST /sandbox/refunds/mode) or by hand (POST /sandbox/refunds/:gw/:id/:action),
 * every change sent as the gateway's signed refund webhook through the same delivery loop. The transaction lists
 * (Paystack GET /transaction, Flutterwave GET /v3/transactions) take from / to and pages, for reconciliation.
 * The account-name lookups (ADR 070: Paystack's GET /bank/resolve, Flutterwave's POST /v3/accounts/resolve) name the
 * sandbox's test accounts (SANDBOX_BANK_ACCOUNTS) and answer any other account as the real APIs do.
 *
 * Two hosts: in local mode the server mounts it (sandboxPlugin below, webhooks by app.inject); with several instances it
 * is its own process (src/server/sandbox-server.ts, `npm run sandbox`, dist/server/sandbox.mjs) that the instances
 * reach by PAYSTACK_BASE_URL / FLUTTERWAVE_BASE_URL and that posts its webhooks over real HTTP to the load balancer
 * (docs/decisions/027-standalone-sandbox-and-cluster-harness.md). Neither is ever a production gateway.
 */
export type Gw = 'paystack' | 'flutterwave';
interface SandboxTx {
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
interface SandboxAccount {
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
/** Paystack's List Banks (GET /bank?currency=NGN), a few of its Nigerian banks with their codes, as it answers them. */
export const SANDBOX_BANKS: readonly { id: number; name: string; slug: string; code: string; longcode: string }[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149' },
  { id: 3, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', longcode: '050150010' },
  { id: 7, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', longcode: '011151003' },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036' },
  { id: 67, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '' },
  { id: 303, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', longcode: '' },
  { id: 171, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', longcode: '' },
  { id: 18, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', longcode: '033153513' },
  { id: 20, name: 'Wema Bank', slug: 'wema-bank', code: '035', longcode: '035150103' },
  { id: 21, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013' },
];
/**
 * The sandbox's test bank accounts (ADR 070): what the account-name lookups (Paystack's GET /bank/resolve, Flutterwave's
 * POST /v3/accounts/resolve) resolve, always to the same name. Any other number at any bank is unknown there, answered
 * as the real APIs answer an account they cannot resolve.
 */
export const SANDBOX_BANK_ACCOUNTS: readonly { bankCode: string; accountNumber: string; accountName: string }[] = [
  { bankCode: '058', accountNumber: '0123456789', accountName: 'ADAEZE CHIOMA OKAFOR' },
  { bankCode: '044', accountNumber: '0690000031', accountName: 'BABATUNDE ADEYEMI' },
  { bankCode: '057', accountNumber: '2012345678', accountName: 'IBRAHIM MUSA' },
  { bankCode: '033', accountNumber: '1234567890', accountName: 'NGOZI EZE' },
  { bankCode: '50211', accountNumber: '2000000001', accountName: 'EMEKA NWOSU' },
];
/** Paystack's words for an account number it cannot resolve at that bank. */
export const SANDBOX_UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';
/** Flutterwave's. */
export const SANDBOX_FLW_UNRESOLVED = 'Sorry, recipient account could not be validated. Please try again';
/** Paystack's words when a customer of a validating business category asks for a dedicated account before validation. */
export const SANDBOX_NOT_VALIDATED = 'Customer must be validated before a dedicated account can be assigned';
/** Paystack's customeridentification.failed reason in the sandbox's fail mode. */
export const SANDBOX_VALIDATION_REASON = 'Account number or BVN is incorrect';

/**
 * How the sandbox's refunds end (POST /sandbox/refunds/mode): processed (pending → processing → processed), failed
 * (→ processing → failed), needs-attention (Paystack: → needs-attention until retried with the customer's account;
 * Flutterwave has no such state and leaves it pending), manual (each moved by POST /sandbox/refunds/:gw/:id/:action).
 */
export type SandboxRefundMode = 'processed' | 'failed' | 'needs-attention' | 'manual';
export const REFUND_MODES: readonly SandboxRefundMode[] = ['processed', 'failed', 'needs-attention', 'manual'];
interface SandboxRefund {
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
const FINAL_REFUND = new Set(['processed', 'completed', 'failed']);

/** The sandbox customer's own test card when the checkout names none: 16 digits derived from the e-mail address. */
export const sandboxCardOf = (email: string) =>
  `4084${BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(12, '0').slice(-12)}`;
/** Paystack's `authorization.signature` of a card: the same card always gives the same signature (whatever the e-mail). */
export const sandboxSignatureOf = (card: string) => `SIG_${createHash('sha256').update(`card:${card}`).digest('hex').slice(0, 20)}`;

/** Paystack's `authorization` object of a paid transaction (card or bank transfer), as its verify answer shows it. */
const paystackAuthorization = (tx: SandboxTx) =>
  tx.card
    ? {
        authorization_code: `AUTH_${tx.id}`,
        bin: tx.card.slice(0, 6),
        last4: tx.card.slice(-4),
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: sandboxSignatureOf(tx.card),
        account_name: null,
      }
    : { authorization_code: `AUTH_${tx.id}`, channel: 'bank_transfer', bank: 'TEST BANK', country_code: 'NG', reusable: false, signature: null, account_name: null };
const paystackData = (tx: SandboxTx) => ({
  id: tx.id,
  status: tx.status,
  reference: tx.reference,
  amount: tx.amount,
  currency: tx.currency,
  paid_at: tx.paidAt?.toISOString() ?? null,
  created_at: tx.createdAt.toISOString(),
  customer: { email: tx.email, ...(tx.receiver ? { customer_code: tx.receiver.customerCode } : {}) },
  ...(tx.receiver
    ? {
        // A transfer to a dedicated account, as Paystack's verify answer shows it: channel dedicated_nuban, the receiving number.
        channel: 'dedicated_nuban',
        authorization: {
          authorization_code: `AUTH_${tx.id}`,
          bin: null,
          last4: null,
          exp_month: null,
          exp_year: null,
          channel: 'dedicated_nuban',
          card_type: 'transfer',
          bank: 'SANDBOX SENDER BANK',
          country_code: 'NG',
          brand: 'Managed Account',
          reusable: false,
          signature: null,
          account_name: null,
          sender_name: 'SANDBOX PAYER',
          narration: `Transfer to ${tx.receiver.number}`,
          receiver_bank_account_number: tx.receiver.number,
          receiver_bank: tx.receiver.bank,
        },
      }
    : tx.status === 'success'
      ? { channel: tx.card ? 'card' : 'bank_transfer', authorization: paystackAuthorization(tx) }
      : {}),
});
const flwData = (tx: SandboxTx) => ({
  id: tx.id,
  tx_ref: tx.reference,
  status: tx.status,
  amount: tx.amount / 100,
  currency: tx.currency,
  created_at: tx.createdAt.toISOString(),
  customer: { email: tx.email },
  ...(tx.status === 'successful'
    ? tx.card
      ? {
          payment_type: 'card',
          card: { first_6digits: tx.card.slice(0, 6), last_4digits: tx.card.slice(-4), issuer: 'VISA TEST BANK', country: 'NG', type: 'VISA', token: `flw-t-${tx.id}`, expiry: '12/30' },
        }
      : { payment_type: 'bank_transfer' }
    : {}),
});


/** The sandbox's refund actions (POST /sandbox/refunds/:gw/:id/:action) and the gateway's status each one gives. */
const PAYSTACK_ACTIONS = new Map([
  ['processing', 'processing'],
  ['processed', 'processed'],
  ['failed', 'failed'],
  ['needs-attention', 'needs-attention'],
]);
const FLUTTERWAVE_ACTIONS = new Map([
  ['processed', 'completed'],
  ['failed', 'failed'],
]);
/** Flutterwave's lists give ten a page. */
const FLW_PAGE = 10;
const SANDBOX_INTEGRATION = 100032;

/** Paystack's refund object as its create (transaction nested), fetch and retry answers show it. */
const paystackRefundData = (r: SandboxRefund, kind: 'create' | 'fetch' | 'retry') => ({
  integration: SANDBOX_INTEGRATION,
  transaction: kind === 'create' ? paystackData(r.tx) : r.tx.id,
  ...(kind === 'create' ? {} : { dispute: null, settlement: null }),
  id: r.id,
  domain: 'test',
  currency: r.currency,
  amount: r.amount,
  status: r.status,
  channel: r.account ? 'bank_transfer' : null,
  refunded_at: r.refundedAt?.toISOString() ?? null,
  expected_at: new Date(r.createdAt.getTime() + 5 * 86_400_000).toISOString(),
  refunded_by: 'sandbox@e-laundry.test',
  customer_note: r.customerNote,
  merchant_note: r.merchantNote,
  deducted_amount: r.status === 'failed' ? 0 : r.amount,
  fully_deducted: r.status !== 'failed',
  bank_reference: r.refundedAt ? `TRF_${r.id}` : null,
  ...(kind === 'fetch'
    ? {
        transaction_reference: r.tx.reference,
        reason: r.status === 'needs-attention' ? 'Refund could not be processed on the payment channel' : 'Refund initiated',
        customer: { email: r.tx.email },
        refund_type: r.amount === r.tx.amount ? 'full' : 'partial',
        transaction_amount: r.tx.amount,
        initiated_by: 'api',
        refund_channel: r.account ? 'bank_transfer' : r.tx.card ? 'card' : 'bank_transfer',
        session_id: null,
        collect_account_number: r.status === 'needs-attention',
      }
    : {}),
  ...(kind === 'retry' ? { reason: 'Refund retried with customer details', customer: { email: r.tx.email }, initiated_by: 'api', reversed_at: null, session_id: null } : {}),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Paystack's refund event data, as its webhook examples show it: the payment by `transaction_reference`, the amount in
 * kobo (a string in its pending / processing / processed examples, a number in the others), the refund's id and notes.
 */
const paystackRefundEvent = (r: SandboxRefund) => ({
  status: r.status,
  transaction_reference: r.tx.reference,
  refund_reference: r.refundedAt ? `TRF_${r.id}` : null,
  amount: ['pending', 'processing', 'processed'].includes(r.status) ? String(r.amount) : r.amount,
  currency: r.currency,
  processor: 'sandbox',
  customer: { first_name: null, last_name: null, email: r.tx.email },
  integration: SANDBOX_INTEGRATION,
  domain: 'test',
  id: String(r.id),
  customer_note: r.customerNote,
  merchant_note: r.merchantNote,
});

/** Flutterwave v3's refund object (refund and fetch answers, refund events): Naira, the transaction by its id. */
const flwRefundData = (r: SandboxRefund) => ({
  id: r.id,
  account_id: SANDBOX_INTEGRATION,
  tx_id: r.tx.id,
  flw_ref: `URF_${r.createdAt.getTime()}_${r.id}`,
  wallet_id: SANDBOX_INTEGRATION,
  amount_refunded: r.amount / 100,
  status: r.status,
  destination: 'payment_source',
  meta: { source: 'availablebalance' },
  comments: r.merchantNote,
  created_at: r.createdAt.toISOString(),
});

/** A refund as GET /sandbox/refunds lists it. */
const sandboxRefundView = (r: SandboxRefund) => ({
  gateway: r.gw,
  id: r.id,
  status: r.status,
  amountKobo: r.amount,
  currency: r.currency,
  transactionReference: r.tx.reference,
  transactionId: r.tx.id,
  note: r.merchantNote,
  customerNote: r.customerNote,
  account: r.account,
  history: [...r.history],
  createdAt: r.createdAt.toISOString(),
});


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

/**
 * The sandbox's routes on `app` (its own scope), for the in-app plugin below and the standalone sandbox server
 * (src/server/sandbox-server.ts). Returns `idle()` (every delivery in flight has ended) and `close()`.
 */
export async function registerSandbox(app: FastifyInstance, opts: SandboxOptions) {
  const txs = new Map<string, SandboxTx>(); // by reference
  const byCode = new Map<string, SandboxTx>();
  const byId = new Map<number, SandboxTx>();
  let nextId = 4_099_000_000;
  /** Webhook deliveries in flight (tests wait for them: app.sandboxIdle). */
  const deliveries = new Set<Promise<void>>();
  /** Every delivery, newest last (at most the last 10 000). */
  const log: SandboxDelivery[] = [];
  const tries = opts.webhookTries ?? 8;
  const now = opts.now ?? (() => new Date());
  const refunds = new Map<number, SandboxRefund>();
  let nextRefundId = 15_581_000;
  let refundMode: SandboxRefundMode = opts.refundMode ?? 'processed';
  let accountMode: SandboxAccountMode = opts.accountMode ?? 'instant';
  let validationMode: SandboxValidationMode = opts.validationMode ?? 'off';
  const stepMs = opts.refundStepMs ?? 150;
  /** Each refund's next automatic step waiting for its timer, by refund id (idle() waits for them; close() cancels them). */
  const steps = new Map<number, { timer: ReturnType<typeof setTimeout>; done: () => void; promise: Promise<void> }>();

  await app.register(async (child) => routes(child));
  function routes(app: FastifyInstance) {
  // The checkout's forms (this parser stays inside the sandbox's own scope): Pay may name the card number.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const bearerOk = (request: FastifyRequest, secret: string | undefined) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return !!secret && !!token && safeEqual(token, secret);
  };

  const record = (gw: Gw, reference: string, amount: number, currency: string, email: string, callbackUrl: string) => {
    const tx: SandboxTx = {
      gw,
      id: nextId++,
      accessCode: randomBytes(9).toString('hex'),
      reference,
      amount,
      currency,
      email,
      callbackUrl,
      status: gw === 'paystack' ? 'abandoned' : 'pending',
      created: gw === 'paystack',
      card: null,
      createdAt: now(),
      paidAt: null,
    };
    txs.set(reference, tx);
    byCode.set(tx.accessCode, tx);
    byId.set(tx.id, tx);
    return tx;
  };

  // ---------------------------------------------------------------- Paystack
  app.post('/sandbox/paystack/transaction/initialize', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const amount = Number(b.amount);
    if (typeof b.email !== 'string' || !b.email) return reply.code(400).send({ status: false, message: 'Invalid Email Address Passed' });
    if (!Number.isInteger(amount) || amount < 100) return reply.code(400).send({ status: false, message: 'Invalid Amount Sent' });
    const reference = typeof b.reference === 'string' && b.reference ? b.reference : `T${randomBytes(8).toString('hex')}`;
    if (txs.has(reference)) return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    const tx = record('paystack', reference, amount, typeof b.currency === 'string' ? b.currency : 'NGN', b.email, String(b.callback_url ?? ''));
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${opts.publicUrl}/sandbox/paystack/checkout/${tx.accessCode}`, access_code: tx.accessCode, reference },
    };
  });

  app.get('/sandbox/paystack/transaction/verify/:reference', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const tx = txs.get((request.params as { reference: string }).reference);
    if (!tx || tx.gw !== 'paystack') return reply.code(400).send({ status: false, message: 'Transaction reference not found' });
    return {
      status: true,
      message: 'Verification successful',
      data: paystackData(tx),
    };
  });

  // ---------------------------------------------------------------- Flutterwave v3
  const flwError = (reply: FastifyReply, code: number, message: string) => reply.code(code).send({ status: 'error', message, data: null });
  app.post('/sandbox/flutterwave/v3/payments', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    const email = (b.customer as { email?: unknown } | undefined)?.email;
    if (typeof b.tx_ref !== 'string' || !b.tx_ref) return flwError(reply, 400, 'tx_ref is required');
    if (typeof b.amount !== 'number' || !(b.amount > 0)) return flwError(reply, 400, 'amount is required');
    if (typeof email !== 'string' || !email) return flwError(reply, 400, 'customer.email is required');
    if (txs.has(b.tx_ref)) return flwError(reply, 400, 'Duplicate tx_ref');
    const tx = record('flutterwave', b.tx_ref, Math.round(b.amount * 100), typeof b.currency === 'string' ? b.currency : 'NGN', email, String(b.redirect_url ?? ''));
    return { status: 'success', message: 'Hosted Link', data: { link: `${opts.publicUrl}/sandbox/flutterwave/checkout/${tx.accessCode}` } };
  });

  app.get('/sandbox/flutterwave/v3/transactions/:id/verify', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = byId.get(Number((request.params as { id: string }).id));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this id');
    return { status: 'success', message: 'Transaction fetched successfully', data: flwData(tx) };
  });
  app.get('/sandbox/flutterwave/v3/transactions/verify_by_reference', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = txs.get(String((request.query as { tx_ref?: string }).tx_ref ?? ''));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this tx_ref');
    return { status: 'success', message: 'Transaction fetched successfully', data: flwData(tx) };
  });

  // ---------------------------------------------------------------- hosted checkout
  app.get('/sandbox/:gw/checkout/:code', async (request, reply) => {
    const { gw, code } = request.params as { gw: string; code: string };
    const tx = byCode.get(code);
    if (!tx || tx.gw !== gw) return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><p>Unknown checkout.</p>');
    const name = gw === 'paystack' ? 'Paystack' : 'Flutterwave';
    const open = tx.status === 'abandoned' || tx.status === 'pending';
    const button = (action: string, label: string) =>
      `<form method="post" action="/sandbox/${gw}/checkout/${code}/${action}"><button type="submit">${label}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} sandbox checkout</title></head>
<body><main>
<h1>${name} sandbox checkout</h1>
<p>Local test gateway: no real money moves.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(tx.currency)} ${money(tx.amount)}</dd><dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(tx.email)}</dd></dl>
${
  open
    ? `<form method="post" action="/sandbox/${gw}/checkout/${code}/pay"><label>Card number <input name="card" inputmode="numeric" autocomplete="off" value="${sandboxCardOf(tx.email)}"></label> <button type="submit">Pay</button></form>` +
      button('transfer', 'Pay by bank transfer') +
      button('decline', 'Decline') +
      button('cancel', 'Cancel')
    : `<p>This payment is ${escapeHtml(tx.status)}.</p>`
}
</main></body></html>`);
  });

  app.post('/sandbox/:gw/checkout/:code/:action', async (request, reply) => {
    const { gw, code, action } = request.params as { gw: string; code: string; action: string };
    const tx = byCode.get(code);
    if (!tx || tx.gw !== gw || !['pay', 'transfer', 'decline', 'cancel'].includes(action)) return reply.code(404).send({ message: 'Unknown checkout.' });
    if (tx.status === 'abandoned' || tx.status === 'pending') {
      const paid = action === 'pay' || action === 'transfer';
      if (tx.gw === 'paystack') tx.status = paid ? 'success' : action === 'decline' ? 'failed' : 'abandoned';
      else tx.status = paid ? 'successful' : action === 'decline' ? 'failed' : 'cancelled';
      if (action === 'pay') {
        // The card number typed at the checkout (digits only), else the customer's own test card.
        const typed = String((request.body as { card?: unknown } | undefined)?.card ?? '').replace(/\D/g, '');
        tx.card = typed.length >= 12 ? typed : sandboxCardOf(tx.email);
      }
      if (paid) tx.paidAt = now();
      // Flutterwave's transaction exists from the payment attempt on.
      if (tx.gw === 'flutterwave' && !tx.created) tx.createdAt = now();
      tx.created = true;
      if (action !== 'cancel') deliver(tx);
    }
    const url = new URL(tx.callbackUrl);
    if (tx.gw === 'paystack') {
      url.searchParams.set('trxref', tx.reference);
      url.searchParams.set('reference', tx.reference);
    } else {
      url.searchParams.set('status', tx.status);
      url.searchParams.set('tx_ref', tx.reference);
      if (tx.status !== 'cancelled') url.searchParams.set('transaction_id', String(tx.id));
    }
    return reply.redirect(url.toString(), 303);
  });

  // ---------------------------------------------------------------- refunds and lists (issue 25)
  /** What of a payment can still be refunded: its amount less every refund that has not failed. */
  const refundable = (tx: SandboxTx) => tx.amount - [...refunds.values()].filter((r) => r.tx === tx && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const newRefund = (tx: SandboxTx, amount: number, merchantNote: string, customerNote: string) => {
    const at = now();
    const refund: SandboxRefund = {
      gw: tx.gw,
      id: nextRefundId++,
      tx,
      amount,
      currency: tx.currency,
      status: 'pending',
      merchantNote,
      customerNote,
      createdAt: at,
      updatedAt: at,
      refundedAt: null,
      account: null,
      history: ['pending'],
    };
    refunds.set(refund.id, refund);
    // Paystack says so at once (refund.pending); Flutterwave only tells the outcome.
    if (tx.gw === 'paystack') deliverRefund(refund);
    schedule(refund);
    return refund;
  };
  const page = (q: Record<string, string | undefined>, names: string[], fallback: number) => {
    for (const n of names) {
      const v = Number(q[n]);
      if (Number.isInteger(v) && v > 0) return v;
    }
    return fallback;
  };
  /** from / to as instants; a date alone is its whole day (UTC) for `to`. */
  const bounds = (q: Record<string, string | undefined>) => {
    const parse = (v: string | undefined, end: boolean) => {
      if (!v) return end ? Infinity : -Infinity;
      const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) && end ? `${v}T23:59:59.999Z` : v);
      return Number.isFinite(t) ? t : null;
    };
    const from = parse(q.from, false);
    const to = parse(q.to, true);
    return from === null || to === null ? null : { from, to };
  };

  // Paystack: POST /refund, GET /refund, GET /refund/:id, POST /refund/retry_with_customer_details/:id, GET /transaction.
  app.post('/sandbox/paystack/refund', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof b.transaction === 'string' || typeof b.transaction === 'number' ? String(b.transaction) : '';
    if (!key) return reply.code(400).send({ status: false, message: 'Transaction reference or id is required', type: 'validation_error', code: 'invalid_params' });
    const tx = txs.get(key) ?? (/^\d+$/.test(key) ? byId.get(Number(key)) : undefined);
    if (!tx || tx.gw !== 'paystack') return reply.code(404).send({ status: false, message: 'Transaction not found', type: 'validation_error', code: 'not_found' });
    if (tx.status === 'reversed') return reply.code(400).send({ status: false, message: 'Transaction has been fully reversed', type: 'validation_error', code: 'transaction_reversed' });
    if (tx.status !== 'success') return reply.code(400).send({ status: false, message: 'Cannot refund a transaction that was not successful', type: 'validation_error', code: 'invalid_params' });
    if (b.currency !== undefined && b.currency !== tx.currency) return reply.code(400).send({ status: false, message: 'Currency does not match transaction currency', type: 'validation_error', code: 'invalid_params' });
    const left = refundable(tx);
    const amount = b.amount === undefined ? left : Number(b.amount);
    if (!Number.isInteger(amount) || amount < 1) return reply.code(400).send({ status: false, message: 'Invalid amount', type: 'validation_error', code: 'invalid_params' });
    if (left <= 0) return reply.code(400).send({ status: false, message: 'Transaction has been fully reversed', type: 'validation_error', code: 'transaction_reversed' });
    if (amount > left) {
      return reply.code(400).send({ status: false, message: `Refund amount cannot be more than the transaction's unrefunded amount (${left})`, type: 'validation_error', code: 'invalid_params' });
    }
    const refund = newRefund(tx, amount, typeof b.merchant_note === 'string' ? b.merchant_note : '', typeof b.customer_note === 'string' ? b.customer_note : '');
    return { status: true, message: 'Refund has been queued for processing', data: paystackRefundData(refund, 'create') };
  });
  app.get('/sandbox/paystack/refund', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const q = request.query as Record<string, string | undefined>;
    const range = bounds(q);
    if (!range) return reply.code(400).send({ status: false, message: 'Invalid date', type: 'validation_error', code: 'invalid_params' });
    const perPage = page(q, ['perPage', 'per_page'], 50);
    const current = page(q, ['page'], 1);
    const all = [...refunds.values()]
      .filter((r) => r.gw === 'paystack' && r.createdAt.getTime() >= range.from && r.createdAt.getTime() <= range.to)
      .filter((r) => !q.transaction || String(r.tx.id) === q.transaction || r.tx.reference === q.transaction)
      .reverse();
    return {
      status: true,
      message: 'Refunds retrieved',
      data: all.slice((current - 1) * perPage, current * perPage).map((r) => paystackRefundData(r, 'fetch')),
      meta: {
        total: all.length,
        skipped: (current - 1) * perPage,
        perPage: String(perPage),
        page: current,
        pageCount: Math.ceil(all.length / perPage),
        failedRefundCount: all.filter((r) => r.status === 'failed').length,
      },
    };
  });
  app.get('/sandbox/paystack/refund/:id', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const refund = refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'paystack') return reply.code(404).send({ status: false, message: 'Refund not found', type: 'validation_error', code: 'not_found' });
    return { status: true, message: 'Refund retrieved', data: paystackRefundData(refund, 'fetch') };
  });
  app.post('/sandbox/paystack/refund/retry_with_customer_details/:id', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const refund = refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'paystack') return reply.code(404).send({ status: false, message: 'Refund not found', type: 'validation_error', code: 'not_found' });
    const details = (((request.body ?? {}) as Record<string, unknown>).refund_account_details ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    if (!text(details.account_number) || !text(details.bank_id) || !text(details.currency)) {
      return reply.code(400).send({ status: false, message: 'refund_account_details: currency, account_number and bank_id are required', type: 'validation_error', code: 'invalid_params' });
    }
    if (refund.status !== 'needs-attention') {
      return reply.code(422).send({ status: false, message: 'Invalid Refund state, refund status should be "needs-attention"', type: 'validation_error', code: 'invalid_params' });
    }
    if (!/^\d{10}$/.test(text(details.account_number))) return reply.code(400).send({ status: false, message: 'Invalid account number', type: 'validation_error', code: 'invalid_params' });
    if (!SANDBOX_BANKS.some((x) => String(x.id) === text(details.bank_id))) return reply.code(400).send({ status: false, message: 'Invalid bank_id: use the id of the List Banks endpoint', type: 'validation_error', code: 'invalid_params' });
    refund.account = { account_number: text(details.account_number), bank_id: text(details.bank_id), currency: text(details.currency) };
    move(refund, 'processing');
    // The customer's account is known: it is paid whatever the mode.
    schedule(refund, ['processed']);
    return { status: true, message: 'Refund retried with customer details', data: paystackRefundData(refund, 'retry') };
  });
  app.get('/sandbox/paystack/transaction', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const q = request.query as Record<string, string | undefined>;
    const range = bounds(q);
    if (!range) return reply.code(400).send({ status: false, message: 'Invalid date', type: 'validation_error', code: 'invalid_params' });
    const perPage = page(q, ['perPage', 'per_page'], 50);
    const current = page(q, ['page'], 1);
    const all = [...txs.values()]
      .filter((t) => t.gw === 'paystack' && t.createdAt.getTime() >= range.from && t.createdAt.getTime() <= range.to && (!q.status || t.status === q.status))
      .reverse();
    const shown = all.slice((current - 1) * perPage, current * perPage);
    return {
      status: true,
      message: 'Transactions retrieved',
      data: shown.map(paystackData),
      meta: { total: all.length, total_volume: all.reduce((s, t) => s + (t.status === 'success' ? t.amount : 0), 0), skipped: (current - 1) * perPage, perPage, page: current, pageCount: Math.ceil(all.length / perPage) },
    };
  });

  // Flutterwave v3: POST /v3/transactions/:id/refund, GET /v3/refunds/:id, GET /v3/refunds, GET /v3/transactions.
  app.post('/sandbox/flutterwave/v3/transactions/:id/refund', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = byId.get(Number((request.params as { id: string }).id));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this id');
    if (tx.status !== 'successful') return flwError(reply, 400, 'Only successful transactions can be refunded');
    const b = (request.body ?? {}) as Record<string, unknown>;
    const left = refundable(tx);
    if (b.amount !== undefined && (typeof b.amount !== 'number' || !(b.amount > 0))) return flwError(reply, 400, 'amount must be a positive number');
    const amount = b.amount === undefined ? left : Math.round((b.amount as number) * 100);
    if (left <= 0) return flwError(reply, 400, 'Transaction has been fully refunded');
    if (amount > left) return flwError(reply, 400, `Refund amount cannot be greater than the amount left to refund on this transaction (${left / 100})`);
    const refund = newRefund(tx, amount, typeof b.comments === 'string' ? b.comments : '', '');
    return { status: 'success', message: 'Transaction refund initiated', data: flwRefundData(refund) };
  });
  app.get('/sandbox/flutterwave/v3/refunds/:id', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const refund = refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'flutterwave') return flwError(reply, 404, 'Refund not found');
    return { status: 'success', message: 'Refund fetched', data: flwRefundData(refund) };
  });
  app.get('/sandbox/flutterwave/v3/refunds', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const q = request.query as Record<string, string | undefined>;
    const range = bounds(q);
    if (!range) return flwError(reply, 400, 'Invalid date');
    const current = page(q, ['page'], 1);
    const all = [...refunds.values()].filter((r) => r.gw === 'flutterwave' && r.createdAt.getTime() >= range.from && r.createdAt.getTime() <= range.to).reverse();
    return {
      status: 'success',
      message: 'Refunds fetched',
      meta: { page_info: { total: all.length, current_page: current, total_pages: Math.ceil(all.length / FLW_PAGE), page_size: FLW_PAGE } },
      // The list names the transaction transaction_id and the comments comment.
      data: all.slice((current - 1) * FLW_PAGE, current * FLW_PAGE).map((r) => {
        const { tx_id, comments, ...rest } = flwRefundData(r);
        return { ...rest, transaction_id: tx_id, comment: comments, settlement_id: 'NEW' };
      }),
    };
  });
  app.get('/sandbox/flutterwave/v3/transactions', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const q = request.query as Record<string, string | undefined>;
    // Whole days: from's start to to's end.
    if ((q.from && !/^\d{4}-\d{2}-\d{2}$/.test(q.from)) || (q.to && !/^\d{4}-\d{2}-\d{2}$/.test(q.to))) return flwError(reply, 400, 'from and to must be dates (YYYY-MM-DD)');
    const range = bounds(q)!;
    const current = page(q, ['page'], 1);
    const all = [...txs.values()]
      .filter((t) => t.gw === 'flutterwave' && t.created && t.createdAt.getTime() >= range.from && t.createdAt.getTime() <= range.to)
      .filter((t) => (!q.status || t.status === q.status) && (!q.tx_ref || t.reference === q.tx_ref))
      .reverse();
    return {
      status: 'success',
      message: 'Transactions fetched',
      meta: { page_info: { total: all.length, current_page: current, total_pages: Math.ceil(all.length / FLW_PAGE) } },
      data: all.slice((current - 1) * FLW_PAGE, current * FLW_PAGE).map(flwData),
    };
  });

  // ---------------------------------------------------------------- account numbers and transfers (ADR 056)
  /**
   * Paystack's customers. `identification`: the last validation's account, masked as Paystack's events show it (the
   * sandbox keeps no BVN nor full account number either).
   */
  const paystackCustomers = new Map<
    string,
    { code: string; id: number; email: string; first_name: string; last_name: string; phone: string; identified: boolean; identification: { bvn: string; account_number: string; bank_code: string } | null }
  >();
  /** Runs `fn` after refundStepMs, counted as a delivery in flight (idle() waits for it). */
  const later = (fn: () => void) => {
    const job = new Promise<void>((resolve) =>
      setTimeout(() => {
        if (!closing) fn();
        resolve();
      }, stepMs),
    );
    deliveries.add(job);
    void job.finally(() => deliveries.delete(job));
  };
  const mask = (digits: string, keepStart: number, keepEnd: number) => `${digits.slice(0, keepStart)}${'*'.repeat(Math.max(digits.length - keepStart - keepEnd, 0))}${digits.slice(-keepEnd)}`;
  const accounts = new Map<string, SandboxAccount>(); // by gateway:number
  let nextAccount = 9_930_000_100;
  const accountName = (first: string, last: string) => `E-LAUNDRY/${`${first} ${last}`.trim().toUpperCase()}`;
  const issue = (gw: Gw, email: string, name: string, customerCode: string, txRef: string | null, assigned: boolean) => {
    const account: SandboxAccount = {
      gw,
      number: String(nextAccount++),
      bank: gw === 'paystack' ? 'Test Bank' : 'Sandbox MFB',
      name,
      email,
      customerCode,
      txRef,
      assigned,
      id: nextId++,
      createdAt: now(),
    };
    accounts.set(`${gw}:${account.number}`, account);
    return account;
  };
  const paystackAccountData = (a: SandboxAccount) => {
    const c = paystackCustomers.get(a.customerCode);
    return {
      bank: { name: a.bank, id: 20, slug: 'test-bank' },
      account_name: a.name,
      account_number: a.assigned ? a.number : null,
      assigned: a.assigned,
      currency: 'NGN',
      metadata: null,
      active: a.assigned,
      id: a.id,
      created_at: a.createdAt.toISOString(),
      updated_at: a.createdAt.toISOString(),
      assignment: { integration: SANDBOX_INTEGRATION, assignee_id: c?.id ?? 0, assignee_type: 'Customer', expired: false, account_type: 'PAY-WITH-TRANSFER-RECURRING', assigned_at: a.createdAt.toISOString(), expired_at: null },
      customer: { id: c?.id ?? 0, first_name: c?.first_name ?? '', last_name: c?.last_name ?? '', email: a.email, customer_code: a.customerCode, phone: c?.phone ?? '', metadata: {}, risk_action: 'default', international_format_phone: null },
    };
  };
  app.post('/sandbox/virtual-accounts/mode', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!ACCOUNT_MODES.includes(mode as SandboxAccountMode)) return reply.code(400).send({ message: `mode must be one of ${ACCOUNT_MODES.join(', ')}` });
    accountMode = mode as SandboxAccountMode;
    return { mode: accountMode };
  });
  app.post('/sandbox/paystack/customer', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (typeof b.email !== 'string' || !b.email) return reply.code(400).send({ status: false, message: 'Invalid Email Address Passed' });
    const existing = [...paystackCustomers.values()].find((c) => c.email === b.email);
    const customer = existing ?? {
      code: `CUS_${randomBytes(8).toString('hex')}`,
      id: nextId++,
      email: b.email,
      first_name: String(b.first_name ?? ''),
      last_name: String(b.last_name ?? ''),
      phone: String(b.phone ?? ''),
      identified: false,
      identification: null,
    };
    paystackCustomers.set(customer.code, customer);
    const at = now().toISOString();
    return {
      status: true,
      message: 'Customer created',
      data: {
        transactions: [], subscriptions: [], authorizations: [],
        email: customer.email, first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone,
        integration: SANDBOX_INTEGRATION, domain: 'test', metadata: {}, customer_code: customer.code, risk_action: 'default',
        id: customer.id, createdAt: at, updatedAt: at, identified: customer.identified, identifications: null,
      },
    };
  });
  app.post('/sandbox/virtual-accounts/validation', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!VALIDATION_MODES.includes(mode as SandboxValidationMode)) return reply.code(400).send({ message: `mode must be one of ${VALIDATION_MODES.join(', ')}` });
    validationMode = mode as SandboxValidationMode;
    return { mode: validationMode };
  });
  // Paystack's List Banks: GET /bank?currency=NGN (cursor pagination: meta.next null on the last page).
  app.get('/sandbox/paystack/bank', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const q = request.query as { currency?: string; country?: string };
    const ng = (!q.currency || q.currency === 'NGN') && (!q.country || q.country === 'nigeria');
    const at = '2016-07-14T10:04:29.000Z';
    return {
      status: true,
      message: 'Banks retrieved',
      data: ng
        ? SANDBOX_BANKS.map((b) => ({
            id: b.id, name: b.name, slug: b.slug, code: b.code, longcode: b.longcode, gateway: b.longcode ? 'emandate' : null,
            pay_with_bank: false, supports_transfer: true, available_for_direct_debit: false, active: true, is_deleted: false,
            country: 'Nigeria', currency: 'NGN', type: 'nuban', createdAt: at, updatedAt: at,
          }))
        : [],
      meta: { next: null, previous: null, perPage: 100 },
    };
  });
  // Paystack's Resolve Account Number (its OpenAPI bank_resolveAccountNumber): GET /bank/resolve?account_number=&bank_code=,
  // 200 { status, message, data: { account_number, account_name, bank_id } }; errors in its Error shape.
  const paystackError = (reply: FastifyReply, code: number, message: string, nextStep: string) =>
    reply.code(code).send({ status: false, message, meta: { nextStep }, type: 'validation_error', code: 'validation_error' });
  app.get('/sandbox/paystack/bank/resolve', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const q = request.query as { account_number?: string; bank_code?: string };
    if (!q.account_number || !q.bank_code) return paystackError(reply, 400, 'Account number and bank code are required', 'Pass account_number and bank_code as query parameters');
    const bank = SANDBOX_BANKS.find((b) => b.code === q.bank_code);
    if (!bank) return paystackError(reply, 422, `Unknown bank code: ${q.bank_code}`, 'Use a bank code from the List Banks endpoint');
    const account = SANDBOX_BANK_ACCOUNTS.find((a) => a.bankCode === bank.code && a.accountNumber === q.account_number);
    if (!account) return paystackError(reply, 422, SANDBOX_UNRESOLVED, "Ensure that you're passing the correct bank code and account number");
    return { status: true, message: 'Account number resolved', data: { account_number: account.accountNumber, account_name: account.accountName, bank_id: bank.id } };
  });
  // Flutterwave v3's account resolve: POST /v3/accounts/resolve { account_number, account_bank } → data.account_name.
  app.post('/sandbox/flutterwave/v3/accounts/resolve', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    for (const field of ['account_number', 'account_bank']) if (typeof b[field] !== 'string' || !b[field]) return flwError(reply, 400, `${field} is required`);
    const account = SANDBOX_BANK_ACCOUNTS.find((a) => a.bankCode === b.account_bank && a.accountNumber === b.account_number);
    if (!account) return flwError(reply, 400, SANDBOX_FLW_UNRESOLVED);
    return { status: 'success', message: 'Account details fetched', data: { account_number: account.accountNumber, account_name: account.accountName } };
  });
  // Paystack's Validate Customer: POST /customer/:code/identification, 202 in progress, then customeridentification.*.
  app.post('/sandbox/paystack/customer/:code/identification', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const customer = paystackCustomers.get((request.params as { code: string }).code);
    if (!customer) return reply.code(404).send({ status: false, message: 'Customer not found' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    for (const field of ['first_name', 'last_name', 'type', 'country', 'bvn', 'bank_code', 'account_number']) {
      if (typeof b[field] !== 'string' || !b[field]) return reply.code(400).send({ status: false, message: `${field} is required` });
    }
    if (b.country !== 'NG' || b.type !== 'bank_account') return reply.code(400).send({ status: false, message: 'Invalid identification type for country' });
    if (!/^\d{11}$/.test(String(b.bvn))) return reply.code(400).send({ status: false, message: 'Invalid BVN' });
    if (!/^\d{10}$/.test(String(b.account_number))) return reply.code(400).send({ status: false, message: 'Invalid account number' });
    if (!SANDBOX_BANKS.some((x) => x.code === b.bank_code)) return reply.code(400).send({ status: false, message: 'Invalid bank code' });
    const identification = { bvn: mask(String(b.bvn), 3, 3), account_number: mask(String(b.account_number), 3, 3), bank_code: String(b.bank_code) };
    customer.identification = identification;
    customer.identified = false;
    if (validationMode !== 'manual') later(() => finishIdentification(customer, validationMode === 'fail' ? 'failed' : 'success'));
    return reply.code(202).send({ status: true, message: 'Customer Identification in progress' });
  });
  /** A validation ends: the customer identified (or not) at the gateway, then its signed customeridentification.* event. */
  const finishIdentification = (customer: NonNullable<ReturnType<typeof paystackCustomers.get>>, outcome: 'success' | 'failed') => {
    customer.identified = outcome === 'success';
    const data = {
      customer_id: customer.id,
      customer_code: customer.code,
      email: customer.email,
      identification: { country: 'NG', type: 'bank_account', ...(customer.identification ?? {}) },
      ...(outcome === 'failed' ? { reason: SANDBOX_VALIDATION_REASON } : {}),
    };
    send('paystack', customer.code, `customeridentification.${outcome}`, data);
  };
  // Manual mode: ends one customer's validation by hand (tests, demos).
  app.post('/sandbox/virtual-accounts/validation/:code/:outcome', async (request, reply) => {
    const { code, outcome } = request.params as { code: string; outcome: string };
    const customer = paystackCustomers.get(code);
    if (!customer || !customer.identification) return reply.code(404).send({ message: 'No validation of this customer.' });
    if (outcome !== 'success' && outcome !== 'failed') return reply.code(404).send({ message: 'outcome is success or failed.' });
    finishIdentification(customer, outcome);
    return { customer_code: code, identified: customer.identified };
  });
  app.get('/sandbox/paystack/customer/:code', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const customer = paystackCustomers.get((request.params as { code: string }).code);
    if (!customer) return reply.code(404).send({ status: false, message: 'Customer not found' });
    const mine = [...accounts.values()].filter((a) => a.gw === 'paystack' && a.customerCode === customer.code);
    const active = mine.find((a) => a.assigned);
    return {
      status: true,
      message: 'Customer retrieved',
      data: {
        transactions: [], subscriptions: [], authorizations: [],
        first_name: customer.first_name, last_name: customer.last_name, email: customer.email, phone: customer.phone,
        metadata: {}, domain: 'test', customer_code: customer.code, risk_action: 'default', id: customer.id, integration: SANDBOX_INTEGRATION,
        total_transactions: 0, total_transaction_value: [],
        dedicated_account: active ? paystackAccountData(active) : null,
        dedicated_accounts: mine.map(paystackAccountData),
        identified: customer.identified,
        identifications: customer.identified && customer.identification ? [{ country: 'NG', type: 'bank_account', value: customer.identification.account_number }] : null,
      },
    };
  });
  app.post('/sandbox/paystack/dedicated_account', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const customer = paystackCustomers.get(String(b.customer ?? ''));
    if (!customer) return reply.code(404).send({ status: false, message: 'Customer not found' });
    if (accountMode === 'refuse') return reply.code(400).send({ status: false, message: 'Dedicated NUBAN not available for this integration' });
    if (validationMode !== 'off' && !customer.identified) return reply.code(400).send({ status: false, message: SANDBOX_NOT_VALIDATED });
    const existing = [...accounts.values()].find((a) => a.gw === 'paystack' && a.customerCode === customer.code);
    const account = existing ?? issue('paystack', customer.email, accountName(customer.first_name, customer.last_name), customer.code, null, accountMode === 'instant');
    if (!account.assigned) {
      // Assigned a moment later, told by the signed dedicatedaccount.assign.success event.
      setTimeout(() => {
        if (closing) return;
        account.assigned = true;
        const data = paystackAccountData(account);
        send('paystack', account.customerCode, 'dedicatedaccount.assign.success', { customer: data.customer, dedicated_account: data, identification: { status: 'success' } });
      }, stepMs);
    }
    return { status: true, message: account.assigned ? 'Assigned Managed Account Successfully Created' : 'Assign dedicated account in progress', data: paystackAccountData(account) };
  });
  app.post('/sandbox/flutterwave/v3/virtual-account-numbers', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (typeof b.email !== 'string' || !b.email) return flwError(reply, 400, 'email is required');
    if (b.is_permanent === true && !/^\d{11}$/.test(String(b.bvn ?? ''))) return flwError(reply, 400, 'BVN is required for static account number');
    if (accountMode === 'refuse') return flwError(reply, 400, 'Virtual account creation is not enabled for this merchant');
    const txRef = typeof b.tx_ref === 'string' && b.tx_ref ? b.tx_ref : `VA-${randomBytes(6).toString('hex')}`;
    const existing = [...accounts.values()].find((a) => a.gw === 'flutterwave' && a.txRef === txRef);
    const account = existing ?? issue('flutterwave', b.email, String(b.narration ?? `${String(b.firstname ?? '')} ${String(b.lastname ?? '')}`).trim(), `URF_${randomBytes(6).toString('hex')}`, txRef, true);
    return {
      status: 'success',
      message: 'Virtual account created',
      data: {
        response_code: '02',
        response_message: 'Transaction in progress',
        flw_ref: `FLW-${randomBytes(8).toString('hex')}`,
        order_ref: account.customerCode,
        account_number: account.number,
        frequency: 'N/A',
        bank_name: account.bank,
        created_at: account.createdAt.toISOString(),
        expiry_date: 'N/A',
        note: `Please make a bank transfer to ${account.name}`,
        amount: null,
      },
    };
  });
  /**
   * "Send a transfer" to an account number (any number: one the sandbox never issued is an unknown account): the
   * gateway's transaction is recorded as paid and its signed webhook sent — Paystack charge.success on the
   * dedicated_nuban channel, Flutterwave charge.completed of payment_type bank_transfer with the account's tx_ref.
   * JSON { amount } in Naira answers JSON; the page's form redirects back to the page.
   */
  /** A transfer of `naira` to `number` at `gw`: recorded paid, its webhook sent. A string is why it was refused. */
  const sendTransfer = (gw: string, number: string, naira: number, notify = true) => {
    if (gw !== 'paystack' && gw !== 'flutterwave') return 'Unknown gateway.';
    if (!/^\d{10}$/.test(number)) return 'An account number has 10 digits.';
    if (!Number.isFinite(naira) || naira <= 0 || naira > 10_000_000) return 'amount (Naira) must be a positive number.';
    const account = accounts.get(`${gw}:${number}`);
    const at = now();
    const tx: SandboxTx = {
      gw,
      id: nextId++,
      accessCode: randomBytes(9).toString('hex'),
      reference: gw === 'paystack' ? `T${randomBytes(7).toString('hex')}` : (account?.txRef ?? `VA-UNKNOWN-${number}`),
      amount: Math.round(naira * 100),
      currency: 'NGN',
      email: account?.email ?? 'payer@sandbox.test',
      callbackUrl: '',
      status: gw === 'paystack' ? 'success' : 'successful',
      created: true,
      card: null,
      createdAt: at,
      paidAt: at,
      receiver: gw === 'paystack' ? { number, bank: account?.bank ?? 'Test Bank', customerCode: account?.customerCode ?? null } : undefined,
    };
    // Paystack's references are unique; Flutterwave's transfers to one static account share its tx_ref (found by id).
    txs.set(gw === 'paystack' ? tx.reference : `${tx.reference}#${tx.id}`, tx);
    byId.set(tx.id, tx);
    if (notify) deliver(tx);
    return { gateway: gw, account_number: number, known: !!account, reference: tx.reference, id: tx.id, amount: tx.amount };
  };
  /**
   * "Send a transfer" to an account number (any number: one the sandbox never issued is an unknown account): the
   * gateway's transaction is recorded as paid and its signed webhook sent — Paystack charge.success on the
   * dedicated_nuban channel, Flutterwave charge.completed of payment_type bank_transfer with the account's tx_ref.
   * JSON { amount } in Naira; the page's forms redirect back to the page.
   */
  app.post('/sandbox/virtual-accounts/:gw/:number/transfer', async (request, reply) => {
    const { gw, number } = request.params as { gw: string; number: string };
    const b = (request.body ?? {}) as Record<string, unknown>;
    // notify: false records the transfer without its webhook (tests then send their own notifications).
    const sent = sendTransfer(gw, number, Number(b.amount), b.notify !== false);
    if (typeof sent === 'string') return reply.code(400).send({ message: sent });
    if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return reply.redirect('/sandbox/virtual-accounts', 303);
    return sent;
  });
  app.get('/sandbox/virtual-accounts', async (request, reply) => {
    if (!(request.headers.accept ?? '').includes('text/html')) {
      return {
        mode: accountMode,
        validation: validationMode,
        accounts: [...accounts.values()].map((a) => ({ gateway: a.gw, bank: a.bank, number: a.assigned ? a.number : null, name: a.name, email: a.email, customer_code: a.customerCode, assigned: a.assigned })),
        // Paystack's customers with their validation (masked as Paystack shows it): manual mode ends one by its code.
        customers: [...paystackCustomers.values()].map((c) => ({ customer_code: c.code, email: c.email, identified: c.identified, identification: c.identification })),
      };
    }
    const rows = [...accounts.values()]
      .map(
        (a) => `<tr><td>${a.gw}</td><td>${escapeHtml(a.bank)}</td><td>${a.assigned ? a.number : 'assigning…'}</td><td>${escapeHtml(a.name)}</td><td>${escapeHtml(a.email)}</td><td>${
          a.assigned
            ? `<form method="post" action="/sandbox/virtual-accounts/${a.gw}/${a.number}/transfer"><label>Amount (₦) <input name="amount" inputmode="decimal" value="1000" required></label> <button type="submit">Send a transfer</button></form>`
            : ''
        }</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox account numbers</title></head>
<body><main>
<h1>Sandbox account numbers</h1>
<p>Local test gateway: no real money moves. Sending a transfer posts the gateway's signed webhook to the server.</p>
<p>Issuing mode: ${accountMode}. Customer validation (Paystack): ${validationMode}.</p>
${rows ? `<table><thead><tr><th>Gateway</th><th>Bank</th><th>Number</th><th>Name</th><th>E-mail</th><th>Transfer</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No account numbers issued yet.</p>'}
<h2>Transfer to any number</h2>
<form method="post" action="/sandbox/virtual-accounts/transfer-form"><label>Gateway <select name="gw"><option>paystack</option><option>flutterwave</option></select></label>
<label>Account number <input name="number" inputmode="numeric" pattern="[0-9]{10}" required></label>
<label>Amount (₦) <input name="amount" inputmode="decimal" value="1000" required></label> <button type="submit">Send a transfer</button></form>
</main></body></html>`);
  });
  app.post('/sandbox/virtual-accounts/transfer-form', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, string>;
    const sent = sendTransfer(b.gw ?? '', b.number ?? '', Number(b.amount));
    if (typeof sent === 'string') return reply.code(400).send({ message: sent });
    return reply.redirect('/sandbox/virtual-accounts', 303);
  });

  // Controls (tests, demos): the refunds' outcome mode, moving one refund, the list of refunds.
  app.post('/sandbox/refunds/mode', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!REFUND_MODES.includes(mode as SandboxRefundMode)) return reply.code(400).send({ message: `mode must be one of ${REFUND_MODES.join(', ')}` });
    refundMode = mode as SandboxRefundMode;
    // Refunds left waiting (manual mode) go on in the new mode.
    for (const r of refunds.values()) if (!FINAL_REFUND.has(r.status) && r.status !== 'needs-attention') schedule(r);
    return { mode: refundMode };
  });
  app.get('/sandbox/refunds/mode', async () => ({ mode: refundMode }));
  app.post('/sandbox/refunds/:gw/:id/:action', async (request, reply) => {
    const { gw, id, action } = request.params as { gw: string; id: string; action: string };
    const refund = refunds.get(Number(id));
    if (!refund || refund.gw !== gw) return reply.code(404).send({ message: 'Unknown refund.' });
    const to = gw === 'paystack' ? PAYSTACK_ACTIONS.get(action) : FLUTTERWAVE_ACTIONS.get(action);
    if (!to) return reply.code(400).send({ message: `A ${gw} refund cannot be moved to "${action}".` });
    if (FINAL_REFUND.has(refund.status)) return reply.code(409).send({ message: `The refund is already ${refund.status}.` });
    cancelSteps(refund.id);
    if (refund.status !== to) move(refund, to);
    // The form of the refund desk page comes back to it; an API call gets the refund.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.redirect('/sandbox/refunds', 303);
    return sandboxRefundView(refund);
  });
  app.get('/sandbox/refunds', async (request, reply) => {
    const list = [...refunds.values()].reverse();
    if (!(request.headers.accept ?? '').includes('text/html')) return { mode: refundMode, refunds: list.map(sandboxRefundView) };
    const rows = list
      .map((r) => {
        const actions = FINAL_REFUND.has(r.status)
          ? ''
          : [...(r.gw === 'paystack' ? PAYSTACK_ACTIONS : FLUTTERWAVE_ACTIONS).keys()]
              .map((a) => `<form method="post" action="/sandbox/refunds/${r.gw}/${r.id}/${a}"><button type="submit">${escapeHtml(a)}</button></form>`)
              .join('');
        return `<tr><td>${r.gw}</td><td>${r.id}</td><td>${escapeHtml(r.tx.reference)}</td><td>${escapeHtml(r.currency)} ${money(r.amount)}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.merchantNote)}</td><td>${actions}</td></tr>`;
      })
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox refund desk</title></head>
<body><main>
<h1>Sandbox refund desk</h1>
<p>Local test gateway: no real money moves. Refunds end as the mode says: <strong>${refundMode}</strong>.</p>
${REFUND_MODES.map((m) => `<form method="post" action="/sandbox/refunds/mode-form/${m}"><button type="submit"${m === refundMode ? ' aria-pressed="true"' : ''}>${m}</button></form>`).join('\n')}
${list.length ? `<table><caption>Refunds, newest first</caption><thead><tr><th scope="col">Gateway</th><th scope="col">Id</th><th scope="col">Payment</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Note</th><th scope="col">Move to</th></tr></thead><tbody>
${rows}
</tbody></table>` : '<p>No refunds yet.</p>'}
</main></body></html>`);
  });
  // The desk page's mode buttons (a form cannot post JSON).
  app.post('/sandbox/refunds/mode-form/:mode', async (request, reply) => {
    const mode = (request.params as { mode: string }).mode as SandboxRefundMode;
    if (!REFUND_MODES.includes(mode)) return reply.code(404).send({ message: 'Unknown mode.' });
    refundMode = mode;
    for (const r of refunds.values()) if (!FINAL_REFUND.has(r.status) && r.status !== 'needs-attention') schedule(r);
    return reply.redirect('/sandbox/refunds', 303);
  });

  /**
   * What the gateway says of one of its transactions from now on (tests and demos of the reconciliation, ADR 061): a
   * chargeback (Paystack `reversed`), a payment the gateway later calls failed. Its verify and list answers change; no
   * webhook is sent (the daily reconciliation is what finds it).
   */
  app.post('/sandbox/transactions/:gw/:id/status', async (request, reply) => {
    const { gw, id } = request.params as { gw: string; id: string };
    const status = ((request.body ?? {}) as { status?: unknown }).status;
    const tx = byId.get(Number(id));
    if (!tx || tx.gw !== gw) return reply.code(404).send({ message: 'Unknown transaction.' });
    const words = gw === 'paystack' ? ['success', 'failed', 'reversed', 'abandoned'] : ['successful', 'failed', 'cancelled', 'pending'];
    if (typeof status !== 'string' || !words.includes(status)) return reply.code(400).send({ message: `status must be one of ${words.join(', ')}` });
    tx.status = status;
    return { gateway: gw, id: tx.id, reference: tx.reference, status: tx.status };
  });

  // Where each webhook landed (the scale and fault suites prove a return and a webhook on different instances).
  app.get('/sandbox/deliveries', async (request) => {
    const reference = (request.query as { reference?: string }).reference;
    return { deliveries: reference ? log.filter((d) => d.reference === reference) : log };
  });
  }

  /** A payment's webhook: Paystack charge.success / charge.failed, Flutterwave charge.completed. */
  function deliver(tx: SandboxTx) {
    const event = tx.gw === 'paystack' ? (tx.status === 'success' ? 'charge.success' : 'charge.failed') : 'charge.completed';
    send(tx.gw, tx.reference, event, tx.gw === 'paystack' ? paystackData(tx) : flwData(tx));
  }

  /** A refund's webhook on each change: Paystack refund.<status>; Flutterwave only its outcome, refund.completed / refund.failed. */
  function deliverRefund(r: SandboxRefund) {
    if (r.gw === 'paystack') send('paystack', r.tx.reference, `refund.${r.status}`, paystackRefundEvent(r), r.id);
    else if (FINAL_REFUND.has(r.status)) send('flutterwave', r.tx.reference, `refund.${r.status === 'completed' ? 'completed' : 'failed'}`, flwRefundData(r), r.id);
  }

  /** The status a refund takes next by itself in the current mode, step by step. */
  function autoPath(r: SandboxRefund): string[] {
    if (r.gw === 'flutterwave') {
      if (r.status !== 'pending') return [];
      return refundMode === 'processed' ? ['completed'] : refundMode === 'failed' ? ['failed'] : [];
    }
    if (r.status !== 'pending' && r.status !== 'processing') return [];
    const start = r.status === 'pending' ? ['processing'] : [];
    if (refundMode === 'processed') return [...start, 'processed'];
    if (refundMode === 'failed') return [...start, 'failed'];
    if (refundMode === 'needs-attention') return ['needs-attention'];
    return [];
  }

  /** Moves a refund along `path`, one step every refundStepMs (a newer schedule of the same refund replaces it). */
  function schedule(r: SandboxRefund, path: string[] = autoPath(r)) {
    cancelSteps(r.id);
    const [next, ...rest] = path;
    if (!next || closing) return;
    let done!: () => void;
    const promise = new Promise<void>((resolve) => (done = resolve));
    const timer = setTimeout(() => {
      steps.delete(r.id);
      done();
      if (closing || FINAL_REFUND.has(r.status)) return;
      move(r, next);
      schedule(r, rest);
    }, stepMs);
    steps.set(r.id, { timer, done, promise });
  }
  function cancelSteps(id: number) {
    const step = steps.get(id);
    if (!step) return;
    clearTimeout(step.timer);
    steps.delete(id);
    step.done();
  }

  /** One status change of a refund, told by its webhook. A payment refunded in full is `reversed` at Paystack. */
  function move(r: SandboxRefund, status: string) {
    r.status = status;
    r.history.push(status);
    r.updatedAt = now();
    if (status === 'processed' || status === 'completed') r.refundedAt = r.updatedAt;
    if (r.gw === 'paystack' && status === 'processed') {
      const done = [...refunds.values()].filter((x) => x.tx === r.tx && x.status === 'processed').reduce((sum, x) => sum + x.amount, 0);
      if (done >= r.tx.amount) r.tx.status = 'reversed';
    }
    deliverRefund(r);
  }

  /** The signed webhook, retried (0.2 s, 0.4 s, … `tries` in all) until it gets a 200, as the real gateways do. */
  function send(gw: Gw, reference: string, event: string, data: unknown, refund?: number) {
    const body = JSON.stringify({ event, data });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (gw === 'paystack') headers['x-paystack-signature'] = paystackSignature(opts.paystackSecretKey ?? '', body);
    else headers['verif-hash'] = opts.flutterwaveSecretHash ?? '';
    const entry: SandboxDelivery = { gateway: gw, reference, event, ...(refund === undefined ? {} : { refund }), attempts: [], state: 'pending', instance: null };
    log.push(entry);
    if (log.length > 10_000) log.splice(0, log.length - 10_000);
    const job = (async () => {
      for (let attempt = 0; attempt < tries; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, 200 * 2 ** Math.min(attempt - 1, 6)));
        if (closing) return;
        const res = await opts.post(gw, headers, body).catch(() => ({ status: null, instance: null }));
        entry.attempts.push(res.status);
        if (res.status === 200) {
          entry.state = 'delivered';
          entry.instance = res.instance ?? null;
          return;
        }
        app.log.warn({ gateway: gw, event, status: res.status, attempt }, 'sandbox: webhook not acknowledged, will retry');
      }
      entry.state = 'failed';
    })();
    deliveries.add(job);
    void job.finally(() => deliveries.delete(job));
  }
  let closing = false;
  return {
    /** Every delivery in flight and every automatic refund step waiting for its timer has ended. */
    idle: async () => {
      while (deliveries.size || steps.size) await Promise.allSettled([...deliveries, ...[...steps.values()].map((s) => s.promise)]);
    },
    close: async () => {
      closing = true;
      for (const id of [...steps.keys()]) cancelSteps(id);
      await Promise.allSettled([...deliveries]);
    },
  };
}

/**
 * The in-app sandbox of local mode (never with NODE_ENV=production): its webhooks go through this server's own request
 * pipeline by app.inject (raw body, signature check, contract validation).
 */
export const sandboxPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  if (config.production) throw new Error('The in-app sandbox gateway is refused with NODE_ENV=production.');
  const sandbox = await registerSandbox(app, {
    paystackSecretKey: config.paystack.secretKey,
    flutterwaveSecretKey: config.flutterwave.secretKey,
    flutterwaveSecretHash: config.flutterwave.secretHash,
    publicUrl: config.publicUrl,
    now: () => app.ctx.now(),
    post: async (gateway, headers, payload) => {
      const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/webhooks/${gateway}`, headers, payload });
      return { status: res.statusCode, instance: null };
    },
  });
  app.addHook('onClose', sandbox.close);
  app.decorate('sandboxIdle', sandbox.idle);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Local mode: resolves once every sandbox webhook delivery has ended (tests). */
    sandboxIdle?: () => Promise<void>;
  }
}
