import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { booksCsv, booksOf, dayPeriod, monthPeriod, type Books, type CountAmount } from '#server/lib/ledger/books.js';
import { gatewaysOf } from '#server/lib/payments/gateways.js';
import { money } from '#server/lib/platform/money.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { reconcileDay } from '#server/lib/payments/reconcile.js';
import { assignSuspense, listSuspense, returnSuspense } from '#server/lib/payments/suspense.js';
import { consoleLogger, option, positional, table, UsageError, type Command, type OpsContext } from './command.js';

/** The books, the suspense account and reconciliation (docs/decisions/053-the-books.md). */

const naira = (kobo: number) => `₦${money(kobo)}`;
const ca = (c: CountAmount) => [c.count, naira(c.amount)];

function printBooks(ctx: OpsContext, b: Books) {
  ctx.out(`Books of ${b.period.kind} ${b.period.label} (Lagos time; ${b.period.from} – ${b.period.to})`);
  ctx.out('');
  table(ctx.out, [
    ['money in', 'count', 'amount'],
    ['top-ups', ...ca(b.moneyIn.topUps)],
    ['referral commissions', ...ca(b.moneyIn.referralCommissions)],
    ['reversals of hub charges', ...ca(b.moneyIn.reversals)],
    ['adjustment credits', ...ca(b.moneyIn.adjustmentCredits)],
    ['held debits given back', ...ca(b.moneyIn.returned)],
    ['suspense assigned', ...ca(b.moneyIn.suspenseAssigned)],
    ['other credits', ...ca(b.moneyIn.other)],
  ]);
  ctx.out('');
  table(ctx.out, [
    ['money out', 'count', 'amount'],
    ['hub charges', ...ca(b.moneyOut.hubCharges)],
    ['card fees (balance)', ...ca(b.moneyOut.cardFees)],
    ['refunds asked', ...ca(b.moneyOut.refundsAsked)],
    ['adjustment debits', ...ca(b.moneyOut.adjustmentDebits)],
    ['other debits', ...ca(b.moneyOut.other)],
  ]);
  ctx.out('');
  if (b.topUpsByGateway.length) {
    table(ctx.out, [['gateway', 'top-ups', 'amount', 'charges'], ...b.topUpsByGateway.map((g) => [g.gateway, g.count, naira(g.amount), naira(g.charges)])]);
    ctx.out('');
  }
  if (b.hubRevenue.length) {
    const rows: (string | number)[][] = [['hub / machine', 'charges', 'amount']];
    for (const h of b.hubRevenue) {
      rows.push([`${h.hub} (net of ${naira(h.reversed)} reversed)`, '', naira(h.net)]);
      for (const m of h.machines) rows.push([`  ${m.machine}`, m.count, naira(m.amount)]);
    }
    table(ctx.out, rows);
    ctx.out('');
  }
  table(ctx.out, [
    ['other figures', 'count', 'amount'],
    ['card fees booked (all)', ...ca(b.cardFees)],
    ['referral commissions held', ...ca(b.referralHeld.held)],
    ['referral commissions earned', ...ca(b.referralHeld.earned)],
    ['referral commissions not earned (refunded)', ...ca(b.referralHeld.notEarned)],
    ['referral credit held at the end', '', naira(b.referralHeld.closing)],
    ['refunds processed', ...ca(b.refunds.processed)],
    ['refunds failed / returned', ...ca(b.refunds.returned)],
    ['management starts', ...ca(b.managementStarts)],
    ['suspense in', ...ca(b.suspense.in)],
    ['suspense out', ...ca(b.suspense.out)],
  ]);
  if (b.days.length) {
    ctx.out('');
    table(ctx.out, [['day', 'opening', 'in', 'out', 'closing', 'hub revenue'], ...b.days.map((d) => [d.day, naira(d.opening), naira(d.moneyIn), naira(d.moneyOut), naira(d.closing), naira(d.hubRevenue)])]);
  }
  const i = b.identity;
  ctx.out('');
  ctx.out(`float: opening ${naira(i.opening)} + in ${naira(i.moneyIn)} − out ${naira(i.moneyOut)} = ${naira(i.expectedClosing)}; closing ${naira(i.closing)} — ${i.holds ? 'holds' : 'BROKEN (run ledger:check)'}`);
}

const usageError = (err: unknown) => {
  if (err instanceof ApiError) throw new UsageError(err.message);
  throw err;
};

/** books:day and books:month: the period (a bad one is a usage error), printed or as CSV; exit 1 when the identity fails. */
async function showBooks(ctx: OpsContext, periodOf: () => ReturnType<typeof dayPeriod>, csv: boolean): Promise<number> {
  let period: ReturnType<typeof dayPeriod>;
  try {
    period = periodOf();
  } catch (err) {
    return usageError(err);
  }
  const books = await booksOf(ctx.db, period);
  if (csv) process.stdout.write(booksCsv(books));
  else printBooks(ctx, books);
  return books.identity.holds ? 0 : 1;
}

export const commands: Command[] = [
  {
    name: 'books:day',
    summary: 'the books of a Lagos day: float, money in and out by kind, top-ups per gateway, hub revenue, refunds, suspense',
    usage: `npm run ops -- books:day [YYYY-MM-DD] [--csv]

The books of one Lagos calendar day (default: today), from the ledger (docs/decisions/053-the-books.md): customer
float at open and close, money in and out by kind, top-ups and their gateway charges per gateway, hub revenue per hub
and machine, card fees, referral commissions, refunds (asked, processed, failed/returned), reversals, adjustments,
management starts, suspense in and out, and the identity opening + in − out = closing.
--csv  print the same as CSV (section,item,count,amount_ngn). Exit 1 when the identity does not hold.`,
    options: { csv: { type: 'boolean' } },
    async run(ctx, args) {
      return showBooks(ctx, () => dayPeriod(args.positionals[0] ?? lagosDay(ctx.now())), args.values.csv === true);
    },
  },
  {
    name: 'books:month',
    summary: 'the books of a Lagos month, with one row per day',
    usage: `npm run ops -- books:month [YYYY-MM] [--csv]

The books of one Lagos calendar month (default: this month), as books:day, plus each day's float, money in and out
and hub revenue. --csv  print the same as CSV. Exit 1 when the identity does not hold.`,
    options: { csv: { type: 'boolean' } },
    async run(ctx, args) {
      return showBooks(ctx, () => monthPeriod(args.positionals[0] ?? lagosDay(ctx.now()).slice(0, 7)), args.values.csv === true);
    },
  },
  {
    name: 'suspense:list',
    summary: 'money received that matches no payment (open items by default)',
    usage: `npm run ops -- suspense:list [--status open|assigned|returned|all]

Lists suspense items (docs/decisions/053-the-books.md): money a gateway received that matches no payment — a success
for a payment already failed, an amount or currency mismatch. Newest first, at most 200.`,
    options: { status: { type: 'string' } },
    async run(ctx, args) {
      const status = option(args, 'status') ?? 'open';
      if (!['open', 'assigned', 'returned', 'all'].includes(status)) throw new UsageError(`--status must be open, assigned, returned or all, got "${status}"`);
      const { items } = await listSuspense(ctx.db, { status: status as 'open', limit: 200 });
      if (!items.length) {
        ctx.out(`suspense:list: no ${status === 'all' ? '' : `${status} `}items`);
        return 0;
      }
      table(ctx.out, [
        ['id', 'received', 'gateway', 'gateway ref', 'reference', 'amount', 'status', 'reason', 'resolution'],
        ...items.map((i) => [
          i.id,
          i.createdAt.toISOString(),
          i.gateway,
          i.gatewayRef,
          i.reference ?? '',
          i.currency === 'NGN' ? naira(i.amount) : `${money(i.amount)} ${i.currency}`,
          i.status,
          i.reason,
          i.status === 'assigned' ? `to account ${i.accountNumber} (${i.trx})` : i.status === 'returned' ? `returned ${i.returnReference}` : '',
        ]),
      ]);
      return 0;
    },
  },
  {
    name: 'suspense:assign',
    summary: "credit an open suspense item to a customer's wallet (with a reason; once)",
    usage: `npm run ops -- suspense:assign <id> --customer <user id> --reason "…"

Credits the item's amount to the customer's wallet against the suspense account (once; audited
suspense_item.assigned). Only after the payer is proven (a bank statement, the gateway's customer record): never by
guess. Exit 1 when the item or the customer does not exist or the item was resolved before.`,
    options: { customer: { type: 'string' }, reason: { type: 'string' } },
    async run(ctx, args) {
      const id = Number(positional(args, 0, 'id'));
      const customer = Number(option(args, 'customer', true));
      const reason = option(args, 'reason', true).trim();
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(customer)) throw new UsageError('<id> and --customer must be whole numbers');
      try {
        const item = await assignSuspense(ctx.db, ctx.audit, { staffId: null, label: ctx.actor }, id, { userId: customer, reason }, ctx.now());
        const [who] = await ctx.db.select({ accountNumber: users.accountNumber }).from(users).where(eq(users.id, customer));
        ctx.out(`suspense:assign: item ${id} (${naira(item.amount)}) credited to account ${who?.accountNumber ?? customer}, entry ${item.trx}`);
        return 0;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        console.error(`suspense:assign: ${err.message}`);
        return 1;
      }
    },
  },
  {
    name: 'suspense:return',
    summary: 'mark an open suspense item returned to its payer through the gateway',
    usage: `npm run ops -- suspense:return <id> --reference <gateway refund reference> --reason "…"

Books the item back from suspense to the gateway's clearing (once; audited suspense_item.returned) after the gateway
refunded the payer. Exit 1 when the item does not exist or was resolved before.`,
    options: { reference: { type: 'string' }, reason: { type: 'string' } },
    async run(ctx, args) {
      const id = Number(positional(args, 0, 'id'));
      const returnReference = option(args, 'reference', true).trim();
      const reason = option(args, 'reason', true).trim();
      if (!Number.isSafeInteger(id)) throw new UsageError('<id> must be a whole number');
      try {
        const item = await returnSuspense(ctx.db, ctx.audit, { staffId: null, label: ctx.actor }, id, { returnReference, reason }, ctx.now());
        ctx.out(`suspense:return: item ${id} (${money(item.amount)} ${item.currency}) returned (${returnReference})`);
        return 0;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        console.error(`suspense:return: ${err.message}`);
        return 1;
      }
    },
  },
  {
    name: 'reconcile',
    summary: "ask the gateways about every top-up of a Lagos day and list where they disagree with us",
    usage: `npm run ops -- reconcile [--day YYYY-MM-DD]

Reconciles the top-ups of a Lagos day (default: yesterday) with their gateways (server-to-server verify per top-up;
docs/decisions/053-the-books.md) and records the run and its mismatches for finance: amount, currency, our Success
against their failed, their success against our Failed, a reference the gateway does not know, statuses apart.
Exit 1 when a mismatch is found.`,
    options: { day: { type: 'string' } },
    async run(ctx, args) {
      const day = option(args, 'day') ?? lagosDay(new Date(ctx.now().getTime() - 86_400_000));
      try {
        dayPeriod(day);
      } catch (err) {
        usageError(err);
      }
      const result = await reconcileDay({ db: ctx.db, gateways: gatewaysOf(ctx.config), log: consoleLogger() }, ctx.audit, { day, trigger: 'ops' }, ctx.now());
      const { run, mismatches } = result!;
      ctx.out(`reconcile ${day}: run ${run.id}, ${run.checked} top-up(s) checked, ${run.mismatches} mismatch(es), ${run.unavailable} not answered`);
      if (mismatches.length) table(ctx.out, [['reference', 'gateway', 'kind', 'ours', 'theirs'], ...mismatches.map((m) => [m.reference, m.gateway, m.kind, m.ours, m.theirs])]);
      return mismatches.length ? 1 : 0;
    },
  },
];
