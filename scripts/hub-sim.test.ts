import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { findHub } from '#server/lib/cards-hubs/hub-directory.js';
import { issueHubKey } from '#server/lib/cards-hubs/hub-keys.js';
import { checkLedger, post } from '#server/lib/ledger/ledger.js';
import { signedIn, testApp } from '#server/testing/test-support.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const setUp = systemContext('test');

/**
 * `npm run hub:sim` simulating failed cycles (docs/decisions/050-failed-cycle-reversals.md) over real HTTP against a
 * listening server: `--once --fail-cycle` charges and reports the cycle as not run (reversed), a repeat answers the same
 * reversal; `--fail-share 1` reverses every charged cycle and checks each second report. PGlite: the script is the subject.
 */
describe('hub:sim --fail-cycle', () => {
  let app: FastifyInstance;
  let url: string;
  let key: string;
  beforeAll(async () => {
    app = await testApp('pglite', { AUTH_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '0', DEPOSIT_RECHECK_SECONDS: '0' });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    key = (await issueHubKey(app.ctx.database.db, (await findHub(app.ctx.database.db, 'UNIPORT Choba Hub'))!.id, setUp)).key;
  });
  afterAll(async () => {
    await app?.close();
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
  const balanceOf = async (id: number) => (await app.ctx.database.db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;

  it('charges, reports the cycle as not run and gets the charge back; a repeat answers the same reversal; the run mode reverses a share and checks it', async () => {
    const db = app.ctx.database.db;
    const customer = await signedIn(app);
    const [card] = newCardNumbers(1);
    await addCards(db, [card!], new Date(), setUp);
    await linkCard(db, customer.user.id, card!, new Date());
    await db.transaction((tx) => post(tx, { userId: customer.user.id, amount: 300_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null } }));
    const once = await sim('--once', '--card', card!, '--machine', 'W3', '--cycle-id', 'sim-fail-1', '--fail-cycle', '--fail-reason', 'power_failure');
    expect(once.code, once.stdout).toBe(0);
    const answer = JSON.parse(once.stdout.trim().split('\n').pop()!) as { status: number; body: { data: { trx: string } }; reversal: { status: number; body: { data: { reference: string; charge_trx: string; amount: string } } } };
    expect(answer.status).toBe(201);
    expect(answer.reversal.status).toBe(201);
    expect(answer.reversal.body.data).toMatchObject({ charge_trx: answer.body.data.trx, amount: '500.00' });
    expect(await balanceOf(customer.user.id)).toBe(300_000);
    const again = await sim('--once', '--cycle-id', 'sim-fail-1', '--fail-cycle');
    expect(again.code, again.stdout).toBe(0);
    const repeat = JSON.parse(again.stdout.trim().split('\n').pop()!) as { reversal: { status: number; body: { data: { reference: string } } } };
    expect(repeat.reversal.status).toBe(200);
    expect(repeat.reversal.body.data.reference).toBe(answer.reversal.body.data.reference);
    const unknown = await sim('--once', '--cycle-id', 'sim-never', '--fail-cycle');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('charge_unknown');

    const load = await sim('--card', card!, '--machines', 'W3', '--rate', '5', '--duration', '2', '--retry-share', '0', '--fail-share', '1', '--quiet');
    expect(load.code, load.stdout).toBe(0);
    const reversed = Number(/(\d+) failed cycle\(s\) reversed/.exec(load.stdout)?.[1]);
    expect(reversed).toBeGreaterThan(0);
    expect(load.stdout).toContain('(0 answered differently)');
    expect(await balanceOf(customer.user.id)).toBe(300_000);
    expect(await checkLedger(db)).toEqual([]);
  }, 120_000);
});
