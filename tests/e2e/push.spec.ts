/**
 * Web push in Chromium, end to end (issue 28, ADR 059, ADR 063): a subscription made in the browser receives a real
 * encrypted push from the built server through a push service stand-in on this machine; the service worker shows it;
 * a 410 from the push service removes the subscription; the customer's choices are honoured.
 *
 * Why one browser call is replaced: Chromium's `pushManager.subscribe` always registers with Google's FCM
 * (fcm.googleapis.com), which this machine cannot reach (no internet), and Chromium has no switch to point it at
 * another push service. So an init script (tests/support/push-browser.ts) replaces `PushManager.prototype.subscribe`
 * / `getSubscription` with what Chromium does minus FCM: it refuses as Chromium refuses (no active worker, permission,
 * userVisibleOnly, a malformed key or one that is not the server's VAPID key), makes the subscription's P-256 ECDH key
 * pair and 16-byte auth secret with WebCrypto in the page, and answers the stand-in's endpoint. Everything else is
 * real: the production build and its service worker, the Notifications page and its own subscribe code, the contract
 * gate, the server's push outbox, its RFC 8291 encryption and VAPID signature, its allow-list (this server's
 * PUSH_ENDPOINT_ALLOW adds the stand-in's exact origin to the defaults), the sandbox gateway's checkout and webhook.
 * The stand-in (src/server/testing/push-service.ts) checks VAPID and keeps the encrypted body; the test decrypts it
 * with the private key made in the page. The decrypted message is then delivered to the real service worker through
 * the DevTools protocol (ServiceWorker.deliverPushMessage: what Chromium does with a message FCM brings), which shows
 * the notification.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchProfile, DESKTOP, PHONE } from '../support/browser';
import { routeApiThroughGate } from '../support/contract-proxy';
import { createCustomer, mailsTo, topUpThroughSandbox } from '../support/customers';
import { root } from '../support/processes';
import { installPushStandIn, pageSubscription } from '../support/push-browser';
import { browserKeys, decryptAes128gcm, startPushService, type PushServiceStandIn, type ReceivedPush } from '../support/push-service';

const SHOTS = process.env.PUSH_SCREENS ?? path.join(root, '.tmp/shots/push');

let push: PushServiceStandIn;
const baseUrl = inject('baseUrl');
let profile = '';
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

async function signIn(who: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Username or Email( \*)?$/).fill(who);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/my/user/dashboard');
}

/** Profile → Notifications (the signed-in navigation's "More" menu), the page loaded. */
async function openNotifications() {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /More/ }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await page.waitForURL('**/my/user/notifications');
  await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
}

/** The pushes the stand-in received for this endpoint, decrypted with the page's private key. */
async function decryptedFor(endpoint: string): Promise<Array<{ title: string; body: string; url: string }>> {
  const sub = await pageSubscription(page);
  if (!sub) throw new Error('no subscription in the page');
  const keys = browserKeys(sub.privateJwk, sub.keys);
  return push.received
    .filter((r: ReceivedPush) => endpoint.endsWith(`/${r.id}`))
    .map((r) => JSON.parse(decryptAes128gcm(r.body, keys).toString('utf8')) as { title: string; body: string; url: string });
}

/** Waits until the stand-in holds `count` pushes for the endpoint. */
async function pushesArrive(endpoint: string, count: number) {
  await expect.poll(() => push.received.filter((r) => endpoint.endsWith(`/${r.id}`)).length, { timeout: 15_000 }).toBe(count);
}

/** The service worker registration's id (ServiceWorker domain of the DevTools protocol). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const mine = event.registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return Promise.race([found, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no service worker registration reported')), 10_000))]);
}

describe('web push in Chromium through a push service stand-in (ADR 059, 063)', () => {
  beforeAll(async () => {
    // On the port the e2e server's allow-list names (global-setup.ts: the production default plus this one origin).
    const reserved = inject('pushService');
    push = await startPushService({ port: reserved.port });
    expect(push.origin).toBe(reserved.origin);
    profile = await mkdtemp(path.join(tmpdir(), 'elaundry-push-'));
    context = await launchProfile(profile, {
            baseURL: baseUrl,
      viewport: DESKTOP,
      permissions: ['notifications'],
    });
    const gate = inject('apiGate');
    await routeApiThroughGate(context, gate.baseUrl, gate.proxyUrl, gate.logFile);
    const key = (await (await fetch(`${baseUrl}/api/v1/push/key`)).json()) as { data: { enabled: boolean; public_key: string | null } };
    expect(key.data.enabled).toBe(true);
    // One endpoint per subscription the page makes (a new one after turning push off and on again, and after a 410).
    await installPushStandIn(context, { endpoints: [push.open(), push.open(), push.open()], applicationServerKey: key.data.public_key! });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (err) => errors.push(String(err)));
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
    await push?.close();
  }, 30_000);

  it('subscribes in the page, receives and shows a real push, honours the choices, turns off in the browser too and on again, forgets the device on 410 and then subscribes anew', { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36);
    const ada = await createCustomer(baseUrl, { username: `push_ada_${stamp}`, firstname: 'Ada', lastname: 'Obi', password: 'Customer#2026' });
    const serverKey = ((await (await fetch(`${baseUrl}/api/v1/push/key`)).json()) as { data: { public_key: string } }).data.public_key;

    // ---- The service worker is the production build's, active; the stand-in refuses a key that is not the server's.
    await page.goto('/');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null))).toBe(`${baseUrl}/sw.js`);
    const refusal = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const other = new Uint8Array(65);
      other[0] = 4;
      other.fill(7, 1);
      return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: other }).then(
        () => 'subscribed',
        (err: DOMException) => `${err.name}: ${err.message}`,
      );
    });
    expect(refusal).toBe('AbortError: Registration failed - push service error');
    expect(await pageSubscription(page)).toBeNull();

    // ---- Sign in, Profile → Notifications, push on for this device through the page's own code.
    await signIn(ada.email, ada.password);
    await openNotifications();
    expect(await page.getByText('No devices yet. Enable push on this device to get alerts here.').count()).toBe(1);
    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await page.getByText('Push notifications are on for this device.').waitFor();
    const devices = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Turn off push on/ }) });
    await devices.getByText('Chrome on Linux').waitFor();
    const sub = (await pageSubscription(page))!;
    expect(sub.applicationServerKey).toBe(serverKey);
    expect(sub.endpoint.startsWith(`${push.origin}/push/`)).toBe(true);
    expect(Buffer.from(sub.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(sub.keys.auth, 'base64url')).toHaveLength(16);
    expect(sub.privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });

    // The page at both widths with a device listed: axe-clean, screenshots.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page), `axe at ${viewport.width}px`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SHOTS, `notifications-${viewport.width}.png`), fullPage: true });
    }

    // ---- "Send me a test notification": one encrypted push at the stand-in, VAPID-signed with the server's key.
    await page.getByRole('button', { name: 'Send me a test notification' }).click();
    await page.getByText('Test notification sent to your e-mail and 1 device.').waitFor();
    await pushesArrive(sub.endpoint, 1);
    const [arrived] = push.received.filter((r) => sub.endpoint.endsWith(`/${r.id}`));
    expect(arrived!.headers['content-encoding']).toBe('aes128gcm');
    expect(arrived!.text, 'the stand-in has no key: only the page can read it').toBeNull();
    expect(arrived!.vapid).toMatchObject({ verified: true, publicKey: serverKey, claims: { aud: push.origin, sub: 'mailto:support@e-laundry.ng' } });
    const [test] = await decryptedFor(sub.endpoint);
    expect(test).toEqual({ title: 'Test notification', body: 'Alerts from e-laundry reach you here.', url: '/my/user/notifications' });

    // ---- That message, delivered to the real service worker as Chromium would: it shows the notification.
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, `${baseUrl}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: id, data: JSON.stringify(test) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url ?? null })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: test!.title, body: test!.body, url: test!.url }]);
    await cdp.detach();

    // ---- A real event, push on (the default): a top-up through the sandbox checkout → one push, and the receipt.
    await topUpThroughSandbox(page, '1000');
    await expect.poll(async () => (await mailsTo(baseUrl, ada.email)).filter((m) => /top-up receipt/.test(m.subject)).length, { timeout: 15_000 }).toBe(1);
    await pushesArrive(sub.endpoint, 2);
    expect((await decryptedFor(sub.endpoint))[1]).toEqual({ title: 'Top-up credited', body: '₦1,000.00 was added to your e-laundry balance.', url: '/my/user/transactions' });

    // ---- "Top-up credited" by push switched off: the next top-up mails its receipt and pushes nothing.
    await page.goto('/my/user/notifications');
    const topUpPush = page.getByRole('checkbox', { name: 'Top-up credited by push' });
    await expect.poll(() => topUpPush.isChecked()).toBe(true);
    // Edited at once: the page's refresh of its saved copy (it shows the cached answer first) keeps the edit.
    await topUpPush.click();
    expect(await topUpPush.isChecked()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(await topUpPush.isChecked(), 'the edit survives the refresh').toBe(false);
    await page.getByRole('button', { name: 'Save choices' }).click();
    await page.getByText('Your notification choices are saved.').waitFor();
    await topUpThroughSandbox(page, '1500');
    await expect.poll(async () => (await mailsTo(baseUrl, ada.email)).filter((m) => /top-up receipt/.test(m.subject)).length, { timeout: 15_000 }).toBe(2);
    // A positive mark after it: a test push sent now arrives; a top-up push queued before it would have gone first.
    await page.goto('/my/user/notifications');
    await page.getByRole('button', { name: 'Send me a test notification' }).click();
    await page.getByText('Test notification sent to your e-mail and 1 device.').waitFor();
    await pushesArrive(sub.endpoint, 3);
    expect((await decryptedFor(sub.endpoint)).map((p) => p.title)).toEqual(['Test notification', 'Top-up credited', 'Test notification']);

    // ---- "Turn off push on this device": the browser unsubscribes (no subscription left), the server lists no device.
    const serverDevices = async () => {
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/profile/notifications' && r.request().method() === 'GET', { timeout: 10_000 });
      await page.reload();
      return ((await (await answer).json()) as { data: { devices: unknown[] } }).data.devices.length;
    };
    const browserEndpoint = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null);
    expect(await browserEndpoint()).toBe(sub.endpoint);
    await page.getByText('(this device)').waitFor();
    await page.getByRole('button', { name: 'Turn off push on this device' }).click();
    await page.getByText('Push notifications are off for this device.').waitFor();
    await page.getByRole('button', { name: 'Enable push on this device' }).waitFor();
    expect(await browserEndpoint()).toBeNull();
    expect(await pageSubscription(page)).toBeNull();
    expect(await serverDevices()).toBe(0);
    await page.getByText('No devices yet. Enable push on this device to get alerts here.').waitFor();
    await page.getByRole('button', { name: 'Enable push on this device' }).waitFor();
    expect(await page.getByRole('button', { name: 'Turn off push on this device' }).count()).toBe(0);

    // ---- Enabling again works: a new subscription (new endpoint and keys), listed as this device, and pushes reach it.
    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await page.getByText('Push notifications are on for this device.').first().waitFor();
    await page.getByRole('button', { name: 'Turn off push on this device' }).waitFor();
    const again = (await pageSubscription(page))!;
    expect(again.endpoint).not.toBe(sub.endpoint);
    expect(await browserEndpoint()).toBe(again.endpoint);
    await page.getByRole('button', { name: 'Send me a test notification' }).click();
    await page.getByText('Test notification sent to your e-mail and 1 device.').waitFor();
    await pushesArrive(again.endpoint, 1);
    expect((await decryptedFor(again.endpoint)).map((p) => p.title)).toEqual(['Test notification']);
    expect(push.received.filter((r) => sub.endpoint.endsWith(`/${r.id}`))).toHaveLength(3);

    // ---- The push service says the subscription is gone (410): the next push removes it; the page lists no device.
    push.answer(again.endpoint, 410);
    await page.getByRole('button', { name: 'Send me a test notification' }).click();
    await expect.poll(() => push.refused.filter((r) => again.endpoint.endsWith(`/${r.id}`)).map((r) => r.status), { timeout: 15_000 }).toEqual([410]);
    // After a reload the page shows its saved copy first, then the server's answer: read that answer (the page's own
    // request), then what the page shows.
    await expect.poll(serverDevices, { timeout: 20_000 }).toBe(0);
    await page.getByText('No devices yet. Enable push on this device to get alerts here.').waitFor();
    expect(await page.getByText('Chrome on Linux').count()).toBe(0);

    // ---- The browser still holds the refused subscription: enabling again replaces it (never sends it again).
    expect(await browserEndpoint()).toBe(again.endpoint);
    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await page.getByRole('button', { name: 'Turn off push on this device' }).waitFor();
    const fresh = (await pageSubscription(page))!;
    expect(fresh.endpoint).not.toBe(again.endpoint);
    expect(await browserEndpoint()).toBe(fresh.endpoint);
    await page.getByRole('button', { name: 'Send me a test notification' }).click();
    await page.getByText('Test notification sent to your e-mail and 1 device.').waitFor();
    await pushesArrive(fresh.endpoint, 1);
    expect(errors).toEqual([]);
  });
});
