import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from '#server/envelope.js';
import type { RateLimitClass } from '#server/handlers/define.js';

export const tooManyRequests = (seconds: number) => {
  const s = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, `Too many attempts. Please try again in ${s} second${s === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(s) });
};

/**
 * Per-IP limits on the operations whose handler asks for one (defineHandler's `rateLimit` option): each operation
 * has its own budget per minute. The client IP is request.ip, which honours X-Forwarded-For only from the proxies
 * TRUST_PROXY names. A limited request gets 429 in the envelope with Retry-After.
 *
 * With REDIS_URL the counters live in Redis, shared by every instance behind the load balancer (the same client
 * spread over several instances meets the same limit as on one); without it, in memory per instance. A Redis that
 * does not answer within half a second lets the request through (logged): the per-account failure limits in the
 * database still hold (docs/decisions/011-rate-limits.md).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate limits: Redis unreachable'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true } : {}),
  });
});

/** The route config for a rate limit class (merged into the route by plugins/openapi.ts). */
export function rateLimitConfig(app: FastifyInstance, limitClass: RateLimitClass) {
  const { config } = app.ctx;
  return {
    rateLimit: {
      max: limitClass === 'auth' ? config.authRateLimit : config.formsRateLimit,
      timeWindow: 60_000,
    },
  };
}
