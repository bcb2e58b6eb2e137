import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/testing/fixtures';
import { ContactPage } from './contact-page';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';
import { submitPublicForm } from './public-api';
import { ServicesPage } from './services-page';
import { SubscribeForm } from './subscribe-form';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('#web/lib/notify', () => ({ notify }));

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe('submitPublicForm', () => {
  it('POSTs JSON to /api/v1 and resolves with the server message', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ code: 201, message: 'Thanks!', data: null }, 201));
    await expect(submitPublicForm('/public/subscribe', { email: 'a@b.co' }, fetchMock)).resolves.toBe('Thanks!');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/public/subscribe');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({ email: 'a@b.co' });
  });

  it('rejects with the server message (429), a generic one for 500, and an offline one', async () => {
    const tooMany = vi.fn().mockResolvedValue(jsonResponse({ code: 429, message: 'Too many attempts. Please try again in 60 seconds.' }, 429));
    await expect(submitPublicForm('/public/subscribe', { email: 'a@b.co' }, tooMany)).rejects.toMatchObject({
      message: 'Too many attempts. Please try again in 60 seconds.',
      status: 429,
    });
    const boom = vi.fn().mockResolvedValue(jsonResponse({ code: 500, message: 'stack trace' }, 500));
    await expect(submitPublicForm('/public/subscribe', { email: 'a@b.co' }, boom)).rejects.toMatchObject({ message: GENERIC_ERROR });
    const empty = vi.fn().mockResolvedValue(new Response('', { status: 502 }));
    await expect(submitPublicForm('/public/subscribe', { email: 'a@b.co' }, empty)).rejects.toMatchObject({ message: GENERIC_ERROR });
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitPublicForm('/public/subscribe', { email: 'a@b.co' }, offline)).rejects.toMatchObject({ message: NETWORK_ERROR });
  });

  it('checks the body with the contract’s generated validator first: an invalid one is refused in the contract’s words, unsent', async () => {
    const fetchMock = vi.fn();
    await expect(submitPublicForm('/public/subscribe', { email: 'not-an-address' }, fetchMock)).rejects.toMatchObject({
      message: 'Please enter a valid email address',
      status: 422,
    });
    await expect(
      submitPublicForm('/public/contact', { username: 'Ada', email: 'ada@example.com', phone: 'call me', subject: 'Hello' }, fetchMock),
    ).rejects.toMatchObject({ message: 'Please enter a valid phone number', status: 422 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('public forms', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    notify.success.mockReset();
    notify.error.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('Drop Us a Line: browser validation only, then POST, thank-you toast and reset', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactPage title="Contact Us" params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Drop Us a Line' });
    expect(form).not.toHaveAttribute('novalidate');
    for (const name of ['Your Name', 'Email Address', 'Phone', 'Subject']) expect(field(name)).toBeRequired();
    expect(field('Message')).not.toBeRequired();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');

    await userEvent.type(field('Your Name'), 'Ada Obi');
    await userEvent.type(field('Email Address'), 'ada@example.com');
    await userEvent.type(field('Phone'), '+234 803 000 0000');
    await userEvent.type(field('Subject'), 'A hub for my hostel');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/public/contact');
    // The optional, empty message is left out.
    expect(JSON.parse(init.body)).toEqual({ username: 'Ada Obi', email: 'ada@example.com', phone: '+234 803 000 0000', subject: 'A hub for my hostel' });

    answer(jsonResponse({ code: 201, message: 'Thank you! We have received your message.', data: null }, 201));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Thank you! We have received your message.'));
    expect(field('Your Name').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("Let's Talk: a failure is toasted and the visitor's text is kept", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 429, message: 'Too many attempts. Please try again in 60 seconds.' }, 429));
    render(<ServicesPage title="What We Do" params={{}} />);
    expect(screen.getByRole('heading', { name: "Got something else to discuss? Let's Talk..." })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: "Got something else to discuss? Let's Talk..." });
    expect(field('Message')).not.toBeRequired();
    await userEvent.type(field('Your Name'), 'Bola');
    await userEvent.type(field('Email Address'), 'bola@example.com');
    await userEvent.type(field('Phone'), '08030000000');
    await userEvent.type(field('Message'), 'Partnership?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many attempts. Please try again in 60 seconds.'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/public/enquiry');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ name: 'Bola', email: 'bola@example.com', phone: '08030000000', message: 'Partnership?' });
    expect(field('Message').value).toBe('Partnership?');
    expect(form).toBeInTheDocument();
  });

  it('Subscribe: e-mail required and of type email', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 201, message: 'Subscribed!', data: null }, 201));
    render(<SubscribeForm idPrefix="t" />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Subscribed!'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ email: 'reader@example.com' });
  });
});
