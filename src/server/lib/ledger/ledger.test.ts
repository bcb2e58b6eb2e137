import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.js';
import { cardRequests, commissions, deposits, ledgerAccounts, ledgerLines, ledgerSystemJournals, serviceCenters, transactions, users } from '#server/db/schema.js';
import { ACCOUNTS, checkLedger, InsufficientFunds, newTrx, post, postSystem, trialBalance, TRX_LENGTH, type Entry } from '#server/lib/ledger/ledger.js';
import { freshDatabase, databaseKinds, postgresReachable } from '#server/testing/test-support.js';

/** The ledger's posting function and the invariant check, on PGlite and PostgreSQL (concurrency on PostgreSQL only). */
const kinds = await databaseKinds();
let n = 0;

async function account(database: Database) {
  n += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      username: `ledger_${process.pid}_${n}`,
      email: `ledger.${process.pid}.${n}@example.com`,
      firstname: 'Ada',
      lastname: 'Eze',
      passwordHash: 'x',
      accountNumber: `L${process.pid}${n}`,
      referralCode: `LREF${process.pid}${n}`,
    })
    .returning({ id: users.id });
  return row!.id;
}

const credit = (userId: number, amount: number): Entry => ({
  userId,
  amount,
  type: '+',
  detail: 'Test credit',
  remark: 'correction',
  cause: { kind: 'test', id: null },
});
const debit = (userId: number, amount: number): Entry => ({ ...credit(userId, amount), type: '-', detail: 'Test debit' });

describe('trx numbers', () => {
  it('are 12 characters of the unambiguous alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const trx = newTrx();
      expect(trx).toMatch(new RegExp(`^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{${TRX_LENGTH}}$`));
      seen.add(trx);
    }
    expect(seen.size).toBe(2000);
  });
});

describe.each(kinds)('ledger on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const balanceOf = async (id: number) => (await database.db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;

  it('posts credits and debits with chained post balances, and refuses to go negative', async () => {
    const id = await account(database);
    const a = await database.db.transaction((tx) => post(tx, credit(id, 500_000)));
    const b = await database.db.transaction((tx) => post(tx, debit(id, 120_050)));
    expect([a.postBalance, b.postBalance]).toEqual([500_000, 379_950]);
    await expect(database.db.transaction((tx) => post(tx, debit(id, 379_951)))).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await balanceOf(id)).toBe(379_950);
    const rows = await database.db.select().from(transactions).where(eq(transactions.userId, id)).orderBy(transactions.id);
    expect(rows.map((r) => [r.trxType, r.amount, r.postBalance])).toEqual([
      ['+', 500_000, 500_000],
      ['-', 120_050, 379_950],
    ]);
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('rolls the entry back with the transaction that posted it', async () => {
    const id = await account(database);
    await expect(
      database.db.transaction(async (tx) => {
        await post(tx, credit(id, 1000));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await balanceOf(id)).toBe(0);
    expect(await database.db.select().from(transactions).where(eq(transactions.userId, id))).toEqual([]);
  });

  it('is append-only and the database refuses a negative balance', async () => {
    const id = await account(database);
    await database.db.transaction((tx) => post(tx, credit(id, 1000)));
    await expect(database.db.update(transactions).set({ amount: 5 }).where(eq(transactions.userId, id))).rejects.toThrow();
    await expect(database.db.update(users).set({ balance: -1 }).where(eq(users.id, id))).rejects.toThrow();
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('ledger check names each kind of breach of a deliberately corrupted database (its own database)', async () => {
    const broken = await freshDatabase(kind);
    try {
      const id = await account(broken);
      await broken.db.transaction((tx) => post(tx, credit(id, 1000)));
      expect(await checkLedger(broken.db)).toEqual([]);
      // A balance moved without an entry.
      await broken.db.update(users).set({ balance: 1500 }).where(eq(users.id, id));
      // Entries written behind the ledger's back: a post balance that does not follow, and no counter lines.
      const other = await account(broken);
      await broken.db.insert(transactions).values([
        { userId: other, trx: newTrx(), detail: 'x', amount: 700, trxType: '+', postBalance: 700, remark: 'correction', causeKind: 'test' },
        { userId: other, trx: newTrx(), detail: 'x', amount: 100, trxType: '+', postBalance: 900, remark: 'correction', causeKind: 'test' },
      ]);
      await broken.db.update(users).set({ balance: 800, entryCount: 2 }).where(eq(users.id, other));
      // A counter line whose journal does not balance.
      const [acct] = await broken.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, ACCOUNTS.adjustments));
      await broken.db.insert(ledgerLines).values({ journalId: 9_999_999, accountId: acct!.id, amount: 5 });
      // A card request paid through a gateway with no journal (issue 22: its fee was never booked).
      const [place] = await broken.db.select({ center: serviceCenters.id, location: serviceCenters.locationId }).from(serviceCenters).limit(1);
      const [unbooked] = await broken.db
        .insert(cardRequests)
        .values({ userId: id, trx: newTrx(), reference: `CRD-B-${id}`, locationId: place!.location, serviceCenterId: place!.center, methodCode: 'paystack', cardFee: 250_000, deliveryFee: 100_000, charge: 5_250, status: 'Success', stage: 'paid' })
        .returning({ id: cardRequests.id });
      const breaches = await checkLedger(broken.db);
      expect(breaches).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ userId: id, rule: 'balance_equals_sum' }),
          expect.objectContaining({ userId: other, rule: 'post_balance_chain' }),
          expect.objectContaining({ userId: null, rule: 'journal_balances', journalId: 9_999_999 }),
          expect.objectContaining({ userId: id, rule: 'card_fee_booked', cardRequestId: unbooked!.id }),
        ]),
      );
      expect(breaches.filter((b) => b.rule === 'journal_balances')).toHaveLength(3);
    } finally {
      await broken.close();
    }
  });

  it('books every posting as a balanced journal: the wallet line and its counter lines on system accounts', async () => {
    const id = await account(database);
    const [dep] = await database.db
      .insert(deposits)
      .values({ userId: id, trx: newTrx(), reference: `DEP-T-${id}`, methodCode: 'flutterwave', amount: 500_000, charge: 7_650, status: 'Success' })
      .returning();
    const d = await database.db.transaction((tx) =>
      post(tx, { userId: id, amount: 500_000, charge: 7_650, type: '+', trx: dep!.trx, detail: 'Deposit via Flutterwave', remark: 'deposit', cause: { kind: 'deposit', id: dep!.id } }),
    );
    const fee = await database.db.transaction((tx) => post(tx, { ...debit(id, 350_000), remark: 'card_payment', cause: { kind: 'card_request', id: null } }));
    const fix = await database.db.transaction((tx) => post(tx, credit(id, 100)));
    const hub = await database.db.transaction((tx) => post(tx, { ...debit(id, 100), remark: 'hub_charge', counter: ACCOUNTS.hubRevenue(1) }));
    const linesOf = async (journalId: number) =>
      (
        await database.db
          .select({ code: ledgerAccounts.code, amount: ledgerLines.amount })
          .from(ledgerLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
          .where(eq(ledgerLines.journalId, journalId))
          .orderBy(ledgerLines.id)
      ).map((l) => [l.code, l.amount]);
    expect(await linesOf(d.journalId)).toEqual([
      ['gateway_clearing:flutterwave', -507_650],
      ['gateway_charges', 7_650],
    ]);
    expect(await linesOf(fee.journalId)).toEqual([['card_fees', 350_000]]);
    expect(await linesOf(fix.journalId)).toEqual([['adjustments', -100]]);
    expect(await linesOf(hub.journalId)).toEqual([['hub_revenue:1', 100]]);
    const journals = await database.db.select({ j: transactions.journalId }).from(transactions).where(eq(transactions.userId, id)).orderBy(transactions.id);
    expect(journals.map((r) => r.j)).toEqual([d.journalId, fee.journalId, fix.journalId, hub.journalId]);
    // What the customer sees is unchanged: the wallet lines and their post balances.
    expect(d.postBalance).toBe(500_000);
    expect(await checkLedger(database.db)).toEqual([]);
    // The books balance: every account, wallets included, sums to zero.
    const books = await trialBalance(database.db);
    expect(books.reduce((s, a) => s + a.balance, 0)).toBe(0);
    expect(books.find((a) => a.code === 'hub_revenue:1')?.name).toMatch(/^Hub revenue — /);
  });

  it('books a system-only journal (no wallet line) once per cause: card fees gain, the gateway clearing gives, the charge is booked', async () => {
    const id = await account(database);
    await database.db.transaction((tx) => post(tx, credit(id, 1000)));
    const cause = { kind: 'test_system', id };
    const entry = { account: ACCOUNTS.cardFees, type: '+' as const, amount: 350_000, charge: 5_250, counter: ACCOUNTS.gatewayClearing('paystack'), detail: 'Card fee — test', cause };
    const first = await database.db.transaction((tx) => postSystem(tx, entry));
    expect(first).toEqual(expect.any(Number));
    // Replayed (a second settlement, a retried backfill): nothing more is written.
    expect(await database.db.transaction((tx) => postSystem(tx, entry))).toBeNull();
    const lines = await database.db
      .select({ code: ledgerAccounts.code, amount: ledgerLines.amount })
      .from(ledgerLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
      .where(eq(ledgerLines.journalId, first!))
      .orderBy(ledgerLines.id);
    expect(lines.map((l) => [l.code, l.amount])).toEqual([
      ['card_fees', 350_000],
      ['gateway_clearing:paystack', -355_250],
      ['gateway_charges', 5_250],
    ]);
    // No customer moved: one wallet line (the test credit), the same balance.
    expect(await database.db.select().from(transactions).where(eq(transactions.userId, id))).toHaveLength(1);
    expect(await balanceOf(id)).toBe(1000);
    expect(await database.db.select().from(transactions).where(eq(transactions.journalId, first!))).toEqual([]);
    // A charge alone (a free card paid with a fixed gateway charge) is two lines; nothing at all is refused.
    const chargeOnly = await database.db.transaction((tx) => postSystem(tx, { ...entry, amount: 0, charge: 1_000, cause: { kind: 'test_system', id: -id } }));
    expect((await database.db.select().from(ledgerLines).where(eq(ledgerLines.journalId, chargeOnly!))).map((l) => l.amount).sort((a, b) => a - b)).toEqual([-1_000, 1_000]);
    await expect(database.db.transaction((tx) => postSystem(tx, { ...entry, amount: 0, charge: 0 }))).rejects.toThrow(/nothing to post/);
    // Append-only like the rest of the books.
    await expect(database.db.update(ledgerSystemJournals).set({ detail: 'x' }).where(eq(ledgerSystemJournals.journalId, first!))).rejects.toThrow();
    await expect(database.db.delete(ledgerSystemJournals).where(eq(ledgerSystemJournals.journalId, first!))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_system_journals`)).rejects.toThrow();
    expect(await checkLedger(database.db)).toEqual([]);
    const books = await trialBalance(database.db);
    expect(books.reduce((s, a) => s + a.balance, 0)).toBe(0);
  });

  it('refuses UPDATE and DELETE of the books, and deleting a customer who has money rows', async () => {
    const id = await account(database);
    const p = await database.db.transaction((tx) => post(tx, credit(id, 1000)));
    await expect(database.db.update(transactions).set({ detail: 'x' }).where(eq(transactions.userId, id))).rejects.toThrow();
    await expect(database.db.delete(transactions).where(eq(transactions.userId, id))).rejects.toThrow();
    await expect(database.db.update(ledgerLines).set({ amount: 1 }).where(eq(ledgerLines.journalId, p.journalId))).rejects.toThrow();
    await expect(database.db.delete(ledgerLines).where(eq(ledgerLines.journalId, p.journalId))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_lines`)).rejects.toThrow();
    await expect(database.db.delete(ledgerAccounts).where(eq(ledgerAccounts.code, ACCOUNTS.adjustments))).rejects.toThrow();
    await expect(database.db.update(ledgerAccounts).set({ code: 'x' }).where(eq(ledgerAccounts.code, ACCOUNTS.adjustments))).rejects.toThrow();
    await expect(database.db.delete(users).where(eq(users.id, id))).rejects.toThrow();
    // Each money table on its own holds the customer: a pending top-up, a commission's payer, a card request.
    const withDeposit = await account(database);
    await database.db.insert(deposits).values({ userId: withDeposit, trx: newTrx(), reference: `DEP-R-${withDeposit}`, methodCode: 'paystack', amount: 100, charge: 0 });
    await expect(database.db.delete(users).where(eq(users.id, withDeposit))).rejects.toThrow();
    const payer = await account(database);
    const referrer = await account(database);
    const [dep] = await database.db.insert(deposits).values({ userId: referrer, trx: newTrx(), reference: `DEP-C-${payer}`, methodCode: 'paystack', amount: 100, charge: 0 }).returning();
    const [bare] = await database.db.insert(commissions).values({ userId: referrer, fromUserId: payer, depositId: dep!.id, level: 1, percentBp: 500, amount: 5 }).returning();
    await expect(database.db.delete(users).where(eq(users.id, payer))).rejects.toThrow();
    // A commission row without its journals is a breach of the books (commission_booked, ADR 071): this bare one only
    // served the restriction above.
    expect(await checkLedger(database.db)).toEqual([expect.objectContaining({ rule: 'commission_booked', commissionId: bare!.id })]);
    await database.db.delete(commissions).where(eq(commissions.id, bare!.id));
    const withRequest = await account(database);
    const [place] = await database.db.select({ center: serviceCenters.id, location: serviceCenters.locationId }).from(serviceCenters).orderBy(serviceCenters.id).limit(1);
    await database.db.insert(cardRequests).values({
      userId: withRequest, trx: newTrx(), reference: `CRD-R-${withRequest}`, locationId: place!.location, serviceCenterId: place!.center, methodCode: 'paystack', cardFee: 1, deliveryFee: 1,
    });
    await expect(database.db.delete(users).where(eq(users.id, withRequest))).rejects.toThrow();
    // A customer without money rows can still be deleted (the restriction is about the books, not every account).
    const nobody = await account(database);
    await database.db.delete(users).where(eq(users.id, nobody));
    expect(await database.db.select().from(users).where(eq(users.id, nobody))).toEqual([]);
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it.runIf(kind === 'postgresql')('keeps the invariants under 200 concurrent credits and debits on one account', async () => {
    const id = await account(database);
    await database.db.transaction((tx) => post(tx, credit(id, 10_000)));
    const moves = Array.from({ length: 200 }, (_, i) => (i % 2 ? debit(id, 300) : credit(id, 200)));
    const results = await Promise.allSettled(moves.map((m) => database.db.transaction((tx) => post(tx, m))));
    const okCredits = results.filter((r, i) => r.status === 'fulfilled' && i % 2 === 0).length;
    const okDebits = results.filter((r, i) => r.status === 'fulfilled' && i % 2 === 1).length;
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect(await balanceOf(id)).toBe(10_000 + okCredits * 200 - okDebits * 300);
    expect(await checkLedger(database.db)).toEqual([]);
  });
});

describe.runIf(await postgresReachable())('npm run ops -- ledger:check (the operator command, on PostgreSQL)', () => {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `elaundry_ops_${randomBytes(5).toString('hex')}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let database: Database;
  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, onIdleError: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  async function adminQuery(text: string) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text);
    await c.end();
  }
  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/ops/index.ts', 'ledger:check'], {
      env: { ...process.env, DATABASE_URL: url.toString() },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('exits 0 on a sound ledger and non-zero, naming the account, once it is corrupted', async () => {
    const id = await account(database);
    await database.db.transaction((tx) => post(tx, credit(id, 2500)));
    const good = await run();
    expect(good.out).toContain('ledger:check: OK');
    expect(good.code).toBe(0);
    await database.db.update(users).set({ balance: 9999 }).where(eq(users.id, id));
    const bad = await run();
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`BREACH account ${id} balance_equals_sum`);
  });
});

/**
 * The ledger-accounts migration on a database that already holds money (written as the code before it wrote it):
 * every old entry gets its journal and counter lines by the same rule as new postings, and the check is clean.
 */
/**
 * A database migrated up to (not including) the migration whose tag ends with `tagSuffix`, on PGlite or PostgreSQL;
 * `migrateAll()` then applies the rest (as a deployment upgrading a database that holds money).
 */
async function databaseBefore(kind: (typeof kinds)[number], tagSuffix: string) {
  const { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  const journal = JSON.parse(readFileSync(path.join(all, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  expect(at).toBeGreaterThan(0);
  const before = mkdtempSync(path.join(tmpdir(), 'elaundry-migrations-'));
  mkdirSync(path.join(before, 'meta'));
  for (const e of journal.entries.slice(0, at)) cpSync(path.join(all, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
  writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  let db: import('#server/db/client.js').Db;
  let migrate: (folder: string) => Promise<void>;
  let close: () => Promise<void>;
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite();
    const d = drizzlePglite({ client });
    db = d as unknown as typeof db;
    migrate = (folder) => migratePglite(d, { migrationsFolder: folder });
    close = () => client.close();
  } else {
    const { default: pg } = await import('pg');
    const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `elaundry_upgrade_${randomBytes(5).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: admin });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // Dropping the database WITH FORCE may terminate a connection the pool is still closing: expected here.
    pool.on('error', () => {});
    const d = drizzlePg({ client: pool });
    db = d as unknown as typeof db;
    migrate = (folder) => migratePg(d, { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    };
  }
  await migrate(before);
  return {
    db,
    migrateAll: () => migrate(all),
    close: async () => {
      await close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}

describe.each(kinds)('the ledger-accounts migration upgrades a database with money on %s', (kind) => {
  it('backfills one balanced journal per existing entry, with the counter account of its kind', async () => {
    const database = await databaseBefore(kind, '_ledger_accounts');
    const { db } = database;
    try {
      // Money as the code before the migration wrote it: a top-up with its charge and the referrer's commission, a card
      // fee paid from the balance, a hub charge, a correction.
      const old = `
        insert into users (id, username, email, firstname, lastname, password_hash, account_number, referral_code) values
          (1, 'referrer', 'r@example.com', 'R', 'R', 'x', 'A1', 'REF1'), (2, 'payer', 'p@example.com', 'P', 'P', 'x', 'A2', 'REF2');
        update users set referred_by = 1 where id = 2;
        insert into deposits (id, user_id, trx, reference, method_code, amount, charge, status) values (7, 2, 'TRXDEP000001', 'DEP-1', 'paystack', 500000, 7500, 'Success');
        insert into commissions (id, user_id, from_user_id, deposit_id, level, percent_bp, amount) values (3, 1, 2, 7, 1, 500, 25000);
        insert into hub_charges (id, service_center_id, cycle_id, card_number, status, body, amount, trx)
          select 11, s.id, 'c1', 'ELC1', 201, '{}'::jsonb, 50000, 'TRXHUB000001' from service_centers s where s.name = 'UNIPORT Choba Hub';
        insert into transactions (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, cause_id) values
          (2, 'TRXDEP000001', 'Deposit via Paystack', 500000, 7500, '+', 500000, 'deposit', 'deposit', 7),
          (1, 'TRXCOM000001', 'Level 1 referral commission', 25000, 0, '+', 25000, 'referral_commission', 'commission', 3),
          (2, 'TRXCRD000001', 'Card fee — UNIPORT Choba Hub', 350000, 0, '-', 150000, 'card_payment', 'card_request', null),
          (2, 'TRXHUB000001', 'Wash — UNIPORT Choba Hub, machine W3', 50000, 0, '-', 100000, 'hub_charge', 'hub_charge', 11),
          (1, 'TRXFIX000001', 'Correction', 100, 0, '+', 25100, 'correction', 'test', null);
        update users set balance = 25100, entry_count = 2 where id = 1;
        update users set balance = 100000, entry_count = 3 where id = 2`;
      for (const statement of old.split(';\n')) await db.execute(sql.raw(statement));
      await database.migrateAll();
      expect(await checkLedger(db)).toEqual([]);
      const lines = (await db.execute(sql`
        select t.trx, a.code, l.amount from transactions t join ledger_lines l on l.journal_id = t.journal_id join ledger_accounts a on a.id = l.account_id
        order by t.id, l.id`)) as unknown as { rows?: { trx: string; code: string; amount: string | number }[] };
      const hub = (await db.execute(sql`select id from service_centers where name = 'UNIPORT Choba Hub'`)) as unknown as { rows: { id: number }[] };
      expect((lines.rows ?? []).map((r) => [r.trx, r.code, Number(r.amount)])).toEqual([
        ['TRXDEP000001', 'gateway_clearing:paystack', -507_500],
        ['TRXDEP000001', 'gateway_charges', 7_500],
        ['TRXCOM000001', 'referral_commissions', -25_000],
        ['TRXCRD000001', 'card_fees', 350_000],
        ['TRXHUB000001', `hub_revenue:${hub.rows[0]!.id}`, 50_000],
        ['TRXFIX000001', 'adjustments', -100],
      ]);
      // And the next posting continues the same books.
      await db.transaction((tx) => post(tx, { ...credit(2, 1000), counter: ACCOUNTS.refundsPayable }));
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

/**
 * Migration 0014 on a database with card requests paid before it (issue 22): each paid gateway card request gets its
 * system journal, dated when it was paid; one paid from the balance keeps its wallet line only; unpaid ones get none.
 * The backfill is idempotent (the journal's cause is unique).
 */
describe.each(kinds)('the card-fee journals migration backfills paid gateway card requests on %s', (kind) => {
  it('books gateway clearing → card fees once per paid gateway request, and the check is clean', async () => {
    const database = await databaseBefore(kind, '_card_fee_journals_and_card_hash');
    try {
      const { db } = database;
      await db.execute(sql.raw(`
        insert into users (id, username, email, firstname, lastname, password_hash, account_number, referral_code, balance, entry_count)
          values (501, 'cardbuyer', 'cb@example.com', 'C', 'B', 'x', 'A501', 'REF501', 0, 0)`));
      await db.transaction((tx) => post(tx, credit(501, 350_000)));
      const [place] = await db.select({ center: serviceCenters.id, location: serviceCenters.locationId, name: serviceCenters.name }).from(serviceCenters).limit(1);
      // Rows as the code before the migration wrote them (no card_hash column yet).
      const inserted = (await db.execute(sql.raw(`
        insert into card_requests (user_id, trx, reference, location_id, service_center_id, method_code, card_fee, delivery_fee, charge, status, paid_at) values
          (501, 'TRXCRDM00001', 'CRD-M-1', ${place!.location}, ${place!.center}, 'paystack', 250000, 100000, 5250, 'Success', '2026-11-20T10:00:00Z'),
          (501, 'TRXCRDM00002', 'CRD-M-2', ${place!.location}, ${place!.center}, 'flutterwave', 250000, 100000, 4500, 'Success', '2026-11-20T10:00:00Z'),
          (501, 'TRXCRDM00003', 'CRD-M-3', ${place!.location}, ${place!.center}, 'paystack', 250000, 100000, 5250, 'Pending', null),
          (501, 'TRXCRDM00004', 'CRD-M-4', ${place!.location}, ${place!.center}, 'paystack', 250000, 100000, 5250, 'Failed', null),
          (501, 'TRXCRDM00005', 'CRD-M-5', ${place!.location}, ${place!.center}, 'balance', 250000, 100000, 0, 'Success', '2026-11-20T10:00:00Z')
        returning id`))) as unknown as { rows?: { id: number }[] };
      const [paystackPaid, flutterwavePaid, , , fromBalance] = inserted.rows ?? (inserted as unknown as { id: number }[]);
      await db.transaction((tx) => post(tx, { ...debit(501, 350_000), remark: 'card_payment', cause: { kind: 'card_request', id: fromBalance!.id } }));
      await database.migrateAll();
      expect(await checkLedger(db)).toEqual([]);
      const booked = await db
        .select({ cause: ledgerSystemJournals.causeId, detail: ledgerSystemJournals.detail, at: ledgerSystemJournals.createdAt, code: ledgerAccounts.code, amount: ledgerLines.amount, lineAt: ledgerLines.createdAt })
        .from(ledgerSystemJournals)
        .innerJoin(ledgerLines, eq(ledgerLines.journalId, ledgerSystemJournals.journalId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
        .orderBy(ledgerSystemJournals.causeId, ledgerLines.id);
      expect(booked.map((b) => [b.cause, b.code, b.amount])).toEqual([
        [paystackPaid!.id, 'card_fees', 350_000],
        [paystackPaid!.id, 'gateway_clearing:paystack', -355_250],
        [paystackPaid!.id, 'gateway_charges', 5_250],
        [flutterwavePaid!.id, 'card_fees', 350_000],
        [flutterwavePaid!.id, 'gateway_clearing:flutterwave', -354_500],
        [flutterwavePaid!.id, 'gateway_charges', 4_500],
      ]);
      expect(booked[0]!.detail).toBe(`Card fee — ${place!.name} via paystack`);
      for (const b of booked) expect([b.at.toISOString(), b.lineAt.toISOString()]).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z']);
      // The customer's wallet is untouched by the backfill: the credit and the balance-paid fee only.
      expect(await db.select().from(transactions).where(eq(transactions.userId, 501))).toHaveLength(2);
      // Running the backfill again writes nothing.
      const again = (await db.execute(sql`
        select ledger_post_system('card_fees', '+', r.card_fee + r.delivery_fee, 'again', 'card_request', r.id, r.charge, 'gateway_clearing:' || r.method_code) as j
        from card_requests r where r.status = 'Success' and r.method_code <> 'balance'`)) as unknown as { rows?: { j: unknown }[] };
      expect((again.rows ?? (again as unknown as { j: unknown }[])).map((r) => r.j)).toEqual([null, null]);
      expect(await db.select().from(ledgerSystemJournals)).toHaveLength(2);
      expect((await trialBalance(db)).reduce((s, a) => s + a.balance, 0)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
