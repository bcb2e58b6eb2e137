import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { auditEvents, suspenseItems, transactions, users } from '#server/db/schema.js';
import { newTrx, post } from '#server/lib/ledger/ledger.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { recordSuspense } from '#server/lib/payments/suspense.js';
import { freshDatabase, postgresReachable } from '#server/testing/test-support.js';
import { runOps } from '#server/testing/ops.js';

/** `ops books:day`, `books:month`, `suspense:*` as the operator runs them (a separate process, PostgreSQL). */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('ops: the books and the suspense account', () => {
  let database: Database & { url?: string };
  let userId: number;
  beforeAll(async () => {
    database = await freshDatabase('postgresql');
    const [u] = await database.db
      .insert(users)
      .values({ username: 'books_ops', email: 'books.ops@example.com', firstname: 'Ada', lastname: 'Eze', passwordHash: 'x', accountNumber: 'BOPS1', referralCode: 'BOPSREF' })
      .returning();
    userId = u!.id;
    await database.db.transaction((tx) => post(tx, { userId, amount: 250_000, type: '+', detail: 'x', remark: 'correction', cause: { kind: 'test', id: null }, trx: newTrx() }));
  });
  afterAll(() => database?.close());
  const env = () => ({ DATABASE_URL: database.url! });

  it('books:day prints the identity and exits 0 when it holds; --csv gives the same figures; a bad day is a usage error', async () => {
    const day = lagosDay(new Date());
    const text = await runOps(['books:day', day], env());
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Books of day ${day}`);
    expect(text.stdout).toMatch(/float: opening ₦0\.00 \+ in ₦2500\.00 − out ₦0\.00 = ₦2500\.00; closing ₦2500\.00 — holds/);
    const csv = await runOps(['books:month', day.slice(0, 7), '--csv'], env());
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toBe('section,item,count,amount_ngn');
    expect(csv.stdout).toContain('money_in,other,1,2500.00');
    expect(csv.stdout).toContain(`day,${day},,0.00 + 2500.00 - 0.00 = 2500.00`);
    const bad = await runOps(['books:day', '2026-02-30'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Give a day as YYYY-MM-DD.');
  });

  it('suspense:list shows open items; suspense:assign credits once and is audited; a second assign exits 1', async () => {
    const item = await database.db.transaction((tx) => recordSuspense(tx, { gateway: 'paystack', gatewayRef: 'ops-1', reference: 'DEP-X', amount: 4_200, currency: 'NGN', reason: 'amount mismatch' }, new Date()));
    const list = await runOps(['suspense:list'], env());
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${item!.id}\\s+\\S+\\s+paystack\\s+ops-1\\s+DEP-X\\s+₦42\\.00\\s+open\\s+amount mismatch`));
    const assign = await runOps(['suspense:assign', String(item!.id), '--customer', String(userId), '--reason', 'bank statement', '--as', 'fin.ops'], env());
    expect(assign.stdout).toContain(`suspense:assign: item ${item!.id} (₦42.00) credited to account BOPS1`);
    expect(assign.code).toBe(0);
    const again = await runOps(['suspense:assign', String(item!.id), '--customer', String(userId), '--reason', 'again'], env());
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already assigned or returned');
    expect((await database.db.select().from(transactions).where(eq(transactions.causeKind, 'suspense'))).map((t) => [t.userId, t.amount])).toEqual([[userId, 4_200]]);
    expect((await database.db.select().from(suspenseItems).where(eq(suspenseItems.id, item!.id)))[0]).toMatchObject({ status: 'assigned', resolvedByLabel: 'fin.ops', resolutionReason: 'bank statement' });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'suspense_item.assigned'));
    expect(events).toEqual([expect.objectContaining({ actorKind: 'operator', actorLabel: 'fin.ops', targetId: String(item!.id) })]);
    const check = await runOps(['ledger:check'], env());
    expect(check.stdout).toContain('ledger:check: OK');
  });
});
