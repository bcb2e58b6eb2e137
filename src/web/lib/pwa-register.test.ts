import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './pwa-register';

/** A stand-in for the browser's ServiceWorkerContainer and registration: just the events the registration listens to. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  const become = (next: ServiceWorkerState) => {
    worker.state = next;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker, become };
}

function fakeBrowser(opts: { controlled: boolean; waiting?: ReturnType<typeof fakeWorker>['worker']; fails?: boolean }) {
  const registration = Object.assign(new EventTarget(), { waiting: opts.waiting ?? null, installing: null as unknown });
  const container = Object.assign(new EventTarget(), {
    controller: opts.controlled ? {} : null,
    register: vi.fn(async () => {
      if (opts.fails) throw new DOMException('blocked', 'SecurityError');
      return registration;
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  const update = () => {
    const next = fakeWorker();
    registration.installing = next.worker;
    registration.dispatchEvent(new Event('updatefound'));
    return next;
  };
  return { container, registration, reload, update };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker (ADR 058, 065)', () => {
  it('registers /sw.js for the whole site; a first install offers nothing (no worker controlled the page)', async () => {
    const browser = fakeBrowser({ controlled: false });
    const offer = vi.fn();
    await registerServiceWorker(offer);
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    browser.update().become('installed');
    expect(offer).not.toHaveBeenCalled();
  });

  it('a new version installed while an old one controls the page is offered; Reload asks it to take over, then reloads once it controls', async () => {
    const browser = fakeBrowser({ controlled: true });
    const offer = vi.fn<(apply: () => void) => void>();
    await registerServiceWorker(offer);
    const next = browser.update();
    expect(offer).not.toHaveBeenCalled();
    next.become('installed');
    expect(offer).toHaveBeenCalledTimes(1);
    offer.mock.calls[0]![0]();
    expect(next.worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.reload).not.toHaveBeenCalled();
    browser.container.dispatchEvent(new Event('controllerchange'));
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a version already waiting from an earlier visit is offered at once', async () => {
    const { worker } = fakeWorker('installed');
    fakeBrowser({ controlled: true, waiting: worker });
    const offer = vi.fn();
    await registerServiceWorker(offer);
    expect(offer).toHaveBeenCalledTimes(1);
  });

  it('a browser that refuses the worker (private mode) leaves the site working, nothing offered', async () => {
    fakeBrowser({ controlled: true, fails: true });
    const offer = vi.fn();
    await expect(registerServiceWorker(offer)).resolves.toBeUndefined();
    expect(offer).not.toHaveBeenCalled();
  });
});
