import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, sponsorLinks, transactions, users } from '#server/db/schema.js';
import { paystackSignature, type Gateway } from '#server/lib/payments/gateways.js';
import { checkLedger } from '#server/lib/ledger/ledger.js';
import { recheckPending } from '#server/lib/payments/payments.js';
import { INVALID_LINK } from '#server/lib/payments/sponsor-links.js';
import { databaseKinds, dataOf, freePort, injectOp, mailsTo, postgresReachable, signedIn, testApp } from '#server/testing/test-support.js';

/**
 * Sponsor pay-by-link (ADR 057) end to end on a listening server: the real adapters talk HTTP to the sandbox gateway
 * mounted on the same server (its checkout redirects back and sends signed webhooks). The concurrency proof runs on
 * PostgreSQL (PGlite serialises everything).
 */
const kinds = await databaseKinds();

async function sponsorApp(kind: 'pglite' | 'postgresql', extra: Record<string, string> = {}) {
  const port = await freePort();
  const app = await testApp(kind, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_RATE_LIMIT: '100000',
    FORMS_RATE_LIMIT: '100000',
    BUDGET_SPONSORPAGE: '100000',
    BUDGET_SPONSORPAY: '100000',
    DEPOSIT_RECHECK_SECONDS: '0',
    DEPOSIT_MIN_AMOUNT: '100',
    ...extra,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** Counts the gateway checkouts opened (initialize calls) while `fn` runs. */
async function countingCheckouts<T>(app: FastifyInstance, fn: () => Promise<T>): Promise<{ result: T; opened: number }> {
  let opened = 0;
  const patched: [Gateway, Gateway['initialize']][] = [];
  for (const g of app.payments.gateways.values()) {
    const original = g.initialize.bind(g);
    patched.push([g, g.initialize]);
    g.initialize = (input) => {
      opened++;
      return original(input);
    };
  }
  try {
    return { result: await fn(), opened };
  } finally {
    for (const [g, init] of patched) g.initialize = init;
  }
}

const press = async (redirectUrl: string) => {
  const res = await fetch(`${redirectUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
};

describe.each(kinds)('sponsor links on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await sponsorApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const balanceOf = async (id: number) => (await db().select({ b: users.balance }).from(users).where(eq(users.id, id)))[0]!.b;
  const depositCount = async () => (await db().select({ id: deposits.id }).from(deposits)).length;

  it('a customer makes, lists and revokes links; another customer cannot revoke them (404); limits are 422s', async () => {
    const { token } = await signedIn(app);
    const made = await injectOp(app, 'createSponsorLink', { token, body: { amount: 5000, note: "For this week's laundry" } });
    expect(made.statusCode).toBe(201);
    const link = dataOf('createSponsorLink', made);
    expect(link).toMatchObject({ suggested_amount: '5000.00', note: "For this week's laundry", state: 'active', revoked_at: null, paid_count: 0, paid_total: '0.00' });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{24}$/); // 18 random bytes: 144 bits
    expect(link.url).toBe(`${app.ctx.config.publicUrl}/pay/${link.code}`);
    const days = (new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    const plain = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: { expires_in_days: 7 } }));
    expect(plain).toMatchObject({ suggested_amount: null, note: null });
    expect(dataOf('listSponsorLinks', await injectOp(app, 'listSponsorLinks', { token })).map((l) => l.id)).toEqual([plain.id, link.id]);

    const tooSmall = await injectOp(app, 'createSponsorLink', { token, body: { amount: 50 } });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().error).toEqual({ amount: ['Amount cannot be less than 100 Naira'] });

    const other = await signedIn(app);
    expect((await injectOp(app, 'revokeSponsorLink', { token: other.token, params: { id: link.id } })).statusCode).toBe(404);
    const revoked = dataOf('revokeSponsorLink', await injectOp(app, 'revokeSponsorLink', { token, params: { id: link.id } }));
    expect(revoked.state).toBe('revoked');
    const again = dataOf('revokeSponsorLink', await injectOp(app, 'revokeSponsorLink', { token, params: { id: link.id } }));
    expect(again.revoked_at).toBe(revoked.revoked_at);
    expect((await injectOp(app, 'listSponsorLinks', { token: other.token })).json().data).toEqual([]);
    expect((await injectOp(app, 'createSponsorLink', { body: {} })).statusCode).toBe(401);
  });

  it('the public page shows the first name and a masked account number — never the balance, last name, e-mail or history', async () => {
    const { token, user, body } = await signedIn(app);
    const link = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: { amount: 2500, note: 'Laundry money' } }));
    // Some money and history on the account, so there is something that must not show.
    const { redirect_url } = dataOf('payThroughSponsorLink', await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 1234, name: 'Mama Uche', email: 'mama.uche@example.com' } }));
    await press(redirect_url);
    await app.sandboxIdle!();
    expect(await balanceOf(user.id)).toBe(123_400);

    const res = await injectOp(app, 'getSponsorLink', { params: { code: link.code } });
    expect(res.statusCode).toBe(200);
    const page = dataOf('getSponsorLink', res);
    expect(Object.keys(page).sort()).toEqual(['account_number', 'expires_at', 'first_name', 'methods', 'note', 'suggested_amount']);
    expect(page.first_name).toBe(body.firstname);
    const [row] = await db().select({ accountNumber: users.accountNumber }).from(users).where(eq(users.id, user.id));
    expect(page.account_number.endsWith(row!.accountNumber.slice(-4))).toBe(true);
    expect(page.account_number).not.toContain(row!.accountNumber);
    expect(page).toMatchObject({ suggested_amount: '2500.00', note: 'Laundry money' });
    expect(page.methods.map((m) => m.method_code)).toEqual(['paystack', 'flutterwave']);
    for (const secret of [body.lastname, body.email, body.username, '1234.00', row!.accountNumber, 'Mama Uche']) expect(res.body).not.toContain(secret);
  });

  it('a revoked, an expired and an unknown code: the same 404 and message, for the page and for paying; no deposit row, no gateway call', async () => {
    const { token } = await signedIn(app);
    const revoked = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: {} }));
    await injectOp(app, 'revokeSponsorLink', { token, params: { id: revoked.id } });
    const expired = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: { expires_in_days: 1 } }));
    await db().update(sponsorLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sponsorLinks.id, expired.id));
    const codes = [revoked.code, expired.code, 'AAAAAAAAAAAAAAAAAAAAAAAA'];
    const before = await depositCount();
    const { result: answers, opened } = await countingCheckouts(app, async () => {
      const out = [];
      for (const code of codes) {
        out.push(await injectOp(app, 'getSponsorLink', { params: { code } }));
        out.push(await injectOp(app, 'payThroughSponsorLink', { params: { code }, body: { method_code: 'paystack', amount: 1000, name: 'Mama', email: 'mama@example.com' } }));
      }
      return out;
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: INVALID_LINK });
    }
    expect(opened).toBe(0);
    expect(await depositCount()).toBe(before);
  });

  it('a sponsor pays through the hosted checkout: credited once as a top-up from the sponsor, the customer and the sponsor each get one e-mail', async () => {
    const { token, user, body } = await signedIn(app);
    const link = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: { amount: 5000 } }));
    const sponsorEmail = `sponsor.${Date.now()}@example.com`;
    const res = await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 5000, name: '  Ngozi   Testparent ', email: sponsorEmail } });
    expect(res.statusCode).toBe(201);
    const { redirect_url, reference } = dataOf('payThroughSponsorLink', res);
    const callback = await press(redirect_url);
    expect(callback).toBe(`${app.ctx.config.publicUrl}/pay/${link.code}?reference=${reference}&trxref=${reference}`);
    // The webhook and the re-verification job race; one credit.
    const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 507_500, currency: 'NGN' } });
    const signature = paystackSignature(app.ctx.config.paystack.secretKey!, payload);
    await Promise.all([
      app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload }),
      recheckPending(app.payments, new Date(Date.now() + 3_600_000 - 1000)),
    ]);
    await app.sandboxIdle!();
    const [d] = await db().select().from(deposits).where(eq(deposits.reference, reference));
    expect(d).toMatchObject({ status: 'Success', userId: user.id, sponsorLinkId: link.id, sponsorName: 'Ngozi Testparent', sponsorEmail, amount: 500_000 });
    expect(await balanceOf(user.id)).toBe(500_000);
    const lines = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ detail: 'Top-up from Ngozi Testparent', amount: 500_000, remark: 'deposit' });
    const txs = dataOf('listTransactions', await injectOp(app, 'listTransactions', { token }));
    expect(JSON.stringify(txs)).toContain('Top-up from Ngozi Testparent');

    const customerMails = (await mailsTo(app, body.email)).filter((m) => m.subject.includes('topped up your laundry card'));
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0]!.text).toContain('Top-up from Ngozi Testparent');
    const sponsorMails = await mailsTo(app, sponsorEmail);
    expect(sponsorMails).toHaveLength(1);
    expect(sponsorMails[0]!.subject).toContain(`${body.firstname}'s laundry card`);
    expect(sponsorMails[0]!.text).toContain('Total paid: ₦5,075.00');
    expect(sponsorMails[0]!.text).not.toContain('balance');
    expect(sponsorMails[0]!.text).not.toContain(body.lastname);
    const listed = dataOf('listSponsorLinks', await injectOp(app, 'listSponsorLinks', { token }));
    expect(listed[0]).toMatchObject({ id: link.id, paid_count: 1, paid_total: '5000.00' });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('paying refuses an amount outside the limits and an unknown provider (422) before any deposit or checkout', async () => {
    const { token } = await signedIn(app);
    const link = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: {} }));
    const before = await depositCount();
    const { result, opened } = await countingCheckouts(app, async () => [
      await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 50, name: 'A', email: 'a@example.com' } }),
      await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'bitcoin', amount: 500, name: 'A', email: 'a@example.com' } }),
      await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 500, name: 'A', email: 'not-an-email' } }),
    ]);
    expect(result.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    expect(opened).toBe(0);
    expect(await depositCount()).toBe(before);
  });
});

describe('sponsor link guessing', () => {
  it('the public page is rate limited per address (429 with Retry-After)', async () => {
    const app = await sponsorApp('pglite', { AUTH_RATE_LIMIT: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await injectOp(app, 'getSponsorLink', { params: { code: `guess${i}AAAAAAAAAAAAAAAAAAA` }, remoteAddress: '198.51.100.7' })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Another address is not limited by the first one's guesses.
      expect((await injectOp(app, 'getSponsorLink', { params: { code: 'guessBBBBBBBBBBBBBBBBBBBB' }, remoteAddress: '198.51.100.8' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(await postgresReachable())('sponsor payments all at once, on postgresql', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await sponsorApp('postgresql', { OUTBOX_POLL_MS: '0' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    '50 concurrent sponsor payments on one link: 50 deposits, each credited once (webhook, job and sandbox racing), balance and ledger exact',
    async () => {
      const db = app.ctx.database.db;
      const { token, user } = await signedIn(app);
      const link = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token, body: { amount: 1000 } }));
      const started = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 1000 + i, name: `Sponsor ${i}`, email: `sponsor${i}.${Date.now()}@example.com` } }),
        ),
      );
      expect(started.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
      const payments = started.map((r) => dataOf('payThroughSponsorLink', r));
      // Every checkout paid (the sandbox sends its webhook), our own webhook twice, and the job — all at once.
      const webhook = (reference: string, i: number) => {
        const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: (1000 + i) * 100 + Math.round((1000 + i) * 1.5), currency: 'NGN' } });
        const signature = paystackSignature(app.ctx.config.paystack.secretKey!, payload);
        return app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload });
      };
      const settled = await Promise.all([
        ...payments.map((p) => press(p.redirect_url)),
        ...payments.flatMap((p, i) => [webhook(p.reference, i), webhook(p.reference, i)]),
        recheckPending(app.payments, new Date(Date.now() + 3_000_000), 100),
      ]);
      for (const r of settled) if (typeof r === 'object' && r && 'statusCode' in r) expect((r as { statusCode: number }).statusCode).toBeLessThan(500);
      await recheckPending(app.payments, new Date(Date.now() + 3_000_000), 100);
      await app.sandboxIdle!();

      const rows = await db.select().from(deposits).where(eq(deposits.sponsorLinkId, link.id));
      expect(rows).toHaveLength(50);
      expect(rows.every((d) => d.status === 'Success')).toBe(true);
      const credits = await db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.causeKind, 'deposit')));
      expect(credits).toHaveLength(50);
      expect(new Set(credits.map((c) => c.causeId)).size).toBe(50);
      const expected = Array.from({ length: 50 }, (_, i) => (1000 + i) * 100).reduce((a, b) => a + b, 0);
      const [u] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, user.id));
      expect(u!.balance).toBe(expected);
      expect(await checkLedger(db)).toEqual([]);
      const listed = dataOf('listSponsorLinks', await injectOp(app, 'listSponsorLinks', { token }));
      expect(listed[0]).toMatchObject({ id: link.id, paid_count: 50 });
    },
    180_000,
  );
});
