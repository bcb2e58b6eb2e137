import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRules } from '#server/lib/platform/contract-rules.js';
import { STAFF_ROLES, type StaffRole } from '#server/lib/identity/principal.js';
import { listOperations, loadSpec, type OpenApiDocument } from '#server/lib/platform/spec.js';
import { API_PREFIX } from '#shared/api.js';
import { staffSession } from '#server/testing/staff.js';
import { databaseKinds, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * The staff permission matrix, generated from the contract (issue 24): every operation whose security names staffAuth
 * is called with no token (401), a customer's token (401 or 403) and a token of each role it does not list (403) —
 * never a 2xx, never a 5xx. Plus the contract rules the matrix relies on (docs/decisions/041-staff-accounts.md).
 */
const kinds = await databaseKinds();
const spec = loadSpec();
const rules = operationRules(spec);
const routes = new Map(listOperations(spec).map((o) => [o.operationId, o]));

/** The operations staffAuth guards, with the roles that may call them (the union over their alternatives). */
const staffOperations = [...rules.values()]
  .filter((r) => r.security.some((alt) => alt.some((s) => s.scheme === 'staffAuth')))
  .map((r) => ({
    operationId: r.operationId,
    roles: new Set(r.security.flatMap((alt) => alt.filter((s) => s.scheme === 'staffAuth').flatMap((s) => s.roles))),
  }));

type Caller = { name: string; token?: string; expect: number[] };

/** Calls every staff operation as each caller that must be refused; answers the problems found. */
async function matrix(app: FastifyInstance, callers: (op: { roles: Set<string> }) => Caller[]): Promise<{ calls: number; problems: string[] }> {
  const problems: string[] = [];
  let calls = 0;
  for (const op of staffOperations) {
    const route = routes.get(op.operationId)!;
    const url = API_PREFIX + route.path.replace(/\{[^}]+\}/g, '999999');
    const body = rules.get(op.operationId)!.mediaTypes.length > 0;
    for (const caller of callers(op)) {
      calls++;
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: '{}' } : {}),
      });
      if (!caller.expect.includes(res.statusCode)) problems.push(`${op.operationId} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.json().code !== res.statusCode) problems.push(`${op.operationId} as ${caller.name}: the envelope's code is not the status`);
    }
  }
  return { calls, problems };
}

describe('the staff operations in the contract', () => {
  it('exist, and each lists admin among its roles (admin can do everything; no role implies another in code)', () => {
    expect(staffOperations.map((o) => o.operationId)).toEqual(expect.arrayContaining(['getStaffMe', 'staffLogout', 'listStaffMembers', 'inviteStaffMember', 'updateStaffMember', 'deactivateStaffMember']));
    const withoutAdmin = [...rules.values()].flatMap((r) =>
      r.security.flatMap((alt) => alt.filter((s) => s.scheme === 'staffAuth' && !s.roles.includes('admin')).map(() => r.operationId)),
    );
    expect(withoutAdmin, 'add admin to these staffAuth requirements').toEqual([]);
  });

  it('every /staff/ operation is a staff operation or public (sign-in, set-up), never a customer or hub one', () => {
    const wrong = listOperations(spec)
      .filter((o) => o.path.startsWith('/staff/'))
      .filter((o) => rules.get(o.operationId)!.security.some((alt) => alt.some((s) => s.scheme !== 'staffAuth')))
      .map((o) => o.operationId);
    expect(wrong).toEqual([]);
  });

  it('each staff operation documents its 401, and its 403 when some role may not call it', () => {
    const missing: string[] = [];
    for (const op of staffOperations) {
      const route = routes.get(op.operationId)!;
      const responses = (spec.paths[route.path]![route.method.toLowerCase()] as { responses: Record<string, unknown> }).responses;
      if (!responses['401']) missing.push(`${op.operationId} 401`);
      if (op.roles.size < STAFF_ROLES.length && !responses['403']) missing.push(`${op.operationId} 403`);
    }
    expect(missing).toEqual([]);
  });
});

describe.each(kinds)('the staff permission matrix on %s', (kind) => {
  let app: FastifyInstance;
  let loosened: FastifyInstance;
  const clock = testClock();
  const tokens = {} as Record<StaffRole, string>;
  let customer: string;
  const refusals = (op: { roles: Set<string> }): Caller[] => [
    { name: 'nobody', expect: [401] },
    { name: 'a customer', token: customer, expect: [401, 403] },
    ...STAFF_ROLES.filter((role) => !op.roles.has(role)).map((role) => ({ name: role, token: tokens[role], expect: [403] })),
  ];
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now });
    for (const role of STAFF_ROLES) tokens[role] = (await staffSession(app, clock, [role])).token;
    customer = (await signedIn(app)).token;
  });
  afterAll(async () => {
    await app?.close();
    await loosened?.close();
  });

  it('no token 401, a customer 401/403, each role not listed 403: never a 2xx or a 5xx', async () => {
    const { calls, problems } = await matrix(app, refusals);
    expect(problems).toEqual([]);
    // Every staff operation got at least the two refusals that need no role.
    expect(calls).toBeGreaterThanOrEqual(staffOperations.length * 2);
  });

  it('negative control: a server whose contract copy lets support list the team is caught', async () => {
    const copy = structuredClone(spec) as OpenApiDocument;
    (copy.paths['/staff/members']!.get as { security: unknown }).security = [{ staffAuth: ['support', 'admin'] }];
    loosened = await testApp(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now, contract: copy });
    const support = await staffSession(loosened, clock, ['support']);
    const customerThere = (await signedIn(loosened)).token;
    const { problems } = await matrix(loosened, (op) => [
      { name: 'a customer', token: customerThere, expect: [401, 403] },
      ...(op.roles.has('support') ? [] : [{ name: 'support', token: support.token, expect: [403] }]),
    ]);
    expect(problems).toEqual([expect.stringMatching(/^listStaffMembers as support: 200 /)]);
  });
});
