import { locations, type CardStage } from '#server/db/schema.js';
import { audit } from '#server/lib/audit.js';
import { readFile } from 'node:fs/promises';
import { addCardNumbers, addCards, advanceCardRequest, cardFeePurpose, currentFees, listCardRequestsForOps, listCards, newStock, parseCardCsv } from '#server/lib/cards.js';
import { cardIdsByNumber, freezeCardById, replaceCard, unfreezeCard } from '#server/lib/card-inventory.js';
import { printedCardNumber } from '#server/lib/card-numbers.js';
import { gatewaysOf } from '#server/lib/gateways.js';
import { customerTold } from '#server/lib/notifications.js';
import {
  addLocation,
  addMachine,
  findHub,
  findLocation,
  issueHubKey,
  listHubAlerts,
  listHubsForOps,
  listKeys,
  listMachines,
  registerHub,
  revokeHubKeys,
  rotateHubKeys,
  setFees,
  setMachinePrice,
  TAKEN,
} from '#server/lib/hubs.js';
import { koboOf, money } from '#server/lib/money.js';
import { changeManagementCardHubs, issueManagementCard, managementCardsPage, managementCardStarts, revokeManagementCard } from '#server/lib/management-cards.js';
import { enqueueMail } from '#server/lib/outbox.js';
import { EVERYWHERE } from '#server/lib/staff-scope.js';
import { recheckPending } from '#server/lib/payments.js';
import { ApiError } from '#server/envelope.js';
import { consoleLogger, intOption, option, positional, table, UsageError, type Command, type CommandArgs, type OpsContext } from './command.js';

/**
 * Cards and hubs (docs/decisions/020-cards-and-hubs.md): card requests' fulfilment, the card inventory, hubs (service
 * centres) with their keys and machines, locations and fees. The logic lives in lib/cards.ts and lib/hubs.ts; these
 * are thin wrappers. Every change is audited (audit_events) in its own transaction.
 */

const STAGES: CardStage[] = ['awaiting_payment', 'paid', 'preparing', 'ready', 'delivered', 'cancelled'];

/** Naira from an option ("500", "1250.50") to kobo. */
function nairaOption(args: CommandArgs, name: string, required: boolean): number | undefined {
  const raw = option(args, name, required);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) throw new UsageError(`--${name} must be an amount in Naira (e.g. 500 or 1250.50), got "${raw}"`);
  return koboOf(Number(raw));
}

async function hubOrFail(ctx: OpsContext, ref: string) {
  const hub = await findHub(ctx.db, ref);
  if (!hub) console.error(`no hub (service centre) "${ref}" — see hub:list`);
  return hub;
}

const json = (ctx: OpsContext, args: CommandArgs, value: unknown) => {
  if (!args.values.json) return false;
  ctx.out(JSON.stringify(value, null, 2));
  return true;
};

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
        // At ready: how the customer hears of it, as their alert choices decided (lib/notifications.ts).
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

The console's import (lib/cards.ts parseCardCsv + addCardNumbers): the first column of each line, UTF-8 with or
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
  // ---------------------------------------------------------------- locations, hubs (service centres), fees
  {
    name: 'location:list',
    summary: 'list the locations',
    usage: 'npm run ops -- location:list',
    async run(ctx) {
      const rows = await ctx.db.select().from(locations).orderBy(locations.id);
      table(ctx.out, [['ID', 'NAME'], ...rows.map((r) => [r.id, r.name])]);
      return 0;
    },
  },
  {
    name: 'location:add',
    summary: 'add a location (a city where cards are collected and hubs run)',
    usage: 'npm run ops -- location:add <name>',
    async run(ctx, args) {
      const name = positional(args, 0, 'name').trim();
      const row = await addLocation(ctx.db, name, ctx.audit);
      if (row === TAKEN) {
        console.error(`location:add: "${name}" exists already`);
        return 1;
      }
      ctx.out(`location ${row.id}: ${row.name}`);
      return 0;
    },
  },
  {
    name: 'hub:list',
    summary: 'list the hubs (service centres) with their location, machines and active keys',
    usage: 'npm run ops -- hub:list [--json]',
    options: { json: { type: 'boolean' } },
    async run(ctx, args) {
      const rows = await listHubsForOps(ctx.db);
      if (json(ctx, args, rows)) return 0;
      table(ctx.out, [['ID', 'NAME', 'LOCATION', 'MACHINES', 'ACTIVE KEYS', 'ADDRESS'], ...rows.map((r) => [r.id, r.name, r.location, r.machines, r.keys, r.address])]);
      return 0;
    },
  },
  {
    name: 'hub:register',
    summary: 'register a hub (a service centre of a location, offered in Request Card and shown in the Laundry Viewer)',
    usage: `npm run ops -- hub:register --location <id|name> --name <name> [--address <address>]

Service centres and hubs are the same thing: where cards are collected and machines run.`,
    options: { location: { type: 'string' }, name: { type: 'string' }, address: { type: 'string' } },
    async run(ctx, args) {
      const loc = await findLocation(ctx.db, option(args, 'location', true));
      if (!loc) {
        console.error(`hub:register: no location "${option(args, 'location')}" — see location:list`);
        return 1;
      }
      const name = option(args, 'name', true).trim();
      const hub = await registerHub(ctx.db, { locationId: loc.id, name, address: option(args, 'address') ?? '' }, ctx.audit);
      if (hub === TAKEN) {
        console.error(`hub:register: ${loc.name} has a hub "${name}" already`);
        return 1;
      }
      ctx.out(`hub ${hub.id}: ${hub.name} (${loc.name})`);
      return 0;
    },
  },
  {
    name: 'hub:key:issue',
    summary: 'issue a new key for a hub (printed once; only its hash is stored)',
    usage: `npm run ops -- hub:key:issue <hub-id|name>

Prints the new key ONCE (hub_…): configure it in the hub's controller as "Authorization: Bearer <key>". Only its
SHA-256 is stored; the first 12 characters name it in hub:keys. Other keys of the hub stay valid (see hub:key:rotate).`,
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const issued = await issueHubKey(ctx.db, hub.id, ctx.audit);
      ctx.out(issued.key);
      console.error(`hub:key:issue: key ${issued.prefix}… for ${hub.name} — shown once, store it in the hub now`);
      return 0;
    },
  },
  {
    name: 'hub:key:rotate',
    summary: "revoke all of a hub's keys and issue a new one (printed once)",
    usage: `npm run ops -- hub:key:rotate <hub-id|name>

Revokes every active key of the hub (effective on their next request) and prints a new key once.`,
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const r = await rotateHubKeys(ctx.db, hub.id, ctx.now(), ctx.audit);
      ctx.out(r.key);
      console.error(`hub:key:rotate: ${r.revoked} key(s) revoked; new key ${r.prefix}… for ${hub.name} — shown once`);
      return 0;
    },
  },
  {
    name: 'hub:key:revoke',
    summary: "revoke a hub's key (--prefix) or all its keys",
    usage: `npm run ops -- hub:key:revoke <hub-id|name> [--prefix hub_XXXXXXXX]

Revokes the key with this prefix (as hub:keys shows it), or every active key of the hub. Effective on the next request.
Exit 1 when nothing was revoked.`,
    options: { prefix: { type: 'string' } },
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const prefix = option(args, 'prefix');
      const n = await revokeHubKeys(ctx.db, hub.id, ctx.now(), ctx.audit, prefix);
      if (!n) {
        console.error(`hub:key:revoke: no active key${prefix ? ` ${prefix}` : ''} for ${hub.name}`);
        return 1;
      }
      ctx.out(`hub:key:revoke: ${n} key(s) of ${hub.name} revoked`);
      return 0;
    },
  },
  {
    name: 'hub:keys',
    summary: "list a hub's keys (prefix, issued, revoked)",
    usage: 'npm run ops -- hub:keys <hub-id|name>',
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const rows = await listKeys(ctx.db, hub.id);
      table(ctx.out, [['PREFIX', 'ISSUED', 'REVOKED'], ...rows.map((r) => [r.prefix, r.createdAt.toISOString(), r.revokedAt?.toISOString() ?? ''])]);
      return 0;
    },
  },
  {
    name: 'machine:list',
    summary: "list a hub's machines with their price, the most a cycle may be charged, and last reported state",
    usage: 'npm run ops -- machine:list <hub-id|name> [--json]',
    options: { json: { type: 'boolean' } },
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const rows = await listMachines(ctx.db, hub.id);
      if (json(ctx, args, rows)) return 0;
      table(ctx.out, [
        ['CODE', 'KIND', 'NAME', 'PRICE', 'MAX', 'STATE', 'MINUTES LEFT', 'REPORTED'],
        ...rows.map((m) => [m.code, m.kind, m.name, money(m.price), money(Math.max(m.price, m.maxCharge ?? 0)), m.state, m.minutesLeft ?? '', m.reportedAt?.toISOString() ?? 'never']),
      ]);
      return 0;
    },
  },
  {
    name: 'machine:add',
    summary: 'add a washer or dryer to a hub with its price per cycle',
    usage: `npm run ops -- machine:add <hub-id|name> --code W4 --kind washer|dryer --price <naira> [--name "Washer 4"]`,
    options: { code: { type: 'string' }, kind: { type: 'string' }, price: { type: 'string' }, name: { type: 'string' } },
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const code = option(args, 'code', true).toUpperCase();
      if (!/^[A-Z0-9-]{1,16}$/.test(code)) throw new UsageError('--code must be 1 to 16 letters, digits or dashes');
      const kind = option(args, 'kind', true);
      if (kind !== 'washer' && kind !== 'dryer') throw new UsageError('--kind must be washer or dryer');
      const price = nairaOption(args, 'price', true)!;
      if (price <= 0) throw new UsageError('--price must be more than 0');
      const added = await addMachine(ctx.db, hub.id, { code, kind, name: option(args, 'name'), price }, ctx.audit);
      if (added === TAKEN) {
        console.error(`machine:add: ${hub.name} has a machine ${code} already`);
        return 1;
      }
      ctx.out(`machine ${code} added to ${hub.name}: ${kind}, NGN ${money(price)} per cycle`);
      return 0;
    },
  },
  {
    name: 'machine:price',
    summary: "set a machine's price per cycle and/or the most a hub may charge for one cycle on it",
    usage: `npm run ops -- machine:price <hub-id|name> <code> [--price <naira>] [--max <naira>|none]

--price  what a cycle costs when the hub names no amount.
--max    the most the hub may charge for one cycle (a longer programme); "none": the price is the most. A hub
         charge above the greater of the two is refused (422 amount_above_limit) and reported (see hub:alerts).`,
    options: { price: { type: 'string' }, max: { type: 'string' } },
    async run(ctx, args) {
      const hub = await hubOrFail(ctx, positional(args, 0, 'hub'));
      if (!hub) return 1;
      const code = positional(args, 1, 'code').toUpperCase();
      const price = nairaOption(args, 'price', false);
      if (price !== undefined && price <= 0) throw new UsageError('--price must be more than 0');
      const maxRaw = option(args, 'max');
      const maxCharge = maxRaw === undefined ? undefined : maxRaw === 'none' ? null : nairaOption(args, 'max', true)!;
      if (maxCharge !== undefined && maxCharge !== null && maxCharge <= 0) throw new UsageError('--max must be more than 0, or none');
      if (price === undefined && maxCharge === undefined) throw new UsageError('give --price and/or --max');
      const m = await setMachinePrice(ctx.db, hub.id, code, { price, maxCharge }, ctx.audit);
      if (!m) {
        console.error(`machine:price: ${hub.name} has no machine ${code}`);
        return 1;
      }
      const limit = Math.max(m.price, m.maxCharge ?? 0);
      ctx.out(`machine ${code} of ${hub.name}: NGN ${money(m.price)} per cycle, at most NGN ${money(limit)} per cycle`);
      return 0;
    },
  },
  {
    name: 'hub:alerts',
    summary: 'list hub charges refused above a machine\'s limit (a stolen or faulty hub key), newest first',
    usage: `npm run ops -- hub:alerts [<hub-id|name>] [--limit N] [--json]

Each hub charge refused because its amount was above the machine's limit per cycle (422 amount_above_limit) is
reported as an audit event by the hub (hub_charge.above_limit). This lists them: when, hub, key id (see hub:keys),
machine, cycle, card id, amount asked and limit. Many from one key: revoke it (hub:key:revoke / hub:key:rotate).
Exit 0 whether or not there are alerts.`,
    options: { limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(ctx, args) {
      const ref = args.positionals[0];
      const hub = ref === undefined ? undefined : await hubOrFail(ctx, ref);
      if (hub === null) return 1;
      const rows = await listHubAlerts(ctx.db, { hubId: hub?.id, limit: intOption(args, 'limit', 100) });
      if (json(ctx, args, rows)) return 0;
      if (!rows.length) {
        ctx.out('hub:alerts: no charge above a machine limit');
        return 0;
      }
      table(ctx.out, [
        ['AT', 'HUB', 'KEY', 'MACHINE', 'CYCLE', 'CARD', 'AMOUNT', 'LIMIT'],
        ...rows.map((r) => [r.at, r.hub, r.key_id, r.machine, r.cycle_id, r.card_id ?? '', r.amount, r.limit]),
      ]);
      return 0;
    },
  },
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
