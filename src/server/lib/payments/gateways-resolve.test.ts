import Fastify, { type FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSandbox, SANDBOX_BANK_ACCOUNTS, SANDBOX_FLW_UNRESOLVED, SANDBOX_UNRESOLVED } from '#server/plugins/sandbox/index.js';
import { freePort } from '#server/testing/test-support.js';
import { AccountNotResolved, flutterwave, GatewayUnavailable, paystack } from './gateways.js';

/**
 * The account-name lookups of the gateway port (ADR 070) and the sandbox that speaks them. Paystack's is held to its
 * published OpenAPI (PaystackOSS/openapi dist/paystack.yaml, operation bank_resolveAccountNumber): `GET /bank/resolve`
 * with `account_number` and `bank_code` as query parameters, answered by VerificationResolveAccountNumberResponse, its
 * errors by the spec's Error schema (both copied below as the spec writes them); Flutterwave's v3 `POST
 * /v3/accounts/resolve` with `account_number` and `account_bank`, answered `data.account_name`.
 */
const PAYSTACK_RESOLVE_RESPONSE = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: { account_number: { type: 'string' }, account_name: { type: 'string' }, bank_id: { type: 'integer' } },
      required: ['account_number', 'account_name', 'bank_id'],
    },
  },
  required: ['status', 'message', 'data'],
};
const PAYSTACK_ERROR = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    message: { type: 'string' },
    meta: { type: 'object', properties: { nextStep: { type: 'string' } } },
    type: { type: 'string' },
    code: { type: 'string', enum: ['validation_error', 'processor_error', 'api_error'] },
    errorCodeMappingNotFound: { type: 'boolean' },
  },
};
const ajv = new Ajv({ allErrors: true });
const resolveAnswer = ajv.compile(PAYSTACK_RESOLVE_RESPONSE);
const paystackError = ajv.compile(PAYSTACK_ERROR);
const KEYS = { paystack: 'sk_test_resolve', flutterwave: 'FLWSECK_TEST-resolve', hash: 'resolve-hash' };

describe('the sandbox speaks the account-name lookups', () => {
  let sandbox: FastifyInstance;
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    sandbox = Fastify();
    const control = await registerSandbox(sandbox, {
      paystackSecretKey: KEYS.paystack,
      flutterwaveSecretKey: KEYS.flutterwave,
      flutterwaveSecretHash: KEYS.hash,
      publicUrl: url,
      post: async () => ({ status: 200 }),
    });
    sandbox.addHook('onClose', control.close);
    await sandbox.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const resolvePaystack = (query: string, key = KEYS.paystack) => sandbox.inject({ method: 'GET', url: `/sandbox/paystack/bank/resolve?${query}`, headers: { authorization: `Bearer ${key}` } });

  it("Paystack's Resolve Account Number: its test accounts always resolve to the same name, in the documented shape", async () => {
    for (const account of SANDBOX_BANK_ACCOUNTS) {
      const res = await resolvePaystack(`account_number=${account.accountNumber}&bank_code=${account.bankCode}`);
      expect(res.statusCode).toBe(200);
      expect(resolveAnswer(res.json()), JSON.stringify(resolveAnswer.errors)).toBe(true);
      expect(res.json()).toMatchObject({ status: true, data: { account_number: account.accountNumber, account_name: account.accountName } });
    }
    expect((await resolvePaystack('account_number=0123456789&bank_code=058')).json().data).toEqual({ account_number: '0123456789', account_name: 'ADAEZE CHIOMA OKAFOR', bank_id: 9 });
  });

  it('an unknown account, an unknown bank and missing parameters are answered in the Error shape; a wrong key is 401', async () => {
    const unknown = await resolvePaystack('account_number=0987654321&bank_code=058');
    expect(unknown.statusCode).toBe(422);
    expect(paystackError(unknown.json()), JSON.stringify(paystackError.errors)).toBe(true);
    expect(unknown.json()).toMatchObject({ status: false, message: SANDBOX_UNRESOLVED });
    const bank = await resolvePaystack('account_number=0123456789&bank_code=999');
    expect(bank.statusCode).toBe(422);
    expect(paystackError(bank.json())).toBe(true);
    expect(bank.json().message).toBe('Unknown bank code: 999');
    const missing = await resolvePaystack('account_number=0123456789');
    expect(missing.statusCode).toBe(400);
    expect(paystackError(missing.json())).toBe(true);
    const key = await resolvePaystack('account_number=0123456789&bank_code=058', 'sk_test_wrong');
    expect(key.statusCode).toBe(401);
    expect(key.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it("Flutterwave's POST /v3/accounts/resolve: data.account_name for a test account; an unknown one is its 400", async () => {
    const resolve = (body: unknown) => sandbox.inject({ method: 'POST', url: '/sandbox/flutterwave/v3/accounts/resolve', headers: { authorization: `Bearer ${KEYS.flutterwave}` }, payload: body as object });
    const ok = await resolve({ account_number: '2012345678', account_bank: '057' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Account details fetched', data: { account_number: '2012345678', account_name: 'IBRAHIM MUSA' } });
    const unknown = await resolve({ account_number: '2012345679', account_bank: '057' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { status: 'error', message: SANDBOX_FLW_UNRESOLVED, data: null }]);
    expect((await resolve({ account_number: '2012345678' })).statusCode).toBe(400);
  });

  it('the adapters resolve through it: the name (and Paystack\'s bank id); AccountNotResolved with the gateway\'s words; a wrong key is GatewayUnavailable', async () => {
    const ps = paystack({ secretKey: KEYS.paystack, baseUrl: `${url}/sandbox/paystack` })!;
    expect(await ps.resolveAccount!('0123456789', '058')).toEqual({ accountNumber: '0123456789', accountName: 'ADAEZE CHIOMA OKAFOR', bankId: '9' });
    await expect(ps.resolveAccount!('0987654321', '058')).rejects.toThrow(new AccountNotResolved(SANDBOX_UNRESOLVED));
    await expect(paystack({ secretKey: 'sk_test_wrong', baseUrl: `${url}/sandbox/paystack` })!.resolveAccount!('0123456789', '058')).rejects.toBeInstanceOf(GatewayUnavailable);
    const flw = flutterwave({ secretKey: KEYS.flutterwave, secretHash: KEYS.hash, baseUrl: `${url}/sandbox/flutterwave` })!;
    expect(await flw.resolveAccount!('1234567890', '033')).toEqual({ accountNumber: '1234567890', accountName: 'NGOZI EZE', bankId: null });
    await expect(flw.resolveAccount!('1234567899', '033')).rejects.toThrow(new AccountNotResolved(SANDBOX_FLW_UNRESOLVED));
  });
});

describe('the adapters against answers the sandbox does not give', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('a 5xx or an unreachable gateway is GatewayUnavailable (the account is not judged)', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: false, message: 'Server error' }), { status: 502, headers: { 'content-type': 'application/json' } }));
    await expect(paystack({ secretKey: 'sk_test_x', baseUrl: 'https://api.paystack.co' })!.resolveAccount!('0123456789', '058')).rejects.toBeInstanceOf(GatewayUnavailable);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(flutterwave({ secretKey: 'FLWSECK_TEST-x', secretHash: 'h', baseUrl: 'https://api.flutterwave.com' })!.resolveAccount!('0123456789', '058')).rejects.toBeInstanceOf(GatewayUnavailable);
  });
  it('sends the documented request: Paystack GET /bank/resolve?account_number&bank_code; Flutterwave POST { account_number, account_bank }', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (u: string, init: RequestInit) => {
      seen.push({ url: u, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = u.includes('paystack') ? { status: true, message: 'Account number resolved', data: { account_number: '0001234567', account_name: 'Doe Jane Loren', bank_id: 9 } } : { status: 'success', message: 'Account details fetched', data: { account_number: '0690000032', account_name: 'Pastor Bright' } };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await paystack({ secretKey: 'sk_test_x', baseUrl: 'https://api.paystack.co' })!.resolveAccount!('0001234567', '058')).toEqual({ accountNumber: '0001234567', accountName: 'Doe Jane Loren', bankId: '9' });
    expect(await flutterwave({ secretKey: 'FLWSECK_TEST-x', secretHash: 'h', baseUrl: 'https://api.flutterwave.com' })!.resolveAccount!('0690000032', '044')).toMatchObject({ accountName: 'Pastor Bright' });
    expect(seen).toEqual([
      { url: 'https://api.paystack.co/bank/resolve?account_number=0001234567&bank_code=058', method: 'GET', body: undefined },
      { url: 'https://api.flutterwave.com/v3/accounts/resolve', method: 'POST', body: { account_number: '0690000032', account_bank: '044' } },
    ]);
  });
});
