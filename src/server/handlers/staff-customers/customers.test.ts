import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cardRequests, cards, deposits, mailOutbox, serviceCenters, users } from '#server/db/schema.js';
import { post } from '#server/lib/ledger/ledger.js';
import { phoneDigits } from '#server/lib/console/staff-customers.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, multipart, registered, signedIn, TEST_PASSWORD, testApp, testClock } from '#server/testing/test-support.js';

/**
 * The Customers section of the staff console (issue 24, docs/decisions/044-staff-customers.md): search by each key,
 * the customer's page and its paged lists, ending sessions and resetting two-factor — reasons required, audited, role
 * limited. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();

describe('phone numbers typed in a Nigerian form', () => {
  it('all give the national number; other text is not a phone number', () => {
    for (const q of ['08031234567', '+2348031234567', '2348031234567', '+234 803 123 4567', '0803-123-4567', '(803) 123 4567', '8031234567']) {
      expect(phoneDigits(q)?.national, q).toBe('8031234567');
    }
    expect(phoneDigits('+44 20 7946 0958')).toEqual({ national: null, digits: '442079460958' });
    expect(phoneDigits('chinedu')).toBeNull();
    expect(phoneDigits('12-34')).toBeNull();
  });
});

describe.each(kinds)('staff customers on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let support: StaffSession;
  beforeAll(async () => {
    // BUDGET_RECOVERY: the budget test below meets the two-factor resets' 429 after 3 calls of one member.
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', BUDGET_RECOVERY: '3/100' }, { now: clock.now });
    support = await staffSession(app, clock, ['support']);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  let phones = 0;
  /** A unique Nigerian mobile number (newPerson's default is shared by every test customer). */
  const newMobile = () => `80${String(process.pid % 1000).padStart(3, '0')}${String(++phones + 10000 * kinds.indexOf(kind)).padStart(5, '0')}`;
  const search = async (q: string | undefined, token = support.token, page?: number) => {
    const res = await injectOp(app, 'searchStaffCustomers', { token, query: { ...(q === undefined ? {} : { q }), ...(page ? { page } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; email: string; card_serial: string | null }[]; total: number; page: number; per_page: number };
  };
  const eventsOf = (action: string, userId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetKind, 'customer'), eq(auditEvents.targetId, String(userId))))
      .orderBy(desc(auditEvents.id));

  it('finds a customer by e-mail (any case, part of it), username, account number, phone in every Nigerian form and card serial as printed', async () => {
    const mobile = newMobile();
    const customer = await signedIn(app, { mobile, mobile_code: '234' });
    const other = await signedIn(app, { mobile: newMobile() });
    const serial = 'ELC7KQ4M9TX2HVBR8ND';
    await db().insert(cards).values({ number: serial, status: 'linked', userId: customer.user.id, linkedAt: clock.now(), createdAt: clock.now() });
    const local = customer.body.email.split('@')[0]!;
    const queries = [
      customer.body.email.toUpperCase(),
      local.slice(3),
      customer.body.username.toUpperCase(),
      customer.user.account_number,
      `0${mobile}`,
      `+234${mobile}`,
      `234${mobile}`,
      `+234 ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`,
      `0${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`,
      serial,
      'ELC 7KQ4 M9TX 2HVB R8ND',
      'elc-7kq4-m9tx-2hvb-r8nd',
    ];
    for (const q of queries) {
      const found = await search(q);
      expect(found.data.map((c) => c.id), q).toEqual([customer.user.id]);
    }
    const [row] = (await search(customer.user.account_number)).data;
    expect(row).toEqual({
      id: customer.user.id,
      name: `${customer.body.firstname} ${customer.body.lastname}`,
      username: customer.body.username,
      email: customer.body.email,
      account_number: customer.user.account_number,
      card_serial: serial,
      created_at: expect.any(String),
    });
    // Lean rows: no phone, address or balance in a list.
    expect(Object.keys(row!).sort()).toEqual(['account_number', 'card_serial', 'created_at', 'email', 'id', 'name', 'username']);
    // No match: an empty page, not an error; LIKE wildcards are literal.
    expect(await search('nobody-has-this-address@example.org')).toMatchObject({ data: [], total: 0, page: 1, per_page: 15 });
    expect((await search('%')).total).toBe(0);
    expect((await search(other.body.email)).data.map((c) => c.id)).toEqual([other.user.id]);
  });

  it('pages 15 at a time, newest first; without a query, the newest customers', async () => {
    const stamp = `pager${process.pid}x${kind}`;
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) {
      clock.advance(1000);
      ids.push((await registered(app, { email: `${stamp}.${i}@example.com`, mobile: newMobile() })).user.id);
    }
    const first = await search(stamp);
    expect(first).toMatchObject({ total: 17, page: 1, per_page: 15 });
    expect(first.data.map((c) => c.id)).toEqual(ids.slice(2).reverse());
    const second = await search(stamp, support.token, 2);
    expect(second.data.map((c) => c.id)).toEqual(ids.slice(0, 2).reverse());
    const recent = await search(undefined);
    expect(recent.data[0]!.id).toBe(ids.at(-1));
    expect(recent.total).toBeGreaterThanOrEqual(17);
    const tooLong = await injectOp(app, 'searchStaffCustomers', { token: support.token, query: { q: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(422);
  });

  it("the customer's page: profile, balance, card, counts, referrer — its open audited — and each paged list", async () => {
    const referrer = await signedIn(app, { mobile: newMobile() });
    const [refRow] = await db().select().from(users).where(eq(users.id, referrer.user.id));
    const customer = await signedIn(app, { mobile: newMobile(), referral_code: refRow!.referralCode });
    const referee = await registered(app, { mobile: newMobile(), referral_code: (await db().select().from(users).where(eq(users.id, customer.user.id)))[0]!.referralCode });
    const id = customer.user.id;
    await db().transaction(async (tx) => {
      await post(tx, { userId: id, amount: 250_000, type: '+', detail: 'Deposit via Paystack', remark: 'deposit', cause: { kind: 'deposit', id: null }, counter: 'gateway_clearing:paystack' });
      await post(tx, { userId: id, amount: 80_000, type: '-', detail: 'Wash at UNIPORT Choba Hub', remark: 'hub_charge', cause: { kind: 'charge', id: null }, counter: 'adjustments' });
    });
    await db().insert(deposits).values({ userId: id, trx: `TRXSC${id}`, reference: `DEP-SC-${id}`, methodCode: 'paystack', amount: 250_000, charge: 3_500, status: 'Success', createdAt: clock.now() });
    const body = multipart([
      { name: 'subject', value: 'Top-up debited' },
      { name: 'priority', value: 'High' },
      { name: 'message', value: 'My balance did not change.' },
    ]);
    const ticket = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${customer.token}` } });
    expect(ticket.statusCode, ticket.body).toBe(201);

    const finance = await staffSession(app, clock, ['finance']);
    const before = (await eventsOf('customer.view', id)).length;
    const page = dataOf('getStaffCustomer', await injectOp(app, 'getStaffCustomer', { token: finance.token, params: { id } }));
    expect(page).toMatchObject({
      id,
      username: customer.body.username,
      email: customer.body.email,
      email_verified: true,
      mobile: customer.body.mobile,
      mobile_code: '234',
      account_number: customer.user.account_number,
      referred_by: { id: referrer.user.id, name: `${referrer.body.firstname} ${referrer.body.lastname}` },
      tfa_enabled: false,
      balance: '1700.00',
      card: null,
      counts: { transactions: 2, deposits: 1, card_requests: 0, tickets: 1, referrals: 1, sessions: 1 },
    });
    const views = await eventsOf('customer.view', id);
    expect(views.length).toBe(before + 1);
    expect(views[0]).toMatchObject({ actorKind: 'staff', actorId: String(finance.id), details: {} });

    type ListOp = 'listStaffCustomerTransactions' | 'listStaffCustomerDeposits' | 'listStaffCustomerCardRequests' | 'listStaffCustomerTickets' | 'listStaffCustomerReferrals' | 'listStaffCustomerSessions';
    const list = async (op: ListOp) => {
      const res = await injectOp(app, op as 'listStaffCustomerSessions', { token: support.token, params: { id } });
      expect(res.statusCode, `${op} ${res.body}`).toBe(200);
      return res.json() as { data: Record<string, unknown>[]; total: number; per_page: number };
    };
    const ledger = await list('listStaffCustomerTransactions');
    expect(ledger.total).toBe(2);
    expect(ledger.data.map((t) => [t.trx_type, t.amount, t.post_balance])).toEqual([
      ['-', '800.00', '1700.00'],
      ['+', '2500.00', '2500.00'],
    ]);
    expect((await list('listStaffCustomerDeposits')).data).toEqual([expect.objectContaining({ reference: `DEP-SC-${id}`, amount: '2500.00', charge: '35.00', status: 'Success', payment_gateway: 'Paystack' })]);
    expect(await list('listStaffCustomerCardRequests')).toMatchObject({ data: [], total: 0, per_page: 15 });
    expect((await list('listStaffCustomerTickets')).data).toEqual([expect.objectContaining({ subject: 'Top-up debited', status: 'Open', priority: 'High' })]);
    expect((await list('listStaffCustomerReferrals')).data).toEqual([{ id: referee.user.id, name: `${referee.body.firstname} ${referee.body.lastname}`, joined_at: expect.any(String) }]);
    const sessions = await list('listStaffCustomerSessions');
    expect(sessions.total).toBe(1);
    expect(Object.keys(sessions.data[0]!).sort()).toEqual(['created_at', 'ends_at', 'id', 'last_used_at']);
    expect(JSON.stringify(sessions)).not.toContain(customer.token);

    // An unknown customer is 404 on the page and on every list.
    for (const op of ['getStaffCustomer', 'listStaffCustomerTransactions', 'listStaffCustomerSessions', 'revokeStaffCustomerSessions'] as const) {
      const call = { token: support.token, params: { id: 2_000_000_000 }, ...(op.startsWith('revoke') ? { body: { reason: 'x' } } : {}) };
      const res = await injectOp(app, op as 'revokeStaffCustomerSessions', call as Parameters<typeof injectOp<'revokeStaffCustomerSessions'>>[2]);
      expect(res.statusCode, op).toBe(404);
      expect(res.json().message).toBe('No customer with this id.');
    }
  });

  it('support ends every session of a customer with a reason: the customer’s tokens get 401; audited without personal data', async () => {
    const customer = await signedIn(app, { mobile: newMobile() });
    const second = dataOf('login', await injectOp(app, 'login', { body: { username_or_email: customer.body.email, password: TEST_PASSWORD } }));
    const me = async (token: string) => (await injectOp(app, 'getMe', { token })).statusCode;
    expect([await me(customer.token), await me((second as { token: string }).token)]).toEqual([200, 200]);

    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await injectOp(app, 'revokeStaffCustomerSessions', { token: support.token, params: { id: customer.user.id }, body: body as { reason: string } });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    // Fulfilment and finance read the customer but may not end their sessions (the server's 403 is the real check).
    const fulfilment = await staffSession(app, clock, ['fulfilment', 'finance']);
    expect((await injectOp(app, 'getStaffCustomer', { token: fulfilment.token, params: { id: customer.user.id } })).statusCode).toBe(200);
    expect((await injectOp(app, 'revokeStaffCustomerSessions', { token: fulfilment.token, params: { id: customer.user.id }, body: { reason: 'Lost phone' } })).statusCode).toBe(403);
    expect((await injectOp(app, 'resetStaffCustomerTwoFactor', { token: fulfilment.token, params: { id: customer.user.id }, body: { reason: 'Lost phone' } })).statusCode).toBe(403);
    // A customer's token opens no staff operation.
    expect([401, 403]).toContain((await injectOp(app, 'searchStaffCustomers', { token: customer.token })).statusCode);

    const done = await injectOp(app, 'revokeStaffCustomerSessions', { token: support.token, params: { id: customer.user.id }, body: { reason: 'Lost phone (ticket 483920)' } });
    expect(done.json()).toEqual({ code: 200, message: 'Every session of this customer has ended.', data: { sessions_ended: 2 } });
    expect([await me(customer.token), await me((second as { token: string }).token)]).toEqual([401, 401]);
    const [event] = await eventsOf('customer.sessions_revoke', customer.user.id);
    expect(event).toMatchObject({ actorKind: 'staff', actorId: String(support.id), details: { reason: 'Lost phone (ticket 483920)', sessions_ended: 2 } });
    expect(JSON.stringify(event!.details)).not.toContain(customer.body.email);
    const count = dataOf('getStaffCustomer', await injectOp(app, 'getStaffCustomer', { token: support.token, params: { id: customer.user.id } })).counts.sessions;
    expect(count).toBe(0);
  });

  it('support resets a customer’s two-factor: sessions end, the password alone signs in, the customer is e-mailed; 409 when it is off', async () => {
    const customer = await signedIn(app, { mobile: newMobile() });
    const id = customer.user.id;
    await db().update(users).set({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where(eq(users.id, id));
    const login = () => injectOp(app, 'login', { body: { username_or_email: customer.body.username, password: TEST_PASSWORD } });
    expect((await login()).json().data).toMatchObject({ tfa_required: true });
    const admin = await staffSession(app, clock, ['admin']);

    const done = await injectOp(app, 'resetStaffCustomerTwoFactor', { token: admin.token, params: { id }, body: { reason: 'Lost phone; identity checked by call-back' } });
    expect(done.json()).toEqual({ code: 200, message: 'Two-factor authentication is off for this customer; they were e-mailed.', data: { tfa_enabled: false, sessions_ended: 1 } });
    expect((await injectOp(app, 'getMe', { token: customer.token })).statusCode).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ tfaEnabled: false, tfaSecret: null });
    const signIn = (await login()).json().data as { token?: string; tfa_required?: boolean };
    expect(signIn.tfa_required).toBeUndefined();
    expect(signIn.token).toEqual(expect.any(String));

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email));
    const notice = mails.find((m) => m.subject.startsWith('Two-factor authentication was turned off'));
    expect(notice?.text).toContain('If you did not ask for this, contact us at once');
    expect(notice?.text).toContain('/my/user/twofactor');
    expect(notice?.text).not.toContain('call-back');
    const [event] = await eventsOf('customer.two_factor_reset', id);
    expect(event).toMatchObject({ actorId: String(admin.id), details: { reason: 'Lost phone; identity checked by call-back', sessions_ended: 1 } });

    const again = await injectOp(app, 'resetStaffCustomerTwoFactor', { token: admin.token, params: { id }, body: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor authentication is not on for this customer.');
    expect(await eventsOf('customer.two_factor_reset', id)).toHaveLength(1);
  });
  it('two-factor resets are budgeted per staff member (recovery): past it, 429 with Retry-After and nothing reset', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const plain = await registered(app, { mobile: newMobile() });
    const guarded = await registered(app, { mobile: newMobile() });
    await db().update(users).set({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where(eq(users.id, guarded.user.id));
    const reset = (id: number) => injectOp(app, 'resetStaffCustomerTwoFactor', { token: admin.token, params: { id }, body: { reason: 'Budget' } });
    expect([(await reset(plain.user.id)).statusCode, (await reset(plain.user.id)).statusCode, (await reset(plain.user.id)).statusCode]).toEqual([409, 409, 409]);
    const refused = await reset(guarded.user.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await db().select().from(users).where(eq(users.id, guarded.user.id));
    expect(row!.tfaEnabled).toBe(true);
    // Another member's budget is their own.
    expect((await injectOp(app, 'resetStaffCustomerTwoFactor', { token: support.token, params: { id: guarded.user.id }, body: { reason: 'Budget' } })).statusCode).toBe(200);
  });
  it("a member scoped to some centres sees only their centres' card requests of a customer (the rest of the page is the customer's)", async () => {
    const customer = await registered(app, { mobile: newMobile() });
    const centres = await db().select().from(serviceCenters).orderBy(serviceCenters.id).limit(2);
    expect(centres.length).toBe(2);
    for (const [i, centre] of centres.entries()) {
      await db().insert(cardRequests).values({
        userId: customer.user.id,
        trx: `TRXCR${customer.user.id}${i}`,
        reference: `CRD-SC-${customer.user.id}-${i}`,
        locationId: centre.locationId,
        serviceCenterId: centre.id,
        methodCode: 'paystack',
        cardFee: 300_000,
        deliveryFee: 50_000,
        createdAt: clock.now(),
      });
    }
    const list = async (token: string) => (await injectOp(app, 'listStaffCustomerCardRequests', { token, params: { id: customer.user.id } })).json() as { data: { reference: string }[]; total: number };
    expect((await list(support.token)).total).toBe(2);
    const scoped = await staffSession(app, clock, ['fulfilment'], { serviceCenterIds: [centres[1]!.id] });
    expect(await list(scoped.token)).toMatchObject({ total: 1, data: [{ reference: `CRD-SC-${customer.user.id}-1` }] });
    expect((await injectOp(app, 'getStaffCustomer', { token: scoped.token, params: { id: customer.user.id } })).statusCode).toBe(200);
  });
});
