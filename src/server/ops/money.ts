import { and, eq, sql } from 'drizzle-orm';
import { staffMembers } from '#server/db/schema.js';
import { customerTold } from '#server/lib/notifications/notifications.js';
import { staffActor } from '#server/lib/platform/audit.js';
import { gatewaysOf } from '#server/lib/payments/gateways.js';
import { koboOf, money } from '#server/lib/platform/money.js';
import { requestRefund } from '#server/lib/money-back/money-back.js';
import type { MoneyBackRow } from '#server/lib/money-back/money-back-row.js';
import { refundServicesOf, refundTargets, submitIfDue, type RefundServices, type SubmitResult } from '#server/lib/money-back/refunds.js';
import { adjustBalance, approveByReference, moneyBackServices, moneyBacksPage, rejectByReference } from '#server/lib/money-back/staff-money-back.js';
import { consoleLogger, option, positional, reasonOf, refusals, table, UsageError, type Command, type CommandArgs, type OpsContext } from './command.js';

/**
 * Money back (issue 25, docs/decisions/051-adjustments-and-four-eyes.md): adjustments, refunds of top-ups and the
 * four-eyes queue for automation — the console's library calls (lib/money-back/staff-money-back.ts over lib/money-back/money-back.ts, and
 * lib/money-back/refunds.ts for the gateway's side). A request made here is requested by the operator (no staff member), so any
 * active finance or admin person may approve it; approving names that person (`--as <staff e-mail>`), who must never
 * be the requester. A refund that needs no approval (or has just been approved) is sent to its gateway by the command
 * itself, after the commit — as the console's handler does; the servers' refunds job would send it otherwise.
 */
const STATUSES = ['awaiting_approval', 'rejected', 'done', 'submitting', 'pending', 'processing', 'needs_attention', 'processed', 'failed'] as const;

/** A Naira amount as typed (1500, 1500.50), or a UsageError. */
function nairaOf(raw: string, name: string): number {
  if (!/^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(raw)) throw new UsageError(`--${name} is an amount in Naira (e.g. 1500 or 1500.50), got "${raw}"`);
  const n = Number(raw);
  if (n < 1 || n > 1_000_000) throw new UsageError(`--${name} is 1 to 1000000 Naira`);
  return n;
}

/** --ticket and --key as the console takes them (a ticket's number; the request key of a safe retry). */
function ticketAndKey(args: CommandArgs) {
  const ticket = option(args, 'ticket');
  if (ticket !== undefined && !/^[0-9]{1,20}$/.test(ticket)) throw new UsageError(`--ticket is a ticket number (digits), got "${ticket}"`);
  const key = option(args, 'key');
  if (key !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new UsageError('--key is 8 to 100 letters, digits, - or _');
  return { ticket, key };
}

/** The refund services of the command line: the gateways of the environment (lib/money-back/refunds.ts), warnings on stderr. */
const refundServices = (ctx: OpsContext): RefundServices =>
  refundServicesOf({ db: ctx.db, config: ctx.config, gateways: gatewaysOf(ctx.config), log: consoleLogger() });

/** Where a refund stands after the command, in words for the operator. */
function refundWords(row: MoneyBackRow, s: RefundServices, result: SubmitResult | null): string {
  const gateway = s.gateways.get(row.gateway as 'paystack')?.name ?? row.gateway ?? 'its gateway';
  switch (row.status) {
    case 'awaiting_approval':
      return `awaits approval by a finance or admin person (money:approve)${row.approvalNeededBecause ? `: ${row.approvalNeededBecause}` : ''}`;
    case 'submitting':
      // Busy: the servers' refunds job claimed it first and its call to the gateway has not ended within the wait.
      return result === 'busy'
        ? `being sent to ${gateway} by the servers' refunds job; money:list shows where it stands`
        : `${gateway} could not be reached: the servers' refunds job sends it as soon as it answers`;
    case 'failed':
      return `${row.failureReason ?? 'the gateway refused it'}; the amount is back on the balance`;
    case 'rejected':
      return 'rejected; the amount is back on the balance';
    default:
      return `sent to ${gateway} (gateway status ${row.gatewayStatus ?? 'unknown'})`;
  }
}

export const commands: Command[] = [
  {
    name: 'money:adjust',
    summary: "credit or debit a customer's balance with a reason (four eyes above APPROVAL_ABOVE)",
    usage: `npm run ops -- money:adjust <customer id> --credit <naira> | --debit <naira> --reason "<why>" [--ticket <number>] [--key <request key>]

An adjustment of the customer's balance, as finance makes it in the console: up to APPROVAL_ABOVE it is done at once
(the customer is told as they chose; the ticket, if given, answered); above it waits for a finance or admin person to approve it
(money:approve) — a debit is held from the balance meanwhile. It waits too when, with it, what moved today (Lagos time)
without a second person would pass APPROVAL_DAILY_PER_CUSTOMER for this customer or APPROVAL_DAILY_PER_MEMBER for the
command line, which counts as one member (docs/decisions/069-four-eyes-by-daily-totals.md); the output says why. A debit above the balance is refused and nothing moves.
--key makes a retry safe: the same key answers the first request. Exit 1 when refused.`,
    options: { credit: { type: 'string' }, debit: { type: 'string' }, reason: { type: 'string' }, ticket: { type: 'string' }, key: { type: 'string' } },
    async run(ctx, args) {
      const raw = positional(args, 0, 'customer id');
      const customerId = Number(raw);
      if (!Number.isSafeInteger(customerId) || customerId < 1 || customerId > 2_147_483_647) throw new UsageError(`<customer id> is a customer's id (customer:find shows it), got "${raw}"`);
      const credit = option(args, 'credit');
      const debit = option(args, 'debit');
      if ((credit === undefined) === (debit === undefined)) throw new UsageError('give exactly one of --credit <naira> or --debit <naira>');
      const amount = nairaOf((credit ?? debit)!, credit !== undefined ? 'credit' : 'debit');
      const reason = reasonOf(args);
      const { ticket, key } = ticketAndKey(args);
      return refusals('money:adjust', async () => {
        const { row, created, told } = await adjustBalance(
          ctx.db,
          ctx.audit,
          { staffId: null },
          { customerId, direction: credit !== undefined ? 'credit' : 'debit', amount, reason, ticket, requestKey: key },
          moneyBackServices(ctx.config),
          ctx.now(),
        );
        const what =
          row.status === 'awaiting_approval' || !told
            ? `awaits approval by a finance or admin person (money:approve)${row.approvalNeededBecause ? `: ${row.approvalNeededBecause}` : ''}`
            : `done, ${customerTold(told, 'money_back')}`;
        ctx.out(`money:adjust: ${row.reference} ${row.direction === '+' ? 'credit' : 'debit'} of ₦${money(row.amount)} for customer ${customerId}: ${created ? what : `already requested (${row.status}); nothing moved again`}`);
        return 0;
      });
    },
  },
  {
    name: 'money:refund',
    summary: "refund (part of) a customer's top-up through its gateway (four eyes above APPROVAL_ABOVE)",
    usage: `npm run ops -- money:refund <top-up reference> --amount <naira> --reason "<why>" [--ticket <number>] [--key <request key>]

A refund of (part of) a successful top-up through the gateway it was paid with, as finance asks for it in the console
(docs/decisions/052-refunds-through-gateways.md): the amount is taken from the customer's balance at once — never more
than the top-up less what was already refunded, never more than the balance. Up to APPROVAL_ABOVE it is sent to the
gateway right away (the gateways of this environment: PAYSTACK_* / FLUTTERWAVE_*); above it, or past a daily total
(APPROVAL_DAILY_PER_CUSTOMER, APPROVAL_DAILY_PER_MEMBER: the command line counts as one member), it waits for a finance
or admin person (money:approve), and the output says why. The servers finish it from what the gateway says (webhooks, the refunds job); a failed
refund gives the amount back to the balance. The customer is e-mailed at each step; the ticket, if given, answered.
Prints the refund's reference, amount and status. --key makes a retry safe: the same key answers the first request.
Exit 1 when refused (too much, above the balance, not a successful top-up, unknown reference or ticket).`,
    options: { amount: { type: 'string' }, reason: { type: 'string' }, ticket: { type: 'string' }, key: { type: 'string' } },
    async run(ctx, args) {
      const reference = positional(args, 0, 'top-up reference').trim();
      const amount = nairaOf(option(args, 'amount', true), 'amount');
      const reason = reasonOf(args);
      const { ticket, key } = ticketAndKey(args);
      return refusals('money:refund', async () => {
        const s = refundServices(ctx);
        const target = await refundTargets(ctx.db, reference, ticket);
        const { row: asked, created } = await requestRefund(
          ctx.db,
          ctx.audit,
          { staffId: null },
          { depositId: target.depositId, amountKobo: koboOf(amount), reason, ticketId: target.ticketId, requestKey: key },
          s,
          ctx.now(),
        );
        // After the commit, never inside it (lib/money-back/refunds.ts): a replayed key whose refund was left submitting is sent now.
        const { row, result } = await submitIfDue(s, ctx.audit, asked, () => ctx.now());
        const words = refundWords(row, s, result);
        ctx.out(`money:refund: ${row.reference} refund of ₦${money(row.amount)} of top-up ${reference}: ${row.status} — ${created ? words : `already requested; nothing moved again (${words})`}`);
        return 0;
      });
    },
  },
  {
    name: 'money:list',
    summary: 'list requests for money back (refunds, reversals, adjustments), newest first',
    usage: `npm run ops -- money:list [--status <status>] [--page N] [--json]

Every request for money back, newest first, 15 a page, as the console's Money back queue. --status is one of
${STATUSES.join(', ')}.`,
    options: { status: { type: 'string' }, page: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const status = option(args, 'status');
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status is one of ${STATUSES.join(', ')}`);
      const page = Number(option(args, 'page') ?? '1');
      if (!Number.isSafeInteger(page) || page < 1) throw new UsageError('--page is a whole number from 1');
      const found = await moneyBacksPage(ctx.db, { status: status as (typeof STATUSES)[number] | undefined, page }, null, ctx.config);
      if (args.values.json) {
        ctx.out(JSON.stringify(found.data));
        return 0;
      }
      if (!found.data.length) {
        ctx.out('money:list: no request matches');
        return 0;
      }
      table(ctx.out, [
        ['REFERENCE', 'KIND', 'CUSTOMER', 'AMOUNT', 'STATUS', 'REQUESTED BY', 'DECIDED BY', 'CREATED'],
        ...found.data.map((m) => [m.reference, m.kind, `${m.customer.id} ${m.customer.name}`, `${m.direction === 'credit' ? '+' : '-'}${m.amount}`, m.status, m.requested_by, m.decided_by ?? '—', m.created_at]),
      ]);
      ctx.out(
        `(${found.total} request(s), page ${found.page}; ${found.awaiting_approval} awaiting approval; approval above ₦${found.approval_above}, ` +
          `or past ₦${found.approval_daily_per_customer} a customer or ₦${found.approval_daily_per_member} a member moved in a Lagos day without a second person)`,
      );
      return 0;
    },
  },
  {
    name: 'money:approve',
    summary: 'approve a request awaiting a second person, as an active finance or admin staff member (--as <e-mail>)',
    usage: `npm run ops -- money:approve <reference> --as <staff e-mail>

The second of four eyes: the staff member named by --as (an active finance or admin member, never the requester)
approves the request. Audited as that member. An approved refund is sent to its gateway at once. Exit 1 when
refused (their own request, already decided, unknown).`,
    options: {},
    async run(ctx, args) {
      const reference = positional(args, 0, 'reference');
      const email = typeof args.values.as === 'string' ? args.values.as.trim() : '';
      if (!email.includes('@')) throw new UsageError('--as <staff e-mail> is required: the finance or admin member who approves');
      const [member] = await ctx.db
        .select({ id: staffMembers.id, name: staffMembers.name, roles: staffMembers.roles })
        .from(staffMembers)
        .where(and(sql`lower(${staffMembers.email}) = lower(${email})`, eq(staffMembers.status, 'active')));
      if (!member || !member.roles.some((r) => r === 'finance' || r === 'admin')) {
        console.error(`money:approve: ${email} is not an active finance or admin staff member`);
        return 1;
      }
      return refusals('money:approve', async () => {
        const audited = { actor: staffActor(member), requestId: ctx.audit.requestId };
        const approved = await approveByReference(ctx.db, audited, member.id, reference, moneyBackServices(ctx.config), ctx.now());
        // An approved refund goes to its gateway after the approval's commit, as in the console (lib/money-back/refunds.ts submitIfDue).
        const { row } = await submitIfDue(refundServices(ctx), audited, approved, () => ctx.now());
        ctx.out(`money:approve: ${row.reference} approved by ${member.name || email}; status ${row.status}`);
        return 0;
      });
    },
  },
  {
    name: 'money:reject',
    summary: 'reject a request awaiting approval, with a reason (a held debit comes back)',
    usage: `npm run ops -- money:reject <reference> --reason "<why>"

Rejects a request awaiting approval: a debit held from the balance comes back to it and the customer is e-mailed; a
credit is never given. Audited as the operator with the reason. Exit 1 when already decided or unknown.`,
    options: { reason: { type: 'string' } },
    async run(ctx, args) {
      const reference = positional(args, 0, 'reference');
      const reason = reasonOf(args);
      return refusals('money:reject', async () => {
        const row = await rejectByReference(ctx.db, ctx.audit, null, reference, reason, moneyBackServices(ctx.config), ctx.now());
        ctx.out(`money:reject: ${row.reference} rejected${row.returnTrx ? `; ₦${money(row.amount)} returned to the balance (${row.returnTrx})` : ''}`);
        return 0;
      });
    },
  },
];
