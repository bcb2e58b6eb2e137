import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '#generated/api';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { locations, serviceCenters, staffInvites, staffLoginChallenges, staffMembers, staffSessions } from '#server/db/schema.js';
import { ApiError, fieldError, invalidFields } from '#server/envelope.js';
import { signInLimitMail, staffInviteMail } from '#server/mail/templates.js';
import { CODE_INVALID } from '#shared/messages.js';
import { lowerEq } from './accounts.js';
import { audit, inTransaction, staffActor, type AuditContext } from '#server/lib/platform/audit.js';
import { decoySubject } from './one-time-codes.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { hashPassword } from './passwords.js';
import { STAFF_ROLES, type StaffRole } from './principal.js';
import type { AccountKind, SignInAccount } from './sign-in.js';
import { newSecretToken, newToken, sha256 } from './tokens.js';
import { newTotpSecret, stepOf, totpFor } from './totp.js';

/**
 * Staff accounts (issue 24, docs/decisions/041-staff-accounts.md): invitations, the set-up that activates an account,
 * sign-in (lib/identity/sign-in.ts with the `staffSignIn` kind: password then authenticator code, always), sessions with an
 * idle and an absolute limit, role and scope changes, deactivation. Every change is audited in its own transaction.
 */

export type StaffRow = typeof staffMembers.$inferSelect;
type StaffMemberView = components['schemas']['StaffMember'];
type StaffSessionView = components['schemas']['StaffSession'];

export const INVITE_HOURS = 24;
export const INVITE_MS = INVITE_HOURS * 3_600_000;
/** Tries of the authenticator code that confirms a set-up; then the link is dead (an admin sends a new one). */
export const MAX_INVITE_TRIES = 5;
/** 30 minutes (the contract's StaffSession.idle_timeout_seconds, 1800). */
export const STAFF_IDLE_MS = 1800 * 1000;
export const STAFF_SESSION_MS = 12 * 3_600_000;
/** Staff tokens carry a prefix, so that a log line or a leaked header says at once which kind it is. */
export const STAFF_TOKEN_PREFIX = 'stf_';
export const STAFF_TOKEN_PATTERN = /^stf_[A-Za-z0-9_-]{43}$/;

export const INVITE_INVALID = 'This set-up link is invalid, used or expired. Ask an admin for a new one.';
export const STAFF_NOT_FOUND = 'No staff member with this id.';
export const ALREADY_STAFF = 'This address already belongs to an active staff member.';
export const LAST_ADMIN = 'At least one active admin must remain: make another staff member admin first.';
export const ALREADY_DEACTIVATED = 'This staff member is already deactivated.';

/** Where the SPA's set-up page reads the token: after `#`, so it never reaches a server log or a Referer header. */
export const inviteLink = (publicUrl: string, token: string) => `${publicUrl}/staff/setup#token=${token}`;

/** The contract's StaffMember (never a hash or a secret). */
export function staffView(member: StaffRow): StaffMemberView {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    roles: orderedRoles(member.roles),
    location_ids: member.locationIds,
    service_center_ids: member.serviceCenterIds,
    status: member.status,
    created_at: member.createdAt.toISOString(),
    activated_at: member.activatedAt?.toISOString() ?? null,
    deactivated_at: member.deactivatedAt?.toISOString() ?? null,
  };
}

/** Roles in the one order of STAFF_ROLES, without duplicates. */
export const orderedRoles = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => roles.includes(r));

export async function findStaffById(db: Executor, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(lowerEq(staffMembers.email, email.trim())).limit(1);
  return row ?? null;
}

/** Every staff member, by id. */
export async function staffPage(db: Db, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(staffMembers);
  const rows = await db
    .select()
    .from(staffMembers)
    .orderBy(asc(staffMembers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: Number(total?.n ?? 0), data: rows.map(staffView) };
}

/** The scope ids that do not exist (a 422 on the field names them). */
async function checkScope(db: Executor, scope: { locationIds?: number[]; serviceCenterIds?: number[] }) {
  const errors: Record<string, string[]> = {};
  const missing = async (ids: number[] | undefined, table: typeof locations | typeof serviceCenters) => {
    if (!ids?.length) return [];
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    const have = new Set(found.map((r) => r.id));
    return [...new Set(ids)].filter((id) => !have.has(id));
  };
  const badLocations = await missing(scope.locationIds, locations);
  if (badLocations.length) errors.location_ids = [`No location with id ${badLocations.join(', ')}.`];
  const badCentres = await missing(scope.serviceCenterIds, serviceCenters);
  if (badCentres.length) errors.service_center_ids = [`No service centre with id ${badCentres.join(', ')}.`];
  if (Object.keys(errors).length) throw invalidFields(errors);
}

const uniqueSorted = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

export interface InviteInput {
  email: string;
  roles: StaffRole[];
  locationIds?: number[];
  serviceCenterIds?: number[];
  /** The admin who invites (null: an operator of the command line). */
  invitedBy: number | null;
}

export interface Invitation {
  member: StaffRow;
  token: string;
  link: string;
  expiresAt: Date;
}

/**
 * Invites a staff member (or invites again someone invited or deactivated: their former password, authenticator and
 * links are void). An active member's address is refused (409). Only the link's SHA-256 is stored; the link is
 * returned once, to be printed (staff:invite) or e-mailed (inviteStaffMember) by the caller.
 */
export async function inviteStaff(db: Executor, ctx: AuditContext, input: InviteInput, opts: { now: Date; publicUrl: string }): Promise<Invitation> {
  const { now, publicUrl } = opts;
  const email = input.email.trim();
  const roles = orderedRoles(input.roles);
  if (!roles.length) throw fieldError('roles', 'Choose at least one role.');
  const locationIds = uniqueSorted(input.locationIds);
  const serviceCenterIds = uniqueSorted(input.serviceCenterIds);
  const token = newSecretToken('inv_');
  const expiresAt = new Date(now.getTime() + INVITE_MS);
  return inTransaction(db, async (tx) => {
    await checkScope(tx, { locationIds, serviceCenterIds });
    const existing = await findStaffByEmail(tx, email);
    if (existing?.status === 'active') throw new ApiError(409, ALREADY_STAFF);
    const values = { roles, locationIds, serviceCenterIds, status: 'invited' as const, name: '', passwordHash: null, tfaSecret: null, tfaLastStep: null, updatedAt: now, activatedAt: null, deactivatedAt: null };
    let member: StaffRow | undefined;
    if (existing) {
      [member] = await tx.update(staffMembers).set(values).where(and(eq(staffMembers.id, existing.id), ne(staffMembers.status, 'active'))).returning();
      if (!member) throw new ApiError(409, ALREADY_STAFF);
      await tx.update(staffInvites).set({ expiresAt: now }).where(and(eq(staffInvites.staffId, member.id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
    } else {
      [member] = await tx.insert(staffMembers).values({ email, ...values, createdAt: now }).returning();
    }
    if (!member) throw new Error('staff member not written');
    await tx.insert(staffInvites).values({ staffId: member.id, tokenHash: sha256(token), tfaSecret: newTotpSecret(), invitedBy: input.invitedBy, expiresAt, createdAt: now });
    await audit(tx, ctx, {
      action: 'staff_member.invite',
      target: { kind: 'staff_member', id: member.id },
      details: {
        roles,
        location_ids: locationIds,
        service_center_ids: serviceCenterIds,
        expires_at: expiresAt.toISOString(),
        ...(existing ? { previous_status: existing.status } : {}),
      },
    });
    return { member, token, link: inviteLink(publicUrl, token), expiresAt };
  });
}

/** Invites and e-mails the link through the outbox, in one transaction (the mail exists exactly when the invitation does). */
export async function inviteStaffByMail(db: Db, ctx: AuditContext, input: InviteInput, opts: { now: Date; publicUrl: string }): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const invitation = await inviteStaff(tx, ctx, input, opts);
    await enqueueMail(
      tx,
      { to: invitation.member.email, ...staffInviteMail({ publicUrl: opts.publicUrl, link: invitation.link, roles: invitation.member.roles, hours: INVITE_HOURS }) },
      { key: `staff-invite:${sha256(invitation.token)}`, discardAfter: invitation.expiresAt },
    );
    return invitation;
  });
}

const liveInvite = (hash: string, now: Date) =>
  and(eq(staffInvites.tokenHash, hash), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now), lt(staffInvites.attempts, MAX_INVITE_TRIES));

/** The live invitation of a set-up link and its (invited) member, or null. Reading it uses nothing up. */
export async function openInvite(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invite: staffInvites, member: staffMembers })
    .from(staffInvites)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.staffId))
    .where(and(liveInvite(sha256(token), now), eq(staffMembers.status, 'invited')))
    .limit(1);
  return row ?? null;
}

/** What the set-up page shows: who is invited, as what, until when, and the authenticator secret to scan. */
export function inviteView(found: NonNullable<Awaited<ReturnType<typeof openInvite>>>): components['schemas']['StaffInvite'] {
  const { invite, member } = found;
  return {
    email: member.email,
    roles: orderedRoles(member.roles),
    expires_at: invite.expiresAt.toISOString(),
    secret: invite.tfaSecret,
    qrcode: totpFor(invite.tfaSecret, member.email).toString(),
  };
}

/**
 * Accepts an invitation: the authenticator code proves the secret was set up (a try of the link's 5 is taken first,
 * atomically, and kept whatever the answer), then — in one transaction — the link is used, the member becomes active
 * with the name, password hash and secret, the code's time step is recorded (it cannot sign in again), and the
 * activation is audited as the member's own act.
 */
export async function acceptInvite(db: Db, input: { token: string; name: string; password: string; code: string }, opts: { now: Date; requestId: string }): Promise<StaffRow> {
  const { now } = opts;
  const hash = sha256(input.token);
  const [taken] = await db
    .update(staffInvites)
    .set({ attempts: sql`${staffInvites.attempts} + 1` })
    .where(liveInvite(hash, now))
    .returning();
  if (!taken) throw new ApiError(404, INVITE_INVALID);
  const step = stepOf(taken.tfaSecret, input.code, now);
  if (step === null) throw fieldError('code', CODE_INVALID);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, taken.id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
      .returning({ id: staffInvites.id });
    if (!used.length) throw new ApiError(404, INVITE_INVALID);
    const [member] = await tx
      .update(staffMembers)
      .set({ name: input.name.trim(), passwordHash, tfaSecret: taken.tfaSecret, tfaLastStep: step, status: 'active', activatedAt: now, updatedAt: now })
      .where(and(eq(staffMembers.id, taken.staffId), eq(staffMembers.status, 'invited')))
      .returning();
    if (!member) throw new ApiError(404, INVITE_INVALID);
    await audit(tx, { actor: staffActor(member), requestId: opts.requestId }, { action: 'staff_member.activate', target: { kind: 'staff_member', id: member.id }, details: { invite_id: taken.id } });
    return member;
  });
}

// ---------------------------------------------------------------- sessions

export async function startStaffSession(executor: Executor, member: StaffRow, opts: { now: Date; requestId: string | null }) {
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = new Date(opts.now.getTime() + STAFF_SESSION_MS);
  const [session] = await executor
    .insert(staffSessions)
    .values({ staffId: member.id, tokenHash: sha256(token), createdAt: opts.now, lastUsedAt: opts.now, expiresAt })
    .returning({ id: staffSessions.id });
  await audit(executor, { actor: staffActor(member), requestId: opts.requestId }, { action: 'staff_session.start', target: { kind: 'staff_member', id: member.id }, details: { session_id: session!.id } });
  return { token, expiresAt };
}

/** A session's last use is written at most this often (a busy console does not write a row per request). */
export const STAFF_TOUCH_MS = 60_000;

/**
 * The active member behind a staff token, or null: unknown, revoked, idle for 30 minutes, older than 12 hours, or its
 * member no longer active. A live session's last use becomes now when it was last written over a minute ago (one
 * conditional UPDATE that repeats the idle test, so an idle session cannot be revived by a request racing its expiry);
 * the idle limit therefore counts from a moment at most a minute before the last request.
 */
export async function staffForToken(db: Db, token: string, now: Date): Promise<{ tokenId: number; member: StaffRow } | null> {
  const live = (idleSince: Date) => and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastUsedAt, idleSince));
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MS);
  const [session] = await db
    .select({ id: staffSessions.id, staffId: staffSessions.staffId, lastUsedAt: staffSessions.lastUsedAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, sha256(token)), live(idleSince)))
    .limit(1);
  if (!session) return null;
  if (now.getTime() - session.lastUsedAt.getTime() >= STAFF_TOUCH_MS) {
    const touched = await db
      .update(staffSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(staffSessions.id, session.id), live(idleSince)))
      .returning({ id: staffSessions.id });
    if (touched.length === 0) return null;
  }
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, session.staffId), eq(staffMembers.status, 'active')))
    .limit(1);
  return member ? { tokenId: session.id, member } : null;
}

export async function endStaffSession(db: Db, ctx: AuditContext, staffId: number, tokenId: number, now: Date) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, tokenId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    if (ended.length) await audit(tx, ctx, { action: 'staff_session.end', target: { kind: 'staff_member', id: staffId }, details: { session_id: tokenId } });
  });
}

// ---------------------------------------------------------------- admin acts

/** Locks the active admins (FOR UPDATE) and answers their ids: two admins demoting each other cannot both win. */
async function lockedActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.status, 'active'), sql`'admin' = any(${staffMembers.roles})`))
    .orderBy(asc(staffMembers.id))
    .for('update');
  return rows.map((r) => r.id);
}

export interface StaffChange {
  roles?: StaffRole[];
  locationIds?: number[];
  serviceCenterIds?: number[];
  reason?: string;
}

/** Changes a member's roles and/or scope (takes effect on their next request); the last active admin keeps admin. */
export async function updateStaff(db: Db, ctx: AuditContext, staffId: number, change: StaffChange, now: Date): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const admins = await lockedActiveAdmins(tx);
    const before = await findStaffById(tx, staffId);
    if (!before) throw new ApiError(404, STAFF_NOT_FOUND);
    const roles = change.roles ? orderedRoles(change.roles) : orderedRoles(before.roles);
    if (!roles.length) throw fieldError('roles', 'Choose at least one role.');
    if (before.status === 'active' && admins.includes(staffId) && !roles.includes('admin') && admins.length === 1) throw new ApiError(409, LAST_ADMIN);
    const locationIds = change.locationIds ? uniqueSorted(change.locationIds) : before.locationIds;
    const serviceCenterIds = change.serviceCenterIds ? uniqueSorted(change.serviceCenterIds) : before.serviceCenterIds;
    await checkScope(tx, { locationIds, serviceCenterIds });
    const [after] = await tx.update(staffMembers).set({ roles, locationIds, serviceCenterIds, updatedAt: now }).where(eq(staffMembers.id, staffId)).returning();
    await audit(tx, ctx, {
      action: 'staff_member.update',
      target: { kind: 'staff_member', id: staffId },
      details: {
        before: { roles: orderedRoles(before.roles), location_ids: before.locationIds, service_center_ids: before.serviceCenterIds },
        after: { roles, location_ids: locationIds, service_center_ids: serviceCenterIds },
        reason: change.reason ?? null,
      },
    });
    return after!;
  });
}

/**
 * Deactivates a member: their sessions end at once (revoked in the same transaction), pending links die, sign-in is
 * refused from now on. The last active admin cannot be deactivated.
 */
export async function deactivateStaff(db: Db, ctx: AuditContext, staffId: number, opts: { now: Date; reason?: string }): Promise<StaffRow> {
  const { now } = opts;
  return db.transaction(async (tx) => {
    const admins = await lockedActiveAdmins(tx);
    const before = await findStaffById(tx, staffId);
    if (!before) throw new ApiError(404, STAFF_NOT_FOUND);
    if (before.status === 'deactivated') throw new ApiError(409, ALREADY_DEACTIVATED);
    if (admins.length === 1 && admins[0] === staffId) throw new ApiError(409, LAST_ADMIN);
    const [after] = await tx.update(staffMembers).set({ status: 'deactivated', deactivatedAt: now, updatedAt: now }).where(eq(staffMembers.id, staffId)).returning();
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    await tx.update(staffInvites).set({ expiresAt: now }).where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
    await audit(tx, ctx, {
      action: 'staff_member.deactivate',
      target: { kind: 'staff_member', id: staffId },
      details: { previous_status: before.status, sessions_ended: ended.length, reason: opts.reason ?? null },
    });
    return after!;
  });
}

// ---------------------------------------------------------------- sign-in

/** A staff member as lib/identity/sign-in.ts sees an account: only active members can sign in; two-factor is always on. */
export type StaffAccount = StaffRow & SignInAccount;

const asAccount = (member: StaffRow | null): StaffAccount | null =>
  member && member.status === 'active' && member.passwordHash && member.tfaSecret
    ? { ...member, username: member.email, firstname: member.name, passwordHash: member.passwordHash, tfaEnabled: true, tfaSecret: member.tfaSecret }
    : null;

export const staffSubject = (staffId: number) => `s:${staffId}`;

const liveChallenge = (hash: string, now: Date) =>
  and(eq(staffLoginChallenges.challengeHash, hash), isNull(staffLoginChallenges.usedAt), gt(staffLoginChallenges.expiresAt, now));

/**
 * Staff sign-in as an AccountKind of lib/identity/sign-in.ts: the same rules as customers' (same 401 for unknown, invited,
 * deactivated and wrong password; 100 failures an hour per account or identifier; 5-minute challenges with 5 tries;
 * a code's step used once), with the staff tables, `s:<id>` failure subjects and mandatory two-factor: the password
 * step always answers a challenge. Built per request, so that the session's audit event carries the request id.
 */
export function staffSignIn(request: Pick<FastifyRequest, 'id'>): AccountKind<StaffAccount, StaffSessionView> {
  return {
    find: async (db, identifier) => asAccount(await findStaffByEmail(db, identifier)),
    findById: async (db, id) => asAccount(await findStaffById(db, id)),
    subject: (member) => staffSubject(member.id),
    decoySubject: (identifier) => decoySubject(`staff-login:${identifier}`),
    failureOwner: () => null,
    refusal: () => null,
    limitMail: (member, opts) => signInLimitMail({ ...opts, firstname: member.name }),
    limitMailKey: (member) => `staff-sign-in-limit:${member.id}`,
    challenges: {
      async create(db, member, { hash, expiresAt, now }) {
        await db.insert(staffLoginChallenges).values({ staffId: member.id, challengeHash: hash, expiresAt, createdAt: now });
      },
      async findLive(db, hash, now) {
        const [row] = await db.select().from(staffLoginChallenges).where(liveChallenge(hash, now)).limit(1);
        return row ? { id: row.id, accountId: row.staffId, remember: false } : null;
      },
      async takeTry(tx, hash, now, maxTries) {
        const [taken] = await tx
          .update(staffLoginChallenges)
          .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
          .where(and(liveChallenge(hash, now), lt(staffLoginChallenges.attempts, maxTries)))
          .returning();
        return taken ? { id: taken.id, accountId: taken.staffId, remember: false } : null;
      },
      async claim(tx, id, now) {
        const claimed = await tx
          .update(staffLoginChallenges)
          .set({ usedAt: now })
          .where(and(eq(staffLoginChallenges.id, id), isNull(staffLoginChallenges.usedAt)))
          .returning({ id: staffLoginChallenges.id });
        return claimed.length > 0;
      },
    },
    async claimStep(tx, member, step) {
      const [fresh] = await tx
        .update(staffMembers)
        .set({ tfaLastStep: step })
        .where(
          and(eq(staffMembers.id, member.id), eq(staffMembers.status, 'active'), or(isNull(staffMembers.tfaLastStep), lt(staffMembers.tfaLastStep, step))),
        )
        .returning();
      return asAccount(fresh ?? null);
    },
    async startSession(executor, member, { now }) {
      const { token, expiresAt } = await startStaffSession(executor, member, { now, requestId: request.id });
      return { token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), idle_timeout_seconds: 1800 as const, staff: staffView(member) };
    },
  };
}
