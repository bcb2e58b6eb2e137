import type { FastifyInstance } from 'fastify';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_FLW_UNRESOLVED } from './fixtures.js';
import { bearerOk, bounds, flwError, flwPage, FLW_PAGE, page, within, type Query } from './http.js';
import { newRefund, refundable } from './refunds.js';
import { flwData, flwRefundData } from './shapes.js';
import { recordTx, type SandboxState } from './state.js';

/**
 * The fake Flutterwave v3 HTTP API (its paths, field names, amounts in Naira, error answers) under
 * /sandbox/flutterwave/v3: payments (hosted link), verify by id and by tx_ref, the transaction list, refunds (create,
 * fetch, list) and the account-name lookup. Static virtual accounts: virtual-accounts.ts.
 */
export function flutterwaveRoutes(app: FastifyInstance, s: SandboxState) {
  flutterwaveTransactions(app, s);
  flutterwaveRefunds(app, s);
}

function flutterwaveTransactions(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/flutterwave/v3/payments', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    const email = (b.customer as { email?: unknown } | undefined)?.email;
    if (typeof b.tx_ref !== 'string' || !b.tx_ref) return flwError(reply, 400, 'tx_ref is required');
    if (typeof b.amount !== 'number' || !(b.amount > 0)) return flwError(reply, 400, 'amount is required');
    if (typeof email !== 'string' || !email) return flwError(reply, 400, 'customer.email is required');
    if (s.txs.has(b.tx_ref)) return flwError(reply, 400, 'Duplicate tx_ref');
    const tx = recordTx(s, 'flutterwave', b.tx_ref, Math.round(b.amount * 100), typeof b.currency === 'string' ? b.currency : 'NGN', email, String(b.redirect_url ?? ''));
    return { status: 'success', message: 'Hosted Link', data: { link: `${opts.publicUrl}/sandbox/flutterwave/checkout/${tx.accessCode}` } };
  });

  app.get('/sandbox/flutterwave/v3/transactions/:id/verify', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = s.byId.get(Number((request.params as { id: string }).id));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this id');
    return { status: 'success', message: 'Transaction fetched successfully', data: flwData(tx) };
  });
  app.get('/sandbox/flutterwave/v3/transactions/verify_by_reference', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = s.txs.get(String((request.query as { tx_ref?: string }).tx_ref ?? ''));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this tx_ref');
    return { status: 'success', message: 'Transaction fetched successfully', data: flwData(tx) };
  });

  app.get('/sandbox/flutterwave/v3/transactions', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const q = request.query as Query;
    // Whole days: from's start to to's end.
    if ((q.from && !/^\d{4}-\d{2}-\d{2}$/.test(q.from)) || (q.to && !/^\d{4}-\d{2}-\d{2}$/.test(q.to))) return flwError(reply, 400, 'from and to must be dates (YYYY-MM-DD)');
    const range = bounds(q)!;
    const current = page(q, ['page'], 1);
    const all = [...s.txs.values()]
      .filter((t) => t.gw === 'flutterwave' && t.created && within(t.createdAt, range))
      .filter((t) => (!q.status || t.status === q.status) && (!q.tx_ref || t.reference === q.tx_ref))
      .reverse();
    return {
      status: 'success',
      message: 'Transactions fetched',
      meta: { page_info: { total: all.length, current_page: current, total_pages: Math.ceil(all.length / FLW_PAGE) } },
      data: flwPage(all, current).map(flwData),
    };
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
}

// POST /v3/transactions/:id/refund, GET /v3/refunds/:id, GET /v3/refunds (issue 25).
function flutterwaveRefunds(app: FastifyInstance, s: SandboxState) {
  const { opts } = s;
  app.post('/sandbox/flutterwave/v3/transactions/:id/refund', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const tx = s.byId.get(Number((request.params as { id: string }).id));
    if (!tx || tx.gw !== 'flutterwave' || !tx.created) return flwError(reply, 400, 'No transaction was found for this id');
    if (tx.status !== 'successful') return flwError(reply, 400, 'Only successful transactions can be refunded');
    const b = (request.body ?? {}) as Record<string, unknown>;
    const left = refundable(s, tx);
    if (b.amount !== undefined && (typeof b.amount !== 'number' || !(b.amount > 0))) return flwError(reply, 400, 'amount must be a positive number');
    const amount = b.amount === undefined ? left : Math.round((b.amount as number) * 100);
    if (left <= 0) return flwError(reply, 400, 'Transaction has been fully refunded');
    if (amount > left) return flwError(reply, 400, `Refund amount cannot be greater than the amount left to refund on this transaction (${left / 100})`);
    const refund = newRefund(s, tx, amount, typeof b.comments === 'string' ? b.comments : '', '');
    return { status: 'success', message: 'Transaction refund initiated', data: flwRefundData(refund) };
  });
  app.get('/sandbox/flutterwave/v3/refunds/:id', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const refund = s.refunds.get(Number((request.params as { id: string }).id));
    if (!refund || refund.gw !== 'flutterwave') return flwError(reply, 404, 'Refund not found');
    return { status: 'success', message: 'Refund fetched', data: flwRefundData(refund) };
  });
  app.get('/sandbox/flutterwave/v3/refunds', async (request, reply) => {
    if (!bearerOk(request, opts.flutterwaveSecretKey)) return flwError(reply, 401, 'Invalid authorization key');
    const q = request.query as Query;
    const range = bounds(q);
    if (!range) return flwError(reply, 400, 'Invalid date');
    const current = page(q, ['page'], 1);
    const all = [...s.refunds.values()].filter((r) => r.gw === 'flutterwave' && within(r.createdAt, range)).reverse();
    return {
      status: 'success',
      message: 'Refunds fetched',
      meta: { page_info: { total: all.length, current_page: current, total_pages: Math.ceil(all.length / FLW_PAGE), page_size: FLW_PAGE } },
      // The list names the transaction transaction_id and the comments comment.
      data: flwPage(all, current).map((r) => {
        const { tx_id, comments, ...rest } = flwRefundData(r);
        return { ...rest, transaction_id: tx_id, comment: comments, settlement_id: 'NEW' };
      }),
    };
  });
}
