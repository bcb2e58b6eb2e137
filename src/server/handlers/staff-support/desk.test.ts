import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, tickets } from '#server/db/schema.js';
import { audit, systemContext } from '#server/lib/platform/audit.js';
import { AUDIT_CSV_BATCH, AUDIT_CSV_HEAD } from '#server/lib/console/audit-log.js';
import { NOT_SUPPORT_MEMBER } from '#server/lib/console/support-desk.js';
import { startPushService, type PushServiceStandIn } from '#server/testing/push-service.js';
import { staffSession } from '#server/testing/staff.js';
import { PDF, PNG_1PX } from '#server/testing/test-files.js';
import { databaseKinds, dataOf, injectOp, multipart, type OpCall, type Part, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * The support desk and the audit log (issue 24, docs/decisions/043-support-desk-and-audit-log.md): the queue and its
 * filters, a ticket with its customer, replies with files (the customer's checks), assign, close — each audited with
 * the staff member as actor — and the audit log with its filters and its formula-safe CSV. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();

describe.each(kinds)('support desk and audit log on %s', (kind) => {
  let app: FastifyInstance;
  let push: PushServiceStandIn;
  const clock = testClock();
  beforeAll(async () => {
    // A push service stand-in: a customer's device for the reply's push alert (the answer names it).
    push = await startPushService();
    // BUDGET_TICKET: the queue test opens more tickets from one account within the hour than a customer's budget (10).
    app = await testApp(
      kind,
      { AUTH_RATE_LIMIT: '100000', SUPPORT_NAME: 'Amaka from Support', BUDGET_TICKET: '40/400', PUSH_ENDPOINT_ALLOW: push.origin },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });
  const db = () => app.ctx.database.db;

  const send = (url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url, ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  };
  /** A customer's ticket (createTicket), with files; gives its number. */
  async function open(token: string, subject: string, priority: 'High' | 'Medium' | 'Low' = 'Medium', files: Part[] = []) {
    const res = await send('/api/v1/tickets', token, [
      { name: 'subject', value: subject },
      { name: 'priority', value: priority },
      { name: 'message', value: 'My card was debited but the balance did not change.' },
      ...files,
    ]);
    expect(res.statusCode, res.body).toBe(201);
    clock.advance(1000);
    return (res.json() as { data: { ticket: string } }).data.ticket;
  }
  const staffReply = (token: string, ticket: string, message: string, files: Part[] = []) =>
    send(`/api/v1/staff/tickets/${ticket}/reply`, token, [{ name: 'message', value: message }, ...files]);
  const eventsOf = (ticketId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetKind, 'ticket'), eq(auditEvents.targetId, String(ticketId))))
      .orderBy(auditEvents.id);

  it('a customer opens a ticket with a PNG; the agent finds it, reads it with the customer, replies with a PDF, assigns, closes — the customer sees the admin’s reply and gets the e-mail; each act audited', async () => {
    const customer = await signedIn(app);
    const agent = await staffSession(app, clock, ['support']);
    const number = await open(customer.token, 'Top-up debited but balance not credited', 'High', [{ name: 'attachments', file: PNG_1PX, filename: 'debit.png', type: 'image/png' }]);
    const [row] = await db().select().from(tickets).where(eq(tickets.number, number));

    // The queue finds it by number, by the customer's address and as unassigned and open.
    for (const query of [{ q: number }, { q: customer.body.email.toUpperCase() }, { status: 'open' as const, assignee: 'unassigned', q: number }]) {
      const page = dataOf('listStaffTickets', await injectOp(app, 'listStaffTickets', { token: agent.token, query }));
      expect(page.map((t) => t.ticket), JSON.stringify(query)).toEqual([number]);
      expect(page[0]).toMatchObject({ status: 'Open', priority: 'High', email: customer.body.email, assignee: null });
    }

    // The ticket with the customer beside it; the attachment at the staff URL, served with the customer side's headers.
    const view = dataOf('getStaffTicket', await injectOp(app, 'getStaffTicket', { token: agent.token, params: { ticket: number } }));
    expect(view.customer).toMatchObject({ id: customer.user.id, email: customer.body.email, account_number: customer.user.account_number, balance: '0.00', card_serial: null });
    expect(Object.keys(view.customer).sort()).toEqual(['account_number', 'balance', 'card_serial', 'deposits', 'email', 'id', 'name', 'transactions']);
    const [png] = view.ticket.messages[0]!.attachments;
    expect(png!.file).toBe(`/api/v1/staff/tickets/${number}/attachments/${png!.id}`);
    const download = await app.inject({ method: 'GET', url: png!.file, headers: { authorization: `Bearer ${agent.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);
    // The customer's token does not open the staff download.
    expect((await app.inject({ method: 'GET', url: png!.file, headers: { authorization: `Bearer ${customer.token}` } })).statusCode).toBe(401);

    // Same checks as the customer side: a script named .pdf is refused by content, nothing is added.
    const refused = await staffReply(agent.token, number, 'See attached.', [{ name: 'file[]', file: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'refund.pdf', type: 'application/pdf' }]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys((refused.json() as { error: object }).error)).toEqual(['file[]']);

    const replied = await staffReply(agent.token, number, 'We refunded the second charge.', [{ name: 'file[]', file: PDF, filename: 'refund.pdf', type: 'application/pdf' }]);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ message: 'Reply sent; the customer has been e-mailed.', data: { ticket: number, status: 'Answered', assignee: null } });

    // The customer sees it as the admin's (the sender is not the customer's name: support's configured name).
    const seen = dataOf('getTicket', await injectOp(app, 'getTicket', { token: customer.token, params: { ticket: number } }));
    const last = seen.messages.at(-1)!;
    expect(seen.status).toBe('Answered');
    expect(last).toMatchObject({ from: 'support', user: 'Amaka from Support', message: 'We refunded the second charge.' });
    expect(last.user).not.toBe(seen.name);
    expect(last.attachments.map((a) => a.type)).toEqual(['application/pdf']);
    // The e-mail to the customer is in the outbox (the reply's transaction), once.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email));
    const replyMails = mails.filter((m) => m.subject.includes(`#${number}`));
    expect(replyMails).toHaveLength(1);
    expect(replyMails[0]!.subject).toContain('Amaka from Support replied');

    // Assign: to a fulfilment-only member is refused; to oneself; the queue's "mine".
    const cards = await staffSession(app, clock, ['fulfilment']);
    const wrong = await injectOp(app, 'assignStaffTicket', { token: agent.token, params: { ticket: number }, body: { assignee_id: cards.id } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: NOT_SUPPORT_MEMBER, error: { assignee_id: [NOT_SUPPORT_MEMBER] } });
    const assigned = dataOf('assignStaffTicket', await injectOp(app, 'assignStaffTicket', { token: agent.token, params: { ticket: number }, body: { assignee_id: agent.id, reason: 'Mine today' } }));
    expect(assigned.assignee).toEqual({ id: agent.id, name: `Member ${agent.id}` });
    const mine = dataOf('listStaffTickets', await injectOp(app, 'listStaffTickets', { token: agent.token, query: { assignee: 'mine' } }));
    expect(mine.map((t) => t.ticket)).toEqual([number]);
    expect(dataOf('listStaffTickets', await injectOp(app, 'listStaffTickets', { token: agent.token, query: { assignee: String(agent.id) } })).map((t) => t.ticket)).toEqual([number]);

    const closed = dataOf('closeStaffTicket', await injectOp(app, 'closeStaffTicket', { token: agent.token, params: { ticket: number } }));
    expect(closed.status).toBe('Close');
    expect(dataOf('getTicket', await injectOp(app, 'getTicket', { token: customer.token, params: { ticket: number } })).status).toBe('Close');
    expect((await staffReply(agent.token, number, 'One more thing')).statusCode).toBe(409);

    // Each write audited with the agent as actor, the request id, the ticket as target.
    const events = await eventsOf(row!.id);
    expect(events.map((e) => e.action)).toEqual(['ticket.reply', 'ticket.assign', 'ticket.close']);
    for (const e of events) {
      expect(e).toMatchObject({ actorKind: 'staff', actorId: String(agent.id), actorLabel: `Member ${agent.id}` });
      expect(e.requestId).toBeTruthy();
    }
    expect(events[1]!.details).toMatchObject({ before: { assignee_id: null }, after: { assignee_id: agent.id }, reason: 'Mine today' });
    expect(JSON.stringify(events)).not.toContain(customer.body.email);
  });

  it('the answer says how the customer hears of the reply, as their alert choices decided: no e-mail when they switched it off, a push when a device has it', async () => {
    const customer = await signedIn(app);
    const agent = await staffSession(app, clock, ['support']);
    const number = await open(customer.token, 'Dryer stopped halfway');
    const replyMails = async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email))).filter((m) => m.subject.includes(`#${number}`));
    const reply = async (text: string) => {
      const res = await staffReply(agent.token, number, text);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { message: string }).message;
    };

    // "Support replied" by e-mail switched off, no device: no mail, and the agent is told so.
    const off = await injectOp(app, 'updateNotificationSettings', { token: customer.token, body: { events: [{ event: 'support_reply', email: false }] } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await reply('We are looking at it.')).toBe('Reply sent; the customer gets no e-mail for replies (their choice).');
    expect(await replyMails()).toEqual([]);

    // With push on a device: the push is named.
    const added = await injectOp(app, 'addPushDevice', { token: customer.token, body: { ...push.subscribe(), label: 'Test browser' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await reply('Fixed: please try again.')).toBe('Reply sent; the customer gets no e-mail for replies (their choice), only a push notification.');
    expect(await replyMails()).toEqual([]);

    // E-mail on again: both.
    await injectOp(app, 'updateNotificationSettings', { token: customer.token, body: { events: [{ event: 'support_reply', email: true }] } });
    expect(await reply('Anything else?')).toBe('Reply sent; the customer has been e-mailed and sent a push notification.');
    expect(await replyMails()).toHaveLength(1);
    await app.push.idle();
    expect(push.received.filter((r) => r.text?.includes(`Ticket #${number}`))).toHaveLength(2);
  });

  it('roles: a fulfilment-only member gets 403 and a customer token 401 on every desk operation; only admins read the audit log', async () => {
    const customer = await signedIn(app);
    const number = await open(customer.token, 'Card not working');
    const cards = await staffSession(app, clock, ['fulfilment']);
    const finance = await staffSession(app, clock, ['finance']);
    const agent = await staffSession(app, clock, ['support']);
    const admin = await staffSession(app, clock, ['admin']);
    const calls = [
      (t: string) => injectOp(app, 'listStaffTickets', { token: t }),
      (t: string) => injectOp(app, 'getStaffTicket', { token: t, params: { ticket: number } }),
      (t: string) => injectOp(app, 'assignStaffTicket', { token: t, params: { ticket: number }, body: { assignee_id: null } }),
      (t: string) => staffReply(t, number, 'Hello'),
      (t: string) => injectOp(app, 'closeStaffTicket', { token: t, params: { ticket: number } }),
    ];
    for (const call of calls) {
      expect((await call(cards.token)).statusCode).toBe(403);
      expect((await call(customer.token)).statusCode).toBe(401);
    }
    for (const token of [agent.token, finance.token, cards.token]) {
      expect((await injectOp(app, 'listAuditEvents', { token })).statusCode).toBe(403);
      expect((await injectOp(app, 'exportAuditEvents', { token })).statusCode).toBe(403);
    }
    expect((await injectOp(app, 'listAuditEvents', { token: customer.token })).statusCode).toBe(401);
    // Nothing changed: the ticket is still open, unassigned, without a staff event.
    const [row] = await db().select().from(tickets).where(eq(tickets.number, number));
    expect(row).toMatchObject({ status: 'Open', assigneeStaffId: null });
    expect(await eventsOf(row!.id)).toEqual([]);
    // Admin is listed on every desk operation.
    expect(dataOf('getStaffTicket', await injectOp(app, 'getStaffTicket', { token: admin.token, params: { ticket: number } })).ticket.ticket).toBe(number);
    expect((await injectOp(app, 'getStaffTicket', { token: admin.token, params: { ticket: '000000' === number ? '000001' : '000000' } })).statusCode).toBe(404);
  });

  it('finance reads the desk (issue 25: a refund is asked from the ticket): the queue, the ticket, its attachment — but reply, assign and close are 403 and change nothing', async () => {
    const customer = await signedIn(app);
    const number = await open(customer.token, 'Top-up charged twice', 'High', [{ name: 'attachments', file: PNG_1PX, filename: 'debit.png', type: 'image/png' }]);
    const finance = await staffSession(app, clock, ['finance']);

    const page = dataOf('listStaffTickets', await injectOp(app, 'listStaffTickets', { token: finance.token, query: { q: number } }));
    expect(page.map((t) => t.ticket)).toEqual([number]);
    const view = dataOf('getStaffTicket', await injectOp(app, 'getStaffTicket', { token: finance.token, params: { ticket: number } }));
    expect(view.customer.id).toBe(customer.user.id);
    const [png] = view.ticket.messages[0]!.attachments;
    const download = await app.inject({ method: 'GET', url: png!.file, headers: { authorization: `Bearer ${finance.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);

    const writes = [
      await staffReply(finance.token, number, 'We refunded it.'),
      await injectOp(app, 'assignStaffTicket', { token: finance.token, params: { ticket: number }, body: { assignee_id: finance.id } }),
      await injectOp(app, 'assignStaffTicket', { token: finance.token, params: { ticket: number }, body: { assignee_id: null } }),
      await injectOp(app, 'closeStaffTicket', { token: finance.token, params: { ticket: number } }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const [row] = await db().select().from(tickets).where(eq(tickets.number, number));
    expect(row).toMatchObject({ status: 'Open', assigneeStaffId: null });
    expect(await eventsOf(row!.id)).toEqual([]);
    const seen = dataOf('getTicket', await injectOp(app, 'getTicket', { token: customer.token, params: { ticket: number } }));
    expect(seen.messages).toHaveLength(1);
  });

  it('the queue: status, priority and subject filters, oldest or newest first, 15 a page', async () => {
    const customer = await signedIn(app);
    const agent = await staffSession(app, clock, ['support']);
    const tag = `batch${process.pid}${kind}`;
    const numbers: string[] = [];
    for (let i = 0; i < 17; i++) numbers.push(await open(customer.token, `${tag} item ${i}`, i % 3 === 0 ? 'High' : 'Low'));
    const list = (query: OpCall<'listStaffTickets'>['query']) => injectOp(app, 'listStaffTickets', { token: agent.token, query });

    const first = (await list({ q: tag })).json() as { data: { ticket: string }[]; total: number; page: number; per_page: number };
    expect(first).toMatchObject({ total: 17, page: 1, per_page: 15 });
    expect(first.data.map((t) => t.ticket)).toEqual(numbers.slice(0, 15));
    const second = dataOf('listStaffTickets', await list({ q: tag, page: 2 }));
    expect(second.map((t) => t.ticket)).toEqual(numbers.slice(15));
    const newest = dataOf('listStaffTickets', await list({ q: tag, sort: 'newest' }));
    expect(newest.map((t) => t.ticket)).toEqual([...numbers].reverse().slice(0, 15));
    const high = dataOf('listStaffTickets', await list({ q: tag, priority: 'High' }));
    expect(high.map((t) => t.ticket)).toEqual(numbers.filter((_, i) => i % 3 === 0));

    // Answered and closed leave "open"; a customer's answer to support brings it back (Replied counts as open).
    expect((await staffReply(agent.token, numbers[0]!, 'On it')).statusCode).toBe(200);
    dataOf('closeStaffTicket', await injectOp(app, 'closeStaffTicket', { token: agent.token, params: { ticket: numbers[1]! } }));
    expect(dataOf('listStaffTickets', await list({ q: tag, status: 'answered' })).map((t) => t.ticket)).toEqual([numbers[0]]);
    expect(dataOf('listStaffTickets', await list({ q: tag, status: 'closed' })).map((t) => t.ticket)).toEqual([numbers[1]]);
    expect((await list({ q: tag, status: 'open' })).json()).toMatchObject({ total: 15 });
    const again = await send(`/api/v1/tickets/${numbers[0]}/reply`, customer.token, [{ name: 'message', value: 'Thanks, still waiting' }]);
    expect(again.statusCode).toBe(200);
    expect((await list({ q: tag, status: 'open' })).json()).toMatchObject({ total: 16 });
    // A LIKE wildcard in the search is literal.
    expect((await list({ q: '%' })).json()).toMatchObject({ total: 0 });
    expect((await list({ assignee: 'someone' })).statusCode).toBe(422);
  });

  it('the audit log: filters, newest first, a reversed range 422, and a streamed CSV that neutralises formulas', async () => {
    const customer = await signedIn(app);
    const agent = await staffSession(app, clock, ['support']);
    const admin = await staffSession(app, clock, ['admin']);
    const number = await open(customer.token, 'Refund please');
    const [row] = await db().select().from(tickets).where(eq(tickets.number, number));
    expect((await staffReply(agent.token, number, 'Done')).statusCode).toBe(200);
    dataOf('closeStaffTicket', await injectOp(app, 'closeStaffTicket', { token: agent.token, params: { ticket: number } }));
    // An actor label and a detail a spreadsheet would run.
    await audit(db(), systemContext('=HYPERLINK("http://evil.example","x")'), { action: 'ticket.note', target: { kind: 'ticket', id: row!.id }, details: { reason: '@SUM(A1)' } });

    const list = (query: OpCall<'listAuditEvents'>['query']) => injectOp(app, 'listAuditEvents', { token: admin.token, query });
    const byAgent = dataOf('listAuditEvents', await list({ actor_kind: 'staff', actor_id: String(agent.id), target_kind: 'ticket' }));
    expect(byAgent.map((e) => e.action)).toEqual(['ticket.close', 'ticket.reply']);
    expect(byAgent[0]).toMatchObject({ actor_label: `Member ${agent.id}`, target_kind: 'ticket', target_id: String(row!.id) });
    const onTicket = dataOf('listAuditEvents', await list({ target_kind: 'ticket', target_id: String(row!.id) }));
    expect(onTicket.map((e) => e.action)).toEqual(['ticket.note', 'ticket.close', 'ticket.reply']);
    expect(dataOf('listAuditEvents', await list({ target_id: String(row!.id), action: 'ticket.reply' })).map((e) => e.action)).toEqual(['ticket.reply']);
    expect(dataOf('listAuditEvents', await list({ target_id: String(row!.id), action: 'ticket.' }))).toHaveLength(3);
    const future = new Date(clock.now().getTime() + 3_600_000).toISOString();
    expect((await list({ from: future })).json()).toMatchObject({ total: 0, per_page: 50 });
    const reversed = await list({ from: future, to: new Date(0).toISOString() });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys((reversed.json() as { error: object }).error)).toEqual(['to']);
    // A leap second passes the date-time format but names no instant here: a 422 on the field, never a 500.
    const leap = await list({ from: '2026-06-30T23:59:60Z' });
    expect(leap.statusCode).toBe(422);
    expect(Object.keys((leap.json() as { error: object }).error)).toEqual(['from']);
    // `_` in an action prefix is literal, not a LIKE wildcard.
    expect(dataOf('listAuditEvents', await list({ target_id: String(row!.id), action: 'ticke_.' }))).toEqual([]);

    const csv = await injectOp(app, 'exportAuditEvents', { token: admin.token, query: { target_kind: 'ticket', target_id: String(row!.id) } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trimEnd().split('\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEAD.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).not.toMatch(/,=|,"=/);
    expect(lines[2]).toContain(`,staff,${agent.id},Member ${agent.id},ticket.close,ticket,${row!.id},`);
  });

  it('the CSV reads in batches: every matching event once, newest first, across batch boundaries', async () => {
    const admin = await staffSession(app, clock, ['admin']);
    const target = `batch-${process.pid}`;
    const n = AUDIT_CSV_BATCH + 3;
    for (let i = 0; i < n; i++) await audit(db(), systemContext('test.seed'), { action: 'test_batch.seed', target: { kind: 'test_batch', id: target }, details: { i } });
    const csv = await injectOp(app, 'exportAuditEvents', { token: admin.token, query: { target_kind: 'test_batch', target_id: target } });
    const rows = csv.body.trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(n);
    const ids = rows.map((r) => Number(r.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(n);
    const [newest] = await db().select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.targetId, target)).orderBy(desc(auditEvents.id)).limit(1);
    expect(ids[0]).toBe(newest!.id);
  });
});
