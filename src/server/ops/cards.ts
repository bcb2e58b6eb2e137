import type { CardStage } from '#server/db/schema.js';
import { audit } from '#server/lib/platform/audit.js';
import { readFile } from 'node:fs/promises';
import { advanceCardRequest, listCardRequestsForOps } from '#server/lib/cards-hubs/card-desk.js';
import { addCardNumbers, addCards, cardIdsByNumber, freezeCardById, listCards, newStock, parseCardCsv, replaceCard, unfreezeCard } from '#server/lib/cards-hubs/card-inventory.js';
import { cardFeePurpose, currentFees } from '#server/lib/cards-hubs/cards.js';
import { printedCardNumber } from '#server/lib/cards-hubs/card-numbers.js';
import { gatewaysOf } from '#server/lib/payments/gateways.js';
import { customerTold } from '#server/lib/notifications/notifications.js';
import { setFees } from '#server/lib/cards-hubs/hub-directory.js';
import { money } from '#server/lib/platform/money.js';
import { changeManagementCardHubs, issueManagementCard, managementCardsPage, managementCardStarts, revokeManagementCard } from '#server/lib/cards-hubs/management-cards.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { EVERYWHERE } from '#server/lib/identity/staff-scope.js';
import { recheckPending } from '#server/lib/payments/payments.js';
import { ApiError } from '#server/envelope.js';
import { consoleLogger, intOption, json, nairaOption, option, positional, table, UsageError, type Command, type CommandArgs, type OpsContext } from './command.js';
import { hubOrFail } from './hubs.js';

/**
 * Cards (docs/decisions/020-cards-and-hubs.md): card requests' fulfilment, the card inventory, the card and delivery
 * fees, the payment methods, management cards. The logic lives in lib/cards-hubs (card-desk.ts, card-inventory.ts,
 * hub-directory.ts setFees, management-cards.ts); these are thin wrappers (the hub commands are ops/hubs.ts). Every
 * change is audited (audit_events) in its own transaction.
 */

const STAGES: CardStage[] = ['awaiting_payment', 'paid', 'preparing', 'ready', 'delivered', 'cancelled'];

export const commands: Command[] = [
  // ---------------------------------------------------------------- card requests
  {
    name: 'card:requests',
    summary: 'list card requests (newest first) with their payment and fulfilment stage',
    usage: `npm run ops -- card:requests [--stage STAGE] [--limit N] [--json]

Lists card requests: id, reference, customer, service centre, method, payment status, stage, total, date.
--stage   only this stage: ${STAGES.join(', ')}
--limit   at most N rows (default 100)
--json    machine-readable output`,
    options: { stage: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const stage = option(args, 'stage') as CardStage | undefined;
      if (stage && !STAGES.includes(stage)) throw new UsageError(`--stage must be one of ${STAGES.join(', ')}`);
      const rows = await listCardRequestsForOps(ctx.db, { stage, limit: intOption(args, 'limit', 100) });
      if (json(ctx, args, rows)) return 0;
      table(ctx.out, [
        ['ID', 'REFERENCE', 'CUSTOMER', 'SERVICE CENTRE', 'METHOD', 'PAYMENT', 'STAGE', 'TOTAL', 'CREATED'],
        ...rows.map((r) => [r.id, r.reference, r.email, r.center, r.method, r.status, r.stage, money(r.total), r.createdAt.toISOString()]),
      ]);
      return 0;
    },
  },
  {
    name: 'card:advance',
    summary: 'move a paid card request to its next stage (paid → preparing → ready → delivered)',
    usage: `npm run ops -- card:advance <request-id> [--card NUMBER]

Moves a paid card request one stage forward: paid → preparing → ready → delivered. At "ready" a card of the
inventory is assigned (--card NUMBER, else the oldest in stock) and linked to the customer, and the customer is
alerted that the card is ready for pickup on the channels they chose (e-mail and push by default; through the
outboxes, sent by a running server); the output says which.
Exit 1 when the request does not exist or cannot move (not paid, already delivered, no card in stock).`,
    options: { card: { type: 'string' } },
    async run(ctx, args) {
      const id = Number(positional(args, 0, 'request-id'));
      if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('<request-id> must be a whole number');
      try {
        const r = await advanceCardRequest(
          ctx.db,
          id,
          ctx.now(),
          { cardNumber: option(args, 'card'), publicUrl: ctx.config.publicUrl, enqueue: (t, mail, key) => enqueueMail(t, mail, { key }) },
          ctx.audit,
        );
        // At ready: how the customer hears of it, as their alert choices decided (lib/notifications/notifications.ts).
        const told = r.alerted ? `; ${r.alerted.mail ? `e-mail queued to ${r.email}` : customerTold(r.alerted, 'card_ready')}${r.alerted.push ? `; push queued to ${r.alerted.push} device(s)` : ''}` : '';
        ctx.out(`card request ${id}: ${r.stage}${r.cardNumber ? ` (card ${r.cardNumber})` : ''}${told}`);
        return 0;
      } catch (err) {
        if (err instanceof ApiError) {
          console.error(`card:advance: ${err.message}`);
          return 1;
        }
        throw err;
      }
    },
  },
  {
    name: 'card:recheck',
    summary: "ask the gateways about pending card request payments now and settle them (like deposits:recheck)",
    usage: `npm run ops -- card:recheck [--limit N]

Re-verifies card requests whose gateway payment is pending and older than a minute (server-side verification,
exactly once, like the servers' periodic job; a payment not made within an hour ends Failed). The balance is never
touched by a gateway card payment. --limit  at most this many requests (default 500).`,
    options: { limit: { type: 'string' } },
    async run(ctx, args) {
      const limit = intOption(args, 'limit', 500);
      const log = consoleLogger();
      const services = {
        db: ctx.db,
        config: ctx.config,
        gateways: gatewaysOf(ctx.config),
        log,
        purposes: [cardFeePurpose],
      };
      const asked = await recheckPending(services, ctx.now(), limit);
      await audit(ctx.db, ctx.audit, { action: 'card_request.recheck', details: { asked, limit } });
      ctx.out(`card:recheck: asked the gateways about ${asked} pending card request payment(s)`);
      return 0;
    },
  },
  // ---------------------------------------------------------------- card inventory
  {
    name: 'card:add',
    summary: 'add new cards to the inventory with random numbers (--count N, printed for the card maker), or cards printed elsewhere by number',
    usage: `npm run ops -- card:add --count N [--json]
npm run ops -- card:add <number>...

--count N  adds N cards (in stock) with new random numbers: ELC + 15 random symbols + a check symbol
           (docs/decisions/039-hub-charge-caps-and-card-numbers.md). Prints each number and its printed form
           (groups of four: ELC 7KQ4 M9TX 2HVB R8ND), tab-separated, one card a line, for the card maker
           (--json: a list of {number, printed}).
<number>   adds cards already printed with these numbers (10 to 19 letters or digits, kept upper case; numbers
           already in the inventory are skipped). Sequential numbers can be guessed: give new cards --count.`,
    options: { count: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const numbers = args.positionals;
      if (args.values.count !== undefined) {
        if (numbers.length) throw new UsageError('give either --count or numbers, not both');
        const count = intOption(args, 'count');
        if (count < 1 || count > 100_000) throw new UsageError('--count must be from 1 to 100000');
        const { numbers: made } = await newStock(ctx.db, count, ctx.now(), ctx.audit);
        const rows = made.map((number) => ({ number, printed: printedCardNumber(number) }));
        if (json(ctx, args, rows)) return 0;
        for (const r of rows) ctx.out(`${r.number}\t${r.printed}`);
        console.error(`card:add: ${made.length} new card(s) added`);
        return 0;
      }
      if (!numbers.length) throw new UsageError('give --count N (new cards) or the numbers of printed cards');
      let result;
      try {
        result = await addCards(ctx.db, numbers, ctx.now(), ctx.audit);
      } catch (err) {
        if ((err as Error).message.startsWith('invalid card number')) throw new UsageError((err as Error).message);
        throw err;
      }
      ctx.out(`card:add: ${result.added} card(s) added, ${result.skipped} already in the inventory`);
      return 0;
    },
  },
  {
    name: 'card:import',
    summary: 'add printed cards from a CSV file (one number a line) and report every rejected line, as the console does',
    usage: `npm run ops -- card:import <file.csv> [--json]

The console's import (lib/cards-hubs/card-inventory.ts parseCardCsv + addCardNumbers): the first column of each line, UTF-8 with or
without a BOM, CRLF or LF, empty lines and a header line (number, card, serial) skipped; at most 256 KB and 5,000
numbers. Valid numbers are added in stock in one transaction; every rejected line is printed with its line number
and why: format, check (a mistyped new number), duplicate (an earlier line has it), present (already in the inventory).`,
    options: { json: { type: 'boolean' } },
    async run(ctx, args) {
      const file = positional(args, 0, 'file.csv');
      let lines;
      try {
        lines = parseCardCsv(await readFile(file));
      } catch (err) {
        if (err instanceof ApiError) throw new UsageError(`${file}: ${err.message}`);
        throw err;
      }
      const report = await addCardNumbers(ctx.db, lines, ctx.now(), ctx.audit, 'csv');
      if (json(ctx, args, report)) return 0;
      if (report.rejected.length) table(ctx.out, [['LINE', 'NUMBER', 'REASON', 'WHY'], ...report.rejected.map((r) => [r.line, r.number, r.reason, r.message])]);
      ctx.out(`card:import: ${report.added} card(s) added, ${report.rejected.length} line(s) rejected of ${report.lines}`);
      return 0;
    },
  },
  {
    name: 'card:freeze',
    summary: "freeze, unfreeze or replace a customer's card by number, with a reason (the console's calls)",
    usage: `npm run ops -- card:freeze <number> --reason TEXT
npm run ops -- card:freeze <number> --unfreeze --reason TEXT
npm run ops -- card:freeze <number> --replace [--card NEW] --reason TEXT

Freeze: the card stops paying, keeps its holder. --unfreeze: it pays again (unless the holder linked another card).
--replace: it is retired and NEW (else the oldest in stock) is linked to the same customer, who is e-mailed. The
balance is the account's: it never moves, no ledger line. Each change is audited with the reason.`,
    options: { reason: { type: 'string' }, unfreeze: { type: 'boolean' }, replace: { type: 'boolean' }, card: { type: 'string' } },
    async run(ctx, args) {
      const number = positional(args, 0, 'number');
      const reason = option(args, 'reason', true);
      if (args.values.unfreeze && args.values.replace) throw new UsageError('give --unfreeze or --replace, not both');
      const [card] = await cardIdsByNumber(ctx.db, [number]);
      if (!card) {
        console.error(`card:freeze: no card ${number} in the inventory`);
        return 1;
      }
      try {
        if (args.values.replace) {
          const r = await replaceCard(
            ctx.db,
            card.id,
            { cardNumber: option(args, 'card'), reason },
            ctx.now(),
            { publicUrl: ctx.config.publicUrl, enqueue: (t, mail, key) => enqueueMail(t, mail, { key }) },
            ctx.audit,
          );
          ctx.out(`card ${r.replaced.number}: retired; card ${r.card.number} linked in its place; e-mail queued`);
        } else {
          const r = await (args.values.unfreeze ? unfreezeCard : freezeCardById)(ctx.db, card.id, reason, ctx.now(), ctx.audit);
          ctx.out(`card ${r.card.number}: ${r.card.status}${r.changed ? '' : ' (unchanged)'}`);
        }
        return 0;
      } catch (err) {
        if (err instanceof ApiError) {
          console.error(`card:freeze: ${err.message}`);
          return 1;
        }
        throw err;
      }
    },
  },
  {
    name: 'card:list',
    summary: 'list the card inventory (number, status, holder)',
    usage: `npm run ops -- card:list [--status in_stock|linked|frozen|retired|management] [--limit N] [--json]`,
    options: { status: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const status = option(args, 'status');
      if (status && !['in_stock', 'linked', 'frozen', 'retired', 'management'].includes(status)) throw new UsageError('--status must be in_stock, linked, frozen, retired or management');
      const rows = await listCards(ctx.db, { status, limit: intOption(args, 'limit', 100) });
      if (json(ctx, args, rows)) return 0;
      table(ctx.out, [['NUMBER', 'STATUS', 'HOLDER', 'LINKED', 'FROZEN'], ...rows.map((r) => [r.number, r.status, r.email ?? '', r.linkedAt?.toISOString(), r.frozenAt?.toISOString()])]);
      return 0;
    },
  },
  // ---------------------------------------------------------------- fees
  {
    name: 'fees:show',
    summary: 'show the card fee and the delivery fee',
    usage: 'npm run ops -- fees:show',
    async run(ctx) {
      const f = await currentFees(ctx.db);
      ctx.out(`card fee NGN ${money(f.cardFee)}, delivery fee NGN ${money(f.deliveryFee)}`);
      return 0;
    },
  },
  {
    name: 'fees:set',
    summary: 'set the card fee and/or the delivery fee (Naira; applies to new card requests)',
    usage: `npm run ops -- fees:set [--card-fee <naira>] [--delivery-fee <naira>]

The fees are global (every location). A card request keeps the fees it was created with.`,
    options: { 'card-fee': { type: 'string' }, 'delivery-fee': { type: 'string' } },
    async run(ctx, args) {
      const cardFee = nairaOption(args, 'card-fee', false);
      const deliveryFee = nairaOption(args, 'delivery-fee', false);
      if (cardFee === undefined && deliveryFee === undefined) throw new UsageError('give --card-fee and/or --delivery-fee');
      const f = await setFees(ctx.db, { cardFee, deliveryFee }, ctx.now(), ctx.audit);
      ctx.out(`card fee NGN ${money(f.cardFee)}, delivery fee NGN ${money(f.deliveryFee)}`);
      return 0;
    },
  },
  {
    name: 'payment:methods',
    summary: 'show the payment methods and their charges (configured by environment: PAYSTACK_*/FLUTTERWAVE_* charges)',
    usage: `npm run ops -- payment:methods

Prints each configured gateway with its charge (fixed + percent, from the environment of the servers: these are
deployment settings, not data, so they change with the servers' configuration, not by command) and the account
balance method offered for card requests.`,
    async run(ctx) {
      const rows = (['paystack', 'flutterwave'] as const).map((code) => {
        const c = ctx.config.deposit.charges[code];
        const on = code === 'paystack' ? !!ctx.config.paystack.secretKey : !!ctx.config.flutterwave.secretKey;
        return [code, on ? 'configured' : 'no key', `NGN ${money(c.fixedKobo)}`, `${c.percentBp / 100} %`, 'top-ups, card requests'];
      });
      table(ctx.out, [['METHOD', 'STATE', 'FIXED', 'PERCENT', 'USED FOR'], ...rows, ['balance', 'always', 'NGN 0.00', '0 %', 'card requests']]);
      return 0;
    },
  },
  // ---------------------------------------------------------------- management cards (docs/decisions/046-management-cards.md)
  {
    name: 'card:management:issue',
    summary: 'issue a management card to an attendant: free starts at its hubs, booked to its management use account',
    usage: `npm run ops -- card:management:issue --name "<attendant>" --hub <hub-id|name> [--hub …] [--card NUMBER] [--staff ID] [--reason TEXT] [--json]

Issues a management card (the same library call as the staff console): --card NUMBER must be a card in stock, or a
number not yet known (added to the inventory); without it the oldest card in stock is taken. A hub charge with it at
one of its hubs is a free start: no customer balance moves, no hub revenue; the start's amount is booked to
management_use:<id> against management_allowance. Exit 1 when it cannot be issued (not in stock, unknown hub).`,
    options: { name: { type: 'string' }, hub: { type: 'string', multiple: true }, card: { type: 'string' }, staff: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const hubIds = await hubIds_(ctx, args);
      if (!hubIds) return 1;
      const staff = args.values.staff === undefined ? undefined : intOption(args, 'staff');
      return managementCall('card:management:issue', async () => {
        const card = await issueManagementCard(
          ctx.db,
          ctx.audit,
          EVERYWHERE,
          { attendantName: option(args, 'name', true), serviceCenterIds: hubIds, cardNumber: option(args, 'card'), staffId: staff, reason: option(args, 'reason') },
          ctx.now(),
        );
        if (json(ctx, args, card)) return;
        ctx.out(`management card ${card.id}: ${printedCardNumber(card.card_number)} for ${card.attendant_name}, valid at ${card.hubs.map((h) => h.name).join(', ')}`);
      });
    },
  },
  {
    name: 'card:management:hubs',
    summary: 'change the hubs a management card is valid at',
    usage: `npm run ops -- card:management:hubs <id> --hub <hub-id|name> [--hub …] [--reason TEXT]`,
    options: { hub: { type: 'string', multiple: true }, reason: { type: 'string' } },
    async run(ctx, args) {
      const id = idArg(args);
      const hubIds = await hubIds_(ctx, args);
      if (!hubIds) return 1;
      return managementCall('card:management:hubs', async () => {
        const card = await changeManagementCardHubs(ctx.db, ctx.audit, EVERYWHERE, id, { serviceCenterIds: hubIds, reason: option(args, 'reason') }, ctx.now());
        ctx.out(`management card ${card.id}: valid at ${card.hubs.map((h) => h.name).join(', ')}`);
      });
    },
  },
  {
    name: 'card:management:revoke',
    summary: 'revoke a management card for good (every later start is refused)',
    usage: `npm run ops -- card:management:revoke <id> --reason TEXT`,
    options: { reason: { type: 'string' } },
    async run(ctx, args) {
      const id = idArg(args);
      const reason = option(args, 'reason', true);
      return managementCall('card:management:revoke', async () => {
        const card = await revokeManagementCard(ctx.db, ctx.audit, EVERYWHERE, id, reason, ctx.now());
        ctx.out(`management card ${card.id} (${card.attendant_name}): revoked`);
      });
    },
  },
  {
    name: 'card:management:list',
    summary: 'list management cards with their starts and value this month, or one card\'s starts (--starts ID)',
    usage: `npm run ops -- card:management:list [--status active|revoked] [--page N] [--json]
npm run ops -- card:management:list --starts <id> [--page N] [--json]`,
    options: { status: { type: 'string' }, page: { type: 'string' }, starts: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const page = intOption(args, 'page', 1);
      if (args.values.starts !== undefined) {
        const id = intOption(args, 'starts');
        return managementCall('card:management:list', async () => {
          const { data, total } = await managementCardStarts(ctx.db, EVERYWHERE, id, { page }, ctx.now());
          if (json(ctx, args, { data, total, page })) return;
          table(ctx.out, [['AT', 'HUB', 'MACHINE', 'CYCLE', 'STATUS', 'AMOUNT', 'REASON'], ...data.map((s) => [s.created_at, s.hub, s.machine, s.cycle_id, s.status, s.amount ?? '', s.reason ?? ''])]);
          ctx.out(`${total} start(s)`);
        });
      }
      const status = option(args, 'status');
      if (status !== undefined && status !== 'active' && status !== 'revoked') throw new UsageError('--status must be active or revoked');
      const { data, total } = await managementCardsPage(ctx.db, EVERYWHERE, { page, status }, ctx.now());
      if (json(ctx, args, { data, total, page })) return 0;
      table(ctx.out, [
        ['ID', 'CARD', 'ATTENDANT', 'HUBS', 'STATUS', 'STARTS (MONTH)', 'VALUE (MONTH)'],
        ...data.map((c) => [c.id, printedCardNumber(c.card_number), c.attendant_name, c.hubs.map((h) => h.name).join(', '), c.status, c.starts_this_month, `NGN ${c.value_this_month}`]),
      ]);
      return 0;
    },
  },
];

function idArg(args: CommandArgs): number {
  const id = Number(positional(args, 0, 'id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('<id> must be a whole number (see card:management:list)');
  return id;
}

/** The --hub options (ids or names) as service centre ids; null (after saying which) when one is unknown. */
async function hubIds_(ctx: OpsContext, args: CommandArgs): Promise<number[] | null> {
  const refs = (args.values.hub as string[] | undefined) ?? [];
  if (!refs.length) throw new UsageError('give at least one --hub');
  const ids: number[] = [];
  for (const ref of refs) {
    const hub = await hubOrFail(ctx, ref);
    if (!hub) return null;
    ids.push(hub.id);
  }
  return ids;
}

/** Runs a management card change; a refusal of the library (404, 409, 422) is printed and exits 1. */
async function managementCall(name: string, fn: () => Promise<void>): Promise<number> {
  try {
    await fn();
    return 0;
  } catch (err) {
    if (err instanceof ApiError) {
      const fields = err.error ? Object.values(err.error).flat().join(' ') : '';
      console.error(`${name}: ${fields || err.message}`);
      return 1;
    }
    throw err;
  }
}
