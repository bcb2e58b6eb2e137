import { afterEach, describe, expect, it, vi } from 'vitest';
import { flutterwave, flutterwaveTransfer, paystack, paystackSignature, paystackTransfer, VirtualAccountRefused } from './gateways.js';

/**
 * The adapters' account-number calls (ADR 056) against fixtures shaped like the gateways' documented answers:
 * Paystack's published OpenAPI (CustomerCreateResponse, DedicatedNubanCreateResponse, VerifyResponse's authorization
 * with receiver_bank_account_number) and Flutterwave's virtual-account-numbers answer.
 */
afterEach(() => vi.unstubAllGlobals());

type Seen = { url: string; method: string; body: unknown };
function stubFetch(answers: Record<string, { status?: number; json: unknown }>) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    seen.push({ url: path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[`${init.method ?? 'GET'} ${path}`];
    if (!a) throw new Error(`unexpected ${init.method} ${path}`);
    return new Response(JSON.stringify(a.json), { status: a.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

const PAYSTACK_CUSTOMER = {
  status: true,
  message: 'Customer created',
  data: {
    transactions: [], subscriptions: [], authorizations: [],
    email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', phone: '+2348012345678', integration: 100032, domain: 'test',
    metadata: { calling_code: '+234' }, customer_code: 'CUS_xnxdt6s1zg1f4nx', risk_action: 'default', id: 1173, createdAt: '2026-11-28T06:00:00.000Z', updatedAt: '2026-11-28T06:00:00.000Z', identified: false, identifications: null,
  },
};
const PAYSTACK_DVA = {
  status: true,
  message: 'NUBAN successfully created',
  data: {
    bank: { name: 'Wema Bank', id: 20, slug: 'wema-bank' },
    account_name: 'KAROKART / RHODA CHURCH',
    account_number: '9930000737',
    assigned: true,
    currency: 'NGN',
    metadata: null,
    active: true,
    id: 253,
    created_at: '2019-12-12T12:39:04.000Z',
    updated_at: '2020-01-06T15:51:24.000Z',
    assignment: { integration: 100043, assignee_id: 7454289, assignee_type: 'Customer', expired: false, account_type: 'PAY-WITH-TRANSFER-RECURRING', assigned_at: '2020-01-06T15:51:24.764Z', expired_at: null },
    customer: { id: 1173, first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', customer_code: 'CUS_xnxdt6s1zg1f4nx', phone: '+2348012345678', metadata: {}, risk_action: 'default', international_format_phone: null },
  },
};
const PAYSTACK = paystack({ secretKey: 'sk_test_x', baseUrl: 'https://api.paystack.co' })!;
const INPUT = { reference: 'VA-20261128-ABCDEFGH', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678', preferredBank: 'wema-bank' };

describe('Paystack dedicated virtual accounts', () => {
  it('creates the customer, then the dedicated account at the preferred bank, and reads the documented answer', async () => {
    const seen = stubFetch({ 'POST /customer': { json: PAYSTACK_CUSTOMER }, 'POST /dedicated_account': { json: PAYSTACK_DVA } });
    const state = await PAYSTACK.createVirtualAccount!(INPUT);
    expect(seen).toEqual([
      { url: '/customer', method: 'POST', body: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', phone: '+2348012345678' } },
      { url: '/dedicated_account', method: 'POST', body: { customer: 'CUS_xnxdt6s1zg1f4nx', preferred_bank: 'wema-bank' } },
    ]);
    expect(state).toEqual({ status: 'assigned', bankName: 'Wema Bank', accountNumber: '9930000737', accountName: 'KAROKART / RHODA CHURCH', customerCode: 'CUS_xnxdt6s1zg1f4nx', raw: 'NUBAN successfully created' });
  });

  it('reuses a known customer code; a refusal (4xx) is VirtualAccountRefused with Paystack’s words and the code', async () => {
    const seen = stubFetch({ 'POST /dedicated_account': { status: 400, json: { status: false, message: 'Dedicated NUBAN not available for this integration' } } });
    const err = await PAYSTACK.createVirtualAccount!({ ...INPUT, customerCode: 'CUS_known' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VirtualAccountRefused);
    expect((err as VirtualAccountRefused).message).toBe('Dedicated NUBAN not available for this integration');
    expect((err as VirtualAccountRefused).customerCode).toBe('CUS_known');
    expect(seen.map((s) => s.url)).toEqual(['/dedicated_account']);
  });

  it('a transfer: the verify answer’s dedicated_nuban channel names the receiving number and customer; cards are not transfers', () => {
    expect(
      paystackTransfer({
        channel: 'dedicated_nuban',
        authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '9930000737', receiver_bank: 'Wema Bank' },
        customer: { customer_code: 'CUS_xnxdt6s1zg1f4nx' },
      }),
    ).toEqual({ accountNumber: '9930000737', customerCode: 'CUS_xnxdt6s1zg1f4nx' });
    expect(paystackTransfer({ channel: 'card', authorization: { channel: 'card' } })).toBeNull();
  });

  it('parses charge.success on dedicated_nuban (what it claims) and the assign events', () => {
    const parse = (body: unknown) => {
      const raw = Buffer.from(JSON.stringify(body));
      return PAYSTACK.parseWebhook(raw, { 'x-paystack-signature': paystackSignature('sk_test_x', raw) });
    };
    expect(
      parse({ event: 'charge.success', data: { id: 9, reference: 'T123', amount: 500000, channel: 'dedicated_nuban', authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '9930000737' } } }),
    ).toEqual({ event: 'charge.success', reference: 'T123', gatewayId: '9', transfer: { accountNumber: '9930000737', amountKobo: 500000 } });
    expect(parse({ event: 'dedicatedaccount.assign.success', data: { customer: { customer_code: 'CUS_a' }, dedicated_account: PAYSTACK_DVA.data } })).toEqual({
      event: 'dedicatedaccount.assign.success',
      reference: null,
      gatewayId: null,
      assignment: { customerCode: 'CUS_a', status: 'assigned' },
    });
    expect(parse({ event: 'dedicatedaccount.assign.failed', data: { customer: { customer_code: 'CUS_b' }, dedicated_account: null } })?.assignment).toEqual({ customerCode: 'CUS_b', status: 'failed' });
  });

  it('fetches a customer’s dedicated account after an assign event', async () => {
    stubFetch({ 'GET /customer/CUS_xnxdt6s1zg1f4nx': { json: { status: true, message: 'Customer retrieved', data: { ...PAYSTACK_CUSTOMER.data, dedicated_account: PAYSTACK_DVA.data, dedicated_accounts: [PAYSTACK_DVA.data] } } } });
    expect(await PAYSTACK.fetchVirtualAccount!('CUS_xnxdt6s1zg1f4nx')).toMatchObject({ status: 'assigned', accountNumber: '9930000737', bankName: 'Wema Bank' });
  });
});

describe('Flutterwave static virtual accounts', () => {
  const FLW = flutterwave({ secretKey: 'FLWSECK_TEST-x', secretHash: 'h', baseUrl: 'https://api.flutterwave.com' })!;
  it('asks for a permanent account with the BVN and the tx_ref, and reads the documented answer', async () => {
    const seen = stubFetch({
      'POST /v3/virtual-account-numbers': {
        json: {
          status: 'success',
          message: 'Virtual account created',
          data: { response_code: '02', response_message: 'Transaction in progress', flw_ref: 'FLW-1', order_ref: 'URF_1', account_number: '7824822527', frequency: 'N/A', bank_name: 'WEMA BANK', created_at: '2026-11-28 06:00:00', expiry_date: 'N/A', note: 'Please make a bank transfer to Ada Obi', amount: null },
        },
      },
    });
    const state = await FLW.createVirtualAccount!({ ...INPUT, bvn: '22212345678' });
    expect(seen[0]!.body).toMatchObject({ email: 'ada@example.com', is_permanent: true, bvn: '22212345678', tx_ref: 'VA-20261128-ABCDEFGH', firstname: 'Ada', lastname: 'Obi' });
    expect(state).toMatchObject({ status: 'assigned', accountNumber: '7824822527', bankName: 'WEMA BANK', accountName: 'Ada Obi', customerCode: 'URF_1' });
  });
  it('a bank_transfer payment is a transfer (its tx_ref names the account); a card payment is not', () => {
    expect(flutterwaveTransfer({ payment_type: 'bank_transfer', tx_ref: 'VA-1' })).toEqual({ accountNumber: null, customerCode: null });
    expect(flutterwaveTransfer({ payment_type: 'card' })).toBeNull();
  });
});
