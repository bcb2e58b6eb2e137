import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#server/lib/platform/html.js';
import { money } from '#server/lib/platform/money.js';
import { fromForm, htmlPage } from './http.js';
import { cancelSteps, FLUTTERWAVE_ACTIONS, move, PAYSTACK_ACTIONS, setRefundMode } from './refunds.js';
import { sandboxRefundView } from './shapes.js';
import { ACCOUNT_MODES, FINAL_REFUND, REFUND_MODES, VALIDATION_MODES, type SandboxAccountMode, type SandboxRefundMode, type SandboxState, type SandboxValidationMode } from './state.js';
import { finishIdentification, sendTransfer } from './virtual-accounts.js';

/**
 * The sandbox's own controls, for tests and demos (no gateway has them): the refunds' outcome mode, moving one refund
 * and the refund desk page; the account numbers' issuing and validation modes, a transfer to an account number and
 * its page; what the gateway says of a transaction from now on; where each webhook landed.
 */
export function controlRoutes(app: FastifyInstance, s: SandboxState) {
  refundControls(app, s);
  accountControls(app, s);
  accountPages(app, s);
  /**
   * What the gateway says of one of its transactions from now on (tests and demos of the reconciliation, ADR 061): a
   * chargeback (Paystack `reversed`), a payment the gateway later calls failed. Its verify and list answers change; no
   * webhook is sent (the daily reconciliation is what finds it).
   */
  app.post('/sandbox/transactions/:gw/:id/status', async (request, reply) => {
    const { gw, id } = request.params as { gw: string; id: string };
    const status = ((request.body ?? {}) as { status?: unknown }).status;
    const tx = s.byId.get(Number(id));
    if (!tx || tx.gw !== gw) return reply.code(404).send({ message: 'Unknown transaction.' });
    const words = gw === 'paystack' ? ['success', 'failed', 'reversed', 'abandoned'] : ['successful', 'failed', 'cancelled', 'pending'];
    if (typeof status !== 'string' || !words.includes(status)) return reply.code(400).send({ message: `status must be one of ${words.join(', ')}` });
    tx.status = status;
    return { gateway: gw, id: tx.id, reference: tx.reference, status: tx.status };
  });

  // Where each webhook landed (the scale and fault suites prove a return and a webhook on different instances).
  app.get('/sandbox/deliveries', async (request) => {
    const reference = (request.query as { reference?: string }).reference;
    return { deliveries: reference ? s.log.filter((d) => d.reference === reference) : s.log };
  });
}

// The refunds' outcome mode, moving one refund, the list of refunds (JSON, or the refund desk page for a browser).
function refundControls(app: FastifyInstance, s: SandboxState) {
  app.post('/sandbox/refunds/mode', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!REFUND_MODES.includes(mode as SandboxRefundMode)) return reply.code(400).send({ message: `mode must be one of ${REFUND_MODES.join(', ')}` });
    setRefundMode(s, mode as SandboxRefundMode);
    return { mode: s.refundMode };
  });
  app.get('/sandbox/refunds/mode', async () => ({ mode: s.refundMode }));
  app.post('/sandbox/refunds/:gw/:id/:action', async (request, reply) => {
    const { gw, id, action } = request.params as { gw: string; id: string; action: string };
    const refund = s.refunds.get(Number(id));
    if (!refund || refund.gw !== gw) return reply.code(404).send({ message: 'Unknown refund.' });
    const to = gw === 'paystack' ? PAYSTACK_ACTIONS.get(action) : FLUTTERWAVE_ACTIONS.get(action);
    if (!to) return reply.code(400).send({ message: `A ${gw} refund cannot be moved to "${action}".` });
    if (FINAL_REFUND.has(refund.status)) return reply.code(409).send({ message: `The refund is already ${refund.status}.` });
    cancelSteps(s, refund.id);
    if (refund.status !== to) move(s, refund, to);
    // The form of the refund desk page comes back to it; an API call gets the refund.
    if (fromForm(request)) return reply.redirect('/sandbox/refunds', 303);
    return sandboxRefundView(refund);
  });
  app.get('/sandbox/refunds', async (request, reply) => {
    const list = [...s.refunds.values()].reverse();
    if (!(request.headers.accept ?? '').includes('text/html')) return { mode: s.refundMode, refunds: list.map(sandboxRefundView) };
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
    return reply.type('text/html; charset=utf-8').send(
      htmlPage(
        'Sandbox refund desk',
        `<h1>Sandbox refund desk</h1>
<p>Local test gateway: no real money moves. Refunds end as the mode says: <strong>${s.refundMode}</strong>.</p>
${REFUND_MODES.map((m) => `<form method="post" action="/sandbox/refunds/mode-form/${m}"><button type="submit"${m === s.refundMode ? ' aria-pressed="true"' : ''}>${m}</button></form>`).join('\n')}
${list.length ? `<table><caption>Refunds, newest first</caption><thead><tr><th scope="col">Gateway</th><th scope="col">Id</th><th scope="col">Payment</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Note</th><th scope="col">Move to</th></tr></thead><tbody>
${rows}
</tbody></table>` : '<p>No refunds yet.</p>'}`,
      ),
    );
  });
  // The desk page's mode buttons (a form cannot post JSON).
  app.post('/sandbox/refunds/mode-form/:mode', async (request, reply) => {
    const mode = (request.params as { mode: string }).mode as SandboxRefundMode;
    if (!REFUND_MODES.includes(mode)) return reply.code(404).send({ message: 'Unknown mode.' });
    setRefundMode(s, mode);
    return reply.redirect('/sandbox/refunds', 303);
  });
}

// How account numbers are issued, whether customers are validated first, and one validation ended by hand.
function accountControls(app: FastifyInstance, s: SandboxState) {
  app.post('/sandbox/virtual-accounts/mode', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!ACCOUNT_MODES.includes(mode as SandboxAccountMode)) return reply.code(400).send({ message: `mode must be one of ${ACCOUNT_MODES.join(', ')}` });
    s.accountMode = mode as SandboxAccountMode;
    return { mode: s.accountMode };
  });
  app.post('/sandbox/virtual-accounts/validation', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!VALIDATION_MODES.includes(mode as SandboxValidationMode)) return reply.code(400).send({ message: `mode must be one of ${VALIDATION_MODES.join(', ')}` });
    s.validationMode = mode as SandboxValidationMode;
    return { mode: s.validationMode };
  });
  // Manual mode: ends one customer's validation by hand (tests, demos).
  app.post('/sandbox/virtual-accounts/validation/:code/:outcome', async (request, reply) => {
    const { code, outcome } = request.params as { code: string; outcome: string };
    const customer = s.paystackCustomers.get(code);
    if (!customer || !customer.identification) return reply.code(404).send({ message: 'No validation of this customer.' });
    if (outcome !== 'success' && outcome !== 'failed') return reply.code(404).send({ message: 'outcome is success or failed.' });
    finishIdentification(s, customer, outcome);
    return { customer_code: code, identified: customer.identified };
  });
}

// A transfer to an account number (JSON { amount } in Naira; the page's forms redirect back to the page) and the page.
function accountPages(app: FastifyInstance, s: SandboxState) {
  app.post('/sandbox/virtual-accounts/:gw/:number/transfer', async (request, reply) => {
    const { gw, number } = request.params as { gw: string; number: string };
    const b = (request.body ?? {}) as Record<string, unknown>;
    // notify: false records the transfer without its webhook (tests then send their own notifications).
    const sent = sendTransfer(s, gw, number, Number(b.amount), b.notify !== false);
    if (typeof sent === 'string') return reply.code(400).send({ message: sent });
    if (fromForm(request)) return reply.redirect('/sandbox/virtual-accounts', 303);
    return sent;
  });
  app.get('/sandbox/virtual-accounts', async (request, reply) => {
    if (!(request.headers.accept ?? '').includes('text/html')) {
      return {
        mode: s.accountMode,
        validation: s.validationMode,
        accounts: [...s.accounts.values()].map((a) => ({ gateway: a.gw, bank: a.bank, number: a.assigned ? a.number : null, name: a.name, email: a.email, customer_code: a.customerCode, assigned: a.assigned })),
        // Paystack's customers with their validation (masked as Paystack shows it): manual mode ends one by its code.
        customers: [...s.paystackCustomers.values()].map((c) => ({ customer_code: c.code, email: c.email, identified: c.identified, identification: c.identification })),
      };
    }
    const rows = [...s.accounts.values()]
      .map(
        (a) => `<tr><td>${a.gw}</td><td>${escapeHtml(a.bank)}</td><td>${a.assigned ? a.number : 'assigning…'}</td><td>${escapeHtml(a.name)}</td><td>${escapeHtml(a.email)}</td><td>${
          a.assigned
            ? `<form method="post" action="/sandbox/virtual-accounts/${a.gw}/${a.number}/transfer"><label>Amount (₦) <input name="amount" inputmode="decimal" value="1000" required></label> <button type="submit">Send a transfer</button></form>`
            : ''
        }</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      htmlPage(
        'Sandbox account numbers',
        `<h1>Sandbox account numbers</h1>
<p>Local test gateway: no real money moves. Sending a transfer posts the gateway's signed webhook to the server.</p>
<p>Issuing mode: ${s.accountMode}. Customer validation (Paystack): ${s.validationMode}.</p>
${rows ? `<table><thead><tr><th>Gateway</th><th>Bank</th><th>Number</th><th>Name</th><th>E-mail</th><th>Transfer</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No account numbers issued yet.</p>'}
<h2>Transfer to any number</h2>
<form method="post" action="/sandbox/virtual-accounts/transfer-form"><label>Gateway <select name="gw"><option>paystack</option><option>flutterwave</option></select></label>
<label>Account number <input name="number" inputmode="numeric" pattern="[0-9]{10}" required></label>
<label>Amount (₦) <input name="amount" inputmode="decimal" value="1000" required></label> <button type="submit">Send a transfer</button></form>`,
      ),
    );
  });
  app.post('/sandbox/virtual-accounts/transfer-form', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, string>;
    const sent = sendTransfer(s, b.gw ?? '', b.number ?? '', Number(b.amount));
    if (typeof sent === 'string') return reply.code(400).send({ message: sent });
    return reply.redirect('/sandbox/virtual-accounts', 303);
  });
}
