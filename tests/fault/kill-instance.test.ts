import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterPrerequisites, startCluster, type Cluster } from '../support/cluster.js';
import { clusterCustomer, eventually, expectCreditedOnceWithOneReceipt, initiate, query, type ClusterCustomer } from './support/cluster-money.js';

/**
 * Fault: kill -9 one of two instances (behind nginx) while 100 top-ups are completing. The gateway sends each webhook
 * once only (SANDBOX_WEBHOOK_TRIES=1), so a webhook lost with the dead instance is NOT retried: the survivor's
 * periodic re-verification (claimed in the database; the dead instance's claim ends after JOB_LEASE_SECONDS) must
 * finish those. Every deposit ends credited exactly once, the ledger check passes, each receipt reaches the relay once.
 */
const missing = clusterPrerequisites();

describe.skipIf(missing.length > 0)('kill -9 one instance while 100 top-ups complete', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      env: {
        AUTH_RATE_LIMIT: '100000',
        DEPOSIT_RECHECK_SECONDS: '2',
        DEPOSIT_RECHECK_AFTER_SECONDS: '3',
        JOB_LEASE_SECONDS: '5',
        OUTBOX_POLL_MS: '500',
        OUTBOX_LEASE_SECONDS: '5',
      },
      sandboxEnv: { SANDBOX_WEBHOOK_TRIES: '1' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('every deposit ends credited exactly once, ops ledger:check passes, each receipt is sent once', async () => {
    const customers: ClusterCustomer[] = [];
    for (let i = 0; i < 10; i++) customers.push(await clusterCustomer(cluster, `killed${i}`));
    const checkouts: { redirect_url: string; reference: string }[] = [];
    for (let round = 0; round < 10; round++) {
      checkouts.push(...(await Promise.all(customers.map((c, i) => initiate(cluster, c, 100 + round * 10 + i)))));
    }
    const references = checkouts.map((c) => c.reference);

    // All 100 paid at once; their webhooks race to both instances through nginx; one instance dies among them.
    const paying = Promise.all(checkouts.map((c) => cluster.checkout(c.redirect_url, 'pay')));
    await eventually('some webhooks delivered', async () => (await cluster.deliveries()).filter((d) => d.state !== 'pending').length >= 10, 30_000, 20);
    await cluster.kill(0, 'SIGKILL');
    const pressed = await paying;
    expect(pressed.map((p) => p.status)).toEqual(Array(100).fill(303));
    expect(cluster.instances[0]!.alive()).toBe(false);

    const credited = async () =>
      Number((await query<{ n: string }>(cluster.databaseUrl, `select count(*) as n from deposits where reference = any($1) and status = 'Success'`, [references]))[0]!.n);
    await eventually('all 100 deposits credited by the survivor', async () => (await credited()) === 100, 90_000);
    await eventually(
      'every receipt sent',
      async () => (await query(cluster.databaseUrl, `select 1 from mail_outbox where key like 'deposit-credited:%' and sent_at is null`)).length === 0,
      60_000,
    );
    const deliveries = await cluster.deliveries();
    const lost = deliveries.filter((d) => references.includes(d.reference) && d.state !== 'delivered').length;
    console.log(`[fault] kill -9: 100 top-ups, ${100 - lost} settled by their webhook, ${lost} webhooks lost with the dead instance and settled by the survivor's recheck`);
    await expectCreditedOnceWithOneReceipt(cluster, references);
  });
});
