import type { ParseArgsConfig } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import { ApiError } from '#server/envelope.js';
import type { Db, DatabaseKind } from '#server/db/client.js';
import type { AuditContext } from '#server/lib/platform/audit.js';
import { koboOf } from '#server/lib/platform/money.js';

/**
 * An operator command (`npm run ops -- <name> [options]`). Each area exports its commands from its own module
 * (ops/ledger.ts, ops/cards.ts, ops/hubs.ts, ops/support.ts) and index.ts lists the modules.
 *
 * Exit codes: 0 done / sound, 1 a check found a breach or the thing asked for does not exist, 2 usage or connection
 * error (a usage error prints the command's usage).
 */
export interface Command {
  /** `area:verb`, e.g. `ledger:check`, `ticket:reply`. */
  name: string;
  /** One line for `npm run ops -- --help`. */
  summary: string;
  /** The full help printed by `npm run ops -- <name> --help` (synopsis, options, examples). */
  usage: string;
  /** node:util parseArgs options (strict; positionals allowed). `--help` and `--as` are added to every command. */
  options?: NonNullable<ParseArgsConfig['options']>;
  run(ctx: OpsContext, args: CommandArgs): Promise<number>;
}

export interface CommandArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export interface OpsContext {
  /** The server's database: DATABASE_URL (PostgreSQL), else the embedded one under DATA_DIR. */
  db: Db;
  kind: DatabaseKind;
  config: Config;
  /** Who runs the command: --as <name>, else OPS_ACTOR, else the OS user@host. */
  actor: string;
  now: () => Date;
  /** One line of output (stdout). */
  out: (line: string) => void;
  /**
   * The operator and this run's request id, for every change: library mutations take it as their AuditContext
   * argument; a change made here is recorded with lib/platform/audit.ts `audit(tx, ctx.audit, event)` in its transaction.
   */
  audit: AuditContext;
}

/** A usage mistake: index.ts prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}

/** The one positional argument a command needs, or a UsageError naming it. */
export function positional(args: CommandArgs, index: number, name: string): string {
  const value = args.positionals[index];
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

/** A string option, or a UsageError when it is required and missing. */
export function option(args: CommandArgs, name: string, required: true): string;
export function option(args: CommandArgs, name: string, required?: boolean): string | undefined;
export function option(args: CommandArgs, name: string, required = false): string | undefined {
  const value = args.values[name];
  if (typeof value === 'string' && value !== '') return value;
  if (required) throw new UsageError(`missing --${name}`);
  return undefined;
}

/** A whole-number option (e.g. an amount in kobo, a page), or a UsageError. */
export function intOption(args: CommandArgs, name: string, fallback?: number): number {
  const raw = option(args, name, fallback === undefined);
  if (raw === undefined) return fallback!;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  return n;
}

/** --reason as the console takes it: required, 1 to 500 characters (trimmed). */
export const reasonOf = (args: CommandArgs) => {
  const reason = option(args, 'reason', true).trim();
  if (!reason || reason.length > 500) throw new UsageError('--reason is required: 1 to 500 characters');
  return reason;
};

/** A refusal of the library (an ApiError below 500: 403, 404, 409, 422) as one line on stderr and exit 1. */
export async function refusals(name: string, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.code < 500) {
      console.error(`${name}: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

/** Prints rows as aligned columns (the first row is the header). */
export function table(out: (line: string) => void, rows: (string | number | null | undefined)[][]) {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0))) ?? [];
  for (const r of cells) out(r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}

/** A logger for library code that wants one (warnings and errors on stderr; info and below dropped). */
export function consoleLogger(): FastifyBaseLogger {
  const drop = () => {};
  const write = (level: string) => (obj: unknown, msg?: string) =>
    console.error(`${level}: ${typeof obj === 'string' ? obj : (msg ?? '')}${obj instanceof Error || (obj as { err?: Error })?.err ? ` (${((obj as { err?: Error }).err ?? (obj as Error)).message})` : ''}`);
  const logger = {
    level: 'warn',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: drop,
    debug: drop,
    trace: drop,
    silent: drop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** Naira from an option ("500", "1250.50") to kobo. */
export function nairaOption(args: CommandArgs, name: string, required: boolean): number | undefined {
  const raw = option(args, name, required);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) throw new UsageError(`--${name} must be an amount in Naira (e.g. 500 or 1250.50), got "${raw}"`);
  return koboOf(Number(raw));
}

/** Prints the value as JSON when --json was given (and says so); false otherwise. */
export const json = (ctx: OpsContext, args: CommandArgs, value: unknown) => {
  if (!args.values.json) return false;
  ctx.out(JSON.stringify(value, null, 2));
  return true;
};
