import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '#shared/messages';
import { NetworkError } from './api-errors';
import { DAY_MS, PERSIST_MAX_AGE_MS, QUERY_CACHE_KEY, createAccountPersister, createQueryClient, isPersistable, queryCacheKey } from './query-client';
import { fakeNotifier, makeUser } from '#web/testing/fixtures';
import { startSession } from './session-updates';

describe('query client', () => {
  it('uses the product defaults: retry once, 24 h cache, no refetch on focus', () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries!;
    expect(q.gcTime).toBe(DAY_MS);
    expect(q.refetchOnWindowFocus).toBe(false);
    const retry = q.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error('boom'))).toBe(true);
    expect(retry(1, new Error('boom'))).toBe(false);
    // a 4xx answer is not retried
    expect(retry(0, { code: 404, message: 'Not found' })).toBe(false);
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries!.retry).toBe(false);
  });

  it('toasts a failed query with the server message, once, in one place', async () => {
    const notify = fakeNotifier();
    const client = createQueryClient({ retry: false, notify });
    await client
      .fetchQuery({
        queryKey: ['get', '/transactions'],
        queryFn: () => Promise.reject({ code: 403, message: 'You cannot see this.' }),
      })
      .catch(() => undefined);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('You cannot see this.');
  });

  it('does not toast again what the middleware already showed (401, network)', async () => {
    const notify = fakeNotifier();
    const client = createQueryClient({ retry: false, notify });
    for (const error of [{ code: 401, message: 'Unauthenticated.' }, new NetworkError()]) {
      await client
        .fetchQuery({ queryKey: ['k', String(error)], queryFn: () => Promise.reject(error) })
        .catch(() => undefined);
    }
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the generic text for a code 500 and a fallback for unknown failures', async () => {
    const notify = fakeNotifier();
    const client = createQueryClient({ retry: false, notify });
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject({ code: 500, message: 'stack trace' }) })
      .catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(undefined) }).catch(() => undefined);
    expect(notify.error.mock.calls).toEqual([[GENERIC_ERROR], [GENERIC_ERROR]]);
  });

  it("toasts a mutation's success message, and its error message unless told otherwise", async () => {
    const notify = fakeNotifier();
    const client = createQueryClient({ retry: false, notify });
    const cache = client.getMutationCache();

    await cache
      .build(client, { mutationFn: () => Promise.resolve({ code: 200, message: 'Password changed.', data: null }) })
      .execute(undefined);
    expect(notify.success).toHaveBeenCalledWith('Password changed.');

    await cache
      .build(client, { mutationFn: () => Promise.reject({ code: 422, message: 'Subject is required' }) })
      .execute(undefined)
      .catch(() => undefined);
    expect(notify.error).toHaveBeenCalledWith('Subject is required');

    await cache
      .build(client, {
        mutationFn: () => Promise.reject({ code: 422, message: 'x', error: { email: ['email is taken'] } }),
        meta: {
          errorToast: (e) => Object.values((e as { error: Record<string, string[]> }).error)[0]?.[0],
        },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(notify.error).toHaveBeenLastCalledWith('email is taken');

    await cache
      .build(client, { mutationFn: () => Promise.reject({ code: 422, message: 'quiet' }), meta: { errorToast: false } })
      .execute(undefined)
      .catch(() => undefined);
    await cache
      .build(client, {
        mutationFn: () => Promise.resolve({ code: 200, message: 'silent', data: null }),
        meta: { successToast: false },
      })
      .execute(undefined);
    expect(notify.error).not.toHaveBeenCalledWith('quiet');
    expect(notify.success).not.toHaveBeenCalledWith('silent');
  });
});

describe('the persisted cache belongs to one account (ADR 058)', () => {
  const client = (marker: string) =>
    ({ timestamp: Date.now(), buster: '', clientState: { mutations: [], queries: [{ queryKey: ['get', '/dashboard'], queryHash: marker, state: { data: marker } }] } }) as never;

  it('is read and written under the signed-in account only; a late write after sign-out or for another account is dropped', async () => {
    vi.useFakeTimers();
    try {
      sessionStorage.clear();
      let account: number | null = 7;
      const persister = createAccountPersister(() => account);
      await persister.persistClient(client('ada'));
      await vi.advanceTimersByTimeAsync(1100);
      expect(Object.keys(sessionStorage)).toEqual([queryCacheKey(7)]);
      expect(JSON.stringify(await persister.restoreClient())).toContain('ada');

      // Signed out (the session cleared storage) while a throttled write was pending: it never lands.
      await persister.persistClient(client('ada-later'));
      sessionStorage.clear();
      account = null;
      await vi.advanceTimersByTimeAsync(1100);
      expect(Object.keys(sessionStorage)).toEqual([]);
      expect(await persister.restoreClient()).toBeUndefined();

      // Another customer on the same phone: Ada's copy (left, say, by a closed tab) is not theirs and is removed.
      sessionStorage.setItem(queryCacheKey(7), JSON.stringify(client('ada')));
      sessionStorage.setItem(QUERY_CACHE_KEY, '{}');
      account = 8;
      expect(await persister.restoreClient()).toBeUndefined();
      await persister.persistClient(client('tunde'));
      await vi.advanceTimersByTimeAsync(1100);
      expect(Object.keys(sessionStorage)).toEqual([queryCacheKey(8)]);
      expect(JSON.stringify(await persister.restoreClient())).not.toContain('ada');
    } finally {
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });

  it('lives where the session lives: on the device after "Remember me", in the tab otherwise (ADR 062)', async () => {
    vi.useFakeTimers();
    try {
      const persister = createAccountPersister(() => 7);
      // Remembered: the session is on the device, so is the cache; read back on a cold start (an empty tab).
      startSession(makeUser({ id: 7 }), { expiresIn: 3600 }, true);
      await persister.persistClient(client('ada'));
      await vi.advanceTimersByTimeAsync(1100);
      expect(Object.keys(localStorage).sort()).toEqual([queryCacheKey(7), 'session']);
      expect(sessionStorage.length).toBe(0);
      sessionStorage.clear();
      expect(JSON.stringify(await persister.restoreClient())).toContain('ada');

      // A sign-in without it: the device is emptied and the cache is written in the tab.
      startSession(makeUser({ id: 7 }), { expiresIn: 3600 });
      expect(localStorage.length).toBe(0);
      await persister.persistClient(client('ada-tab'));
      await vi.advanceTimersByTimeAsync(1100);
      expect(Object.keys(sessionStorage).sort()).toEqual([queryCacheKey(7), 'session']);
      expect(localStorage.length).toBe(0);

      // The restore horizon is the longest session, not a day: the session's end wipes the cache anyway.
      expect(PERSIST_MAX_AGE_MS).toBe(30 * DAY_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never persists the authenticator set-up (its secret)', () => {
    expect(isPersistable(['get', '/profile/tfa'])).toBe(false);
    expect(isPersistable(['get', '/dashboard'])).toBe(true);
    expect(isPersistable(['get', '/cards/current'])).toBe(true);
  });

  it('changes fail at once offline instead of waiting for a connection', () => {
    expect(createQueryClient().getDefaultOptions().mutations!.networkMode).toBe('always');
  });
});
