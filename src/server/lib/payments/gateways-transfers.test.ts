import { afterEach, describe, expect, it, vi } from 'vitest';
import { flutterwave, flutterwaveTransfer, GatewayUnavailable, paystack, paystackSignature, paystackTransfer, VirtualAccountRefused } from './gateways.js';

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

/**
 * Validate Customer (ADR 061), held to Paystack's published OpenAPI (PaystackOSS/openapi dist/paystack.yaml):
 * `POST /customer/{code}/identification` with CustomerValidate (its example below), answered 202 by
 * CustomerValidateResponse; List Banks `GET /bank?currency=NGN` answered by MiscellaneousListBanksResponse; and the
 * customeridentification.success / .failed events as Paystack's dedicated-account guide shows them (masked BVN and
 * account number; `reason` on failure).
 */
describe('Paystack customer validation', () => {
  const VALIDATE_EXAMPLE = { first_name: 'Jabal', last_name: 'Cedar', country: 'NG', type: 'bank_account', account_number: '0123456789', bank_code: '007', bvn: '20012345677' };
  const bank = (name: string, slug: string, code: string, id: number, active = true) => ({
    name, slug, code, longcode: `${code}150149`, gateway: 'emandate', pay_with_bank: false, supports_transfer: true, available_for_direct_debit: true,
    active, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban', id, createdAt: '2016-07-14T10:04:29.000Z', updatedAt: '2020-02-18T08:06:44.000Z',
  });

  it('sends the documented CustomerValidate body (country NG, type bank_account) and reads the 202 "in progress"', async () => {
    const seen = stubFetch({ 'POST /customer/CUS_c6wqvwmvwopw4ms/identification': { status: 202, json: { status: true, message: 'Customer Identification in progress' } } });
    const answer = await PAYSTACK.validateCustomer!('CUS_c6wqvwmvwopw4ms', { bvn: '20012345677', accountNumber: '0123456789', bankCode: '007', firstName: 'Jabal', lastName: 'Cedar' });
    expect(answer).toEqual({ raw: 'Customer Identification in progress' });
    expect(seen).toEqual([{ url: '/customer/CUS_c6wqvwmvwopw4ms/identification', method: 'POST', body: VALIDATE_EXAMPLE }]);
  });

  it('a refusal (4xx) is VirtualAccountRefused with Paystack’s words and the customer; a 5xx is GatewayUnavailable', async () => {
    stubFetch({ 'POST /customer/CUS_a/identification': { status: 400, json: { status: false, message: 'Invalid BVN' } } });
    const err = await PAYSTACK.validateCustomer!('CUS_a', { bvn: '1', accountNumber: '0123456789', bankCode: '007', firstName: 'A', lastName: 'B' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VirtualAccountRefused);
    expect(err).toMatchObject({ message: 'Invalid BVN', customerCode: 'CUS_a' });
    stubFetch({ 'POST /customer/CUS_a/identification': { status: 500, json: { status: false, message: 'Server error' } } });
    await expect(PAYSTACK.validateCustomer!('CUS_a', { bvn: '1', accountNumber: '0123456789', bankCode: '007', firstName: 'A', lastName: 'B' })).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('lists the NGN banks over every cursor page, active ones only, as code and name', async () => {
    const queries: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const u = new URL(url);
      queries.push(u.searchParams);
      const first = !u.searchParams.get('next');
      const json = first
        ? { status: true, message: 'Banks retrieved', data: [bank('Access Bank', 'access-bank', '044', 1), bank('Old Bank', 'old-bank', '999', 2, false)], meta: { next: 'YmFuazoxNjk=', previous: null, perPage: 100 } }
        : { status: true, message: 'Banks retrieved', data: [bank('Zenith Bank', 'zenith-bank', '057', 21)], meta: { next: null, previous: 'YmFuazoxNjg=', perPage: 100 } };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await PAYSTACK.listBanks!()).toEqual([{ code: '044', name: 'Access Bank' }, { code: '057', name: 'Zenith Bank' }]);
    expect(queries.map((q) => [q.get('currency'), q.get('use_cursor'), q.get('next')])).toEqual([['NGN', 'true', null], ['NGN', 'true', 'YmFuazoxNjk=']]);
  });

  it('parses customeridentification.success / .failed (customer, reason, the masked account’s last digits) and reads identified from the customer', async () => {
    const parse = (body: unknown) => {
      const raw = Buffer.from(JSON.stringify(body));
      return PAYSTACK.parseWebhook(raw, { 'x-paystack-signature': paystackSignature('sk_test_x', raw) });
    };
    const identification = { country: 'NG', type: 'bank_account', bvn: '200*****677', account_number: '012****789', bank_code: '999991' };
    expect(parse({ event: 'customeridentification.success', data: { customer_id: '9387490384', customer_code: 'CUS_xnxdt6s1zg1f4nx', email: 'bojack@horsinaround.com', identification } })).toEqual({
      event: 'customeridentification.success',
      reference: null,
      gatewayId: null,
      identification: { customerCode: 'CUS_xnxdt6s1zg1f4nx', status: 'success', reason: null, accountTail: '789' },
    });
    expect(
      parse({ event: 'customeridentification.failed', data: { customer_id: 82796315, customer_code: 'CUS_XXXXXXXXXXXXXXX', email: 'email@email.com', identification, reason: 'Account number or BVN is incorrect' } })?.identification,
    ).toEqual({ customerCode: 'CUS_XXXXXXXXXXXXXXX', status: 'failed', reason: 'Account number or BVN is incorrect', accountTail: '789' });
    stubFetch({
      'GET /customer/CUS_xnxdt6s1zg1f4nx': {
        json: { status: true, message: 'Customer retrieved', data: { ...PAYSTACK_CUSTOMER.data, identified: true, identifications: [{ country: 'NG', type: 'bank_account', value: '012****789' }], dedicated_account: null, dedicated_accounts: [] } },
      },
    });
    expect(await PAYSTACK.fetchVirtualAccount!('CUS_xnxdt6s1zg1f4nx')).toMatchObject({ status: 'pending', identified: true });
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
