import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '#server/envelope.js';
import type { RateLimitClass } from '#server/handlers/define.js';

export const tooManyRequests = (seconds: number) => {
  const s = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, `Too many attempts. Please try again in ${s} second${s === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(s) });
};

/**
 * Per-IP limits (in memory, per instance) on the operations whose handler asks for one (defineHandler's
 * `rateLimit` option): each operation has its own budget per minute. The client IP is request.ip, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names. A limited request gets 429 in the envelope with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
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
