import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema.js';
import { post } from '#server/lib/ledger/ledger.js';
import { addMessage, findTicket } from '#server/lib/support/tickets.js';
import { databaseKinds, dataOf, injectOp, mailsTo, multipart, type Part, signedIn, testApp } from '#server/testing/test-support.js';
import { DOCX, GIF, HTML, OLE2_DOC, PDF, PNG_1PX, SCRIPT } from '#server/testing/test-files.js';

/** Support tickets through the API (issue 12): files by content, limits, statuses, object-level authorization. */
const kinds = await databaseKinds();

describe.each(kinds)('support tickets on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // BUDGET_TICKET: the pagination test opens 16 tickets from one account within the hour (the default budget is 10).
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000', DEPOSIT_RECHECK_SECONDS: '0', SUPPORT_NAME: 'Amaka from Support', BUDGET_TICKET: '20/200' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;
  const storedFiles = () => {
    const dir = path.join(app.ctx.config.storage.kind === 'local' ? app.ctx.config.storage.dir : '', 'objects', 'tickets');
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  const send = (method: 'POST', url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({ method, url, ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  };
  const file = (name: string, bytes: Buffer, type = 'application/octet-stream'): Part => ({ name: 'attachments', file: bytes, filename: name, type });
  const create = (token: string, files: Part[] = [], fields: Record<string, string> = {}) =>
    send('POST', '/api/v1/tickets', token, [
      { name: 'subject', value: 'Top-up debited but balance not credited' },
      { name: 'priority', value: 'High' },
      { name: 'message', value: 'My bank debited me but my laundry balance did not change.' },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...files,
    ]);
  const reply = (token: string, ticket: string, message: string, files: Part[] = []) =>
    send('POST', `/api/v1/tickets/${ticket}/reply`, token, [{ name: 'message', value: message }, { name: 'ticket', value: ticket }, ...files.map((f) => ({ ...f, name: 'file[]' }))]);
  const download = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('opens a ticket with an image and a PDF: listed, shown with both files, each downloaded with its headers', async () => {
    const { token, user } = await signedIn(app);
    const res = await create(token, [file('bank-debit.png', PNG_1PX, 'image/png'), file('statement.pdf', PDF, 'application/pdf')]);
    expect(res.statusCode).toBe(201);
    const { ticket } = dataOf('createTicket', res);
    expect(ticket).toMatch(/^\d{6}$/);

    const list = await injectOp(app, 'listTickets', { token });
    expect(list.json()).toMatchObject({ total: 1, page: 1, per_page: 15, data: [{ ticket, status: 'Open', priority: 'High', last_reply: null }] });

    const view = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } }));
    expect(view).toMatchObject({ ticket, status: 'Open', name: `${user.firstname} ${user.lastname}`, email: user.email, transaction: null });
    expect(view.messages).toHaveLength(1);
    const [first] = view.messages;
    expect(first).toMatchObject({ from: 'customer', user: `${user.firstname} ${user.lastname}` });
    expect(first!.attachments.map((a) => [a.name, a.type, a.size])).toEqual([
      ['bank-debit.png', 'image/png', PNG_1PX.length],
      ['statement.pdf', 'application/pdf', PDF.length],
    ]);

    const png = await download(token, first!.attachments[0]!.file);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(png.headers['content-disposition']).toBe(`inline; filename="bank-debit.png"; filename*=UTF-8''bank-debit.png`);
    const pdf = await download(token, first!.attachments[1]!.file);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('support hears of a new ticket and of each customer reply (the company inbox, reply-to the customer)', async () => {
    const { token, user } = await signedIn(app);
    const { ticket } = dataOf('createTicket', await create(token, [file('bank-debit.png', PNG_1PX, 'image/png')]));
    await reply(token, ticket, 'Any news?');
    const inbox = (await mailsTo(app, app.ctx.config.contactEmail)).filter((m) => m.subject.includes(`#${ticket}`));
    expect(inbox.map((m) => m.subject).sort()).toEqual([
      `[Ticket #${ticket}] New (High): Top-up debited but balance not credited`,
      `[Ticket #${ticket}] Reply (High): Top-up debited but balance not credited`,
    ]);
    const opened = inbox.find((m) => m.subject.includes('New'))!;
    expect(opened.text).toContain(`npm run ops -- ticket:reply ${ticket}`);
    expect(opened.text).toContain(`Customer: ${user.firstname} ${user.lastname} <${user.email}>`);
    expect(opened.text).toContain('Files: 1');
  });

  it('a PNG renamed .pdf (declared application/pdf) is stored and served as a PNG named .png', async () => {
    const { token } = await signedIn(app);
    const { ticket } = dataOf('createTicket', await create(token, [file('receipt.pdf', PNG_1PX, 'application/pdf')]));
    const [attachment] = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).messages[0]!.attachments;
    expect(attachment).toMatchObject({ name: 'receipt.png', type: 'image/png' });
    const served = await download(token, attachment!.file);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="receipt.png"/);
  });

  it('hostile file names: no path, no control or reserved characters, no bidi spoofing; non-ASCII names survive in filename*', async () => {
    const { token } = await signedIn(app);
    const { ticket } = dataOf(
      'createTicket',
      await create(token, [file('..\\..\\windows\\evil:name*?<>|\t.png', PNG_1PX), file('invoice\u202egnp.pdf', PDF), file('reçu «mai».pdf', PDF)]),
    );
    const files = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).messages[0]!.attachments;
    expect(files.map((f) => f.name)).toEqual(['evilname.png', 'invoicegnp.pdf', 'reçu «mai».pdf']);
    const served = await download(token, files[0]!.file);
    expect(served.headers['content-disposition']).toBe(`inline; filename="evilname.png"; filename*=UTF-8''evilname.png`);
    const accented = await download(token, files[2]!.file);
    expect(accented.headers['content-disposition']).toBe(`inline; filename="re_u _mai_.pdf"; filename*=UTF-8''re%C3%A7u%20%C2%ABmai%C2%BB.pdf`);
  });

  it('Word documents (doc and docx) are accepted and served as attachments, not inline', async () => {
    const { token } = await signedIn(app);
    const { ticket } = dataOf('createTicket', await create(token, [file('letter.doc', OLE2_DOC), file('report.docx', DOCX), file('a.gif', GIF)]));
    const files = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).messages[0]!.attachments;
    expect(files.map((f) => f.type)).toEqual(['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/gif']);
    const docx = await download(token, files[1]!.file);
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="report.docx"/);
    expect(docx.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(docx.rawPayload.equals(DOCX)).toBe(true);
  });

  it('a script renamed .png is refused (422 on attachments): no ticket, no file kept', async () => {
    const { token } = await signedIn(app);
    const before = storedFiles().length;
    for (const [name, bytes] of [['run.png', SCRIPT], ['page.jpg', HTML], ['empty.pdf', Buffer.alloc(0)]] as const) {
      const res = await create(token, [file('ok.png', PNG_1PX, 'image/png'), file(name, bytes, 'image/png')]);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({
        code: 422,
        message: `${name} is not an accepted file: attach images (jpg, png, gif, bmp, webp), PDF or Word documents.`,
        error: { attachments: [`${name} is not an accepted file: attach images (jpg, png, gif, bmp, webp), PDF or Word documents.`] },
      });
    }
    expect(dataOf('listTickets', await injectOp(app, 'listTickets', { token }))).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('count and size limits: 5 files of exactly 5 MB pass; a 6th file, or 5 MB + 1 byte, is a 413 and nothing is kept', async () => {
    const { token } = await signedIn(app);
    const fiveMb = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 - PNG_1PX.length)]);
    const ok = await create(token, [1, 2, 3, 4, 5].map((n) => file(`p${n}.png`, n === 1 ? fiveMb : PNG_1PX, 'image/png')));
    expect(ok.statusCode).toBe(201);
    const before = storedFiles().length;

    const six = await create(token, [1, 2, 3, 4, 5, 6].map((n) => file(`p${n}.png`, PNG_1PX, 'image/png')));
    expect(six.statusCode).toBe(413);
    expect(six.json()).toEqual({ code: 413, message: 'Too many files (at most 5).' });

    const over = await create(token, [file('big.png', Buffer.concat([fiveMb, Buffer.from([0])]), 'image/png')]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 413, message: 'The upload is too large (at most 5 MB per file).' });

    const replyOver = await reply(token, dataOf('createTicket', ok).ticket, 'again', [file('big.png', Buffer.concat([fiveMb, Buffer.from([0])]), 'image/png')]);
    expect(replyOver.statusCode).toBe(413);
    expect(storedFiles().length).toBe(before);
    expect((await injectOp(app, 'listTickets', { token })).json().total).toBe(1);
  });

  it("another customer's ticket and attachment answer 404, the same as unknown ones", async () => {
    const owner = await signedIn(app);
    const stranger = await signedIn(app);
    const { ticket } = dataOf('createTicket', await create(owner.token, [file('bank-debit.png', PNG_1PX, 'image/png')]));
    const url = dataOf('getTicket', await injectOp(app, 'getTicket', { token: owner.token, params: { ticket } })).messages[0]!.attachments[0]!.file;
    const notFound = { code: 404, message: 'Ticket not found.' };

    for (const number of [ticket, 'nope']) {
      expect((await injectOp(app, 'getTicket', { token: stranger.token, params: { ticket: number } })).json()).toEqual(notFound);
    }
    expect((await reply(stranger.token, ticket, 'Let me in')).json()).toEqual(notFound);
    expect((await injectOp(app, 'closeTicket', { token: stranger.token, params: { ticket } })).json()).toEqual(notFound);
    const theirs = await download(stranger.token, url);
    const unknown = await download(owner.token, url.replace(/\d+$/, '999999'));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 404, message: 'Attachment not found.' });
    expect(unknown.json()).toEqual(theirs.json());
    // An attachment id of another ticket, through a ticket the caller owns: still 404.
    const { ticket: own } = dataOf('createTicket', await create(stranger.token));
    expect((await download(stranger.token, url.replace(`/tickets/${ticket}/`, `/tickets/${own}/`))).json()).toEqual(theirs.json());
    // Without a token: 401.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The owner's ticket is untouched.
    expect(dataOf('getTicket', await injectOp(app, 'getTicket', { token: owner.token, params: { ticket } }))).toMatchObject({ status: 'Open' });
  });

  it('statuses: customer reply → Replied, support reply → Answered (from: support, configured name); closed refuses replies', async () => {
    const { token } = await signedIn(app);
    const { ticket } = dataOf('createTicket', await create(token));
    expect((await reply(token, ticket, 'Any news?')).statusCode).toBe(200);
    expect(dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).status).toBe('Replied');

    const row = (await findTicket(db(), ticket))!;
    await addMessage(db(), app.storage, row.id, { sender: 'support', senderName: app.ctx.config.supportName, operator: 'test', text: 'Credited now.', files: [], now: new Date() });
    const answered = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } }));
    expect(answered.status).toBe('Answered');
    expect(answered.messages.map((m) => [m.from, m.user])).toEqual([
      ['customer', expect.any(String)],
      ['customer', expect.any(String)],
      ['support', 'Amaka from Support'],
    ]);
    expect((await injectOp(app, 'listTickets', { token })).json().data[0].last_reply).not.toBeNull();

    // a reply with a file only
    expect((await reply(token, ticket, '', [file('shot.png', PNG_1PX, 'image/png')])).statusCode).toBe(200);
    // an empty reply
    const empty = await reply(token, ticket, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('A reply needs a message or an attachment.');

    expect((await injectOp(app, 'closeTicket', { token, params: { ticket } })).json()).toEqual({ code: 200, message: 'Ticket closed successfully.', data: null });
    expect((await injectOp(app, 'closeTicket', { token, params: { ticket } })).statusCode).toBe(200);
    // The close is audited once (closing again changes nothing), as the customer's, with the request's id.
    const closes = (await app.ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ticket.close'))).filter((e) => e.details.number === ticket);
    expect(closes).toEqual([expect.objectContaining({ actorKind: 'customer', actorLabel: expect.stringMatching(/^customer \d+$/), targetKind: 'ticket', requestId: expect.any(String) })]);
    const before = storedFiles().length;
    const refused = await reply(token, ticket, 'One more thing', [file('shot.png', PNG_1PX, 'image/png')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, message: 'This ticket is closed. Please open a new ticket if you still need help.' });
    await expect(addMessage(db(), app.storage, row.id, { sender: 'support', senderName: 'x', text: 'late', files: [], now: new Date() })).rejects.toMatchObject({ code: 409 });
    expect(storedFiles().length).toBe(before);
    const closed = dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } }));
    expect(closed.status).toBe('Close');
    expect(closed.messages).toHaveLength(4);
  });

  it("links the customer's own transaction (shown on the ticket); someone else's or an unknown trx is the same 422", async () => {
    const { token, user } = await signedIn(app);
    const other = await signedIn(app);
    const [mine, theirs] = await Promise.all(
      [user.id, other.user.id].map((userId) =>
        db().transaction((tx) => post(tx, { userId, amount: 5000_00, type: '+', detail: 'Deposit via Paystack', remark: 'deposit', cause: { kind: 'test', id: null }, charge: 75_00 })),
      ),
    );
    const { ticket } = dataOf('createTicket', await create(token, [], { trx: mine!.trx }));
    expect(dataOf('getTicket', await injectOp(app, 'getTicket', { token, params: { ticket } })).transaction).toEqual({
      trx: mine!.trx,
      created_at: expect.any(String),
      amount: '5000.00',
      charge: '75.00',
      trx_type: '+',
      detail: 'Deposit via Paystack',
    });
    const answers = [];
    for (const trx of [theirs!.trx, 'TRXNOSUCHONE1']) {
      const res = await create(token, [], { trx });
      expect(res.statusCode).toBe(422);
      answers.push(res.json());
    }
    expect(answers[0]).toEqual({ code: 422, message: 'This transaction was not found in your account.', error: { trx: ['This transaction was not found in your account.'] } });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('lists 15 per page, most recently active first; ticket numbers are unique 6-digit numbers', async () => {
    const { token } = await signedIn(app);
    const numbers: string[] = [];
    for (let i = 0; i < 16; i++) numbers.push(dataOf('createTicket', await create(token)).ticket);
    expect(new Set(numbers).size).toBe(16);
    await reply(token, numbers[0]!, 'bump');
    const first = (await injectOp(app, 'listTickets', { token })).json();
    expect(first).toMatchObject({ total: 16, per_page: 15 });
    expect(first.data).toHaveLength(15);
    expect(first.data[0].ticket).toBe(numbers[0]);
    const second = (await injectOp(app, 'listTickets', { token, query: { page: 2 } })).json();
    expect(second.data.map((t: { ticket: string }) => t.ticket)).toEqual([numbers[1]]);
  });

  it('validation: the spec messages for a missing subject, priority and message', async () => {
    const { token } = await signedIn(app);
    const res = await send('POST', '/api/v1/tickets', token, [{ name: 'subject', value: '' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ subject: ['Subject is required'], priority: ['Priority is required'], message: ['Message is required'] });
  });
});

describe('malformed multipart bodies (found while testing issue 12)', () => {
  it('a body whose boundary is not the one announced, or that ends early, is a 400 in the envelope, not a 500', async () => {
    const app = await testApp(kinds[0]!, { AUTH_RATE_LIMIT: '100000' });
    try {
      const { token } = await signedIn(app);
      const body = multipart([{ name: 'subject', value: 'x' }]);
      const other = multipart([{ name: 'subject', value: 'x' }]);
      const truncated = body.payload.subarray(0, body.payload.length - 12);
      for (const [payload, headers] of [
        [body.payload, other.headers],
        [truncated, body.headers],
      ] as const) {
        for (const url of ['/api/v1/tickets', '/api/v1/profile/avatar']) {
          const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
          expect(res.statusCode, url).toBe(400);
          expect(res.json()).toEqual({ code: 400, message: 'The multipart body is malformed.' });
        }
      }
      const noBoundary = await app.inject({ method: 'POST', url: '/api/v1/tickets', payload: body.payload, headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` } });
      expect(noBoundary.json()).toEqual({ code: 400, message: 'The multipart body is malformed.' });
    } finally {
      await app.close();
    }
  });
});
