import { paystackSignature } from '#server/lib/payments/gateways.js';
import { flwData, paystackData } from './shapes.js';
import type { Gw, SandboxDelivery, SandboxState, SandboxTx } from './state.js';

/**
 * The sandbox's webhook delivery: each event signed as its gateway signs it, posted through the host's `post` and
 * retried until it gets a 200, as the real gateways do; every delivery logged (GET /sandbox/deliveries) and counted in
 * flight until it ends (idle()).
 */

/** Counts `job` as a delivery in flight until it settles. */
const inFlight = (s: SandboxState, job: Promise<void>) => {
  s.deliveries.add(job);
  void job.finally(() => s.deliveries.delete(job));
};

/** The signed webhook, retried (0.2 s, 0.4 s, … `tries` in all) until it gets a 200, as the real gateways do. */
export function send(s: SandboxState, gw: Gw, reference: string, event: string, data: unknown, refund?: number) {
  const body = JSON.stringify({ event, data });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (gw === 'paystack') headers['x-paystack-signature'] = paystackSignature(s.opts.paystackSecretKey ?? '', body);
  else headers['verif-hash'] = s.opts.flutterwaveSecretHash ?? '';
  const entry: SandboxDelivery = { gateway: gw, reference, event, ...(refund === undefined ? {} : { refund }), attempts: [], state: 'pending', instance: null };
  s.log.push(entry);
  if (s.log.length > 10_000) s.log.splice(0, s.log.length - 10_000);
  const job = (async () => {
    for (let attempt = 0; attempt < s.tries; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 200 * 2 ** Math.min(attempt - 1, 6)));
      if (s.closing) return;
      const res = await s.opts.post(gw, headers, body).catch(() => ({ status: null, instance: null }));
      entry.attempts.push(res.status);
      if (res.status === 200) {
        entry.state = 'delivered';
        entry.instance = res.instance ?? null;
        return;
      }
      s.logger.warn({ gateway: gw, event, status: res.status, attempt }, 'sandbox: webhook not acknowledged, will retry');
    }
    entry.state = 'failed';
  })();
  inFlight(s, job);
}

/** A payment's webhook: Paystack charge.success / charge.failed, Flutterwave charge.completed. */
export function deliver(s: SandboxState, tx: SandboxTx) {
  const event = tx.gw === 'paystack' ? (tx.status === 'success' ? 'charge.success' : 'charge.failed') : 'charge.completed';
  send(s, tx.gw, tx.reference, event, tx.gw === 'paystack' ? paystackData(tx) : flwData(tx));
}

/** Runs `fn` after refundStepMs, counted as a delivery in flight (idle() waits for it). */
export function later(s: SandboxState, fn: () => void) {
  const job = new Promise<void>((resolve) =>
    setTimeout(() => {
      if (!s.closing) fn();
      resolve();
    }, s.stepMs),
  );
  inFlight(s, job);
}
