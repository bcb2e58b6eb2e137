import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('notifies subscribers of a new value, not of the same one, and stops after unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(3);
  });

  it('re-renders components that read it when plain code sets it', () => {
    const store = createStore('signed out');
    function Reader() {
      return <p>{useStore(store)}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => store.set('signed in'));
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });
});
