import type { Config } from '#server/config.js';
import { call, GatewayUnavailable, header, inRange, MAX_PAGES, num, obj, RefundRefused, refundAnswer, refundReferenceIn, resolveAnswer, safeEqual, str, VirtualAccountRefused, type Gateway, type GatewayTransaction, type RefundState, type RefundStatus, type TransferFacts, type Verification } from './gateway-port.js';

/**
 * The Flutterwave adapter (docs/decisions/017-gateways-and-sandbox.md): Flutterwave's v3 HTTP API behind the Gateway
 * port, base URL and keys from configuration (in local mode, the sandbox on the server itself: plugins/sandbox/).
 */

/** Flutterwave's bank transfer of a verify answer's data (the receiving account is the one of its tx_ref). */
export function flutterwaveTransfer(data: Record<string, unknown>): TransferFacts | null {
  if (str(data.payment_type) !== 'bank_transfer') return null;
  return { accountNumber: null, customerCode: null };
}

/** Flutterwave's card fingerprint of a verify answer's data: its digits, expiry and brand (null without a card). */
export function flutterwaveCard(data: Record<string, unknown>): string | null {
  const card = obj(data.card);
  const first = str(card.first_6digits);
  const last = str(card.last_4digits);
  if (!first || !last) return null;
  return [first, last, str(card.expiry) ?? '', str(card.type) ?? ''].join('-');
}

/** Flutterwave's: completed, failed; anything else is still pending. */
export function flutterwaveRefundStatus(raw: string): RefundStatus {
  return raw === 'completed' ? 'processed' : raw === 'failed' ? 'failed' : 'pending';
}

/** Flutterwave's refund object (refund, fetch answers and refund events): amounts in Naira. */
function flutterwaveRefund(data: Record<string, unknown>): RefundState {
  const raw = str(data.status) ?? 'unknown';
  const amount = num(data.amount_refunded) ?? num(data.amount);
  return {
    gatewayRefundId: str(data.id) ?? '',
    status: flutterwaveRefundStatus(raw),
    amountKobo: amount === null ? 0 : Math.round(amount * 100),
    raw,
    transactionReference: str(data.tx_ref),
    refundReference: refundReferenceIn(data.comments, data.comment),
    gatewayTransactionId: str(data.tx_id) ?? str(data.transaction_id),
  };
}

/** Our reference of a top-up by bank transfer through Flutterwave: FLW-TX-<its transaction id> (lib/payments/bank-transfers.ts). */
export const FLW_TRANSFER_REFERENCE = /^FLW-TX-(\d+)$/;
export const flutterwaveTransferReference = (transactionId: string) => `FLW-TX-${transactionId}`;

export function flutterwave(config: Config['flutterwave']): Gateway | null {
  const { secretKey, secretHash, baseUrl } = config;
  if (!secretKey || !secretHash) return null;
  const verification = (json: Record<string, unknown> | null): Verification => {
    const data = obj(json?.data);
    const raw = str(data.status) ?? 'unknown';
    return {
      status: raw === 'successful' ? 'success' : ['failed', 'cancelled'].includes(raw) ? 'failed' : 'pending',
      reference: str(data.tx_ref),
      // Flutterwave amounts are Naira.
      totalKobo: typeof data.amount === 'number' ? Math.round(data.amount * 100) : null,
      currency: str(data.currency),
      gatewayId: str(data.id),
      raw,
      card: raw === 'successful' ? flutterwaveCard(data) : null,
      transfer: flutterwaveTransfer(data),
    };
  };
  return {
    code: 'flutterwave',
    name: 'Flutterwave',
    async initialize(input) {
      const { status, json } = await call('Flutterwave', `${baseUrl}/v3/payments`, secretKey, {
        method: 'POST',
        body: { tx_ref: input.reference, amount: input.totalKobo / 100, currency: input.currency, redirect_url: input.callbackUrl, customer: { email: input.email } },
      });
      const link = str(obj(json?.data).link);
      if (status !== 200 || json?.status !== 'success' || !link) throw new GatewayUnavailable('Flutterwave', `payments answered ${status} ${str(json?.message) ?? ''}`);
      return { redirectUrl: link };
    },
    async verify(reference, gatewayId) {
      // A top-up by bank transfer is named FLW-TX-<transaction id> here (ADR 056): its tx_ref is the account's, so it is
      // verified by that id even when the deposit's gateway id is unknown (ADR 061).
      gatewayId ||= FLW_TRANSFER_REFERENCE.exec(reference)?.[1] ?? null;
      const url = gatewayId
        ? `${baseUrl}/v3/transactions/${encodeURIComponent(gatewayId)}/verify`
        : `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      const { status, json } = await call('Flutterwave', url, secretKey, { method: 'GET' });
      // No payment attempt yet (Flutterwave creates the transaction when the customer pays): not final.
      if (status === 404 || (status === 400 && json?.status === 'error')) {
        return { status: 'pending', reference, totalKobo: null, currency: null, gatewayId: null, raw: 'not found at Flutterwave' };
      }
      if (status !== 200 || json?.status !== 'success') throw new GatewayUnavailable('Flutterwave', `verify answered ${status}`);
      return verification(json);
    },
    parseWebhook(rawBody, headers) {
      const hash = header(headers, 'verif-hash');
      if (!hash || !safeEqual(hash, secretHash)) return null;
      const body = obj(JSON.parse(rawBody.toString('utf8')));
      const data = obj(body.data);
      const event = str(body.event) ?? '';
      if (event.startsWith('refund.')) return { event, reference: str(data.tx_ref), gatewayId: str(data.tx_id), refund: flutterwaveRefund(data) };
      const amount = num(data.amount);
      const transfer = event === 'charge.completed' && flutterwaveTransfer(data) ? { accountNumber: null, amountKobo: amount === null ? null : Math.round(amount * 100) } : undefined;
      return { event, reference: str(data.tx_ref), gatewayId: str(data.id), ...(transfer ? { transfer } : {}) };
    },
    async createVirtualAccount(input) {
      // A static (permanent) account: Flutterwave requires the customer's BVN for it; tx_ref comes back on every transfer.
      const { status, json } = await call('Flutterwave', `${baseUrl}/v3/virtual-account-numbers`, secretKey, {
        method: 'POST',
        body: {
          email: input.email,
          is_permanent: true,
          bvn: input.bvn,
          tx_ref: input.reference,
          firstname: input.firstName,
          lastname: input.lastName,
          ...(input.phone ? { phonenumber: input.phone } : {}),
          narration: `${input.firstName} ${input.lastName}`.trim(),
        },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `virtual account refused (${status})`);
      const data = obj(json?.data);
      const accountNumber = str(data.account_number);
      if (status !== 200 || json?.status !== 'success' || !accountNumber) throw new GatewayUnavailable('Flutterwave', `virtual account answered ${status} ${str(json?.message) ?? ''}`.trim());
      return {
        status: 'assigned',
        bankName: str(data.bank_name),
        accountNumber,
        // Flutterwave's answer has no account name: the narration given is what a payer's bank shows.
        accountName: str(data.account_name) ?? `${input.firstName} ${input.lastName}`.trim(),
        customerCode: str(data.order_ref),
        raw: str(data.response_message) ?? str(json?.message) ?? 'assigned',
      };
    },
    async refund(input) {
      // Flutterwave refunds by its transaction id: asked by our reference when the deposit does not know it.
      let id = input.gatewayTransactionId;
      if (!id) {
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(input.transactionReference)}`, secretKey, { method: 'GET' });
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new RefundRefused(str(json?.message) ?? 'No transaction was found for this tx_ref', { gateway: 'Flutterwave', httpStatus: status });
        id = status === 200 && json?.status === 'success' ? str(obj(json.data).id) : null;
        if (!id) throw new GatewayUnavailable('Flutterwave', `verify answered ${status}`);
      }
      const comments = input.customerNote ? `${input.refundReference} ${input.customerNote}` : input.refundReference;
      const answer = await call('Flutterwave', `${baseUrl}/v3/transactions/${encodeURIComponent(id)}/refund`, secretKey, {
        method: 'POST',
        // Naira, as Flutterwave counts.
        body: { amount: input.amountKobo / 100, comments },
      });
      const state = refundAnswer('Flutterwave', 'refund', answer, (json) => json.status === 'success', flutterwaveRefund);
      return { ...state, transactionReference: state.transactionReference ?? input.transactionReference, refundReference: state.refundReference ?? input.refundReference, gatewayTransactionId: state.gatewayTransactionId ?? id };
    },
    async resolveAccount(accountNumber, bankCode) {
      const answer = await call('Flutterwave', `${baseUrl}/v3/accounts/resolve`, secretKey, { method: 'POST', body: { account_number: accountNumber, account_bank: bankCode } });
      return { ...resolveAnswer('Flutterwave', answer, answer.json?.status === 'success', accountNumber), bankId: null };
    },
    async fetchRefund(gatewayRefundId) {
      const answer = await call('Flutterwave', `${baseUrl}/v3/refunds/${encodeURIComponent(gatewayRefundId)}`, secretKey, { method: 'GET' });
      return refundAnswer('Flutterwave', 'fetch refund', answer, (json) => json.status === 'success', flutterwaveRefund);
    },
    async listTransactions(fromIso, toIso) {
      const from = Date.parse(fromIso);
      const to = Date.parse(toIso);
      if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`listTransactions: not instants: ${fromIso} ${toIso}`);
      // Flutterwave filters by whole days (YYYY-MM-DD): asked a day wider each side, kept to the instants here.
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const list: GatewayTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: day(from - 86_400_000), to: day(to + 86_400_000), page: String(page) });
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/transactions?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== 'success' || !Array.isArray(json.data)) throw new GatewayUnavailable('Flutterwave', `transactions list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const t = obj(item);
          const createdAt = str(t.created_at);
          if (!inRange(createdAt, from, to)) continue;
          const raw = str(t.status) ?? 'unknown';
          const amount = num(t.amount);
          list.push({
            reference: str(t.tx_ref) ?? '',
            gatewayId: str(t.id) ?? '',
            status: raw === 'successful' ? 'success' : raw === 'failed' || raw === 'cancelled' ? 'failed' : 'pending',
            totalKobo: amount === null ? 0 : Math.round(amount * 100),
            currency: str(t.currency) ?? '',
            paidAt: raw === 'successful' ? createdAt : null,
            raw,
          });
        }
        const pages = num(obj(obj(json.meta).page_info).total_pages) ?? 0;
        if (!json.data.length || page >= pages) break;
      }
      return list;
    },
    async listRefunds(fromIso, toIso) {
      const from = Date.parse(fromIso);
      const to = Date.parse(toIso);
      if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`listRefunds: not instants: ${fromIso} ${toIso}`);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const list: RefundState[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: day(from - 86_400_000), to: day(to + 86_400_000), page: String(page) });
        const { status, json } = await call('Flutterwave', `${baseUrl}/v3/refunds?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== 'success' || !Array.isArray(json.data)) throw new GatewayUnavailable('Flutterwave', `refunds list answered ${status}`);
        for (const item of json.data as unknown[]) if (inRange(str(obj(item).created_at), from, to)) list.push(flutterwaveRefund(obj(item)));
        if (!json.data.length || page >= (num(obj(obj(json.meta).page_info).total_pages) ?? 0)) break;
      }
      return list;
    },
  };
}
