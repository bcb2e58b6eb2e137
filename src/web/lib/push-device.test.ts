import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisDevice, rememberDevice, rememberedDevice } from './push-device';

function browserWith(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('this browser\'s push device at sign-out (ADR 067)', () => {
  it('removes the device from the account and unsubscribes the browser\'s subscription when it is that device\'s', async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/a', unsubscribe });
    rememberDevice({ id: 7, endpoint: 'https://push.example/a' });
    const remove = vi.fn(async () => undefined);
    await forgetThisDevice(remove);
    expect(remove).toHaveBeenCalledWith(7);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(rememberedDevice()).toBeNull();
  });

  it("leaves another subscription of the browser alone (not this account's device), and does nothing without a device", async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/other', unsubscribe });
    rememberDevice({ id: 7, endpoint: 'https://push.example/a' });
    await forgetThisDevice(async () => undefined);
    expect(unsubscribe).not.toHaveBeenCalled();

    const remove = vi.fn(async () => undefined);
    await forgetThisDevice(remove);
    expect(remove).not.toHaveBeenCalled();
  });

  it('never holds the sign-out up: a call that hangs or fails is given up after the wait', async () => {
    vi.useFakeTimers();
    browserWith(null);
    rememberDevice({ id: 7, endpoint: 'https://push.example/a' });
    let done = false;
    void forgetThisDevice(() => new Promise(() => {}), 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(rememberedDevice()).toBeNull();

    rememberDevice({ id: 8, endpoint: 'https://push.example/b' });
    await expect(forgetThisDevice(async () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeUndefined();
  });
});
