import { createHash } from 'node:crypto';
import path from 'node:path';
import { company } from '#shared/company.js';
import { parseDrift, type DriftRule } from './lib/platform/contract-drift.js';
import { BUDGET_CLASSES, DEFAULT_BUDGETS, type BudgetClass, type BudgetLimits } from './lib/platform/budgets.js';

/** Server configuration, read once from the environment. Every variable is documented in docs/configuration.md. */
/** Where uploaded files are kept (lib/storage.ts): local disk or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploads live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** The address customers use: links in e-mails and gateway callbacks. */
  publicUrl: string;
  /** Built SPA served with a history fallback (absent in API-only test runs). */
  webDir: string;
  /** Built API reference served at /api/docs (`npm run build` writes it; absent → /api/docs answers 404). */
  apiDocsDir: string;
  production: boolean;
  /** Validate every answer against the contract (development and tests; off in production). */
  responseValidation: boolean;
  logLevel: string;
  /** smtp(s)://user:pass@host:port of the mail relay; unset → local mode: the server catches its own mail. */
  smtpUrl: string | undefined;
  /** The From of every e-mail the server sends. */
  mailFrom: string;
  /** The company inbox that receives the public forms (contact, enquiry, newsletter sign-ups). */
  contactEmail: string;
  /** Requests per minute and IP on each sign-in, sign-up, code and password operation. */
  authRateLimit: number;
  /** Requests per minute and IP on each public form. */
  formsRateLimit: number;
  /**
   * Cost budgets per class (BUDGET_<CLASS>, docs/decisions/038-cost-budgets.md): uses per window per principal and per
   * client address of the operations that cost CPU, storage, mail or a gateway call.
   */
  budgets: Record<BudgetClass, BudgetLimits>;
  /** The budgets' sliding window (BUDGET_WINDOW_SECONDS, default an hour). */
  budgetWindowMs: number;
  /** Fastify's trustProxy: which peers may set X-Forwarded-For (the client IP used by the rate limits). */
  trustProxy: boolean | number | string;
  /** The whole request (headers and body) must arrive within this time, else 408 (slow clients). */
  requestTimeoutMs: number;
  /** The request headers must arrive within this time, else 408. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Bytes of uploaded files all requests together may hold in memory; an upload over it gets 503. */
  uploadMemoryLimit: number;
  /** Payment gateways (lib/payments/gateways.ts). A gateway without a secret key is not offered (local mode has sandbox keys). */
  paystack: { secretKey: string | undefined; baseUrl: string };
  flutterwave: { secretKey: string | undefined; secretHash: string | undefined; baseUrl: string };
  /** The local sandbox gateways at /sandbox/paystack and /sandbox/flutterwave (local mode only, never in production). */
  sandbox: boolean;
  /** Top-up limits (kobo) and the charge per method: fixed kobo + basis points of the amount. */
  deposit: { minKobo: number; maxKobo: number; charges: Record<'paystack' | 'flutterwave', { fixedKobo: number; percentBp: number }> };
  /**
   * Top-ups by bank transfer to the customer's own account number (docs/decisions/056-bank-transfer-accounts.md):
   * BANK_TRANSFER=on|off (default on in local mode, off with NODE_ENV=production: Paystack offers dedicated accounts
   * only to registered businesses after go-live), the gateway that issues the numbers (BANK_TRANSFER_GATEWAY), Paystack's
   * preferred bank slug (PAYSTACK_PREFERRED_BANK) and the method's charge (BANK_TRANSFER_FIXED_CHARGE / _PERCENT_CHARGE),
   * taken out of what arrives. Flutterwave's static accounts need the customer's BVN (passed through, never stored).
   * PAYSTACK_DVA_VALIDATION=1: the Paystack business is of a category that must validate customers (BVN and bank
   * account) before a dedicated account is assigned (docs/decisions/061-customer-validation-and-transfer-reconciliation.md).
   */
  bankTransfer: { enabled: boolean; gateway: 'paystack' | 'flutterwave'; preferredBank: string; paystackValidation: boolean; charge: { fixedKobo: number; percentBp: number } };
  /** Referral commission per level in basis points (index 0 = level 1, the referrer of the depositor). */
  referralPercentsBp: number[];
  /**
   * The key of the paying cards' keyed hashes (CARD_HASH_KEY; ADR 040, the self-referral rule). Unset: derived from the
   * Paystack (else Flutterwave) secret key — set CARD_HASH_KEY before rotating those, or old and new hashes differ.
   */
  cardHashKey: string;
  /**
   * The key that seals a refund's bank account number while it waits for a second person's approval (BANK_DETAILS_KEY,
   * at least 32 characters; ADR 070). Unset: derived from the Paystack (else Flutterwave) secret key, as CARD_HASH_KEY —
   * set it before rotating those, or details waiting then can no longer be read (they are entered again).
   */
  bankDetailsKey: string;
  /** Pending deposits are re-verified by an in-process job every this many ms (0 = off). */
  depositRecheckMs: number;
  /**
   * The job asks about a pending deposit once it is this old and was not asked about for this long
   * (DEPOSIT_RECHECK_AFTER_SECONDS, default 60: its webhook had its chance first). The fault suite shortens it.
   */
  depositRecheckAfterMs: number;
  /** A periodic job's claim lasts this long when set (JOB_LEASE_SECONDS); else each job's own (minutes). */
  jobLeaseMs: number | undefined;
  /**
   * The refunds job asks the gateway about an open refund that has not moved for this long (REFUND_POLL_AFTER_SECONDS,
   * default 600: its webhooks had their chance first). The fault suite shortens it.
   */
  refundPollAfterMs: number;
  /** Where uploaded files live (lib/storage.ts): DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set. */
  storage: StorageConfig;
  /** The name support's ticket messages carry (SUPPORT_NAME). */
  supportName: string;
  /** Each instance delivers the durable mail outbox's due rows every this many ms (OUTBOX_POLL_MS; 0 = off). */
  outboxPollMs: number;
  /** A claimed outbox row is retried by any instance after this (OUTBOX_LEASE_SECONDS, default 60: a dead sender's mail). */
  outboxLeaseMs: number;
  /** A hub machine state older than this many minutes is shown as stale (HUB_STALE_MINUTES, default 10). */
  hubStaleMinutes: number;
  /** Money given back above this (kobo) — an adjustment or a refund — waits for a second finance or admin person (ADR 049). */
  approvalAboveKobo: number;
  /**
   * What may move without a second person in one Lagos day (kobo; ADR 069): adjustments and refunds done at once for
   * one customer (APPROVAL_DAILY_PER_CUSTOMER, default APPROVAL_ABOVE) and by one member — the command line counting as
   * one member (APPROVAL_DAILY_PER_MEMBER, default 5 × APPROVAL_ABOVE). A request that would pass either waits.
   */
  approvalDailyPerCustomerKobo: number;
  approvalDailyPerMemberKobo: number;
  /** redis://… : rate limits shared by every instance (REDIS_URL); unset → in memory, per instance. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this deployment writes (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** Prometheus metrics on their own listener (METRICS_PORT; unset → no metrics listener). */
  metricsPort: number | undefined;
  /** Address of the metrics listener (METRICS_HOST, default 127.0.0.1: scraped from the host or a private network). */
  metricsHost: string;
  /** INSTANCE_NAME: when set, every answer carries `X-Instance: <name>` (which instance answered; off by default). */
  instanceName: string | undefined;
  /**
   * Web push (docs/decisions/059-customer-alerts-and-web-push.md): the VAPID key pair (VAPID_PUBLIC_KEY,
   * VAPID_PRIVATE_KEY, base64url as `npx web-push generate-vapid-keys` prints them). Unset in local mode: generated on
   * first start and kept in DATA_DIR/vapid-keys.json; unset in production: web push is off (e-mail alerts only).
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The VAPID contact the push services see (VAPID_SUBJECT, a mailto: or https: URL; default the support address). */
  vapidSubject: string;
  /**
   * Where the server may send pushes (PUSH_ENDPOINT_ALLOW, comma-separated): host suffixes of the browsers' push
   * services (https only), or exact origins (`http://127.0.0.1:4567`, tests). A subscription elsewhere is refused:
   * the endpoint comes from a browser, and the server must not POST to any address a client names.
   */
  pushEndpointAllow: string[];
  /** TEST-ONLY deliberate contract drift (CONTRACT_DRIFT, lib/platform/contract-drift.ts); refused in production. */
  contractDrift: DriftRule[];
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function redisUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^/]*/i.test(value)) throw new Error('REDIS_URL must look like redis://host:6379 or rediss://user:pass@host:6380/0');
  return value;
}

function portOf(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/**
 * BUDGET_<CLASS>: `<per principal>/<per address>` for a signed-in class (`20/100`), `<per address>` for a public one
 * (`30`); unset → the default.
 */
function budgetsOf(env: NodeJS.ProcessEnv): Record<BudgetClass, BudgetLimits> {
  const entries = BUDGET_CLASSES.map((budget): [BudgetClass, BudgetLimits] => {
    const name = `BUDGET_${budget.toUpperCase()}`;
    const fallback = DEFAULT_BUDGETS[budget];
    const value = env[name]?.trim();
    if (!value) return [budget, fallback];
    const signedIn = fallback.principal !== undefined;
    const match = signedIn ? /^(\d{1,9})\/(\d{1,9})$/.exec(value) : /^(\d{1,9})$/.exec(value);
    const numbers = match?.slice(1).map(Number) ?? [];
    if (!match || numbers.some((n) => n < 1)) {
      throw new Error(`${name} must be ${signedIn ? 'two positive whole numbers, per account and per address, like 20/100' : 'a positive whole number (per address)'}, got "${value}"`);
    }
    return [budget, signedIn ? { principal: numbers[0]!, address: numbers[1]! } : { address: numbers[0]! }];
  });
  return Object.fromEntries(entries) as Record<BudgetClass, BudgetLimits>;
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  // Default: trust nobody to name the client. Behind a proxy, name it (docs/configuration.md: TRUST_PROXY).
  if (value === undefined || value === '') return false;
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A decimal percentage ("1.5") in basis points (150). */
function percentBp(name: string, value: string): number {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) || Number(value) > 100) throw new Error(`${name} must be a percentage between 0 and 100 with at most two decimals, got "${value}"`);
  return Math.round(Number(value) * 100);
}

/** A Naira amount ("10" or "10.50") in kobo. */
function nairaKobo(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) throw new Error(`${name} must be a Naira amount like 10 or 10.50, got "${value}"`);
  return Math.round(Number(value) * 100);
}

/**
 * The four-eyes limits (ADR 049, 069): APPROVAL_ABOVE per request; APPROVAL_DAILY_PER_CUSTOMER and
 * APPROVAL_DAILY_PER_MEMBER per Lagos day, each at least APPROVAL_ABOVE (a smaller daily total would silently lower the
 * per-request threshold), and a member's at least a customer's (else the customer's total could never be reached).
 */
function approvalLimitsOf(env: NodeJS.ProcessEnv) {
  const approvalAboveKobo = nairaKobo('APPROVAL_ABOVE', env.APPROVAL_ABOVE, 20_000_00);
  const approvalDailyPerCustomerKobo = nairaKobo('APPROVAL_DAILY_PER_CUSTOMER', env.APPROVAL_DAILY_PER_CUSTOMER, approvalAboveKobo);
  const approvalDailyPerMemberKobo = nairaKobo('APPROVAL_DAILY_PER_MEMBER', env.APPROVAL_DAILY_PER_MEMBER, 5 * approvalAboveKobo);
  const naira = (kobo: number) => (kobo / 100).toFixed(2).replace(/\.00$/, '');
  if (approvalDailyPerCustomerKobo < approvalAboveKobo) {
    throw new Error(
      `APPROVAL_DAILY_PER_CUSTOMER (${naira(approvalDailyPerCustomerKobo)}) may not be below APPROVAL_ABOVE (${naira(approvalAboveKobo)}): ` +
        'it is the Naira one customer may receive or give back in a Lagos day without a second person, at least one request\'s worth.',
    );
  }
  if (approvalDailyPerMemberKobo < approvalDailyPerCustomerKobo) {
    throw new Error(
      `APPROVAL_DAILY_PER_MEMBER (${naira(approvalDailyPerMemberKobo)}) may not be below APPROVAL_DAILY_PER_CUSTOMER (${naira(approvalDailyPerCustomerKobo)}): ` +
        'it is the Naira one staff member may move in a Lagos day without a second person, for all their customers together.',
    );
  }
  return { approvalAboveKobo, approvalDailyPerCustomerKobo, approvalDailyPerMemberKobo };
}

function bankTransferGateway(v: string | undefined): 'paystack' | 'flutterwave' {
  if (v === undefined || v === '' || v === 'paystack') return 'paystack';
  if (v === 'flutterwave') return 'flutterwave';
  throw new Error(`BANK_TRANSFER_GATEWAY must be paystack or flutterwave, got "${v}"`);
}

function charge(env: NodeJS.ProcessEnv, prefix: 'PAYSTACK' | 'FLUTTERWAVE' | 'BANK_TRANSFER', fixed: number, percent: number) {
  return {
    fixedKobo: nairaKobo(`${prefix}_FIXED_CHARGE`, env[`${prefix}_FIXED_CHARGE`], fixed),
    percentBp: env[`${prefix}_PERCENT_CHARGE`] ? percentBp(`${prefix}_PERCENT_CHARGE`, env[`${prefix}_PERCENT_CHARGE`]!) : percent,
  };
}

/** S3-compatible storage when S3_BUCKET is set (S3_REGION defaults to us-east-1), else the local disk. */
function storageOf(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', dir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'uploads') };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use the SDK\'s default credentials)');
  }
  if (env.S3_ENDPOINT) {
    try {
      new URL(env.S3_ENDPOINT);
    } catch {
      throw new Error(`S3_ENDPOINT must be an absolute URL, got "${env.S3_ENDPOINT}"`);
    }
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
  };
}

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Edge on Windows (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_ENDPOINT_ALLOW = 'fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
function vapidOf(env: NodeJS.ProcessEnv): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or leave both unset: local mode generates a pair under DATA_DIR)');
  // P-256: an uncompressed public point is 65 bytes (87 base64url characters), the private scalar 32 bytes (43).
  if (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) throw new Error('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes), as `npx web-push generate-vapid-keys` prints it');
  if (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) throw new Error('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints it');
  return { publicKey, privateKey };
}

function vapidSubjectOf(value: string | undefined): string {
  const subject = value?.trim() || `mailto:${company.supportEmail}`;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${value}"`);
  return subject;
}

function bankDetailsKeyOf(env: NodeJS.ProcessEnv): string {
  const key = env.BANK_DETAILS_KEY?.trim();
  if (key) {
    if (key.length < 32) throw new Error('BANK_DETAILS_KEY must be at least 32 characters (for example `openssl rand -base64 32`)');
    return key;
  }
  return `derived:${createHash('sha256').update(`e-laundry bank details\0${env.PAYSTACK_SECRET_KEY || env.FLUTTERWAVE_SECRET_KEY || 'local sandbox'}`).digest('hex')}`;
}

export const DEFAULT_MAIL_FROM = `${company.name} <no-reply@${company.supportEmail.split('@')[1]}>`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${env.PUBLIC_URL}"`);
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/i.test(smtpUrl)) {
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  const sandbox = !production;
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    apiDocsDir: path.resolve('./dist/api-docs'),
    production,
    responseValidation: bool(env.RESPONSE_VALIDATION, !production),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL || company.supportEmail,
    authRateLimit: positiveInt('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 30),
    formsRateLimit: positiveInt('FORMS_RATE_LIMIT', env.FORMS_RATE_LIMIT, 5),
    budgets: budgetsOf(env),
    budgetWindowMs: positiveInt('BUDGET_WINDOW_SECONDS', env.BUDGET_WINDOW_SECONDS, 3600) * 1000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestTimeoutMs: positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
    headersTimeoutMs: positiveInt('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000),
    keepAliveTimeoutMs: positiveInt('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 65_000),
    uploadMemoryLimit: positiveInt('UPLOAD_MEMORY_MB', env.UPLOAD_MEMORY_MB, 64) * 1024 * 1024,
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY || (sandbox ? 'sk_test_sandbox_paystack' : undefined),
      baseUrl: (env.PAYSTACK_BASE_URL || (sandbox ? `${publicUrl}/sandbox/paystack` : 'https://api.paystack.co')).replace(/\/+$/, ''),
    },
    flutterwave: {
      secretKey: env.FLUTTERWAVE_SECRET_KEY || (sandbox ? 'FLWSECK_TEST-sandbox' : undefined),
      secretHash: env.FLUTTERWAVE_SECRET_HASH || (sandbox ? 'sandbox-secret-hash' : undefined),
      baseUrl: (env.FLUTTERWAVE_BASE_URL || (sandbox ? `${publicUrl}/sandbox/flutterwave` : 'https://api.flutterwave.com')).replace(/\/+$/, ''),
    },
    sandbox,
    deposit: {
      minKobo: nairaKobo('DEPOSIT_MIN_AMOUNT', env.DEPOSIT_MIN_AMOUNT, 100_00),
      maxKobo: nairaKobo('DEPOSIT_MAX_AMOUNT', env.DEPOSIT_MAX_AMOUNT, 1_000_000_00),
      charges: { paystack: charge(env, 'PAYSTACK', 0, 150), flutterwave: charge(env, 'FLUTTERWAVE', 10_00, 100) },
    },
    bankTransfer: {
      enabled: bool(env.BANK_TRANSFER, sandbox),
      gateway: bankTransferGateway(env.BANK_TRANSFER_GATEWAY),
      preferredBank: env.PAYSTACK_PREFERRED_BANK || (sandbox ? 'test-bank' : 'wema-bank'),
      paystackValidation: bool(env.PAYSTACK_DVA_VALIDATION, false),
      charge: charge(env, 'BANK_TRANSFER', 0, 100),
    },
    referralPercentsBp: (env.REFERRAL_COMMISSION_PERCENTS || '5').split(',').map((p) => percentBp('REFERRAL_COMMISSION_PERCENTS', p)),
    cardHashKey:
      env.CARD_HASH_KEY ||
      `derived:${createHash('sha256').update(`e-laundry card hash\0${env.PAYSTACK_SECRET_KEY || env.FLUTTERWAVE_SECRET_KEY || 'local sandbox'}`).digest('hex')}`,
    bankDetailsKey: bankDetailsKeyOf(env),
    hubStaleMinutes: positiveInt('HUB_STALE_MINUTES', env.HUB_STALE_MINUTES, 10),
    ...approvalLimitsOf(env),
    depositRecheckMs: env.DEPOSIT_RECHECK_SECONDS === '0' ? 0 : positiveInt('DEPOSIT_RECHECK_SECONDS', env.DEPOSIT_RECHECK_SECONDS, 60) * 1000,
    depositRecheckAfterMs: positiveInt('DEPOSIT_RECHECK_AFTER_SECONDS', env.DEPOSIT_RECHECK_AFTER_SECONDS, 60) * 1000,
    jobLeaseMs: env.JOB_LEASE_SECONDS ? positiveInt('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 60) * 1000 : undefined,
    refundPollAfterMs: positiveInt('REFUND_POLL_AFTER_SECONDS', env.REFUND_POLL_AFTER_SECONDS, 600) * 1000,
    storage: storageOf(env),
    supportName: env.SUPPORT_NAME?.trim() || 'Support Team',
    outboxPollMs: env.OUTBOX_POLL_MS === '0' ? 0 : positiveInt('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 1000),
    outboxLeaseMs: positiveInt('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, 60) * 1000,
    redisUrl: redisUrlOf(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'e-laundry:',
    metricsPort: env.METRICS_PORT ? portOf('METRICS_PORT', env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    instanceName: /^[A-Za-z0-9._-]{1,64}$/.test(env.INSTANCE_NAME ?? '') ? env.INSTANCE_NAME : undefined,
    vapid: vapidOf(env),
    vapidSubject: vapidSubjectOf(env.VAPID_SUBJECT),
    pushEndpointAllow: (env.PUSH_ENDPOINT_ALLOW || DEFAULT_PUSH_ENDPOINT_ALLOW).split(',').map((s) => s.trim()).filter(Boolean),
    contractDrift: parseDrift(env.CONTRACT_DRIFT),
    ...overrides,
  };
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${config.headersTimeoutMs}) may not exceed REQUEST_TIMEOUT_MS (${config.requestTimeoutMs})`);
  }
  assertDeployable(config);
  return config;
}

/** A production server must send real mail: the local mail catcher would swallow customers' codes. */
export function assertDeployable(config: Config) {
  if (config.production && config.contractDrift.length) {
    throw new Error('CONTRACT_DRIFT is a test switch (it breaks answers on purpose): unset it, it is refused with NODE_ENV=production.');
  }
  if (config.production && !config.smtpUrl) {
    throw new Error(
      'NODE_ENV=production needs SMTP_URL (smtp(s)://user:pass@host:port of your mail relay): without it customers would never ' +
        'receive their verification and password reset codes. Unset NODE_ENV to run in local mode with the built-in mail catcher.',
    );
  }
}
