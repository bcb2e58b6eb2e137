import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRY_OVER_MS, createNotifier } from './notify';

/** A fake toast library that hands out ids and records dismissals. */
function fakeToasts() {
  let next = 0;
  const shown = new Map<number, string>();
  const raise = (kind: string) => (message: string) => {
    next += 1;
    shown.set(next, `${kind}: ${message}`);
    return next;
  };
  return {
    impl: {
      success: raise('success'),
      error: raise('error'),
      info: raise('info'),
      dismiss: (id: string | number) => shown.delete(Number(id)),
    },
    onScreen: () => [...shown.values()],
  };
}

describe('notify: toasts belong to a page', () => {
  let path = '/login';
  beforeEach(() => {
    vi.useFakeTimers();
    path = '/login';
  });
  afterEach(() => vi.useRealTimers());

  it('a success dismisses the earlier error toasts of the same page', () => {
    const toasts = fakeToasts();
    const notify = createNotifier(toasts.impl, 2000, () => path);
    notify.error('These credentials do not match our records.');
    vi.advanceTimersByTime(500);
    notify.success('Login successful');
    expect(toasts.onScreen()).toEqual(['success: Login successful']);
  });

  it('a success leaves the error toasts of another page and other successes', () => {
    const toasts = fakeToasts();
    const notify = createNotifier(toasts.impl, 2000, () => path);
    notify.success('Saved');
    path = '/my/support';
    notify.error('Subject is required');
    path = '/my/user/profile-setting';
    notify.success('Profile updated');
    expect(toasts.onScreen()).toEqual(['success: Saved', 'error: Subject is required', 'success: Profile updated']);
  });

  it('a page change dismisses the old page’s toasts but keeps the one that caused the navigation', () => {
    const toasts = fakeToasts();
    const notify = createNotifier(toasts.impl, 2000, () => path);
    notify.error('Something old');
    vi.advanceTimersByTime(CARRY_OVER_MS + 500);
    notify.success('Login successful');
    notify.pageChanged?.('/my/user/dashboard');
    expect(toasts.onScreen()).toEqual(['success: Login successful']);
    // Leaving the dashboard later takes the carried toast away too.
    vi.advanceTimersByTime(CARRY_OVER_MS + 1);
    notify.pageChanged?.('/my/user/transactions');
    expect(toasts.onScreen()).toEqual([]);
  });

  it('a page change keeps the toasts raised on the page it changes to', () => {
    const toasts = fakeToasts();
    path = '/my/support';
    const notify = createNotifier(toasts.impl, 2000, () => path);
    notify.info('Loading tickets');
    vi.advanceTimersByTime(CARRY_OVER_MS + 1);
    notify.pageChanged?.('/my/support');
    expect(toasts.onScreen()).toEqual(['info: Loading tickets']);
  });
});
