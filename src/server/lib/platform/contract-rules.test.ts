import { describe, expect, it } from 'vitest';
import { operationRules, securityProblems } from './contract-rules.js';
import { loadSpec, type OpenApiDocument } from './spec.js';

/** Security requirements read from the contract as data (docs/decisions/032-principals-and-roles-in-the-contract.md). */

const schemes = { bearerAuth: { type: 'http', scheme: 'bearer' }, hubKey: { type: 'http', scheme: 'bearer' }, staffAuth: { type: 'http', scheme: 'bearer' } };
const doc = (operations: Record<string, unknown>, extra: Record<string, unknown> = {}): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { version: '1.0.0' },
  components: { securitySchemes: schemes },
  paths: Object.fromEntries(Object.entries(operations).map(([operationId, op]) => [`/${operationId}`, { get: { operationId, ...(op as object) } }])),
  ...extra,
});
const securityOf = (spec: OpenApiDocument, operationId: string) => operationRules(spec).get(operationId)!.security;

describe('operationRules: security requirements', () => {
  it('an operation without security inherits the document-level requirement; its own overrides it; [] is public', () => {
    const spec = doc(
      { inherits: {}, own: { security: [{ hubKey: [] }] }, open: { security: [] } },
      { security: [{ bearerAuth: [] }] },
    );
    expect(securityOf(spec, 'inherits')).toEqual([[{ scheme: 'bearerAuth', roles: [] }]]);
    expect(securityOf(spec, 'own')).toEqual([[{ scheme: 'hubKey', roles: [] }]]);
    expect(securityOf(spec, 'open')).toEqual([]);
  });

  it('no security anywhere is public', () => {
    expect(securityOf(doc({ plain: {} }), 'plain')).toEqual([]);
  });

  it('alternatives (OR) of scheme sets (AND), with the roles of each scheme (duplicates once)', () => {
    const spec = doc({
      either: { security: [{ bearerAuth: [], hubKey: [] }, { staffAuth: ['finance', 'admin', 'finance'] }] },
    });
    expect(securityOf(spec, 'either')).toEqual([
      [
        { scheme: 'bearerAuth', roles: [] },
        { scheme: 'hubKey', roles: [] },
      ],
      [{ scheme: 'staffAuth', roles: ['finance', 'admin'] }],
    ]);
  });

  it('refuses, naming the operation: an undeclared scheme, roles that are not names, an empty alternative', () => {
    expect(() => operationRules(doc({ ghost: { security: [{ cookieAuth: [] }] } }))).toThrow(/ghost: security scheme cookieAuth is not declared/);
    expect(() => operationRules(doc({ odd: { security: [{ staffAuth: 'finance' }] } }))).toThrow(/odd: the roles of staffAuth must be a list of names/);
    expect(() => operationRules(doc({ blank: { security: [{ staffAuth: [''] }] } }))).toThrow(/blank: the roles of staffAuth/);
    expect(() => operationRules(doc({ optional: { security: [{}, { bearerAuth: [] }] } }))).toThrow(/optional: an empty security requirement/);
    expect(() => operationRules(doc({ notAList: { security: { bearerAuth: [] } } }))).toThrow(/notAList: security must be a list/);
    expect(() => operationRules(doc({ fine: {} }, { security: [{ nope: [] }] }))).toThrow(/the document: security scheme nope/);
  });

  it('the real contract: bearer operations and hub operations read exactly as the former booleans did; staff ones with their roles', () => {
    const spec = loadSpec();
    const rules = operationRules(spec);
    const globalSecurity = (spec.security as Record<string, unknown>[] | undefined) ?? [];
    let bearer = 0;
    let hub = 0;
    let staff = 0;
    for (const item of Object.values(spec.paths)) {
      for (const op of Object.values(item) as { operationId?: string; security?: Record<string, unknown>[] }[]) {
        if (!op?.operationId) continue;
        // The rule before principals (one boolean per scheme).
        const security = op.security ?? globalSecurity;
        const wasBearer = security.length > 0 && security.every((req) => 'bearerAuth' in req);
        const wasHub = security.length > 0 && security.every((req) => 'hubKey' in req);
        const isStaff = security.length > 0 && security.every((req) => 'staffAuth' in req);
        const now = rules.get(op.operationId)!.security;
        if (wasBearer) bearer++;
        if (wasHub) hub++;
        if (wasBearer) expect(now, op.operationId).toEqual([[{ scheme: 'bearerAuth', roles: [] }]]);
        else if (wasHub) expect(now, op.operationId).toEqual([[{ scheme: 'hubKey', roles: [] }]]);
        else if (isStaff) {
          staff++;
          expect(now, op.operationId).toEqual(security.map((req) => [{ scheme: 'staffAuth', roles: req.staffAuth }]));
        }
        else expect(now, op.operationId).toEqual([]);
      }
    }
    expect(bearer).toBeGreaterThan(30);
    expect(hub).toBe(3); // chargeCard, reportMachines, reportFailedCycle (ADR 050)
    expect(staff).toBeGreaterThanOrEqual(6);
  });
});

describe('securityProblems: what the app refuses to start with', () => {
  const authenticators = { bearerAuth: { roles: [] }, staffAuth: { roles: ['support', 'finance', 'admin'] } };
  it('a scheme without an authenticator, a role its principals never hold', () => {
    const spec = doc({
      refund: { security: [{ staffAuth: ['finance', 'auditor'] }] },
      charge: { security: [{ hubKey: [] }] },
      me: { security: [{ bearerAuth: ['vip'] }] },
      fine: { security: [{ bearerAuth: [] }, { staffAuth: ['support'] }] },
    });
    expect(securityProblems(operationRules(spec).values(), authenticators)).toEqual([
      'refund: staffAuth has no role auditor',
      'charge: no authenticator for security scheme hubKey',
      'me: bearerAuth has no role vip',
    ]);
  });
});
