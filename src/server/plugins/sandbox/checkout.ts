import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#server/lib/platform/html.js';
import { money } from '#server/lib/platform/money.js';
import { sandboxCardOf } from './fixtures.js';
import { htmlPage } from './http.js';
import type { SandboxState } from './state.js';
import { deliver } from './webhooks.js';

/**
 * The hosted checkout page of both gateways (GET /sandbox/:gw/checkout/:code): the amount and Pay (with a card number:
 * its verify answer names the card as the gateways do, ADR 040) / Pay by bank transfer / Decline / Cancel. Its forms
 * settle the payment, send the signed webhook and redirect the browser to the callback as the gateway does.
 */
export function checkoutRoutes(app: FastifyInstance, s: SandboxState) {
  app.get('/sandbox/:gw/checkout/:code', async (request, reply) => {
    const { gw, code } = request.params as { gw: string; code: string };
    const tx = s.byCode.get(code);
    if (!tx || tx.gw !== gw) return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><p>Unknown checkout.</p>');
    const name = gw === 'paystack' ? 'Paystack' : 'Flutterwave';
    const open = tx.status === 'abandoned' || tx.status === 'pending';
    const button = (action: string, label: string) =>
      `<form method="post" action="/sandbox/${gw}/checkout/${code}/${action}"><button type="submit">${label}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(
      htmlPage(
        `${name} sandbox checkout`,
        `<h1>${name} sandbox checkout</h1>
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
}`,
      ),
    );
  });

  app.post('/sandbox/:gw/checkout/:code/:action', async (request, reply) => {
    const { gw, code, action } = request.params as { gw: string; code: string; action: string };
    const tx = s.byCode.get(code);
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
      if (paid) tx.paidAt = s.now();
      // Flutterwave's transaction exists from the payment attempt on.
      if (tx.gw === 'flutterwave' && !tx.created) tx.createdAt = s.now();
      tx.created = true;
      if (action !== 'cancel') deliver(s, tx);
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
}
