import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_BANKS, SANDBOX_INTEGRATION, SANDBOX_NOT_VALIDATED, SANDBOX_VALIDATION_REASON } from './fixtures.js';
import { bearerOk, flwError } from './http.js';
import { paystackAccountData } from './shapes.js';
import type { Gw, SandboxAccount, SandboxCustomer, SandboxState, SandboxTx } from './state.js';
import { deliver, later, send } from './webhooks.js';

/**
 * Account numbers and transfers (ADR 056): Paystack's customers, their validation (ADR 061) and dedicated accounts,
 * Flutterwave's static virtual accounts, and a transfer sent to any account number (the gateway's transaction recorded
 * paid, its signed webhook sent). The pages and modes that drive them: control.ts.
 */
export function virtualAccountRoutes(app: FastifyInstance, s: SandboxState) {
  paystackCustomerRoutes(app, s);
  dedicatedAccountRoutes(app, s);
}

const mask = (digits: string, keepStart: number, keepEnd: number) => `${digits.slice(0, keepStart)}${'*'.repeat(Math.max(digits.length - keepStart - keepEnd, 0))}${digits.slice(-keepEnd)}`;
const accountName = (first: string, last: string) => `E-LAUNDRY/${`${first} ${last}`.trim().toUpperCase()}`;
const accountData = (s: SandboxState, a: SandboxAccount) => paystackAccountData(a, s.paystackCustomers.get(a.customerCode));

function issue(s: SandboxState, gw: Gw, email: string, name: string, customerCode: string, txRef: string | null, assigned: boolean) {
  const account: SandboxAccount = {
    gw,
    number: String(s.nextAccount++),
    bank: gw === 'paystack' ? 'Test Bank' : 'Sandbox MFB',
    name,
    email,
    customerCode,
    txRef,
    assigned,
    id: s.nextId++,
    createdAt: s.now(),
  };
  s.accounts.set(`${gw}:${account.number}`, account);
  return account;
}

/** A validation ends: the customer identified (or not) at the gateway, then its signed customeridentification.* event. */
export function finishIdentification(s: SandboxState, customer: SandboxCustomer, outcome: 'success' | 'failed') {
  customer.identified = outcome === 'success';
  const data = {
    customer_id: customer.id,
    customer_code: customer.code,
    email: customer.email,
    identification: { country: 'NG', type: 'bank_account', ...(customer.identification ?? {}) },
    ...(outcome === 'failed' ? { reason: SANDBOX_VALIDATION_REASON } : {}),
  };
  send(s, 'paystack', customer.code, `customeridentification.${outcome}`, data);
}

function paystackCustomerRoutes(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/paystack/customer', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (typeof b.email !== 'string' || !b.email) return reply.code(400).send({ status: false, message: 'Invalid Email Address Passed' });
    const existing = [...s.paystackCustomers.values()].find((c) => c.email === b.email);
    const customer = existing ?? {
      code: `CUS_${randomBytes(8).toString('hex')}`,
      id: s.nextId++,
      email: b.email,
      first_name: String(b.first_name ?? ''),
      last_name: String(b.last_name ?? ''),
      phone: String(b.phone ?? ''),
      identified: false,
      identification: null,
    };
    s.paystackCustomers.set(customer.code, customer);
    const at = s.now().toISOString();
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
  // Paystack's Validate Customer: POST /customer/:code/identification, 202 in progress, then customeridentification.*.
  app.post('/sandbox/paystack/customer/:code/identification', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const customer = s.paystackCustomers.get((request.params as { code: string }).code);
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
    if (s.validationMode !== 'manual') later(s, () => finishIdentification(s, customer, s.validationMode === 'fail' ? 'failed' : 'success'));
    return reply.code(202).send({ status: true, message: 'Customer Identification in progress' });
  });
  app.get('/sandbox/paystack/customer/:code', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const customer = s.paystackCustomers.get((request.params as { code: string }).code);
    if (!customer) return reply.code(404).send({ status: false, message: 'Customer not found' });
    const mine = [...s.accounts.values()].filter((a) => a.gw === 'paystack' && a.customerCode === customer.code);
    const active = mine.find((a) => a.assigned);
    return {
      status: true,
      message: 'Customer retrieved',
      data: {
        transactions: [], subscriptions: [], authorizations: [],
        first_name: customer.first_name, last_name: customer.last_name, email: customer.email, phone: customer.phone,
        metadata: {}, domain: 'test', customer_code: customer.code, risk_action: 'default', id: customer.id, integration: SANDBOX_INTEGRATION,
        total_transactions: 0, total_transaction_value: [],
        dedicated_account: active ? accountData(s, active) : null,
        dedicated_accounts: mine.map((a) => accountData(s, a)),
        identified: customer.identified,
        identifications: customer.identified && customer.identification ? [{ country: 'NG', type: 'bank_account', value: customer.identification.account_number }] : null,
      },
    };
  });
}

function dedicatedAccountRoutes(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/paystack/dedicated_account', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const customer = s.paystackCustomers.get(String(b.customer ?? ''));
    if (!customer) return reply.code(404).send({ status: false, message: 'Customer not found' });
    if (s.accountMode === 'refuse') return reply.code(400).send({ status: false, message: 'Dedicated NUBAN not available for this integration' });
    if (s.validationMode !== 'off' && !customer.identified) return reply.code(400).send({ status: false, message: SANDBOX_NOT_VALIDATED });
    const existing = [...s.accounts.values()].find((a) => a.gw === 'paystack' && a.customerCode === customer.code);
    const account = existing ?? issue(s, 'paystack', customer.email, accountName(customer.first_name, customer.last_name), customer.code, null, s.accountMode === 'instant');
    if (!account.assigned) {
      // Assigned a moment later, told by the signed dedicatedaccount.assign.success event.
      setTimeout(() => {
        if (s.closing) return;
        account.assigned = true;
        const data = accountData(s, account);
        send(s, 'paystack', account.customerCode, 'dedicatedaccount.assign.success', { customer: data.customer, dedicated_account: data, identification: { status: 'success' } });
      }, s.stepMs);
    }
    return { status: true, message: account.assigned ? 'Assigned Managed Account Successfully Created' : 'Assign dedicated account in progress', data: accountData(s, account) };
  });
  app.post('/sandbox/flutterwave/v3/virtual-account-numbers', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (typeof b.email !== 'string' || !b.email) return flwError(reply, 400, 'email is required');
    if (b.is_permanent === true && !/^\d{11}$/.test(String(b.bvn ?? ''))) return flwError(reply, 400, 'BVN is required for static account number');
    if (s.accountMode === 'refuse') return flwError(reply, 400, 'Virtual account creation is not enabled for this merchant');
    const txRef = typeof b.tx_ref === 'string' && b.tx_ref ? b.tx_ref : `VA-${randomBytes(6).toString('hex')}`;
    const existing = [...s.accounts.values()].find((a) => a.gw === 'flutterwave' && a.txRef === txRef);
    const account =
      existing ?? issue(s, 'flutterwave', b.email, String(b.narration ?? `${String(b.firstname ?? '')} ${String(b.lastname ?? '')}`).trim(), `URF_${randomBytes(6).toString('hex')}`, txRef, true);
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
}

/**
 * "Send a transfer" of `naira` to an account number at `gw` (any number: one the sandbox never issued is an unknown
 * account): the gateway's transaction is recorded as paid and its signed webhook sent — Paystack charge.success on the
 * dedicated_nuban channel, Flutterwave charge.completed of payment_type bank_transfer with the account's tx_ref.
 * `notify: false` records it without its webhook. A string is why it was refused.
 */
export function sendTransfer(s: SandboxState, gw: string, number: string, naira: number, notify = true) {
  if (gw !== 'paystack' && gw !== 'flutterwave') return 'Unknown gateway.';
  if (!/^\d{10}$/.test(number)) return 'An account number has 10 digits.';
  if (!Number.isFinite(naira) || naira <= 0 || naira > 10_000_000) return 'amount (Naira) must be a positive number.';
  const account = s.accounts.get(`${gw}:${number}`);
  const at = s.now();
  const tx: SandboxTx = {
    gw,
    id: s.nextId++,
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
  s.txs.set(gw === 'paystack' ? tx.reference : `${tx.reference}#${tx.id}`, tx);
  s.byId.set(tx.id, tx);
  if (notify) deliver(s, tx);
  return { gateway: gw, account_number: number, known: !!account, reference: tx.reference, id: tx.id, amount: tx.amount };
}
