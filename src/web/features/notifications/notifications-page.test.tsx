import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import * as notifyModule from '#web/lib/notify';
import { rememberDevice } from '#web/lib/push-device';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { CHANGED_ELSEWHERE, IPHONE_NOTE, NotificationsPage } from './notifications-page';
import { expectAccessible } from '#web/testing/axe';

// The schema form (RJSF) is a large module graph: its first render in a file takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A browser with push: a push manager whose subscription unsubscribe() ends (getSubscription() then null), as Chromium's. */
function pushBrowser(initial: string | null = null) {
  let current: string | null = initial;
  const unsubscribe = vi.fn(async () => {
    const had = current !== null;
    current = null;
    return had;
  });
  const asSub = (endpoint: string) => ({ endpoint, unsubscribe, toJSON: () => ({ endpoint, keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) } }) });
  const subscribe = vi.fn(async () => {
    current ??= `https://fcm.googleapis.com/fcm/send/sub-${Math.random().toString(36).slice(2)}`;
    return asSub(current);
  });
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => (current ? asSub(current) : null), subscribe } }) },
  });
  return { subscribe, unsubscribe, endpoint: () => current };
}

type Settings = components['schemas']['NotificationSettings'];
const settings = (over: Partial<Settings> = {}) => ({
  code: 200 as const,
  message: 'Notification settings retrieved successfully.',
  data: {
    events: [
      { event: 'cycle_done' as const, label: 'Your cycle is done', email: false, push: true },
      { event: 'machine_free' as const, label: 'A machine is free at a hub I follow', email: false, push: true },
      { event: 'topup_credited' as const, label: 'Top-up credited', email: true, push: true },
    ],
    low_balance_threshold: null,
    followed_hubs: [],
    devices: [],
    ...over,
  },
});
const hubs = {
  code: 200 as const,
  message: 'Hubs retrieved successfully.',
  data: [
    { id: 2, name: 'Port Harcourt', hubs: [{ id: 3, name: 'UNIPORT Choba Hub', address: 'Choba', free_washers: 1, free_dryers: 0, machines: [] }] },
  ],
};
const key = { code: 200 as const, message: 'Web push key retrieved successfully.', data: { enabled: true, public_key: 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-ZCb11_3YHJ3pZzQqnKs' } };
const page = () => renderPage(<NotificationsPage title="Notifications" params={{}} />, { path: '/my/user/notifications' });

/** The API of a page where push gets enabled: once the device is added, the settings list it as device `id`. */
function enablingApi(id: number, more: Parameters<typeof stubApi>[0] = {}) {
  let devices: Settings['devices'] = [];
  return stubApi({
    'GET /profile/notifications': () => jsonResponse(settings({ devices })),
    'GET /hubs': hubs,
    'GET /push/key': key,
    'POST /profile/notifications/devices': () => {
      devices = [{ id, label: 'Chrome on Android', created_at: '2026-11-20T09:30:00.000Z', last_sent_at: null }];
      return jsonResponse({ code: 201, message: 'Push notifications are on for this device.', data: devices[0] }, 201);
    },
    ...more,
  });
}

describe('NotificationsPage', () => {
  it('shows a loading state, then the events × channels table with labelled checkboxes, the iPhone note, and is axe-clean', async () => {
    stubApi({ 'GET /profile/notifications': settings(), 'GET /hubs': hubs, 'GET /push/key': key });
    const { container } = page();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your notification settings');
    const table = await screen.findByRole('table', { name: 'Alerts by event and channel' });
    expect(within(table).getByRole('checkbox', { name: 'Your cycle is done by push' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Your cycle is done by e-mail' })).not.toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(IPHONE_NOTE);
    expect(await screen.findByRole('checkbox', { name: 'UNIPORT Choba Hub' })).not.toBeChecked();
    expect(screen.getByText('No devices yet. Enable push on this device to get alerts here.')).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('saves the choices from the keyboard: channels, the ₦ threshold and the followed hubs', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const calls = stubApi({
      'GET /profile/notifications': settings(),
      'GET /hubs': hubs,
      'GET /push/key': key,
      'PUT /profile/notifications': (call) => {
        const body = call.body as { low_balance_threshold: number };
        return jsonResponse(settings({ low_balance_threshold: `${body.low_balance_threshold}.00`, followed_hubs: [{ id: 3, name: 'UNIPORT Choba Hub' }] }));
      },
    });
    page();
    const emailBox = await screen.findByRole('checkbox', { name: 'Your cycle is done by e-mail' });
    emailBox.focus();
    await user.keyboard(' ');
    expect(emailBox).toBeChecked();
    await user.type(screen.getByLabelText('Alert me when my balance falls below (₦)'), '500');
    await user.click(await screen.findByRole('checkbox', { name: 'UNIPORT Choba Hub' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your notification choices are saved.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      events: [
        { event: 'cycle_done', email: true, push: true },
        { event: 'machine_free', email: false, push: true },
        { event: 'topup_credited', email: true, push: true },
      ],
      low_balance_threshold: 500,
      followed_hub_ids: [3],
    });
  });

  it('checks the threshold as the contract does (the words the server would answer) before saving; axe-clean', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /profile/notifications': settings(), 'GET /hubs': hubs, 'GET /push/key': key });
    const { container } = page();
    const threshold = await screen.findByLabelText('Alert me when my balance falls below (₦)');
    await user.type(threshold, '-5');
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Low balance threshold must be at least 0')).toBeInTheDocument();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await expectAccessible(container);
  });

  it('keeps unsaved edits when the settings query refreshes in the background; a save then shows the saved answer', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    let gets = 0;
    const calls = stubApi({
      'GET /profile/notifications': () => {
        gets++;
        return jsonResponse(settings());
      },
      'GET /hubs': hubs,
      'GET /push/key': key,
      'PUT /profile/notifications': () => jsonResponse(settings({ low_balance_threshold: '700.00', followed_hubs: [{ id: 3, name: 'UNIPORT Choba Hub' }] })),
    });
    const { queryClient } = page();
    const emailBox = await screen.findByRole('checkbox', { name: 'Your cycle is done by e-mail' });
    await user.click(emailBox);
    await user.type(screen.getByLabelText('Alert me when my balance falls below (₦)'), '700');
    await user.click(await screen.findByRole('checkbox', { name: 'UNIPORT Choba Hub' }));
    // A background refresh (a device added, the window focused again) answers the unchanged settings.
    await queryClient.invalidateQueries({ queryKey: ['get', '/profile/notifications'] });
    await waitFor(() => expect(gets).toBe(2));
    expect(screen.getByRole('checkbox', { name: 'Your cycle is done by e-mail' })).toBeChecked();
    expect(screen.getByLabelText('Alert me when my balance falls below (₦)')).toHaveValue('700');
    expect(screen.getByRole('checkbox', { name: 'UNIPORT Choba Hub' })).toBeChecked();
    expect(screen.queryByText(CHANGED_ELSEWHERE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // The saved answer is what the form shows now (the server's cycle_done e-mail is still off in this stub's answer).
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Your cycle is done by e-mail' })).not.toBeChecked());
    expect(screen.getByLabelText('Alert me when my balance falls below (₦)')).toHaveValue('700.00');
    expect(screen.getByRole('checkbox', { name: 'UNIPORT Choba Hub' })).toBeChecked();
  });

  it('when the server\u2019s answer changed under an unsaved edit, the edit stays and a note says saving keeps it', async () => {
    const user = userEvent.setup();
    let answer = settings();
    const calls = stubApi({
      'GET /profile/notifications': () => jsonResponse(answer),
      'GET /hubs': hubs,
      'GET /push/key': key,
      'PUT /profile/notifications': (call) => jsonResponse(settings({ events: (call.body as { events: Settings['events'] }).events.map((e) => ({ ...e, label: settings().data.events.find((x) => x.event === e.event)!.label })) })),
    });
    const { queryClient } = page();
    await user.click(await screen.findByRole('checkbox', { name: 'Your cycle is done by e-mail' }));
    // Another tab switched top-up pushes off meanwhile.
    answer = settings({ events: settings().data.events.map((e) => (e.event === 'topup_credited' ? { ...e, push: false } : e)) });
    await queryClient.invalidateQueries({ queryKey: ['get', '/profile/notifications'] });
    expect(await screen.findByText(CHANGED_ELSEWHERE)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: 'Your cycle is done by e-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Top-up credited by push' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByText(CHANGED_ELSEWHERE)).not.toBeInTheDocument());
    expect((calls.find((c) => c.method === 'PUT')!.body as { events: unknown[] }).events).toEqual([
      { event: 'cycle_done', email: true, push: true },
      { event: 'machine_free', email: false, push: true },
      { event: 'topup_credited', email: true, push: true },
    ]);
  });

  it('shows an error state with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /profile/notifications': () => (fail ? jsonResponse({ code: 503, message: 'Down' }, 503) : jsonResponse(settings())),
      'GET /hubs': hubs,
      'GET /push/key': key,
    });
    page();
    expect(await screen.findByText('We could not load your notification settings.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Alerts by event and channel' })).toBeInTheDocument();
  });

  it('where the browser has no push support, says so and keeps e-mail; the enable button is off', async () => {
    stubApi({ 'GET /profile/notifications': settings(), 'GET /hubs': hubs, 'GET /push/key': key });
    page();
    expect(await screen.findByText('This browser does not support push notifications. Your alerts come by e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable push on this device' })).toBeDisabled();
  });

  it('"Turn off push on this device" unsubscribes the browser and forgets the server\u2019s row; the control then offers enabling again, which works', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const browser = pushBrowser();
    let devices: Settings['devices'] = [{ id: 3, label: 'Firefox on Windows', created_at: '2026-11-01T09:30:00.000Z', last_sent_at: null }];
    let next = 7;
    const calls = stubApi({
      'GET /profile/notifications': () => jsonResponse(settings({ devices })),
      'GET /hubs': hubs,
      'GET /push/key': key,
      'POST /profile/notifications/devices': () => {
        const device = { id: next++, label: 'Chrome on Android', created_at: '2026-11-20T09:30:00.000Z', last_sent_at: null };
        devices = [device, ...devices];
        return jsonResponse({ code: 201, message: 'Push notifications are on for this device.', data: device }, 201);
      },
      'DELETE /profile/notifications/devices/{id}': (call) => {
        const id = Number(call.path.split('/').pop());
        devices = devices.filter((d) => d.id !== id);
        return jsonResponse({ code: 200, message: 'Push notifications are off for that device.' });
      },
    });
    const { container } = page();
    await user.click(await screen.findByRole('button', { name: 'Enable push on this device' }));
    const off = await screen.findByRole('button', { name: 'Turn off push on this device' });
    expect(screen.getByText('(this device)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off push on Firefox on Windows' })).toBeInTheDocument();
    await expectAccessible(container);
    await user.click(off);
    expect(await screen.findByRole('button', { name: 'Enable push on this device' })).toBeEnabled();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.endpoint()).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/profile/notifications/devices/7']);
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    // Enabling again subscribes anew and lists the device as this one.
    await user.click(screen.getByRole('button', { name: 'Enable push on this device' }));
    await screen.findByRole('button', { name: 'Turn off push on this device' });
    expect(browser.subscribe).toHaveBeenCalledTimes(2);
    // The device row's own "Turn off" for this device unsubscribes too.
    await user.click(screen.getByRole('button', { name: 'Turn off push on Chrome on Android (this device)' }));
    await screen.findByRole('button', { name: 'Enable push on this device' });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/profile/notifications/devices/7', '/profile/notifications/devices/8']);
  });

  it('reflects the browser\u2019s real state on load: on only when the browser holds the subscription the account lists', async () => {
    rememberDevice({ id: 7, endpoint: 'https://fcm.googleapis.com/fcm/send/kept' });
    const device = { id: 7, label: 'Chrome on Android', created_at: '2026-11-20T09:30:00.000Z', last_sent_at: null };
    stubApi({ 'GET /profile/notifications': settings({ devices: [device] }), 'GET /hubs': hubs, 'GET /push/key': key });
    pushBrowser('https://fcm.googleapis.com/fcm/send/kept');
    const first = page();
    expect(await screen.findByRole('button', { name: 'Turn off push on this device' })).toBeEnabled();
    first.unmount();
    // The browser's subscription is gone (site data cleared, unsubscribed elsewhere): off, whatever was remembered.
    pushBrowser(null);
    page();
    expect(await screen.findByRole('button', { name: 'Enable push on this device' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off push on this device' })).not.toBeInTheDocument();
  });

  it('a subscription the browser still holds after the account forgot it (the push service answered 410) is replaced, not sent again', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const gone = 'https://fcm.googleapis.com/fcm/send/refused-with-410';
    rememberDevice({ id: 7, endpoint: gone });
    const browser = pushBrowser(gone);
    const calls = enablingApi(8);
    page();
    // The account no longer lists device 7: this browser is off, whatever it still holds.
    const enable = await screen.findByRole('button', { name: 'Enable push on this device' });
    await waitFor(() => expect(enable).toBeEnabled());
    await user.click(enable);
    expect(await screen.findByRole('button', { name: 'Turn off push on this device' })).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/profile/notifications/devices')!.body as { endpoint: string };
    expect(sent.endpoint).not.toBe(gone);
    expect(sent.endpoint).toBe(browser.endpoint());
  });

  it('enables push on this device: permission, the service worker ready, subscribe with the server key, then the device is stored', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const subscribe = vi.fn(async (opts: PushSubscriptionOptionsInit) => ({
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) }, opts }),
    }));
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
    });
    const calls = enablingApi(7, {
      'POST /profile/notifications/test': { code: 200, message: 'Test notification sent to your e-mail and 1 device.', data: { email: true, devices: 1 } },
    });
    page();
    const enable = await screen.findByRole('button', { name: 'Enable push on this device' });
    await waitFor(() => expect(enable).toBeEnabled());
    await user.click(enable);
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect((subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(calls.find((c) => c.path === '/profile/notifications/devices')!.body).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', label: 'Chrome on Android' });
    await user.click(screen.getByRole('button', { name: 'Send me a test notification' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/profile/notifications/test')).toBe(true));
  });
});
