import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { cards, deposits, staffMembers, tickets, transactions, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { API_PREFIX } from '#shared/api.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { money } from '#server/lib/platform/money.js';
import { reportedHubCharge } from '#server/lib/cards-hubs/reversals.js';
import { TICKET_NOT_FOUND, ticketView, type TicketRow, type TicketStatus } from '#server/lib/support/tickets.js';

/**
 * The support desk (docs/decisions/043-support-desk-and-audit-log.md): the queue of every customer's tickets, a ticket
 * with its customer's context, assignment. Replies and closing are lib/support/tickets.ts supportReply and closeTicket, the
 * same calls as the `ops` commands. Tickets are not scoped by a member's locations or service centres: a ticket
 * belongs to a customer, not to a centre.
 */

export const DESK_PER_PAGE = 15;
export const NOT_SUPPORT_MEMBER = 'Choose an active member of the support team.';

type Query = NonNullable<operations['listStaffTickets']['parameters']['query']>;
type StaffTicket = components['schemas']['StaffTicket'];
type StaffRef = components['schemas']['StaffRef'];

/** open: waiting for support (Open, or the customer Replied); answered; closed. */
const STATUS_GROUPS: Record<NonNullable<Query['status']>, TicketStatus[]> = {
  open: ['Open', 'Replied'],
  answered: ['Answered'],
  closed: ['Close'],
};

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const staffName = (m: { id: number; name: string }) => m.name || `staff ${m.id}`;

async function staffRef(db: Executor, id: number | null): Promise<StaffRef | null> {
  if (id === null) return null;
  const [m] = await db.select({ id: staffMembers.id, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, id));
  return m ? { id: m.id, name: staffName(m) } : null;
}

/** A page of the queue, with the filters of listStaffTickets; `me` is the caller (assignee=mine). */
export async function deskPage(db: Db, me: number, query: Query) {
  const page = query.page ?? 1;
  const where: SQL[] = [];
  if (query.status) where.push(inArray(tickets.status, STATUS_GROUPS[query.status]));
  if (query.priority) where.push(eq(tickets.priority, query.priority));
  if (query.assignee === 'mine') where.push(eq(tickets.assigneeStaffId, me));
  else if (query.assignee === 'unassigned') where.push(isNull(tickets.assigneeStaffId));
  else if (query.assignee) where.push(eq(tickets.assigneeStaffId, Number(query.assignee)));
  const q = query.q?.trim();
  if (q) {
    const like = `%${likeEscape(q)}%`;
    where.push(or(eq(tickets.number, q), ilike(tickets.subject, like), ilike(users.email, like))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(condition);
  const order = query.sort === 'newest' ? [desc(tickets.createdAt), desc(tickets.id)] : [asc(tickets.createdAt), asc(tickets.id)];
  const rows = await db
    .select({ ticket: tickets, firstname: users.firstname, lastname: users.lastname, email: users.email, assigneeName: staffMembers.name })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, tickets.assigneeStaffId))
    .where(condition)
    .orderBy(...order)
    .limit(DESK_PER_PAGE)
    .offset((page - 1) * DESK_PER_PAGE);
  return {
    total: Number(total),
    page,
    data: rows.map((r) => ({
      id: r.ticket.id,
      ticket: r.ticket.number,
      subject: r.ticket.subject,
      status: r.ticket.status,
      priority: r.ticket.priority,
      created_at: r.ticket.createdAt.toISOString(),
      last_reply: r.ticket.lastReplyAt ? r.ticket.lastReplyAt.toISOString() : null,
      customer: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      assignee: r.ticket.assigneeStaffId === null ? null : { id: r.ticket.assigneeStaffId, name: staffName({ id: r.ticket.assigneeStaffId, name: r.assigneeName ?? '' }) },
    })),
  };
}

/** The staff download URL of an attachment (downloadStaffTicketAttachment). */
export const staffAttachmentUrl = (ticketNumber: string, id: number) => `${API_PREFIX}/staff/tickets/${ticketNumber}/attachments/${id}`;

/** The ticket (as its customer sees it, attachments at the staff URLs), its assignee and its customer's context. */
export async function deskTicket(db: Db, ticket: TicketRow): Promise<StaffTicket> {
  const view = await ticketView(db, ticket, staffAttachmentUrl);
  const [owner] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, accountNumber: users.accountNumber, balance: users.balance })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!owner) throw new ApiError(404, TICKET_NOT_FOUND);
  const [card] = await db
    .select({ number: cards.number })
    .from(cards)
    .where(and(eq(cards.userId, owner.id), inArray(cards.status, ['linked', 'frozen'])))
    .orderBy(desc(cards.linkedAt))
    .limit(1);
  const lines = await db.select().from(transactions).where(eq(transactions.userId, owner.id)).orderBy(desc(transactions.id)).limit(5);
  const tops = await db.select().from(deposits).where(eq(deposits.userId, owner.id)).orderBy(desc(deposits.id)).limit(5);
  const hubCharge = await reportedHubCharge(db, ticket.transactionId);
  return {
    ticket: view,
    assignee: await staffRef(db, ticket.assigneeStaffId),
    customer: {
      id: owner.id,
      name: `${owner.firstname} ${owner.lastname}`.trim(),
      email: owner.email,
      account_number: owner.accountNumber,
      balance: money(owner.balance),
      card_serial: card?.number ?? null,
      transactions: lines.map((t) => ({ trx: t.trx, created_at: t.createdAt.toISOString(), amount: money(t.amount), charge: money(t.charge), trx_type: t.trxType, detail: t.detail })),
      deposits: tops.map((d) => ({ trx: d.trx, created_at: d.createdAt.toISOString(), amount: money(d.amount), gateway: d.methodCode, status: d.status })),
    },
    // A ticket reporting a hub charge's line: the charge and its reversal, for reverseStaffHubCharge (ADR 050).
    ...(hubCharge ? { hub_charge: hubCharge } : {}),
  };
}

/** The short answer of the desk's writes: number, status, assignee. */
export async function deskAnswer(db: Executor, ticket: TicketRow) {
  return { ticket: ticket.number, status: ticket.status, assignee: await staffRef(db, ticket.assigneeStaffId) };
}

/**
 * Assigns a ticket to an active staff member holding support or admin (or unassigns it: null), under a lock on the
 * ticket, audited (ticket.assign) with before and after and the reason in the same transaction. Assigning to the
 * current assignee changes nothing and records nothing.
 */
export async function assignTicket(db: Executor, ctx: AuditContext, ticketId: number, input: { assigneeId: number | null; reason?: string }, now: Date) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!locked) throw new ApiError(404, TICKET_NOT_FOUND);
    if (input.assigneeId !== null) {
      const [member] = await tx
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.id, input.assigneeId),
            eq(staffMembers.status, 'active'),
            sql`${staffMembers.roles} && array['support', 'admin']::text[]`,
          ),
        );
      if (!member) throw fieldError('assignee_id', NOT_SUPPORT_MEMBER);
    }
    if (locked.assigneeStaffId === input.assigneeId) return locked;
    const [updated] = await tx.update(tickets).set({ assigneeStaffId: input.assigneeId }).where(eq(tickets.id, ticketId)).returning();
    await audit(tx, ctx, {
      action: 'ticket.assign',
      target: { kind: 'ticket', id: ticketId },
      details: {
        user_id: locked.userId,
        number: locked.number,
        before: { assignee_id: locked.assigneeStaffId },
        after: { assignee_id: input.assigneeId },
        reason: input.reason?.trim() || null,
        at: now.toISOString(),
      },
    });
    return updated!;
  });
}
