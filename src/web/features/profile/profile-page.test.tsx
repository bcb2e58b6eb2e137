import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '#web/lib/session';
import { startSession } from '#web/lib/session-updates';
import { FetchBackedXhr } from '#web/testing/fetch-backed-xhr';
import { makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { profileErrorMessage } from './api';
import { AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE, checkAvatar } from './avatar-upload';
import { ProfilePage } from './profile-page';

const me = makeUser({ token: 'tok-pr', card_no: 'ELC4820193746', tfa_enabled: true });
const { token: _token, ...user } = me;
/** No archive asked for yet (the Download my data section, tested in data-export-section.test.tsx). */
const noExports = { 'GET /profile/data-exports': { code: 200 as const, message: 'Data archives', data: [] } };
const profile = (over = {}) => ({ code: 200 as const, message: 'Profile retrieved successfully.', data: { ...user, ...over } });

beforeEach(() => {
  startSession(me);
  // The upload goes through XMLHttpRequest (for its progress): this one sends it to the stubbed routes.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderPage(<ProfilePage title="Profile" params={{}} />, { path: '/my/user/profile-setting' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const png = (name = 'me.png', size = 2048) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ProfilePage', () => {
  it('shows the summary (name, e-mail, mobile, card number, 2FA) and the placeholder when the image is N/A', async () => {
    stubApi({ ...noExports, 'GET /dashboard/me': profile() });
    render();
    expect(await screen.findByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
    expect(value('Name')).toBe('Chidinma Okafor');
    expect(value('E-mail')).toBe('chidinma.okafor@example.com');
    expect(value('Mobile')).toBe('+234 8031234567');
    expect(value('Card number')).toBe('ELC4820193746');
    expect(value('Two-factor authentication')).toBe('Enabled Manage');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(field('Last Name')).toHaveValue('Okafor');
    expect(field('City')).toHaveValue('Abuja');
  });

  it('uploads a picture as soon as it is chosen, with progress; the header (session) and the page follow at once', async () => {
    const user = userEvent.setup();
    const image = '/api/v1/avatars/Qm9yZWRvbUlzQUJhZEd1ZXNz.webp';
    let release = () => {};
    const calls = stubApi({
      ...noExports,
      'GET /dashboard/me': profile(),
      'POST /profile/avatar': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ code: 200, message: 'Profile picture updated successfully.', data: { image } }));
        }),
    });
    const { notify } = render();
    const input = await screen.findByLabelText('Upload picture');
    await user.upload(input, png());
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(getSession().user?.image).toBe(image));
    expect(await screen.findByRole('img', { name: 'Profile picture of Chidinma Okafor' })).toHaveAttribute('src', image);
    expect(screen.getByLabelText('Change picture')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Profile picture updated successfully.');
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/profile/avatar');
    expect(sent.headers.get('authorization')).toBe('Bearer tok-pr');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(((sent.body as FormData).get('avatar') as File).name).toBe('me.png');
    // The stored session (a reload) keeps the new picture too.
    expect(sessionStorage.getItem('session')).toContain(image);
  });

  it("refuses a wrong type or a too large file before sending; shows the server's refusal", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = stubApi({
      ...noExports,
      'GET /dashboard/me': profile(),
      'POST /profile/avatar': () =>
        jsonResponse({ code: 422, message: 'The avatar must be a PNG or JPEG image.', error: { avatar: ['The avatar must be a PNG or JPEG image.'] } }, 422),
    });
    const { notify } = render();
    const input = await screen.findByLabelText('Upload picture');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_WRONG_TYPE);
    await user.upload(input, png('big.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_TOO_LARGE);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.upload(input, png('script.png'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The avatar must be a PNG or JPEG image.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The avatar must be a PNG or JPEG image.');
    expect(getSession().user?.image).toBe('N/A');
  });

  it('keeps Update Profile disabled while the address is incomplete and says what is missing', async () => {
    const user = userEvent.setup();
    stubApi({ ...noExports, 'GET /dashboard/me': profile() });
    render();
    const button = await screen.findByRole('button', { name: 'Update Profile' });
    expect(button).toBeEnabled();
    await user.clear(field('City'));
    await user.clear(field('Zip Code'));
    await user.tab();
    expect(button).toBeDisabled();
    expect(screen.getByText('To enable Update Profile, complete: City, Zip Code.')).toBeInTheDocument();
    expect(await screen.findByText('Zip code is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
  });

  it('sends the country code and name and the trimmed address; the session follows the answer', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...noExports,
      'GET /dashboard/me': profile(),
      'PATCH /profile': ({ body }) =>
        jsonResponse({
          code: 200,
          message: 'Profile updated successfully.',
          data: { ...user, address: { country: 'Nigeria', city: 'Lagos', address: (body as { address: string }).address, zip: '100001' } },
        }),
    });
    const { notify } = render();
    await user.clear(await screen.findByLabelText(/^City/));
    await user.type(field('City'), ' Lagos ');
    await user.clear(field('Address'));
    await user.type(field('Address'), '3 Marina Road');
    await user.clear(field('Zip Code'));
    await user.type(field('Zip Code'), '100001');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully.'));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      country: 'NG',
      country_code: 'Nigeria',
      city: 'Lagos',
      address: '3 Marina Road',
      zip: '100001',
    });
    expect(getSession().user?.address.address).toBe('3 Marina Road');
  });

  it('composes the profile-update error from the first field message, else the message (§8)', async () => {
    expect(profileErrorMessage({ code: 422, message: 'Zip code is required', error: { zip: ['Zip code is required'], city: ['City is required'] } })).toBe(
      'Zip code is required',
    );
    expect(profileErrorMessage({ code: 422, message: 'Invalid data.', error: {} })).toBe('Invalid data.');
    expect(profileErrorMessage({ code: 400, message: 'The request body is not valid JSON.' })).toBe('The request body is not valid JSON.');
    const user = userEvent.setup();
    stubApi({
      ...noExports,
      'GET /dashboard/me': profile(),
      'PATCH /profile': () =>
        jsonResponse({ code: 422, message: 'The given data was invalid.', error: { zip: ['Zip code may not be greater than 20 characters'] } }, 422),
    });
    const { notify } = render();
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Zip code may not be greater than 20 characters'));
    expect(screen.getByText('Zip code may not be greater than 20 characters', { selector: '.field__error' })).toBeInTheDocument();
  });

  it('checkAvatar accepts .png, .jpg, .jpeg up to 2 MB', () => {
    expect(checkAvatar(png('a.PNG'))).toBeNull();
    expect(checkAvatar(png('a.jpeg'))).toBeNull();
    expect(checkAvatar(png('a.jpg', 2 * 1024 * 1024))).toBeNull();
    expect(checkAvatar(png('a.webp'))).toBe(AVATAR_WRONG_TYPE);
  });
});

describe('ProfilePage with a stale cached profile', () => {
  it('restarts the form from the fresh profile when the server answers after the cache', async () => {
    let answered: (r: Response) => void = () => undefined;
    stubApi({ ...noExports, 'GET /dashboard/me': () => new Promise<Response>((resolve) => (answered = resolve)) });
    const { queryClient } = render();
    // What a reload restores from the persisted cache: the address before the last change.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['get', '/dashboard/me'] })).toHaveLength(1));
    queryClient.setQueriesData({ queryKey: ['get', '/dashboard/me'] }, profile({ address: { country: 'Nigeria', city: '', address: '', zip: '' } }));
    expect(await screen.findByLabelText(/^City/)).toHaveValue('');
    answered(jsonResponse(profile({ address: { country: 'Nigeria', city: 'Lagos', address: '3 Marina Road', zip: '100001' } })));
    await waitFor(() => expect(field('Address')).toHaveValue('3 Marina Road'));
    expect(field('City')).toHaveValue('Lagos');
  });
});
