import type { operations } from '#generated/api';

/**
 * Cost budgets (docs/decisions/038-cost-budgets.md): every operation whose handler costs CPU (a PDF/CSV render, an
 * image re-encode), storage, an e-mail or a payment gateway call may be called at most so many times an hour per
 * principal (the signed-in account, or the hub) and per client address. The pipeline checks the operation's budget
 * after authentication and before its body is read (plugins/budgets.ts); this module holds the table and the counters.
 */

/** The budget classes. Operations of one class share its counters (a reply and a ticket are separate classes). */
export const BUDGET_CLASSES = ['signup', 'code', 'form', 'statement', 'avatar', 'ticket', 'reply', 'gateway', 'link', 'verify', 'invite', 'desk', 'recovery', 'hubkey', 'inventory', 'export', 'sponsorpage', 'sponsorpay', 'alert'] as const;
export type BudgetClass = (typeof BUDGET_CLASSES)[number];
/**
 * Classes spent by the work itself rather than by the request: past the budget the request is still answered, without
 * that work. `verify`: a customer's read of a pending payment asks its gateway (getDeposit, getPaymentOutcome,
 * getCardRequest; the SPA polls every 3 s while pending); past the budget the stored status is answered, and the
 * webhook or the re-verification job settles the payment.
 */
export const SOFT_BUDGETS: readonly BudgetClass[] = ['verify'];

/** A class's limits per window (an hour unless BUDGET_WINDOW_SECONDS): per principal (signed-in classes) and per address. */
export interface BudgetLimits {
  /** Per account (or hub); undefined for the public classes, whose callers are anonymous. */
  principal?: number;
  address: number;
}

/**
 * The defaults, sized so that a real customer never meets them (the ADR explains each). Public classes have an
 * address limit only; a campus or carrier NAT puts many customers behind one address, so the address limits of the
 * signed-in classes are several accounts' worth: they only bound many accounts driven from one host.
 */
export const DEFAULT_BUDGETS: Record<BudgetClass, BudgetLimits> = {
  signup: { address: 30 },
  code: { address: 60 },
  form: { address: 20 },
  statement: { principal: 20, address: 400 },
  avatar: { principal: 10, address: 200 },
  ticket: { principal: 10, address: 200 },
  reply: { principal: 30, address: 600 },
  gateway: { principal: 20, address: 400 },
  link: { principal: 10, address: 200 },
  verify: { principal: 120, address: 2400 },
  invite: { principal: 30, address: 600 },
  desk: { principal: 300, address: 3000 },
  recovery: { principal: 20, address: 400 },
  hubkey: { principal: 20, address: 200 },
  inventory: { principal: 60, address: 600 },
  export: { principal: 10, address: 200 },
  sponsorpage: { address: 120 },
  sponsorpay: { address: 30 },
  alert: { principal: 10, address: 200 },
};

/** What each class pays for (the 429's log line and docs). */
export const BUDGET_COSTS: Record<BudgetClass, string> = {
  signup: 'an account row, an argon2 hash and a verification e-mail',
  code: 'an e-mail with a code',
  form: 'an e-mail to the company inbox',
  statement: 'a CSV or PDF rendered from the ledger',
  avatar: 'an image decoded and re-encoded, and stored',
  ticket: 'an e-mail to support and up to 5 × 5 MB of stored attachments',
  reply: 'an e-mail to support and up to 5 × 5 MB of stored attachments',
  gateway: 'a checkout session opened with Paystack or Flutterwave',
  link: 'a guess at a card number',
  verify: 'a pending payment re-verified with its gateway',
  invite: 'an invitation e-mail with a staff set-up link',
  desk: 'a reply e-mail to the customer and up to 5 × 5 MB of stored attachments',
  recovery: 'a security e-mail to a customer whose two-factor support reset',
  hubkey: 'a new hub key (256 random bits) that moves money: a stolen admin session must not mint them by the hundred',
  inventory: 'up to 5,000 card numbers parsed, checked and inserted in one transaction',
  export: "an archive of a customer's data built (every row and file) and stored, or streamed back (3 archives a day are also counted on their own, lib/privacy/data-export.ts)",
  sponsorpage: 'a guess at a sponsor link code (ADR 057): bounded per address on top of the per-minute rate limit',
  sponsorpay: "a checkout session opened for a visitor on a customer's sponsor link, and their receipt e-mail",
  alert: 'a test e-mail and a web push to each of the account\'s devices',
};

/**
 * Every operation of the contract, classified: its budget class, or null for an operation that costs nothing worth a
 * budget (the reason beside it). Typed by the contract's operationIds, so a new operation does not compile until it is
 * classified here (src/server/security/budgets.test.ts also checks each class's operations document the 429).
 */
export const OPERATION_BUDGETS: Record<keyof operations, BudgetClass | null> = {
  // auth
  registerUser: 'signup',
  sendOtp: 'code',
  forgotPassword: 'code',
  login: null, // per-IP rate limit and per-account failure limit (ADR 011, 005); argon2 is the cost, bounded by both
  loginTwoFactor: null, // per-IP rate limit, failure limits per account and factor
  logout: null, // a row update
  verifyResetToken: null, // a lookup (per-IP rate limit)
  resetPassword: null, // a hash after a valid single-use code; its mail only once per code
  verifyOtp: null, // a lookup (per-IP rate limit, failure limit)
  // dashboard, profile, two-factor, referrals
  getMe: null,
  getDashboard: null,
  getSpendingSummary: null, // one indexed aggregate over 12 weeks of the account's lines (ADR 060)
  // customer alerts (issue 28, ADR 059)
  getNotificationSettings: null,
  updateNotificationSettings: null, // one row upsert (at most 10 hubs checked)
  getPushKey: null, // a constant
  addPushDevice: null, // one row (at most 10 per account: the oldest goes); the endpoint is checked against PUSH_ENDPOINT_ALLOW
  removePushDevice: null,
  sendTestNotification: 'alert',
  updateProfile: null, // a row update
  uploadAvatar: 'avatar',
  getAvatar: null, // stored bytes of a random name
  requestDataExport: 'export', // an archive of every row and file of the account (also at most 3 per 24 hours, ADR 055)
  listDataExports: null, // rows of the account
  getDataExport: null, // a row (polled every 2 s while one is prepared)
  downloadDataExport: 'export', // a stored archive streamed back
  changePassword: null, // needs the old password (per-IP rate limit, failure limit); its mail goes to the account itself
  getAccountClosure: null, // reads the customer's own balance and top-ups
  closeAccount: null, // needs the password (and code), per-IP rate limit and failure limit; once per account; its mail goes to the account itself
  listReferrals: null,
  listCommissions: null,
  getTwoFactorSetup: null,
  enableTwoFactor: null, // needs a valid TOTP code
  disableTwoFactor: null,
  // deposits
  listPaymentMethods: null,
  initiateDeposit: 'gateway',
  // ADR 056: reading the stored account costs nothing; asking for one calls the gateway (customer + account).
  getVirtualAccount: null,
  requestVirtualAccount: 'gateway',
  // ADR 061: the gateway's bank list, kept an hour per gateway (lib/payments/bank-transfers.ts banksOf): at most one gateway call an hour.
  listVirtualAccountBanks: null,
  listDeposits: null,
  // getDeposit / getPaymentOutcome (and getCardRequest) re-verify a PENDING payment with its gateway; the SPA polls
  // them every 3 s while it is pending, so a budget on the request would refuse honest polls: the gateway call itself
  // spends the soft `verify` budget (SOFT_BUDGETS), and past it the stored status is answered.
  getDeposit: null,
  getPaymentOutcome: null,
  // sponsor links (ADR 057): a customer's links are rows (at most 20 active each); the public page and its payment
  // are budgeted per address (public classes) and rate limited per minute
  listSponsorLinks: null,
  createSponsorLink: null, // a row, at most 20 active links per customer
  revokeSponsorLink: null, // a row update, idempotent
  getSponsorLink: 'sponsorpage',
  payThroughSponsorLink: 'sponsorpay',
  paystackWebhook: null, // signed by the gateway (unsigned → 401 before any work)
  flutterwaveWebhook: null,
  // cards and hubs
  listCardRequests: null,
  requestCard: 'gateway', // through a gateway: a checkout session (from the balance: a debit, budgeted alike)
  listCardLocations: null,
  listServiceCenters: null,
  getCardFees: null,
  linkCard: 'link',
  getCardRequest: null,
  listCardPaymentMethods: null,
  getCurrentCard: null,
  freezeCard: null, // one row update, idempotent
  listHubs: null,
  listPublicHubs: null,
  chargeCard: null, // a hub's metered cycle: bounded by the machines, idempotent per cycle
  reportMachines: null,
  reportFailedCycle: null, // once per charge of the hub's own (its one e-mail keyed by the reversal), within 24 h of it: bounded by the charges
  // transactions
  listTransactions: null,
  downloadStatement: 'statement',
  // tickets
  listTickets: null,
  createTicket: 'ticket',
  getTicket: null,
  replyTicket: 'reply',
  closeTicket: null,
  downloadTicketAttachment: null, // stored bytes, the customer's own
  // public site
  submitContact: 'form',
  submitEnquiry: 'form',
  subscribe: 'form',
  // system, dev
  getHealth: null,
  listDevMailbox: null, // local mode and loopback only
  // staff (docs/decisions/041-staff-accounts.md)
  openStaffInvite: null, // a lookup by a 256-bit link (per-IP rate limit)
  acceptStaffInvite: null, // a hash after a valid single-use link and code (per-IP rate limit, 5 tries per link)
  staffLogin: null, // as login: per-IP rate limit and per-account failure limit
  staffLoginTwoFactor: null, // as loginTwoFactor
  staffLogout: null,
  getStaffMe: null,
  listStaffMembers: null,
  inviteStaffMember: 'invite', // an admin's invitation e-mail: a stolen admin session must not become a mail cannon
  updateStaffMember: null, // a row update under a lock
  deactivateStaffMember: null,
  // the support desk and the audit log (docs/decisions/043)
  listStaffTickets: null,
  getStaffTicket: null,
  downloadStaffTicketAttachment: null, // stored bytes
  replyStaffTicket: 'desk', // an agent answers many tickets an hour: a class of its own, sized for a busy desk
  assignStaffTicket: null, // a row update
  closeStaffTicket: null,
  // management cards (docs/decisions/046-management-cards.md): row writes under a lock, audited; no mail, no upload
  listManagementCards: null,
  issueManagementCard: null,
  updateManagementCard: null,
  revokeManagementCard: null,
  listManagementCardStarts: null,
  // the Customers section (docs/decisions/044)
  searchStaffCustomers: null, // indexed lookups, or one bounded scan of users for a partial e-mail / username or a phone
  getStaffCustomer: null, // a handful of indexed reads and one audit row (customer.view)
  listStaffCustomerTransactions: null,
  listStaffCustomerDeposits: null,
  listStaffCustomerCardRequests: null,
  listStaffCustomerTickets: null,
  listStaffCustomerReferrals: null,
  listStaffCustomerSessions: null,
  revokeStaffCustomerSessions: null, // a row update; no e-mail
  reverseStaffHubCharge: null, // once per hub charge (a unique index): its one e-mail is bounded by the charges, not by the requests
  closeStaffCustomer: 'recovery', // an e-mail to the customer and an irreversible erasure: a stolen admin session must not close many accounts
  resetStaffCustomerTwoFactor: 'recovery', // a security e-mail to the customer: a stolen support session must not reset many accounts
  listAuditEvents: null, // a page of an indexed table
  // cards in the console (docs/decisions/045-staff-cards.md)
  listStaffCardRequests: null,
  getStaffCardRequest: null,
  advanceStaffCardRequest: null, // a row update under a lock; its one e-mail per request (card ready) is keyed, sent once
  listStaffCards: null,
  addStaffCards: 'inventory', // up to 100 numbers checked and inserted
  importStaffCards: 'inventory', // a 256 KB file parsed, up to 5,000 numbers checked and inserted: CPU and storage
  freezeStaffCard: null, // a row update
  unfreezeStaffCard: null,
  replaceStaffCard: null, // each one consumes a card of the stock (bounded by it); one e-mail to the card's holder
  exportAuditEvents: 'statement', // a CSV rendered (streamed) from the whole trail
  // the console's Hubs (docs/decisions/047)
  listStaffHubs: null, // a page of hubs with counts
  listStaffServiceCentres: null, // one indexed list of at most 1,000 rows
  getStaffHub: null,
  createStaffLocation: null, // a row
  createStaffHub: null, // a row
  addStaffMachine: null, // a row
  updateStaffMachine: null, // a row update
  issueStaffHubKey: 'hubkey', // a credential that charges cards: sensitive, a class of its own
  rotateStaffHubKey: 'hubkey',
  revokeStaffHubKey: null, // only ever takes access away
  listStaffHubCharges: null, // a page of an indexed table
  listStaffHubAlerts: null,
  // deposits and the overview (docs/decisions/048)
  listStaffDeposits: null, // a page and one aggregate over indexed columns
  getStaffDeposit: null, // stored fields only: reading never asks the gateway
  reverifyStaffDeposit: 'gateway', // a gateway call on demand: a stolen finance session must not hammer Paystack
  getStaffOverview: null, // a handful of aggregates
  // money back: adjustments and four eyes (docs/decisions/051)
  createStaffAdjustment: 'desk', // each adjustment done at once e-mails the customer (and may answer a ticket)
  listStaffMoneyBacks: null, // a page and two counts over indexed columns
  getStaffMoneyBack: null,
  approveStaffMoneyBack: null, // once per request (409 after): bounded by the requests, each e-mail keyed once
  rejectStaffMoneyBack: null,
  // refunds through gateways (docs/decisions/052)
  createStaffRefund: 'gateway', // a gateway call (the refund) and an e-mail: a stolen finance session must not hammer Paystack
  listStaffDepositRefunds: null, // stored rows of one top-up
  submitStaffRefundBankAccount: 'gateway', // a gateway call (the account-name lookup; ADR 070)
  approveStaffRefundBankAccount: 'gateway', // a gateway call (the retry to the account), once per entry
  rejectStaffRefundBankAccount: null, // once per entry (409 after)
  // the books, suspense and reconciliation (docs/decisions/053)
  getStaffBooks: 'statement', // aggregates over a day's or a month's ledger lines and a probe per wallet
  exportStaffBooks: 'statement', // the same, rendered as CSV
  listStaffSuspense: null, // a page of a small indexed table
  assignStaffSuspense: null, // one wallet credit, once per item
  returnStaffSuspense: null, // one system journal, once per item
  listStaffReconciliations: null, // a page
  getStaffReconciliation: null, // a run and its mismatches
  startStaffReconciliation: 'gateway', // a gateway call per top-up of the day
};

/** The operations of a class. */
export const operationsOf = (budget: BudgetClass) =>
  (Object.entries(OPERATION_BUDGETS) as [keyof operations, BudgetClass | null][]).filter(([, c]) => c === budget).map(([op]) => op);

/**
 * The address a budget counts against: the client IP (request.ip, which believes X-Forwarded-For only from the
 * proxies TRUST_PROXY names). An IPv6 address counts by its /64, the block one customer's line is given (rotating
 * addresses inside it would otherwise be free).
 */
export function addressKey(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return `ip:${v4mapped[1]}`;
  if (!ip.includes(':')) return `ip:${ip}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `ip6:${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** One counter of a check: a key, its limit within the window. */
export interface BudgetCounter {
  key: string;
  limit: number;
}

/**
 * Where the counters live: `take` records one use on every counter when each has room within `windowMs` before
 * `nowMs`, and answers 0; else records nothing and answers the milliseconds until every full counter has a free slot.
 */
export interface BudgetStore {
  take(counters: BudgetCounter[], nowMs: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * Counters in this process's memory (no REDIS_URL, or while Redis does not answer): a sliding log of use times per
 * key; empty keys are dropped as the map is swept.
 */
export function memoryBudgetStore(): BudgetStore & { size(): number } {
  const logs = new Map<string, number[]>();
  let takes = 0;
  const sweep = (nowMs: number, windowMs: number) => {
    for (const [key, log] of logs) {
      while (log.length && log[0]! <= nowMs - windowMs) log.shift();
      if (!log.length) logs.delete(key);
    }
  };
  return {
    async take(counters, nowMs, windowMs) {
      if (++takes % 1000 === 0) sweep(nowMs, windowMs);
      let waitMs = 0;
      for (const { key, limit } of counters) {
        const log = logs.get(key) ?? [];
        while (log.length && log[0]! <= nowMs - windowMs) log.shift();
        if (log.length >= limit) waitMs = Math.max(waitMs, log[log.length - limit]! + windowMs - nowMs);
      }
      if (waitMs > 0) return waitMs;
      for (const { key } of counters) {
        const log = logs.get(key) ?? [];
        log.push(nowMs);
        logs.set(key, log);
      }
      return 0;
    },
    async close() {
      logs.clear();
    },
    size: () => logs.size,
  };
}

/**
 * The same sliding log in Redis, one sorted set per key (score = use time), checked and recorded atomically by one
 * script for all of a request's counters: instances behind one Redis share every budget, and a refused request
 * consumes nothing. Keys carry one hash tag, so the script's keys share a slot on a Redis Cluster too.
 */
export const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[3 + i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local w = tonumber(oldest[2]) + window - now
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
end
return 0
`;
