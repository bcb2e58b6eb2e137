import pg from 'pg';
import { expect } from 'vitest';
import { newPerson } from '#server/testing/test-support.js';
import type { Cluster } from '../../support/cluster.js';
import { apiUrl, postJson } from '../../support/customers.js';

/** Customers and top-ups on a cluster (tests/support/cluster.ts), through nginx, codes read at the SMTP relay. */
export async function clusterCustomer(cluster: Cluster, username: string) {
  const email = `${username}@example.com`;
  const reg = await postJson(cluster.url, '/auth/register', newPerson({ username, email }));
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const otp = await cluster.smtp.code(email, 'verification');
  const verified = await postJson(cluster.url, '/auth/verify-otp', { email, otp });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { email, token: verified.body.data.token as string };
}

export type ClusterCustomer = Awaited<ReturnType<typeof clusterCustomer>>;

/** Starts a Paystack top-up of `naira`: the checkout's address and our reference. */
export async function initiate(cluster: Cluster, customer: ClusterCustomer, naira: number) {
  const res = await postJson(cluster.url, '/deposits/initiate', { method_code: 'paystack', amount: naira }, customer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { redirect_url: string; reference: string };
}

/** One query on the cluster's database. */
export async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until `check()` is true (polling), or fails with `what`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 500) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Every customer's balance is the sum of their credited deposits (the only money movement of the fault suite). */
export async function expectBalancesAreCredits(databaseUrl: string) {
  const balances = await query<{ email: string; balance: number; credited: number }>(
    databaseUrl,
    `select u.email, u.balance::float8 as balance,
            coalesce((select sum(d.amount) from deposits d where d.user_id = u.id and d.status = 'Success'), 0)::float8 as credited
       from users u`,
  );
  for (const b of balances) expect(b.balance, b.email).toBe(b.credited);
}

/**
 * The money and mail of the deposits `references`: each Success, exactly one ledger line, one receipt row sent; each
 * customer's balance the sum of their credited deposits; the ledger invariant command passes; each receipt reached
 * the relay exactly once.
 */
export async function expectCreditedOnceWithOneReceipt(cluster: Cluster, references: string[]) {
  const rows = await query<{ reference: string; status: string; email: string; lines: string; receipts: string }>(
    cluster.databaseUrl,
    `select d.reference, d.status, u.email,
            (select count(*) from transactions t where t.cause_kind = 'deposit' and t.cause_id = d.id) as lines,
            (select count(*) from mail_outbox m where m.key = 'deposit-credited:' || d.trx and m.sent_at is not null) as receipts
       from deposits d join users u on u.id = d.user_id where d.reference = any($1)`,
    [references],
  );
  expect(rows).toHaveLength(references.length);
  for (const r of rows) expect({ ...r, lines: Number(r.lines), receipts: Number(r.receipts) }, r.reference).toMatchObject({ status: 'Success', lines: 1, receipts: 1 });
  await expectBalancesAreCredits(cluster.databaseUrl);
  const check = await cluster.ops(['ledger:check']);
  expect(check.code, check.stderr + check.stdout).toBe(0);
  const receipts = cluster.smtp.mails.filter((m) => m.subject.includes('top-up receipt'));
  for (const reference of references) {
    expect(receipts.filter((m) => m.text.includes(reference)).length, `receipts of ${reference}`).toBe(1);
  }
  expect(cluster.smtp.duplicates()).toEqual([]);
}

export const outcomeUrl = (cluster: Cluster, reference: string) => apiUrl(cluster.url, `/deposits/outcome?reference=${encodeURIComponent(reference)}`);
