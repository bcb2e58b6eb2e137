import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { startSession } from '#web/lib/session-updates';
import { FetchBackedXhr } from '#web/testing/fetch-backed-xhr';
import { makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { TicketPage } from './ticket-page';

type Ticket = components['schemas']['Ticket'];

beforeEach(() => {
  startSession(makeUser({ token: 'tok-view' }));
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  ticket: '483920',
  subject: 'Top-up debited but balance not credited',
  status: 'Answered',
  priority: 'High',
  // The customer's name and support's configured name are the same here: only `from` may tell them apart.
  name: 'Support Team',
  email: 'chidinma.okafor@example.com',
  created_at: '2026-10-10T08:15:00Z',
  transaction: null,
  messages: [
    {
      id: 201,
      from: 'customer',
      user: 'Support Team',
      message: 'My bank debited me.',
      created_at: '2026-10-10T08:15:00Z',
      attachments: [
        { id: 9, name: 'bank-debit.png', type: 'image/png', size: 48213, file: '/api/v1/tickets/483920/attachments/9' },
        { id: 10, name: 'statement.pdf', type: 'application/pdf', size: 182044, file: '/api/v1/tickets/483920/attachments/10' },
      ],
    },
    { id: 202, from: 'support', user: 'Support Team', message: 'Your balance is now credited.', created_at: '2026-10-10T08:24:00Z', attachments: [] },
  ],
  ...over,
});
const answer = (t: Ticket) => ({ code: 200 as const, message: 'Ticket retrieved successfully.', data: t });
const fileResponse = (type: string) => new Response(new Blob(['x'], { type }), { status: 200, headers: { 'content-type': type } });
const render = (id = '483920') => renderPage(<TicketPage title="Ticket" params={{ id }} />, { path: `/my/support/${id}` });
const messages = () => screen.getByRole('list', { name: 'Messages' }).querySelectorAll(':scope > li');

describe('TicketPage', () => {
  it('shows number, subject, status, priority, sender, e-mail, time; messages told apart by `from`, not by name', async () => {
    let objectUrls = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:attachment-${++objectUrls}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const calls = stubApi({
      'GET /tickets/{ticket}': answer(ticket()),
      'GET /tickets/{ticket}/attachments/{id}': () => fileResponse('image/png'),
    });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Top-up debited but balance not credited' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ticket #483920');
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('Answered');
    expect(fact('Priority')).toBe('High');
    expect(fact('Name')).toBe('Support Team');
    expect(fact('E-mail')).toBe('chidinma.okafor@example.com');
    expect(fact('Opened')).toBe('10/10/2026 09:15');

    const [mine, theirs] = screen.getAllByRole('article');
    expect(mine).toHaveAccessibleName('Your message of 10/10/2026 09:15');
    expect(mine!.closest('li')).toHaveClass('ticket-message--customer');
    expect(theirs).toHaveAccessibleName('Support message of 10/10/2026 09:24');
    expect(theirs!.closest('li')).toHaveClass('ticket-message--support');
    expect(within(theirs!).getByText('Your balance is now credited.')).toBeInTheDocument();

    // The image is fetched with the session and shown from a blob: URL; it opens in a new tab.
    const image = await within(mine!).findByRole('link', { name: 'Attachment 1: bank-debit.png (image, opens in a new tab)' });
    await waitFor(() => expect(image).toHaveAttribute('href', 'blob:attachment-1'));
    expect(image).toHaveAttribute('target', '_blank');
    expect(image.querySelector('img')).toHaveAttribute('src', 'blob:attachment-1');
    const fetched = calls.filter((c) => c.path.includes('/attachments/'));
    expect(fetched.map((c) => c.path)).toEqual(['/tickets/483920/attachments/9']);
    expect(fetched[0]!.headers.get('Authorization')).toBe('Bearer tok-view');
    // Any other file is "View Attachment N", fetched only when pressed; no token in any URL.
    const pdf = within(mine!).getByRole('link', { name: 'View Attachment 2' });
    expect(pdf.getAttribute('href')).not.toMatch(/token/i);
    expect(within(mine!).getByText('statement.pdf · 178 KB')).toBeInTheDocument();
    expect(messages()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Support Tickets' })).toHaveAttribute('href', '/my/support');
  });

  it("shows support's money-back reply (ADR 049) as Support's message, its lines kept", async () => {
    const reply = 'The machine did not run the cycle charged as TRX7H4J1K8L5, so we reversed the charge: NGN 750.00 is back on your balance.\n\nReference: REV-20261128-4KQ7M2XP\nYou can see it in My Transactions.';
    const base = ticket();
    stubApi({
      'GET /tickets/{ticket}': answer({ ...base, messages: [base.messages[0]!, { id: 203, from: 'support', user: 'Support Team', message: reply, created_at: '2026-10-10T09:00:00Z', attachments: [] }] }),
      'GET /tickets/{ticket}/attachments/{id}': () => fileResponse('image/png'),
    });
    render();
    const [, answerMessage] = await screen.findAllByRole('article');
    expect(answerMessage).toHaveAccessibleName('Support message of 10/10/2026 10:00');
    const text = within(answerMessage!).getByText(/^The machine did not run/);
    expect(text.textContent).toBe(reply);
    expect(text).toHaveClass('ticket-message__text');
  });

  it('opens "View Attachment N" in a new tab from the file fetched with the session', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const opened: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this);
    });
    const t = ticket();
    t.messages[0]!.attachments = [t.messages[0]!.attachments[1]!];
    const calls = stubApi({
      'GET /tickets/{ticket}': answer(t),
      'GET /tickets/{ticket}/attachments/{id}': () => fileResponse('application/pdf'),
    });
    render();
    await user.click(await screen.findByRole('link', { name: 'View Attachment 1' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.href).toBe('blob:pdf');
    expect(opened[0]!.target).toBe('_blank');
    expect(calls.filter((c) => c.path === '/tickets/483920/attachments/10')[0]!.headers.get('Authorization')).toBe('Bearer tok-view');
  });

  it('says so when an attachment cannot be opened', async () => {
    const user = userEvent.setup();
    const t = ticket();
    t.messages[0]!.attachments = [t.messages[0]!.attachments[1]!];
    stubApi({
      'GET /tickets/{ticket}': answer(t),
      'GET /tickets/{ticket}/attachments/{id}': () => jsonResponse({ code: 404, message: 'Attachment not found.' }, 404),
    });
    render();
    await user.click(await screen.findByRole('link', { name: 'View Attachment 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This attachment is no longer available.');
  });

  it('Send Reply needs text or a file; sends multipart, shows "Sending...", then clears text and files and refetches', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let gets = 0;
    const calls = stubApi({
      'GET /tickets/{ticket}': () => jsonResponse(answer(ticket({ status: ++gets > 1 ? 'Replied' : 'Answered' }))),
      'GET /tickets': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15 },
      'GET /tickets/{ticket}/attachments/{id}': () => fileResponse('image/png'),
      'POST /tickets/{ticket}/reply': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ code: 200, message: 'Your reply has been sent.', data: null }));
        }),
    });
    const { notify } = render();
    const box = await screen.findByPlaceholderText('Type your reply here...');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('A reply needs a message or an attachment.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A file alone is enough.
    await user.upload(screen.getByLabelText(/^Attachments/, { selector: 'input' }), new File(['%PDF-1.4'], 'more.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('A reply needs a message or an attachment.')).not.toBeInTheDocument());
    await user.type(box, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The files' progress while the body is on its way (the stand-in reports half of it).
    expect(await screen.findByText('Sending files… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Files sent' })).toHaveAttribute('value', '50');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/tickets/483920/reply');
    const body = post.body as FormData;
    expect(body.get('message')).toBe('Thank you!');
    expect(body.get('ticket')).toBe('483920');
    expect(body.getAll('file[]').map((f) => (f as File).name)).toEqual(['more.pdf']);

    release();
    await waitFor(() => expect(screen.getByPlaceholderText('Type your reply here...')).toHaveValue(''));
    // Ready for the next message: the (new) reply box has the focus.
    await waitFor(() => expect(screen.getByPlaceholderText('Type your reply here...')).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Replied'));
    expect(notify.success).toHaveBeenCalledWith('Your reply has been sent.');
  });

  it('a failed reply tells the customer and keeps the text; a ticket closed meanwhile (409) then shows as closed', async () => {
    const user = userEvent.setup();
    const closedMessage = 'This ticket is closed. Please open a new ticket if you still need help.';
    let gets = 0;
    stubApi({
      'GET /tickets/{ticket}': () => jsonResponse(answer(ticket({ status: ++gets > 1 ? 'Close' : 'Answered', messages: [] }))),
      'GET /tickets': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15 },
      'POST /tickets/{ticket}/reply': () => jsonResponse({ code: 409, message: closedMessage }, 409),
    });
    const { notify } = render();
    await user.type(await screen.findByPlaceholderText('Type your reply here...'), 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(notify.error).not.toHaveBeenCalledWith(expect.stringContaining('console'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(closedMessage));
    // The ticket is fetched again and shows that replies are closed; no Close Ticket button any more.
    expect(await screen.findByRole('heading', { name: 'This ticket is closed' })).toBeInTheDocument();
    expect(screen.getByText(/Replies are closed for this ticket/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your reply here...')).not.toBeInTheDocument();
  });

  it('a failed reply on an open ticket is said under the reply box, text kept', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /tickets/{ticket}': answer(ticket({ messages: [] })),
      'POST /tickets/{ticket}/reply': () => jsonResponse({ code: 503, message: 'The server is receiving too many uploads right now. Please try again in a minute.' }, 503),
    });
    render();
    await user.type(await screen.findByPlaceholderText('Type your reply here...'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your reply was not sent: The server is receiving too many uploads right now. Please try again in a minute.',
    );
    expect(screen.getByPlaceholderText('Type your reply here...')).toHaveValue('Hello?');
  });

  it('Close Ticket asks once more, closes, and goes back to the list', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /tickets/{ticket}': answer(ticket({ messages: [] })),
      'GET /tickets': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15 },
      'PATCH /tickets/{ticket}/close': { code: 200, message: 'Ticket closed successfully.', data: null },
    });
    const { current } = render();
    await user.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close Ticket' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close it' }));
    await waitFor(() => expect(current()).toBe('/my/support'));
    expect(calls.find((c) => c.method === 'PATCH')!.path).toBe('/tickets/483920/close');
  });

  it('a closed ticket has no Close Ticket and no reply box; shows the reported transaction', async () => {
    stubApi({
      'GET /tickets/{ticket}': answer(
        ticket({
          status: 'Close',
          messages: [],
          transaction: { trx: 'TRX8Q2W5E7R9T1Y', created_at: '2026-10-10T07:58:00Z', amount: '5000.00', charge: '75.00', trx_type: '+', detail: 'Deposit via Paystack' },
        }),
      ),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'This ticket is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    const note = screen.getByRole('note', { name: 'Reported transaction' });
    expect(note).toHaveTextContent('About transaction TRX8Q2W5E7R9T1Y');
    expect(note).toHaveTextContent('Credit ₦5,000.00');
  });

  it('"Ticket not found" for another customer\'s or an unknown ticket (404), and for a malformed number without a call', async () => {
    stubApi({ 'GET /tickets/{ticket}': () => jsonResponse({ code: 404, message: 'Ticket not found.' }, 404) });
    render('111111');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    const calls = stubApi({});
    render('../../etc');
    expect(screen.getAllByText('Ticket not found').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});
