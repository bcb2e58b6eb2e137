import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEDUPE_MS, createNotifier } from './notify';

describe('notify (toast de-duplication)', () => {
  const impl = { success: vi.fn(), error: vi.fn(), info: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    Object.values(impl).forEach((fn) => fn.mockClear());
  });
  afterEach(() => vi.useRealTimers());

  it('suppresses an identical message shown again within 2000 ms', () => {
    const notify = createNotifier(impl);
    expect(DEDUPE_MS).toBe(2000);
    notify.error('Invalid credentials');
    notify.error('Invalid credentials');
    vi.advanceTimersByTime(1999);
    notify.error('Invalid credentials');
    expect(impl.error).toHaveBeenCalledTimes(1);
    expect(impl.error).toHaveBeenCalledWith('Invalid credentials');
  });

  it('shows the message again once 2000 ms have passed since it was shown', () => {
    const notify = createNotifier(impl);
    notify.success('Saved');
    vi.advanceTimersByTime(2000);
    notify.success('Saved');
    expect(impl.success).toHaveBeenCalledTimes(2);
  });

  it('does not suppress different messages or the same text of another kind', () => {
    const notify = createNotifier(impl);
    notify.error('One');
    notify.error('Two');
    notify.success('One');
    expect(impl.error.mock.calls).toEqual([['One'], ['Two']]);
    expect(impl.success.mock.calls).toEqual([['One']]);
  });

  it('ignores empty messages', () => {
    const notify = createNotifier(impl);
    notify.error('   ');
    expect(impl.error).not.toHaveBeenCalled();
  });
});
