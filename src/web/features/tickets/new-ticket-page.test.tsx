import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '#web/lib/session-updates';
import { reportTransactionHref, reportedTransactionOf } from '#web/lib/report-transaction';
import { FetchBackedXhr } from '#web/testing/fetch-backed-xhr';
import { makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { MAX_ATTACHMENT_BYTES, TOO_MANY, addFiles, tooLarge, wrongType } from '#web/lib/attachment-rules';
import { NewTicketPage, prefillFor } from './new-ticket-page';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});
afterEach(() => vi.unstubAllGlobals());

const render = (path = '/my/support/new') => renderPage(<NewTicketPage title="Open New Ticket" params={{}} />, { path });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const fileOf = (name: string, size = 1000, type = '') => {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // A real 5 MB buffer is not needed to test the size rule.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const created = { code: 201 as const, message: 'Ticket opened successfully. We will reply within 10 minutes during office hours.', data: { ticket: '483920' } };

describe('NewTicketPage', () => {
  it('shows "Subject is required", "Priority is required", "Message is required" under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Open New Ticket' })).toBeInTheDocument();
    const priority = field('Priority');
    expect(within(priority).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select priority', 'High', 'Medium', 'Low']);
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    for (const message of ['Subject is required', 'Priority is required', 'Message is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends subject, priority, message and every file as multipart, then goes to /my/support', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-tk' }));
    const calls = stubApi({ 'POST /tickets': created, 'GET /tickets': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15 } });
    const { current, notify } = render();
    await user.type(field('Subject'), '  Dryer not heating ');
    await user.selectOptions(field('Priority'), 'High');
    await user.type(field('Message'), 'The dryer at UNIPORT hub stays cold.');
    const picker = screen.getByLabelText(/^Attachments/, { selector: 'input' });
    await user.upload(picker, [fileOf('photo.png', 2000, 'image/png'), fileOf('receipt.pdf', 3000, 'application/pdf')]);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'photo.png',
      'receipt.pdf',
    ]);
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(current()).toBe('/my/support'));
    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.headers.get('Authorization')).toBe('Bearer tok-tk');
    const body = call.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('subject')).toBe('Dryer not heating');
    expect(body.get('priority')).toBe('High');
    expect(body.get('message')).toBe('The dryer at UNIPORT hub stays cold.');
    expect(body.has('trx')).toBe(false);
    expect(body.getAll('attachments').map((f) => (f as File).name)).toEqual(['photo.png', 'receipt.pdf']);
    expect(notify.success).toHaveBeenCalledWith(created.message);
  });

  it('checks files on the client: type, size, at most 5, and lets one be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubApi({});
    render();
    const picker = screen.getByLabelText(/^Attachments/, { selector: 'input' });
    await user.upload(picker, [fileOf('run.sh', 10), fileOf('huge.png', MAX_ATTACHMENT_BYTES + 1, 'image/png')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(wrongType('run.sh'));
    expect(alert).toHaveTextContent(tooLarge('huge.png'));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();

    await user.upload(picker, ['a.png', 'b.jpg', 'c.pdf', 'd.docx', 'e.doc', 'f.webp'].map((n) => fileOf(n)));
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(5);
    // Five files: the picker is full.
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(4);
    expect(picker).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a file under the attachments (422 on attachments)", async () => {
    const user = userEvent.setup();
    const message = 'notes.png is not an accepted file: attach images (jpg, png, gif, bmp, webp), PDF or Word documents.';
    stubApi({ 'POST /tickets': () => jsonResponse({ code: 422, message, error: { attachments: [message] } }, 422) });
    const { notify, current } = render();
    await user.type(field('Subject'), 'Receipt');
    await user.selectOptions(field('Priority'), 'Low');
    await user.type(field('Message'), 'See the file');
    await user.upload(screen.getByLabelText(/^Attachments/, { selector: 'input' }), fileOf('notes.png', 100, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(current()).toBe('/my/support/new');
    // What was typed and chosen is still there.
    expect(field('Subject')).toHaveValue('Receipt');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('notes.png');
  });

  it('is prefilled from "Report this transaction" and linked to it (trx sent)', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /tickets': created, 'GET /tickets': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15 } });
    const href = reportTransactionHref({ trx: 'TRX7H4J1K8L5P2O', date: '2026-10-13T17:22:00Z', amount: '750.00' });
    const { current } = render(href);
    const note = screen.getByRole('note', { name: 'Reported transaction' });
    expect(note).toHaveTextContent('TRX7H4J1K8L5P2O');
    expect(note).toHaveTextContent('13/10/2026');
    expect(note).toHaveTextContent('₦750.00');
    expect(field('Subject')).toHaveValue('Transaction TRX7H4J1K8L5P2O');
    expect(field('Message')).toHaveValue('I would like to report transaction TRX7H4J1K8L5P2O of 13/10/2026 (₦750.00).\n\nWhat went wrong: ');
    await user.selectOptions(field('Priority'), 'Medium');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(current()).toBe('/my/support'));
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(body.get('trx')).toBe('TRX7H4J1K8L5P2O');
    expect(body.getAll('attachments')).toEqual([]);
  });
});

describe('a reported transaction the server does not know', () => {
  it('says so on the transaction note (its field is not shown), and keeps the form', async () => {
    const user = userEvent.setup();
    const message = 'This transaction was not found in your account.';
    stubApi({ 'POST /tickets': () => jsonResponse({ code: 422, message, error: { trx: [message] } }, 422) });
    const { current } = render(reportTransactionHref({ trx: 'TRX1234567', date: '2026-10-13T17:22:00Z', amount: '750.00' }));
    await user.selectOptions(field('Priority'), 'High');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    const note = screen.getByRole('note', { name: 'Reported transaction' });
    expect(await within(note).findByRole('alert')).toHaveTextContent(message);
    expect(current()).toBe(reportTransactionHref({ trx: 'TRX1234567', date: '2026-10-13T17:22:00Z', amount: '750.00' }));
  });
});

describe('report this transaction', () => {
  it('round-trips trx, date and amount through the link, and refuses a malformed one', () => {
    const report = { trx: 'TRX8Q2W5E7R9T1Y', date: '2026-10-12T14:05:00Z', amount: '5000.00' };
    expect(reportedTransactionOf(reportTransactionHref(report).split('?')[1]!)).toEqual({ ...report, linked: true });
    expect(reportedTransactionOf('?trx=TRX8Q2W5E7R9T1Y&date=2026-10-12T14:05:00Z&amount=5000.00&link=0')?.linked).toBe(false);
    expect(reportedTransactionOf('trx=<script>&date=2026-10-12&amount=1.00')).toBeNull();
    expect(reportedTransactionOf('trx=TRX1234&date=yesterday&amount=1.00')).toBeNull();
    expect(reportedTransactionOf('trx=TRX1234&date=2026-10-12&amount=1e9')).toBeNull();
    expect(reportedTransactionOf('')).toBeNull();
  });

  it('a deposit that never succeeded is quoted, not linked', () => {
    expect(prefillFor({ trx: 'TRX1234', date: '2026-10-12T14:05:00Z', amount: '100.00', linked: false }).trx).toBeUndefined();
    expect(prefillFor({ trx: 'TRX1234', date: '2026-10-12T14:05:00Z', amount: '100.00' }).trx).toBe('TRX1234');
  });
});

describe('addFiles', () => {
  it('keeps order, skips the same file twice, refuses empty files', () => {
    const a = fileOf('a.png');
    const empty = fileOf('empty.pdf', 0);
    const result = addFiles([a], [a, empty, fileOf('b.PDF')]);
    expect(result.files.map((f) => f.name)).toEqual(['a.png', 'b.PDF']);
    expect(result.errors).toEqual(['empty.pdf is empty.']);
  });
});
