import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useAfterLoadIdle } from './after-load';
import { setMotionPaused, useMotionPaused, usePageVisible } from './motion';
import { PauseIcon, PlayIcon } from './site-icons';
import { usePrefersReducedMotion } from './reduced-motion';

/** Slider timing: each change slides for SLIDE_SPEED_MS ("speed"), then the slide stays AUTOPLAY_MS. */
export const SLIDE_SPEED_MS = 2000;
export const AUTOPLAY_MS = 1000;

export interface Slide {
  id: string;
  title: string;
  text: string;
  image: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * An autoplaying, infinite carousel showing one slide at a time (WAI-ARIA carousel pattern): dots are labelled
 * buttons, a pause button stops it (and the typed tagline), and it pauses while hovered or focused and while the tab
 * is hidden. With prefers-reduced-motion it starts paused and changes slides without sliding. Slides move with transforms only (no layout shift). Autoplay begins
 * once the page has loaded.
 */
export function HeroSlider({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = useMotionPaused();
  const setPaused = setMotionPaused;
  const visible = usePageVisible();
  const reduce = usePrefersReducedMotion();
  // Autoplay starts once the page has loaded (never competing with loading and hydration on a slow phone).
  const ready = useAfterLoadIdle();
  const rootRef = useRef<HTMLElement>(null);
  const count = slides.length;
  const moving = leaving !== null;
  const playing = ready && visible && !paused && !hovered && !focused && count > 1;

  // Reduced motion: no autoplay unless the visitor presses Play.
  useEffect(() => {
    if (reduce) setPaused(true);
  }, [reduce]);

  // The slide in transition settles after SLIDE_SPEED_MS (instantly with reduced motion).
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setLeaving(null), reduce ? 0 : SLIDE_SPEED_MS);
    return () => clearTimeout(timer);
  }, [moving, index, reduce]);

  // Autoplay: AUTOPLAY_MS after a slide has settled, move on (after the last one comes the first: infinite).
  useEffect(() => {
    if (!playing || moving) return;
    const timer = setTimeout(() => {
      setLeaving(index);
      setIndex((index + 1) % count);
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, moving, index, count]);

  const goTo = (next: number) => {
    if (next === index) return;
    setLeaving(index);
    setIndex(next);
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className={`slider${reduce ? ' slider--still' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="slider__viewport" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const state = i === index ? ' is-active' : i === leaving ? ' is-leaving' : '';
          return (
            <div
              key={slide.id}
              className={`slider__slide${state}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <img
                className="slider__image"
                src={slide.image}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                decoding={i === 0 ? 'sync' : 'async'}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
              <div className="slider__caption">
                <p className="slider__title">{slide.title}</p>
                <p className="slider__text">{slide.text}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__pause"
          onClick={() => {
            // Pressing Play means "play now", even though focus is on the button.
            if (paused) setFocused(false);
            setPaused(!paused);
          }}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
        >
          {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
        </button>
        <div className="slider__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={`slider__dot${i === index ? ' is-active' : ''}`}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
