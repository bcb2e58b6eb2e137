import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { freshDatabase, logCapture, testApp } from '#server/testing/test-support.js';

/**
 * An answer that breaks the contract is a 500; the log always names the operation and each failing field; outside
 * production the 500 body says it too (`contract_violation`), so a failing test shows the cause, not a bare 500.
 * The drifts are made by the test-only CONTRACT_DRIFT switch (lib/platform/contract-drift.ts), as the contract gate does.
 */
describe('response validation outside production', () => {
  let app: FastifyInstance;
  const logs = logCapture();
  beforeAll(async () => {
    app = await testApp('pglite', { CONTRACT_DRIFT: 'getHealth:missing:data.database,listDevMailbox:type:data' }, { logStream: logs.stream });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a missing required field: 500 naming the operation, the intended status and the field, in the body and the log', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: 'Something went wrong, Please try again!',
      contract_violation: {
        operation: 'getHealth',
        status: 200,
        fields: [{ field: 'data.database', problem: "must have required property 'database'" }],
      },
    });
    const line = logs.lines.find((l) => l.contract_violation);
    expect(line?.level).toBe(50);
    expect(line?.msg).toBe("getHealth answered 200 outside the contract: data.database must have required property 'database'");
  });

  it('a wrong type: the field path and the expected type', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(500);
    expect(res.json().contract_violation).toEqual({ operation: 'listDevMailbox', status: 200, fields: [{ field: 'data', problem: 'must be array' }] });
  });

  it('operations without a drift rule answer as usual', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('response validation in production', () => {
  it('answers the generic 500 and keeps the detail in the log only', async () => {
    const logs = logCapture();
    const drifting = { operationId: 'getHealth', handler: async () => ({ code: 200, message: 'up', data: { status: 'fine' } }) };
    const config = loadConfig(
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', RESPONSE_VALIDATION: 'on' },
      { webDir: '/nonexistent' },
    );
    const app = await buildApp(config, await freshDatabase('pglite'), { handlers: [drifting], logStream: logs.stream });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, message: 'Something went wrong, Please try again!' });
      const line = logs.lines.find((l) => l.contract_violation);
      expect(line?.msg).toMatch(/^getHealth answered 200 outside the contract: /);
      expect(line?.msg).toContain("data.database must have required property 'database'");
      expect(line?.msg).toContain('data.status must be equal to one of the allowed values');
    } finally {
      await app.close();
    }
  });

  it('the drift switch is refused in production and malformed rules are refused everywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', CONTRACT_DRIFT: 'getMe:missing:data.id' })).toThrow(
      /CONTRACT_DRIFT is a test switch/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CONTRACT_DRIFT: 'getMe:renamed:data.id' })).toThrow(/CONTRACT_DRIFT rules look like/);
    expect(() => loadConfig({ NODE_ENV: 'test', CONTRACT_DRIFT: 'getMe:status:teapot' })).toThrow(/must be an HTTP status/);
    expect(loadConfig({ NODE_ENV: 'test' }).contractDrift).toEqual([]);
  });
});
