import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './site-icons';

/** Shown after scrolling this far. */
export const SHOW_AFTER_PX = 480;

/**
 * The landing page's "back to top" button: appears once the visitor has scrolled down (until then it is
 * `visibility: hidden`, so neither focusable nor announced).
 */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      aria-label="Scroll to top"
      onClick={toTop}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
