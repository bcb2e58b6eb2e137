import { describe, expect, it } from 'vitest';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { claimJob, finishJob } from '#server/lib/platform/jobs.js';
import { injectOp, signedIn, testApp } from '#server/testing/test-support.js';

describe('Prometheus metrics on their own listener (METRICS_PORT)', () => {
  it('counts requests per operation and status, and reads job lag and the outbox backlog from the database', async () => {
    const app = await testApp('pglite', { METRICS_PORT: '0', OUTBOX_POLL_MS: '0', AUTH_RATE_LIMIT: '1000' });
    try {
      const port = app.metricsAddress?.port;
      expect(port).toBeGreaterThan(0);
      const scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      // The counters are process-wide (one server per process in production); a test worker runs other files' apps
      // before this one (isolate: false, ADR 037), so the unmatched request is counted as one more than before.
      const unmatched = (text: string) => ({
        requests: Number(/elaundry_http_requests_total\{operation="unmatched",method="GET",status="404"\} (\d+)\n/.exec(text)?.[1] ?? 0),
        timed: Number(/elaundry_http_request_duration_seconds_count\{operation="unmatched"\} (\d+)\n/.exec(text)?.[1] ?? 0),
      });
      const before = unmatched(await scrape());
      const { token } = await signedIn(app);
      await injectOp(app, 'getMe', { token });
      await injectOp(app, 'getMe', { token: 'not-a-token' });
      // No route: counted as unmatched (labels are worked out per route, the not-found handler has none).
      expect((await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
      await enqueueMail(app.ctx.database.db, { to: 'a@example.com', subject: 's', text: 't', html: 'h' });
      const now = new Date();
      await claimJob(app.ctx.database.db, { name: 'cleanup-test', everyMs: 60_000, leaseMs: 60_000 }, now, 'me');
      await finishJob(app.ctx.database.db, 'cleanup-test', undefined, 'me');

      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(/elaundry_http_requests_total\{operation="getMe",method="GET",status="200"\} [1-9]/);
      expect(text).toMatch(/elaundry_http_requests_total\{operation="getMe",method="GET",status="401"\} [1-9]/);
      expect(text).toMatch(/elaundry_http_request_duration_seconds_bucket\{le="[0-9.]+",operation="registerUser"\} \d+/);
      expect(unmatched(text)).toEqual({ requests: before.requests + 1, timed: before.timed + 1 });
      expect(text).toMatch(/elaundry_job_lag_seconds\{job="cleanup-test"\} \d/);
      expect(text).toContain('elaundry_mail_outbox_backlog{measure="count"} 1');
      expect(text).toContain('elaundry_database_up 1');
      expect(text).toContain('elaundry_process_resident_memory_bytes');

      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      // Never on the public port.
      const publicScrape = await app.inject({ method: 'GET', url: '/metrics' });
      expect(publicScrape.body).not.toContain('elaundry_http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('opens no listener without METRICS_PORT', async () => {
    const app = await testApp('pglite');
    try {
      expect(app.metricsAddress).toBeNull();
    } finally {
      await app.close();
    }
  });
});
