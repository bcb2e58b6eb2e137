import type { FastifyRequest } from 'fastify';
import type { users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import type { SecurityAlternative } from '#server/lib/platform/contract-rules.js';

/**
 * Who is calling (docs/decisions/032-principals-and-roles-in-the-contract.md): one union of every kind of signed-in
 * caller. A customer signs in with a password (bearerAuth), a hub's controller holds a key (hubKey), a staff member
 * a staff token with roles (staffAuth, docs/decisions/041-staff-accounts.md). Kinds never turn into each other: each scheme's
 * authenticator returns its own kind, and each handler asks for the kind it serves (customerOf, hubOf, staffOf).
 */
export const STAFF_ROLES = ['support', 'fulfilment', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface CustomerPrincipal {
  kind: 'customer';
  tokenId: number;
  user: typeof users.$inferSelect;
}
/** A hub's controller, by the key it called with (docs/decisions/020-cards-and-hubs.md). */
export interface HubPrincipal {
  keyId: number;
  hubId: number;
  hubName: string;
}
export const HUB_KEY_INVALID = 'Invalid or revoked hub key.';
export type HubKeyPrincipal = { kind: 'hub' } & HubPrincipal;
/** A staff member's scope: the locations and service centres they are limited to (both empty: everywhere). */
export interface StaffScope {
  locationIds: readonly number[];
  serviceCenterIds: readonly number[];
}
export interface StaffPrincipal {
  kind: 'staff';
  staffId: number;
  /** The member's name, as audit events show the actor (lib/identity/staff.ts staffContext). */
  name: string;
  roles: StaffRole[];
  tokenId: number;
  /** Where the member may act (lib/identity/staff-scope.ts): empty lists mean everywhere. */
  scope: StaffScope;
}
export type Principal = CustomerPrincipal | HubKeyPrincipal | StaffPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    /** The principals the pipeline authenticated for this operation (one per scheme of the satisfied requirement). */
    principals: readonly Principal[];
  }
}

export const UNAUTHENTICATED = 'Unauthenticated. Please log in again.';
export const FORBIDDEN = 'You are not allowed to do this.';
/** The 403 of a principal that authenticated but holds none of the roles the operation lists. */
export const forbidden = (roles: readonly string[]) =>
  new ApiError(403, `${FORBIDDEN} It needs the ${roles.length === 1 ? `${roles[0]} role` : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)} role`}.`);

/**
 * One security scheme of the contract (`components.securitySchemes`), as the pipeline runs it: `authenticate` reads
 * the request's headers (never its body) and returns the principal, or throws the scheme's 401 in the envelope;
 * `roles` are the role names its principals may hold (what a requirement may list for this scheme).
 */
export interface Authenticator {
  authenticate(request: FastifyRequest): Promise<Principal>;
  roles: readonly string[];
}
export type Authenticators = Readonly<Record<string, Authenticator>>;

/** The role names a principal holds (only staff have roles). */
export const rolesOf = (principal: Principal): readonly string[] => (principal.kind === 'staff' ? principal.roles : []);

/**
 * The one place that decides whether a request may run an operation: its security requirement is a list of
 * alternatives (OR), each a set of schemes (AND), each with the roles it requires (any one of them suffices; no role
 * implies another). Every scheme of an alternative must authenticate and, when it lists roles, its principal must hold
 * one of them. The first alternative that passes sets `request.principals`. Otherwise: 403 when some alternative
 * authenticated every scheme but lacked a role (the caller is known, not allowed), else the first 401 met (its
 * scheme's own message). A scheme without an authenticator fails closed with 401. Each scheme is authenticated at most
 * once per request. An empty requirement is public.
 */
export async function authorize(request: FastifyRequest, security: readonly SecurityAlternative[], authenticators: Authenticators): Promise<void> {
  if (security.length === 0) return;
  const seen = new Map<string, Principal | ApiError>();
  const authenticate = async (scheme: string): Promise<Principal | ApiError> => {
    let result = seen.get(scheme);
    if (result) return result;
    const authenticator = authenticators[scheme];
    if (!authenticator) result = new ApiError(401, UNAUTHENTICATED);
    else {
      try {
        result = await authenticator.authenticate(request);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        result = err;
      }
    }
    seen.set(scheme, result);
    return result;
  };
  let unauthenticated: ApiError | undefined;
  let refused: ApiError | undefined;
  for (const alternative of security) {
    const principals: Principal[] = [];
    let failed: ApiError | undefined;
    let lacking: readonly string[] | undefined;
    for (const { scheme, roles } of alternative) {
      const result = await authenticate(scheme);
      if (result instanceof ApiError) {
        failed = result;
        break;
      }
      // Keep authenticating the alternative's other schemes: a 401 among them wins over this 403.
      if (roles.length > 0 && !rolesOf(result).some((role) => roles.includes(role))) lacking ??= roles;
      principals.push(result);
    }
    if (failed) unauthenticated ??= failed;
    else if (lacking) refused ??= forbidden(lacking);
    else {
      request.principals = principals;
      return;
    }
  }
  throw refused ?? unauthenticated ?? new ApiError(401, UNAUTHENTICATED);
}

/** Every principal the pipeline authenticated for this request (empty on a public operation). */
export const principalsOf = (request: FastifyRequest): readonly Principal[] => request.principals;

/** The signed-in customer of a bearerAuth operation (the pipeline has already authenticated it). */
export function customerOf(request: FastifyRequest): CustomerPrincipal {
  const found = request.principals.find((p): p is CustomerPrincipal => p.kind === 'customer');
  if (!found) throw new ApiError(401, UNAUTHENTICATED);
  return found;
}

/** The hub of a hubKey operation (the pipeline has already authenticated its key). */
export function hubOf(request: FastifyRequest): HubKeyPrincipal {
  const found = request.principals.find((p): p is HubKeyPrincipal => p.kind === 'hub');
  if (!found) throw new ApiError(401, HUB_KEY_INVALID, undefined, {}, { reason: 'hub_key_invalid' });
  return found;
}

/** The staff member of a staffAuth operation (the pipeline has already checked the operation's roles). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const found = request.principals.find((p): p is StaffPrincipal => p.kind === 'staff');
  if (!found) throw new ApiError(401, UNAUTHENTICATED);
  return found;
}

/** The principal's counter name: the account or the hub; staff, when they exist, by their id. */
export function principalKey(principals: readonly Principal[]): string | undefined {
  const p = principals[0];
  if (!p) return undefined;
  if (p.kind === 'customer') return `account:${p.user.id}`;
  if (p.kind === 'hub') return `hub:${p.hubId}`;
  return `staff:${p.staffId}`;
}
