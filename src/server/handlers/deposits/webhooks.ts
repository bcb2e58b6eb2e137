import { ApiError, ok } from '#server/envelope.js';
import { GatewayUnavailable, RefundRefused, type MethodCode } from '#server/lib/payments/gateways.js';
import { webhookOutcomes } from '#server/lib/platform/metrics.js';
import { settleReference } from '#server/lib/payments/payments.js';
import { assignmentEvent, identificationEvent, transferEvent } from '#server/lib/payments/bank-transfers.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { refundEvent, refundServicesOf } from '#server/lib/money-back/refunds.js';
import { defineHandler, type OperationRequest } from '#server/handlers/define.js';

export const BAD_SIGNATURE = 'Invalid webhook signature.';

/** Events that say a payment ended (it is then verified with the gateway; the event itself is never trusted). */
const SETTLING_EVENTS = new Set(['charge.success', 'charge.failed', 'charge.completed']);

async function handle(request: OperationRequest<'paystackWebhook'> | OperationRequest<'flutterwaveWebhook'>, code: MethodCode) {
  const services = request.server.payments;
  const gateway = services.gateways.get(code);
  const raw = request.rawBody;
  const event = gateway && raw ? gateway.parseWebhook(raw, request.headers) : null;
  if (!event) {
    webhookOutcomes.inc({ gateway: code, outcome: 'bad_signature' });
    throw new ApiError(401, BAD_SIGNATURE);
  }
  if (event.refund) {
    // A refund's news: our refund is found by the gateway's id (or our reference) and the gateway ASKED what it is
    // (lib/money-back/refunds.ts); it only moves forward, and its outcome happens once whatever is replayed.
    const outcome = await refundEvent(refundServicesOf({ ...services, log: request.log }), systemContext(`${code} webhook`, request.id), code, event.refund, request.server.ctx.now()).catch(
      (err: unknown) => {
        // The gateway cannot be asked now: acknowledged all the same, the refunds job asks again later.
        if (err instanceof GatewayUnavailable) return 'unavailable' as const;
        // The gateway does not know the refund the event names (4xx to the fetch): nothing of ours to move.
        if (err instanceof RefundRefused) return 'unknown' as const;
        throw err;
      },
    );
    webhookOutcomes.inc({ gateway: code, outcome: outcome === 'applied' ? 'refund' : outcome === 'unavailable' ? 'refund_unavailable' : 'ignored' });
    request.log.info({ gateway: code, event: event.event, refund: event.refund.gatewayRefundId, outcome }, 'refund webhook');
  } else if (event.identification) {
    // Paystack validated (or could not validate) a customer's identity (ADR 061): asked of the gateway; once identified,
    // the number is asked for once, however often the event comes.
    const outcome = await identificationEvent({ ...services, log: request.log }, gateway!, event.identification, request.server.ctx.now()).catch((err: unknown) => {
      if (err instanceof GatewayUnavailable) throw new ApiError(503, 'The gateway could not be asked; send the event again later.');
      throw err;
    });
    webhookOutcomes.inc({ gateway: code, outcome: `identity_${outcome}` });
    request.log.info({ gateway: code, event: event.event, outcome }, 'customer identification webhook');
    // The gateway does not call the customer identified yet though its event says so: send it again later.
    if (outcome === 'validating') throw new ApiError(503, 'The gateway does not confirm this yet; send the event again later.');
  } else if (event.assignment) {
    // A customer's account number assigned or refused (Paystack): asked of the gateway, the pending account moves once.
    const outcome = await assignmentEvent({ ...services, log: request.log }, gateway!, event.assignment.customerCode, request.server.ctx.now()).catch((err: unknown) => {
      if (err instanceof GatewayUnavailable) throw new ApiError(503, 'The gateway could not be asked; send the event again later.');
      throw err;
    });
    webhookOutcomes.inc({ gateway: code, outcome: `account_${outcome}` });
    request.log.info({ gateway: code, event: event.event, outcome }, 'account assignment webhook');
  } else if (SETTLING_EVENTS.has(event.event) && event.reference) {
    // Whatever the payment is for (top-up, card fee): the payments module finds its purpose and settles it, once.
    const s = { ...services, log: request.log };
    const now = request.server.ctx.now();
    let outcome: string = await settleReference(s, event.reference, now, { gatewayId: event.gatewayId });
    if (outcome === 'unknown' && event.transfer) {
      // No payment of ours: a transfer to a customer's account number (ADR 056), verified, credited once or held in suspense.
      outcome = await transferEvent(s, gateway!, event, now);
      if (outcome === 'unavailable') {
        webhookOutcomes.inc({ gateway: code, outcome: 'transfer_unavailable' });
        throw new ApiError(503, 'The gateway could not be asked; send the event again later.');
      }
      outcome = `transfer_${outcome}`;
    }
    webhookOutcomes.inc({ gateway: code, outcome });
    request.log.info({ gateway: code, event: event.event, reference: event.reference, outcome }, 'payment webhook');
  } else {
    webhookOutcomes.inc({ gateway: code, outcome: 'ignored' });
  }
  return ok('Webhook received.', null);
}

export const paystackWebhook = defineHandler('paystackWebhook', (request) => handle(request, 'paystack'));
export const flutterwaveWebhook = defineHandler('flutterwaveWebhook', (request) => handle(request, 'flutterwave'));
