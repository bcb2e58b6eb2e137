import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#server/envelope.js';
import type { SecurityAlternative } from '#server/lib/platform/contract-rules.js';
import { authorize, customerOf, hubOf, staffOf, STAFF_ROLES, type Authenticator, type Authenticators, type Principal, type StaffRole } from './principal.js';

/** The one check of security requirements and roles (docs/decisions/032-principals-and-roles-in-the-contract.md). */

const customer: Principal = { kind: 'customer', tokenId: 7, user: { id: 1 } as never };
const hub: Principal = { kind: 'hub', keyId: 3, hubId: 2, hubName: 'UNIPORT Choba Hub' };
const staff = (...roles: StaffRole[]): Principal => ({ kind: 'staff', staffId: 9, name: 'Ada', roles, tokenId: 11, scope: { locationIds: [], serviceCenterIds: [] } });

/** Authenticators that answer from the request's `as` header, counting their calls. */
function fakes() {
  const calls: string[] = [];
  const make = (scheme: string, roles: readonly string[], known: Record<string, Principal>, message: string): Authenticator => ({
    roles,
    async authenticate(request) {
      calls.push(scheme);
      const found = known[String(request.headers['as'] ?? '')];
      if (!found) throw new ApiError(401, message);
      return found;
    },
  });
  return {
    calls,
    authenticators: {
      bearerAuth: make('bearerAuth', [], { customer }, 'customer 401'),
      hubKey: make('hubKey', [], { hub }, 'hub 401'),
      staffAuth: make('staffAuth', STAFF_ROLES, { support: staff('support'), finance: staff('finance'), admin: staff('admin'), both: staff('support', 'finance') }, 'staff 401'),
    },
  };
}
const requestAs = (as?: string) => ({ headers: as ? { as } : {}, principals: [] }) as unknown as FastifyRequest;
const req = (scheme: string, ...roles: string[]) => ({ scheme, roles });

async function outcome(security: SecurityAlternative[], as?: string, authenticators: Authenticators = fakes().authenticators) {
  const request = requestAs(as);
  try {
    await authorize(request, security, authenticators);
    return { code: 200, principals: request.principals };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { code: err.code, message: err.message };
  }
}

describe('authorize', () => {
  it('an empty requirement is public: no authenticator runs, no principal', async () => {
    const { calls, authenticators } = fakes();
    expect(await outcome([], undefined, authenticators)).toEqual({ code: 200, principals: [] });
    expect(calls).toEqual([]);
  });

  it('one scheme: its principal, or its own 401', async () => {
    expect(await outcome([[req('bearerAuth')]], 'customer')).toEqual({ code: 200, principals: [customer] });
    expect(await outcome([[req('bearerAuth')]])).toEqual({ code: 401, message: 'customer 401' });
    expect(await outcome([[req('hubKey')]], 'customer')).toEqual({ code: 401, message: 'hub 401' });
  });

  it('roles: any one listed role suffices; none of them is 403 naming the roles; no role implies another (admin included)', async () => {
    const refund = [[req('staffAuth', 'finance')]];
    expect(await outcome(refund, 'finance')).toMatchObject({ code: 200 });
    expect(await outcome(refund, 'both')).toMatchObject({ code: 200 });
    expect(await outcome(refund, 'support')).toEqual({ code: 403, message: 'You are not allowed to do this. It needs the finance role.' });
    expect(await outcome(refund, 'admin')).toMatchObject({ code: 403 });
    expect(await outcome([[req('staffAuth', 'finance', 'admin')]], 'admin')).toMatchObject({ code: 200 });
    expect(await outcome([[req('staffAuth', 'support', 'finance', 'admin')]], 'customer')).toEqual({ code: 401, message: 'staff 401' });
    expect((await outcome([[req('staffAuth', 'support', 'finance')]], 'admin')).message).toBe('You are not allowed to do this. It needs the support or finance role.');
    // A principal kind without roles never satisfies a role.
    expect(await outcome([[req('bearerAuth', 'finance')]], 'customer')).toMatchObject({ code: 403 });
  });

  it('OR: the first alternative that passes; 403 when one authenticated but lacked a role, else the first 401', async () => {
    const either = [[req('bearerAuth')], [req('staffAuth', 'support')]];
    expect(await outcome(either, 'customer')).toEqual({ code: 200, principals: [customer] });
    expect(await outcome(either, 'support')).toEqual({ code: 200, principals: [staff('support')] });
    expect(await outcome(either, 'finance')).toMatchObject({ code: 403 });
    expect(await outcome(either, 'hub')).toEqual({ code: 401, message: 'customer 401' });
    expect(await outcome(either)).toEqual({ code: 401, message: 'customer 401' });
  });

  it('AND: every scheme of the alternative must pass; the principals of all of them are kept', async () => {
    // One `as` header can only name one principal: give both schemes the same one to satisfy AND.
    const { authenticators } = fakes();
    const both = { ...authenticators, hubKey: { roles: [], authenticate: async () => hub } };
    expect(await outcome([[req('bearerAuth'), req('hubKey')]], 'customer', both)).toEqual({ code: 200, principals: [customer, hub] });
    expect(await outcome([[req('bearerAuth'), req('hubKey')]], 'customer')).toEqual({ code: 401, message: 'hub 401' });
    // A lacking role and a failed scheme in the same alternative: the 401 wins (the caller is not fully known).
    const withStaff = { ...authenticators, bearerAuth: { roles: [], authenticate: async () => staff('support') } };
    expect(await outcome([[req('bearerAuth'), req('staffAuth', 'finance')]], 'nobody', withStaff)).toEqual({ code: 401, message: 'staff 401' });
    expect(await outcome([[req('bearerAuth'), req('staffAuth', 'finance')]], 'support', withStaff)).toMatchObject({ code: 403 });
  });

  it('a scheme without an authenticator fails closed with 401', async () => {
    const { authenticators } = fakes();
    const { staffAuth: _none, ...withoutStaff } = authenticators;
    expect(await outcome([[req('staffAuth', 'finance')]], 'finance', withoutStaff)).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    expect(await outcome([[req('staffAuth', 'support')], [req('bearerAuth')]], 'customer', withoutStaff)).toMatchObject({ code: 200 });
  });

  it('authenticates each scheme once per request, however many alternatives name it', async () => {
    const { calls, authenticators } = fakes();
    await outcome([[req('staffAuth', 'finance')], [req('staffAuth', 'admin')], [req('bearerAuth')]], 'support', authenticators);
    expect(calls).toEqual(['staffAuth', 'bearerAuth']);
  });

  it('an error that is not an authentication answer (the database is down) propagates', async () => {
    const broken = { bearerAuth: { roles: [], authenticate: async () => Promise.reject(new Error('ECONNREFUSED')) } };
    await expect(authorize(requestAs('customer'), [[req('bearerAuth')]], broken)).rejects.toThrow('ECONNREFUSED');
  });
});

describe('accessors', () => {
  const withPrincipals = (...principals: Principal[]) => ({ principals }) as unknown as FastifyRequest;
  it('each kind is found among the request principals, else a 401 in its scheme wording', () => {
    expect(customerOf(withPrincipals(customer))).toBe(customer);
    expect(hubOf(withPrincipals(customer, hub))).toBe(hub);
    expect(staffOf(withPrincipals(staff('admin')))).toEqual(staff('admin'));
    expect(() => customerOf(withPrincipals(staff('admin')))).toThrow('Unauthenticated. Please log in again.');
    expect(() => hubOf(withPrincipals(customer))).toThrow('Invalid or revoked hub key.');
    expect(() => staffOf(withPrincipals(customer, hub))).toThrow(ApiError);
  });
});
