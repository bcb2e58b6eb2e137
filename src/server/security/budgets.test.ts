import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, tickets } from '#server/db/schema.js';
import { addressKey, BUDGET_CLASSES, DEFAULT_BUDGETS, OPERATION_BUDGETS, operationsOf, SOFT_BUDGETS } from '#server/lib/platform/budgets.js';
import { listOperations, loadSpec } from '#server/lib/platform/spec.js';
import { loadConfig } from '#server/config.js';
import { issueToken } from '#server/lib/identity/tokens.js';
import { account } from '#server/testing/security.js';
import { staffSession } from '#server/testing/staff.js';
import { hubKeys, staffInvites } from '#server/db/schema.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { freePort, injectOp, mailsTo, multipart, newPerson, PNG_1PX, reachableRedis, testApp, testClock } from '#server/testing/test-support.js';

/**
 * Issue 23 item 2: every operation that costs CPU, storage, mail or a gateway call has a budget per account and per
 * client address (docs/decisions/038-cost-budgets.md), checked after authentication and before the body is read; over
 * it: 429 in the envelope with Retry-After, and nothing was done. The budgets hold no database state: PGlite suffices.
 */
const HOUR = 3600;
const expect429 = (res: LightMyRequestResponse, maxSeconds = HOUR) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ code: 429, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes)\.$/) });
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(maxSeconds);
  return retry;
};
const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

const today = new Date().toISOString().slice(0, 10);
const statement = (app: FastifyInstance, token: string, remoteAddress = '203.0.113.10') =>
  injectOp(app, 'downloadStatement', { token, query: { from: today, to: today, format: 'pdf' }, remoteAddress });
const avatar = (app: FastifyInstance, token: string, payload?: Buffer) => {
  const body = multipart([{ name: 'avatar', file: PNG_1PX, filename: 'me.png', type: 'image/png' }]);
  return app.inject({ method: 'POST', url: '/api/v1/profile/avatar', remoteAddress: '203.0.113.11', payload: payload ?? body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
};
const ticketForm = (message = 'The dryer at Choba took my money twice.') =>
  multipart([
    { name: 'subject', value: 'Charged twice' },
    { name: 'priority', value: 'High' },
    { name: 'message', value: message },
  ]);
const createTicket = (app: FastifyInstance, token: string) => {
  const body = ticketForm();
  return app.inject({ method: 'POST', url: '/api/v1/tickets', remoteAddress: '203.0.113.12', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
};

describe('cost budgets (in memory, one instance)', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await testApp(
      'pglite',
      {
        BUDGET_STATEMENT: '3/5',
        BUDGET_AVATAR: '2/100',
        BUDGET_TICKET: '2/100',
        BUDGET_REPLY: '2/100',
        BUDGET_GATEWAY: '2/100',
        BUDGET_LINK: '3/100',
        BUDGET_SIGNUP: '3',
        BUDGET_CODE: '3',
        BUDGET_FORM: '2',
        BUDGET_VERIFY: '2/100',
        BUDGET_INVITE: '2/100',
        BUDGET_HUBKEY: '2/100',
        FORMS_RATE_LIMIT: '1000',
        DEPOSIT_RECHECK_SECONDS: '0',
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('statements: the account meets 429 with Retry-After after its budget; another account is not affected; the window frees it', async () => {
    const a = await account(app);
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await statement(app, a.token));
    expect(statuses(first)).toEqual([200, 200, 200]);
    const retry = expect429(await statement(app, a.token));
    expect(retry).toBeGreaterThan(HOUR - 60);
    // The same account from another address: the budget is the account's.
    expect429(await statement(app, a.token, '198.51.100.77'));
    // Another account from the same address still has its own budget (the address budget is 5).
    const b = await account(app);
    expect((await statement(app, b.token)).statusCode).toBe(200);
    // An hour after the first uses, the slots are free again (a new session: the first one has expired by then).
    clock.advance(HOUR * 1000);
    const { token } = await issueToken(app.ctx.database.db, a.user.id, HOUR, clock.now());
    expect((await statement(app, token)).statusCode).toBe(200);
  });

  it('statements: the address budget bounds many accounts driven from one address', async () => {
    const from = '203.0.113.200';
    const accounts = [await account(app), await account(app), await account(app)];
    const answers = [];
    for (const { token } of [...accounts, ...accounts]) answers.push(await statement(app, token, from));
    expect(statuses(answers).slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect429(answers[5]!);
  });

  it('avatars: refused before the body is read (a broken multipart body still gets 429, not 400)', async () => {
    const { token } = await account(app);
    expect(statuses([await avatar(app, token), await avatar(app, token)])).toEqual([200, 200]);
    expect429(await avatar(app, token));
    expect429(await avatar(app, token, Buffer.from('this is not a multipart body')));
  });

  it('tickets: no ticket stored and no mail to support past the budget', async () => {
    const { token, user } = await account(app);
    expect(statuses([await createTicket(app, token), await createTicket(app, token)])).toEqual([201, 201]);
    const supportMails = (await mailsTo(app, app.ctx.config.contactEmail)).length;
    expect429(await createTicket(app, token));
    const [stored] = await app.ctx.database.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, user.id));
    expect(stored!.n).toBe(2);
    expect((await mailsTo(app, app.ctx.config.contactEmail)).length).toBe(supportMails);
  });

  it('replies have their own budget', async () => {
    const { token } = await account(app);
    const opened = (await createTicket(app, token)).json().data.ticket as string;
    const reply = () => {
      const body = multipart([{ name: 'message', value: 'Any news?' }, { name: 'ticket', value: opened }]);
      return app.inject({ method: 'POST', url: `/api/v1/tickets/${opened}/reply`, remoteAddress: '203.0.113.13', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    };
    expect(statuses([await reply(), await reply()])).toEqual([200, 200]);
    expect429(await reply());
  });

  it('gateway sessions: top-up initiations and card requests share one budget; no deposit row past it', async () => {
    const { token, user } = await account(app);
    // No gateway listens here (the sandbox is not started): each initiation is recorded, then its checkout fails (502).
    const topUp = () => injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount: 5000 }, remoteAddress: '203.0.113.14' });
    const rows = async () => (await app.ctx.database.db.select({ n: count() }).from(deposits).where(eq(deposits.userId, user.id)))[0]!.n;
    const first = [await topUp(), await topUp()];
    expect(statuses(first).every((s) => s !== 429)).toBe(true);
    const before = await rows();
    expect429(await topUp());
    expect429(await injectOp(app, 'requestCard', { token, body: { location_id: 1, service_center_id: 1, gateway: 'paystack' }, remoteAddress: '203.0.113.14' }));
    expect(await rows()).toBe(before);
  });

  it('Link Card guesses: wrong numbers count, then 429 whatever the number', async () => {
    const { token } = await account(app);
    const guess = (n: number) => injectOp(app, 'linkCard', { token, body: { card_number: `ELC${String(n).padStart(10, '0')}` }, remoteAddress: '203.0.113.15' });
    const answers = [await guess(1), await guess(2), await guess(3)];
    expect(answers.every((a) => a.statusCode !== 429 && a.statusCode < 500)).toBe(true);
    expect429(await guess(4));
  });

  it('sign-ups per address: rotating X-Forwarded-For (TRUST_PROXY unset) does not give a new budget', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await injectOp(app, 'registerUser', { body: newPerson(), remoteAddress: '203.0.113.16', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }));
    }
    expect(statuses(answers)).toEqual([201, 201, 201, 429]);
    expect429(answers[3]!);
    // Another address signs up.
    expect((await injectOp(app, 'registerUser', { body: newPerson(), remoteAddress: '203.0.113.17' })).statusCode).toBe(201);
  });

  it('codes and public forms: per address', async () => {
    const code = (i: number) =>
      i % 2
        ? injectOp(app, 'sendOtp', { body: { email: `someone.${i}@example.com` }, remoteAddress: '203.0.113.18' })
        : injectOp(app, 'forgotPassword', { body: { type: 'email', value: `someone.${i}@example.com` }, remoteAddress: '203.0.113.18' });
    const codes = [await code(1), await code(2), await code(3), await code(4)];
    expect(statuses(codes).slice(0, 3).every((s) => s === 200)).toBe(true);
    expect429(codes[3]!);
    const subscribe = () => injectOp(app, 'subscribe', { body: { email: `reader.${randomBytes(3).toString('hex')}@example.com` }, remoteAddress: '203.0.113.19' });
    const forms = [await subscribe(), await subscribe(), await subscribe()];
    expect(statuses(forms).slice(0, 2).every((s) => s === 201)).toBe(true);
    expect429(forms[2]!);
  });

  it('re-verifying a pending payment spends the soft verify budget: past it the stored status is answered, the gateway not asked', async () => {
    const { token, user } = await account(app);
    const [pending] = await app.ctx.database.db
      .insert(deposits)
      .values({ userId: user.id, trx: `TRX${randomBytes(5).toString('hex')}`, reference: `DEP-${randomBytes(6).toString('hex')}`, methodCode: 'paystack', amount: 500_000, charge: 7_500 })
      .returning();
    const checkedAt = async () => (await app.ctx.database.db.select({ at: deposits.checkedAt }).from(deposits).where(eq(deposits.id, pending!.id)))[0]!.at?.getTime();
    const read = () => injectOp(app, 'getDeposit', { token, params: { id: pending!.id }, remoteAddress: '203.0.113.21' });
    // No gateway listens here: each verification finds it unreachable and records when it asked (checked_at).
    const asked: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      const res = await read();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe('Pending');
      asked.push(await checkedAt());
    }
    expect(asked[0]).toBeDefined();
    expect(asked[1]).toBeGreaterThan(asked[0]!);
    expect(asked.slice(2)).toEqual([asked[1], asked[1]]);
  });

  it('staff invitations: an admin meets 429 after the budget, and no invitation or mail is made past it', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const invite = (n: number) =>
      injectOp(app, 'inviteStaffMember', { token: admin.token, body: { email: `budget.invitee.${process.pid}.${n}@e-laundry.ng`, roles: ['support'] } });
    expect(statuses([await invite(1), await invite(2)])).toEqual([201, 201]);
    const [before] = await app.ctx.database.db.select({ n: count() }).from(staffInvites);
    expect429(await invite(3));
    const [after] = await app.ctx.database.db.select({ n: count() }).from(staffInvites);
    expect(after!.n).toBe(before!.n);
  });

  it('hub keys: issue and rotate share the hubkey budget; past it 429 and no key is made (ADR 047)', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const hub = (await findHub(app.ctx.database.db, 'UNIPORT Choba Hub'))!;
    const keysOf = async () => (await app.ctx.database.db.select({ n: count() }).from(hubKeys).where(eq(hubKeys.serviceCenterId, hub.id)))[0]!.n;
    const issue = () => injectOp(app, 'issueStaffHubKey', { token: admin.token, params: { hub: hub.id }, body: {} });
    const rotate = () => injectOp(app, 'rotateStaffHubKey', { token: admin.token, params: { hub: hub.id }, body: {} });
    expect(statuses([await issue(), await rotate()])).toEqual([201, 201]);
    const before = await keysOf();
    expect429(await issue());
    expect429(await rotate());
    expect(await keysOf()).toBe(before);
  });

  it('staff re-verification of a deposit spends the gateway budget: a finance member meets 429 after it (ADR 048)', async () => {
    const finance = await staffSession(app, clock, ['finance']);
    const reverify = () => injectOp(app, 'reverifyStaffDeposit', { token: finance.token, params: { id: 2_000_000_000 } });
    expect(statuses([await reverify(), await reverify()])).toEqual([404, 404]);
    expect429(await reverify());
  });

  it('an unauthenticated request spends nothing (401 before the budget)', async () => {
    const { token } = await account(app);
    for (let i = 0; i < 5; i++) expect((await injectOp(app, 'linkCard', { token: 'x'.repeat(40), body: { card_number: 'ELC0000000001' }, remoteAddress: '203.0.113.20' })).statusCode).toBe(401);
    expect((await injectOp(app, 'linkCard', { token, body: { card_number: 'ELC0000000001' }, remoteAddress: '203.0.113.20' })).statusCode).not.toBe(429);
  });
});

describe('the budget table', () => {
  const spec = loadSpec();
  const ops = listOperations(spec);

  it('classifies every operation of the contract, and each budgeted one documents its 429 with Retry-After', () => {
    expect(Object.keys(OPERATION_BUDGETS).sort()).toEqual(ops.map((o) => o.operationId).sort());
    for (const budget of BUDGET_CLASSES.filter((c) => !SOFT_BUDGETS.includes(c))) {
      expect(operationsOf(budget).length, budget).toBeGreaterThan(0);
      for (const operationId of operationsOf(budget)) {
        const op = ops.find((o) => o.operationId === operationId)!;
        let documented = (spec.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[op.path]![op.method.toLowerCase()]!.responses['429'] as { $ref?: string } | undefined;
        if (documented?.$ref) documented = (spec.components as { responses: Record<string, { $ref?: string }> }).responses[documented.$ref.split('/').at(-1)!];
        expect(documented, `${operationId} documents 429`).toBeDefined();
        expect(JSON.stringify(documented), `${operationId}'s 429 has Retry-After`).toMatch(/Retry-After/);
      }
    }
  });

  it('every upload, every public operation that takes a body (bar the signed webhooks), every render of a file has a budget', () => {
    const paths = spec.paths as Record<string, Record<string, { security?: unknown[]; requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    const webhooks = ['paystackWebhook', 'flutterwaveWebhook'];
    // Public operations with a body that are bounded otherwise: sign-in and codes (per-IP limits and per-account failure
    // limits, ADR 011); the staff set-up link and staff sign-in likewise (a 256-bit link with 5 code tries, ADR 041).
    const guarded = ['login', 'loginTwoFactor', 'verifyOtp', 'verifyResetToken', 'resetPassword', 'openStaffInvite', 'acceptStaffInvite', 'staffLogin', 'staffLoginTwoFactor'];
    for (const op of ops) {
      const raw = paths[op.path]![op.method.toLowerCase()]!;
      const media = Object.keys(raw.requestBody?.content ?? {});
      const isPublic = ((raw.security ?? spec.security ?? []) as unknown[]).length === 0;
      const rendersFile = Object.keys(raw.responses['200']?.content ?? {}).some((t) => t === 'text/csv');
      const needs = media.includes('multipart/form-data') || (isPublic && media.length > 0 && !webhooks.includes(op.operationId) && !guarded.includes(op.operationId)) || rendersFile;
      if (needs) expect(OPERATION_BUDGETS[op.operationId as keyof typeof OPERATION_BUDGETS], op.operationId).not.toBeNull();
    }
  });

  it('defaults: the address limit of a signed-in class is several accounts\' worth (a campus or carrier NAT)', () => {
    for (const budget of BUDGET_CLASSES) {
      const { principal, address } = DEFAULT_BUDGETS[budget];
      if (principal !== undefined) expect(address, budget).toBeGreaterThanOrEqual(10 * principal);
    }
  });

  it('BUDGET_* is read as <per account>/<per address> (signed-in classes) or <per address> (public ones), else the server does not start', () => {
    const base = { PUBLIC_URL: 'http://localhost:8080' };
    expect(loadConfig({ ...base, BUDGET_AVATAR: '3/40', BUDGET_SIGNUP: '7' }).budgets).toMatchObject({ avatar: { principal: 3, address: 40 }, signup: { address: 7 } });
    expect(loadConfig(base).budgets).toEqual(DEFAULT_BUDGETS);
    expect(() => loadConfig({ ...base, BUDGET_AVATAR: '10' })).toThrow(/BUDGET_AVATAR must be two positive whole numbers/);
    expect(() => loadConfig({ ...base, BUDGET_SIGNUP: '3/4' })).toThrow(/BUDGET_SIGNUP must be a positive whole number/);
    expect(() => loadConfig({ ...base, BUDGET_LINK: '0/10' })).toThrow(/BUDGET_LINK/);
  });

  it('an IPv6 client counts by its /64; IPv4 and IPv4-mapped by the address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe(addressKey('203.0.113.9'));
    expect(addressKey('203.0.113.9')).not.toBe(addressKey('203.0.113.10'));
  });
});

const redisUrl = await reachableRedis();

describe.runIf(redisUrl)('cost budgets shared through Redis (REDIS_URL)', () => {
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`, BUDGET_STATEMENT: '4/100' };
    apps = [await testApp('pglite', env), await testApp('pglite', env)];
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('one account spread over two instances meets the 429 at the same count as on one', async () => {
    // The two instances have separate databases here: the same account id on both (the first account of each).
    const [a, b] = [await account(apps[0]!), await account(apps[1]!)];
    expect(a.user.id).toBe(b.user.id);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await statement(apps[i % 2]!, [a, b][i % 2]!.token));
    expect(statuses(answers).slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect429(answers[4]!);
    expect429(await statement(apps[1]!, b.token));
  });

  it('concurrent requests never overspend: 12 at once on two instances, exactly 4 pass', async () => {
    const [a, b] = [await account(apps[0]!), await account(apps[1]!)];
    expect(a.user.id).toBe(b.user.id);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => statement(apps[i % 2]!, [a, b][i % 2]!.token, '203.0.113.99')));
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(4);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(8);
  });
});

describe('a Redis that does not answer', () => {
  it('does not open the budgets: the instance counts in its memory meanwhile (and answers, no 5xx)', async () => {
    const port = await freePort();
    const app = await testApp('pglite', { REDIS_URL: `redis://127.0.0.1:${port}`, BUDGET_STATEMENT: '2/100' });
    try {
      const { token } = await account(app);
      const answers = [await statement(app, token), await statement(app, token), await statement(app, token)];
      expect(statuses(answers).slice(0, 2)).toEqual([200, 200]);
      expect429(answers[2]!);
    } finally {
      await app.close();
    }
  });
});
