import { randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { UsageError, type Command, type OpsContext } from './command.js';
import { commands as books } from './books.js';
import { commands as cards } from './cards.js';
import { commands as customers } from './customers.js';
import { commands as hubs } from './hubs.js';
import { commands as ledger } from './ledger.js';
import { commands as money } from './money.js';
import { commands as staff } from './staff.js';
import { commands as support } from './support.js';

/**
 * Operator commands: `npm run ops -- <command> [options]` on the database the server uses (DATABASE_URL, else the
 * embedded database under DATA_DIR — refused while a server holds it, PGlite being single-process).
 * `npm run ops -- --help` lists them; `npm run ops -- <command> --help` explains one. Every command that changes
 * data records who ran it in audit_events (docs/decisions/033-one-audit-trail.md). Exit code 0 = done, 1 = breach found / not found, 2 = usage or connection error.
 */
const modules: Command[][] = [ledger, books, cards, hubs, customers, support, staff, money];

const all = new Map(modules.flat().map((c) => [c.name, c]));

function overview(): string {
  const width = Math.max(...[...all.keys()].map((n) => n.length));
  return [
    'usage: npm run ops -- <command> [options]     (npm run ops -- <command> --help for one command)',
    '',
    'commands:',
    ...[...all.values()].map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --as <name> (who runs it, recorded with each change; default OPS_ACTOR, else user@host).',
    'Database: DATABASE_URL (PostgreSQL), else the embedded database under DATA_DIR (./data) while no server uses it.',
  ].join('\n');
}

function actorOf(given: unknown): string {
  if (typeof given === 'string' && given.trim()) return given.trim();
  if (process.env.OPS_ACTOR?.trim()) return process.env.OPS_ACTOR.trim();
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    /* no passwd entry */
  }
  return `${user}@${hostname()}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview());
    return name ? 0 : 2;
  }
  const command = all.get(name);
  if (!command) {
    console.error(`ops: unknown command "${name}"\n\n${overview()}`);
    return 2;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' }, as: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${name}: ${(err as Error).message}\n\n${command.usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(command.usage);
    return 0;
  }

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 4,
  });
  const actor = actorOf(parsed.values.as);
  const ctx: OpsContext = {
    db: database.db,
    kind: database.kind,
    config,
    actor,
    now: () => new Date(),
    out: (line) => console.log(line),
    // One request id per run ties together the events of one command (hub:key:rotate writes two).
    audit: { actor: { kind: 'operator', label: actor }, requestId: `ops-${randomUUID()}` },
  };
  try {
    return await command.run(ctx, { values: parsed.values, positionals: parsed.positionals });
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${name}: ${err.message}\n\n${command.usage}`);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`ops ${process.argv[2] ?? ''}: ${(err as Error).message}`);
    process.exit(2);
  },
);
