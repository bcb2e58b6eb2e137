import { closeAccount, pseudonymLabel, type BalanceChoice } from '#server/lib/privacy/account-closure.js';
import { openStorage } from '#server/lib/platform/storage.js';
import { formatKobo } from '#shared/money.js';
import { resetCustomerTwoFactor, revokeCustomerSessions, searchCustomers } from '#server/lib/console/staff-customers.js';
import { option, positional, reasonOf, refusals, table, UsageError, type Command, type CommandArgs } from './command.js';

/**
 * Customers (issue 24, docs/decisions/044-staff-customers.md): the console's Customers section for automation — find a
 * customer, end their sessions, reset their two-factor. Thin wrappers of lib/console/staff-customers.ts, audited as the
 * operator (the console's acts are audited as the staff member).
 */
const customerId = (args: CommandArgs) => {
  const raw = positional(args, 0, 'id');
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`<id> is a customer's id (customer:find shows it), got "${raw}"`);
  return id;
};

export const commands: Command[] = [
  {
    name: 'customer:find',
    summary: 'find customers by e-mail, username, account number, phone or card serial (as the console does)',
    usage: `npm run ops -- customer:find <query> [--json]

One query, matched as the console's Customers search does: part of an e-mail address or a username (any case), an
account number, a phone number in any Nigerian form (0803…, +234 803…, 234803…) or a card serial as printed (spaces
and dashes allowed). The first 15 matches, newest first.`,
    options: { json: { type: 'boolean' } },
    async run(ctx, args) {
      const q = positional(args, 0, 'query');
      const found = await searchCustomers(ctx.db, { q });
      if (args.values.json) {
        ctx.out(JSON.stringify(found.data));
        return 0;
      }
      if (!found.data.length) {
        ctx.out(`customer:find: no customer matches "${q}"`);
        return 0;
      }
      table(ctx.out, [['ID', 'NAME', 'USERNAME', 'E-MAIL', 'ACCOUNT', 'CARD'], ...found.data.map((c) => [c.id, c.name, c.username, c.email, c.account_number, c.card_serial ?? '—'])]);
      if (found.total > found.data.length) ctx.out(`(${found.total} matches; the first ${found.data.length} shown)`);
      return 0;
    },
  },
  {
    name: 'customer:sessions:end',
    summary: 'end every session of a customer (they sign in again), with a reason',
    usage: `npm run ops -- customer:sessions:end <id> --reason "<why>"

Ends every sign-in session of the customer at once (a lost phone, a shared computer). Audited with the reason and the
number of sessions ended. Exit 1 when no customer has this id.`,
    options: { reason: { type: 'string' } },
    async run(ctx, args) {
      const id = customerId(args);
      const reason = reasonOf(args);
      return refusals('customer:sessions:end', async () => {
        const { sessions_ended } = await revokeCustomerSessions(ctx.db, ctx.audit, id, reason, ctx.now());
        ctx.out(`customer:sessions:end: customer ${id}: ${sessions_ended} session(s) ended`);
        return 0;
      });
    },
  },
  {
    name: 'customer:2fa:reset',
    summary: "turn a customer's two-factor off after checking who they are, with a reason (they are e-mailed)",
    usage: `npm run ops -- customer:2fa:reset <id> --reason "<why, and how identity was checked>"

For a customer who lost their authenticator: turns two-factor off, ends every session and e-mails the customer (what
happened, and what to do if it was not them). They sign in with the password and can set two-factor up again.
Audited with the reason. Exit 1 when no customer has this id or two-factor is not on.`,
    options: { reason: { type: 'string' } },
    async run(ctx, args) {
      const id = customerId(args);
      const reason = reasonOf(args);
      return refusals('customer:2fa:reset', async () => {
        const { sessions_ended } = await resetCustomerTwoFactor(ctx.db, ctx.audit, id, reason, { now: ctx.now(), publicUrl: ctx.config.publicUrl });
        ctx.out(`customer:2fa:reset: customer ${id}: two-factor is off, ${sessions_ended} session(s) ended, the customer is e-mailed`);
        return 0;
      });
    },
  },
  {
    name: 'customer:close',
    summary: "close a customer's account on their written request, with a reason (ADR 054)",
    usage: `npm run ops -- customer:close <id> --reason "<the written request>" [--balance pay_back|give_up] [--bank-account <NUBAN> --bank-code <code>]

Closes the account as the console's "Close account" does (the same library code, lib/privacy/account-closure.ts): with a
balance, --balance is the customer's written choice — pay_back (refunds of their top-ups, newest first, and a bank
transfer to --bank-account/--bank-code for the rest; every request waits for finance's approval) or give_up. Never a
fee. Every session ends, the card is frozen, pending card requests are cancelled, open tickets are closed, the
personal data is erased or pseudonymised, the customer is e-mailed before the address is erased. Audited with the
reason. Exit 1 when no customer has this id, it is already closed, or the balance needs a choice or a bank account.`,
    options: { reason: { type: 'string' }, balance: { type: 'string' }, 'bank-account': { type: 'string' }, 'bank-code': { type: 'string' } },
    async run(ctx, args) {
      const id = customerId(args);
      const reason = reasonOf(args);
      const balance = option(args, 'balance');
      if (balance !== undefined && balance !== 'pay_back' && balance !== 'give_up') throw new UsageError('--balance is pay_back or give_up');
      const nuban = option(args, 'bank-account');
      const bankCode = option(args, 'bank-code');
      if ((nuban === undefined) !== (bankCode === undefined)) throw new UsageError('--bank-account and --bank-code go together');
      return refusals('customer:close', async () => {
        const storage = await openStorage(ctx.config);
        const r = await closeAccount(
          ctx.db,
          ctx.audit,
          { userId: id, balance: (balance as BalanceChoice | undefined) ?? null, bankAccount: nuban && bankCode ? { accountNumber: nuban, bankCode } : null, by: { kind: 'operator', reason } },
          { publicUrl: ctx.config.publicUrl, storage },
          ctx.now(),
        );
        const money = r.choice === 'give_up' ? `, ${formatKobo(r.forfeited)} given up` : r.choice === 'pay_back' ? `, ${r.refunds.length} refund(s)${r.payout ? ' and a bank payout' : ''} awaiting finance's approval` : '';
        ctx.out(`customer:close: customer ${id} is closed (${pseudonymLabel(r.pseudonym)})${money}; ${r.sessionsEnded} session(s) ended; the customer is e-mailed`);
        return 0;
      });
    },
  },
];
