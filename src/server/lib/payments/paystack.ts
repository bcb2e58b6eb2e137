import { createHmac } from 'node:crypto';
import type { Config } from '#server/config.js';
import { call, GatewayUnavailable, header, MAX_PAGES, num, obj, refundAnswer, refundReferenceIn, resolveAnswer, safeEqual, str, VirtualAccountRefused, type AdapterOptions, type Gateway, type GatewayBank, type GatewayTransaction, type RefundState, type RefundStatus, type TransferFacts, type VirtualAccountState } from './gateway-port.js';

/**
 * The Paystack adapter (docs/decisions/017-gateways-and-sandbox.md): Paystack's HTTP API behind the Gateway port,
 * base URL and keys from configuration (in local mode, the sandbox on the server itself: plugins/sandbox/).
 */

/** Paystack's dedicated account of a verify answer's data (null when not a transfer to a dedicated account). */
export function paystackTransfer(data: Record<string, unknown>): TransferFacts | null {
  const auth = obj(data.authorization);
  if ((str(data.channel) ?? str(auth.channel)) !== 'dedicated_nuban') return null;
  return { accountNumber: str(auth.receiver_bank_account_number), customerCode: str(obj(data.customer).customer_code) };
}

/** Paystack's card signature of a verify answer's data (null when it was not paid by card). */
export function paystackCard(data: Record<string, unknown>): string | null {
  const auth = obj(data.authorization);
  const channel = str(auth.channel) ?? str(data.channel);
  if (channel && channel !== 'card') return null;
  return str(auth.signature);
}

export const paystackSignature = (secret: string, raw: Buffer | string) => createHmac('sha512', secret).update(raw).digest('hex');

/** Paystack's refund words: pending, processing, processed, failed, needs-attention (anything else: pending). */
export function paystackRefundStatus(raw: string): RefundStatus {
  if (raw === 'needs-attention') return 'needs_attention';
  return raw === 'processing' || raw === 'processed' || raw === 'failed' ? raw : 'pending';
}

/** Paystack's refund object (create, fetch, retry answers and refund events). */
function paystackRefund(data: Record<string, unknown>): RefundState {
  const raw = str(data.status) ?? 'unknown';
  const transaction = data.transaction;
  return {
    gatewayRefundId: str(data.id) ?? '',
    status: paystackRefundStatus(raw),
    amountKobo: num(data.amount) ?? 0,
    raw,
    // The create answer nests the transaction; fetch names its reference; events say transaction_reference.
    transactionReference: str(data.transaction_reference) ?? str(obj(transaction).reference),
    refundReference: refundReferenceIn(data.merchant_note, data.customer_note),
    gatewayTransactionId: typeof transaction === 'object' ? str(obj(transaction).id) : str(transaction),
  };
}

/** Paystack's dedicated account object (create answer, a customer's dedicated_account): assigned once it has a number. */
function paystackAccount(data: Record<string, unknown>, customerCode: string, message: string): VirtualAccountState {
  const accountNumber = str(data.account_number);
  const assigned = !!accountNumber && data.active !== false && data.assigned !== false;
  return {
    status: assigned ? 'assigned' : 'pending',
    bankName: str(obj(data.bank).name),
    accountNumber,
    accountName: str(data.account_name),
    customerCode: str(obj(data.customer).customer_code) ?? customerCode,
    raw: message || (assigned ? 'assigned' : 'pending'),
  };
}

/** The last digits of a masked account number ("012****789" → "789"), or null. */
const maskedTail = (v: unknown) => (typeof v === 'string' ? (/(\d+)$/.exec(v)?.[1] ?? null) : null);

export function paystack(config: Config['paystack'], options: AdapterOptions = {}): Gateway | null {
  const { secretKey, baseUrl } = config;
  if (!secretKey) return null;
  const pageSize = options.pageSize ?? 100;
  const ok = (json: Record<string, unknown>) => json.status === true;
  return {
    code: 'paystack',
    name: 'Paystack',
    async initialize(input) {
      const { status, json } = await call('Paystack', `${baseUrl}/transaction/initialize`, secretKey, {
        method: 'POST',
        body: { email: input.email, amount: input.totalKobo, currency: input.currency, reference: input.reference, callback_url: input.callbackUrl },
      });
      const url = str(obj(json?.data).authorization_url);
      if (status !== 200 || json?.status !== true || !url) throw new GatewayUnavailable('Paystack', `initialize answered ${status} ${str(json?.message) ?? ''}`);
      return { redirectUrl: url };
    },
    async verify(reference) {
      const { status, json } = await call('Paystack', `${baseUrl}/transaction/verify/${encodeURIComponent(reference)}`, secretKey, { method: 'GET' });
      // Unknown to the gateway (yet): not final either.
      if (status === 404 || (status === 400 && json?.status === false)) {
        return { status: 'pending', reference, totalKobo: null, currency: null, gatewayId: null, raw: 'not found at Paystack' };
      }
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `verify answered ${status}`);
      const data = obj(json.data);
      const raw = str(data.status) ?? 'unknown';
      return {
        // "abandoned" is also what Paystack says before the customer has paid: not final (expiry decides, lib/payments/deposits.ts).
        status: raw === 'success' ? 'success' : ['failed', 'reversed'].includes(raw) ? 'failed' : 'pending',
        reference: str(data.reference),
        totalKobo: typeof data.amount === 'number' ? data.amount : null,
        currency: str(data.currency),
        gatewayId: str(data.id),
        raw,
        card: raw === 'success' ? paystackCard(data) : null,
        transfer: paystackTransfer(data),
      };
    },
    parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-paystack-signature');
      if (!signature || !safeEqual(signature, paystackSignature(secretKey, rawBody))) return null;
      const body = obj(JSON.parse(rawBody.toString('utf8')));
      const data = obj(body.data);
      const event = str(body.event) ?? '';
      if (event.startsWith('refund.')) {
        // Refund events name the payment by transaction_reference; `data.id` (when present) is the refund's.
        return { event, reference: str(data.transaction_reference), gatewayId: null, refund: paystackRefund(data) };
      }
      if (event === 'customeridentification.success' || event === 'customeridentification.failed') {
        return {
          event,
          reference: null,
          gatewayId: null,
          identification: {
            customerCode: str(data.customer_code),
            status: event.endsWith('success') ? 'success' : 'failed',
            reason: str(data.reason),
            accountTail: maskedTail(obj(data.identification).account_number),
          },
        };
      }
      if (event === 'dedicatedaccount.assign.success' || event === 'dedicatedaccount.assign.failed') {
        return { event, reference: null, gatewayId: null, assignment: { customerCode: str(obj(data.customer).customer_code), status: event.endsWith('success') ? 'assigned' : 'failed' } };
      }
      const transfer = event === 'charge.success' && paystackTransfer(data) ? { accountNumber: str(obj(data.authorization).receiver_bank_account_number), amountKobo: num(data.amount) } : undefined;
      return { event, reference: str(data.reference), gatewayId: str(data.id), ...(transfer ? { transfer } : {}) };
    },
    async createCustomer(input) {
      const { status, json } = await call('Paystack', `${baseUrl}/customer`, secretKey, {
        method: 'POST',
        body: { email: input.email, first_name: input.firstName, last_name: input.lastName, ...(input.phone ? { phone: input.phone } : {}) },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `customer refused (${status})`);
      const customerCode = status === 200 && json?.status === true ? str(obj(json.data).customer_code) : null;
      if (!customerCode) throw new GatewayUnavailable('Paystack', `customer answered ${status} ${str(json?.message) ?? ''}`.trim());
      return customerCode;
    },
    async validateCustomer(customerCode, identity) {
      // Validate Customer (Paystack's published API): asynchronous, 202 "Customer Identification in progress".
      const { status, json } = await call('Paystack', `${baseUrl}/customer/${encodeURIComponent(customerCode)}/identification`, secretKey, {
        method: 'POST',
        body: {
          country: 'NG',
          type: 'bank_account',
          account_number: identity.accountNumber,
          bvn: identity.bvn,
          bank_code: identity.bankCode,
          first_name: identity.firstName,
          last_name: identity.lastName,
        },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `identification refused (${status})`, customerCode);
      if ((status !== 202 && status !== 200) || json?.status !== true) throw new GatewayUnavailable('Paystack', `identification answered ${status} ${str(json?.message) ?? ''}`.trim());
      return { raw: str(json.message) ?? 'in progress' };
    },
    async listBanks() {
      const banks: GatewayBank[] = [];
      let next: string | null = null;
      for (let page = 0; page < 20; page++) {
        const query = new URLSearchParams({ currency: 'NGN', perPage: '100', use_cursor: 'true', ...(next ? { next } : {}) });
        const { status, json } = await call('Paystack', `${baseUrl}/bank?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `bank list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const b = obj(item);
          const code = str(b.code);
          const name = str(b.name);
          if (code && name && b.active !== false && b.is_deleted !== true) banks.push({ code, name });
        }
        next = str(obj(json.meta).next);
        if (!next || !json.data.length) break;
      }
      return banks;
    },
    async createVirtualAccount(input) {
      const customerCode = input.customerCode ?? (await this.createCustomer!(input));
      const { status, json } = await call('Paystack', `${baseUrl}/dedicated_account`, secretKey, {
        method: 'POST',
        body: { customer: customerCode, preferred_bank: input.preferredBank },
      });
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new VirtualAccountRefused(str(json?.message) ?? `dedicated account refused (${status})`, customerCode);
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `dedicated account answered ${status} ${str(json?.message) ?? ''}`.trim());
      return paystackAccount(obj(json.data), customerCode, str(json.message) ?? '');
    },
    async fetchVirtualAccount(customerCode) {
      const { status, json } = await call('Paystack', `${baseUrl}/customer/${encodeURIComponent(customerCode)}`, secretKey, { method: 'GET' });
      if (status !== 200 || json?.status !== true) throw new GatewayUnavailable('Paystack', `customer answered ${status}`);
      const data = obj(json.data);
      const accounts = Array.isArray(data.dedicated_accounts) ? (data.dedicated_accounts as unknown[]).map(obj) : [];
      const account = data.dedicated_account ? obj(data.dedicated_account) : accounts.find((a) => a.active === true) ?? accounts[0];
      const identified = data.identified === true;
      if (!account) return { status: 'pending', bankName: null, accountNumber: null, accountName: null, customerCode, raw: 'no dedicated account yet', identified };
      return { ...paystackAccount(account, customerCode, str(json.message) ?? ''), identified };
    },
    async refund(input) {
      const answer = await call('Paystack', `${baseUrl}/refund`, secretKey, {
        method: 'POST',
        body: {
          // Paystack takes the transaction's reference or id: our reference is always known.
          transaction: input.transactionReference,
          amount: input.amountKobo,
          currency: input.currency,
          merchant_note: input.refundReference,
          ...(input.customerNote ? { customer_note: input.customerNote } : {}),
        },
      });
      return refundAnswer('Paystack', 'refund', answer, ok, paystackRefund);
    },
    async fetchRefund(gatewayRefundId) {
      const answer = await call('Paystack', `${baseUrl}/refund/${encodeURIComponent(gatewayRefundId)}`, secretKey, { method: 'GET' });
      return refundAnswer('Paystack', 'fetch refund', answer, ok, paystackRefund);
    },
    async retryRefundWithAccount(gatewayRefundId, account) {
      const answer = await call('Paystack', `${baseUrl}/refund/retry_with_customer_details/${encodeURIComponent(gatewayRefundId)}`, secretKey, {
        method: 'POST',
        body: { refund_account_details: { currency: 'NGN', account_number: account.accountNumber, bank_id: account.bankCode } },
      });
      return refundAnswer('Paystack', 'retry refund', answer, ok, paystackRefund);
    },
    async resolveAccount(accountNumber, bankCode) {
      // Resolve Account Number (Paystack's OpenAPI bank_resolveAccountNumber): both as query parameters.
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call('Paystack', `${baseUrl}/bank/resolve?${query}`, secretKey, { method: 'GET' });
      return resolveAnswer('Paystack', answer, answer.json?.status === true, accountNumber);
    },
    async listTransactions(fromIso, toIso) {
      const list: GatewayTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        // The published contract names the page size per_page, Paystack's reference perPage: both are sent.
        const query = new URLSearchParams({ from: fromIso, to: toIso, perPage: String(pageSize), per_page: String(pageSize), page: String(page) });
        const { status, json } = await call('Paystack', `${baseUrl}/transaction?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `transactions list answered ${status}`);
        for (const item of json.data as unknown[]) {
          const t = obj(item);
          const raw = str(t.status) ?? 'unknown';
          list.push({
            reference: str(t.reference) ?? '',
            gatewayId: str(t.id) ?? '',
            // reversed: it was paid, then refunded in full (refunds are reconciled on their own).
            status: raw === 'success' || raw === 'reversed' ? 'success' : raw === 'failed' ? 'failed' : 'pending',
            totalKobo: num(t.amount) ?? 0,
            currency: str(t.currency) ?? '',
            paidAt: str(t.paid_at) ?? str(t.paidAt),
            raw,
          });
        }
        const meta = obj(json.meta);
        const pageCount = num(meta.pageCount) ?? 0;
        if (!json.data.length || page >= pageCount) break;
      }
      return list;
    },
    async listRefunds(fromIso, toIso) {
      const list: RefundState[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: fromIso, to: toIso, perPage: String(pageSize), page: String(page) });
        const { status, json } = await call('Paystack', `${baseUrl}/refund?${query}`, secretKey, { method: 'GET' });
        if (status !== 200 || json?.status !== true || !Array.isArray(json.data)) throw new GatewayUnavailable('Paystack', `refunds list answered ${status}`);
        for (const item of json.data as unknown[]) list.push(paystackRefund(obj(item)));
        if (!json.data.length || page >= (num(obj(json.meta).pageCount) ?? 0)) break;
      }
      return list;
    },
  };
}
