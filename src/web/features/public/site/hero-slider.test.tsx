import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, HeroSlider, SLIDE_SPEED_MS, type Slide } from './hero-slider';
import { mockReducedMotion, useFakeIdleTimers } from '#web/testing/browser-mocks';

const slides: Slide[] = ['One', 'Two', 'Three'].map((title, i) => ({
  id: `s${i}`,
  title,
  text: `${title} text`,
  image: `/img/${i}.svg`,
  width: 640,
  height: 480,
  alt: `${title} picture`,
}));

const activeTitle = () => {
  const active = document.querySelector('.slider__slide.is-active');
  return active?.querySelector('.slider__title')?.textContent;
};
/** One timer step; effects scheduled by the resulting render run when act() ends (so chains need several). */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HeroSlider', () => {
  useFakeIdleTimers();

  async function renderStarted() {
    mockReducedMotion(false);
    const view = render(<HeroSlider slides={slides} label="Highlights" />);
    await advance(1); // the page is loaded and idle: autoplay may start
    return view;
  }

  it('autoplays one slide at a time: waits AUTOPLAY_MS, slides for SLIDE_SPEED_MS, and loops forever', async () => {
    await renderStarted();
    expect(activeTitle()).toBe('One');
    await advance(AUTOPLAY_MS - 10);
    expect(activeTitle()).toBe('One');
    await advance(10);
    expect(activeTitle()).toBe('Two');
    // The previous slide slides out meanwhile, then settles.
    expect(document.querySelectorAll('.slider__slide.is-leaving')).toHaveLength(1);
    await advance(SLIDE_SPEED_MS);
    expect(document.querySelectorAll('.slider__slide.is-leaving')).toHaveLength(0);
    expect(activeTitle()).toBe('Two');
    await advance(AUTOPLAY_MS);
    expect(activeTitle()).toBe('Three');
    await advance(SLIDE_SPEED_MS);
    await advance(AUTOPLAY_MS);
    expect(activeTitle()).toBe('One'); // infinite
  });

  it('shows only the active slide to assistive technology and keyboard', async () => {
    await renderStarted();
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups).toHaveLength(3);
    expect(groups[0]).toHaveAttribute('aria-hidden', 'false');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    await renderStarted();
    const root = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(root);
    await advance(AUTOPLAY_MS * 5);
    expect(activeTitle()).toBe('One');
    fireEvent.mouseLeave(root);
    await advance(AUTOPLAY_MS);
    expect(activeTitle()).toBe('Two');
  });

  it('pauses while focus is inside', async () => {
    await renderStarted();
    const dot = screen.getByRole('button', { name: 'Show slide 2: Two' });
    act(() => dot.focus());
    await advance(AUTOPLAY_MS * 5);
    expect(activeTitle()).toBe('One');
  });

  it('has labelled dot buttons that go to a slide and mark the current one', async () => {
    await renderStarted();
    const third = screen.getByRole('button', { name: 'Show slide 3: Three' });
    fireEvent.click(third);
    expect(activeTitle()).toBe('Three');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1: One' })).not.toHaveAttribute('aria-current');
  });

  it('has a pause button, and starts paused when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    render(<HeroSlider slides={slides} label="Highlights" />);
    await advance(1);
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    await advance(AUTOPLAY_MS * 5);
    expect(activeTitle()).toBe('One');
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    await advance(AUTOPLAY_MS);
    expect(activeTitle()).toBe('Two');
    // No sliding with reduced motion: the change is immediate.
    await advance(0);
    expect(document.querySelectorAll('.slider__slide.is-leaving')).toHaveLength(0);
  });

  it('does not start before the page has loaded', () => {
    mockReducedMotion(false);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<HeroSlider slides={slides} label="Highlights" />);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(activeTitle()).toBe('One');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(1)); // idle
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeTitle()).toBe('Two');
  });

  it('renders the first image eagerly with high priority and the others lazily', () => {
    mockReducedMotion(false);
    render(<HeroSlider slides={slides} label="Highlights" />);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '640');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
