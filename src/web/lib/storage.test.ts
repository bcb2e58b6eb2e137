import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, customerEntries, hasStored, readStored, removeStored, updateStored, writeStored } from './storage';

describe('session storage helper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an entry without expiry', () => {
    writeStored('plain', { a: 1 });
    vi.advanceTimersByTime(10 * 24 * 3600 * 1000);
    expect(readStored('plain')).toEqual({ a: 1 });
  });

  it('expires an entry given in seconds from now and removes it when read', () => {
    writeStored('short', 'value', { expiresIn: 60 });
    vi.advanceTimersByTime(59_000);
    expect(readStored('short')).toBe('value');
    expect(sessionStorage.getItem('short')).not.toBeNull();

    vi.advanceTimersByTime(1_000);
    expect(readStored('short')).toBeNull();
    expect(sessionStorage.getItem('short')).toBeNull();
  });

  it('expires an entry given as an absolute timestamp in ms and removes it when read', () => {
    const at = Date.parse('2026-11-01T12:00:00Z');
    writeStored('abs', [1, 2, 3], { expiresAt: at });
    expect(JSON.parse(sessionStorage.getItem('abs') ?? '{}')).toEqual({ value: [1, 2, 3], expires_at: at });

    vi.setSystemTime(at - 1);
    expect(readStored('abs')).toEqual([1, 2, 3]);

    vi.setSystemTime(at);
    expect(readStored('abs')).toBeNull();
    expect(sessionStorage.getItem('abs')).toBeNull();
  });

  it('treats an already past absolute expiry as absent', () => {
    writeStored('past', true, { expiresAt: Date.now() - 1 });
    expect(readStored('past')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops unreadable entries instead of throwing', () => {
    sessionStorage.setItem('broken', '{not json');
    sessionStorage.setItem('foreign', JSON.stringify({ other: 1 }));
    expect(readStored('broken')).toBeNull();
    expect(readStored('foreign')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('removes one entry or clears everything', () => {
    writeStored('a', 1);
    writeStored('b', 2);
    sessionStorage.setItem('unrelated', 'x');
    removeStored('a');
    expect(readStored('a')).toBeNull();
    expect(readStored('b')).toBe(2);
    clearStorage();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('two places: this tab and, after "Remember me", this device (ADR 062)', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('writes in the tab by default, on the device when remembered; a write moves the key, never keeps two copies', () => {
    writeStored('a', 1);
    expect(sessionStorage.getItem('a')).not.toBeNull();
    expect(localStorage.length).toBe(0);

    writeStored('a', 2, undefined, true);
    expect(sessionStorage.getItem('a')).toBeNull();
    expect(JSON.parse(localStorage.getItem('a') ?? '{}')).toEqual({ value: 2 });
    expect(readStored('a')).toBe(2);

    writeStored('a', 3, undefined, false);
    expect(localStorage.getItem('a')).toBeNull();
    expect(readStored('a')).toBe(3);
  });

  it("a customer entry goes where the customer's entries are: on the device while it holds any", () => {
    writeStored('session', { remembered: true }, undefined, true);
    writeStored('otp-sent:ada@example.com', 1);
    customerEntries.setItem('e-laundry-query-cache:7', '{"raw":true}');
    expect(Object.keys(localStorage).sort()).toEqual(['e-laundry-query-cache:7', 'otp-sent:ada@example.com', 'session']);
    expect(sessionStorage.length).toBe(0);
    expect(customerEntries.getItem('e-laundry-query-cache:7')).toBe('{"raw":true}');
    expect(customerEntries.keys().sort()).toEqual(['e-laundry-query-cache:7', 'otp-sent:ada@example.com', 'session']);

    clearStorage();
    writeStored('otp-sent:ada@example.com', 1);
    customerEntries.setItem('e-laundry-query-cache:7', '{}');
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage).sort()).toEqual(['e-laundry-query-cache:7', 'otp-sent:ada@example.com']);
  });

  it("the session's place decides, not other entries on the device: a customer not remembered keeps nothing there", () => {
    // An entry on the device that is not the session (say, one an older version of the app wrote there) must not pull a
    // customer who did not tick "Remember me" onto the device: their figures would outlive the tab.
    localStorage.setItem('e-laundry.push-device', '{"value":{"id":7,"endpoint":"https://push.example/x"}}');
    writeStored('session', { remembered: false }, undefined, false);
    customerEntries.setItem('e-laundry-query-cache:7', '{"raw":true}');
    writeStored('otp-sent:ada@example.com', 1);
    expect(Object.keys(sessionStorage).sort()).toEqual(['e-laundry-query-cache:7', 'otp-sent:ada@example.com', 'session']);
    expect(Object.keys(localStorage)).toEqual(['e-laundry.push-device']);
  });

  it('reads the device first, then the tab', () => {
    localStorage.setItem('k', JSON.stringify({ value: 'device' }));
    sessionStorage.setItem('k', JSON.stringify({ value: 'tab' }));
    expect(readStored('k')).toBe('device');
    localStorage.removeItem('k');
    expect(readStored('k')).toBe('tab');
    expect(hasStored('k')).toBe(true);
    removeStored('k');
    expect(hasStored('k')).toBe(false);
  });

  it('an expired entry on the device reads as absent and is removed', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
      writeStored('session', 'x', { expiresIn: 60 }, true);
      vi.advanceTimersByTime(60_000);
      expect(readStored('session')).toBeNull();
      expect(localStorage.length).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('updates an entry where it is, keeping its expiry', () => {
    writeStored('session', { n: 1 }, { expiresAt: 4102444800000 }, true);
    updateStored<{ n: number }>('session', (v) => ({ n: v.n + 1 }));
    expect(JSON.parse(localStorage.getItem('session') ?? '{}')).toEqual({ value: { n: 2 }, expires_at: 4102444800000 });
    expect(sessionStorage.length).toBe(0);
  });

  it('staff entries stay in the tab, whatever the customer chose, and no wipe touches them', () => {
    writeStored('session', 'customer', undefined, true);
    writeStored('staff:session', 'staff', undefined, true);
    writeStored('staff:ended', 'why');
    expect(Object.keys(localStorage)).toEqual(['session']);
    expect(Object.keys(sessionStorage).sort()).toEqual(['staff:ended', 'staff:session']);
    // Even a stray staff key on the device is never read.
    localStorage.setItem('staff:other', JSON.stringify({ value: 'planted' }));
    expect(readStored('staff:other')).toBeNull();

    clearStorage();
    expect(Object.keys(localStorage)).toEqual(['staff:other']);
    expect(Object.keys(sessionStorage).sort()).toEqual(['staff:ended', 'staff:session']);
  });

  it('clears one place alone when asked', () => {
    writeStored('a', 1, undefined, true);
    sessionStorage.setItem('b', JSON.stringify({ value: 2 }));
    clearStorage('tab');
    expect(Object.keys(localStorage)).toEqual(['a']);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('b', JSON.stringify({ value: 2 }));
    clearStorage('device');
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)).toEqual(['b']);
  });
});
