import { describe, expect, it } from 'vitest';
import { freeCount, machineSummary, machineTone, shownState, sortMachines, staleText, stateText } from './machines';

describe('machine wording', () => {
  it('says free, in use with minutes left, out of order', () => {
    expect(stateText({ state: 'free', minutes_left: null })).toBe('Free');
    expect(stateText({ state: 'in_use', minutes_left: 23 })).toBe('In use · 23 min left');
    expect(stateText({ state: 'in_use', minutes_left: 1 })).toBe('In use · finishing');
    expect(stateText({ state: 'in_use', minutes_left: null })).toBe('In use');
    expect(stateText({ state: 'out_of_order', minutes_left: null })).toBe('Out of order');
  });

  it('a stale state is never shown as free, and says since when', () => {
    expect(machineTone({ state: 'free', stale: true })).toBe('unknown');
    expect(machineTone({ state: 'free', stale: false })).toBe('free');
    expect(machineTone({ state: 'in_use', stale: false })).toBe('busy');
    expect(machineTone({ state: 'out_of_order', stale: false })).toBe('down');
    // 07:12 UTC is 08:12 in Lagos.
    expect(staleText({ reported_at: '2026-10-20T07:12:00Z' })).toBe('Not updated since 08:12');
    expect(staleText({ reported_at: null })).toBe('No report yet');
    expect(staleText({})).toBe('Not updated recently');
    expect(machineSummary({ code: 'D1', name: 'Dryer 1', kind: 'dryer', state: 'free', minutes_left: null, stale: true, reported_at: null })).toBe(
      'Dryer 1, dryer: No report yet',
    );
    expect(shownState({ code: 'D1', kind: 'dryer', state: 'free', minutes_left: null, stale: true, reported_at: null })).toBe('No report yet');
    expect(shownState({ code: 'D1', kind: 'dryer', state: 'free', minutes_left: null, stale: true, reported_at: '2026-10-20T07:12:00Z' })).toBe('Free');
    expect(machineSummary({ code: 'D1', kind: 'dryer', state: 'free', minutes_left: null, stale: true })).toBe('D1, dryer: Free (not updated recently)');
    expect(machineSummary({ code: 'W2', kind: 'washer', state: 'in_use', minutes_left: 5, stale: false })).toBe('W2, washer: In use · 5 min left');
  });

  it('counts and orders', () => {
    expect(freeCount(0, 'washer')).toBe('No washer free');
    expect(freeCount(1, 'dryer')).toBe('1 dryer free');
    expect(freeCount(3, 'washer')).toBe('3 washers free');
    expect(sortMachines([{ kind: 'dryer', code: 'D1' }, { kind: 'washer', code: 'W10' }, { kind: 'washer', code: 'W2' }])).toEqual([
      { kind: 'washer', code: 'W2' },
      { kind: 'washer', code: 'W10' },
      { kind: 'dryer', code: 'D1' },
    ]);
  });
});
