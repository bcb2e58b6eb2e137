import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, mailOutbox, transactions, users } from '#server/db/schema.js';
import { receiptKey } from '#server/lib/payments/deposits.js';
import { paystackSignature } from '#server/lib/payments/gateways.js';
import { deliverDue } from '#server/lib/platform/outbox.js';
import { recheckPending, settleReference } from '#server/lib/payments/payments.js';
import { databaseKinds, dataOf, injectOp, mailsTo, newPerson, signedIn, testApp, freePort } from '#server/testing/test-support.js';

/**
 * Issue 13: a mail decided inside a database transaction is sent after commit, at least once, never lost when the
 * relay is down, never sent twice for one event. Here for the top-up receipt (the mail that follows money) and the
 * request-path mails, on a listening server whose sandbox gateway sends real webhooks.
 */
const kinds = await databaseKinds();

describe.each(kinds)('receipts through the outbox (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const port = await freePort();
    app = await testApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.ctx.database.db;
  const receiptRows = (trx: string) => db().select().from(mailOutbox).where(eq(mailOutbox.key, receiptKey(trx)));
  const ledgerLines = (userId: number) => db().select().from(transactions).where(eq(transactions.userId, userId));
  const depositOf = async (reference: string) => (await db().select().from(deposits).where(eq(deposits.reference, reference)))[0]!;

  /** A checkout paid at the gateway (whose webhook is then on its way, retried until it gets a 200). */
  async function paid(token: string, amount = 5000) {
    const { redirect_url, reference } = dataOf('initiateDeposit', await injectOp(app, 'initiateDeposit', { token, body: { method_code: 'paystack', amount } }));
    const res = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    return reference;
  }

  /** A trigger that makes inserts into `table` matching `when` fail, inside whatever transaction does them. */
  async function refuseInserts(table: string, when: string) {
    await db().execute(sql.raw(`create or replace function fault13_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`));
    await db().execute(sql.raw(`create trigger fault13_refuse before insert on ${table} for each row when (${when}) execute function fault13_refuse()`));
    return () => db().execute(sql.raw(`drop trigger fault13_refuse on ${table}`));
  }

  it('the receipt is a row of the credit transaction: a failed credit queues nothing, a failed queue credits nothing', async () => {
    const { token, user, body } = await signedIn(app);
    // The ledger refuses the credit: the transaction rolls back, and its receipt with it.
    const allowLedger = await refuseInserts('transactions', `new.remark = 'deposit'`);
    const reference = await paid(token);
    await expect(settleReference(app.payments, reference, new Date())).rejects.toThrow();
    const { trx } = await depositOf(reference);
    expect(await receiptRows(trx)).toEqual([]);
    await allowLedger();
    // The outbox refuses the receipt: the credit rolls back with it (no money without its receipt, nor the reverse).
    const allowOutbox = await refuseInserts('mail_outbox', `new.key like 'deposit-credited:%'`);
    await expect(settleReference(app.payments, reference, new Date())).rejects.toThrow();
    expect(await depositOf(reference)).toMatchObject({ status: 'Pending', completedAt: null });
    expect(await ledgerLines(user.id)).toEqual([]);
    await allowOutbox();
    // The gateway's retried webhook now credits it, once, with one receipt queued in the same commit.
    await app.sandboxIdle!();
    expect((await depositOf(reference)).status).toBe('Success');
    expect(await ledgerLines(user.id)).toHaveLength(1);
    const [row] = await receiptRows(trx);
    expect(row).toMatchObject({ to: body.email, sentAt: null, subject: expect.stringContaining('top-up receipt') });
    expect(row!.text).toContain(reference);
    await app.mail.idle();
    expect((await mailsTo(app, body.email)).filter((m) => m.subject.includes('top-up receipt'))).toHaveLength(1);
  });

  it('replayed webhooks, returns, rechecks and a second instance queue one receipt, sent once', async () => {
    const { token, user, body } = await signedIn(app);
    const reference = await paid(token, 2000);
    await app.sandboxIdle!();
    const payload = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount: 203_000, currency: 'NGN' } });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(app.ctx.config.paystack.secretKey!, payload) };
    // Another instance: the same services over the same database, its own objects.
    const other = { ...app.payments, gateways: new Map(app.payments.gateways) };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: '/api/v1/webhooks/paystack', headers, payload })),
      ...Array.from({ length: 5 }, () => settleReference(other, reference, new Date())),
      recheckPending(other, new Date(Date.now() + 120_000)),
      injectOp(app, 'getPaymentOutcome', { token, query: { reference } }),
    ]);
    expect(answers.slice(0, 20).map((a) => (a as { statusCode: number }).statusCode)).toEqual(Array(20).fill(200));
    const { trx } = await depositOf(reference);
    expect(await receiptRows(trx)).toHaveLength(1);
    expect(await ledgerLines(user.id)).toHaveLength(1);
    await app.mail.idle();
    await app.mail.idle();
    expect((await mailsTo(app, body.email)).filter((m) => m.subject.includes('top-up receipt'))).toHaveLength(1);
    expect((await receiptRows(trx))[0]!.sentAt).toBeInstanceOf(Date);
  });
});

/** A real SMTP relay on a fixed port that can be stopped and started again; it records every message it accepts. */
async function relayOn(port: number) {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString() });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

describe.each(kinds)('the relay down (%s)', (kind) => {
  it('requests that send mail succeed; the rows wait, and go out exactly once when the relay is back', async () => {
    const port = await freePort();
    const relay = await relayOn(port);
    const app = await testApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', FORMS_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '0' });
    try {
      const emails = ['ada.down@example.com', 'bola.down@example.com', 'chi.down@example.com'];
      for (const [i, email] of emails.entries()) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: newPerson({ username: `downuser${i}`, email }),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const sub = await app.inject({ method: 'POST', url: '/api/v1/public/subscribe', payload: { email: 'reader.down@example.com' } });
      expect(sub.statusCode, sub.body).toBe(201);
      await app.mail.idle(); // one attempt each, refused by the dead port
      const waiting = await app.ctx.database.db.select().from(mailOutbox);
      expect(waiting).toHaveLength(4);
      for (const row of waiting) expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

      await relay.start();
      // After the back-off (the clock moved past it rather than waited for), each row goes out once.
      const later = new Date(Date.now() + 60_000);
      expect(await deliverDue(app.ctx.database.db, app.mail.send, later)).toBe(4);
      expect(await deliverDue(app.ctx.database.db, app.mail.send, later)).toBe(0);
      expect(relay.received.map((m) => m.to).sort()).toEqual([...emails, app.ctx.config.contactEmail].sort());
      const codes = await app.ctx.database.db.select().from(mailOutbox).where(and(like(mailOutbox.key, 'code:verify_email:%')));
      expect(codes.every((r) => r.sentAt && r.discardAfter)).toBe(true);
    } finally {
      await app.close();
      await relay.stop();
    }
  });

  it('a code mail that could not go out before its code expired is dropped, not sent late', async () => {
    const app = await testApp(kind, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, AUTH_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '0' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: newPerson({ username: 'lateuser', email: 'late@example.com' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const sent: string[] = [];
      expect(await deliverDue(app.ctx.database.db, async (m) => void sent.push(m.to), new Date(Date.now() + 11 * 60_000))).toBe(0);
      expect(sent).toEqual([]);
      expect(await app.ctx.database.db.select().from(mailOutbox)).toEqual([]);
      const [u] = await app.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'late@example.com'));
      expect(u).toBeDefined(); // the account stays; the customer asks for a new code
    } finally {
      await app.close();
    }
  });
});
