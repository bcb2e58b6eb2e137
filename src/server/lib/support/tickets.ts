import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { ticketAttachments, ticketMessages, tickets, transactions, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { supportReplyMail } from '#server/mail/templates.js';
import { nameWithType, sanitiseFileName, sniffFileType, type AcceptedMime } from '#server/lib/platform/file-types.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { money } from '#server/lib/platform/money.js';
import { notify, type Queued } from '#server/lib/notifications/notifications.js';
import { newKey, type Storage } from '#server/lib/platform/storage.js';
import { API_PREFIX } from '#shared/api.js';

/**
 * Support tickets (issue 12, docs/decisions/021-support-and-storage.md): customers open and reply through the API,
 * support replies and closes with operator commands (ops/support.ts). Statuses: Open (new), Answered (support
 * replied), Replied (the customer replied), Close (closed: no more replies from anyone).
 * Files are checked by content, stored under server-chosen keys, and only then recorded in the database.
 */

export type TicketRow = typeof tickets.$inferSelect;
export type TicketStatus = TicketRow['status'];
export type Priority = TicketRow['priority'];
type TicketView = components['schemas']['Ticket'];
type TicketSummary = components['schemas']['TicketSummary'];

export const TICKETS_PER_PAGE = 15;
/** Files per message and bytes per file (the request pipeline's multipart limits are the same, plugins/openapi.ts). */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const TICKET_NOT_FOUND = 'Ticket not found.';
export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
export const TICKET_CLOSED = 'This ticket is closed. Please open a new ticket if you still need help.';
export const TRX_NOT_FOUND = 'This transaction was not found in your account.';
export const EMPTY_REPLY = 'A reply needs a message or an attachment.';
export const notAcceptedFile = (name: string) => `${name} is not an accepted file: attach images (jpg, png, gif, bmp, webp), PDF or Word documents.`;

/** A file of a request (plugins/openapi.ts `Upload`), or of an operator's `--file`. */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

export interface AcceptedFile {
  name: string;
  type: AcceptedMime;
  image: boolean;
  bytes: Buffer;
}

/**
 * Checks each file by its content (never its name or declared type) and gives it a safe name with the extension
 * of what it is. A file of any other type, or an empty one, is a 422 on `field`. Size and count are limited while
 * the body arrives (the multipart limits, 413), before this runs.
 */
export function acceptFiles(files: IncomingFile[], field: string): AcceptedFile[] {
  return files.map((file, i) => {
    const type = file.data.length > 0 ? sniffFileType(file.data) : null;
    const shown = sanitiseFileName(file.filename, `attachment-${i + 1}`);
    if (!type) throw fieldError(field, notAcceptedFile(shown));
    return { name: nameWithType(shown, type), type: type.mime, image: type.image, bytes: file.data };
  });
}

/** Puts the files into storage; gives back their keys (the caller deletes them when its transaction fails). */
async function storeFiles(storage: Storage, files: AcceptedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = newKey('tickets', file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase());
      await storage.put(key, file.bytes, file.type);
      keys.push(key);
    }
    return keys;
  } catch (err) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw err;
  }
}

/** Runs `work` with the files stored; when it fails, the stored files are removed again (nothing half-kept). */
async function withStoredFiles<T>(storage: Storage, files: AcceptedFile[], work: (keys: string[]) => Promise<T>): Promise<T> {
  const keys = await storeFiles(storage, files);
  try {
    return await work(keys);
  } catch (err) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw err;
  }
}

async function insertMessage(
  tx: Tx,
  message: { ticketId: number; sender: 'customer' | 'support'; senderName: string; operator?: string; text: string; now: Date },
  files: AcceptedFile[],
  keys: string[],
) {
  const [row] = await tx
    .insert(ticketMessages)
    .values({ ticketId: message.ticketId, sender: message.sender, senderName: message.senderName, operator: message.operator ?? null, message: message.text, createdAt: message.now })
    .returning({ id: ticketMessages.id });
  if (files.length) {
    await tx.insert(ticketAttachments).values(
      files.map((f, i) => ({ messageId: row!.id, storageKey: keys[i]!, name: f.name, type: f.type, size: f.bytes.length, createdAt: message.now })),
    );
  }
  return row!.id;
}

/** A random 6-digit ticket number (leading zeros allowed), unique: a taken number is drawn again. */
const drawNumber = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface NewTicket {
  user: { id: number; firstname: string; lastname: string };
  subject: string;
  priority: Priority;
  message: string;
  /** The trx of one of the user's transactions, to link. */
  trx?: string;
  files: AcceptedFile[];
  now: Date;
}

/**
 * Opens a ticket with its first message. An unknown trx, or another customer's, is a 422 on `trx`. `also` runs in
 * the same transaction (support's e-mail goes into the outbox there).
 */
export async function openTicket(db: Db, storage: Storage, input: NewTicket, also?: (tx: Tx, ticket: TicketRow) => Promise<void>): Promise<TicketRow> {
  let transactionId: number | null = null;
  if (input.trx) {
    const [found] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.trx, input.trx), eq(transactions.userId, input.user.id)));
    if (!found) throw fieldError('trx', TRX_NOT_FOUND);
    transactionId = found.id;
  }
  return withStoredFiles(storage, input.files, (keys) =>
    db.transaction(async (tx) => {
      let ticket: TicketRow | undefined;
      for (let attempt = 0; !ticket; attempt++) {
        if (attempt === 20) throw new Error('tickets: no free ticket number after 20 draws');
        [ticket] = await tx
          .insert(tickets)
          .values({
            number: drawNumber(),
            userId: input.user.id,
            subject: input.subject,
            priority: input.priority,
            status: 'Open',
            transactionId,
            createdAt: input.now,
            activeAt: input.now,
          })
          .onConflictDoNothing({ target: tickets.number })
          .returning();
      }
      await insertMessage(tx, { ticketId: ticket.id, sender: 'customer', senderName: fullName(input.user), text: input.message, now: input.now }, input.files, keys);
      await also?.(tx, ticket);
      return ticket;
    }),
  );
}

const fullName = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`.trim();

/** The ticket with this number, of this customer when `userId` is given (another customer's is "not found"). */
export async function findTicket(db: Executor, number: string, userId?: number): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(userId === undefined ? eq(tickets.number, number) : and(eq(tickets.number, number), eq(tickets.userId, userId)));
  return row ?? null;
}

export interface NewMessage {
  sender: 'customer' | 'support';
  senderName: string;
  /** Who ran the command, for support messages. */
  operator?: string;
  text: string;
  files: AcceptedFile[];
  now: Date;
}

/**
 * Adds a message to a ticket and sets its status (customer → Replied, support → Answered), in one transaction that
 * locks the ticket row first, so a reply and a close cannot cross. A closed ticket refuses it (409). `also` runs in
 * the same transaction (the support reply's e-mail goes into the outbox there).
 */
export async function addMessage(
  db: Db,
  storage: Storage,
  ticketId: number,
  message: NewMessage,
  also?: (tx: Tx, ticket: TicketRow, messageId: number) => Promise<void>,
): Promise<TicketRow> {
  if (!message.text.trim() && message.files.length === 0) throw new ApiError(422, EMPTY_REPLY, { message: [EMPTY_REPLY] });
  // A quick look first: a closed ticket refuses before any file is stored.
  const [current] = await db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, ticketId));
  if (!current) throw new ApiError(404, TICKET_NOT_FOUND);
  if (current.status === 'Close') throw new ApiError(409, TICKET_CLOSED);
  return withStoredFiles(storage, message.files, (keys) =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
      if (!locked) throw new ApiError(404, TICKET_NOT_FOUND);
      if (locked.status === 'Close') throw new ApiError(409, TICKET_CLOSED);
      const messageId = await insertMessage(
        tx,
        { ticketId, sender: message.sender, senderName: message.senderName, operator: message.operator, text: message.text, now: message.now },
        message.files,
        keys,
      );
      const [updated] = await tx
        .update(tickets)
        .set({ status: message.sender === 'support' ? 'Answered' : 'Replied', lastReplyAt: message.now, activeAt: message.now })
        .where(eq(tickets.id, ticketId))
        .returning();
      await also?.(tx, updated!, messageId);
      return updated!;
    }),
  );
}

/**
 * Closes a ticket (closing a closed ticket is fine: same answer). The close is audited (ticket.close, by the customer
 * or by support) in the same transaction; closing a closed ticket changes nothing and records nothing.
 */
export async function closeTicket(db: Executor, ticketId: number, now: Date, ctx: AuditContext) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!locked) throw new ApiError(404, TICKET_NOT_FOUND);
    const wasClosed = locked.status === 'Close';
    const [updated] = wasClosed ? [locked] : await tx.update(tickets).set({ status: 'Close', activeAt: now }).where(eq(tickets.id, ticketId)).returning();
    if (!wasClosed) await audit(tx, ctx, { action: 'ticket.close', target: { kind: 'ticket', id: ticketId }, details: { user_id: locked.userId, number: locked.number } });
    return { ticket: updated!, wasClosed };
  });
}

const summaryOf = (t: TicketRow): TicketSummary => ({
  id: t.id,
  ticket: t.number,
  subject: t.subject,
  status: t.status,
  priority: t.priority,
  created_at: t.createdAt.toISOString(),
  last_reply: t.lastReplyAt ? t.lastReplyAt.toISOString() : null,
});

/** A page of the customer's tickets, most recently active first. */
export async function ticketsPage(db: Db, userId: number, page: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tickets).where(eq(tickets.userId, userId));
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.activeAt), desc(tickets.id))
    .limit(TICKETS_PER_PAGE)
    .offset((page - 1) * TICKETS_PER_PAGE);
  return { total: Number(total), data: rows.map(summaryOf) };
}

/** Every ticket (operators), optionally of some statuses, most recently active first. */
export async function allTickets(db: Db, filter: { statuses?: TicketStatus[]; limit?: number } = {}) {
  return db
    .select({ ticket: tickets, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(filter.statuses?.length ? inArray(tickets.status, filter.statuses) : undefined)
    .orderBy(desc(tickets.activeAt), desc(tickets.id))
    .limit(filter.limit ?? 200);
}

/** The URL of an attachment's download (downloadTicketAttachment). */
export const attachmentUrl = (ticketNumber: string, id: number) => `${API_PREFIX}/tickets/${ticketNumber}/attachments/${id}`;

/**
 * The contract's Ticket: header, linked transaction, messages oldest first with their attachments (their download URL
 * by `urlOf`: the customer's, or the support desk's).
 */
export async function ticketView(db: Db, ticket: TicketRow, urlOf: (ticketNumber: string, id: number) => string = attachmentUrl): Promise<TicketView> {
  const [owner] = await db.select({ firstname: users.firstname, lastname: users.lastname, email: users.email }).from(users).where(eq(users.id, ticket.userId));
  const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id)).orderBy(asc(ticketMessages.id));
  const files = messages.length
    ? await db
        .select()
        .from(ticketAttachments)
        .where(
          inArray(
            ticketAttachments.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(ticketAttachments.id))
    : [];
  const [linked] = ticket.transactionId ? await db.select().from(transactions).where(eq(transactions.id, ticket.transactionId)) : [];
  return {
    ticket: ticket.number,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    name: owner ? fullName(owner) : '',
    email: owner?.email ?? '',
    created_at: ticket.createdAt.toISOString(),
    transaction: linked
      ? {
          trx: linked.trx,
          created_at: linked.createdAt.toISOString(),
          amount: money(linked.amount),
          charge: money(linked.charge),
          trx_type: linked.trxType,
          detail: linked.detail,
        }
      : null,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.sender,
      user: m.senderName,
      message: m.message,
      created_at: m.createdAt.toISOString(),
      attachments: files
        .filter((f) => f.messageId === m.id)
        .map((f) => ({ id: f.id, name: f.name, type: f.type as AcceptedMime, size: f.size, file: urlOf(ticket.number, f.id) })),
    })),
  };
}

/** An attachment of this ticket (by id), or null: the caller has already checked who owns the ticket. */
export async function findAttachment(db: Db, ticketId: number, attachmentId: number) {
  const [row] = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketMessages.ticketId, ticketId)));
  return row?.attachment ?? null;
}

/**
 * The headers and bytes of an attachment of a ticket, for the customer who owns it (`userId`) or for the support desk
 * (no `userId`): anything not found — ticket, attachment, or its bytes in storage (logged) — is the same 404.
 */
export async function attachmentDownload(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  where: { ticket: string; id: number; userId?: number },
): Promise<{ headers: Record<string, string>; bytes: Buffer }> {
  const ticket = await findTicket(db, where.ticket, where.userId);
  const attachment = ticket ? await findAttachment(db, ticket.id, where.id) : null;
  const stored = attachment ? await storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) {
    if (attachment) log.error({ event: 'attachment_missing', attachment_id: attachment.id, key: attachment.storageKey }, 'attachment bytes missing from storage');
    throw new ApiError(404, ATTACHMENT_NOT_FOUND);
  }
  return { headers: attachmentHeaders(attachment), bytes: stored.bytes };
}

/** Headers of a served attachment: its real type, never sniffed, sandboxed, inline only for images and PDF. */
export function attachmentHeaders(attachment: { name: string; type: string }): Record<string, string> {
  const inline = attachment.type.startsWith('image/') || attachment.type === 'application/pdf';
  return {
    'content-type': attachment.type,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', attachment.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** `inline; filename="…"; filename*=UTF-8''…` with an ASCII fallback (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Support's reply (operator command ticket:reply): the message (from: support, the configured name; the actor's
 * label is kept as its operator), status Answered, the customer's alert — the e-mail with a link to the ticket and
 * a push, on the channels they chose for "support replied" (lib/notifications/notifications.ts notify) — queued in the outboxes, and
 * the audit event (ticket.reply) — all in one transaction, so the alert exists only if the reply does, and once per
 * message (its key). `alerted` says what was queued (null: the ticket has no owner left to tell).
 */
export async function supportReply(
  db: Db,
  storage: Storage,
  input: {
    ticket: TicketRow;
    text: string;
    files: AcceptedFile[];
    supportName: string;
    publicUrl: string;
    now: Date;
  },
  ctx: AuditContext,
): Promise<{ ticket: TicketRow; alerted: Queued | null }> {
  let alerted: Queued | null = null;
  const ticket = await addMessage(
    db,
    storage,
    input.ticket.id,
    { sender: 'support', senderName: input.supportName, operator: ctx.actor.label, text: input.text, files: input.files, now: input.now },
    async (tx, ticket, messageId) => {
      const [owner] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, ticket.userId));
      if (owner) {
        const mail = supportReplyMail({
          publicUrl: input.publicUrl,
          firstname: owner.firstname,
          ticket: ticket.number,
          subject: ticket.subject,
          supportName: input.supportName,
          message: input.text,
          files: input.files.length,
        });
        alerted = await notify(
          tx,
          ticket.userId,
          { event: 'support_reply', key: `ticket-reply:${messageId}`, mail, push: { title: 'Support replied to your ticket', body: `Ticket #${ticket.number}: open it to read the reply.`, url: `/my/support/${ticket.number}` } },
          { publicUrl: input.publicUrl },
        );
      }
      await audit(tx, ctx, {
        action: 'ticket.reply',
        target: { kind: 'ticket', id: ticket.id },
        details: { user_id: ticket.userId, number: ticket.number, message_id: messageId, files: input.files.length, status: ticket.status },
      });
    },
  );
  return { ticket, alerted };
}
