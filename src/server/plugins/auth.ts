import type { FastifyRequest } from 'fastify';
import { ApiError } from '#server/envelope.js';
import { hubForKey } from '#server/lib/cards-hubs/hub-keys.js';
import { HUB_KEY_INVALID } from '#server/lib/identity/principal.js';
import { STAFF_ROLES, UNAUTHENTICATED, type Authenticator, type Authenticators } from '#server/lib/identity/principal.js';
import { STAFF_TOKEN_PATTERN, orderedRoles, staffForToken } from '#server/lib/identity/staff.js';
import { userForToken } from '#server/lib/identity/tokens.js';

/**
 * The contract's security schemes, each as the authenticator the pipeline runs (plugins/request-guard.ts, before the
 * body; docs/decisions/032-principals-and-roles-in-the-contract.md). `app.ts` hands this map to the pipeline. A
 * scheme of the contract without an authenticator here refuses to start the app, and the pipeline itself fails
 * closed (401).
 */

/** `bearerAuth`: a customer's session token (`Authorization: Bearer <token>`). */
export const customerAuthenticator: Authenticator = {
  roles: [],
  async authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw new ApiError(401, UNAUTHENTICATED);
    const { database, now } = request.server.ctx;
    const found = await userForToken(database.db, token, now());
    if (!found) throw new ApiError(401, UNAUTHENTICATED);
    return { kind: 'customer', tokenId: found.tokenId, user: found.user };
  },
};

/** `hubKey`: a hub controller's key (`Authorization: Bearer hub_…`). */
export const hubAuthenticator: Authenticator = {
  roles: [],
  async authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
    const found = match?.[1] ? await hubForKey(request.server.ctx.database.db, match[1]) : null;
    if (!found) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
    return { kind: 'hub', ...found };
  },
};

/**
 * `staffAuth`: a staff session token (`Authorization: Bearer stf_…`, docs/decisions/041-staff-accounts.md), looked up
 * in staff_sessions only — a customer token is never found there, nor a staff token in auth_tokens. The session must
 * be unrevoked, used within 30 minutes and younger than 12 hours, and its member active; its roles are read from the
 * member on each request, so a role change or a deactivation counts at once.
 */
export const staffAuthenticator: Authenticator = {
  roles: STAFF_ROLES,
  async authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token || !STAFF_TOKEN_PATTERN.test(token)) throw new ApiError(401, UNAUTHENTICATED);
    const { database, now } = request.server.ctx;
    const found = await staffForToken(database.db, token, now());
    if (!found) throw new ApiError(401, UNAUTHENTICATED);
    return { kind: 'staff', staffId: found.member.id, name: found.member.name, roles: orderedRoles(found.member.roles), tokenId: found.tokenId, scope: { locationIds: found.member.locationIds, serviceCenterIds: found.member.serviceCenterIds } };
  },
};

/** The authenticators of the app, by the contract's scheme names. */
export const appAuthenticators: Authenticators = { bearerAuth: customerAuthenticator, hubKey: hubAuthenticator, staffAuth: staffAuthenticator };
