/**
 * 503 through the contract gate. Every operation declares 503 (the shared `ServiceUnavailable` response: the envelope
 * and `Retry-After`); here a second real server runs on PostgreSQL reached through a TCP relay the test cuts — what an
 * instance sees while PostgreSQL restarts — behind its own `prism proxy --errors`. While the link is down, reads and
 * writes, JSON and multipart, signed in and not, must answer that 503, each validated by Prism and the gate's rules;
 * once the link is back the same server serves again, without a restart. Needs PostgreSQL (required in CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtHandlers } from '#server/handlers/registry';
import { freshDatabase, postgresReachable, tcpRelay } from '#server/testing/test-support.js';
import { SERVICE_UNAVAILABLE } from '#shared/messages';
import { startGatedServer } from '../support/processes';
import { accountsVia, expectStatus, PASSWORD } from './accounts';
import { exampleRequest, Gate, operation, type CallInput } from './gate';

const built = new Set(builtHandlers.map((h) => h.operationId));

describe.runIf(await postgresReachable())('contract gate: a database outage answers the declared 503 (ServiceUnavailable)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let link: ReturnType<typeof tcpRelay>;
  let gated: Awaited<ReturnType<typeof startGatedServer>>;
  let gate: Gate;
  beforeAll(async () => {
    database = await freshDatabase('postgresql');
    link = tcpRelay(new URL(database.url!));
    const through = new URL(database.url!);
    through.hostname = '127.0.0.1';
    through.port = String(await link.listen());
    gated = await startGatedServer({ DATABASE_URL: through.toString() });
    gate = new Gate(gated.prism.url, built, { databaseOutage: true });
  }, 120_000);
  afterAll(async () => {
    await gated?.stop();
    await link?.close();
    await database?.close();
  });

  it('reads, writes and uploads, signed in and not, answer 503 with Retry-After in the envelope; then it serves again', async () => {
    const { body: person, token } = await accountsVia(gate).verifiedAccount();
    expectStatus(await gate.call('getMe', { token }), 200);
    const example = (operationId: string): CallInput => {
      const { params, query, body, form } = exampleRequest(operation(operationId).op);
      return { params, query, body, form };
    };
    const calls: [string, CallInput][] = [
      ['getMe', { token }],
      ['getDashboard', { token }],
      ['listTransactions', { token }],
      ['initiateDeposit', { ...example('initiateDeposit'), token }],
      ['createTicket', { ...example('createTicket'), token }],
      ['login', { body: { username_or_email: person.email, password: PASSWORD } }],
      ['listPublicHubs', {}],
    ];

    link.cut();
    for (const [operationId, input] of calls) {
      const answer = await gate.call(operationId, input);
      expectStatus(answer, 503);
      expect(answer.headers.get('retry-after'), operationId).toBe('5');
      expect(answer.body, operationId).toEqual({ code: 503, message: SERVICE_UNAVAILABLE });
    }
    // The load balancer's probe says so too, in its own words.
    const health = await gate.call('getHealth');
    expectStatus(health, 503);
    expect(health.headers.get('retry-after')).toBe('5');

    link.restore();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      // Each answer on the way back is one the contract declares (503 until the pool reconnects, then 200).
      back = (await gate.call('getMe', { token })).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expectStatus(await gate.call('getHealth'), 200);
    expectStatus(await gate.call('getDashboard', { token }), 200);
  });
});
