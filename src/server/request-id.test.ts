import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { injectOp, logCapture, testApp } from '#server/testing/test-support.js';

describe('request ids (the load balancer forwards X-Request-Id)', () => {
  it('keeps a forwarded plain id in the logs and the answer, and replaces anything else with a new UUID', async () => {
    const logs = logCapture();
    const app = await testApp('pglite', {}, { logStream: logs.stream });
    try {
      const forwarded = await injectOp(app, 'getHealth', { headers: { 'x-request-id': 'f3a9c2e1b7d84c55a0e1' } });
      expect(forwarded.headers['x-request-id']).toBe('f3a9c2e1b7d84c55a0e1');
      expect(forwarded.headers['x-instance']).toBeUndefined(); // INSTANCE_NAME unset: no X-Instance
      expect(logs.lines.some((l) => l.reqId === 'f3a9c2e1b7d84c55a0e1')).toBe(true);

      for (const bad of ['short', 'has space in it', 'x'.repeat(65), 'quote"quote"quote', 'line\u2028break-xx']) {
        const res = await injectOp(app, 'getHealth', { headers: { 'x-request-id': bad } });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
      const none = await injectOp(app, 'getHealth');
      const other = await injectOp(app, 'getHealth');
      expect(none.headers['x-request-id']).not.toBe(other.headers['x-request-id']);
      // Errors carry it too (a customer's report of a failure can be traced).
      const unknown = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['x-request-id']).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('names the instance in X-Instance only when INSTANCE_NAME is set to a plain name (opt-in, off by default)', async () => {
    expect(loadConfig({ INSTANCE_NAME: 'web 1\r\nx: y' }).instanceName).toBeUndefined();
    expect(loadConfig({ INSTANCE_NAME: 'web-1.eu_a' }).instanceName).toBe('web-1.eu_a');
    const named = await testApp('pglite', { INSTANCE_NAME: 'web-1' });
    try {
      expect((await injectOp(named, 'getHealth')).headers['x-instance']).toBe('web-1');
      expect((await named.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).headers['x-instance']).toBe('web-1');
    } finally {
      await named.close();
    }
  }, 60_000);
});
