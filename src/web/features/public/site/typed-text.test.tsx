import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockReducedMotion, useFakeIdleTimers } from '#web/testing/browser-mocks';
import { DELETE_MS, HOLD_EMPTY_MS, HOLD_FULL_MS, TYPE_MS, TypedText, typingSteps } from './typed-text';

const TEXT = 'Redefining Laundry';
const live = () => document.querySelector('.typed__live')?.firstChild?.nodeValue;

describe('TypedText', () => {
  useFakeIdleTimers();

  it('plans a cycle: full, paused 1000 ms, deleted, retyped', () => {
    const steps = typingSteps(4);
    expect(steps).toEqual([
      [4, HOLD_FULL_MS],
      [3, DELETE_MS],
      [2, DELETE_MS],
      [1, DELETE_MS],
      [0, HOLD_EMPTY_MS],
      [1, TYPE_MS],
      [2, TYPE_MS],
      [3, TYPE_MS],
    ]);
    expect(HOLD_FULL_MS).toBe(1000);
  });

  it('starts complete, pauses 1000 ms, deletes, then types the text again', () => {
    mockReducedMotion(false);
    render(<TypedText text={TEXT} />);
    act(() => vi.advanceTimersByTime(1)); // loaded and idle
    expect(live()).toBe(TEXT);
    act(() => vi.advanceTimersByTime(HOLD_FULL_MS - 5));
    expect(live()).toBe(TEXT);
    act(() => vi.advanceTimersByTime(5));
    expect(live()).toBe(TEXT.slice(0, -1));
    act(() => vi.advanceTimersByTime(DELETE_MS * (TEXT.length - 2)));
    expect(live()).toBe('R');
    act(() => vi.advanceTimersByTime(DELETE_MS));
    expect(live()).toBe('');
    act(() => vi.advanceTimersByTime(HOLD_EMPTY_MS));
    expect(live()).toBe('R');
    act(() => vi.advanceTimersByTime(TYPE_MS * (TEXT.length - 1)));
    expect(live()).toBe(TEXT);
    // …and the cycle repeats.
    act(() => vi.advanceTimersByTime(HOLD_FULL_MS));
    expect(live()).toBe(TEXT.slice(0, -1));
  });

  it('keeps the full text as the accessible name, whatever is on screen', () => {
    mockReducedMotion(false);
    const { container } = render(
      <h2>
        <TypedText text={TEXT} />
      </h2>,
    );
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(HOLD_FULL_MS + DELETE_MS * 5));
    expect(live()).toBe(TEXT.slice(0, -6));
    expect(screen.getByRole('heading', { name: TEXT })).toBeInTheDocument();
    for (const el of container.querySelectorAll('.typed__space, .typed__live')) expect(el).toHaveAttribute('aria-hidden', 'true');
    // The invisible full copy keeps the width: the animation cannot shift the layout.
    expect(container.querySelector('.typed__space')?.textContent).toBe(TEXT);
  });

  it('stays still with prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<TypedText text={TEXT} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(live()).toBe(TEXT);
  });
});
