import { readStored, removeStored, writeStored } from './storage';

/**
 * Which of the account's push devices is this browser (ADR 059, 066, 067): the id the server answered when push was
 * turned on here, with the subscription's endpoint (the device list shows no endpoints). No keys, nothing secret. A
 * customer entry of lib/storage.ts, so it lives and goes with the session (this tab, or this device with "Remember
 * me") and is never what decides where the customer's entries go. Sign-out takes the device off the account first
 * (`forgetThisDevice`): a phone handed to someone else stops showing the account's alerts.
 */
const KEY = 'e-laundry.push-device';

export interface ThisDevice {
  id: number;
  endpoint: string;
}

export function rememberedDevice(): ThisDevice | null {
  const kept = readStored<Partial<ThisDevice>>(KEY);
  return kept && typeof kept.id === 'number' && typeof kept.endpoint === 'string' ? { id: kept.id, endpoint: kept.endpoint } : null;
}

export function rememberDevice(device: ThisDevice | null): void {
  if (device) writeStored(KEY, device);
  else removeStored(KEY);
}

/** The browser's push subscription of this app, if a service worker is registered (no waiting, no prompt). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * At sign-out, while the token still works: removes this browser's device from the account (`remove`: the API call)
 * and unsubscribes the browser's subscription when it is that device's. Each step is best-effort and bounded by
 * `waitMs`: a dead network never holds the sign-out up (the server then drops the device at the push service's 404/410
 * once the browser has unsubscribed, or keeps it until the customer removes it from another device).
 */
export async function forgetThisDevice(remove: (id: number) => Promise<unknown>, waitMs = 3000): Promise<void> {
  const device = rememberedDevice();
  if (!device) return;
  const bounded = (step: () => Promise<unknown>) =>
    Promise.race([step(), new Promise((resolve) => setTimeout(resolve, waitMs))]).catch(() => undefined);
  await bounded(() => remove(device.id));
  await bounded(async () => {
    const subscription = await currentSubscription();
    if (subscription?.endpoint === device.endpoint) await subscription.unsubscribe();
  });
  removeStored(KEY);
}
