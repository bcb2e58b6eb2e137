/**
 * Negative controls: the gate must fail, naming the operation and the field, for each kind of drift. A second real
 * server runs with the test-only CONTRACT_DRIFT switch (src/server/lib/platform/contract-drift.ts; refused in production),
 * behind its own `prism proxy --errors`, and the same Gate.call the journeys use is made to refuse each answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtHandlers } from '#server/handlers/registry';
import { startGatedServer } from '../support/processes';
import { accountsVia, expectStatus, PASSWORD } from './accounts';
import { ContractViolation, Gate } from './gate';

const DRIFT = [
  'getMe:missing:data.account_number', // a required field is missing
  'login:type:data.expires_at', // a field has the wrong type (issue 15's drift c3)
  'getTwoFactorSetup:status:418', // a status the operation does not declare (only `default` would match it)
];

describe('negative controls: the gate fails on each kind of drift, naming operation and field', () => {
  let gated: Awaited<ReturnType<typeof startGatedServer>>;
  let gate: Gate;
  let token: string;
  let account: { username_or_email: string; password: string };
  beforeAll(async () => {
    gated = await startGatedServer({ CONTRACT_DRIFT: DRIFT.join(',') });
    gate = new Gate(gated.prism.url, new Set(builtHandlers.map((h) => h.operationId)));
    const { body, token: session } = await accountsVia(gate).verifiedAccount();
    token = session;
    account = { username_or_email: body.email, password: PASSWORD };
  }, 90_000);
  afterAll(async () => {
    await gated?.stop();
  });

  /** The gate's refusal of this call: a ContractViolation naming the operation. */
  async function refusal(call: Promise<unknown>) {
    const err = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err, 'the gate accepted a drifting answer').toBeInstanceOf(ContractViolation);
    console.log(`negative control, the gate says: ${(err as ContractViolation).message}`);
    return (err as ContractViolation).message;
  }

  it('a missing required field: getMe without data.account_number', async () => {
    const message = await refusal(gate.call('getMe', { token }));
    expect(message).toContain('getMe');
    expect(message).toContain('data.account_number');
    expect(message).toContain("must have required property 'account_number'");
  });

  it('a wrong type: login with a number for data.expires_at', async () => {
    const message = await refusal(gate.call('login', { body: account }));
    expect(message).toContain('login');
    expect(message).toContain('data.expires_at must be string');
  });

  it('an undeclared status: getTwoFactorSetup answering 418 in a valid envelope', async () => {
    const message = await refusal(gate.call('getTwoFactorSetup', { token }));
    expect(message).toMatch(/^getTwoFactorSetup answered 418, a status its contract does not declare/);
  });

  it('the operations without a drift rule still pass the same gate (the controls fail for their drift only)', async () => {
    expectStatus(await gate.call('getHealth'), 200);
    expectStatus(await gate.call('logout', { token }), 200);
  });
});
