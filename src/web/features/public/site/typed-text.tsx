import { useEffect, useRef } from 'react';
import { useAfterLoadIdle } from './after-load';
import { useMotionPaused, usePageVisible } from './motion';
import { usePrefersReducedMotion } from './reduced-motion';

/** Timing of the typed tagline (typed, paused 1000 ms, deleted and retyped). */
export const TYPE_MS = 110;
export const DELETE_MS = 55;
export const HOLD_FULL_MS = 1000;
export const HOLD_EMPTY_MS = 400;

/** The animation as a list of steps: [characters shown, time until the next step]. One cycle, starting full. */
export function typingSteps(length: number): Array<[number, number]> {
  const steps: Array<[number, number]> = [[length, HOLD_FULL_MS]];
  for (let n = length - 1; n >= 1; n -= 1) steps.push([n, DELETE_MS]);
  steps.push([0, HOLD_EMPTY_MS]);
  for (let n = 1; n < length; n += 1) steps.push([n, TYPE_MS]);
  return steps;
}

/**
 * Text that types itself, pauses, deletes itself and types again. The full text is what assistive technology
 * reads and what takes the space (an invisible copy), so the animation never moves the layout. It starts from the
 * complete text (the prerendered markup), begins once the page has loaded and stays still (showing the whole text)
 * when the visitor prefers reduced motion, has paused the home page's motion (the slider's Pause button, which
 * names it), or while the tab is hidden — the slider's rules (WCAG 2.2.2). Each step only rewrites one text node (no React render): cheap on slow phones.
 */
export function TypedText({ text, className = '' }: { text: string; className?: string }) {
  const liveRef = useRef<HTMLSpanElement>(null);
  const reduce = usePrefersReducedMotion();
  const ready = useAfterLoadIdle();
  const paused = useMotionPaused();
  const visible = usePageVisible();
  const still = reduce || !ready || paused || !visible;

  useEffect(() => {
    const live = liveRef.current;
    const node = live?.firstChild;
    if (!live || !node || node.nodeType !== Node.TEXT_NODE) return;
    const show = (n: number) => {
      node.nodeValue = text.slice(0, n);
      live.classList.toggle('is-holding', n === text.length);
    };
    if (still) {
      show(text.length);
      return;
    }
    const steps = typingSteps(text.length);
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const step = steps[i];
      if (!step) return;
      const [shown, wait] = step;
      show(shown);
      i = (i + 1) % steps.length;
      timer = setTimeout(next, wait);
    };
    next();
    return () => {
      clearTimeout(timer);
      show(text.length);
    };
  }, [text, still]);

  return (
    <span className={`typed ${className}`.trim()} data-moving={still ? undefined : 'true'}>
      <span className="visually-hidden">{text}</span>
      <span className="typed__space" aria-hidden="true">
        {text}
      </span>
      <span ref={liveRef} className="typed__live is-holding" aria-hidden="true">
        {text}
        <span className="typed__caret" />
      </span>
    </span>
  );
}
