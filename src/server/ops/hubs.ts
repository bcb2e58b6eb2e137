import { locations } from '#server/db/schema.js';
import { addLocation, addMachine, findHub, findLocation, listHubAlerts, listHubsForOps, listKeys, listMachines, registerHub, setMachinePrice, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey, revokeHubKeys, rotateHubKeys } from '#server/lib/cards-hubs/hub-keys.js';
import { money } from '#server/lib/platform/money.js';
import { intOption, json, nairaOption, option, positional, table, UsageError, type Command, type OpsContext } from './command.js';

/**
 * Hubs (docs/decisions/020-cards-and-hubs.md, 047): locations, hubs (service centres) with their keys and machines, and
 * the above-limit alerts. The logic lives in the hub modules of lib/cards-hubs (hub-keys.ts, hub-directory.ts); these
 * are thin wrappers. Every change is audited (audit_events) in its own transaction.
 */

/** The hub (service centre) of an id or a name; null (after saying so) when there is none. */
export async function hubOrFail(ctx: OpsContext, ref: string) {
  const hub = await findHub(ctx.db, ref);
  if (!hub) console.error(`no hub (service centre) "${ref}" — see hub:list`);
  return hub;
}

export const commands: Command[] = [
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
];
