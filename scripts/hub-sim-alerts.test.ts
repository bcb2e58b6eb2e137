import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pushOutbox } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { post } from '#server/lib/ledger/ledger.js';
import { injectOp, signedIn, testApp } from '#server/testing/test-support.js';
import { startPushService, type PushServiceStandIn } from '#server/testing/push-service.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const setUp = systemContext('test');

/**
 * `npm run hub:sim` and the "your cycle is done" alert (docs/decisions/059-customer-alerts-and-web-push.md), over real
 * HTTP against a listening server: the simulator charges the customer's card on a machine, reports it in use, then
 * free — twice —; the customer gets one "cycle done" push (decrypted by the push service stand-in) and one e-mail.
 */
describe('hub:sim and the cycle-done alert', () => {
  let app: FastifyInstance;
  let push: PushServiceStandIn;
  let url: string;
  let key: string;
  beforeAll(async () => {
    push = await startPushService();
    app = await testApp('pglite', { AUTH_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '0', DEPOSIT_RECHECK_SECONDS: '0', PUSH_ENDPOINT_ALLOW: push.origin });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    key = (await issueHubKey(app.ctx.database.db, (await findHub(app.ctx.database.db, 'Rumuola Hostels Hub'))!.id, setUp)).key;
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });
  const sim = async (...args: string[]) => {
    try {
      const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/hub-sim.ts', '--url', url, '--key', key, ...args], { cwd: root, timeout: 60_000 });
      return { code: 0, stdout };
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      return { code: e.code ?? -1, stdout: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  };

  it('a cycle the customer\u2019s card started ends: one "cycle done" push and one e-mail, however often the machine is reported free', async () => {
    const db = app.ctx.database.db;
    const customer = await signedIn(app);
    const [card] = newCardNumbers(1);
    await addCards(db, [card!], new Date(), setUp);
    await linkCard(db, customer.user.id, card!, new Date());
    await db.transaction((tx) => post(tx, { userId: customer.user.id, amount: 300_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    const sub = push.subscribe();
    expect((await injectOp(app, 'addPushDevice', { token: customer.token, body: { ...sub, label: 'Test browser' } })).statusCode).toBe(201);
    // E-mail too for this event (push only by default).
    expect((await injectOp(app, 'updateNotificationSettings', { token: customer.token, body: { events: [{ event: 'cycle_done', email: true, push: true }] } })).statusCode).toBe(200);

    const charged = await sim('--once', '--card', card!, '--machine', 'D2', '--cycle-id', 'sim-done-1');
    expect(charged.code, charged.stdout).toBe(0);
    for (const args of [['--report', 'in_use', '--minutes', '45'], ['--report', 'free'], ['--report', 'free']]) {
      const r = await sim('--once', '--machine', 'D2', ...args);
      expect(r.code, r.stdout).toBe(0);
    }
    await app.mail.idle();
    await app.push.idle();
    expect(await db.select({ key: mailOutbox.key }).from(mailOutbox).where(like(mailOutbox.key, 'cycle-done:%'))).toHaveLength(1);
    expect(await db.select({ key: pushOutbox.key, sentAt: pushOutbox.sentAt }).from(pushOutbox).where(like(pushOutbox.key, 'cycle-done:%'))).toEqual([
      { key: expect.stringMatching(/^cycle-done:\d+:push:\d+$/), sentAt: expect.any(Date) },
    ]);
    const got = push.received.filter((r) => sub.endpoint.endsWith(`/${r.id}`)).map((r) => JSON.parse(r.text!) as unknown);
    expect(got).toEqual([{ title: 'Your laundry is done', body: 'Dryer 2 at Rumuola Hostels Hub has finished. Please collect your laundry.', url: '/my/user/dashboard' }]);
  }, 120_000);
});
