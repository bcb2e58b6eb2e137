import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.js';
import type { users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { HUB_KEY_INVALID, hubForKey, type HubPrincipal } from '#server/lib/hubs.js';
import { userForToken } from '#server/lib/tokens.js';

export interface Principal {
  tokenId: number;
  user: typeof users.$inferSelect;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on protected operations. */
    principal: Principal | null;
    /** Set by the hubKey security handler on the hub API's operations. */
    hub: HubPrincipal | null;
  }
}

export const UNAUTHENTICATED = 'Unauthenticated. Please log in again.';

/** The contract's `bearerAuth` scheme, enforced by fastify-openapi-glue on every protected operation. */
export function securityHandlers(getDb: () => Db, now: () => Date = () => new Date()) {
  return {
    async bearerAuth(request: FastifyRequest) {
      // Checked first in onRequest (plugins/request-guard.ts), again by fastify-openapi-glue before the handler.
      if (request.principal) return;
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
      const token = match?.[1];
      if (!token) throw new ApiError(401, UNAUTHENTICATED);
      const found = await userForToken(getDb(), token, now());
      if (!found) throw new ApiError(401, UNAUTHENTICATED);
      request.principal = found;
    },
    async hubKey(request: FastifyRequest) {
      // Checked first in onRequest (plugins/request-guard.ts), again by fastify-openapi-glue before the handler.
      if (request.hub) return;
      const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
      const found = match?.[1] ? await hubForKey(getDb(), match[1]) : null;
      if (!found) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
      request.hub = found;
    },
  };
}

/** The hub of a hub API operation (the security handler has already run). */
export function hubOf(request: FastifyRequest): HubPrincipal {
  if (!request.hub) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
  return request.hub;
}

/** The signed-in user of a protected operation (the security handler has already run). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError(401, UNAUTHENTICATED);
  return request.principal;
}
