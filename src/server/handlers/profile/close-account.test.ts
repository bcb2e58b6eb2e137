import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMap } from '#server/db/data-map.js';
import {
  auditEvents,
  authTokens,
  cardRequests,
  cards,
  commissions,
  dataExports,
  deposits,
  mailOutbox,
  moneyBacks,
  newsletterSubscribers,
  notificationPreferences,
  publicMessages,
  pushOutbox,
  pushSubscriptions,
  serviceCenters,
  ticketAttachments,
  ticketMessages,
  tickets,
  transactions,
  users,
} from '#server/db/schema.js';
import { CLOSURE_MESSAGES, customerDeleteTables, ROW_ERASERS, USER_ERASURE } from '#server/lib/privacy/account-closure.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { CLOSED_ACCOUNT_CARD } from '#server/lib/cards-hubs/card-inventory.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { acceptFiles, openTicket } from '#server/lib/support/tickets.js';
import { totpFor } from '#server/lib/identity/totp.js';
import { staffSession, type StaffSession } from '#server/testing/staff.js';
import { databaseKinds, dataOf, injectOp, mailsTo, multipart, PNG_1PX, signedIn, TEST_PASSWORD, testApp, testClock } from '#server/testing/test-support.js';
import { PDF } from '#server/testing/test-files.js';

/**
 * Closing an account (issue 26, docs/decisions/054-closing-an-account.md): re-authentication, the balance's choice,
 * the erasure the personal-data map asks for, the pseudonym, sign-in afterwards, the same address signing up again,
 * the referrer's commissions, staff closure (admin only) and the books exact.
 */
const kinds = await databaseKinds();

describe('the closure follows the personal-data map', () => {
  it('USER_ERASURE names exactly the users columns the map erases; ROW_ERASERS exactly its customer delete_rows tables', () => {
    const erased = Object.entries(dataMap.users!.columns)
      .filter(([, c]) => c.erasure === 'erase')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(USER_ERASURE('C-TEST0000')).sort()).toEqual(erased);
    expect(Object.keys(ROW_ERASERS).sort()).toEqual(customerDeleteTables().sort());
  });
});

describe.each(kinds)('closing an account on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let admin: StaffSession;
  let support: StaffSession;
  let n = 0;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now });
    admin = await staffSession(app, clock, ['admin']);
    support = await staffSession(app, clock, ['support']);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  /** A successful Paystack top-up of `amount` kobo, credited as settlement does. */
  async function topUp(userId: number, amount: number) {
    n += 1;
    const [d] = await db()
      .insert(deposits)
      .values({ userId, trx: `CL${process.pid}${n}`.slice(0, 12), reference: `DEP-20261128-CL${kind[0]}${n}`, methodCode: 'paystack', amount, charge: 0, status: 'Success', completedAt: clock.now() })
      .returning();
    await db().transaction((tx) => post(tx, { userId, amount, type: '+', detail: 'Top-up', remark: 'deposit', cause: { kind: 'deposit', id: d!.id } }));
    return d!;
  }
  const credit = (userId: number, kobo: number) =>
    db().transaction((tx) => post(tx, { userId, amount: kobo, type: '+', detail: 'Correction', remark: 'correction', cause: { kind: 'test', id: null } }));
  const snapshot = async (id: number) => {
    const u = await userRow(id);
    const [t] = await db().select({ n: sql<number>`count(*)::int` }).from(authTokens).where(eq(authTokens.userId, id));
    const [m] = await db().select({ n: sql<number>`count(*)::int` }).from(moneyBacks).where(eq(moneyBacks.userId, id));
    return { u: { ...u, updatedAt: null, tfaLastStep: null }, tokens: t!.n, moneyBacks: m!.n };
  };

  it('a wrong password, a missing or wrong authenticator code, or a wrong confirmation word: 422, nothing changed', async () => {
    const c = await signedIn(app);
    await credit(c.user.id, 1000_00);
    const before = await snapshot(c.user.id);
    const close = (body: Record<string, unknown>) => injectOp(app, 'closeAccount', { token: c.token, invalidBody: { confirmation: 'CLOSE', balance: 'give_up', ...body } });
    const wrong = await close({ password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 422, message: CLOSURE_MESSAGES.wrongPassword, error: { password: [CLOSURE_MESSAGES.wrongPassword] } });
    const word = await close({ password: TEST_PASSWORD, confirmation: 'close please' });
    expect(word.json().error).toEqual({ confirmation: [CLOSURE_MESSAGES.confirmation] });
    const noChoice = await injectOp(app, 'closeAccount', { token: c.token, invalidBody: { password: TEST_PASSWORD, confirmation: 'CLOSE' } });
    expect(noChoice.json().error).toEqual({ balance: [CLOSURE_MESSAGES.choice] });
    expect(await snapshot(c.user.id)).toEqual(before);

    // Two-factor on: the code is required, and must be right.
    const { secret } = dataOf('getTwoFactorSetup', await injectOp(app, 'getTwoFactorSetup', { token: c.token }));
    const code = () => totpFor(secret!, '').generate({ timestamp: clock.now().getTime() });
    expect((await injectOp(app, 'enableTwoFactor', { token: c.token, body: { code: code() } })).statusCode).toBe(200);
    clock.advance(30_000);
    const before2 = await snapshot(c.user.id);
    const missing = await close({ password: TEST_PASSWORD });
    expect(missing.json()).toEqual({ code: 422, message: CLOSURE_MESSAGES.codeRequired, error: { code: [CLOSURE_MESSAGES.codeRequired] } });
    const bad = await close({ password: TEST_PASSWORD, code: code() === '000000' ? '111111' : '000000' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error)).toEqual(['code']);
    expect(await snapshot(c.user.id)).toEqual(before2);
    expect((await userRow(c.user.id)).closedAt).toBeNull();
    // With the right code it closes.
    const ok = await close({ password: TEST_PASSWORD, code: code() });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('pay back: refunds of the top-ups newest first (capped), the rest to a bank account, all awaiting approval; erasure per the map; sign-in after = wrong sign-in; the address signs up again with zero balance; the referrer keeps the commissions; books exact', async () => {
    const referrer = await signedIn(app);
    const c = await signedIn(app, { referral_code: referrer.user.referral_code, mobile: '8039990001' });
    const id = c.user.id;
    // A commission for the referrer (as the referee's top-up would earn it).
    const first = await topUp(id, 3000_00);
    const newest = await topUp(id, 2000_00);
    await db().transaction(async (tx) => {
      const [com] = await tx.insert(commissions).values({ userId: referrer.user.id, fromUserId: id, depositId: first.id, level: 1, percentBp: 500, amount: 150_00, type: 'deposit' }).returning();
      await post(tx, { userId: referrer.user.id, amount: 150_00, type: '+', detail: 'Referral commission', remark: 'referral_commission', cause: { kind: 'commission', id: com!.id } });
    });
    await credit(id, 1500_00); // not from a top-up: goes to the bank account
    // A card, an avatar, a ticket with an attachment, a contact message, a newsletter address, a pending card request.
    const card = `CLS${kind[0]}${Date.now().toString(36)}`.toUpperCase().slice(0, 16).padEnd(12, '7');
    await addCards(db(), [card], clock.now(), systemContext('test'));
    await linkCard(db(), id, card, clock.now());
    const avatar = multipart([{ name: 'avatar', file: PNG_1PX, filename: 'me.png', type: 'image/png' }]);
    const up = await app.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...avatar, headers: { ...avatar.headers, authorization: `Bearer ${c.token}` } });
    expect(up.statusCode, up.body).toBe(200);
    const avatarUrl = up.json().data.image as string;
    const ticket = await openTicket(db(), app.storage, {
      user: { id, firstname: c.body.firstname, lastname: c.body.lastname },
      subject: 'My card was charged twice at Choba',
      priority: 'High',
      message: 'I live at 12 Aminu Kano Crescent, call me on 08039990001',
      files: acceptFiles([{ filename: 'receipt.pdf', data: PDF }], 'files'),
      now: clock.now(),
    });
    const [att] = await db().select().from(ticketAttachments).innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId)).where(eq(ticketMessages.ticketId, ticket.id));
    expect(await app.storage.get(att!.ticket_attachments.storageKey)).not.toBeNull();
    await db().insert(publicMessages).values({ kind: 'contact', name: 'Ada', email: c.body.email.toUpperCase(), phone: '0803', subject: 'Hi', message: 'Hello', ip: '198.51.100.7' });
    await db().insert(newsletterSubscribers).values({ email: c.body.email, ip: '198.51.100.7' });
    // Rows of the later features' delete_rows tables: an archive of the data (with its file), alert choices, a push
    // device with a queued push.
    const archiveKey = `exports/closure-test-${kind}.zip`;
    await app.storage.put(archiveKey, Buffer.from('PK'), 'application/zip');
    await db().insert(dataExports).values({ id: `closure${kind}`.padEnd(22, 'x'), userId: id, status: 'ready', progress: 100, storageKey: archiveKey });
    await db().insert(notificationPreferences).values({ userId: id, lowBalanceKobo: 500_00 });
    const [device] = await db().insert(pushSubscriptions).values({ userId: id, endpoint: `https://fcm.googleapis.com/fcm/send/closure-${kind}`, p256dh: 'k', auth: 'a', label: 'Ada phone' }).returning();
    await db().insert(pushOutbox).values({ key: `closure-test-${kind}`, subscriptionId: device!.id, payload: { title: 't', body: 'b', url: '/' } });
    const [centre] = await db().select().from(serviceCenters).limit(1);
    const [pending] = await db()
      .insert(cardRequests)
      .values({ userId: id, trx: `CR${process.pid}${kind[0]}`.slice(0, 12), reference: `CRD-20261128-CL${kind[0]}`, locationId: centre!.locationId, serviceCenterId: centre!.id, methodCode: 'paystack', cardFee: 1000_00, deliveryFee: 0, charge: 0, currency: 'NGN', status: 'Pending' })
      .returning();

    const preview = dataOf('getAccountClosure', await injectOp(app, 'getAccountClosure', { token: c.token }));
    expect(preview).toMatchObject({ balance: '6500.00', confirmation_word: 'CLOSE', to_bank_account: '1500.00' });
    expect(preview.refundable_top_ups.map((r) => [r.reference, r.amount])).toEqual([
      [newest.reference, '2000.00'],
      [first.reference, '3000.00'],
    ]);

    const noBank = await injectOp(app, 'closeAccount', { token: c.token, body: { password: TEST_PASSWORD, confirmation: 'CLOSE', balance: 'pay_back' } });
    expect(noBank.json().error).toEqual({ bank_account: [CLOSURE_MESSAGES.bankRequired] });
    expect((await userRow(id)).closedAt).toBeNull();

    const res = await injectOp(app, 'closeAccount', {
      token: c.token,
      body: { password: TEST_PASSWORD, confirmation: 'CLOSE', balance: 'pay_back', bank_account: { account_number: '0123456789', bank_code: '058' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed = dataOf('closeAccount', res);
    expect(closed).toMatchObject({ balance: '6500.00', choice: 'pay_back', forfeited: '0.00', payout: { amount: '1500.00' } });
    expect(closed.refunds.map((r) => r.amount)).toEqual(['2000.00', '3000.00']);

    // Money: balance 0, every request waits for finance, no fee anywhere; the books are exact.
    const u = await userRow(id);
    expect(u.balance).toBe(0);
    const mbs = await db().select().from(moneyBacks).where(eq(moneyBacks.userId, id));
    expect(mbs.map((m) => [m.kind, m.status, m.amount]).sort()).toEqual([
      ['adjustment', 'awaiting_approval', 1500_00],
      ['refund', 'awaiting_approval', 2000_00],
      ['refund', 'awaiting_approval', 3000_00],
    ]);
    const payout = mbs.find((m) => m.kind === 'adjustment')!;
    expect([payout.bankAccountLast4, payout.payoutAccount]).toEqual(['6789', '058 0123456789']);
    expect(await checkLedger(db())).toEqual([]);

    // The session is gone; signing in (old identifiers or the pseudonym) answers exactly like any wrong sign-in.
    expect((await injectOp(app, 'getMe', { token: c.token })).statusCode).toBe(401);
    const unknown = await injectOp(app, 'login', { body: { username_or_email: `nobody_${Date.now()}`, password: TEST_PASSWORD } });
    for (const username of [c.body.email, c.body.username, u.username]) {
      const signIn = await injectOp(app, 'login', { body: { username_or_email: username, password: TEST_PASSWORD } });
      expect([signIn.statusCode, signIn.json()]).toEqual([unknown.statusCode, unknown.json()]);
    }

    // Erasure, as the map says: every 'erase' column of users holds no personal value; no row of 'delete_rows' tables.
    const before = c.body as unknown as Record<string, string>;
    const personalValues = [before.email, before.username, before.firstname, before.lastname, before.mobile, c.user.referral_code].map((v) => String(v).toLowerCase());
    for (const [column, rule] of Object.entries(dataMap.users!.columns)) {
      if (rule.erasure !== 'erase') continue;
      const value = (await db().execute(sql`select ${sql.identifier(column)} as v from users where id = ${id}`)) as unknown as { rows?: { v: unknown }[] };
      const v = (value.rows ?? (value as unknown as { v: unknown }[]))[0]!.v;
      if (typeof v === 'string') for (const p of personalValues) expect(v.toLowerCase().includes(p), `users.${column}`).toBe(false);
    }
    expect(u.username).toMatch(/^C-[A-Z2-9]{8}$/);
    expect([u.firstname, u.lastname, u.mobile, u.image, u.tfaSecret, u.addressLine]).toEqual(['Closed account', u.username, '', null, null, '']);
    expect(u.closedAt).not.toBeNull();
    expect(u.accountNumber).toBe(c.user.account_number);
    const countRows = async (table: string, where: ReturnType<typeof sql>) => {
      const r = (await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)) as unknown as { rows?: { n: number }[] };
      return (r.rows ?? (r as unknown as { n: number }[]))[0]!.n;
    };
    const whereOf: Record<string, ReturnType<typeof sql>> = {
      auth_tokens: sql`user_id = ${id}`,
      one_time_codes: sql`user_id = ${id} or subject = ${`u:${id}`}`,
      password_reset_tokens: sql`user_id = ${id}`,
      login_challenges: sql`user_id = ${id}`,
      auth_failures: sql`user_id = ${id} or subject = ${`u:${id}`}`,
      public_messages: sql`lower(email) = lower(${before.email})`,
      newsletter_subscribers: sql`lower(email) = lower(${before.email})`,
      mail_outbox: sql`lower(to_address) = lower(${before.email}) and key <> ${`account-closed:${id}`}`,
      ticket_attachments: sql`message_id in (select m.id from ticket_messages m join tickets t on t.id = m.ticket_id where t.user_id = ${id})`,
      data_exports: sql`user_id = ${id}`,
      notification_preferences: sql`user_id = ${id}`,
      push_subscriptions: sql`user_id = ${id}`,
      push_outbox: sql`key = ${`closure-test-${kind}`}`,
    };
    expect(Object.keys(whereOf).sort()).toEqual(customerDeleteTables().sort());
    for (const [table, where] of Object.entries(whereOf)) expect(await countRows(table, where), table).toBe(0);
    // Tickets closed, their texts erased; the attachment and the avatar files deleted from storage.
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect([t!.status, t!.subject]).toEqual(['Close', '(erased)']);
    const msgs = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    expect(msgs.every((m) => m.message === '' && m.senderName === '')).toBe(true);
    expect(await app.storage.get(att!.ticket_attachments.storageKey)).toBeNull();
    expect(await app.storage.get(archiveKey)).toBeNull();
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    // The card is frozen (a hub charge is refused: lib/cards-hubs/hub-charges.ts answers card_frozen), the pending request cancelled.
    const [cardRow] = await db().select().from(cards).where(eq(cards.number, card));
    expect([cardRow!.status, cardRow!.userId]).toEqual(['frozen', id]);
    // Staff cannot give the closed account's card back to it.
    for (const operationId of ['unfreezeStaffCard', 'replaceStaffCard'] as const) {
      const refused = await injectOp(app, operationId, { token: admin.token, params: { id: cardRow!.id }, body: { reason: 'Asked by phone' } });
      expect(refused.json(), operationId).toEqual({ code: 409, message: CLOSED_ACCOUNT_CARD });
    }
    expect((await db().select().from(cardRequests).where(eq(cardRequests.id, pending!.id)))[0]!.status).toBe('Failed');
    // The confirmation e-mail went to the address before it was erased (and is the only row left with it).
    const mails = await db().select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${before.email})`);
    expect(mails.every((m) => m.key === `account-closed:${id}`)).toBe(true);
    const [sent] = await mailsTo(app, before.email!);
    expect(sent?.subject).toMatch(/account is closed/);
    expect(sent?.text).toContain('Your remaining balance was');
    // Nothing is ever queued to the pseudonym's address (a late top-up receipt, a refund's outcome).
    await db().transaction((tx) => enqueueMail(tx, { to: u.email, subject: 'x', text: 'x', html: 'x' }));
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).toEqual([]);
    // Money records kept under the pseudonym.
    expect((await db().select().from(transactions).where(eq(transactions.userId, id))).length).toBeGreaterThanOrEqual(6);
    expect((await db().select().from(deposits).where(eq(deposits.userId, id))).length).toBe(2);
    // Audited.
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'customer.account_closed'), eq(auditEvents.targetId, String(id))));
    expect(event!.details).toMatchObject({ by: 'customer', choice: 'pay_back', balance: 6500_00, tickets_closed: 1 });
    expect(JSON.stringify(event!.details)).not.toContain(before.email);

    // The referrer keeps the commission and sees no identity of the closed account.
    const coms = await db().select().from(commissions).where(eq(commissions.userId, referrer.user.id));
    expect(coms.map((x) => x.amount)).toEqual([150_00]);
    const refs = await injectOp(app, 'listReferrals', { token: referrer.token });
    if (refs.statusCode === 200) expect(refs.body).not.toContain(before.email);

    // The same e-mail, username and phone sign up again: a new customer with zero balance.
    const again = await signedIn(app, { email: before.email, username: before.username, mobile: before.mobile });
    expect(again.user.id).not.toBe(id);
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token: again.token })).email).toBe(before.email);
    expect((await userRow(again.user.id)).balance).toBe(0);

    // Staff see only the pseudonym.
    const page = dataOf('getStaffCustomer', await injectOp(app, 'getStaffCustomer', { token: support.token, params: { id } }));
    expect(JSON.stringify(page)).not.toContain(before.email);
    expect(JSON.stringify(page)).toContain(u.username);
    // Finance sees the account to pay the payout to, until the decision.
    const mb = await injectOp(app, 'listStaffMoneyBacks', { token: admin.token });
    if (mb.statusCode === 200) expect(mb.body).toContain('0123456789');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('give up: an explicit adjustment debit (no fee), balance 0, books exact; a second closure is impossible', async () => {
    const c = await signedIn(app);
    await credit(c.user.id, 1234_56);
    const res = await injectOp(app, 'closeAccount', { token: c.token, body: { password: TEST_PASSWORD, confirmation: 'CLOSE', balance: 'give_up' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf('closeAccount', res)).toEqual({ balance: '1234.56', choice: 'give_up', refunds: [], payout: null, forfeited: '1234.56' });
    const [mb] = await db().select().from(moneyBacks).where(eq(moneyBacks.userId, c.user.id));
    expect([mb!.kind, mb!.direction, mb!.status, mb!.amount]).toEqual(['adjustment', '-', 'done', 1234_56]);
    const lines = await db().select().from(transactions).where(and(eq(transactions.userId, c.user.id), eq(transactions.causeKind, 'money_back')));
    expect(lines.map((l) => [l.trxType, l.amount, l.charge])).toEqual([['-', 1234_56, 0]]);
    expect((await userRow(c.user.id)).balance).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('staff: admin only, with a reason, on the customer page; audited; the account then shows as its pseudonym', async () => {
    const c = await signedIn(app);
    const body = { reason: 'Signed letter of 27 November 2026 (ticket 483920)' };
    expect((await injectOp(app, 'closeStaffCustomer', { token: support.token, params: { id: c.user.id }, body })).statusCode).toBe(403);
    const noReason = await injectOp(app, 'closeStaffCustomer', { token: admin.token, params: { id: c.user.id }, invalidBody: { reason: ' ' } });
    expect(noReason.statusCode).toBe(422);
    expect((await userRow(c.user.id)).closedAt).toBeNull();
    const res = await injectOp(app, 'closeStaffCustomer', { token: admin.token, params: { id: c.user.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    const data = dataOf('closeStaffCustomer', res);
    expect(data.name).toMatch(/^Closed account C-[A-Z2-9]{8}$/);
    expect(data.balance).toBe('0.00');
    const again = await injectOp(app, 'closeStaffCustomer', { token: admin.token, params: { id: c.user.id }, body });
    expect(again.json()).toEqual({ code: 409, message: CLOSURE_MESSAGES.alreadyClosed });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'customer.account_closed'), eq(auditEvents.targetId, String(c.user.id))));
    expect(event!.actorKind).toBe('staff');
    expect(event!.details).toMatchObject({ by: 'staff', reason: body.reason });
    const found = await injectOp(app, 'searchStaffCustomers', { token: support.token, query: { q: c.body.email } });
    expect(found.body).not.toContain(c.body.email);
    expect((await injectOp(app, 'getMe', { token: c.token })).statusCode).toBe(401);
    const unknownCustomer = await injectOp(app, 'closeStaffCustomer', { token: admin.token, params: { id: 2_000_000_000 }, body });
    expect(unknownCustomer.statusCode).toBe(404);
    void or;
  });
});
