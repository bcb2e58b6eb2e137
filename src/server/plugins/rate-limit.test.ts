import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectOp, reachableRedis, testApp } from '#server/testing/test-support.js';

const redisUrl = await reachableRedis();
const LIMIT = 4;
const wrongLogin = (app: FastifyInstance) =>
  injectOp(app, 'login', { body: { username_or_email: 'nobody-here', password: 'Wrong#password1' }, remoteAddress: '203.0.113.7' });

/** Sends `n` sign-ins from one client, alternating between the instances; returns the statuses in order. */
async function spread(apps: FastifyInstance[], n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await wrongLogin(apps[i % apps.length]!)).statusCode);
  return statuses;
}

describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    apps = [await testApp('pglite', env), await testApp('pglite', env)];
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('the same client spread over two instances meets the same 429 as on one', async () => {
    const statuses = await spread(apps, LIMIT + 2);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const last = await wrongLogin(apps[0]!);
    expect(last.json()).toMatchObject({ code: 429, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('rate limits without Redis', () => {
  it('are per instance: two instances each give the client the whole budget (what REDIS_URL fixes)', async () => {
    const apps = [await testApp('pglite', { AUTH_RATE_LIMIT: String(LIMIT) }), await testApp('pglite', { AUTH_RATE_LIMIT: String(LIMIT) })];
    try {
      const statuses = await spread(apps, 2 * LIMIT + 2);
      expect(statuses.slice(0, 2 * LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(2 * LIMIT)).toEqual([429, 429]);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });

  it('a Redis that does not answer lets requests through instead of failing them', async () => {
    // A port that accepts nothing: connection refused at once.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });
    const app = await testApp('pglite', { AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const res = await wrongLogin(app);
      expect(res.statusCode).not.toBe(429);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await app.close();
    }
  });
});
