import { flwRefundData, paystackRefundEvent } from './shapes.js';
import { FINAL_REFUND, type SandboxRefund, type SandboxRefundMode, type SandboxState, type SandboxTx } from './state.js';
import { send } from './webhooks.js';

/**
 * The sandbox's refunds as they live (issue 25): created by either gateway's API, moved on by themselves one step
 * every refundStepMs as the outcome mode says, or by hand (POST /sandbox/refunds/:gw/:id/:action); every change told
 * by the gateway's signed refund webhook.
 */

/** The sandbox's refund actions (POST /sandbox/refunds/:gw/:id/:action) and the gateway's status each one gives. */
export const PAYSTACK_ACTIONS = new Map([
  ['processing', 'processing'],
  ['processed', 'processed'],
  ['failed', 'failed'],
  ['needs-attention', 'needs-attention'],
]);
export const FLUTTERWAVE_ACTIONS = new Map([
  ['processed', 'completed'],
  ['failed', 'failed'],
]);

/** What of a payment can still be refunded: its amount less every refund that has not failed. */
export const refundable = (s: SandboxState, tx: SandboxTx) =>
  tx.amount - [...s.refunds.values()].filter((r) => r.tx === tx && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);

/** A refund of `amount` of `tx`, pending; Paystack says so at once, then it moves on as the mode says. */
export function newRefund(s: SandboxState, tx: SandboxTx, amount: number, merchantNote: string, customerNote: string) {
  const at = s.now();
  const refund: SandboxRefund = {
    gw: tx.gw,
    id: s.nextRefundId++,
    tx,
    amount,
    currency: tx.currency,
    status: 'pending',
    merchantNote,
    customerNote,
    createdAt: at,
    updatedAt: at,
    refundedAt: null,
    account: null,
    history: ['pending'],
  };
  s.refunds.set(refund.id, refund);
  // Paystack says so at once (refund.pending); Flutterwave only tells the outcome.
  if (tx.gw === 'paystack') deliverRefund(s, refund);
  schedule(s, refund);
  return refund;
}

/** A refund's webhook on each change: Paystack refund.<status>; Flutterwave only its outcome, refund.completed / refund.failed. */
function deliverRefund(s: SandboxState, r: SandboxRefund) {
  if (r.gw === 'paystack') send(s, 'paystack', r.tx.reference, `refund.${r.status}`, paystackRefundEvent(r), r.id);
  else if (FINAL_REFUND.has(r.status)) send(s, 'flutterwave', r.tx.reference, `refund.${r.status === 'completed' ? 'completed' : 'failed'}`, flwRefundData(r), r.id);
}

/** The status a refund takes next by itself in the current mode, step by step. */
function autoPath(s: SandboxState, r: SandboxRefund): string[] {
  const { refundMode } = s;
  if (r.gw === 'flutterwave') {
    if (r.status !== 'pending') return [];
    return refundMode === 'processed' ? ['completed'] : refundMode === 'failed' ? ['failed'] : [];
  }
  if (r.status !== 'pending' && r.status !== 'processing') return [];
  const start = r.status === 'pending' ? ['processing'] : [];
  if (refundMode === 'processed') return [...start, 'processed'];
  if (refundMode === 'failed') return [...start, 'failed'];
  if (refundMode === 'needs-attention') return ['needs-attention'];
  return [];
}

/** Moves a refund along `path`, one step every refundStepMs (a newer schedule of the same refund replaces it). */
export function schedule(s: SandboxState, r: SandboxRefund, path: string[] = autoPath(s, r)) {
  cancelSteps(s, r.id);
  const [next, ...rest] = path;
  if (!next || s.closing) return;
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  const timer = setTimeout(() => {
    s.steps.delete(r.id);
    done();
    if (s.closing || FINAL_REFUND.has(r.status)) return;
    move(s, r, next);
    schedule(s, r, rest);
  }, s.stepMs);
  s.steps.set(r.id, { timer, done, promise });
}

/** Cancels a refund's waiting automatic step (a move by hand, close()). */
export function cancelSteps(s: SandboxState, id: number) {
  const step = s.steps.get(id);
  if (!step) return;
  clearTimeout(step.timer);
  s.steps.delete(id);
  step.done();
}

/** One status change of a refund, told by its webhook. A payment refunded in full is `reversed` at Paystack. */
export function move(s: SandboxState, r: SandboxRefund, status: string) {
  r.status = status;
  r.history.push(status);
  r.updatedAt = s.now();
  if (status === 'processed' || status === 'completed') r.refundedAt = r.updatedAt;
  if (r.gw === 'paystack' && status === 'processed') {
    const done = [...s.refunds.values()].filter((x) => x.tx === r.tx && x.status === 'processed').reduce((sum, x) => sum + x.amount, 0);
    if (done >= r.tx.amount) r.tx.status = 'reversed';
  }
  deliverRefund(s, r);
}

/** A new outcome mode: refunds left waiting (manual mode) go on in it. */
export function setRefundMode(s: SandboxState, mode: SandboxRefundMode) {
  s.refundMode = mode;
  for (const r of s.refunds.values()) if (!FINAL_REFUND.has(r.status) && r.status !== 'needs-attention') schedule(s, r);
}
