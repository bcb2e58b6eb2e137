import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { startSession } from '#web/lib/session-updates';
import { makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DataExportSection } from './data-export-section';

type DataExport = components['schemas']['DataExport'];
const ID = 'Zx8kQ2m9TtY4pVwR1aBcDe';
const item = (over: Partial<DataExport> = {}): DataExport => ({
  id: ID,
  status: 'queued',
  progress: 0,
  created_at: '2026-11-28T09:15:00.000Z',
  ready_at: null,
  expires_at: null,
  size: null,
  download_url: null,
  ...over,
});
const ready = item({
  status: 'ready',
  progress: 100,
  ready_at: '2026-11-28T09:15:40.000Z',
  expires_at: '2026-11-29T09:15:40.000Z',
  size: 48213,
  download_url: `/api/v1/profile/data-exports/${ID}/download`,
});
const list = (...data: DataExport[]) => ({ code: 200 as const, message: 'Data archives', data });

beforeEach(() => startSession(makeUser({ token: 'tok-de' })));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<DataExportSection />, { path: '/my/user/profile-setting' });

describe('Download my data (profile)', () => {
  it('with no archive yet: explains, and asks for one (202); the progress shows and is polled until ready', async () => {
    const user = userEvent.setup();
    let answers = [list(), list(item({ status: 'running', progress: 40 })), list(ready)];
    const calls = stubApi({
      'GET /profile/data-exports': () => jsonResponse(answers.length > 1 ? answers.shift()! : answers[0]!),
      'POST /profile/data-exports': () => jsonResponse({ code: 202, message: 'We are preparing your archive.', data: item() }, 202),
    });
    const { container } = render();
    expect(await screen.findByText('You have not asked for an archive yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prepare my archive' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/profile/data-exports')).toBe(true);
    expect(calls.find((c) => c.method === 'POST')!.headers.get('authorization')).toBe('Bearer tok-de');
    expect(await screen.findByText('Preparing your archive… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    // Polled every 2 s while it is prepared.
    expect(await screen.findByText('Your archive is ready (47 KB).', undefined, { timeout: 5000 })).toBeInTheDocument();
    answers = [list(ready)];
    expect(screen.getByText(/Available until/)).toHaveTextContent('Available until 29/11/2026 10:15 (Lagos time).');
  }, 10_000);

  it('ready: Download fetches the zip with the session and saves it as a file', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubApi({
      'GET /profile/data-exports': list(ready),
      'GET /profile/data-exports/{id}/download': () => new Response(new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]), { status: 200, headers: { 'content-type': 'application/zip' } }),
    });
    const { container } = render();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['e-laundry-data-2026-11-28.zip']));
    const call = calls.find((c) => c.path === `/profile/data-exports/${ID}/download`)!;
    expect(call.headers.get('authorization')).toBe('Bearer tok-de');
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    click.mockRestore();
  });

  it("shows the server's refusals: 3 a day (429), an expired archive (410), a list that failed to load", async () => {
    const user = userEvent.setup();
    const limit = 'You can ask for 3 archives of your data in 24 hours. You can ask for a new one in 5 hours; your latest archive is still on this page while it is valid.';
    stubApi({
      'GET /profile/data-exports': list(ready),
      'POST /profile/data-exports': () => jsonResponse({ code: 429, message: limit }, 429, { 'retry-after': '18000' }),
      'GET /profile/data-exports/{id}/download': () => jsonResponse({ code: 410, message: 'This archive has expired: archives can be downloaded for 24 hours. Ask for a new one.' }, 410),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Prepare a new archive' }));
    expect(await screen.findByText(limit)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(/This archive has expired/)).toBeInTheDocument();
  });

  it('an expired or failed archive says so and offers a new one; a list that failed offers to try again', async () => {
    stubApi({ 'GET /profile/data-exports': list(item({ status: 'expired', progress: 100 })) });
    const first = render();
    expect(await screen.findByText(/Your last archive has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeEnabled();
    first.unmount();

    stubApi({ 'GET /profile/data-exports': () => jsonResponse({ code: 503, message: 'The service is unavailable right now.' }, 503) });
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await act(async () => {});
  });
});
