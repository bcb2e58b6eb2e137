import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '#web/testing/fixtures';
import { SESSION_KEY, getSession, getToken, reloadSession } from './session';
import { clearSession, onSessionCleared, startAuthSession, startSession, updateSessionUser } from './session-updates';
import { followOtherTabs } from './session-tabs';
import { writeStored } from './storage';

const HOUR = 3600;
const auth = (token: string, expires_at = '2099-01-01T00:00:00Z') => ({ token, token_type: 'Bearer' as const, expires_at, user: makeUser({ token: undefined as never }) });
const keys = (storage: Storage) => Object.keys(storage).sort();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('where the session lives: "Remember me" on this device, else in this tab (ADR 062)', () => {
  it('remembered: on the device (localStorage), expiring with the token, and read back on a cold start', () => {
    startAuthSession(auth('tok-remembered'), true);
    expect(keys(localStorage)).toEqual([SESSION_KEY]);
    expect(sessionStorage.length).toBe(0);
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}');
    expect(stored.expires_at).toBe(Date.parse('2099-01-01T00:00:00Z'));
    // What holds nothing but sessionStorage held before: the session entry, the token and the User fields.
    expect(Object.keys(stored.value)).toEqual(['logged_in', 'user']);

    // A cold start (a new tab, the installed app): the tab's storage is empty, the device still knows the customer.
    sessionStorage.clear();
    reloadSession();
    expect(getToken()).toBe('tok-remembered');
  });

  it('not remembered: in the tab (sessionStorage) exactly as before; a cold start has no session', () => {
    startAuthSession(auth('tok-tab'));
    expect(keys(sessionStorage)).toEqual([SESSION_KEY]);
    expect(localStorage.length).toBe(0);
    sessionStorage.clear();
    reloadSession();
    expect(getSession()).toEqual({ logged_in: false, user: null });
  });

  it('a new sign-in replaces whatever an earlier one left, in either place; staff entries stay', () => {
    startSession(makeUser({ token: 'first' }), { expiresIn: HOUR }, true);
    writeStored('e-laundry-query-cache:1024', { clientState: {} });
    expect(keys(localStorage)).toEqual(['e-laundry-query-cache:1024', SESSION_KEY]);
    sessionStorage.setItem('staff:session', '{"value":{}}');

    startSession(makeUser({ token: 'second', id: 7 }), { expiresIn: HOUR });
    expect(localStorage.length).toBe(0);
    expect(keys(sessionStorage)).toEqual([SESSION_KEY, 'staff:session']);

    startSession(makeUser({ token: 'third' }), { expiresIn: HOUR }, true);
    expect(keys(localStorage)).toEqual([SESSION_KEY]);
    expect(keys(sessionStorage)).toEqual(['staff:session']);
    expect(getToken()).toBe('third');
  });

  it('an expired remembered session, read at start, takes everything of the customer with it from both places', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    startSession(makeUser({ token: 'old' }), { expiresIn: HOUR }, true);
    writeStored('e-laundry-query-cache:1024', { clientState: {} });
    sessionStorage.setItem('registered-user', '{"value":{}}');
    sessionStorage.setItem('staff:session', '{"value":{}}');

    vi.setSystemTime(new Date('2026-12-01T11:00:00Z'));
    reloadSession();
    expect(getSession().logged_in).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(keys(sessionStorage)).toEqual(['staff:session']);
  });

  it("without any session the device keeps nothing of a customer's; the tab keeps its sign-up entries", () => {
    localStorage.setItem('e-laundry-query-cache:1024', '{}');
    sessionStorage.setItem('registered-user', '{"value":{}}');
    reloadSession();
    expect(localStorage.length).toBe(0);
    expect(keys(sessionStorage)).toEqual(['registered-user']);
  });

  it('sign-out wipes both places, never the staff console, and tells the data layer', () => {
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    startSession(makeUser(), { expiresIn: HOUR }, true);
    writeStored('e-laundry-query-cache:1024', { clientState: {} });
    sessionStorage.setItem('otp-sent:a@example.com', '{"value":1}');
    sessionStorage.setItem('staff:session', '{"value":{}}');
    sessionStorage.setItem('staff:ended', '{"value":"why"}');

    clearSession();
    stop();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(getSession().logged_in).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(keys(sessionStorage)).toEqual(['staff:ended', 'staff:session']);
  });

  it('a change of the user keeps the session where it is, with its expiry', () => {
    startSession(makeUser(), { expiresAt: 4102444800000 }, true);
    updateSessionUser({ image: '/avatar.webp' });
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}');
    expect(stored).toMatchObject({ expires_at: 4102444800000, value: { user: { image: '/avatar.webp' } } });
    expect(sessionStorage.length).toBe(0);
  });
});

describe('other tabs follow a remembered session (the storage event, ADR 062)', () => {
  followOtherTabs();
  /** What the browser fires in this tab when another tab changes the device's storage. */
  const fromAnotherTab = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('another tab signs out: this one is signed out, its cache forgotten, nothing left on the device — staff kept', () => {
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    startSession(makeUser({ token: 'shared' }), { expiresIn: HOUR }, true);
    sessionStorage.setItem('staff:session', '{"value":{}}');
    // The other tab's sign-out empties the device; this tab's throttled persister had written meanwhile.
    localStorage.clear();
    localStorage.setItem('e-laundry-query-cache:1024', '{"late":true}');

    fromAnotherTab(SESSION_KEY);
    stop();
    expect(getSession().logged_in).toBe(false);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(keys(sessionStorage)).toEqual(['staff:session']);
  });

  it('another tab cleared everything at once (key null): followed the same way', () => {
    startSession(makeUser({ token: 'shared' }), { expiresIn: HOUR }, true);
    localStorage.clear();
    fromAnotherTab(null);
    expect(getSession().logged_in).toBe(false);
  });

  it('another tab signed in as somebody else: this tab drops its own leftovers and reloads as the new session', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    startSession(makeUser({ token: 'ada' }), { expiresIn: HOUR }, true);
    sessionStorage.setItem('otp-sent:ada@example.com', '{"value":1}');
    // The other tab's sign-in: its own session on the device.
    localStorage.clear();
    writeStored(SESSION_KEY, { logged_in: true, user: makeUser({ token: 'tunde', id: 8 }) }, { expiresIn: HOUR }, true);

    fromAnotherTab(SESSION_KEY);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('tunde');
    expect(sessionStorage.length).toBe(0);
    expect(keys(localStorage)).toEqual([SESSION_KEY]);
  });

  it('ignores other keys, the same session, and tabs without a customer session', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    startSession(makeUser({ token: 'same' }), { expiresIn: HOUR }, true);
    localStorage.removeItem('e-laundry-query-cache:1024');
    fromAnotherTab('e-laundry-query-cache:1024');
    updateSessionUser({ firstname: 'Ada' });
    fromAnotherTab(SESSION_KEY);
    expect(getToken()).toBe('same');

    clearSession();
    writeStored(SESSION_KEY, { logged_in: true, user: makeUser({ token: 'elsewhere' }) }, { expiresIn: HOUR }, true);
    fromAnotherTab(SESSION_KEY);
    expect(reload).not.toHaveBeenCalled();
    expect(getSession().logged_in).toBe(false);
  });

  it("a non-remembered session in this tab is this tab's own: another tab's remembered sign-out leaves it", () => {
    startSession(makeUser({ token: 'mine' }), { expiresIn: HOUR });
    fromAnotherTab(SESSION_KEY);
    expect(getToken()).toBe('mine');
    expect(keys(sessionStorage)).toEqual([SESSION_KEY]);
  });
});
