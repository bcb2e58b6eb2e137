import { audit } from '#server/lib/platform/audit.js';
import { ApiError } from '#server/envelope.js';
import { reverifyDeposit, topUp } from '#server/lib/payments/deposits.js';
import { gatewaysOf } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { recheckPending } from '#server/lib/payments/payments.js';
import { consoleLogger, intOption, option, type Command } from './command.js';

/** Money: the ledger invariant and the pending top-ups' re-verification (docs/decisions/016-ledger.md, 018). */
export const commands: Command[] = [
  {
    name: 'ledger:check',
    summary: 'check every account and journal: journals sum to zero, balance = sum of its entries, post balances chain, nothing negative, card fees booked',
    usage: `npm run ops -- ledger:check

Checks the books (docs/decisions/016-ledger.md, 034): every journal's lines (wallet and system accounts) sum to zero,
every wallet's balance equals the sum of its entries, each post balance is the previous one plus or minus the amount,
nothing is negative, every paid card request with a fee has exactly one journal (040), every free start of a
management card exactly one system journal and no wallet line, management accounts never against a wallet (046);
for every Lagos day the float's change by post balances equals money in − money out, and the last closing float equals
the wallets' balances (float_by_day); every request for money back has exactly its wallet line, its return line when
a held debit was given back, and its refund_paid journal when processed (money_back_booked); every suspense item its
journals (suspense_booked) (053). Prints each breach.
Exit 0 = sound, 1 = breach found.`,
    async run(ctx) {
      const breaches = await checkLedger(ctx.db);
      for (const b of breaches) console.error(
          b.userId !== null
            ? `BREACH account ${b.userId} ${b.rule}: ${b.detail}`
            : b.hubChargeId !== undefined
              ? `BREACH hub charge ${b.hubChargeId} ${b.rule}: ${b.detail}`
              : b.suspenseId !== undefined
                ? `BREACH suspense item ${b.suspenseId} ${b.rule}: ${b.detail}`
                : b.journalId !== undefined
                  ? `BREACH journal ${b.journalId} ${b.rule}: ${b.detail}`
                  : `BREACH ${b.day ? `day ${b.day}` : 'books'} ${b.rule}: ${b.detail}`,
        );
      if (breaches.length) {
        console.error(`ledger:check: ${breaches.length} breach(es) found`);
        return 1;
      }
      ctx.out(`ledger:check: OK (${ctx.kind})`);
      return 0;
    },
  },
  {
    name: 'deposits:recheck',
    summary: 'ask the gateways about pending top-ups now and settle them (what the servers do every minute)',
    usage: `npm run ops -- deposits:recheck [--limit N] [--reference DEP-…]

Re-verifies pending deposits older than a minute with their gateway (server-side verification, exactly once, like
the servers' periodic job) and prints how many were asked about. Receipts go through the mail outbox and are sent by
a running server. --limit  at most this many deposits (default 500).
--reference  re-verify this one pending deposit now, whatever its age — the console's "Re-verify" (the same library
call, lib/payments/deposits.ts reverifyDeposit; audited deposit.reverify). Exit 1 when it is not pending, unknown, or its
gateway cannot be reached.`,
    options: { limit: { type: 'string' }, reference: { type: 'string' } },
    async run(ctx, args) {
      const log = consoleLogger();
      const reference = option(args, 'reference')?.trim() ?? '';
      if (reference) {
        const services = { db: ctx.db, config: ctx.config, gateways: gatewaysOf(ctx.config), log };
        try {
          const { result } = await reverifyDeposit(services, ctx.audit, { reference }, ctx.now());
          ctx.out(`deposits:recheck: ${reference}: ${result}`);
          return 0;
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          console.error(`deposits:recheck: ${reference}: ${err.message}`);
          return 1;
        }
      }
      const limit = intOption(args, 'limit', 500);
      const asked = await recheckPending(
        {
          db: ctx.db,
          config: ctx.config,
          gateways: gatewaysOf(ctx.config),
          log,
          purposes: [topUp],
        },
        ctx.now(),
        limit,
      );
      await audit(ctx.db, ctx.audit, { action: 'deposit.recheck', details: { asked, limit } });
      ctx.out(`deposits:recheck: asked the gateways about ${asked} pending deposit(s)`);
      return 0;
    },
  },
];
