import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the element with `id` (instantly when the visitor prefers reduced motion). */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * A link to a section of another (or the same) page, e.g. "/#app". Client-side navigation would not scroll to
 * the section by itself: on the same page this scrolls, on another page the target page scrolls on mount
 * (see useScrollToHash).
 */
export function HashLink({ to, className, children }: { to: `${string}#${string}`; className?: string; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const hash = to.indexOf('#');
  const path = to.slice(0, hash);
  const id = to.slice(hash + 1);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (location === path) {
      window.history.replaceState(window.history.state, '', to);
      scrollToId(id);
    } else {
      navigate(to);
    }
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
