import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '#server/testing/test-support.js';
import { clusterPrerequisites, startCluster, type Cluster } from '../support/cluster.js';
import { postJson } from '../support/customers.js';
import { clusterCustomer, eventually, expectCreditedOnceWithOneReceipt, initiate, outcomeUrl, query, type ClusterCustomer } from './support/cluster-money.js';

/**
 * Fault: the SMTP relay stops. Requests that decide mail (top-ups credited, sign-ups, password resets, the contact
 * form) still succeed through nginx on two instances; their mails wait in the outbox with the relay's error; when the
 * relay is back every one goes out, exactly once.
 */
const missing = clusterPrerequisites();

describe.skipIf(missing.length > 0)('the SMTP relay stopped', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      env: { AUTH_RATE_LIMIT: '100000', FORMS_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '500', DEPOSIT_RECHECK_SECONDS: '2', DEPOSIT_RECHECK_AFTER_SECONDS: '3' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('requests that send mail succeed meanwhile; every mail goes out exactly once when it is back', async () => {
    const customers: ClusterCustomer[] = [];
    for (let i = 0; i < 3; i++) customers.push(await clusterCustomer(cluster, `relaydown${i}`));
    const before = cluster.smtp.mails.length;
    await cluster.smtp.stop();

    const references: string[] = [];
    for (const c of customers) {
      for (const naira of [500, 750]) {
        const { redirect_url, reference } = await initiate(cluster, c, naira);
        expect((await cluster.checkout(redirect_url, 'pay')).status).toBe(303);
        references.push(reference);
      }
    }
    const newcomers = ['relaynew0@example.com', 'relaynew1@example.com'];
    for (const [i, email] of newcomers.entries()) {
      const reg = await postJson(cluster.url, '/auth/register', newPerson({ username: `relaynew${i}`, email }));
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    }
    const reset = await postJson(cluster.url, '/auth/forgot', { type: 'email', value: customers[0]!.email });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const contact = await postJson(cluster.url, '/public/contact', {
      username: 'Aisha',
      email: 'aisha.relay@example.com',
      phone: '+2348091234567',
      subject: 'Hub hours',
      message: 'When does the Akoka hub open?',
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    // The top-ups are credited (their webhooks, or the outcome page) while the relay is down.
    for (const [i, reference] of references.entries()) {
      const c = customers[Math.floor(i / 2)]!;
      await eventually(`${reference} credited`, async () => {
        const res = await fetch(outcomeUrl(cluster, reference), { headers: { authorization: `Bearer ${c.token}` } });
        return ((await res.json()) as { data?: { status?: string } }).data?.status === 'Success';
      }, 30_000);
    }

    // Each mail waits in the outbox, tried and refused; nothing reached the relay.
    const expected = references.length + newcomers.length + 2;
    await eventually(
      'every waiting mail tried at least once',
      async () => (await query(cluster.databaseUrl, `select 1 from mail_outbox where sent_at is null and attempts >= 1`)).length === expected,
      30_000,
    );
    const waiting = await query<{ last_error: string }>(cluster.databaseUrl, `select last_error from mail_outbox where sent_at is null`);
    expect(waiting).toHaveLength(expected);
    for (const w of waiting) expect(w.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(cluster.smtp.mails.length).toBe(before);

    const attempts = await query<{ n: number }>(cluster.databaseUrl, `select sum(attempts)::int as n from mail_outbox where sent_at is null`);
    console.log(`[fault] SMTP relay down: ${expected} mails waited (${attempts[0]!.n} refused attempts), none lost or doubled when it came back`);
    await cluster.smtp.start();
    await eventually(
      'every waiting mail sent once the relay is back',
      async () => (await query(cluster.databaseUrl, `select 1 from mail_outbox where sent_at is null`)).length === 0,
      90_000,
    );
    expect(cluster.smtp.mails.length - before).toBe(expected);
    await expectCreditedOnceWithOneReceipt(cluster, references);
    for (const email of newcomers) expect(await cluster.smtp.code(email, 'verification', 1000)).toMatch(/^\d{6}$/);
    expect(await cluster.smtp.code(customers[0]!.email, 'password reset', 1000)).toMatch(/^\d{6}$/);
    expect(cluster.smtp.mails.filter((m) => m.subject.includes('Hub hours'))).toHaveLength(1);
  });
});
