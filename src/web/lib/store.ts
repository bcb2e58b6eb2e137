import { useSyncExternalStore } from 'react';

/**
 * A value that React components and plain code share: `get`/`set` from anywhere, `useStore` to render it.
 *
 * The root bundle's client state (the session, whether the toast container is wanted) lives here rather than in
 * jotai: these two values need no derived atoms, and jotai cost the first visit of "/" ~2.5 KB gzip (ADR 009).
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value; subscribers run only when it changed (Object.is). */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's current value; re-renders when it changes. Hydration reads the client's value, as jotai did. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
