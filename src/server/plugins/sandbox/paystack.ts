import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_BANKS, SANDBOX_UNRESOLVED } from './fixtures.js';
import { bearerOk, bounds, page, paystackError, within, type Query } from './http.js';
import { move, newRefund, refundable, schedule } from './refunds.js';
import { paystackData, paystackRefundData } from './shapes.js';
import { recordTx, type SandboxState } from './state.js';

/**
 * The fake Paystack HTTP API (its paths, field names, amounts in kobo, error answers) under /sandbox/paystack:
 * transactions (initialize, verify, list), refunds (create, list, fetch, retry with the customer's account) and banks
 * (List Banks, Resolve Account Number). Customers and dedicated accounts: virtual-accounts.ts.
 */
export function paystackRoutes(app: FastifyInstance, s: SandboxState) {
  paystackTransactions(app, s);
  paystackRefunds(app, s);
  paystackBanks(app, s);
}

const invalid = (reply: FastifyReply, code: number, message: string, why = 'invalid_params') =>
  reply.code(code).send({ status: false, message, type: 'validation_error', code: why });

/** A list's query and its from / to once the key and the dates are checked; undefined when refused (answered). */
function listQuery(s: SandboxState, request: FastifyRequest, reply: FastifyReply) {
  if (!bearerOk(request, s.opts.paystackSecretKey)) {
    void reply.code(401).send({ status: false, message: 'Invalid key' });
    return undefined;
  }
  const q = request.query as Query;
  const range = bounds(q);
  if (!range) {
    void invalid(reply, 400, 'Invalid date');
    return undefined;
  }
  const perPage = page(q, ['perPage', 'per_page'], 50);
  const current = page(q, ['page'], 1);
  const skipped = (current - 1) * perPage;
  return { q, range, perPage, current, skipped, shown: <T>(all: T[]) => all.slice(skipped, current * perPage) };
}

function paystackTransactions(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/paystack/transaction/initialize', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const amount = Number(b.amount);
    if (typeof b.email !== 'string' || !b.email) return reply.code(400).send({ status: false, message: 'Invalid Email Address Passed' });
    if (!Number.isInteger(amount) || amount < 100) return reply.code(400).send({ status: false, message: 'Invalid Amount Sent' });
    const reference = typeof b.reference === 'string' && b.reference ? b.reference : `T${randomBytes(8).toString('hex')}`;
    if (s.txs.has(reference)) return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    const tx = recordTx(s, 'paystack', reference, amount, typeof b.currency === 'string' ? b.currency : 'NGN', b.email, String(b.callback_url ?? ''));
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${opts.publicUrl}/sandbox/paystack/checkout/${tx.accessCode}`, access_code: tx.accessCode, reference },
    };
  });

  app.get('/sandbox/paystack/transaction/verify/:reference', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const tx = s.txs.get((request.params as { reference: string }).reference);
    if (!tx || tx.gw !== 'paystack') return reply.code(400).send({ status: false, message: 'Transaction reference not found' });
    return {
      status: true,
      message: 'Verification successful',
      data: paystackData(tx),
    };
  });

  app.get('/sandbox/paystack/transaction', async (request, reply) => {
    const list = listQuery(s, request, reply);
    if (!list) return reply;
    const { q, range, perPage, current, skipped } = list;
    const all = [...s.txs.values()].filter((t) => t.gw === 'paystack' && within(t.createdAt, range) && (!q.status || t.status === q.status)).reverse();
    return {
      status: true,
      message: 'Transactions retrieved',
      data: list.shown(all).map(paystackData),
      meta: { total: all.length, total_volume: all.reduce((sum, t) => sum + (t.status === 'success' ? t.amount : 0), 0), skipped, perPage, page: current, pageCount: Math.ceil(all.length / perPage) },
    };
  });
}

// POST /refund, GET /refund, GET /refund/:id, POST /refund/retry_with_customer_details/:id (issue 25).
function paystackRefunds(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/paystack/refund', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const b = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof b.transaction === 'string' || typeof b.transaction === 'number' ? String(b.transaction) : '';
    if (!key) return invalid(reply, 400, 'Transaction reference or id is required');
    const tx = s.txs.get(key) ?? (/^\d+$/.test(key) ? s.byId.get(Number(key)) : undefined);
    if (!tx || tx.gw !== 'paystack') return invalid(reply, 404, 'Transaction not found', 'not_found');
    if (tx.status === 'reversed') return invalid(reply, 400, 'Transaction has been fully reversed', 'transaction_reversed');
    if (tx.status !== 'success') return invalid(reply, 400, 'Cannot refund a transaction that was not successful');
    if (b.currency !== undefined && b.currency !== tx.currency) return invalid(reply, 400, 'Currency does not match transaction currency');
    const left = refundable(s, tx);
    const amount = b.amount === undefined ? left : Number(b.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid(reply, 400, 'Invalid amount');
    if (left <= 0) return invalid(reply, 400, 'Transaction has been fully reversed', 'transaction_reversed');
    if (amount > left) return invalid(reply, 400, `Refund amount cannot be more than the transaction's unrefunded amount (${left})`);
    const refund = newRefund(s, tx, amount, typeof b.merchant_note === 'string' ? b.merchant_note : '', typeof b.customer_note === 'string' ? b.customer_note : '');
    return { status: true, message: 'Refund has been queued for processing', data: paystackRefundData(refund, 'create') };
  });
  app.get('/sandbox/paystack/refund', async (request, reply) => {
    const list = listQuery(s, request, reply);
    if (!list) return reply;
    const { q, range, perPage, current, skipped } = list;
    const all = [...s.refunds.values()]
      .filter((r) => r.gw === 'paystack' && within(r.createdAt, range))
      .filter((r) => !q.transaction || String(r.tx.id) === q.transaction || r.tx.reference === q.transaction)
      .reverse();
    return {
      status: true,
      message: 'Refunds retrieved',
      data: list.shown(all).map((r) => paystackRefundData(r, 'fetch')),
      meta: {
        total: all.length,
        skipped,
        perPage: String(perPage),
        page: current,
        pageCount: Math.ceil(all.length / perPage),
        failedRefundCount: all.filter((r) => r.status === 'failed').length,
      },
    };
  });
  app.get('/sandbox/paystack/refund/:id', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const refund = s.refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'paystack') return invalid(reply, 404, 'Refund not found', 'not_found');
    return { status: true, message: 'Refund retrieved', data: paystackRefundData(refund, 'fetch') };
  });
  app.post('/sandbox/paystack/refund/retry_with_customer_details/:id', async (request, reply) => {
    if (!bearerOk(request, opts.paystackSecretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
    const refund = s.refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'paystack') return invalid(reply, 404, 'Refund not found', 'not_found');
    const details = (((request.body ?? {}) as Record<string, unknown>).refund_account_details ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    if (!text(details.account_number) || !text(details.bank_id) || !text(details.currency)) {
      return invalid(reply, 400, 'refund_account_details: currency, account_number and bank_id are required');
    }
    if (refund.status !== 'needs-attention') return invalid(reply, 422, 'Invalid Refund state, refund status should be "needs-attention"');
    if (!/^\d{10}$/.test(text(details.account_number))) return invalid(reply, 400, 'Invalid account number');
    if (!SANDBOX_BANKS.some((x) => String(x.id) === text(details.bank_id))) return invalid(reply, 400, 'Invalid bank_id: use the id of the List Banks endpoint');
    refund.account = { account_number: text(details.account_number), bank_id: text(details.bank_id), currency: text(details.currency) };
    move(s, refund, 'processing');
    // The customer's account is known: it is paid whatever the mode.
    schedule(s, refund, ['processed']);
    return { status: true, message: 'Refund retried with customer details', data: paystackRefundData(refund, 'retry') };
  });
}

function paystackBanks(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
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
}
