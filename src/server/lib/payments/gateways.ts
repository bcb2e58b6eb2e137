import type { Config } from '#server/config.js';
import { flutterwave } from './flutterwave.js';
import type { Gateway, MethodCode } from './gateway-port.js';
import { paystack } from './paystack.js';

/**
 * Payment gateway adapters behind one small interface (docs/decisions/017-gateways-and-sandbox.md): the real
 * Paystack and Flutterwave v3 HTTP APIs, base URL and keys from configuration. In local mode the base URLs default to
 * the sandbox on the server itself (plugins/sandbox/), so this same code runs in development and tests.
 *
 * This module is the registry and the one door to the gateways: the port (its types, errors and shared helpers) is
 * gateway-port.ts, the adapters paystack.ts and flutterwave.ts; every name is importable from here.
 */
export {
  AccountNotResolved,
  GatewayUnavailable,
  RefundRefused,
  safeEqual,
  VirtualAccountRefused,
  type AdapterOptions,
  type CustomerIdentity,
  type Gateway,
  type GatewayBank,
  type GatewayTransaction,
  type InitializeInput,
  type MethodCode,
  type RefundInput,
  type RefundState,
  type RefundStatus,
  type ResolvedAccount,
  type TransferFacts,
  type Verification,
  type VirtualAccountInput,
  type VirtualAccountState,
  type WebhookEvent,
} from './gateway-port.js';
export { paystack, paystackCard, paystackRefundStatus, paystackSignature, paystackTransfer } from './paystack.js';
export { FLW_TRANSFER_REFERENCE, flutterwave, flutterwaveCard, flutterwaveRefundStatus, flutterwaveTransfer, flutterwaveTransferReference } from './flutterwave.js';

/** The configured gateways, by method code (a gateway without keys is absent). */
export function gatewaysOf(config: Config): Map<MethodCode, Gateway> {
  const list = [paystack(config.paystack), flutterwave(config.flutterwave)].filter((g): g is Gateway => g !== null);
  return new Map(list.map((g) => [g.code, g]));
}
