import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAccounts } from '#server/db/schema.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { API_PREFIX } from '#shared/api.js';
import { databaseKinds, dataOf, freePort, injectOp, logCapture, signedIn, testApp } from '#server/testing/test-support.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * Paystack business categories that must validate the customer before a dedicated account is assigned
 * (PAYSTACK_DVA_VALIDATION=1, docs/decisions/061-customer-validation-and-transfer-reconciliation.md): the real adapter
 * talks to the in-app sandbox switched to "requires validation" (POST /sandbox/virtual-accounts/validation), which
 * answers Validate Customer 202 and sends the signed customeridentification.* events.
 */
const kinds = await databaseKinds();
const PAYSTACK_KEY = 'sk_test_sandbox_paystack';
const BVN = '22298765431';
const NUBAN = '0123456789';

describe.each(kinds)('bank transfers with customer validation (Paystack) on %s', (kind) => {
  let app: FastifyInstance;
  const log = logCapture();
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(
      kind,
      { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BANK_TRANSFER: 'on', PAYSTACK_DVA_VALIDATION: '1' },
      { logStream: log.stream },
    );
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const validation = (mode: 'off' | 'pass' | 'fail' | 'manual') => app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/validation', payload: { mode } });
  const ask = (token: string, body: Record<string, string>) => injectOp(app, 'requestVirtualAccount', { token, body });
  const identity = { bvn: BVN, account_number: NUBAN, bank_code: '044' };
  const rowOf = async (userId: number) => (await db().select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId)))[0]!;
  const hook = (event: string, data: Record<string, unknown>) => {
    const payload = JSON.stringify({ event, data });
    return app.inject({
      method: 'POST',
      url: `${API_PREFIX}/webhooks/paystack`,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(PAYSTACK_KEY, payload) },
      payload,
    });
  };

  it('the form is asked for: the reason and what is kept; the gateway’s bank list; each missing or malformed field named (422)', async () => {
    await validation('pass');
    const { token } = await signedIn(app);
    const view = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }));
    expect(view).toMatchObject({ status: 'none', requires_identity: true, requires_bvn: false, identity_account: null });
    expect(view.identity_reason).toContain('must confirm with your bank that the account is yours');
    expect(view.identity_reason).toContain('the names must match the ones on your BVN');
    expect(view.identity_kept).toContain('do not store them');
    const banks = dataOf('listVirtualAccountBanks', await injectOp(app, 'listVirtualAccountBanks', { token }));
    expect(banks).toContainEqual({ code: '044', name: 'Access Bank' });
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
    expect((await injectOp(app, 'listVirtualAccountBanks', {})).statusCode).toBe(401);

    const missing = await ask(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toEqual({ bvn: ['Enter your 11-digit BVN.'], account_number: ['Enter your 10-digit account number.'], bank_code: ['Choose your bank from the list.'] });
    const short = await ask(token, { ...identity, account_number: '12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toEqual({ account_number: ['Enter your 10-digit account number.'] });
    const typedCode = await ask(token, { ...identity, bank_code: '999' });
    expect(typedCode.statusCode).toBe(422);
    expect(typedCode.json().error).toEqual({ bank_code: ['Choose your bank from the list.'] });
    // Nothing was asked of the gateway.
    expect(dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token })).status).toBe('none');
  });

  it('validated by the bank → the number is assigned; the BVN and the full account number are stored nowhere and logged nowhere', async () => {
    await validation('pass');
    const { token, user } = await signedIn(app);
    const asked = await ask(token, identity);
    expect(asked.statusCode).toBe(200);
    expect(dataOf('requestVirtualAccount', asked)).toMatchObject({ status: 'validating', account_number: null, identity_account: 'Access Bank, account ending 6789' });
    // Asking again while it is checked needs no form: it answers the state.
    expect(dataOf('requestVirtualAccount', await ask(token, {})).status).toMatch(/validating|pending|assigned/);
    await app.sandboxIdle!();
    const view = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }));
    expect(view).toMatchObject({ status: 'assigned', bank_name: 'Test Bank', identity_account: null });
    expect(view.account_number).toMatch(/^\d{10}$/);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ status: 'assigned', identityBankName: 'Access Bank', identityAccountLast4: '6789' });
    expect(JSON.stringify(row)).not.toContain(BVN);
    expect(JSON.stringify(row)).not.toContain(NUBAN);
    // Every column of every table, the audit log among them.
    const tables = rowsOf<{ table_name: string }>(await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`));
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['audit_events', 'virtual_accounts', 'mail_outbox']));
    // The search finds what is there (the customer's e-mail is in users).
    const [control] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from users t where row_to_json(t)::text like ${`%${user.email}%`}`));
    expect(control!.n).toBe(1);
    for (const { table_name } of tables) {
      const [found] = rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where row_to_json(t)::text like ${`%${BVN}%`} or row_to_json(t)::text like ${`%${NUBAN}%`}`),
      );
      expect({ table_name, n: found!.n }).toEqual({ table_name, n: 0 });
    }
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((l) => JSON.stringify(l).includes(BVN) || JSON.stringify(l).includes(NUBAN))).toEqual([]);
  });

  it('the success event replayed 20 times concurrently (with the sandbox’s own): the number is asked for and assigned once', async () => {
    await validation('manual');
    const { token, user } = await signedIn(app);
    expect(dataOf('requestVirtualAccount', await ask(token, identity)).status).toBe('validating');
    const code = (await rowOf(user.id)).gatewayCustomerCode!;
    // Before the bank has answered, a success event is not believed: the webhook asks to be sent again.
    const early = await hook('customeridentification.success', { customer_code: code, identification: { account_number: '012****789' } });
    expect(early.statusCode).toBe(503);
    expect((await rowOf(user.id)).status).toBe('validating');
    // The bank confirms (the sandbox's event in flight) and 20 copies of the event arrive at once.
    expect((await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/validation/${code}/success` })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook('customeridentification.success', { customer_code: code, email: 'x', identification: { country: 'NG', type: 'bank_account', account_number: '012****789' } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await app.sandboxIdle!();
    const row = await rowOf(user.id);
    expect(row.status).toBe('assigned');
    const sandbox = (await app.inject({ method: 'GET', url: '/sandbox/virtual-accounts' })).json() as { accounts: { customer_code: string; number: string }[] };
    expect(sandbox.accounts.filter((a) => a.customer_code === code)).toEqual([expect.objectContaining({ number: row.accountNumber })]);
    // Later replays change nothing.
    const assignedAt = row.assignedAt;
    expect((await hook('customeridentification.success', { customer_code: code })).statusCode).toBe(200);
    expect((await hook('customeridentification.failed', { customer_code: code, reason: 'late' })).statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ status: 'assigned', accountNumber: row.accountNumber, assignedAt });
  });

  it('the bank cannot confirm → the reason in plain words, the account checked named; trying again is allowed and can succeed', async () => {
    await validation('fail');
    const { token, user } = await signedIn(app);
    expect(dataOf('requestVirtualAccount', await ask(token, { ...identity, account_number: '0123450000' })).status).toBe('validating');
    await app.sandboxIdle!();
    const failed = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token }));
    expect(failed).toMatchObject({ status: 'failed', account_number: null, identity_account: 'Access Bank, account ending 0000' });
    expect(failed.failure_reason).toBe(
      'Your bank could not confirm these details: Account number or BVN is incorrect. Check them, and that the names on your profile are the ones on your BVN, then try again.',
    );
    const code = (await rowOf(user.id)).gatewayCustomerCode!;
    // Trying again: the same Paystack customer, a new validation.
    await validation('manual');
    expect(dataOf('requestVirtualAccount', await ask(token, { ...identity, bank_code: '058' }))).toMatchObject({ status: 'validating', identity_account: 'Guaranty Trust Bank, account ending 6789' });
    expect((await rowOf(user.id)).gatewayCustomerCode).toBe(code);
    // A replay of the first attempt's failure (its account ended 000) does not fail the new attempt.
    expect((await hook('customeridentification.failed', { customer_code: code, identification: { account_number: '012****000' }, reason: 'Account number or BVN is incorrect' })).statusCode).toBe(200);
    expect((await rowOf(user.id)).status).toBe('validating');
    await app.inject({ method: 'POST', url: `/sandbox/virtual-accounts/validation/${code}/success` });
    await app.sandboxIdle!();
    expect(dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token })).status).toBe('assigned');
  });
});

describe.each(kinds)('bank transfers without customer validation on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', BANK_TRANSFER: 'on', LOG_LEVEL: 'error' });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('PAYSTACK_DVA_VALIDATION off: no form, the number at once; a business that must validate ends failed with Paystack’s words, as before', async () => {
    const first = await signedIn(app);
    const view = dataOf('getVirtualAccount', await injectOp(app, 'getVirtualAccount', { token: first.token }));
    expect(view).toMatchObject({ requires_identity: false, identity_reason: null, identity_kept: null });
    expect(dataOf('requestVirtualAccount', await injectOp(app, 'requestVirtualAccount', { token: first.token, body: {} }))).toMatchObject({ status: 'assigned' });

    await app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/validation', payload: { mode: 'pass' } });
    const second = await signedIn(app);
    const refused = dataOf('requestVirtualAccount', await injectOp(app, 'requestVirtualAccount', { token: second.token, body: {} }));
    expect(refused).toMatchObject({ status: 'failed', account_number: null });
    expect(refused.failure_reason).toBe('Paystack could not issue an account number: Customer must be validated before a dedicated account can be assigned');
    await app.inject({ method: 'POST', url: '/sandbox/virtual-accounts/validation', payload: { mode: 'off' } });
  });
});
