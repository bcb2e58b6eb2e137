import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustNginxConf, requestFrom, startCluster, type Cluster } from '../support/cluster';
import { root } from '../support/processes';

/**
 * The harness itself: the real deploy/nginx/e-laundry.conf (only its ADJUST lines rewritten) in front of two built
 * instances in production mode. What the other scale tests (and the fault suite) rely on is checked here once.
 */
describe('the cluster: nginx with the deploy configuration in front of two instances', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('runs the deploy file itself: only the upstream servers, listen and root differ', async () => {
    const source = await readFile(path.join(root, 'deploy/nginx/e-laundry.conf'), 'utf8');
    const used = await readFile(path.join(cluster.nginx.dir, 'e-laundry.conf'), 'utf8');
    const differing = (a: string[], b: Set<string>) => a.filter((l) => !b.has(l));
    const removed = differing(source.split('\n'), new Set(used.split('\n')));
    expect(removed.map((l) => l.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'server 127.0.0.1:8081',
      'server 127.0.0.1:8082',
      'listen 80;',
      'listen [::]:80;',
      'root /opt/e-laundry/dist/web;',
    ]);
    for (const inst of cluster.instances) expect(used).toContain(`server 127.0.0.1:${inst.port} max_fails=2 fail_timeout=10s;`);
    // A file that lost its ADJUST lines is refused rather than run half-adjusted.
    expect(() => adjustNginxConf(source.replace(/# ADJUST: the installed dist\/web/, ''), { listenPort: 1, upstreamPorts: [2], webRoot: '/x' })).toThrow(/root/);
  });

  it('spreads requests over both instances (round robin), each in production mode and healthy', async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${cluster.url}/api/v1/health`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { status: string; database: string } };
      expect(body.data).toMatchObject({ status: 'ok', database: 'postgresql' });
      const who = cluster.instanceOf(res)!;
      seen.set(who, (seen.get(who) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['i1', 'i2']);
    expect(seen.get('i1')).toBe(4);
    // Production: no in-app sandbox, no dev mailbox.
    const initialize = await fetch(`${cluster.url}/sandbox/paystack/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cluster.env.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', amount: 10_000 }),
    });
    expect(initialize.status).toBe(404);
    expect((await fetch(`${cluster.url}/api/v1/dev/mailbox`)).status).toBe(404);
  });

  it('serves fingerprinted assets from disk with the precompressed twin, and pages through an instance', async () => {
    const js = (await readdir(path.join(root, 'dist/web/assets'))).find((f) => f.endsWith('.js'))!;
    const asset = await fetch(`${cluster.url}/assets/${js}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(cluster.instanceOf(asset)).toBeNull(); // nginx answered, no instance
    const page = await fetch(`${cluster.url}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    expect(cluster.instanceOf(page)).toMatch(/^i[12]$/);
  });

  it('logs the peer address and answers nginx\'s request id, not the ones a client sent', async () => {
    const res = await requestFrom('127.0.0.7', `${cluster.url}/about`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'chosen-by-client-1' } });
    expect(res.status).toBe(200);
    // nginx's $request_id (32 hex), not the client's.
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const log = await cluster.nginx.accessLog();
    expect(log).toMatch(/^127\.0\.0\.7 "GET \/about HTTP\/1\.1" 200 127\.0\.0\.1:\d+/m);
  });
});
