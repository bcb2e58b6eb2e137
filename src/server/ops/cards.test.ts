import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { auditEvents, cards, mailOutbox, users } from '#server/db/schema.js';
import { post } from '#server/lib/ledger/ledger.js';
import { dataOf, freshDatabase, injectOp, postgresReachable, signedIn } from '#server/testing/test-support.js';
import { runOps, type OpsRun } from '#server/testing/ops.js';
import { commands as cardCommands } from './cards.js';
import { commands as hubCommands } from './hubs.js';

/**
 * The cards and hubs operator commands and the hub simulator, run as the operator runs them (separate processes) on
 * PostgreSQL beside a listening server; the simulator talks HTTP to that server.
 */
const onPostgres = await postgresReachable();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function hubSim(args: string[]): Promise<OpsRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/hub-sim.ts', ...args], { cwd: root, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 2) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const commands = [...cardCommands, ...hubCommands];

describe('cards and hubs commands', () => {
  it('are listed by --help and each explains itself', async () => {
    const help = await runOps(['--help'], {});
    for (const c of commands) expect(help.stdout).toContain(c.name);
    // Each command's own help is its usage text (ops/index.ts prints command.usage for `<name> --help`): checked here
    // in-process, and printed once through the built commands, as the operator runs it (26 processes cost minutes on a
    // loaded 2-core machine and prove the same path 26 times).
    for (const c of commands) expect(c.usage, c.name).toContain(`npm run ops -- ${c.name}`);
    const one = await runOps([hubCommands[0]!.name, '--help'], {});
    expect(one.code).toBe(0);
    expect(one.stdout.trim()).toBe(hubCommands[0]!.usage.trim());
    const sim = await hubSim(['--help']);
    expect(sim.code).toBe(0);
    expect(sim.stdout).toContain('npm run hub:sim');
    expect((await hubSim(['--key', 'x'])).code).toBe(2);
  }, 120_000);

  describe.runIf(onPostgres)('on PostgreSQL beside a server', () => {
    let app: FastifyInstance;
    let url: string;
    let base: string;
    const env = () => ({ DATABASE_URL: url, PUBLIC_URL: base });

    beforeAll(async () => {
      const database = await freshDatabase('postgresql');
      url = database.url!;
      const config = loadConfig(
        { NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:0', AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' },
        { webDir: '/nonexistent' },
      );
      app = await buildApp(config, database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      // The app closes its database, which drops the test database (freshDatabase).
      await app?.close();
    });

    const ops = async (...args: string[]) => {
      const run = await runOps([...args, '--as', 'ada.ops'], env());
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(0);
      return run.stdout.trim();
    };

    it('inventory, hubs, keys, machines, fees, fulfilment with its e-mail, and the simulator charging over HTTP', async () => {
      const db = app.ctx.database.db;
      // Inventory: new cards get random numbers, printed for the card maker; cards printed elsewhere by number.
      const made = (await ops('card:add', '--count', '3')).split('\n').map((l) => l.split('\t'));
      expect(made).toHaveLength(3);
      for (const [number, printed] of made) {
        expect(number).toMatch(/^ELC[0-9A-HJKMNP-TV-Z]{16}$/);
        expect(printed).toBe(`ELC ${number!.slice(3).match(/.{4}/g)!.join(' ')}`);
      }
      expect(await ops('card:add', 'OPS0000000001', 'ops0000000003')).toBe('card:add: 2 card(s) added, 0 already in the inventory');
      expect(await ops('card:add', 'ops0000000003', 'OPS0000000009')).toBe('card:add: 1 card(s) added, 1 already in the inventory');
      const listed = JSON.parse(await ops('card:list', '--status', 'in_stock', '--json')) as { number: string }[];
      expect(listed.map((c) => c.number)).toEqual([...made.map(([n]) => n), 'OPS0000000001', 'OPS0000000003', 'OPS0000000009']);
      expect((await runOps(['card:add', 'short'], env())).code).toBe(2);
      // A number of the new shape with a wrong check symbol is refused (Link Card would call it mistyped).
      const wrong = made[0]![0]!.slice(0, -1) + (made[0]![0]!.endsWith('7') ? '8' : '7');
      const typo = await runOps(['card:add', wrong], env());
      expect(typo.code).toBe(2);
      expect(typo.stderr).toContain('check symbol');
      // Sequential ranges are gone (guessable numbers).
      expect((await runOps(['card:add', '--prefix', 'OPS', '--from', '1', '--to', '3'], env())).code).toBe(2);
      // A CSV of printed cards, as the console's import: the report names each rejected line.
      const csv = path.join(mkdtempSync(path.join(tmpdir(), 'cards-')), 'cards.csv');
      writeFileSync(csv, '\uFEFFnumber\r\nOPS0000000020\r\nbad\r\n\r\nOPS0000000001\r\n');
      const imported = await ops('card:import', csv);
      expect(imported).toMatch(/^LINE\s+NUMBER\s+REASON/);
      expect(imported).toMatch(/3\s+BAD\s+format/i);
      expect(imported).toMatch(/5\s+OPS0000000001\s+present/);
      expect(imported).toContain('card:import: 1 card(s) added, 2 line(s) rejected of 3');

      // Locations and hubs; a machine with its price.
      expect(await ops('location:add', 'Enugu')).toMatch(/^location \d+: Enugu$/);
      expect(await ops('hub:register', '--location', 'Enugu', '--name', 'UNN Hostels Hub', '--address', 'University of Nigeria, Nsukka')).toMatch(/UNN Hostels Hub \(Enugu\)/);
      expect((await runOps(['hub:register', '--location', 'Atlantis', '--name', 'X'], env())).code).toBe(1);
      expect(await ops('machine:add', 'UNN Hostels Hub', '--code', 'w1', '--kind', 'washer', '--price', '650')).toContain('W1 added to UNN Hostels Hub: washer, NGN 650.00');
      expect(await ops('machine:price', 'UNN Hostels Hub', 'W1', '--price', '700')).toContain('NGN 700.00');
      expect((await runOps(['machine:price', 'UNN Hostels Hub', 'W9', '--price', '700'], env())).code).toBe(1);
      expect(await ops('machine:list', 'UNN Hostels Hub')).toMatch(/W1\s+washer\s+Washer 1\s+700\.00\s+700\.00\s+free/);
      // A maximum per cycle above the price (longer programmes), then removed again.
      expect(await ops('machine:price', 'UNN Hostels Hub', 'W1', '--max', '1200')).toBe('machine W1 of UNN Hostels Hub: NGN 700.00 per cycle, at most NGN 1200.00 per cycle');
      expect(await ops('machine:list', 'UNN Hostels Hub')).toMatch(/W1\s+washer\s+Washer 1\s+700\.00\s+1200\.00\s+free/);
      expect(await ops('machine:price', 'UNN Hostels Hub', 'W1', '--max', 'none')).toContain('at most NGN 700.00 per cycle');
      expect((await runOps(['machine:price', 'UNN Hostels Hub', 'W1'], env())).code).toBe(2);
      expect(await ops('hub:alerts')).toBe('hub:alerts: no charge above a machine limit');
      expect(await ops('hub:list')).toMatch(/UNN Hostels Hub\s+Enugu\s+1\s+0/);
      expect(await ops('fees:set', '--card-fee', '3000')).toBe('card fee NGN 3000.00, delivery fee NGN 1000.00');
      expect(await ops('fees:show')).toBe('card fee NGN 3000.00, delivery fee NGN 1000.00');
      expect(await ops('payment:methods')).toMatch(/balance\s+always/);

      // A customer pays a card request from the balance; the operator fulfils it: ready links the card and queues one mail.
      const customer = await signedIn(app);
      await db.transaction((tx) => post(tx, { userId: customer.user.id, amount: 500_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
      const locs = dataOf('listCardLocations', await injectOp(app, 'listCardLocations', { token: customer.token }));
      const enugu = locs.find((l) => l.name === 'Enugu')!;
      const centres = dataOf('listServiceCenters', await injectOp(app, 'listServiceCenters', { token: customer.token, params: { locationId: enugu.id } }));
      const created = dataOf('requestCard', await injectOp(app, 'requestCard', { token: customer.token, body: { location_id: enugu.id, service_center_id: centres[0]!.id, gateway: 'balance' } }));
      expect(await ops('card:requests', '--stage', 'paid')).toContain(created.reference);
      expect(await ops('card:advance', String(created.id))).toBe(`card request ${created.id}: preparing`);
      expect(await ops('card:advance', String(created.id), '--card', 'OPS0000000001')).toBe(
        `card request ${created.id}: ready (card OPS0000000001); e-mail queued to ${customer.body.email}`,
      );
      // (The customer's verification code went through the outbox too, keyed code:….)
      const mails = (await db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email))).filter((m) => !m.key?.startsWith('code:'));
      expect(mails.map((m) => m.subject)).toEqual(['e-laundry: your laundry card is ready for pickup']);
      expect(dataOf('getMe', await injectOp(app, 'getMe', { token: customer.token })).card_no).toBe('OPS0000000001');
      const missing = await runOps(['card:advance', '999999'], env());
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No card request 999999.');

      // A key for the seeded hub; the simulator charges the linked card over HTTP, once and in a short run with retries.
      const key = await ops('hub:key:issue', 'UNIPORT Choba Hub');
      expect(key).toMatch(/^hub_[A-Za-z0-9_-]{43}$/);
      const once = await hubSim(['--url', base, '--key', key, '--once', '--card', 'OPS0000000001', '--machine', 'W3', '--cycle-id', 'ops-test-1']);
      expect(once.code, once.stderr).toBe(0);
      expect(JSON.parse(once.stdout)).toMatchObject({ status: 201, body: { data: { amount: '500.00', balance: '500.00', detail: 'Wash — UNIPORT Choba Hub, machine W3' } } });
      const replay = await hubSim(['--url', base, '--key', key, '--once', '--card', 'OPS0000000001', '--machine', 'W3', '--cycle-id', 'ops-test-1']);
      expect(replay.stdout).toBe(once.stdout);
      // A charge above the machine's price: refused, nothing debited, listed for the operators by hub:alerts.
      const over = await hubSim(['--url', base, '--key', key, '--once', '--card', 'OPS0000000001', '--machine', 'W3', '--cycle-id', 'ops-test-over', '--amount', '5000']);
      expect(over.code).toBe(1);
      expect(JSON.parse(over.stdout)).toMatchObject({ status: 422, body: { reason: 'amount_above_limit', message: 'The amount ₦5,000.00 is above the most machine W3 may charge per cycle (₦500.00).' } });
      expect(await ops('hub:alerts', 'UNIPORT Choba Hub')).toMatch(/UNIPORT Choba Hub\s+\d+\s+W3\s+ops-test-over\s+\d+\s+5000\.00\s+500\.00/);
      expect(JSON.parse(await ops('hub:alerts', '--json'))).toMatchObject([{ hub: 'UNIPORT Choba Hub', machine: 'W3', cycle_id: 'ops-test-over', amount: '5000.00', limit: '500.00' }]);
      const inUse = await hubSim(['--url', base, '--key', key, '--once', '--machine', 'W2', '--report', 'in_use', '--minutes', '25']);
      expect(inUse.code).toBe(0);
      const run = await hubSim(['--url', base, '--key', key, '--card', 'OPS0000000001', '--rate', '4', '--duration', '2', '--retry-share', '0.5', '--quiet']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/hub:sim: 1 controller\(s\), \d+ charge\(s\) \[.*\], \d+ retr(y|ies) \(0 answered differently\), 0 failed cycle\(s\) reversed, [1-9]\d* machine report\(s\), 0 error\(s\)/);
      const [u] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, customer.user.id));
      expect(u!.balance).toBeGreaterThanOrEqual(0);

      // Rotation and revocation take effect at once.
      const rotated = await ops('hub:key:rotate', 'UNIPORT Choba Hub');
      expect(rotated).not.toBe(key);
      const revokedRun = await hubSim(['--url', base, '--key', key, '--once', '--card', 'OPS0000000001', '--machine', 'W3']);
      expect(revokedRun.code).toBe(1);
      expect(JSON.parse(revokedRun.stdout)).toMatchObject({ status: 401, body: { reason: 'hub_key_invalid' } });
      expect(await ops('hub:key:revoke', 'UNIPORT Choba Hub')).toContain('1 key(s)');
      expect((await runOps(['hub:key:revoke', 'UNIPORT Choba Hub'], env())).code).toBe(1);
      expect(await ops('hub:keys', 'UNIPORT Choba Hub')).toMatch(/PREFIX\s+ISSUED\s+REVOKED/);
      expect(await ops('card:recheck')).toBe('card:recheck: asked the gateways about 0 pending card request payment(s)');

      const [card0] = await db.select().from(cards).where(eq(cards.number, 'OPS0000000001'));
      // Every change is in audit_events with who ran it, without the customer's e-mail address; the ledger is sound.
      const log = await db.select().from(auditEvents);
      const byAction = new Set(log.filter((l) => l.actorKind === 'operator' && l.actorLabel === 'ada.ops').map((l) => l.action));
      expect(log.filter((l) => l.action === 'hub_charge.above_limit').map((l) => l.actorKind)).toEqual(['hub']);
      for (const a of ['card.add', 'location.add', 'hub.register', 'machine.add', 'machine.price', 'fees.set', 'card_request.advance', 'hub_key.issue', 'hub_key.revoke', 'card_request.recheck']) {
        expect(byAction.has(a), a).toBe(true);
      }
      expect(log.find((l) => l.action === 'card_request.advance' && l.details.to === 'ready')).toMatchObject({
        targetKind: 'card_request',
        targetId: String(created.id),
        details: { user_id: customer.user.id, from: 'preparing', card_id: card0!.id },
      });
      // A rotation is two events of one run: the old keys revoked, the new one issued.
      const rotation = log.filter((l) => l.requestId === log.findLast((e) => e.action === 'hub_key.issue')!.requestId);
      expect(rotation.map((l) => l.action).sort()).toEqual(['hub_key.issue', 'hub_key.revoke']);
      expect(JSON.stringify(log.map((l) => l.details))).not.toContain(customer.body.email);
      expect(card0!.status).toBe('linked');
      // Freeze and unfreeze by number with a reason (the console's calls); the balance does not move.
      const balanceBefore = (await db.select({ b: users.balance }).from(users).where(eq(users.id, customer.user.id)))[0]!.b;
      expect(await ops('card:freeze', 'OPS0000000001', '--reason', 'Reported lost')).toBe('card OPS0000000001: frozen');
      expect(await ops('card:freeze', 'OPS0000000001', '--unfreeze', '--reason', 'Found')).toBe('card OPS0000000001: linked');
      expect((await db.select({ b: users.balance }).from(users).where(eq(users.id, customer.user.id)))[0]!.b).toBe(balanceBefore);
      expect(await ops('ledger:check')).toContain('ledger:check: OK (postgresql)');
    }, 300_000);

    it('management cards: issue from stock, list with usage, a free start by the simulator, change hubs, revoke — the console\'s library calls, audited as the operator', async () => {
      await ops('card:add', 'MGT0000000001');
      const issued = JSON.parse(await ops('card:management:issue', '--name', 'Chioma Okafor', '--hub', 'UNIPORT Choba Hub', '--card', 'MGT0000000001', '--json'));
      expect(issued).toMatchObject({ card_number: 'MGT0000000001', attendant_name: 'Chioma Okafor', status: 'active' });
      const key = await ops('hub:key:issue', 'UNIPORT Choba Hub');
      const free = await hubSim(['--url', base, '--key', key, '--once', '--card', 'MGT0000000001', '--machine', 'W3', '--cycle-id', 'ops-mgmt-1']);
      expect(free.code, free.stderr).toBe(0);
      expect(JSON.parse(free.stdout)).toMatchObject({ status: 201, body: { data: { amount: '500.00', balance: '0.00', management: true } } });
      expect(await ops('card:management:list')).toMatch(new RegExp(`${issued.id}\\s+MGT0000000001\\s+Chioma Okafor\\s+UNIPORT Choba Hub\\s+active\\s+1\\s+NGN 500\\.00`));
      expect(await ops('card:management:list', '--starts', String(issued.id))).toMatch(/UNIPORT Choba Hub\s+W3\s+ops-mgmt-1\s+201\s+500\.00/);
      expect(await ops('card:management:hubs', String(issued.id), '--hub', 'UNIPORT Choba Hub', '--hub', 'Rumuola Hostels Hub', '--reason', 'cover')).toContain('Rumuola Hostels Hub');
      expect(await ops('card:management:revoke', String(issued.id), '--reason', 'Left')).toContain('revoked');
      const again = await runOps(['card:management:revoke', String(issued.id), '--reason', 'Left'], env());
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This management card has been revoked.');
      const refused = await hubSim(['--url', base, '--key', key, '--once', '--card', 'MGT0000000001', '--machine', 'W3']);
      expect(JSON.parse(refused.stdout)).toMatchObject({ status: 409, body: { reason: 'management_card_revoked' } });
      const log = await app.ctx.database.db.select().from(auditEvents);
      const mine = log.filter((l) => l.targetKind === 'management_card' && l.targetId === String(issued.id));
      expect(mine.map((l) => [l.action, l.actorKind, l.actorLabel])).toEqual([
        ['management_card.issue', 'operator', 'ada.ops'],
        ['management_card.hubs', 'operator', 'ada.ops'],
        ['management_card.revoke', 'operator', 'ada.ops'],
      ]);
      expect(await ops('ledger:check')).toContain('ledger:check: OK (postgresql)');
    }, 300_000);
  });
});
