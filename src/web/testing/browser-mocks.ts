import { afterEach, beforeEach, vi } from 'vitest';

/** Makes `(prefers-reduced-motion: reduce)` match or not for the next render. */
export function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

/** requestIdleCallback on a timer (fake timers drive it); the page counts as loaded. */
export function mockIdle() {
  const w = window as unknown as { requestIdleCallback: (cb: () => void) => number; cancelIdleCallback: (id: number) => void };
  w.requestIdleCallback = (cb) => setTimeout(cb, 0) as unknown as number;
  w.cancelIdleCallback = (id) => clearTimeout(id);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
}

/**
 * For a describe block of a timed animation: fake timers and {@link mockIdle} before each test, real timers and no
 * mocks after it.
 */
export function useFakeIdleTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
    mockIdle();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
