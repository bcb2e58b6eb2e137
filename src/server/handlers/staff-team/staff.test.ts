import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, authFailures, staffInvites, staffMembers, staffSessions } from '#server/db/schema.js';
import type { StaffRole } from '#server/lib/identity/principal.js';
import { INVITE_INVALID, inviteStaff } from '#server/lib/identity/staff.js';
import { sha256 } from '#server/lib/identity/tokens.js';
import { totpFor } from '#server/lib/identity/totp.js';
import { dataOf, databaseKinds, injectOp, mailsTo, signedIn, testClock } from '#server/testing/test-support.js';
import { appForSuite } from '#server/testing/scenes.js';

/**
 * Staff accounts (issue 24, docs/decisions/041-staff-accounts.md): set-up link → account → sign-in with password and
 * authenticator code, always → staff session (idle 30 min, absolute 12 h) → roles; deactivation; audit events.
 * On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();
const PASSWORD = 'Wash&Fold-Rota-2026';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let people = 0;

describe.each(kinds)('staff accounts on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  appForSuite(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now }, (made) => (app = made));
  const db = () => app.ctx.database.db;
  const codeAt = (secret: string) => totpFor(secret, '').generate({ timestamp: clock.now().getTime() });
  const newEmail = () => `staff.${process.pid}.${++people}@e-laundry.ng`;

  /** An invitation as `npm run ops -- staff:invite` makes it (the same library call, by an operator). */
  async function invite(roles: StaffRole[], email = newEmail()) {
    const operator = { actor: { kind: 'operator' as const, label: 'ada.ops' }, requestId: `ops-test-${people}` };
    const invitation = await inviteStaff(db(), operator, { email, roles, invitedBy: null }, { now: clock.now(), publicUrl: 'http://localhost:8080' });
    return { ...invitation, email };
  }

  /** Opens the link and accepts it with a current code: an active account. The code's step is then used. */
  async function setUp(token: string, name = 'Ada Eze') {
    const opened = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token } }));
    const res = await injectOp(app, 'acceptStaffInvite', { body: { token, name, password: PASSWORD, password_confirmation: PASSWORD, code: codeAt(opened.secret) } });
    return { opened, res };
  }

  /** Password, then a code of the next time step: a staff session. */
  async function signIn(email: string, secret: string) {
    clock.advance(30_000);
    const first = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email, password: PASSWORD } }));
    return dataOf('staffLoginTwoFactor', await injectOp(app, 'staffLoginTwoFactor', { body: { challenge: first.challenge, code: codeAt(secret) } }));
  }

  /** A signed-in staff member with these roles. */
  async function staffWith(roles: StaffRole[]) {
    const { token: link, email, member } = await invite(roles);
    const { opened } = await setUp(link, `Member ${member.id}`);
    const session = await signIn(email, opened.secret);
    return { id: member.id, email, secret: opened.secret, token: session.token };
  }

  it('invite → set-up (name, password, authenticator) → sign-in asks the code, always → me', async () => {
    const { token: link, link: url, email, member, expiresAt } = await invite(['admin']);
    expect(url).toBe(`http://localhost:8080/staff/setup#token=${link}`);
    expect(link).toMatch(/^inv_[0-9a-f]{64}$/);
    // Only the hash is stored, never the link's token.
    const [stored] = await db().select().from(staffInvites).where(eq(staffInvites.staffId, member.id));
    expect(stored!.tokenHash).toBe(sha256(link));
    expect(JSON.stringify(stored)).not.toContain(link);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR);
    expect(expiresAt).toEqual(stored!.expiresAt);

    // An invited member has no password: sign-in is the same 401 as a stranger's.
    const early = await injectOp(app, 'staffLogin', { body: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(401);

    const opened = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: link } }));
    expect(opened).toEqual({ email, roles: ['admin'], expires_at: expiresAt.toISOString(), secret: expect.stringMatching(/^[A-Z2-7]{32}$/), qrcode: expect.stringMatching(/^otpauth:\/\/totp\//) });
    // Reading the link uses nothing up: the same secret again.
    expect(dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: link } })).secret).toBe(opened.secret);

    const wrong = await injectOp(app, 'acceptStaffInvite', { body: { token: link, name: 'Ada Eze', password: PASSWORD, password_confirmation: PASSWORD, code: codeAt(opened.secret) === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 422, message: 'The code is invalid or has expired.', error: { code: ['The code is invalid or has expired.'] } });

    const { res } = await setUp(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your staff account is ready. Sign in with your password and authenticator code.', data: { id: member.id, email, name: 'Ada Eze', roles: ['admin'], status: 'active' } });
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.tfaSecret).toBe(opened.secret);

    // Single use: the link is marked used, and dead now, to read and to accept.
    const [usedInvite] = await db().select().from(staffInvites).where(eq(staffInvites.staffId, member.id));
    expect(usedInvite!.usedAt).not.toBeNull();
    expect((await injectOp(app, 'openStaffInvite', { body: { token: link } })).json()).toEqual({ code: 404, message: INVITE_INVALID });
    clock.advance(30_000);
    const again = await injectOp(app, 'acceptStaffInvite', { body: { token: link, name: 'Eve', password: 'Another-password-1', password_confirmation: 'Another-password-1', code: codeAt(opened.secret) } });
    expect(again.statusCode).toBe(404);

    // The code that confirmed the set-up cannot sign in (its step is used).
    const first = await injectOp(app, 'staffLogin', { body: { email, password: PASSWORD } });
    expect(first.json()).toEqual({ code: 200, message: 'Enter the 6-digit code from your authenticator app.', data: { tfa_required: true, challenge: expect.stringMatching(/^tfa_/) } });
    // Password right, no code: no session is ever handed out by the first step.
    expect(first.json().data.token).toBeUndefined();
    clock.advance(30_000);
    const session = dataOf('staffLoginTwoFactor', await injectOp(app, 'staffLoginTwoFactor', { body: { challenge: first.json().data.challenge, code: codeAt(opened.secret) } }));
    expect(session).toMatchObject({ token: expect.stringMatching(/^stf_[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', idle_timeout_seconds: 1800, staff: { id: member.id, status: 'active' } });
    const [started] = await db().select().from(staffSessions).where(eq(staffSessions.tokenHash, sha256(session.token)));
    expect(new Date(session.expires_at).getTime() - started!.createdAt.getTime()).toBe(12 * HOUR);

    const me = await injectOp(app, 'getStaffMe', { token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: member.id, email, roles: ['admin'] });

    const out = await injectOp(app, 'staffLogout', { token: session.token });
    expect(out.json()).toEqual({ code: 200, message: 'You have been signed out.', data: null });
    expect((await injectOp(app, 'getStaffMe', { token: session.token })).statusCode).toBe(401);
  });

  it('wrong password and unknown address get the same 401; a wrong or replayed code is a 422 on code', async () => {
    const admin = await staffWith(['support']);
    const wrong = await injectOp(app, 'staffLogin', { body: { email: admin.email, password: 'not-the-password' } });
    const unknown = await injectOp(app, 'staffLogin', { body: { email: 'nobody@e-laundry.ng', password: PASSWORD } });
    expect(wrong.json()).toEqual({ code: 401, message: 'These credentials do not match our records.' });
    expect(unknown.json()).toEqual(wrong.json());
    const [failure] = await db().select().from(authFailures).where(eq(authFailures.subject, `s:${admin.id}`));
    expect(failure).toMatchObject({ kind: 'password', userId: null });

    // A code accepted once, then sent again: a replay. The code is kept rather than computed again (the test clock
    // runs with the wall clock, so a second codeAt could fall in the next 30-second step and be a fresh code).
    clock.advance(30_000);
    const code = codeAt(admin.secret);
    const first = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email: admin.email, password: PASSWORD } }));
    expect((await injectOp(app, 'staffLoginTwoFactor', { body: { challenge: first.challenge, code } })).statusCode).toBe(200);
    const { challenge } = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email: admin.email, password: PASSWORD } }));
    const replay = await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code } });
    expect(replay.statusCode).toBe(422);
    const bad = await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code: codeAt(admin.secret) === '123456' ? '654321' : '123456' } });
    expect(bad.json().error).toEqual({ code: ['The code is invalid or has expired.'] });
  });

  it('a customer token never authenticates as staff, and a staff token never as a customer', async () => {
    const customer = await signedIn(app);
    const staff = await staffWith(['admin']);
    expect((await injectOp(app, 'getStaffMe', { token: customer.token })).json()).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    expect((await injectOp(app, 'listStaffMembers', { token: customer.token })).statusCode).toBe(401);
    expect((await injectOp(app, 'getMe', { token: staff.token })).json()).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
    expect((await injectOp(app, 'getDashboard', { token: staff.token })).statusCode).toBe(401);
    // The customer's token, re-labelled with the staff prefix, is still nobody's staff token.
    expect((await injectOp(app, 'getStaffMe', { token: `stf_${customer.token}`.slice(0, 47) })).statusCode).toBe(401);
  });

  it('one person may hold both kinds of account: the same address as a customer and as staff, each with its own password', async () => {
    const customer = await signedIn(app);
    const { token: link } = await invite(['support'], customer.body.email);
    const { opened, res } = await setUp(link, 'Chidinma Okafor');
    expect(res.statusCode).toBe(200);
    const staff = await signIn(customer.body.email, opened.secret);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).json().data.email).toBe(customer.body.email);
    expect((await injectOp(app, 'getMe', { token: customer.token })).statusCode).toBe(200);
    // The customer's password does not open the staff account.
    expect((await injectOp(app, 'staffLogin', { body: { email: customer.body.email, password: customer.body.password } })).statusCode).toBe(401);
  });

  it('a role the operation does not list is 403; a role change counts from the next request', async () => {
    const admin = await staffWith(['admin']);
    const agent = await staffWith(['support']);
    const refused = await injectOp(app, 'listStaffMembers', { token: agent.token });
    expect(refused.json()).toEqual({ code: 403, message: 'You are not allowed to do this. It needs the admin role.' });
    const changed = await injectOp(app, 'updateStaffMember', { params: { id: agent.id }, body: { roles: ['support', 'admin'], reason: 'Covers for the owner' }, token: admin.token });
    expect(changed.json().data.roles).toEqual(['support', 'admin']);
    expect((await injectOp(app, 'listStaffMembers', { token: agent.token })).statusCode).toBe(200);
    await injectOp(app, 'updateStaffMember', { params: { id: agent.id }, body: { roles: ['fulfilment'] }, token: admin.token });
    expect((await injectOp(app, 'listStaffMembers', { token: agent.token })).statusCode).toBe(403);
    expect((await injectOp(app, 'getStaffMe', { token: agent.token })).json().data.roles).toEqual(['fulfilment']);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff_member.update'), eq(auditEvents.targetId, String(agent.id))))
      .orderBy(auditEvents.id)
      .limit(1);
    expect(event).toMatchObject({
      actorKind: 'staff',
      actorId: String(admin.id),
      actorLabel: `Member ${admin.id}`,
      details: { before: { roles: ['support'] }, after: { roles: ['support', 'admin'] }, reason: 'Covers for the owner' },
    });
  });

  it('a session ends after 30 minutes idle; each request keeps it alive', async () => {
    const staff = await staffWith(['support']);
    clock.advance(29 * MINUTE);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).json()).toEqual({ code: 401, message: 'Unauthenticated. Please log in again.' });
  });

  it('a busy session writes its last use at most once a minute (no row write per request), and still ends 30 minutes after it', async () => {
    const staff = await staffWith(['support']);
    const lastUse = async () => (await db().select({ at: staffSessions.lastUsedAt }).from(staffSessions).where(eq(staffSessions.staffId, staff.id)))[0]!.at.getTime();
    const signedInAt = await lastUse();
    clock.advance(20_000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    clock.advance(20_000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    expect(await lastUse()).toBe(signedInAt); // 40 s: not written
    clock.advance(30_000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    expect(await lastUse()).toBeGreaterThanOrEqual(signedInAt + 70_000); // 70 s: written
    clock.advance(30 * MINUTE - 1000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(401);
  });

  it('a session ends 12 hours after sign-in however busy it is', async () => {
    const staff = await staffWith(['support']);
    for (let i = 0; i < 47; i++) {
      clock.advance(15 * MINUTE);
      expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode, `after ${(i + 1) * 15} minutes`).toBe(200);
    }
    clock.advance(15 * MINUTE); // 12 h exactly since sign-in
    expect((await injectOp(app, 'getStaffMe', { token: staff.token })).statusCode).toBe(401);
  });

  it('deactivating a member ends their sessions at once and refuses their sign-in; the last admin stays', async () => {
    const admin = await staffWith(['admin']);
    const agent = await staffWith(['fulfilment']);
    const second = await signIn(agent.email, agent.secret);
    const res = await injectOp(app, 'deactivateStaffMember', { params: { id: agent.id }, body: { reason: 'Left the company' }, token: admin.token });
    expect(res.json()).toMatchObject({ code: 200, message: 'Staff member deactivated; their sessions have ended.', data: { id: agent.id, status: 'deactivated' } });
    expect((await injectOp(app, 'getStaffMe', { token: agent.token })).statusCode).toBe(401);
    expect((await injectOp(app, 'getStaffMe', { token: second.token })).statusCode).toBe(401);
    const live = await db().select().from(staffSessions).where(and(eq(staffSessions.staffId, agent.id), sql`${staffSessions.revokedAt} is null`));
    expect(live).toEqual([]);
    // The right password of a deactivated member is the same 401 as a wrong one.
    expect((await injectOp(app, 'staffLogin', { body: { email: agent.email, password: PASSWORD } })).json()).toEqual({ code: 401, message: 'These credentials do not match our records.' });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'staff_member.deactivate'), eq(auditEvents.targetId, String(agent.id))));
    expect(event).toMatchObject({ actorKind: 'staff', actorId: String(admin.id), requestId: expect.any(String), details: { previous_status: 'active', sessions_ended: 2, reason: 'Left the company' } });
    expect((await injectOp(app, 'deactivateStaffMember', { params: { id: agent.id }, body: {}, token: admin.token })).statusCode).toBe(409);
    expect((await injectOp(app, 'deactivateStaffMember', { params: { id: 999_999 }, body: {}, token: admin.token })).json()).toEqual({ code: 404, message: 'No staff member with this id.' });
  });

  it('the last active admin can neither be deactivated nor lose the admin role', async () => {
    // Every admin of earlier tests is deactivated first, so that this one is the last.
    const admin = await staffWith(['admin']);
    await db().update(staffMembers).set({ status: 'deactivated' }).where(and(sql`'admin' = any(${staffMembers.roles})`, sql`${staffMembers.id} <> ${admin.id}`));
    const demote = await injectOp(app, 'updateStaffMember', { params: { id: admin.id }, body: { roles: ['support'] }, token: admin.token });
    expect(demote.json()).toEqual({ code: 409, message: 'At least one active admin must remain: make another staff member admin first.' });
    const quit = await injectOp(app, 'deactivateStaffMember', { params: { id: admin.id }, body: {}, token: admin.token });
    expect(quit.statusCode).toBe(409);
    expect((await injectOp(app, 'getStaffMe', { token: admin.token })).statusCode).toBe(200);
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.targetId, String(admin.id)), sql`${auditEvents.action} in ('staff_member.update', 'staff_member.deactivate')`));
    expect(events).toEqual([]);
  });

  it('a set-up link dies after 24 hours, and after 5 wrong codes', async () => {
    const late = await invite(['support']);
    const { secret } = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: late.token } }));
    clock.advance(24 * HOUR);
    expect((await injectOp(app, 'openStaffInvite', { body: { token: late.token } })).statusCode).toBe(404);
    const tooLate = await injectOp(app, 'acceptStaffInvite', { body: { token: late.token, name: 'Late', password: PASSWORD, password_confirmation: PASSWORD, code: codeAt(secret) } });
    expect(tooLate.json()).toEqual({ code: 404, message: INVITE_INVALID });

    const guessed = await invite(['support']);
    const opened = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: guessed.token } }));
    const right = codeAt(opened.secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await injectOp(app, 'acceptStaffInvite', { body: { token: guessed.token, name: 'Guess', password: PASSWORD, password_confirmation: PASSWORD, code: wrongCode } });
      expect(res.statusCode).toBe(422);
    }
    const afterFive = await injectOp(app, 'acceptStaffInvite', { body: { token: guessed.token, name: 'Guess', password: PASSWORD, password_confirmation: PASSWORD, code: right } });
    expect(afterFive.json()).toEqual({ code: 404, message: INVITE_INVALID });
    const [member] = await db().select().from(staffMembers).where(eq(staffMembers.id, guessed.member.id));
    expect(member).toMatchObject({ status: 'invited', passwordHash: null });
  });

  it('inviting again voids the former link; an active address is refused', async () => {
    const first = await invite(['support']);
    const second = await invite(['finance'], first.email);
    expect(second.member.id).toBe(first.member.id);
    expect((await injectOp(app, 'openStaffInvite', { body: { token: first.token } })).statusCode).toBe(404);
    const { res } = await setUp(second.token);
    expect(res.json().data.roles).toEqual(['finance']);
    await expect(invite(['support'], first.email.toUpperCase())).rejects.toMatchObject({ code: 409, message: 'This address already belongs to an active staff member.' });
  });

  it('100 failed sign-ins an hour per staff account, then 429 even with the right password; codes likewise', async () => {
    const staff = await staffWith(['support']);
    const now = clock.now();
    await db().insert(authFailures).values(Array.from({ length: 100 }, () => ({ subject: `s:${staff.id}`, kind: 'password', createdAt: now })));
    const blocked = await injectOp(app, 'staffLogin', { body: { email: staff.email, password: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const other = await staffWith(['support']);
    const { challenge } = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email: other.email, password: PASSWORD } }));
    await db().insert(authFailures).values(Array.from({ length: 100 }, () => ({ subject: `s:${other.id}`, kind: 'totp', createdAt: clock.now() })));
    clock.advance(30_000);
    const codeBlocked = await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code: codeAt(other.secret) } });
    expect(codeBlocked.statusCode).toBe(429);
  });

  it('a sign-in challenge allows 5 codes, then the right one is refused (sign in again)', async () => {
    const staff = await staffWith(['support']);
    const { challenge } = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email: staff.email, password: PASSWORD } }));
    clock.advance(30_000);
    const right = codeAt(staff.secret);
    for (let i = 0; i < 5; i++) {
      expect((await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code: right === '000000' ? '111111' : '000000' } })).statusCode).toBe(422);
    }
    const sixth = await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code: right } });
    expect(sixth.json()).toEqual({ code: 401, message: 'Your sign-in attempt has expired. Please log in again.' });
  });

  it('an admin invites by e-mail through the outbox; the mailed link sets the account up', async () => {
    const admin = await staffWith(['admin']);
    const email = newEmail();
    const res = await injectOp(app, 'inviteStaffMember', { body: { email, roles: ['fulfilment', 'support'], location_ids: [] }, token: admin.token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 201, message: `Invitation sent to ${email}.`, data: { email, roles: ['support', 'fulfilment'], status: 'invited', name: '' } });
    expect(res.body).not.toMatch(/inv_[0-9a-f]{64}/);
    const [mail] = await mailsTo(app, email);
    const link = /\/staff\/setup#token=(inv_[0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const { res: accepted } = await setUp(link!, 'Bola Ade');
    expect(accepted.json().data).toMatchObject({ email, status: 'active', name: 'Bola Ade' });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'staff_member.invite'), eq(auditEvents.targetId, String(res.json().data.id))));
    expect(event).toMatchObject({ actorKind: 'staff', actorId: String(admin.id), details: { roles: ['support', 'fulfilment'] } });

    const unknownPlace = await injectOp(app, 'inviteStaffMember', { body: { email: newEmail(), roles: ['support'], service_center_ids: [987_654] }, token: admin.token });
    expect(unknownPlace.json()).toEqual({ code: 422, message: 'No service centre with id 987654.', error: { service_center_ids: ['No service centre with id 987654.'] } });
  });

  it('audits each staff act in its own transaction, with no password, secret, token or address in the details', async () => {
    const admin = await staffWith(['admin']);
    const agent = await staffWith(['support']);
    // A trigger that refuses this one audit event: the deactivation must fail with it, and end no session.
    await db().execute(sql`create function refuse_deactivate_audit() returns trigger language plpgsql as $$
      begin if new.action = 'staff_member.deactivate' then raise exception 'audit refused'; end if; return new; end $$`);
    await db().execute(sql`create trigger refuse_deactivate_audit before insert on audit_events for each row execute function refuse_deactivate_audit()`);
    try {
      const res = await injectOp(app, 'deactivateStaffMember', { params: { id: agent.id }, body: {}, token: admin.token });
      expect(res.statusCode).toBe(500);
      expect((await injectOp(app, 'getStaffMe', { token: agent.token })).statusCode).toBe(200);
      const [member] = await db().select().from(staffMembers).where(eq(staffMembers.id, agent.id));
      expect(member!.status).toBe('active');
    } finally {
      await db().execute(sql`drop trigger refuse_deactivate_audit on audit_events`);
      await db().execute(sql`drop function refuse_deactivate_audit()`);
    }

    const events = await db().select().from(auditEvents).where(sql`${auditEvents.action} like 'staff%'`);
    const actions = new Set(events.map((e) => e.action));
    for (const action of ['staff_member.invite', 'staff_member.activate', 'staff_session.start', 'staff_session.end', 'staff_member.update', 'staff_member.deactivate']) expect(actions).toContain(action);
    const text = JSON.stringify(events.map((e) => [e.details, e.actorLabel]));
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/inv_[0-9a-f]{64}|stf_|tfa_|argon2|@/);
    const secrets = (await db().select({ s: staffMembers.tfaSecret }).from(staffMembers)).map((r) => r.s).filter(Boolean) as string[];
    for (const s of secrets) expect(text).not.toContain(s);
    // The activation and each sign-in are the member's own acts; the CLI's invitations the operator's.
    expect(events.find((e) => e.action === 'staff_member.activate' && e.targetId === String(agent.id))).toMatchObject({ actorKind: 'staff', actorId: String(agent.id) });
    expect(events.find((e) => e.action === 'staff_member.invite' && e.targetId === String(agent.id))).toMatchObject({ actorKind: 'operator', actorLabel: 'ada.ops' });
  });

  if (kind === 'postgresql') {
    describe('races (PostgreSQL: real concurrency)', () => {
      it('one set-up link accepted three times at once activates once', async () => {
        const { token: link } = await invite(['support']);
        const { secret } = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: link } }));
        const code = codeAt(secret);
        const results = await Promise.all(
          [1, 2, 3].map(() => injectOp(app, 'acceptStaffInvite', { body: { token: link, name: 'Race', password: PASSWORD, password_confirmation: PASSWORD, code } })),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
      });

      it('the last two admins deactivating each other at once: one wins, one admin remains', async () => {
        const a = await staffWith(['admin']);
        const b = await staffWith(['admin']);
        await db().update(staffMembers).set({ status: 'deactivated' }).where(and(sql`'admin' = any(${staffMembers.roles})`, sql`${staffMembers.id} not in (${a.id}, ${b.id})`));
        const [ab, ba] = await Promise.all([
          injectOp(app, 'deactivateStaffMember', { params: { id: b.id }, body: {}, token: a.token }),
          injectOp(app, 'deactivateStaffMember', { params: { id: a.id }, body: {}, token: b.token }),
        ]);
        // The loser is refused: 409 (last admin) when it waited for the winner's locks, 401 when its own session ended first.
        expect([ab.statusCode, ba.statusCode].filter((c) => c === 200)).toHaveLength(1);
        const admins = await db().select().from(staffMembers).where(and(eq(staffMembers.status, 'active'), sql`'admin' = any(${staffMembers.roles})`));
        expect(admins).toHaveLength(1);
      });
    });
  }

  it('lists the team for admins, 15 a page', async () => {
    const admin = await staffWith(['admin']);
    const page = await injectOp(app, 'listStaffMembers', { query: { page: 1 }, token: admin.token });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ code: 200, page: 1, per_page: 15, total: expect.any(Number) });
    expect(body.data.length).toBe(Math.min(15, body.total));
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|secret/i);
  });

});
