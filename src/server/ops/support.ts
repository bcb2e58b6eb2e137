import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '#server/envelope.js';
import { customerTold } from '#server/lib/notifications/notifications.js';
import { openStorage } from '#server/lib/platform/storage.js';
import { acceptFiles, allTickets, MAX_FILE_BYTES, MAX_FILES, closeTicket, findTicket, supportReply, ticketView, type TicketStatus } from '#server/lib/support/tickets.js';
import { option, positional, table, UsageError, type Command, type CommandArgs } from './command.js';

/**
 * Support (issue 12): operators read and answer customers' tickets here — there are no admin screens. The logic is
 * in lib/support/tickets.ts; these are thin wrappers. Support's name on messages is SUPPORT_NAME (default "Support Team").
 */
const STATUSES: TicketStatus[] = ['Open', 'Answered', 'Replied', 'Close'];

function statusesOf(args: CommandArgs): TicketStatus[] | undefined {
  const raw = option(args, 'status');
  if (!raw) return undefined;
  const wanted = raw.split(',').map((s) => s.trim());
  const unknown = wanted.filter((s) => !STATUSES.includes(s as TicketStatus));
  if (unknown.length) throw new UsageError(`--status must be among ${STATUSES.join(', ')}; got ${unknown.join(', ')}`);
  return wanted as TicketStatus[];
}

const ticketNumber = (args: CommandArgs) => {
  const number = positional(args, 0, 'number');
  if (!/^\d{6}$/.test(number)) throw new UsageError(`<number> is the 6-digit ticket number, got "${number}"`);
  return number;
};

const files = (args: CommandArgs): string[] => {
  const value = args.values.file;
  return (Array.isArray(value) ? value : value ? [value] : []).map(String);
};

export const commands: Command[] = [
  {
    name: 'ticket:list',
    summary: 'list support tickets, most recently active first (filter by --status)',
    usage: `npm run ops -- ticket:list [--status Open,Replied] [--limit N] [--json]

Lists tickets, most recently active first: number, status, priority, customer e-mail, last activity, subject.
--status  only these statuses (comma-separated): Open, Answered, Replied, Close. Tickets waiting for support are
          Open and Replied.
--limit   at most this many (default 200).
--json    one JSON array instead of the table.`,
    options: { status: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const limitRaw = option(args, 'limit');
      const limit = limitRaw === undefined ? 200 : Number(limitRaw);
      if (!Number.isSafeInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive whole number, got "${limitRaw}"`);
      const rows = await allTickets(ctx.db, { statuses: statusesOf(args), limit });
      if (args.values.json) {
        ctx.out(
          JSON.stringify(
            rows.map((r) => ({
              ticket: r.ticket.number,
              status: r.ticket.status,
              priority: r.ticket.priority,
              email: r.email,
              name: `${r.firstname} ${r.lastname}`,
              subject: r.ticket.subject,
              created_at: r.ticket.createdAt.toISOString(),
              active_at: r.ticket.activeAt.toISOString(),
            })),
          ),
        );
        return 0;
      }
      if (!rows.length) {
        ctx.out('ticket:list: no tickets');
        return 0;
      }
      table(ctx.out, [
        ['NUMBER', 'STATUS', 'PRIORITY', 'CUSTOMER', 'ACTIVE (UTC)', 'SUBJECT'],
        ...rows.map((r) => [r.ticket.number, r.ticket.status, r.ticket.priority, r.email, r.ticket.activeAt.toISOString().slice(0, 16).replace('T', ' '), r.ticket.subject]),
      ]);
      return 0;
    },
  },
  {
    name: 'ticket:show',
    summary: 'show one ticket: customer, linked transaction, every message with its attachments',
    usage: `npm run ops -- ticket:show <number> [--json]

Shows a ticket: subject, status, priority, the customer, the transaction it reports, then every message (who, when,
text, attachments with their type and size). --json prints the ticket as the API's getTicket shows it.
Exit 1 when no ticket has this number.`,
    options: { json: { type: 'boolean' } },
    async run(ctx, args) {
      const number = ticketNumber(args);
      const ticket = await findTicket(ctx.db, number);
      if (!ticket) {
        console.error(`ticket:show: no ticket ${number}`);
        return 1;
      }
      const view = await ticketView(ctx.db, ticket);
      if (args.values.json) {
        ctx.out(JSON.stringify(view));
        return 0;
      }
      ctx.out(`Ticket #${view.ticket}: ${view.subject}`);
      ctx.out(`Status ${view.status} · Priority ${view.priority} · opened ${view.created_at}`);
      ctx.out(`Customer ${view.name} <${view.email}>`);
      if (view.transaction) {
        const t = view.transaction;
        ctx.out(`Reports transaction ${t.trx} of ${t.created_at}: ${t.trx_type}${t.amount} (charge ${t.charge}) ${t.detail}`);
      }
      for (const m of view.messages) {
        ctx.out('');
        ctx.out(`[${m.created_at}] ${m.from === 'support' ? 'SUPPORT' : 'CUSTOMER'} ${m.user}:`);
        for (const line of (m.message || '(no text)').split('\n')) ctx.out(`  ${line}`);
        for (const a of m.attachments) ctx.out(`  attachment ${a.id}: ${a.name} (${a.type}, ${a.size} bytes)`);
      }
      return 0;
    },
  },
  {
    name: 'ticket:reply',
    summary: "answer a ticket as support (status Answered); e-mails the customer a link to it",
    usage: `npm run ops -- ticket:reply <number> --message "text" [--file path ...]

Adds support's message (signed with SUPPORT_NAME, default "Support Team"; --as is recorded as the operator) and sets
the status to Answered. The customer gets an e-mail with the reply and a link to the ticket (PUBLIC_URL/my/support/
<number>), queued in the mail outbox in the same transaction and sent by a running server.
--message  the text (use quotes; \\n in the shell's $'...' form for line breaks). Needed unless a --file is given.
--file     a file to attach (repeat, at most 5; images, PDF, doc, docx; at most 5 MB each; checked by content).
Exit 1 when no ticket has this number or the ticket is closed.`,
    options: { message: { type: 'string' }, file: { type: 'string', multiple: true } },
    async run(ctx, args) {
      const number = ticketNumber(args);
      const text = option(args, 'message') ?? '';
      const paths = files(args);
      if (!text.trim() && paths.length === 0) throw new UsageError('give --message "text" or at least one --file');
      if (paths.length > MAX_FILES) throw new UsageError(`at most ${MAX_FILES} files`);
      const incoming = [];
      for (const file of paths) {
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw new UsageError(`--file ${file}: no such file`);
        if (info.size > MAX_FILE_BYTES) throw new UsageError(`--file ${file}: larger than 5 MB`);
        incoming.push({ filename: path.basename(file), data: await readFile(file) });
      }
      const ticket = await findTicket(ctx.db, number);
      if (!ticket) {
        console.error(`ticket:reply: no ticket ${number}`);
        return 1;
      }
      try {
        const accepted = acceptFiles(incoming, 'file');
        const storage = await openStorage(ctx.config);
        const { ticket: updated, alerted } = await supportReply(ctx.db, storage, {
          ticket,
          text,
          files: accepted,
          supportName: ctx.config.supportName,
          publicUrl: ctx.config.publicUrl,
          now: ctx.now(),
        }, ctx.audit);
        ctx.out(`ticket:reply: replied to #${updated.number} as ${ctx.config.supportName} (${accepted.length} file(s)); status ${updated.status}; ${alerted ? customerTold(alerted, 'support_reply') : 'no customer to tell'}`);
        return 0;
      } catch (err) {
        if (err instanceof ApiError && err.code === 422) throw new UsageError(err.message);
        if (err instanceof ApiError) {
          console.error(`ticket:reply: ${err.message}`);
          return 1;
        }
        throw err;
      }
    },
  },
  {
    name: 'ticket:close',
    summary: 'close a ticket (status Close: no more replies)',
    usage: `npm run ops -- ticket:close <number>

Sets the ticket's status to Close; the customer can no longer reply (a new ticket is needed). Closing a closed ticket
changes nothing. Exit 1 when no ticket has this number.`,
    async run(ctx, args) {
      const number = ticketNumber(args);
      const ticket = await findTicket(ctx.db, number);
      if (!ticket) {
        console.error(`ticket:close: no ticket ${number}`);
        return 1;
      }
      const { wasClosed } = await closeTicket(ctx.db, ticket.id, ctx.now(), ctx.audit);
      ctx.out(wasClosed ? `ticket:close: #${number} was already closed` : `ticket:close: closed #${number}`);
      return 0;
    },
  },
];
