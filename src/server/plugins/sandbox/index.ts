import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '#shared/api.js';
import { checkoutRoutes } from './checkout.js';
import { controlRoutes } from './control.js';
import { flutterwaveRoutes } from './flutterwave.js';
import { acceptForms } from './http.js';
import { paystackRoutes } from './paystack.js';
import { cancelSteps } from './refunds.js';
import { createState, type SandboxOptions } from './state.js';
import { virtualAccountRoutes } from './virtual-accounts.js';

export {
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_BANKS,
  SANDBOX_FLW_UNRESOLVED,
  SANDBOX_NOT_VALIDATED,
  SANDBOX_UNRESOLVED,
  SANDBOX_VALIDATION_REASON,
  sandboxCardOf,
  sandboxSignatureOf,
} from './fixtures.js';
export {
  ACCOUNT_MODES,
  REFUND_MODES,
  VALIDATION_MODES,
  type Gw,
  type SandboxAccountMode,
  type SandboxDelivery,
  type SandboxOptions,
  type SandboxRefundMode,
  type SandboxValidationMode,
} from './state.js';

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
 *
 * One job per file (plugins/README.md): state.ts (the memory and its types), fixtures.ts (test banks, accounts, cards),
 * shapes.ts (the gateways' answer objects), http.ts (key check, errors, pages), paystack.ts, flutterwave.ts,
 * checkout.ts (the hosted page), virtual-accounts.ts (ADR 056), refunds.ts (their lifecycle), webhooks.ts (delivery),
 * control.ts (the sandbox's own controls and pages).
 */

/**
 * The sandbox's routes on `app` (its own scope), for the in-app plugin below and the standalone sandbox server
 * (src/server/sandbox-server.ts). Returns `idle()` (every delivery in flight has ended) and `close()`.
 */
export async function registerSandbox(app: FastifyInstance, opts: SandboxOptions) {
  const s = createState(opts, app.log);
  await app.register(async (child) => {
    acceptForms(child);
    paystackRoutes(child, s);
    flutterwaveRoutes(child, s);
    checkoutRoutes(child, s);
    virtualAccountRoutes(child, s);
    controlRoutes(child, s);
  });
  return {
    /** Every delivery in flight and every automatic refund step waiting for its timer has ended. */
    idle: async () => {
      while (s.deliveries.size || s.steps.size) await Promise.allSettled([...s.deliveries, ...[...s.steps.values()].map((step) => step.promise)]);
    },
    close: async () => {
      s.closing = true;
      for (const id of [...s.steps.keys()]) cancelSteps(s, id);
      await Promise.allSettled([...s.deliveries]);
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
