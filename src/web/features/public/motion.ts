import { useEffect, useState } from 'react';
import { atom } from 'jotai';

/**
 * The visitor's Pause / Play choice for the home page's moving parts (WCAG 2.2.2): the slider's pause button sets it
 * and the typed tagline follows it too. With prefers-reduced-motion it starts paused (see HeroSlider).
 */
export const motionPausedAtom = atom(false);

/** False while the tab is hidden (nothing moves that nobody can see); true while prerendering and hydrating. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
