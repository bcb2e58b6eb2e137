import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError } from '#server/envelope.js';
import {
  addressKey,
  BUDGET_COSTS,
  memoryBudgetStore,
  TAKE_SCRIPT,
  type BudgetClass,
  type BudgetCounter,
  type BudgetStore,
} from '#server/lib/platform/budgets.js';
import { principalKey } from '#server/lib/identity/principal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cost budgets' counters (Redis when REDIS_URL, else this process's memory). */
    budgets: BudgetStore;
    /**
     * Spends one use of a budget class for this request (its principal and client address): 0 when it had room,
     * else the milliseconds until it has (nothing spent). The pipeline's hook uses it; handlers use it for a soft
     * class (SOFT_BUDGETS), whose work is skipped rather than the request refused.
     */
    spendBudget(request: FastifyRequest, budget: BudgetClass): Promise<number>;
  }
}

/** The 429 of a spent budget, in the envelope, with Retry-After in seconds (the message says minutes past 90 s). */
export function budgetExceeded(waitMs: number) {
  const s = Math.max(1, Math.ceil(waitMs / 1000));
  const m = Math.ceil(s / 60);
  const when = s <= 90 ? `${s} second${s === 1 ? '' : 's'}` : `${m} minutes`;
  return new ApiError(429, `Too many requests. Please try again in ${when}.`, undefined, { 'retry-after': String(s) });
}

/** While Redis fails, the budgets are counted in memory for this long before Redis is tried again. */
const REDIS_RETRY_MS = 5000;

/**
 * The counters of the cost budgets (docs/decisions/038-cost-budgets.md). With REDIS_URL one script per request checks
 * and records the account's and the address's use atomically, shared by every instance. A Redis that fails or does
 * not answer within 300 ms does not fail the request and does not open the budgets either: this instance counts in
 * its own memory meanwhile (logged once per outage), so each instance still holds the budget on its own.
 */
export function redisBudgetStore(app: FastifyInstance, url: string, prefix: string): BudgetStore {
  const redis = new Redis(url, { connectTimeout: 500, commandTimeout: 300, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reported by take() when a count fails
  const local = memoryBudgetStore();
  let downUntil = 0;
  return {
    async take(counters, nowMs, windowMs) {
      if (Date.now() >= downUntil) {
        try {
          const keys = counters.map((c) => `${prefix}budget:${c.key}`);
          const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
          const wait = await redis.eval(TAKE_SCRIPT, keys.length, ...keys, nowMs, windowMs, member, ...counters.map((c) => c.limit));
          return Number(wait);
        } catch (err) {
          downUntil = Date.now() + REDIS_RETRY_MS;
          app.log.warn({ err }, 'cost budgets: Redis did not answer; counting in this instance\'s memory for now');
        }
      }
      return local.take(counters, nowMs, windowMs);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
      await local.close();
    },
  };
}

export const budgetsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const store = config.redisUrl ? redisBudgetStore(app, config.redisUrl, config.redisKeyPrefix) : memoryBudgetStore();
  app.decorate('budgets', store);
  app.decorate('spendBudget', async (request: FastifyRequest, budget: BudgetClass) => {
    const limits = config.budgets[budget];
    const counters: BudgetCounter[] = [];
    const who = principalKey(request.principals);
    if (who && limits.principal !== undefined) counters.push({ key: `{${budget}}:${who}`, limit: limits.principal });
    counters.push({ key: `{${budget}}:${addressKey(request.ip)}`, limit: limits.address });
    return store.take(counters, app.ctx.now().getTime(), config.budgetWindowMs);
  });
  app.addHook('onClose', async () => store.close());
});

/**
 * The onRequest hook of an operation with a budget class (plugins/openapi.ts adds it; the request guard's hooks run
 * first, so the principal is known and nothing of the body has been read). Counts one use against the principal (when
 * signed in) and the client address; over either limit: 429 in the envelope with Retry-After, nothing else done.
 */
export function budgetHook(app: FastifyInstance, budget: BudgetClass): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const waitMs = await app.spendBudget(request, budget);
    if (waitMs > 0) {
      const who = principalKey(request.principals);
      request.log.warn({ event: 'budget_spent', budget, principal: who, cost: BUDGET_COSTS[budget], retry_after_ms: waitMs }, 'cost budget spent: 429');
      throw budgetExceeded(waitMs);
    }
  };
}
