import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pushOutbox, pushSubscriptions, users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { post } from '#server/lib/ledger/ledger.js';
import { databaseKinds, dataOf, freePort, freshDatabase, injectOp, postgresReachable, signedIn, testApp } from '#server/testing/test-support.js';
import { startPushService, type PushServiceStandIn } from '#server/testing/push-service.js';
import { addPushSubscription } from './notifications.js';
import { deliverDuePush, enqueuePush, VAPID_FILE, type PushPayload } from './push.js';

const setUp = systemContext('test');
const kinds = await databaseKinds();

let serial = 0;
const newCardNumber = () => `NTF${Date.now().toString(36).toUpperCase()}${String(++serial).padStart(4, '0')}`.slice(0, 19);

/**
 * Customer alerts (issue 28, ADR 059): the choices are honoured, pushes reach a push service stand-in encrypted
 * (src/server/testing/push-service.ts decrypts them with the browser side's private key, as a browser would), a gone
 * subscription is removed, hub events alert once (edge-triggered machine free, one cycle done per cycle).
 */
describe.each(kinds)('customer alerts on %s', (kind) => {
  let app: FastifyInstance;
  let push: PushServiceStandIn;
  let hubKeys: Record<string, string>;
  const hubIds: Record<string, number> = {};

  beforeAll(async () => {
    push = await startPushService();
    // Listening: the sandbox gateway calls back over HTTP (the top-up receipt test).
    const port = await freePort();
    app = await testApp(kind, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '100000',
      DEPOSIT_RECHECK_SECONDS: '0',
      OUTBOX_POLL_MS: '0',
      PUSH_ENDPOINT_ALLOW: `fcm.googleapis.com,${push.origin}`,
    });
    await app.listen({ port, host: '127.0.0.1' });
    hubKeys = {};
    for (const name of ['UNIPORT Choba Hub', 'Rumuola Hostels Hub', 'Gwarinpa Estate Hub', 'Talbot Campus Hub', 'University of Abuja Hub']) {
      const hub = await findHub(db(), name);
      hubIds[name] = hub!.id;
      hubKeys[name] = (await issueHubKey(db(), hub!.id, setUp)).key;
    }
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });

  const db = () => app.ctx.database.db;
  const credit = (userId: number, kobo: number) =>
    db().transaction((tx) => post(tx, { userId, amount: kobo, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
  const report = (hub: string, machines: { code: string; state: 'free' | 'in_use' | 'out_of_order'; minutes_left?: number }[]) =>
    injectOp(app, 'reportMachines', { token: hubKeys[hub], body: { machines } });
  let cycle = 0;
  const charge = (hub: string, card: string, machine: string) => injectOp(app, 'chargeCard', { token: hubKeys[hub], body: { card_number: card, machine, cycle_id: `NT-${Date.now()}-${++cycle}` } });

  /** A signed-in customer with a linked card and a balance, and (unless `device: false`) push on one stand-in device. */
  async function customer(balance = 5_000_00, opts: { device?: boolean } = {}) {
    const c = await signedIn(app);
    const number = newCardNumber();
    await addCards(db(), [number], new Date(), setUp);
    await linkCard(db(), c.user.id, number, new Date());
    if (balance) await credit(c.user.id, balance);
    let sub: ReturnType<PushServiceStandIn['subscribe']> | undefined;
    if (opts.device !== false) {
      sub = push.subscribe();
      const res = await injectOp(app, 'addPushDevice', { token: c.token, body: { ...sub, label: 'Test browser' } });
      expect(res.statusCode, res.body).toBe(201);
    }
    return { ...c, number, sub };
  }
  const pushesTo = (sub: { endpoint: string } | undefined) =>
    push.received.filter((r) => sub && sub.endpoint.endsWith(`/${r.id}`)).map((r) => JSON.parse(r.text!) as PushPayload);
  const mailKeys = async (prefix: string) => (await db().select({ key: mailOutbox.key }).from(mailOutbox).where(like(mailOutbox.key, `${prefix}%`))).map((r) => r.key);
  /** The mails queued to an address, but its sign-up verification code. */
  const mailsFor = async (email: string) =>
    (await db().select({ key: mailOutbox.key, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => !m.key?.startsWith('code:'));
  const settle = async () => {
    await app.mail.idle();
    await app.push.idle();
  };

  it('a test notification reaches the device encrypted (aes128gcm), VAPID-signed with the key getPushKey gives, and decrypts to {title, body, url}', async () => {
    const c = await customer(0);
    const key = dataOf('getPushKey', await injectOp(app, 'getPushKey'));
    expect(key.enabled).toBe(true);
    const res = await injectOp(app, 'sendTestNotification', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf('sendTestNotification', res)).toEqual({ email: true, devices: 1 });
    await settle();
    const [got] = push.received.filter((r) => c.sub!.endpoint.endsWith(`/${r.id}`));
    expect(got, JSON.stringify(await db().select().from(pushOutbox))).toBeDefined();
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(got!.text!)).toEqual({ title: 'Test notification', body: 'Alerts from e-laundry reach you here.', url: '/my/user/notifications' });
    expect(got!.vapid).toMatchObject({ verified: true, publicKey: key.public_key, claims: { aud: push.origin } });
    // The payload names no one: no e-mail address, no name, no card number.
    expect(got!.text).not.toContain(c.user.email);
    expect(got!.text).not.toContain(c.number);
    expect(await mailKeys(`test-alert:${c.user.id}:`)).toHaveLength(1);
  });

  it('refuses a subscription whose endpoint is not a known push service (the server never POSTs where a client says)', async () => {
    const c = await signedIn(app);
    const sub = push.subscribe();
    for (const endpoint of ['http://169.254.169.254/latest/meta-data', 'https://evil.example.com/push/1', 'http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com.evil.example/x']) {
      const res = await injectOp(app, 'addPushDevice', { token: c.token, body: { endpoint, keys: sub.keys } });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error).toHaveProperty('endpoint');
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.user.id))).toHaveLength(0);
  });

  it('a 410 from the push service removes the subscription (and what was queued for it); a 404 too', async () => {
    for (const status of [410, 404]) {
      const c = await customer(0);
      push.answer(c.sub!.endpoint, status);
      expect((await injectOp(app, 'sendTestNotification', { token: c.token })).statusCode).toBe(200);
      await settle();
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.user.id))).toHaveLength(0);
      expect(await db().select().from(pushOutbox).where(like(pushOutbox.key, `test-alert:${c.user.id}:%`))).toHaveLength(0);
      expect(dataOf('getNotificationSettings', await injectOp(app, 'getNotificationSettings', { token: c.token })).devices).toEqual([]);
    }
  });

  it('a 500 from the push service keeps the subscription and retries later', async () => {
    const c = await customer(0);
    push.answer(c.sub!.endpoint, 500);
    await injectOp(app, 'sendTestNotification', { token: c.token });
    await settle();
    const [row] = await db().select().from(pushOutbox).where(like(pushOutbox.key, `test-alert:${c.user.id}:%`));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'push service answered 500' });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.user.id))).toHaveLength(1);
  });

  it('"your cycle is done" goes once per cycle: the machine the card started turns free (or runs out of minutes), however often it is reported', async () => {
    const c = await customer();
    const hub = 'UNIPORT Choba Hub';
    expect((await charge(hub, c.number, 'W2')).statusCode).toBe(201);
    await report(hub, [{ code: 'W2', state: 'in_use', minutes_left: 30 }]);
    await report(hub, [{ code: 'W2', state: 'in_use', minutes_left: 0 }]); // minutes run out: done
    await report(hub, [{ code: 'W2', state: 'free' }]); // then free: the same cycle
    await report(hub, [{ code: 'W2', state: 'free' }]);
    await Promise.all([report(hub, [{ code: 'W2', state: 'free' }]), report(hub, [{ code: 'W2', state: 'free' }])]);
    await settle();
    expect(pushesTo(c.sub)).toEqual([{ title: 'Your laundry is done', body: 'Washer 2 at UNIPORT Choba Hub has finished. Please collect your laundry.', url: '/my/user/dashboard' }]);
    // E-mail is off by default for this event.
    expect(await mailsFor(c.user.email)).toHaveLength(0);
    // The next cycle is another alert.
    expect((await charge(hub, c.number, 'W2')).statusCode).toBe(201);
    await report(hub, [{ code: 'W2', state: 'in_use', minutes_left: 30 }]);
    await report(hub, [{ code: 'W2', state: 'free' }]);
    await settle();
    expect(pushesTo(c.sub)).toHaveLength(2);
  });

  it('machine free is edge-triggered: one alert per busy → free transition of a followed hub, not one per report, even when reports race', async () => {
    const follower = await customer(0);
    const other = await customer(0); // follows nothing
    const hub = 'Rumuola Hostels Hub';
    const saved = await injectOp(app, 'updateNotificationSettings', { token: follower.token, body: { followed_hub_ids: [hubIds[hub]!] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf('updateNotificationSettings', saved).followed_hubs).toEqual([{ id: hubIds[hub], name: hub }]);
    await report(hub, [{ code: 'W1', state: 'in_use', minutes_left: 40 }]);
    await Promise.all(Array.from({ length: 4 }, () => report(hub, [{ code: 'W1', state: 'free' }])));
    await report(hub, [{ code: 'W1', state: 'free' }]);
    await settle();
    expect(pushesTo(follower.sub)).toEqual([{ title: 'A washer is free at Rumuola Hostels Hub', body: 'Washer 1 is free now.', url: '/my/user/laundry-viewer' }]);
    expect(pushesTo(other.sub)).toEqual([]);
    // Busy again and free again: a second alert.
    await report(hub, [{ code: 'W1', state: 'out_of_order' }]);
    await report(hub, [{ code: 'W1', state: 'free' }]);
    await settle();
    expect(pushesTo(follower.sub)).toHaveLength(2);
  });

  it('honours the choices: an event switched off sends neither e-mail nor push; switched to e-mail only, no push', async () => {
    const c = await customer();
    const hub = 'Gwarinpa Estate Hub';
    const off = await injectOp(app, 'updateNotificationSettings', {
      token: c.token,
      body: { events: [{ event: 'cycle_done', email: false, push: false }, { event: 'machine_free', email: true, push: false }], followed_hub_ids: [hubIds[hub]!] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const settings = dataOf('updateNotificationSettings', off);
    expect(settings.events.find((e) => e.event === 'cycle_done')).toMatchObject({ email: false, push: false });
    expect((await charge(hub, c.number, 'W3')).statusCode).toBe(201);
    await report(hub, [{ code: 'W3', state: 'in_use', minutes_left: 30 }]);
    await report(hub, [{ code: 'W3', state: 'free' }]);
    await settle();
    expect(pushesTo(c.sub)).toEqual([]);
    const mails = await mailsFor(c.user.email);
    // Machine free by e-mail only (it was the only event left on, and on e-mail only).
    expect(mails).toEqual([{ key: expect.stringMatching(/^machine-free:/), subject: 'e-laundry: A washer is free at Gwarinpa Estate Hub' }]);
  });

  it('a top-up receipt honours "top-up credited" (push off: the e-mail only)', async () => {
    /** A top-up paid at the sandbox gateway and credited by its webhook. */
    const creditDepositForTest = async (token: string, amount: number) => {
      const { redirect_url } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount } }));
      const res = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(res.status).toBe(303);
      await app.sandboxIdle!();
    };
    const c = await customer(0);
    await injectOp(app, 'updateNotificationSettings', { token: c.token, body: { events: [{ event: 'topup_credited', email: true, push: false }] } });
    await creditDepositForTest(c.token, 1000);
    await settle();
    expect(pushesTo(c.sub)).toEqual([]);
    expect(await mailsFor(c.user.email)).toHaveLength(1);
    const d = await customer(0);
    await injectOp(app, 'updateNotificationSettings', { token: d.token, body: { events: [{ event: 'topup_credited', email: false, push: true }] } });
    await creditDepositForTest(d.token, 1000);
    await settle();
    expect(pushesTo(d.sub)).toEqual([{ title: 'Top-up credited', body: '₦1,000.00 was added to your e-laundry balance.', url: '/my/user/transactions' }]);
    expect(await mailsFor(d.user.email)).toHaveLength(0);
  });

  it('"balance below my threshold" fires once when a charge crosses it, not on every charge below it', async () => {
    const c = await customer(1_600_00);
    const hub = 'Talbot Campus Hub';
    await injectOp(app, 'updateNotificationSettings', { token: c.token, body: { low_balance_threshold: 1000 } });
    expect((await charge(hub, c.number, 'W1')).statusCode).toBe(201); // 1600 → 1100: above
    expect((await charge(hub, c.number, 'W1')).statusCode).toBe(201); // 1100 → 600: crossed
    expect((await charge(hub, c.number, 'W1')).statusCode).toBe(201); // 600 → 100: still below
    await settle();
    expect(pushesTo(c.sub)).toEqual([{ title: 'Your balance is running low', body: 'Your e-laundry balance is below ₦1,000.00. Top up to keep washing.', url: '/my/user/deposits' }]);
    expect(await mailsFor(c.user.email)).toHaveLength(1);
  });

  it("an unknown hub to follow is a 422 on followed_hub_ids; another account's device is a 404", async () => {
    const c = await customer(0);
    const bad = await injectOp(app, 'updateNotificationSettings', { token: c.token, body: { followed_hub_ids: [999_999] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toHaveProperty('followed_hub_ids');
    const d = await customer(0);
    const [dev] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, d.user.id));
    expect((await injectOp(app, 'removePushDevice', { token: c.token, params: { id: dev!.id } })).statusCode).toBe(404);
    expect((await injectOp(app, 'removePushDevice', { token: d.token, params: { id: dev!.id } })).statusCode).toBe(200);
  });

  it('local mode keeps its generated VAPID key pair under DATA_DIR (0600) and never answers the private key', async () => {
    const file = path.join(app.ctx.config.dataDir, VAPID_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    const key = dataOf('getPushKey', await injectOp(app, 'getPushKey'));
    expect(key.public_key).toBe(kept.publicKey);
    const c = await customer(0, { device: false });
    const settings = await injectOp(app, 'getNotificationSettings', { token: c.token });
    for (const body of [JSON.stringify(key), settings.body]) expect(body).not.toContain(kept.privateKey);
    const [{ n } = { n: 0 }] = await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    expect(n).toBeGreaterThan(0);
  });
});

describe.runIf(await postgresReachable())('the push outbox on several instances (PostgreSQL)', () => {
  it('three deliverers at once send each queued push exactly once', async () => {
    const database = await freshDatabase('postgresql');
    try {
      const [u] = await database.db
        .insert(users)
        .values({ username: 'pushy', email: 'pushy@example.com', firstname: 'P', lastname: 'Q', passwordHash: 'x', accountNumber: '2019999999', referralCode: 'PUSHY1' })
        .returning({ id: users.id });
      const subs: number[] = [];
      for (let i = 0; i < 4; i++) subs.push(await addPushSubscription(database.db, u!.id, { endpoint: `https://fcm.googleapis.com/fcm/send/t${i}`, p256dh: 'k', auth: 'a', label: '' }));
      for (let i = 0; i < 40; i++) await enqueuePush(database.db, subs[i % 4]!, { title: `t${i}`, body: 'b', url: '/' }, `k${i}`);
      const sent: string[] = [];
      const send = async (_t: unknown, p: PushPayload) => {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(p.title);
        return 'sent' as const;
      };
      const now = new Date(Date.now() + 1000);
      const sweep = async () => {
        while ((await deliverDuePush(database.db, send, now, 5)) > 0);
      };
      await Promise.all([sweep(), sweep(), sweep()]);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
    } finally {
      await database.close();
    }
  });
});
