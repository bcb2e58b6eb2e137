import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './reduced-motion';

/** Timing of the typed tagline (spec §9: typed, paused 1000 ms, deleted and retyped). */
export const TYPE_MS = 110;
export const DELETE_MS = 55;
export const HOLD_FULL_MS = 1000;
export const HOLD_EMPTY_MS = 400;

type Phase = 'holding' | 'deleting' | 'empty' | 'typing';

/**
 * Text that types itself, pauses, deletes itself and types again. The full text is what assistive technology
 * reads and what takes the space (an invisible copy), so the animation never moves the layout. It starts from the
 * complete text (the prerendered markup) and stays still when the visitor prefers reduced motion.
 */
export function TypedText({ text, className = '' }: { text: string; className?: string }) {
  const [shown, setShown] = useState(text.length);
  const [phase, setPhase] = useState<Phase>('holding');
  const reduce = usePrefersReducedMotion();

  useEffect(() => {
    if (reduce) {
      setShown(text.length);
      setPhase('holding');
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    switch (phase) {
      case 'holding':
        timer = setTimeout(() => setPhase('deleting'), HOLD_FULL_MS);
        break;
      case 'deleting':
        timer = setTimeout(() => {
          if (shown <= 1) {
            setShown(0);
            setPhase('empty');
          } else setShown(shown - 1);
        }, DELETE_MS);
        break;
      case 'empty':
        timer = setTimeout(() => setPhase('typing'), HOLD_EMPTY_MS);
        break;
      case 'typing':
        timer = setTimeout(() => {
          if (shown + 1 >= text.length) {
            setShown(text.length);
            setPhase('holding');
          } else setShown(shown + 1);
        }, TYPE_MS);
        break;
    }
    return () => clearTimeout(timer);
  }, [phase, shown, reduce, text.length]);

  return (
    <span className={`typed ${className}`.trim()}>
      <span className="visually-hidden">{text}</span>
      <span className="typed__space" aria-hidden="true">
        {text}
      </span>
      <span className="typed__live" aria-hidden="true">
        {text.slice(0, shown)}
        <span className={`typed__caret${phase === 'holding' ? ' is-blinking' : ''}`} />
      </span>
    </span>
  );
}
