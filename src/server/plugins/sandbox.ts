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
}

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
  customer: { email: tx.email },
  ...(tx.status === 'success' ? { channel: tx.card ? 'card' : 'bank_transfer', authorization: paystackAuthorization(tx) } : {}),
});
const flwData = (tx: SandboxTx) => ({
  id: tx.id,
  tx_ref: tx.reference,
  status: tx.status,
  amount: tx.amount / 100,
  currency: tx.currency,
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


/** One webhook delivery as the sandbox saw it (GET /sandbox/deliveries: tests and demos check where it landed). */
export interface SandboxDelivery {
  gateway: Gw;
  reference: string;
  event: string;
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

  // Where each webhook landed (the scale and fault suites prove a return and a webhook on different instances).
  app.get('/sandbox/deliveries', async (request) => {
    const reference = (request.query as { reference?: string }).reference;
    return { deliveries: reference ? log.filter((d) => d.reference === reference) : log };
  });
  }

  /** The signed webhook, retried (0.2 s, 0.4 s, … `tries` in all) until it gets a 200, as the real gateways do. */
  function deliver(tx: SandboxTx) {
    const event = tx.gw === 'paystack' ? (tx.status === 'success' ? 'charge.success' : 'charge.failed') : 'charge.completed';
    const body =
      tx.gw === 'paystack'
        ? JSON.stringify({ event, data: paystackData(tx) })
        : JSON.stringify({ event, data: flwData(tx) });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (tx.gw === 'paystack') headers['x-paystack-signature'] = paystackSignature(opts.paystackSecretKey ?? '', body);
    else headers['verif-hash'] = opts.flutterwaveSecretHash ?? '';
    const entry: SandboxDelivery = { gateway: tx.gw, reference: tx.reference, event, attempts: [], state: 'pending', instance: null };
    log.push(entry);
    if (log.length > 10_000) log.splice(0, log.length - 10_000);
    const job = (async () => {
      for (let attempt = 0; attempt < tries; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, 200 * 2 ** Math.min(attempt - 1, 6)));
        if (closing) return;
        const res = await opts.post(tx.gw, headers, body).catch(() => ({ status: null, instance: null }));
        entry.attempts.push(res.status);
        if (res.status === 200) {
          entry.state = 'delivered';
          entry.instance = res.instance ?? null;
          return;
        }
        app.log.warn({ gateway: tx.gw, status: res.status, attempt }, 'sandbox: webhook not acknowledged, will retry');
      }
      entry.state = 'failed';
    })();
    deliveries.add(job);
    void job.finally(() => deliveries.delete(job));
  }
  let closing = false;
  return {
    idle: async () => {
      while (deliveries.size) await Promise.allSettled([...deliveries]);
    },
    close: async () => {
      closing = true;
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
