import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.js';
import { transactions, users } from '#server/db/schema.js';
import { checkLedger, InsufficientFunds, newTrx, post, TRX_LENGTH, type Entry } from '#server/lib/ledger.js';
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

  it('ledger check names each kind of breach of a deliberately corrupted database', async () => {
    const id = await account(database);
    await database.db.transaction((tx) => post(tx, credit(id, 1000)));
    // A balance moved without an entry.
    await database.db.update(users).set({ balance: 1500 }).where(eq(users.id, id));
    // An entry whose post balance does not follow the previous one (written behind the ledger's back).
    const other = await account(database);
    await database.db.insert(transactions).values([
      { userId: other, trx: newTrx(), detail: 'x', amount: 700, trxType: '+', postBalance: 700, remark: 'correction', causeKind: 'test' },
      { userId: other, trx: newTrx(), detail: 'x', amount: 100, trxType: '+', postBalance: 900, remark: 'correction', causeKind: 'test' },
    ]);
    await database.db.update(users).set({ balance: 800 }).where(eq(users.id, other));
    const breaches = await checkLedger(database.db);
    expect(breaches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: id, rule: 'balance_equals_sum' }),
        expect.objectContaining({ userId: other, rule: 'post_balance_chain' }),
      ]),
    );
    // Repair so that the next tests start from a clean ledger: corrections are new entries (here, a fresh start).
    await database.db.execute(sql`delete from users where id in (${id}, ${other})`);
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
