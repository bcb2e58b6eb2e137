import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, readStored, removeStored, writeStored } from './storage';

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
