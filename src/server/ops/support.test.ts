import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { auditEvents, mailOutbox } from '#server/db/schema.js';
import { PDF, SCRIPT } from '#server/testing/test-files.js';
import { dataOf, freshDatabase, injectOp, mailsTo, multipart, PNG_1PX, postgresReachable, signedIn, testDataDir } from '#server/testing/test-support.js';
import { runOps } from '#server/testing/ops.js';

/**
 * Support's operator commands (issue 12) run as an operator runs them — a separate process on the server's
 * PostgreSQL database and storage — while the server runs: list, show, reply (with files; the customer's e-mail goes
 * through the outbox and the running server delivers it), close.
 */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('ticket commands on PostgreSQL, beside a running server', () => {
  let app: FastifyInstance;
  let env: NodeJS.ProcessEnv;
  const dataDir = testDataDir();
  beforeAll(async () => {
    const database = await freshDatabase('postgresql');
    env = { DATABASE_URL: database.url!, DATA_DIR: dataDir.path, PUBLIC_URL: 'https://laundry.example.ng', SUPPORT_NAME: 'Amaka from Support' };
    const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '100000', OUTBOX_POLL_MS: '200', ...env }, { webDir: '/nonexistent' });
    app = await buildApp(config, database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    dataDir.remove();
  });

  const open = async (subject: string) => {
    const customer = await signedIn(app);
    const body = multipart([
      { name: 'subject', value: subject },
      { name: 'priority', value: 'Medium' },
      { name: 'message', value: 'The dryer at the Choba hub took my money twice.\nPlease check.' },
      { name: 'attachments', file: PDF, filename: 'receipt.pdf', type: 'application/pdf' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${customer.token}` } });
    return { ...customer, ticket: dataOf('createTicket', res).ticket };
  };

  it('ticket:list and ticket:show: the queue with filters, and one ticket whole', async () => {
    const { ticket, body } = await open('Dryer took my money twice');
    const list = await runOps(['ticket:list', '--status', 'Open,Replied'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^NUMBER\s+STATUS\s+PRIORITY\s+CUSTOMER/m);
    expect(list.stdout).toMatch(new RegExp(`^${ticket}\\s+Open\\s+Medium\\s+${body.email.replace(/[.]/g, '\\.')}`, 'm'));
    const json = await runOps(['ticket:list', '--json', '--status', 'Close'], env);
    expect(JSON.parse(json.stdout).map((t: { ticket: string }) => t.ticket)).not.toContain(ticket);
    const bad = await runOps(['ticket:list', '--status', 'Pending'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--status must be among Open, Answered, Replied, Close; got Pending');

    const show = await runOps(['ticket:show', ticket], env);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Ticket #${ticket}: Dryer took my money twice`);
    expect(show.stdout).toContain(`Customer Chidinma Okafor <${body.email}>`);
    expect(show.stdout).toContain('  The dryer at the Choba hub took my money twice.\n  Please check.');
    expect(show.stdout).toMatch(/attachment \d+: receipt\.pdf \(application\/pdf, \d+ bytes\)/);
    // (a random number taken by one of this file's three tickets: one chance in a few hundred thousand)
    const missing = await runOps(['ticket:show', '999999'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no ticket 999999');
    expect((await runOps(['ticket:show', '12'], env)).code).toBe(2);
  });

  it('ticket:reply with a file: message from support (configured name), Answered, mail queued and delivered with the link; audited', async () => {
    const { ticket, token, body } = await open('Card not crediting');
    const png = path.join(dataDir.path, 'screenshot.png');
    await writeFile(png, PNG_1PX);
    const run = await runOps(['ticket:reply', ticket, '--message', 'We refunded the second charge.', '--file', png, '--as', 'ada.support'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`ticket:reply: replied to #${ticket} as Amaka from Support (1 file(s)); status Answered`);

    const view = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } }));
    expect(view.status).toBe('Answered');
    const last = view.messages.at(-1)!;
    expect(last).toMatchObject({ from: 'support', user: 'Amaka from Support', message: 'We refunded the second charge.' });
    expect(last.attachments).toMatchObject([{ name: 'screenshot.png', type: 'image/png' }]);
    // The operator's file is served to the customer from the same storage.
    const served = await app.inject({ method: 'GET', url: last.attachments[0]!.file, headers: { authorization: `Bearer ${token}` } });
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    // (The customer's verification code went through the outbox too: only the reply's mail is looked at.)
    const queued = (await app.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).filter((r) => r.key?.startsWith('ticket-reply:'));
    expect(queued).toHaveLength(1);
    let mails = await mailsTo(app, body.email);
    for (let i = 0; i < 100 && !mails.some((m) => m.subject.includes(ticket)); i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(app, body.email);
    }
    const mail = mails.find((m) => m.subject.includes(ticket));
    expect(mail?.subject).toBe(`[Ticket #${ticket}] Amaka from Support replied: Card not crediting`);
    expect(mail?.text).toContain('> We refunded the second charge.');
    expect(mail?.text).toContain(`https://laundry.example.ng/my/support/${ticket}`);

    const audit = await app.ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ticket.reply'));
    const event = audit.find((a) => a.details.number === ticket);
    expect(event).toMatchObject({ actorKind: 'operator', actorLabel: 'ada.support', targetKind: 'ticket', details: { files: expect.any(Number), status: 'Answered' } });
    // Ids, never the customer's e-mail address, in the details.
    expect(JSON.stringify(event!.details)).not.toContain(body.email);
  });

  it('ticket:reply refuses a script renamed .png, an empty reply, and a closed ticket; ticket:close closes (once)', async () => {
    const { ticket, token } = await open('Wrong charge');
    const fake = path.join(dataDir.path, 'fake.png');
    await writeFile(fake, SCRIPT);
    const refused = await runOps(['ticket:reply', ticket, '--message', 'see file', '--file', fake], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('fake.png is not an accepted file');
    expect((await runOps(['ticket:reply', ticket], env)).code).toBe(2);

    const close = await runOps(['ticket:close', ticket, '--as', 'ada.support'], env);
    expect(close.code).toBe(0);
    expect(close.stdout).toContain(`ticket:close: closed #${ticket}`);
    expect((await runOps(['ticket:close', ticket], env)).stdout).toContain('was already closed');
    expect(dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).status).toBe('Close');

    const late = await runOps(['ticket:reply', ticket, '--message', 'late'], env);
    expect(late.code).toBe(1);
    expect(late.stderr).toContain('This ticket is closed.');
    const messages = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).messages;
    expect(messages).toHaveLength(1);
  });
});
