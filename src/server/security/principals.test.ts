import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { Database, Db } from '#server/db/client.js';
import { ApiError } from '#server/envelope.js';
import type { BoundHandler } from '#server/handlers/define.js';
import { operationRules } from '#server/lib/platform/contract-rules.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { principalsOf, staffOf, STAFF_ROLES, UNAUTHENTICATED, type Authenticator, type StaffRole } from '#server/lib/identity/principal.js';
import type { OpenApiDocument } from '#server/lib/platform/spec.js';
import { appAuthenticators } from '#server/plugins/auth.js';
import { errorsPlugin } from '#server/plugins/errors.js';
import { requestGuardPlugin } from '#server/plugins/request-guard.js';
import { databaseKinds, injectOp } from '#server/testing/test-support.js';
import { account, securityApp } from '#server/testing/security.js';

/**
 * Principals and roles declared in the contract (docs/decisions/032-principals-and-roles-in-the-contract.md), through
 * the whole app on a small synthetic contract with a test-only staffAuth authenticator (the real staff operations are
 * tested in the handlers/staff-* folders), and today's bearer and hub operations on the real contract, answered as before.
 */
const kinds = await databaseKinds();

const envelope = { type: 'object', required: ['code', 'message', 'data'], properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'object', additionalProperties: true } } };
const answers = { '200': { description: 'ok', content: { 'application/json': { schema: envelope } } } };
const contract = (): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 'principals test', version: '1.0.0' } as OpenApiDocument['info'],
  security: [{ bearerAuth: [] }],
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer' },
      hubKey: { type: 'http', scheme: 'bearer' },
      staffAuth: { type: 'http', scheme: 'bearer' },
    },
  },
  paths: {
    '/staff/refunds': {
      post: {
        operationId: 'approveRefund',
        security: [{ staffAuth: ['finance', 'admin'] }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } } } } },
        responses: answers,
      },
    },
    '/whoami': { get: { operationId: 'whoAmI', security: [{ bearerAuth: [] }, { staffAuth: ['support'] }], responses: answers } },
    '/me': { get: { operationId: 'mine', responses: answers } },
    '/hub/ping': { get: { operationId: 'hubPing', security: [{ hubKey: [] }], responses: answers } },
    '/open': { get: { operationId: 'open', security: [], responses: answers } },
  },
});

/** A test-only staffAuth: `Bearer staff_<roles joined by ->` is a staff member with those roles. */
const testStaffAuthenticator: Authenticator = {
  roles: STAFF_ROLES,
  async authenticate(request: FastifyRequest) {
    const match = /^Bearer staff_([a-z-]+)$/.exec(request.headers.authorization ?? '');
    const roles = (match?.[1]?.split('-') ?? []) as StaffRole[];
    if (!match || !roles.every((r) => STAFF_ROLES.includes(r))) throw new ApiError(401, UNAUTHENTICATED);
    return { kind: 'staff', staffId: 1, name: 'Test Staff', roles, tokenId: 1, scope: { locationIds: [], serviceCenterIds: [] } };
  },
};

const echo = (operationId: string): BoundHandler => ({
  operationId,
  handler: async (request) => ({ code: 200, message: 'ok', data: { kinds: principalsOf(request).map((p) => p.kind) } }),
});
const handlers: BoundHandler[] = [
  {
    operationId: 'approveRefund',
    handler: async (request) => ({ code: 200, message: 'Refund approved.', data: { roles: staffOf(request).roles, amount: (request.body as { amount: number }).amount } }),
  },
  echo('whoAmI'),
  echo('mine'),
  echo('hubPing'),
  echo('open'),
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(kinds)('principals and roles from a synthetic contract on %s', (kind) => {
  let app: FastifyInstance;
  let customerToken: string;
  let hubKey: string;
  beforeAll(async () => {
    app = await securityApp(kind, { AUTH_RATE_LIMIT: '100000' }, {}, { contract: contract(), handlers, authenticators: { ...appAuthenticators, staffAuth: testStaffAuthenticator } });
    customerToken = (await account(app)).token;
    const hub = await findHub(app.ctx.database.db, 'UNIPORT Choba Hub');
    hubKey = (await issueHubKey(app.ctx.database.db, hub!.id, systemContext('test'))).key;
  });
  afterAll(async () => {
    await app?.close();
  });

  const refund = (headers: Record<string, string> = {}, payload: string = '{"amount":500}') =>
    app.inject({ method: 'POST', url: '/api/v1/staff/refunds', headers: { 'content-type': 'application/json', ...headers }, payload });

  it('a role-restricted operation: 401 without credentials, 403 for a role not listed, 200 for a listed one', async () => {
    const none = await refund();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: UNAUTHENTICATED });

    const support = await refund(bearer('staff_support'));
    expect(support.statusCode).toBe(403);
    expect(support.json()).toEqual({ code: 403, message: 'You are not allowed to do this. It needs the finance or admin role.' });
    expect((await refund(bearer('staff_fulfilment'))).statusCode).toBe(403);

    const finance = await refund(bearer('staff_finance'));
    expect(finance.statusCode).toBe(200);
    expect(finance.json()).toEqual({ code: 200, message: 'Refund approved.', data: { roles: ['finance'], amount: 500 } });
    expect((await refund(bearer('staff_admin'))).statusCode).toBe(200);
    expect((await refund(bearer('staff_support-finance'))).statusCode).toBe(200);
  });

  it('a customer session or a hub key is not a staff token (401), whatever the roles', async () => {
    expect((await refund(bearer(customerToken))).json()).toEqual({ code: 401, message: UNAUTHENTICATED });
    expect((await refund(bearer(hubKey))).statusCode).toBe(401);
  });

  it('roles and credentials are checked before the body is read: a broken body gets 401 / 403, not 400', async () => {
    expect((await refund({}, '{"amount":')).statusCode).toBe(401);
    expect((await refund(bearer('staff_support'), '{"amount":')).statusCode).toBe(403);
    expect((await refund(bearer('staff_finance'), '{"amount":')).statusCode).toBe(400);
    expect((await refund(bearer('staff_support'), '')).statusCode).toBe(403);
  });

  it('alternatives: a customer or a support agent; an agent without the role is refused (403), a stranger 401', async () => {
    const as = async (token?: string) => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/whoami', headers: token ? bearer(token) : {} });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await as(customerToken)).toEqual({ status: 200, body: { code: 200, message: 'ok', data: { kinds: ['customer'] } } });
    expect(await as('staff_support')).toEqual({ status: 200, body: { code: 200, message: 'ok', data: { kinds: ['staff'] } } });
    expect((await as('staff_finance')).status).toBe(403);
    expect(await as()).toEqual({ status: 401, body: { code: 401, message: UNAUTHENTICATED } });
    expect((await as(hubKey)).status).toBe(401);
  });

  it('the document-level requirement, a hub scheme and a public operation', async () => {
    const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect((await get('/api/v1/me', customerToken)).json().data).toEqual({ kinds: ['customer'] });
    expect((await get('/api/v1/me', 'staff_admin')).statusCode).toBe(401);
    expect((await get('/api/v1/hub/ping', hubKey)).json().data).toEqual({ kinds: ['hub'] });
    expect((await get('/api/v1/hub/ping', customerToken)).json()).toEqual({ code: 401, message: 'Invalid or revoked hub key.', reason: 'hub_key_invalid' });
    expect((await get('/api/v1/open')).json().data).toEqual({ kinds: [] });
    expect((await get('/api/v1/open', 'staff_admin')).json().data).toEqual({ kinds: [] });
  });
});

describe('a scheme without an authenticator', () => {
  const { staffAuth: _staff, ...withoutStaff } = appAuthenticators;
  it('stops the app at startup, naming the operation', async () => {
    // The app stops while its plugins register, before any query: no database is opened for this.
    const noDatabase: Database = { db: {} as Db, kind: 'pglite', ping: async () => {}, close: async () => {} };
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080' }, { webDir: '/nonexistent' });
    // The app's own authenticators without staffAuth.
    await expect(buildApp(config, noDatabase, { contract: contract(), handlers, authenticators: withoutStaff })).rejects.toThrow(
      /security cannot be enforced:\n {2}approveRefund: no authenticator for security scheme staffAuth\n {2}whoAmI: no authenticator for security scheme staffAuth$/,
    );
  });

  it('fails closed (401) in the pipeline itself', async () => {
    const pipeline = Fastify();
    await pipeline.register(errorsPlugin);
    await pipeline.register(requestGuardPlugin, { rules: operationRules(contract()), authenticators: withoutStaff });
    let ran = false;
    pipeline.post('/refund', { schema: { operationId: 'approveRefund' } as object }, async () => {
      ran = true;
      return { code: 200 };
    });
    try {
      const res = await pipeline.inject({ method: 'POST', url: '/refund', headers: bearer('staff_finance'), payload: { amount: 1 } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: UNAUTHENTICATED });
      expect(ran).toBe(false);
    } finally {
      await pipeline.close();
    }
  });
});

describe.each(kinds)("today's customer and hub operations on %s", (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await securityApp(kind, { AUTH_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('bearerAuth: the same 401 for no, malformed, unknown tokens and a hub key; 200 with a session', async () => {
    const { token, user } = await account(app);
    const hub = await findHub(app.ctx.database.db, 'UNIPORT Choba Hub');
    const key = (await issueHubKey(app.ctx.database.db, hub!.id, systemContext('test'))).key;
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43)), bearer(key)]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/dashboard/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    }
    const me = await injectOp(app, 'getMe', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe(user.username);
  });

  it('hubKey: the hub 401 (with its reason) for no key or a session; 200 with a key', async () => {
    const { token } = await account(app);
    const hub = await findHub(app.ctx.database.db, 'UNIPORT Choba Hub');
    const key = (await issueHubKey(app.ctx.database.db, hub!.id, systemContext('test'))).key;
    const body = { machines: [{ code: 'W1', state: 'free' as const }] };
    for (const call of [{ body }, { body, token }]) {
      const res = await injectOp(app, 'reportMachines', call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Invalid or revoked hub key.', reason: 'hub_key_invalid' });
    }
    expect((await injectOp(app, 'reportMachines', { body, token: key })).statusCode).toBe(200);
  });
});
